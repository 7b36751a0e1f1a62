//! The frozen baseline of the generated code: the `Dynamics` implementations that chaindyn's
//! generator emitted for six benchmark models with the arithmetic of commit a4c0a93 (the
//! generator's output for these models did not change between a4c0a93 and the commit that froze
//! them: the same operation counts, e.g. 5,552 for the 7-DOF arm's `linearize_blocks`). Every
//! bench run times them next to the current generator's code for the same models, so a change of
//! the generator shows as a ratio measured within one run. Never regenerated.

#![allow(
    clippy::all,
    clippy::pedantic,
    unused_mut,
    unused_parens,
    unused_assignments,
    unused_variables,
    non_snake_case
)]

mod arm7;
mod pendubot;
mod pendulum10;
mod pendulum7;
mod planar10;
mod planar7;

pub use arm7::BaselineArm7;
pub use pendubot::BaselinePendubot;
pub use pendulum10::BaselinePendulum10;
pub use pendulum7::BaselinePendulum7;
pub use planar10::BaselinePlanar10;
pub use planar7::BaselinePlanar7;
