//! The runtime reference from Python: `chaindyn.load(urdf, ..)` reads a URDF at run time (no
//! build, no computer algebra) and returns a module with the functions of [`crate::spec`], each
//! evaluated by the runtime's recursive algorithms (`chaindyn::aba`, `chaindyn::floating_aba`,
//! ...), one state at a time in `f64`: the judge a generated module is checked against.

use crate::driver::{describe, register, Ctx, Entries, Eval, Model, MAX_CONTACTS};
use crate::spec::{self, Dims};
use chaindyn::nalgebra::{DMatrix, DVector};
use chaindyn::{Chain, ContactKind, FloatingMultibody, FrameContact, FrameId, Multibody, Pose};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyModule;
use std::sync::Arc;

/// A robot of the runtime reference.
pub enum Reference {
    /// On a fixed base.
    Fixed(Multibody),
    /// On a free-floating base.
    Floating(FloatingMultibody),
}

impl Reference {
    fn dims(&self) -> Dims {
        match self {
            Reference::Fixed(mb) => Dims {
                nq: mb.dof(),
                nv: mb.dof(),
                nu: mb.dof(),
                nc: 0,
            },
            Reference::Floating(fm) => Dims {
                nq: fm.nq(),
                nv: fm.nv(),
                nu: fm.joint_count(),
                nc: 0,
            },
        }
    }

    fn chain(&self) -> &Chain {
        match self {
            Reference::Fixed(mb) => mb.chain(),
            Reference::Floating(fm) => fm.joints().chain(),
        }
    }
}

fn args<const K: usize>(r: &Reference, x: &[f64], dims: [spec::Dim; K]) -> [DVector<f64>; K] {
    let d = r.dims();
    let mut at = 0;
    dims.map(|dim| {
        let n = d.size(dim);
        let v = DVector::from_column_slice(&x[at..at + n]);
        at += n;
        v
    })
}

/// Writes `m` row by row from `at`; the next free position.
fn put(out: &mut [f64], at: usize, m: &DMatrix<f64>) -> usize {
    for i in 0..m.nrows() {
        for j in 0..m.ncols() {
            out[at + i * m.ncols() + j] = m[(i, j)];
        }
    }
    at + m.len()
}

fn put_vector(out: &mut [f64], at: usize, v: &[f64]) -> usize {
    out[at..at + v.len()].copy_from_slice(v);
    at + v.len()
}

fn homogeneous(pose: &Pose) -> DMatrix<f64> {
    let mut h = DMatrix::zeros(4, 4);
    h.view_mut((0, 0), (3, 3)).copy_from(&pose.rotation);
    h.view_mut((0, 3), (3, 1)).copy_from(&pose.translation);
    h[(3, 3)] = 1.0;
    h
}

type R = Result<(), String>;
use spec::Dim::{Nq, Nv};

mod evals {
    use super::*;
    use chaindyn::*;

    fn s(e: DynamicsError) -> String {
        e.to_string()
    }

