//! The front end of the joint terms: a description that declares zero armature, damping and
//! friction is the same model (the same canonical description, hence the same cache key and the
//! same generated code, operation for operation) as one that declares none; any non-zero or
//! runtime-parameter term makes a different model, and only then do the generated methods change.

use chaindyn_codegen::{canonical, model};
use quote::quote;

fn canonical_of(
    tokens: proc_macro2::TokenStream,
) -> (String, chaindyn_codegen::internals::model::Model) {
    let input: syn::DeriveInput = syn::parse2(tokens).expect("a struct");
    let m = model(&input, None).expect("a valid description");
    (canonical(&m), m)
}

#[test]
fn zero_joint_terms_are_the_ideal_model_and_others_are_not() {
    let (ideal, m) = canonical_of(quote! {
        #[chain(gravity = 9.81)]
        #[body(joint = revolute, length = 0.2, mass = 1.9, com = 0.18, inertia = 0.004)]
        #[body(joint = revolute, mass = 0.7, com = 0.06, inertia = 0.005)]
        struct Arm;
    });
    assert!(m
        .links
        .iter()
        .all(|l| !l.dynamics.dissipates() && !l.dynamics.has_armature()));
    let (zeros, _) = canonical_of(quote! {
        #[chain(gravity = 9.81)]
        #[body(joint = revolute, length = 0.2, mass = 1.9, com = 0.18, inertia = 0.004,
               armature = 0.0, damping = 0, friction = 0.0)]
        #[body(joint = revolute, mass = 0.7, com = 0.06, inertia = 0.005, damping = 0.0)]
        struct Arm;
    });
    assert_eq!(zeros, ideal);
    for (extra, dissipates, armature) in [
        (quote!(armature = 0.01), false, true),
        (quote!(damping = 0.1), true, false),
        (quote!(friction = 0.2), true, false),
        (quote!(friction = b), true, false),
    ] {
        let (other, m) = canonical_of(quote! {
            #[chain(gravity = 9.81)]
            #[body(joint = revolute, length = 0.2, mass = 1.9, com = 0.18, inertia = 0.004)]
            #[body(joint = revolute, mass = 0.7, com = 0.06, inertia = 0.005, #extra)]
            struct Arm { b: f64 }
        });
        assert_ne!(other, ideal, "{extra}");
        let d = &m.links[1].dynamics;
        assert_eq!(
            (d.dissipates(), d.has_armature()),
            (dissipates, armature),
            "{extra}"
        );
    }
}
