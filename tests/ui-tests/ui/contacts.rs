use chaindyn::Dynamics;

// Contacts are a floating base's feet.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", contacts = [point("lower")])]
struct FixedBase;

// A frame the robot does not have.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = free_flyer, contacts = [point("foot")])]
struct Unknown;

// The same frame twice.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = free_flyer,
        contacts = [point("lower"), surface("lower")])]
struct Twice;

// Not a kind of contact.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = free_flyer, contacts = [line("lower")])]
struct NotAKind;

// The frame's name in quotes.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = free_flyer, contacts = [point(lower)])]
struct Unquoted;

// A list, even of one.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = free_flyer, contacts = point("lower"))]
struct NotAList;

// At least one.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = free_flyer, contacts = [])]
struct Empty;

fn main() {}