    pub fn crba(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q] = args(r, x, [Nq]);
        let m = match &r.model {
            Reference::Fixed(mb) => chaindyn::crba(mb, &q),
            Reference::Floating(fm) => floating_crba(fm, &q),
        }
        .map_err(s)?;
        put(out, 0, &m);
        Ok(())
    }

    pub fn nle(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q, v] = args(r, x, [Nq, Nv]);
        let f = match &r.model {
            Reference::Fixed(mb) => bias_force(mb, &q, &v),
            Reference::Floating(fm) => floating_bias_force(fm, &q, &v),
        }
        .map_err(s)?;
        put_vector(out, 0, f.as_slice());
        Ok(())
    }

    pub fn gravity(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q] = args(r, x, [Nq]);
        let g = match &r.model {
            Reference::Fixed(mb) => chaindyn::gravity(mb, &q),
            Reference::Floating(fm) => floating_gravity(fm, &q),
        }
        .map_err(s)?;
        put_vector(out, 0, g.as_slice());
        Ok(())
    }

    pub fn rnea(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q, v, a] = args(r, x, [Nq, Nv, Nv]);
        let tau = match &r.model {
            Reference::Fixed(mb) => chaindyn::rnea(mb, &q, &v, &a),
            Reference::Floating(fm) => floating_rnea(fm, &q, &v, &a),
        }
        .map_err(s)?;
        put_vector(out, 0, tau.as_slice());
        Ok(())
    }

    pub fn aba(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q, v, tau] = args(r, x, [Nq, Nv, Nv]);
        let a = match &r.model {
            Reference::Fixed(mb) => chaindyn::aba(mb, &q, &v, &tau),
            Reference::Floating(fm) => floating_aba(fm, &q, &v, &tau),
        }
        .map_err(s)?;
        put_vector(out, 0, a.as_slice());
        Ok(())
    }

    pub fn aba_derivatives(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q, v, tau] = args(r, x, [Nq, Nv, Nv]);
        let [dq, dv, dtau] = match &r.model {
            Reference::Fixed(mb) => {
                let l = chaindyn::linearize(mb, &q, &v, &tau).map_err(s)?;
                [l.dqdd_dq, l.dqdd_dqd, l.mass_matrix_inverse]
            }
            Reference::Floating(fm) => {
                let d = floating_aba_derivatives(fm, &q, &v, &tau).map_err(s)?;
                [d.dq, d.dv, d.dx]
            }
        };
        let at = put(out, 0, &dq);
        let at = put(out, at, &dv);
        put(out, at, &dtau);
        Ok(())
    }

    pub fn rnea_derivatives(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q, v, a] = args(r, x, [Nq, Nv, Nv]);
        let [dq, dv, da] = match &r.model {
            Reference::Fixed(mb) => {
                let d = chaindyn::rnea_derivatives(mb, &q, &v, &a).map_err(s)?;
                [d.dtau_dq, d.dtau_dqd, d.mass_matrix]
            }
            Reference::Floating(fm) => {
                let d = floating_rnea_derivatives(fm, &q, &v, &a).map_err(s)?;
                [d.dq, d.dv, d.dx]
            }
        };
        let at = put(out, 0, &dq);
        let at = put(out, at, &dv);
        put(out, at, &da);
        Ok(())
    }

    pub fn com(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q] = args(r, x, [Nq]);
        let c = match &r.model {
            Reference::Fixed(mb) => center_of_mass(mb, &q),
            Reference::Floating(fm) => floating_center_of_mass(fm, &q),
        }
        .map_err(s)?;
        put_vector(out, 0, c.as_slice());
        Ok(())
    }

    pub fn com_jacobian(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q] = args(r, x, [Nq]);
        let j = match &r.model {
            Reference::Fixed(mb) => center_of_mass_jacobian(mb, &q),
            Reference::Floating(fm) => floating_center_of_mass_jacobian(fm, &q),
        }
        .map_err(s)?;
        put(out, 0, &j);
        Ok(())
    }

    pub fn centroidal_map(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q] = args(r, x, [Nq]);
        match &r.model {
            Reference::Fixed(_) => Err("a fixed base has no centroidal map here".into()),
            Reference::Floating(fm) => {
                put(out, 0, &floating_centroidal_map(fm, &q).map_err(s)?);
                Ok(())
            }
        }
    }

    pub fn frame_placement(r: &Model<Reference>, ctx: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q] = args(r, x, [Nq]);
        let pose = match &r.model {
            Reference::Fixed(mb) => frame_pose(mb, ctx.frame, &q),
            Reference::Floating(fm) => floating_frame_pose(fm, ctx.frame, &q),
        }
        .map_err(s)?;
        put(out, 0, &homogeneous(&pose));
        Ok(())
    }

    pub fn frame_jacobian(r: &Model<Reference>, ctx: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q] = args(r, x, [Nq]);
        let j = match &r.model {
            Reference::Fixed(mb) => chaindyn::frame_jacobian(mb, ctx.frame, &q, ctx.reference),
            Reference::Floating(fm) => floating_frame_jacobian(fm, ctx.frame, &q, ctx.reference),
        }
        .map_err(s)?;
        put(out, 0, &j);
        Ok(())
    }

    pub fn integrate(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q, v] = args(r, x, [Nq, Nv]);
        let next = match &r.model {
            Reference::Fixed(_) => q + v,
            Reference::Floating(fm) => fm.integrate(&q, &v).map_err(s)?,
        };
        put_vector(out, 0, next.as_slice());
        Ok(())
    }

    pub fn difference(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q0, q1] = args(r, x, [Nq, Nq]);
        let d = match &r.model {
            Reference::Fixed(_) => q1 - q0,
            Reference::Floating(fm) => fm.difference(&q0, &q1).map_err(s)?,
        };
        put_vector(out, 0, d.as_slice());
        Ok(())
    }

    pub fn linearize(r: &Model<Reference>, _: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let [q, v, tau] = args(r, x, [Nq, Nv, Nv]);
        let (a, b) = match &r.model {
            Reference::Fixed(mb) => {
                let l = chaindyn::linearize(mb, &q, &v, &tau).map_err(s)?;
                (l.a, l.b)
            }
            Reference::Floating(fm) => {
                let l = floating_state_space(fm, &q, &v, &tau).map_err(s)?;
                (l.state, l.input)
            }
        };
        let at = put(out, 0, &a);
        put(out, at, &b);
        Ok(())
    }
}

