//! The values of the attributes, each checked at its token: the readers of scalars and triples
//! (literals or runtime parameters, [`Ctx`]), then one link, its joint terms, gravity, mass,
//! centre of mass and inertia.

use super::*;

/// What the checks of one description share: the description, and the runtime parameters
/// (struct fields) its values have named so far, in order of first use.
pub(super) struct Ctx<'a> {
    pub(super) spec: &'a ChainSpec,
    pub(super) params: Vec<Ident>,
}

impl<'a> Ctx<'a> {
    pub(super) fn new(spec: &'a ChainSpec) -> Self {
        Ctx {
            spec,
            params: Vec::new(),
        }
    }

    /// A scalar of the description: a constant, or a runtime parameter (an `f64` field of the
    /// struct, numbered in order of first use).
    pub(super) fn param(&mut self, v: &Spanned<Value>) -> syn::Result<Param> {
        match &v.value {
            Value::Lit(x) => Ok(Param::Const(*x)),
            Value::Field { ident, negate } => {
                match self.spec.fields.iter().find(|(f, _)| f == ident) {
                    None => {
                        let known: Vec<String> =
                            self.spec.fields.iter().map(|(f, _)| format!("`{f}`")).collect();
                        let hint = if known.is_empty() {
                            format!("the struct has no fields; add `{ident}: f64`")
                        } else {
                            format!("fields are {}; or add `{ident}: f64` to the struct", known.join(", "))
                        };
                        err(
                            ident.span(),
                            format!("`{ident}` is not a number and not a field of `{}`: {hint}", self.spec.ident),
                        )
                    }
                    Some((_, false)) => err(
                        ident.span(),
                        format!("field `{ident}` is used as a runtime parameter, so its type must be `f64`"),
                    ),
                    Some((f, true)) => {
                        let index = match self.params.iter().position(|p| p == f) {
                            Some(i) => i,
                            None => {
                                self.params.push(f.clone());
                                self.params.len() - 1
                            }
                        };
                        Ok(Param::Field { index, sign: if *negate { -1.0 } else { 1.0 } })
                    }
                }
            }
        }
    }

    /// `[x, y, z]`: three scalars ([`Self::param`]), every error among them.
    pub(super) fn triple(&mut self, vals: &Values, what: &str) -> syn::Result<[Param; 3]> {
        if vals.value.len() != 3 {
            return err(
                vals.span,
                format!("`{what}` takes three values: `{what} = [x, y, z]`"),
            );
        }
        let mut errors = Errors::default();
        let out = std::array::from_fn(|k| {
            let p = self.param(&vals.value[k]);
            errors.or(p, Param::Const(0.0))
        });
        errors.finish()?;
        Ok(out)
    }
}

/// `p` along the coordinate axis `dir`.
pub(super) fn scale(dir: [f64; 3], p: &Param) -> [Param; 3] {
    dir.map(|d| match p {
        Param::Const(c) => Param::Const(d * c),
        Param::Field { index, sign } if d == 1.0 || d == -1.0 => Param::Field {
            index: *index,
            sign: sign * d,
        },
        // `along`/`up` are coordinate axes ([`coordinate_axis`]), so the components are 0 or ±1.
        Param::Field { .. } => Param::Const(0.0),
    })
}

/// A joint axis, normalised; a zero one is an error at its token.
pub(super) fn unit_axis(v: &Spanned<[f64; 3]>, what: &str) -> syn::Result<[f64; 3]> {
    chaindyn_model::unit_vector(v.value).ok_or_else(|| {
        syn::Error::new(
            v.span,
            format!(
                "`{what}` must be a non-zero direction (norm at least {:e}), e.g. `{what} = z` or \
                 `[0, 0, 1]`",
                chaindyn_model::AXIS_MIN_NORM
            ),
        )
    })
}

/// `x`, `y`, `z` or one negated (`along`, `up`).
pub(super) fn coordinate_axis(v: &Spanned<[f64; 3]>, what: &str) -> syn::Result<[f64; 3]> {
    let nonzero = v.value.iter().filter(|c| **c != 0.0).count();
    if nonzero != 1 || v.value.iter().any(|c| *c != 0.0 && c.abs() != 1.0) {
        return err(
            v.span,
            format!("`{what}` must be a coordinate axis: `x`, `y`, `z` or one negated"),
        );
    }
    Ok(v.value)
}

