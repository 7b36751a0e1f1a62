//! Ready-made implementations of [`Dynamics`](crate::Dynamics) and closed forms to check against:
//! [`reference_dynamics`] (any chain, by the recursive reference algorithms), the n-link
//! pendulum's closed forms ([`pendulum`]) and the Pendubot's ([`pendubot`]).

pub mod pendubot;
pub mod pendulum;
pub mod reference_dynamics;