mod contact_evals {
    use super::*;
    use chaindyn::*;

    fn s(e: DynamicsError) -> String {
        e.to_string()
    }

    /// The floating tree, the contacts as the reference takes them, the active set, the options.
    type Setup<'a> = (
        &'a FloatingMultibody,
        Vec<Contact>,
        Vec<bool>,
        ContactOptions<'static>,
    );

    fn setup<'a>(r: &'a Model<Reference>, ctx: &Ctx) -> Result<Setup<'a>, String> {
        let Reference::Floating(fm) = &r.model else {
            return Err("contacts stand a floating base".into());
        };
        let list: Vec<Contact> = r
            .contacts
            .iter()
            .map(|(_, c)| Contact {
                frame: c.frame.index(),
                kind: c.kind,
            })
            .collect();
        let (active, n) = ctx.active(list.len());
        let options = ContactOptions {
            point_forces: ctx.reference,
            ..ContactOptions::default()
        };
        Ok((fm, list, active[..n].to_vec(), options))
    }

    pub fn constraint_dynamics(r: &Model<Reference>, ctx: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let (fm, list, active, options) = setup(r, ctx)?;
        let [q, v, tau] = args(&r.model, x, [Nq, Nv, Nv]);
        let d =
            floating_constraint_dynamics(fm, &list, &active, &q, &v, &tau, &options).map_err(s)?;
        let at = put_vector(out, 0, d.a.as_slice());
        put_vector(out, at, d.lambda.as_slice());
        Ok(())
    }

    pub fn constraint_dynamics_derivatives(
        r: &Model<Reference>,
        ctx: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> R {
        let (fm, list, active, options) = setup(r, ctx)?;
        let [q, v, tau] = args(&r.model, x, [Nq, Nv, Nv]);
        let d =
            floating_constraint_dynamics_derivatives(fm, &list, &active, &q, &v, &tau, &options)
                .map_err(s)?;
        let mut at = 0;
        for block in [
            &d.da_dq,
            &d.da_dv,
            &d.da_dtau,
            &d.dlambda_dq,
            &d.dlambda_dv,
            &d.dlambda_dtau,
        ] {
            at = put(out, at, block);
        }
        Ok(())
    }

    pub fn impulse_dynamics(r: &Model<Reference>, ctx: &Ctx, x: &[f64], out: &mut [f64]) -> R {
        let (fm, list, active, options) = setup(r, ctx)?;
        let [q, v] = args(&r.model, x, [Nq, Nv]);
        let d = floating_impulse_dynamics(fm, &list, &active, &q, &v, ctx.restitution, &options)
            .map_err(s)?;
        let at = put_vector(out, 0, d.v.as_slice());
        put_vector(out, at, d.impulses.as_slice());
        Ok(())
    }

    pub fn impulse_dynamics_derivatives(
        r: &Model<Reference>,
        ctx: &Ctx,
        x: &[f64],
        out: &mut [f64],
    ) -> R {
        let (fm, list, active, options) = setup(r, ctx)?;
        let [q, v] = args(&r.model, x, [Nq, Nv]);
        let d = floating_impulse_dynamics_derivatives(
            fm,
            &list,
            &active,
            &q,
            &v,
            ctx.restitution,
            &options,
        )
        .map_err(s)?;
        let mut at = 0;
        for block in [&d.dv_dq, &d.dv_dv, &d.dimpulses_dq, &d.dimpulses_dv] {
            at = put(out, at, block);
        }
        Ok(())
    }
}

