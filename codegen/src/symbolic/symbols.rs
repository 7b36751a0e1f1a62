//! Every symbolica symbol the code generator uses is created here.
//!
//! symbolica namespaces symbols by the crate that creates them (`symbol!` expands in the caller's
//! crate), so creating them all through this one module keeps them in one namespace
//! (`chaindyn_codegen::...`) whatever stage asks for them.

use symbolica::atom::{Atom, Symbol};
use symbolica::symbol;

/// The base (input) variables of a generated function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Var {
    /// Joint position `q[i]`.
    Q(usize),
    /// Joint velocity `qd[i]`.
    Qd(usize),
    /// Joint acceleration `qdd[i]`.
    Qdd(usize),
    /// Runtime parameter `self.<field i>`.
    Param(usize),
    /// Input (joint force) `u[i]` of the linearization.
    U(usize),
    /// Component `i` of an external wrench `[f; n]`.
    W(usize),
    /// Component `i` of gravity in a floating base's coordinates, `R(ξ)ᵀ g` (from the
    /// configuration's quaternion).
    Gravity(usize),
}

impl Var {
    /// The Rust name of the local holding this input in emitted code.
    pub fn name(self) -> String {
        match self {
            Var::Q(i) => format!("q{i}"),
            Var::Qd(i) => format!("qd{i}"),
            Var::Qdd(i) => format!("qdd{i}"),
            Var::Param(i) => format!("param{i}"),
            Var::U(i) => format!("u{i}"),
            Var::W(i) => format!("w{i}"),
            Var::Gravity(i) => format!("gb{i}"),
        }
    }

    /// The symbol standing for this input.
    pub fn symbol(self) -> Symbol {
        named(&format!("in_{}", self.name()))
    }

    /// `Atom::var(self.symbol())`.
    pub fn atom(self) -> Atom {
        Atom::var(self.symbol())
    }
}

/// The symbol of a named intermediate (`name` must be a valid identifier).
pub fn intermediate(name: &str) -> Symbol {
    named(name)
}

fn named(name: &str) -> Symbol {
    symbol!(name)
}
