use chaindyn::nalgebra::Vector2;
use chaindyn::Dynamics;

// Three mistakes in three places: each is reported once, at its token, and the call sites below
// give no further errors (the derive emits a fallback impl next to its errors).
#[derive(Dynamics)]
#[chain(gravity = 9.81, colour = red)]
#[body(joint = revolute, length = 0.3, mass = -1.0, com = 0.15, inertia = 0.01)]
#[body(joint = hinge, mass = 1.0, com = 0.15, inertia = 0.01)]
struct TwoLink;

fn main() {
    let q = Vector2::new(0.1, 0.2);
    let m = TwoLink.mass_matrix(&q);
    let _ = TwoLink.linearize::<4>(&q, &q, &q);
    assert!(m[(0, 0)] > 0.0);
}
