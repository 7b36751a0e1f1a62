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

impl Operand {
    /// A slot's key: `(is an output, index)`.
    ///
    /// # Panics
    /// If it is not a slot (an input or a constant): a statement writes a temporary or an
    /// output.
    pub fn slot(&self) -> (bool, usize) {
        match self {
            Operand::Temp(k) => (false, *k),
            Operand::Out(k) => (true, *k),
            _ => unreachable!("a statement writes a temporary or an output"),
        }
    }
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
    /// The dot product `Σ a_c b_c` of two equally long lists of operands, six per spatial
    /// vector: each pair of six-vectors summed left to right, those sums added left to right
    /// (motion · force pairings of spatial vectors a block has computed as outputs).
    Dot(Vec<Operand>, Vec<Operand>),
}

impl Rhs {
    /// The operands it reads, in order.
    pub fn operands(&self) -> Vec<&Operand> {
        match self {
            Rhs::Add(v) | Rhs::Mul(v) => v.iter().collect(),
            Rhs::Powi(o, _) | Rhs::Sin(o) | Rhs::Cos(o) | Rhs::Sqrt(o) | Rhs::Copy(o) => vec![o],
            Rhs::Dot(a, b) => a.iter().chain(b).collect(),
        }
    }

    /// The operands it reads, in order, to rewrite.
    pub fn operands_mut(&mut self) -> Vec<&mut Operand> {
        match self {
            Rhs::Add(v) | Rhs::Mul(v) => v.iter_mut().collect(),
            Rhs::Powi(o, _) | Rhs::Sin(o) | Rhs::Cos(o) | Rhs::Sqrt(o) | Rhs::Copy(o) => vec![o],
            Rhs::Dot(a, b) => a.iter_mut().chain(b).collect(),
        }
    }
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
    /// Additions, multiplications and function calls (symbolica's operation count; 11 per
    /// pair of six-vectors of a [`Rhs::Dot`], and one to add each further pair).
    pub ops: usize,
    /// Constants whose `f64` value rounds to `f32` differently from the exact constant (a double
    /// rounding), with the correctly rounded `f32`: `(f64 bits, f32)`. Usually empty.
    pub f32_exact: Vec<(u64, f32)>,
}

impl Block {
    /// The outputs in `f64`, interpreting the statements in order (plain sums and products, no
    /// fused multiply–adds: the generated code's values to rounding), with `input` giving each
    /// input's value.
    pub fn evaluate(&self, input: &dyn Fn(Var) -> f64) -> Vec<f64> {
        let mut t = vec![0.0; self.temps];
        let mut o = vec![0.0; self.outputs];
        for s in &self.stmts {
            let get = |x: &Operand, t: &[f64], o: &[f64]| match x {
                Operand::Input(v) => input(*v),
                Operand::Const(c) => *c,
                Operand::Temp(k) => t[*k],
                Operand::Out(k) => o[*k],
            };
            let v = match &s.rhs {
                Rhs::Add(a) => a.iter().map(|x| get(x, &t, &o)).sum(),
                Rhs::Mul(a) => a.iter().map(|x| get(x, &t, &o)).product(),
                Rhs::Powi(b, e) => get(b, &t, &o).powi(*e as i32),
                Rhs::Sin(a) => get(a, &t, &o).sin(),
                Rhs::Cos(a) => get(a, &t, &o).cos(),
                Rhs::Sqrt(a) => get(a, &t, &o).sqrt(),
                Rhs::Copy(a) => get(a, &t, &o),
                Rhs::Dot(a, b) => a
                    .chunks(6)
                    .zip(b.chunks(6))
                    .map(|(a, b)| {
                        a.iter()
                            .zip(b)
                            .map(|(x, y)| get(x, &t, &o) * get(y, &t, &o))
                            .sum::<f64>()
                    })
                    .sum(),
            };
            match s.target {
                Operand::Temp(k) => t[k] = v,
                Operand::Out(k) => o[k] = v,
                // Targets are slots (see `Stmt`).
                Operand::Input(_) | Operand::Const(_) => {}
            }
        }
        o
    }
}
