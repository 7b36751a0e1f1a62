//! The runtime's [`ReferenceDynamics`] (the recursive reference algorithms behind the
//! `Dynamics` trait), so that the controllers and integrators can be tested in this crate without
//! the derive.
#![allow(dead_code)]

use chaindyn::{Chain, ReferenceDynamics};

/// The reference model of any valid chain with `N` links.
pub type Reference<const N: usize> = ReferenceDynamics<N>;

/// [`ReferenceDynamics::new`] of a chain the test knows to be valid.
pub fn reference<const N: usize>(chain: Chain) -> Reference<N> {
    ReferenceDynamics::new(&chain).expect("valid chain")
}
