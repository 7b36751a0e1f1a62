use super::*;

fn source_of(input: proc_macro2::TokenStream) -> Source {
    source(&syn::parse2(input).expect("a struct"))
}

#[test]
fn the_source_is_the_urdf_key_not_a_urdf_string() {
    let urdf = source_of(quote::quote! {
        #[chain(urdf = "robots/arm.urdf", tip = "tool0")]
        struct A;
    });
    assert_eq!(urdf, Source::Urdf);
    // A value that does not parse, before or after the key, does not hide it.
    let broken = source_of(quote::quote! {
        #[chain(gravity = , urdf = "robots/arm.urdf", up = 1 2)]
        struct A;
    });
    assert_eq!(broken, Source::Urdf);
    // A file name in another key's value, or `urdf` inside a value, is no URDF description.
    let bodies = source_of(quote::quote! {
        #[chain(base = "robots/arm.urdf", frames = [urdf], gravity = urdf)]
        #[body(mass = 1.0)]
        struct A { urdf: f64 }
    });
    assert_eq!(bodies, Source::Bodies);
}
