//! A generated robot's module: the specs of [`crate::spec`] evaluated by the methods
//! `#[derive(Dynamics)]` (or `chaindyn generate`) emitted, the straight-line ones in `f64` and
//! in lanes of four, the others (the manifold's steps, the linearization) through the checked
//! `f64` methods. `chaindyn python` writes a crate whose module function calls these.
//!
//! ```ignore
//! #[pyo3::pymodule]
//! fn solo12(m: &pyo3::Bound<'_, pyo3::types::PyModule>) -> pyo3::PyResult<()> {
//!     let mut entries = chaindyn_python::generated::floating::<Solo12, 19, 18, 36, 12>();
//!     entries.extend(chaindyn_python::generated::floating_frames::<Solo12, 19, 18>());
//!     chaindyn_python::generated::floating_module::<Solo12, 19, 18>(m, Solo12, entries)
//! }
//! ```

use crate::driver::{describe, put, register, Ctx, Entries, Eval, Model, MAX_CONTACTS};
use crate::spec::{self, Dims};
use chaindyn::nalgebra::{Matrix4, SVector};
use chaindyn::{
    ContactOptions, Dynamics, DynamicsIn, FloatingDynamics, FloatingDynamicsIn, FloatingTaskSpace,
    FloatingTaskSpaceIn, FrameContact, FrameId, Pose, Real, TaskSpaceIn,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyModule;
use std::sync::Arc;

fn vector<S: Real, const K: usize>(x: &[S], at: usize) -> SVector<S, K> {
    SVector::<S, K>::from_fn(|i, _| x[at + i])
}

/// A state `(q, v, third)` of `NQ`, `NV` and `NV` entries, one after the other in `x`.
#[allow(clippy::type_complexity)]
fn state<S: Real, const NQ: usize, const NV: usize>(
    x: &[S],
) -> (SVector<S, NQ>, SVector<S, NV>, SVector<S, NV>) {
    (vector(x, 0), vector(x, NQ), vector(x, NQ + NV))
}

fn homogeneous<S: Real>(pose: &Pose<S>) -> Matrix4<S> {
    let mut h = Matrix4::<S>::from_element(S::constant(0.0));
    for i in 0..3 {
        for j in 0..3 {
            h[(i, j)] = pose.rotation[(i, j)];
        }
        h[(i, 3)] = pose.translation[i];
    }
    h[(3, 3)] = S::constant(1.0);
    h
}

/// The straight-line evaluation of `$f` in `f64` and in lanes.
macro_rules! straight {
    ($($f:ident)::+ ::<$($p:tt),*>) => {
        Eval::Straight(
            $($f)::+::<$($p,)* f64>,
            $($f)::+::<$($p,)* chaindyn::simba::simd::WideF64x4>,
        )
    };
}

/// The evaluations both bases share, written once: the same methods of the fixed base's traits
/// (`DynamicsIn<N>`, `TaskSpaceIn<N>`) and of the floating base's (`FloatingDynamicsIn<NQ, NV>`,
/// `FloatingTaskSpaceIn<NQ, NV>`), for `nq` and `nv` coordinates; each base's own evaluations
/// follow in the module.
macro_rules! shared_evals {
    (
        $module:ident,
        dynamics: $dynamics:ident,
        centre_of_mass: $com:ident,
        task_space: $task:ident,
        consts: [$($c:ident),+],
        nq: $nq:ident,
        nv: $nv:ident,
        $($own:item)*
    ) => {
        mod $module {
            use super::*;

            pub fn crba<M: $dynamics<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                _: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                put(out, 0, &m.mass_matrix_in(&vector::<S, $nq>(x, 0)));
            }

            pub fn gravity<M: $dynamics<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                _: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                put(out, 0, &m.gravity_in(&vector::<S, $nq>(x, 0)));
            }

            pub fn rnea<M: $dynamics<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                _: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                let (q, v, a) = state::<S, $nq, $nv>(x);
                put(out, 0, &m.inverse_dynamics_in(&q, &v, &a));
            }

            pub fn aba<M: $dynamics<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                _: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                let (q, v, tau) = state::<S, $nq, $nv>(x);
                put(out, 0, &m.forward_dynamics_in(&q, &v, &tau));
            }

            pub fn aba_derivatives<M: $dynamics<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                _: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                let (q, v, tau) = state::<S, $nq, $nv>(x);
                let l = m.linearize_blocks_in(&q, &v, &tau);
                let at = put(out, 0, &l.dqdd_dq);
                let at = put(out, at, &l.dqdd_dqd);
                put(out, at, &l.minv);
            }

            pub fn rnea_derivatives<M: $dynamics<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                _: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                let (q, v, a) = state::<S, $nq, $nv>(x);
                let (dq, dv) = m.inverse_dynamics_derivatives_in(&q, &v, &a);
                let at = put(out, 0, &dq);
                let at = put(out, at, &dv);
                put(out, at, &m.mass_matrix_in(&q));
            }

            pub fn com<M: $com<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                _: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                put(out, 0, &m.center_of_mass_in(&vector::<S, $nq>(x, 0)));
            }

            pub fn com_jacobian<M: $com<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                _: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                put(out, 0, &m.center_of_mass_jacobian_in(&vector::<S, $nq>(x, 0)));
            }

            pub fn frame_placement<M: $task<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                ctx: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                let pose = m.frame_pose_in(M::FRAMES[ctx.frame].1, &vector::<S, $nq>(x, 0));
                put(out, 0, &homogeneous(&pose));
            }

            pub fn frame_jacobian<M: $task<$($c),+>, $(const $c: usize,)+ S: Real>(
                m: &Model<M>,
                ctx: &Ctx,
                x: &[S],
                out: &mut [S],
            ) {
                let q = vector::<S, $nq>(x, 0);
                put(out, 0, &m.frame_jacobian_in(M::FRAMES[ctx.frame].1, &q, ctx.reference));
            }

            $($own)*
        }
    };
}

