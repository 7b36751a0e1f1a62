use chaindyn::Dynamics;

// A parent that no body has.
#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(name = "waist", mass = 1.0, inertia = 0.1)]
#[body(name = "arm", parent = "wiast", mass = 1.0, inertia = 0.1)]
struct Unknown;

// A parent whose #[body(..)] comes later.
#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(name = "waist", mass = 1.0, inertia = 0.1)]
#[body(name = "arm", parent = "hand", mass = 1.0, inertia = 0.1)]
#[body(name = "hand", mass = 1.0, inertia = 0.1)]
struct Later;

// A body that names itself.
#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(name = "waist", parent = "waist", mass = 1.0, inertia = 0.1)]
struct ItsOwn;

// Not a name.
#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(name = "waist", mass = 1.0, inertia = 0.1)]
#[body(name = "arm", parent = 1, mass = 1.0, inertia = 0.1)]
struct NotAName;

// Absolute angles need a chain.
#[derive(Dynamics)]
#[chain(gravity = 9.81, angles = absolute)]
#[body(name = "waist", mass = 1.0, length = 0.5, inertia = 0.1)]
#[body(name = "left", mass = 1.0, inertia = 0.1)]
#[body(name = "right", parent = "waist", mass = 1.0, inertia = 0.1)]
struct AbsoluteTree;

// `length` places the joints of the children that give no `origin`: here both give one.
#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(name = "waist", mass = 1.0, length = 0.5, inertia = 0.1)]
#[body(name = "left", origin = [0.0, 0.5, 0.0], mass = 1.0, inertia = 0.1)]
#[body(name = "right", parent = "waist", origin = [0.0, -0.5, 0.0], mass = 1.0, inertia = 0.1)]
struct LengthOverridden;

fn main() {}
