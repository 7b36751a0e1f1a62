//! What generated code implements and callers use: the traits [`Dynamics`](crate::Dynamics),
//! [`DynamicsIn`](crate::DynamicsIn), [`TaskSpaceIn`](crate::TaskSpaceIn) and
//! [`TaskSpace`](crate::TaskSpace) ([`dynamics`], [`task_space`]), the number types they run in
//! ([`scalar`]), batches of states ([`batch`]) and, with `std`, the runtime's errors ([`error`])
//! and the steps on a floating base's configuration manifold (`manifold`).

pub mod batch;
pub mod contact;
pub(crate) mod contact_partials;
pub mod dynamics;
#[cfg(feature = "std")]
pub mod error;
pub mod floating;
#[cfg(feature = "std")]
pub(crate) mod manifold;
pub mod scalar;

pub mod task_space;
#[cfg_attr(not(feature = "std"), allow(dead_code))]
pub(crate) mod tree_ldl;
