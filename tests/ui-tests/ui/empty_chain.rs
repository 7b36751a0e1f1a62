use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
struct Nothing;

fn main() {}
