//! The recursive reference algorithms, one per file, named after Pinocchio's, on the tree of the
//! chain's parent array (`λ(i)`; a serial chain is the tree whose every parent is the previous
//! link), whose root joint is fixed or free: each takes a [`Multibody`](crate::Multibody) and a
//! state in the chain's angle convention, or a
//! [`FloatingMultibody`](crate::FloatingMultibody) and a state in Pinocchio's free-flyer
//! conventions (its `floating_` functions, in the same files: the joints' recursion is one), checks
//! its inputs and returns a typed error rather than a number that is not finite. They are the judge of
//! everything generated: every generated method is tested against them and against finite
//! differences ([`finite_diff`]).
//!
//! Forward kinematics ([`kinematics`]) feeds the others; [`rnea`], [`crba`],
//! [`forward_dynamics`] and [`aba`] are the dynamics, [`rnea_derivatives`], [`mass_derivative`] and
//! [`linearize`] their derivatives, [`coriolis`], [`energy`], [`center_of_mass`], [`frames`],
//! [`external_wrenches`] and [`joint_losses`] the rest; [`centroidal`] holds a floating base's centre
//! of mass and centroidal momentum, [`constraint_dynamics`] and [`impulse_dynamics`] its
//! dynamics standing on contacts and its impacts, [`contact_derivatives`] their derivatives.

pub mod aba;
pub mod center_of_mass;
pub mod centroidal;
pub mod constraint_dynamics;
pub mod contact_derivatives;
pub mod coriolis;
pub mod crba;
pub mod energy;
pub mod external_wrenches;
pub mod finite_diff;
pub mod forward_dynamics;
pub mod frames;
pub mod impulse_dynamics;
pub mod joint_losses;
pub mod kinematics;
pub mod linearize;
pub mod mass_derivative;
pub mod rnea;
pub mod rnea_derivatives;
