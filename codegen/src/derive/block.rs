//! The lowered form of a generated function: straight-line statements over inputs, constants,
//! temporaries and outputs.

use crate::symbolic::symbols::Var;

/// An operand of a statement.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    /// An input (`q0`, `param1`, ...).
    Input(Var),
    /// A numeric constant.
    Const(f64),
    /// Temporary slot `k` of the block (`<block>_t[k]`).
    Temp(usize),
    /// Output slot `k` of the block (`<block>_o[k]`).
    Out(usize),
}

/// The right-hand side of a statement.
#[derive(Debug, Clone, PartialEq)]
pub enum Rhs {
    /// Sum of the operands.
    Add(Vec<Operand>),
    /// Product of the operands.
    Mul(Vec<Operand>),
    /// Integer power.
    Powi(Operand, i64),
    /// `sin`.
    Sin(Operand),
    /// `cos`.
    Cos(Operand),
    /// `sqrt`.
    Sqrt(Operand),
    /// A copy.
    Copy(Operand),
}

/// `<target> = rhs;` where the target is a temporary or an output slot.
#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    /// The slot written ([`Operand::Temp`] or [`Operand::Out`]).
    pub target: Operand,
    /// Its value.
    pub rhs: Rhs,
}

/// Straight-line code computing some outputs from some inputs: symbolica's instruction list
/// with its register-allocated temporaries. (One `let` per intermediate would nest one lexical
/// scope per statement; at 10k statements that overflows LLVM's debug-info generation, so the
/// slots are two stack arrays per block.)
#[derive(Debug, Clone, Default)]
pub struct Block {
    /// Name, used as the prefix of the slot arrays.
    pub name: String,
    /// Inputs read.
    pub inputs: Vec<Var>,
    /// Statements in order.
    pub stmts: Vec<Stmt>,
    /// Number of temporary slots.
    pub temps: usize,
    /// Number of outputs, in the order they were requested.
    pub outputs: usize,
    /// Additions, multiplications and function calls (symbolica's operation count).
    pub ops: usize,
    /// Constants whose `f64` value rounds to `f32` differently from the exact constant (a double
    /// rounding), with the correctly rounded `f32`: `(f64 bits, f32)`. Usually empty.
    pub f32_exact: Vec<(u64, f32)>,
}
