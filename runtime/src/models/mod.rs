//! Ready-made implementations of [`Dynamics`](crate::Dynamics) and closed forms to check against:
//! [`reference_dynamics`] (any chain, by the recursive reference algorithms),
//! [`floating_reference`] (any tree on a floating base, [`crate::FloatingDynamics`]), the n-link
//! pendulum's closed forms ([`pendulum`]) and the Pendubot's ([`pendubot`]).

pub mod floating_reference;
pub mod pendubot;
pub mod pendulum;
pub mod reference_dynamics;