/// Every spec the reference evaluates for a robot (its selection: [`spec::for_robot`], with
/// every frame).
fn entries(floating: bool, contacts: bool) -> Entries<Reference> {
    let all = all_entries();
    spec::for_robot(floating, true, contacts)
        .into_iter()
        .map(|s| {
            *all.iter()
                .find(|(t, _)| t.name == s.name)
                .expect("the reference evaluates every spec")
        })
        .collect()
}

/// Every spec, evaluated by the reference.
fn all_entries() -> Entries<Reference> {
    use evals as e;
    let mut v: Entries<Reference> = vec![
        (&spec::CRBA, Eval::Checked(e::crba)),
        (&spec::NLE, Eval::Checked(e::nle)),
        (&spec::GRAVITY, Eval::Checked(e::gravity)),
        (&spec::RNEA, Eval::Checked(e::rnea)),
        (&spec::ABA, Eval::Checked(e::aba)),
        (&spec::ABA_DERIVATIVES, Eval::Checked(e::aba_derivatives)),
        (&spec::RNEA_DERIVATIVES, Eval::Checked(e::rnea_derivatives)),
        (&spec::CENTER_OF_MASS, Eval::Checked(e::com)),
        (&spec::COM_JACOBIAN, Eval::Checked(e::com_jacobian)),
        (&spec::FRAME_PLACEMENT, Eval::Checked(e::frame_placement)),
        (&spec::FRAME_JACOBIAN, Eval::Checked(e::frame_jacobian)),
        (&spec::INTEGRATE, Eval::Checked(e::integrate)),
        (&spec::DIFFERENCE, Eval::Checked(e::difference)),
        (&spec::LINEARIZE, Eval::Checked(e::linearize)),
    ];
    v.push((&spec::CENTROIDAL_MAP, Eval::Checked(e::centroidal_map)));
    use contact_evals as c;
    v.push((
        &spec::CONSTRAINT_DYNAMICS,
        Eval::Checked(c::constraint_dynamics),
    ));
    v.push((
        &spec::CONSTRAINT_DYNAMICS_DERIVATIVES,
        Eval::Checked(c::constraint_dynamics_derivatives),
    ));
    v.push((&spec::IMPULSE_DYNAMICS, Eval::Checked(c::impulse_dynamics)));
    v.push((
        &spec::IMPULSE_DYNAMICS_DERIVATIVES,
        Eval::Checked(c::impulse_dynamics_derivatives),
    ));
    v
}

fn check_configuration(r: &Reference, q: &[f64]) -> Result<(), String> {
    match r {
        Reference::Fixed(_) => Ok(()),
        Reference::Floating(fm) => {
            // Integrating by zero checks the configuration by the floating base's one rule.
            fm.integrate(&DVector::from_column_slice(q), &DVector::zeros(fm.nv()))
                .map(|_| ())
                .map_err(|e| e.to_string())
        }
    }
}

/// A contact of `load`'s `contacts`: `"point:FRAME"` or `"surface:FRAME"`, as `chaindyn generate
/// --contacts` spells them.
fn contact(text: &str, frames: &[String]) -> PyResult<(String, FrameContact<Reference>)> {
    let error = |e: String| PyValueError::new_err(e);
    let (kind, frame) = text.split_once(':').ok_or_else(|| {
        error(format!(
            "contact {text:?}: write it `point:FRAME` or `surface:FRAME`"
        ))
    })?;
    let kind = match kind {
        "point" => ContactKind::Point,
        "surface" => ContactKind::Surface,
        other => {
            return Err(error(format!(
                "contact {text:?}: {other:?} is not a kind of contact (`point` or `surface`)"
            )))
        }
    };
    let index = frames.iter().position(|f| f == frame).ok_or_else(|| {
        error(format!(
            "contact {text:?}: no frame {frame:?} in the description (its frames: {frames:?})"
        ))
    })?;
    Ok((
        frame.to_string(),
        FrameContact {
            frame: FrameId::new_unchecked(index),
            kind,
        },
    ))
}

