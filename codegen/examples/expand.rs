//! Prints what `#[derive(Dynamics)]` emits for a description read from a file (development aid):
//! `cargo run -p chaindyn-codegen --example expand -- path/to/struct.rs`.
fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: expand <file with one annotated struct>");
    let text = std::fs::read_to_string(path).expect("readable file");
    let tokens: proc_macro2::TokenStream = text.parse().expect("valid tokens");
    println!("{}", chaindyn_codegen::expand(tokens));
}