shared_evals!(
    floating_evals,
    dynamics: FloatingDynamicsIn,
    centre_of_mass: FloatingDynamicsIn,
    task_space: FloatingTaskSpaceIn,
    consts: [NQ, NV],
    nq: NQ,
    nv: NV,

    pub fn nle<M: FloatingDynamicsIn<NQ, NV>, const NQ: usize, const NV: usize, S: Real>(
        m: &Model<M>,
        _: &Ctx,
        x: &[S],
        out: &mut [S],
    ) {
        let (q, v) = (vector::<S, NQ>(x, 0), vector::<S, NV>(x, NQ));
        put(out, 0, &m.nonlinear_effects_in(&q, &v));
    }

    pub fn centroidal_map<
        M: FloatingDynamicsIn<NQ, NV>,
        const NQ: usize,
        const NV: usize,
        S: Real,
    >(
        m: &Model<M>,
        _: &Ctx,
        x: &[S],
        out: &mut [S],
    ) {
        put(out, 0, &m.centroidal_map_in(&vector::<S, NQ>(x, 0)));
    }

    pub fn integrate<M: FloatingDynamics<NQ, NV>, const NQ: usize, const NV: usize>(
        m: &Model<M>,
        _: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> Result<(), String> {
        let r = m
            .integrate(&vector(x, 0), &vector(x, NQ))
            .map_err(|e| e.to_string())?;
        put(out, 0, &r);
        Ok(())
    }

    pub fn difference<M: FloatingDynamics<NQ, NV>, const NQ: usize, const NV: usize>(
        m: &Model<M>,
        _: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> Result<(), String> {
        let r = m
            .difference(&vector(x, 0), &vector(x, NQ))
            .map_err(|e| e.to_string())?;
        put(out, 0, &r);
        Ok(())
    }

    pub fn linearize<
        M: FloatingDynamics<NQ, NV>,
        const NQ: usize,
        const NV: usize,
        const NX: usize,
        const NU: usize,
    >(
        m: &Model<M>,
        _: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> Result<(), String> {
        let (q, v, tau) = state::<f64, NQ, NV>(x);
        let (a, b) = m.linearize::<NX, NU>(&q, &v, &tau);
        let at = put(out, 0, &a);
        put(out, at, &b);
        Ok(())
    }
);

shared_evals!(
    fixed_evals,
    dynamics: DynamicsIn,
    centre_of_mass: TaskSpaceIn,
    task_space: TaskSpaceIn,
    consts: [N],
    nq: N,
    nv: N,

    pub fn nle<M: DynamicsIn<N>, const N: usize, S: Real>(
        m: &Model<M>,
        _: &Ctx,
        x: &[S],
        out: &mut [S],
    ) {
        let (q, v) = (vector::<S, N>(x, 0), vector::<S, N>(x, N));
        put(out, 0, &(m.coriolis_times_qd_in(&q, &v) + m.gravity_in(&q)));
    }

    pub fn integrate<M, const N: usize, S: Real>(_: &Model<M>, _: &Ctx, x: &[S], out: &mut [S]) {
        put(out, 0, &(vector::<S, N>(x, 0) + vector::<S, N>(x, N)));
    }

    pub fn difference<M, const N: usize, S: Real>(_: &Model<M>, _: &Ctx, x: &[S], out: &mut [S]) {
        put(out, 0, &(vector::<S, N>(x, N) - vector::<S, N>(x, 0)));
    }

    pub fn linearize<M: Dynamics<N>, const N: usize, const NX: usize>(
        m: &Model<M>,
        _: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> Result<(), String> {
        let (q, v, tau) = state::<f64, N, N>(x);
        let (a, b) = m.linearize::<NX>(&q, &v, &tau);
        let at = put(out, 0, &a);
        put(out, at, &b);
        Ok(())
    }
);

/// The entries of a floating-base robot (`NQ = 7 + n`, `NV = 6 + n`, `NX = 2 NV`,
/// `NU = n`): dynamics, their derivatives, the centre of mass, the centroidal map, the
/// manifold's steps and the linearization.
pub fn floating<M, const NQ: usize, const NV: usize, const NX: usize, const NU: usize>(
) -> Entries<M>
where
    M: FloatingDynamics<NQ, NV> + FloatingDynamicsIn<NQ, NV>,
{
    use floating_evals as e;
    vec![
        (&spec::CRBA, straight!(e::crba::<M, NQ, NV>)),
        (&spec::NLE, straight!(e::nle::<M, NQ, NV>)),
        (&spec::GRAVITY, straight!(e::gravity::<M, NQ, NV>)),
        (&spec::RNEA, straight!(e::rnea::<M, NQ, NV>)),
        (&spec::ABA, straight!(e::aba::<M, NQ, NV>)),
        (
            &spec::ABA_DERIVATIVES,
            straight!(e::aba_derivatives::<M, NQ, NV>),
        ),
        (
            &spec::RNEA_DERIVATIVES,
            straight!(e::rnea_derivatives::<M, NQ, NV>),
        ),
        (&spec::CENTER_OF_MASS, straight!(e::com::<M, NQ, NV>)),
        (&spec::COM_JACOBIAN, straight!(e::com_jacobian::<M, NQ, NV>)),
        (
            &spec::CENTROIDAL_MAP,
            straight!(e::centroidal_map::<M, NQ, NV>),
        ),
        (&spec::INTEGRATE, Eval::Checked(e::integrate::<M, NQ, NV>)),
        (&spec::DIFFERENCE, Eval::Checked(e::difference::<M, NQ, NV>)),
        (
            &spec::LINEARIZE,
            Eval::Checked(e::linearize::<M, NQ, NV, NX, NU>),
        ),
    ]
}

mod contact_evals {
    use super::*;

    /// The model's contacts and the call's active set, as the runtime takes them.
    fn contacts<M>(m: &Model<M>, ctx: &Ctx) -> (Vec<FrameContact<M>>, Vec<bool>) {
        let list: Vec<FrameContact<M>> = m.contacts.iter().map(|(_, c)| *c).collect();
        let (active, n) = ctx.active(list.len());
        (list, active[..n].to_vec())
    }

    fn options(ctx: &Ctx) -> ContactOptions<'static> {
        ContactOptions {
            point_forces: ctx.reference,
            ..ContactOptions::default()
        }
    }

    pub fn constraint_dynamics<
        M: FloatingTaskSpace<NQ, NV>,
        const NQ: usize,
        const NV: usize,
        const NC: usize,
    >(
        m: &Model<M>,
        ctx: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> Result<(), String> {
        let (list, active) = contacts(m, ctx);
        let (q, v, tau) = state::<f64, NQ, NV>(x);
        let r = m
            .constraint_dynamics::<NC>(&list, &active, &q, &v, &tau, &options(ctx))
            .map_err(|e| e.to_string())?;
        let at = put(out, 0, &r.a);
        put(out, at, &r.lambda);
        Ok(())
    }

    pub fn constraint_dynamics_derivatives<
        M: FloatingTaskSpace<NQ, NV>,
        const NQ: usize,
        const NV: usize,
        const NC: usize,
    >(
        m: &Model<M>,
        ctx: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> Result<(), String> {
        let (list, active) = contacts(m, ctx);
        let (q, v, tau) = state::<f64, NQ, NV>(x);
        let d = m
            .constraint_dynamics_derivatives::<NC>(&list, &active, &q, &v, &tau, &options(ctx))
            .map_err(|e| e.to_string())?;
        let mut at = 0;
        for block in [&d.da_dq, &d.da_dv, &d.da_dtau] {
            at = put(out, at, block);
        }
        for block in [&d.dlambda_dq, &d.dlambda_dv, &d.dlambda_dtau] {
            at = put(out, at, block);
        }
        Ok(())
    }

    pub fn impulse_dynamics<
        M: FloatingTaskSpace<NQ, NV>,
        const NQ: usize,
        const NV: usize,
        const NC: usize,
    >(
        m: &Model<M>,
        ctx: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> Result<(), String> {
        let (list, active) = contacts(m, ctx);
        let (q, v) = (vector(x, 0), vector(x, NQ));
        let r = m
            .impulse_dynamics::<NC>(&list, &active, &q, &v, ctx.restitution, &options(ctx))
            .map_err(|e| e.to_string())?;
        let at = put(out, 0, &r.a);
        put(out, at, &r.lambda);
        Ok(())
    }

    pub fn impulse_dynamics_derivatives<
        M: FloatingTaskSpace<NQ, NV>,
        const NQ: usize,
        const NV: usize,
        const NC: usize,
    >(
        m: &Model<M>,
        ctx: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> Result<(), String> {
        let (list, active) = contacts(m, ctx);
        let (q, v) = (vector(x, 0), vector(x, NQ));
        let d = m
            .impulse_dynamics_derivatives::<NC>(
                &list,
                &active,
                &q,
                &v,
                ctx.restitution,
                &options(ctx),
            )
            .map_err(|e| e.to_string())?;
        let at = put(out, 0, &d.dv_dq);
        let at = put(out, at, &d.dv_dv);
        let at = put(out, at, &d.dimpulses_dq);
        put(out, at, &d.dimpulses_dv);
        Ok(())
    }
}

/// The entries of a floating-base robot's contacts (a description with `contacts = [..]`;
/// `NC` its `CONTACT_FORCES`): forward dynamics under contact, the impulse of an impact and
/// their derivatives, through the checked `f64` methods (dependent contacts refused).
pub fn floating_contacts<M, const NQ: usize, const NV: usize, const NC: usize>() -> Entries<M>
where
    M: FloatingTaskSpace<NQ, NV>,
{
    use contact_evals as e;
    vec![
        (
            &spec::CONSTRAINT_DYNAMICS,
            Eval::Checked(e::constraint_dynamics::<M, NQ, NV, NC>),
        ),
        (
            &spec::CONSTRAINT_DYNAMICS_DERIVATIVES,
            Eval::Checked(e::constraint_dynamics_derivatives::<M, NQ, NV, NC>),
        ),
        (
            &spec::IMPULSE_DYNAMICS,
            Eval::Checked(e::impulse_dynamics::<M, NQ, NV, NC>),
        ),
        (
            &spec::IMPULSE_DYNAMICS_DERIVATIVES,
            Eval::Checked(e::impulse_dynamics_derivatives::<M, NQ, NV, NC>),
        ),
    ]
}

/// The entries of a floating-base robot's frames (a description with `frames = [..]`).
pub fn floating_frames<M, const NQ: usize, const NV: usize>() -> Entries<M>
where
    M: FloatingTaskSpaceIn<NQ, NV>,
{
    use floating_evals as e;
    vec![
        (
            &spec::FRAME_PLACEMENT,
            straight!(e::frame_placement::<M, NQ, NV>),
        ),
        (
            &spec::FRAME_JACOBIAN,
            straight!(e::frame_jacobian::<M, NQ, NV>),
        ),
    ]
}

/// Fills `module` with a floating-base robot's sizes, names, `contacts` (the type's
/// `CONTACTS`, or none) and `entries`.
pub fn floating_module<M, const NQ: usize, const NV: usize>(
    module: &Bound<'_, PyModule>,
    model: M,
    frames: &[(&'static str, FrameId<M>)],
    contacts: &[FrameContact<M>],
    entries: Entries<M>,
) -> PyResult<()>
where
    M: FloatingDynamics<NQ, NV> + Send + Sync + 'static,
{
    if contacts.len() > MAX_CONTACTS {
        return Err(PyValueError::new_err(format!(
            "{} contacts: a module takes at most {MAX_CONTACTS}",
            contacts.len()
        )));
    }
    let named = contacts
        .iter()
        .map(|c| {
            let name = frames.iter().find(|(_, f)| *f == c.frame).map(|(n, _)| *n);
            let name = name.ok_or_else(|| {
                PyValueError::new_err("a contact's frame is not among the module's frames")
            })?;
            Ok((name.to_string(), *c))
        })
        .collect::<PyResult<Vec<_>>>()?;
    let nc = contacts.iter().map(|c| c.kind.dimension()).sum();
    let chain = model.chain();
    let joints = chain.links.iter().map(|l| l.joint.name.clone()).collect();
    let neutral = model.neutral().as_slice().to_vec();
    let model = Model {
        model,
        dims: Dims {
            nq: NQ,
            nv: NV,
            nu: NV - 6,
            nc,
        },
        frames: frames.iter().map(|(f, _)| f.to_string()).collect(),
        check_configuration: |m: &M, q: &[f64]| {
            m.check_configuration(&vector(q, 0))
                .map_err(|e| e.to_string())
        },
        contacts: named,
    };
    describe(module, &model, true, joints, neutral)?;
    register(module, Arc::new(model), &entries)
}

/// The frames of a floating-base type with a task space, for [`floating_module`].
pub fn floating_frames_of<M: FloatingTaskSpaceIn<NQ, NV>, const NQ: usize, const NV: usize>(
) -> &'static [(&'static str, FrameId<M>)] {
    M::FRAMES
}

/// The entries of a fixed-base robot of `N` joints (`NX = 2 N`).
pub fn fixed<M, const N: usize, const NX: usize>() -> Entries<M>
where
    M: Dynamics<N> + DynamicsIn<N>,
{
    use fixed_evals as e;
    vec![
        (&spec::CRBA, straight!(e::crba::<M, N>)),
        (&spec::NLE, straight!(e::nle::<M, N>)),
        (&spec::GRAVITY, straight!(e::gravity::<M, N>)),
        (&spec::RNEA, straight!(e::rnea::<M, N>)),
        (&spec::ABA, straight!(e::aba::<M, N>)),
        (
            &spec::ABA_DERIVATIVES,
            straight!(e::aba_derivatives::<M, N>),
        ),
        (
            &spec::RNEA_DERIVATIVES,
            straight!(e::rnea_derivatives::<M, N>),
        ),
        (&spec::INTEGRATE, straight!(e::integrate::<M, N>)),
        (&spec::DIFFERENCE, straight!(e::difference::<M, N>)),
        (&spec::LINEARIZE, Eval::Checked(e::linearize::<M, N, NX>)),
    ]
}

/// The entries of a fixed-base robot's task space (a description with `frames = [..]`): the
/// frames, the centre of mass and its Jacobian.
pub fn fixed_frames<M, const N: usize>() -> Entries<M>
where
    M: TaskSpaceIn<N>,
{
    use fixed_evals as e;
    vec![
        (&spec::CENTER_OF_MASS, straight!(e::com::<M, N>)),
        (&spec::COM_JACOBIAN, straight!(e::com_jacobian::<M, N>)),
        (
            &spec::FRAME_PLACEMENT,
            straight!(e::frame_placement::<M, N>),
        ),
        (&spec::FRAME_JACOBIAN, straight!(e::frame_jacobian::<M, N>)),
    ]
}

/// The frames of a fixed-base type with a task space, for [`fixed_module`].
pub fn fixed_frames_of<M: TaskSpaceIn<N>, const N: usize>() -> &'static [(&'static str, FrameId<M>)]
{
    M::FRAMES
}

/// Fills `module` with a fixed-base robot's sizes, names and `entries`.
pub fn fixed_module<M, const N: usize>(
    module: &Bound<'_, PyModule>,
    model: M,
    frames: &[(&'static str, FrameId<M>)],
    entries: Entries<M>,
) -> PyResult<()>
where
    M: Dynamics<N> + Send + Sync + 'static,
{
    let chain = model.chain();
    let joints = chain.links.iter().map(|l| l.joint.name.clone()).collect();
    let model = Model {
        model,
        dims: Dims {
            nq: N,
            nv: N,
            nu: N,
            nc: 0,
        },
        frames: frames.iter().map(|(f, _)| f.to_string()).collect(),
        check_configuration: |_: &M, _: &[f64]| Ok(()),
        contacts: Vec::new(),
    };
    describe(module, &model, false, joints, vec![0.0; N])?;
    register(module, Arc::new(model), &entries)
}