/// `load(urdf, root_joint=None, base=None, tip=None, tips=None, contacts=None)`: the module of a
/// URDF robot evaluated by the runtime reference; `contacts` (a floating base's) as `["point:FRAME",
/// "surface:FRAME", ..]`.
#[pyfunction]
#[pyo3(signature = (urdf, root_joint=None, base=None, tip=None, tips=None, contacts=None))]
pub fn load<'py>(
    py: Python<'py>,
    urdf: std::path::PathBuf,
    root_joint: Option<&str>,
    base: Option<&str>,
    tip: Option<&str>,
    tips: Option<Vec<String>>,
    contacts: Option<Vec<String>>,
) -> PyResult<Bound<'py, PyModule>> {
    let error = |e: String| PyValueError::new_err(e);
    let xml = std::fs::read_to_string(&urdf)
        .map_err(|e| error(format!("cannot read {}: {e}", urdf.display())))?;
    let tips = tips.unwrap_or_default();
    if tip.is_some() && !tips.is_empty() {
        return Err(error(
            "`tip` and `tips` both name where the description ends: pass one".into(),
        ));
    }
    let names: Vec<&str> = tips.iter().map(String::as_str).collect();
    let imported = Chain::description_from_urdf_str(&xml, base, tip, &names)
        .map_err(|e| error(format!("{}: {e}", urdf.display())))?;
    let reference = match root_joint {
        None | Some("fixed") => {
            Reference::Fixed(Multibody::new(&imported.chain).map_err(|e| error(e.to_string()))?)
        }
        Some("free_flyer") => {
            let body = imported
                .base_body
                .clone()
                .map_err(|e| error(format!("{}: {e}", urdf.display())))?;
            Reference::Floating(
                FloatingMultibody::new(&body, &imported.chain).map_err(|e| error(e.to_string()))?,
            )
        }
        Some(other) => {
            return Err(error(format!(
                "root_joint {other:?}: chaindyn's root joints are \"fixed\" and \"free_flyer\""
            )))
        }
    };
    let floating = matches!(reference, Reference::Floating(_));
    let chain = reference.chain();
    let joints = chain.links.iter().map(|l| l.joint.name.clone()).collect();
    let frames: Vec<String> = (0..chain.frame_count())
        .filter_map(|i| chain.frame_name(i).map(str::to_string))
        .collect();
    let contacts = contacts
        .unwrap_or_default()
        .iter()
        .map(|c| contact(c, &frames))
        .collect::<PyResult<Vec<_>>>()?;
    if !contacts.is_empty() && !floating {
        return Err(error(
            "contacts stand a floating base: load it with root_joint=\"free_flyer\"".into(),
        ));
    }
    if contacts.len() > MAX_CONTACTS {
        return Err(error(format!(
            "a module takes at most {MAX_CONTACTS} contacts"
        )));
    }
    for (k, (name, _)) in contacts.iter().enumerate() {
        if contacts[..k].iter().any(|(n, _)| n == name) {
            return Err(error(format!("frame {name:?} is a contact twice")));
        }
    }
    let nc = contacts.iter().map(|(_, c)| c.kind.dimension()).sum();
    let has_contacts = !contacts.is_empty();
    let dims = Dims {
        nc,
        ..reference.dims()
    };
    let neutral = match &reference {
        Reference::Fixed(mb) => vec![0.0; mb.dof()],
        Reference::Floating(fm) => fm.neutral().as_slice().to_vec(),
    };
    let model = Model {
        model: reference,
        dims,
        frames,
        check_configuration,
        contacts,
    };
    let name = format!("{}_reference", imported.robot);
    let module = PyModule::new(py, &name)?;
    module.add(
        "__doc__",
        format!(
            "{}: chaindyn's runtime reference (the recursive algorithms, from the URDF at run \
             time).",
            urdf.display()
        ),
    )?;
    describe(&module, &model, floating, joints, neutral)?;
    register(&module, Arc::new(model), &entries(floating, has_contacts))?;
    Ok(module)
}