/// The links of a description without `urdf`: one per `#[body(..)]`, from the base outwards;
/// `None` when there is none.
pub(super) fn body_links<'s>(ctx: &mut Ctx<'s>, errors: &mut Errors) -> Option<Links<'s>> {
    let spec = ctx.spec;
    let tips = spec.tips.as_ref().map(|t| Spanned {
        value: String::new(),
        span: t.span,
    });
    for (key, given) in [("base", &spec.base), ("tip", &spec.tip), ("tips", &tips)] {
        if let Some(v) = given {
            errors.push(syn::Error::new(
                v.span,
                format!(
                    "`{key}` names a link of a URDF file: add `urdf = \"<path to the .urdf>\"` to \
                     #[chain(..)], or remove `{key}`"
                ),
            ));
        }
    }
    if spec.links.is_empty() {
        errors.push(syn::Error::new(
            spec.ident.span(),
            format!(
                "`{}` describes an empty chain: add one `#[body(joint = revolute, mass = .., ..)]` \
                 attribute per body, from the base outwards",
                spec.ident
            ),
        ));
        return None;
    }
    let along = errors.or(along(spec), [1.0, 0.0, 0.0]);
    let gravity = gravity(ctx, [0.0, 1.0, 0.0], errors);
    let ideal = default_joint_dynamics(ctx, errors);
    let convention = match spec.angles.as_ref().map(|a| a.value) {
        Some(AnglesKeyword::Absolute) => AngleConvention::Absolute,
        _ => AngleConvention::Relative,
    };

    let parents = parents(spec, convention, errors);
    let mut names: Vec<String> = Vec::new();
    let mut links = Vec::new();
    // `length` of each body: it places the joints of its children that give no `origin`.
    let mut lengths: Vec<Option<Param>> = Vec::new();
    for (i, l) in spec.links.iter().enumerate() {
        let name = match &l.name {
            Some(n) => {
                if names.contains(&n.value) {
                    errors.push(syn::Error::new(
                        n.span,
                        format!(
                            "duplicate link name \"{}\": every link needs its own name",
                            n.value
                        ),
                    ));
                }
                if n.value.is_empty() {
                    errors.push(syn::Error::new(n.span, "a link name must not be empty"));
                }
                n.value.clone()
            }
            None => format!("link{}", i + 1),
        };
        names.push(name.clone());
        let incoming = parents[i].and_then(|p| lengths[p].clone());
        let mut link = link(ctx, l, i, &name, along, incoming, errors);
        link.dynamics = joint_dynamics(ctx, l, ideal.clone(), &name, errors);
        links.push(link);
        // `length` on a body without children (the last of a chain) describes the link (a
        // paper's parameter table gives every link's length) and places no joint: documented,
        // no effect on the dynamics (a field named there is still checked).
        let mut placed = None;
        if let Some(len) = &l.length {
            let p = ctx.param(len);
            let p = errors.or(p, Param::Const(0.0));
            let children: Vec<&LinkSpec> = (i + 1..spec.links.len())
                .filter(|&k| parents[k] == Some(i))
                .map(|k| &spec.links[k])
                .collect();
            if !children.is_empty() && children.iter().all(|c| c.origin.is_some()) {
                let msg = if children.len() == 1 {
                    "`length` places the next body's joint, but the next #[body(..)] places it \
                     with `origin = [..]`, which would override this length: give one of the two"
                } else {
                    "`length` places the joints of this body's children, but each of them gives \
                     its `origin = [..]`, which would override this length: give one of the two"
                };
                errors.push(syn::Error::new(len.span, msg));
            } else if !children.is_empty() {
                placed = Some(p);
            }
        }
        lengths.push(placed);
    }
    Some(Links {
        links,
        parents,
        names,
        gravity,
        convention,
        overrides: spec.links.iter().map(Some).collect(),
        imported_frames: Vec::new(),
        urdf: None,
        sources: Vec::new(),
        at: spec.ident.span(),
    })
}

