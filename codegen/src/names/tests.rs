use super::*;

fn text(t: TokenStream) -> String {
    t.to_string().replace(' ', "")
}

#[test]
fn every_chaindyn_path_is_renamed_and_nothing_else() {
    let code = quote::quote! {
        impl ::chaindyn::DynamicsIn<2> for X {
            fn f<S: ::chaindyn::Real>(q: &::chaindyn::nalgebra::SVector<S, 2>) -> S {
                let c = <S as ::chaindyn::Real>::constant;
                ::chaindyn::__with_std! { fn g() {} }
                keep(chaindyn, "::chaindyn")
            }
        }
    };
    let krate: syn::Path = syn::parse_str("::deps::robot_dynamics").unwrap();
    let renamed = text(with_crate_path(code.clone(), Some(&krate)));
    assert_eq!(
        renamed.matches("::deps::robot_dynamics::").count(),
        5,
        "{renamed}"
    );
    // After `impl`, `as`, `&` and before a macro's `!` alike.
    assert!(!renamed.contains("::chaindyn::"), "{renamed}");
    // A bare identifier and a string stay.
    assert!(
        renamed.contains("keep(chaindyn,\"::chaindyn\")"),
        "{renamed}"
    );
    assert_eq!(text(with_crate_path(code.clone(), None)), text(code));
}

#[test]
fn the_crate_key_is_read_from_the_chain_attribute() {
    let code = quote::quote!(::chaindyn::Dynamics);
    let input: TokenStream = quote::quote! {
        #[chain(gravity = 9.81, crate = "robot_dynamics")]
        #[body(mass = 1.0, length = 1.0)]
        struct P;
    };
    assert_eq!(
        text(in_crate_of(&input, code.clone())),
        "robot_dynamics::Dynamics"
    );
    let bad: TokenStream = quote::quote! {
        #[chain(gravity = 9.81, crate = "not a path")]
        struct P;
    };
    assert_eq!(text(in_crate_of(&bad, code.clone())), text(code));
}
