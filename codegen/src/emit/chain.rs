//! `Dynamics::chain`'s body: the runtime's `Chain` of the model written as Rust.

use super::literal::float;
use crate::internals::model::Model;
use chaindyn_model::{AngleConvention, Chain, JointDynamics, JointKind};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// `chain()`'s expression: the runtime's `Chain` of the model ([`Model::chain_at`], the one
/// mapping from the description to the runtime's chain), written as Rust, with `self.<field>`
/// (or `-self.<field>`) wherever a runtime parameter sets a number.
pub(super) fn chain_expr(model: &Model) -> TokenStream {
    let base = model.chain_at(&vec![0.0; model.params.len()]);
    // Chain `k` has parameter `k` at 1 and the others at 0: the numbers that moved are its.
    let probes: Vec<Chain> = (0..model.params.len())
        .map(|k| {
            let mut values = vec![0.0; model.params.len()];
            values[k] = 1.0;
            model.chain_at(&values)
        })
        .collect();
    let set_by = |get: &dyn Fn(&Chain) -> f64| {
        probes
            .iter()
            .position(|probe| get(probe).to_bits() != get(&base).to_bits())
            .map(|k| (k, get(&probes[k]) < get(&base)))
    };
    let num = |get: &dyn Fn(&Chain) -> f64| match set_by(get) {
        Some((k, negated)) => {
            let f = &model.params[k];
            if negated {
                quote!(-self.#f)
            } else {
                quote!(self.#f)
            }
        }
        None => float(get(&base)),
    };
    let num3 = |get: &dyn Fn(&Chain) -> [f64; 3]| {
        let [a, b, c] = [0, 1, 2].map(|k| num(&|ch: &Chain| get(ch)[k]));
        quote!([#a, #b, #c])
    };
    let links = (0..base.links.len()).map(|i| {
        let link = &base.links[i];
        let (joint_name, name) = (&link.joint.name, &link.body.name);
        let kind = match link.joint.kind {
            JointKind::Revolute => quote!(::chaindyn::model::JointKind::Revolute),
            JointKind::Prismatic => quote!(::chaindyn::model::JointKind::Prismatic),
        };
        let axis = num3(&|c: &Chain| c.links[i].joint.axis);
        let xyz = num3(&|c: &Chain| c.links[i].joint.origin_xyz);
        let rpy = num3(&|c: &Chain| c.links[i].joint.origin_rpy);
        let mass = num(&|c: &Chain| c.links[i].body.mass);
        let com = num3(&|c: &Chain| c.links[i].body.com);
        let rows = (0..3).map(|r| num3(&|c: &Chain| c.links[i].body.inertia[r]));
        let terms: [&dyn Fn(&JointDynamics) -> f64; 4] =
            [&|d| d.armature, &|d| d.damping, &|d| d.friction, &|d| {
                d.friction_velocity
            }];
        let [a, b, f, v] = terms.map(|t| num(&|c: &Chain| t(&c.links[i].joint.dynamics)));
        let ideal = link.joint.dynamics == JointDynamics::IDEAL
            && terms
                .iter()
                .all(|t| set_by(&|c: &Chain| t(&c.links[i].joint.dynamics)).is_none());
        let dynamics = if ideal {
            quote!(::chaindyn::model::JointDynamics::IDEAL)
        } else {
            quote! {
                ::chaindyn::model::JointDynamics {
                    armature: #a,
                    damping: #b,
                    friction: #f,
                    friction_velocity: #v,
                }
            }
        };
        quote! {
            ::chaindyn::model::Link {
                joint: ::chaindyn::model::Joint {
                    name: ::chaindyn::__private::String::from(#joint_name),
                    kind: #kind,
                    axis: #axis,
                    origin_xyz: #xyz,
                    origin_rpy: #rpy,
                    dynamics: #dynamics,
                },
                body: ::chaindyn::model::Body {
                    name: ::chaindyn::__private::String::from(#name),
                    mass: #mass,
                    com: #com,
                    inertia: [#(#rows),*],
                },
            }
        }
    });
    let gravity = num3(&|c: &Chain| c.gravity);
    // Through `Chain::new` (and `with_frames` where there are frames), so that `Chain` can gain
    // fields without breaking prepared code; `Link`, `Joint`, `Body` and `JointDynamics` are
    // written as struct literals, so a field added to one of them re-prepares every file.
    let frames = (!base.frames.is_empty()).then(|| {
        let items = (0..base.frames.len()).map(|k| {
            let frame = &base.frames[k];
            let (name, body) = (&frame.name, Literal::usize_unsuffixed(frame.body));
            let xyz = num3(&|c: &Chain| c.frames[k].origin_xyz);
            let rpy = num3(&|c: &Chain| c.frames[k].origin_rpy);
            quote! {
                ::chaindyn::model::Frame::new(::chaindyn::__private::String::from(#name), #body, #xyz, #rpy)
            }
        });
        quote!(.with_frames(::chaindyn::__private::Vec::from([#(#items),*])))
    });
    let convention = match base.convention {
        AngleConvention::Relative => quote!(::chaindyn::model::AngleConvention::Relative),
        AngleConvention::Absolute => quote!(::chaindyn::model::AngleConvention::Absolute),
    };
    // A tree's parents (a chain's are `Chain::new`'s).
    let parents = (!base.is_serial()).then(|| {
        let items = base.parents.iter().map(|p| match p {
            Some(k) => {
                let k = Literal::usize_unsuffixed(*k);
                quote!(::core::option::Option::Some(#k))
            }
            None => quote!(::core::option::Option::None),
        });
        quote!(.with_parents(::chaindyn::__private::Vec::from([#(#items),*])))
    });
    quote! {
        ::chaindyn::model::Chain::new(::chaindyn::__private::Vec::from([#(#links),*]), #gravity, #convention) #parents #frames
    }
}