/// Each body's parent: `parent = "<name>"` names an earlier body, `parent = base` the base, and
/// a body without the key hangs from the body before it (a chain). A name that is unknown, not
/// earlier, or the body's own is an error at the name; a tree with `angles = absolute` too.
fn parents(
    spec: &ChainSpec,
    convention: AngleConvention,
    errors: &mut Errors,
) -> Vec<Option<usize>> {
    let name_of = |k: usize| -> String {
        spec.links[k]
            .name
            .as_ref()
            .map_or_else(|| format!("link{}", k + 1), |n| n.value.clone())
    };
    let mut parents = Vec::with_capacity(spec.links.len());
    for (i, l) in spec.links.iter().enumerate() {
        let Some(given) = &l.parent else {
            parents.push(i.checked_sub(1));
            continue;
        };
        let name = match &given.value {
            ParentRef::Base => {
                parents.push(None);
                continue;
            }
            ParentRef::Body(name) => name,
        };
        let at = (0..spec.links.len()).find(|&k| name_of(k) == *name);
        let parent = match at {
            Some(k) if k < i => Some(k),
            Some(k) if k == i => {
                errors.push(syn::Error::new(
                    given.span,
                    format!(
                        "body \"{name}\" cannot be its own parent: name the body it hangs from, \
                         or `parent = base`"
                    ),
                ));
                i.checked_sub(1)
            }
            Some(_) => {
                errors.push(syn::Error::new(
                    given.span,
                    format!(
                        "body \"{name}\" comes after this one: a parent's #[body(..)] goes before \
                         its children's; move this #[body(..)] below \"{name}\"'s"
                    ),
                ));
                i.checked_sub(1)
            }
            None => {
                let known: Vec<String> = (0..i).map(name_of).collect();
                let hint = if known.is_empty() {
                    "the first body hangs from the base: `parent = base` or no `parent`".to_owned()
                } else {
                    format!(
                        "the bodies before it are {}, or `parent = base`",
                        quoted(&known)
                    )
                };
                errors.push(syn::Error::new(
                    given.span,
                    format!("no body named \"{name}\": {hint}"),
                ));
                i.checked_sub(1)
            }
        };
        parents.push(parent);
    }
    let serial = parents
        .iter()
        .enumerate()
        .all(|(i, p)| *p == i.checked_sub(1));
    if !serial && convention == AngleConvention::Absolute {
        if let Some(a) = &spec.angles {
            errors.push(syn::Error::new(
                a.span,
                "`angles = absolute` measures each body's angle from the base through the body \
                 before it, which a tree (a body whose `parent` is not the body before it) does \
                 not have: remove `angles` (relative joint angles)",
            ));
        }
    }
    parents
}

pub(super) fn link(
    ctx: &mut Ctx,
    l: &LinkSpec,
    index: usize,
    name: &str,
    along: [f64; 3],
    prev_length: Option<Param>,
    errors: &mut Errors,
) -> SymLink {
    let zero = || Param::Const(0.0);
    let kind = match l.joint.as_ref().map(|j| j.value) {
        Some(JointKeyword::Prismatic) => JointKind::Prismatic,
        _ => JointKind::Revolute,
    };
    let axis = match &l.axis {
        Some(a) => errors.or(unit_axis(a, "axis"), [0.0, 0.0, 1.0]),
        None => [0.0, 0.0, 1.0],
    };
    let mass = match &l.mass {
        // A body whose attribute had an error (a misspelt `mass`, say) is not told again.
        None if l.had_errors => Param::Const(1.0),
        None => {
            errors.push(syn::Error::new(
                l.span,
                format!(
                    "link \"{name}\" has no mass: add `mass = <kg>` (a number or an f64 field)"
                ),
            ));
            Param::Const(1.0)
        }
        Some(m) => {
            let r = mass(ctx, m, name);
            errors.or(r, Param::Const(1.0))
        }
    };
    let origin = match (&l.origin, prev_length) {
        (Some(o), _) => {
            let r = ctx.triple(o, "origin");
            errors.or(r, [zero(), zero(), zero()])
        }
        (None, Some(len)) => scale(along, &len),
        (None, None) => [zero(), zero(), zero()],
    };
    let com = match &l.com {
        None => [zero(), zero(), zero()],
        Some(c) => {
            let r = com(ctx, c, along);
            errors.or(r, [zero(), zero(), zero()])
        }
    };
    let no_inertia = || std::array::from_fn(|_| std::array::from_fn(|_| zero()));
    let inertia = match &l.inertia {
        None => no_inertia(),
        Some(iv) => {
            let r = inertia(ctx, iv, along, name, index, body_scale(&mass, &com));
            errors.or(r, no_inertia())
        }
    };
    SymLink {
        kind,
        axis,
        origin,
        rpy: l.rpy.as_ref().map(|r| r.value).unwrap_or([0.0; 3]),
        mass,
        com,
        inertia,
        joint_name: format!("{name}_joint"),
        limits: JointLimits::UNBOUNDED,
        dynamics: SymJointDynamics::ideal(),
    }
}

/// `#[chain(friction_velocity = v)]`: every joint's friction velocity unless its body gives one
/// (default [`chaindyn_model::DEFAULT_FRICTION_VELOCITY`]); the other terms ideal.
pub(super) fn default_joint_dynamics(ctx: &mut Ctx, errors: &mut Errors) -> SymJointDynamics {
    let mut d = SymJointDynamics::ideal();
    if let Some(v) = &ctx.spec.friction_velocity {
        let r = joint_value(ctx, v, "friction_velocity", "every joint");
        d.friction_velocity = errors.or(r, d.friction_velocity);
    }
    d
}

/// `armature`, `damping`, `friction` and `friction_velocity` of a `#[body(..)]` over `base`.
pub(super) fn joint_dynamics(
    ctx: &mut Ctx,
    l: &LinkSpec,
    base: SymJointDynamics,
    name: &str,
    errors: &mut Errors,
) -> SymJointDynamics {
    let mut d = base;
    let whose = format!("the joint of link \"{name}\"");
    for (key, given, slot) in [
        ("armature", &l.armature, &mut d.armature),
        ("damping", &l.damping, &mut d.damping),
        ("friction", &l.friction, &mut d.friction),
        (
            "friction_velocity",
            &l.friction_velocity,
            &mut d.friction_velocity,
        ),
    ] {
        if let Some(v) = given {
            let r = joint_value(ctx, v, key, &whose);
            *slot = errors.or(r, slot.clone());
        }
    }
    d
}

/// One joint-dynamics value: a constant must pass the model's rule
/// ([`JointDynamics::accepts`]); a runtime parameter is checked by `Dynamics::validate`.
pub(super) fn joint_value(
    ctx: &mut Ctx,
    v: &Spanned<Value>,
    key: &str,
    whose: &str,
) -> syn::Result<Param> {
    let p = ctx.param(v)?;
    if let Param::Const(c) = p {
        if !JointDynamics::accepts(key, c) {
            let rule = if key == "friction_velocity" {
                "must be > 0 and at least 2.2e-308 (a normal f64, whose reciprocal is finite): it is \
                 the joint speed at which the smoothed friction reaches 71 % of its Coulomb value, \
                 for example `friction_velocity = 0.01` (rad/s or m/s)"
            } else {
                "must be >= 0 (0 or no key for none)"
            };
            return err(
                v.span,
                format!(
                    "`{key} = {}` for {whose}: {key} {rule}",
                    chaindyn_model::Number(c)
                ),
            );
        }
    }
    Ok(p)
}

/// `along = x | -y | ..` (default `+x`).
pub(super) fn along(spec: &ChainSpec) -> syn::Result<[f64; 3]> {
    match &spec.along {
        Some(a) => coordinate_axis(a, "along"),
        None => Ok([1.0, 0.0, 0.0]),
    }
}

/// `gravity = g` (magnitude, along `-up`), `gravity = [gx, gy, gz]`, or the default 9.81 along
/// `-up`; `up` defaults to `default_up`. `up` with a vector gravity is an error (it would be
/// ignored).
pub(super) fn gravity(ctx: &mut Ctx, default_up: [f64; 3], errors: &mut Errors) -> [Param; 3] {
    let spec = ctx.spec;
    let up = match &spec.up {
        Some(a) => errors.or(coordinate_axis(a, "up"), default_up),
        None => default_up,
    };
    let fallback = || scale(up, &Param::Const(-9.81));
    match &spec.gravity {
        None => fallback(),
        Some(g) if g.value.len() == 1 => {
            let p = ctx.param(&g.value[0]);
            match errors.or(p.map(Some), None) {
                Some(Param::Const(c)) => scale(up, &Param::Const(-c)),
                Some(Param::Field { index, sign }) => {
                    scale(up, &Param::Field { index, sign: -sign })
                }
                None => fallback(),
            }
        }
        Some(g) => {
            if let Some(u) = &spec.up {
                errors.push(syn::Error::new(
                    u.span,
                    "`up` orients a scalar `gravity = g` (which then acts along -up); with a \
                     vector `gravity = [gx, gy, gz]` it has no effect: remove `up`, or give \
                     gravity as a magnitude",
                ));
            }
            let r = ctx.triple(g, "gravity");
            errors.or(r, fallback())
        }
    }
}

/// `mass = m`: a constant must be a valid mass ([`chaindyn_model::is_valid_mass`]).
pub(super) fn mass(ctx: &mut Ctx, m: &Spanned<Value>, name: &str) -> syn::Result<Param> {
    let p = ctx.param(m)?;
    if let Param::Const(c) = p {
        if !chaindyn_model::is_valid_mass(c) {
            return err(
                m.span,
                format!(
                    "the mass of link \"{name}\" is {}: a mass must be {}",
                    chaindyn_model::Number(c),
                    chaindyn_model::MASS_REQUIREMENT
                ),
            );
        }
    }
    Ok(p)
}

/// `com = c` (along the link direction) or `com = [x, y, z]`.
pub(super) fn com(ctx: &mut Ctx, c: &Values, along: [f64; 3]) -> syn::Result<[Param; 3]> {
    match c.value.as_slice() {
        [one] => Ok(scale(along, &ctx.param(one)?)),
        _ => ctx.triple(c, "com"),
    }
}

/// The mass and centre of mass that scale a body's inertia check
/// ([`chaindyn_model::inertia_scale`]), where both are constants.
pub(super) fn body_scale(mass: &Param, com: &[Param; 3]) -> Option<(f64, [f64; 3])> {
    let c = [com[0].constant()?, com[1].constant()?, com[2].constant()?];
    Some((mass.constant()?, c))
}

/// `inertia = i` (slender rod along the link), `[ixx, iyy, izz]` or
/// `[ixx, iyy, izz, ixy, ixz, iyz]`; constants are checked for physical consistency by the model
/// crate's [`chaindyn_model::check_inertia`], against the body's scale where its mass and centre
/// of mass are constants (`body_scale`).
pub(super) fn inertia(
    ctx: &mut Ctx,
    iv: &Values,
    along: [f64; 3],
    name: &str,
    index: usize,
    body_scale: Option<(f64, [f64; 3])>,
) -> syn::Result<[[Param; 3]; 3]> {
    let zero = Param::Const(0.0);
    let mut errors = Errors::default();
    let v: Vec<Param> = iv
        .value
        .iter()
        .map(|x| {
            let p = ctx.param(x);
            errors.or(p, Param::Const(0.0))
        })
        .collect();
    errors.finish()?;
    let t = match v.as_slice() {
        // Slender rod along the link direction: I (E - d dᵀ).
        [p] => {
            let mut t: [[Param; 3]; 3] =
                std::array::from_fn(|_| std::array::from_fn(|_| zero.clone()));
            for (r, row) in t.iter_mut().enumerate() {
                row[r] = if along[r] == 0.0 {
                    p.clone()
                } else {
                    zero.clone()
                };
            }
            t
        }
        [xx, yy, zz] => [
            [xx.clone(), zero.clone(), zero.clone()],
            [zero.clone(), yy.clone(), zero.clone()],
            [zero.clone(), zero.clone(), zz.clone()],
        ],
        [xx, yy, zz, xy, xz, yz] => [
            [xx.clone(), xy.clone(), xz.clone()],
            [xy.clone(), yy.clone(), yz.clone()],
            [xz.clone(), yz.clone(), zz.clone()],
        ],
        _ => {
            return err(
                iv.span,
                "`inertia` takes 1 value (slender rod along the link), 3 (`[ixx, iyy, izz]`) \
                 or 6 (`[ixx, iyy, izz, ixy, ixz, iyz]`)",
            )
        }
    };
    let constant: Option<Vec<f64>> = t.iter().flatten().map(Param::constant).collect();
    if let Some(c) = constant {
        let m = [[c[0], c[1], c[2]], [c[3], c[4], c[5]], [c[6], c[7], c[8]]];
        // The body's scale counts its mass and centre of mass where they are constants
        // (`mass` and `com` are checked on their own); otherwise the inertia's own.
        let (mass, com) = body_scale.unwrap_or((0.0, [0.0; 3]));
        if let Err(e) = chaindyn_model::check_inertia(index, name, mass, &com, &m) {
            return err(iv.span, format!("invalid inertia: {e}"));
        }
    }
    Ok(t)
}
