//! The benchmarked models of `tests/benches/generated.rs`, the criterion function ids timed for
//! each and the operation counts of their generated methods.

use chaindyn_tests::{
    Acrobot, Arm7, DoublePendulum, Pendubot, Pendulum10, Pendulum2, Pendulum3, Pendulum5, Pendulum7,
};

/// A benchmarked model: its criterion group, how it is shown, its degrees of freedom and the
/// operation counts of its generated methods.
pub(crate) struct Model {
    /// Criterion group name in `tests/benches/generated.rs`.
    pub(crate) group: &'static str,
    /// Type name in `chaindyn_tests`.
    pub(crate) name: &'static str,
    /// Short description shown after the name.
    pub(crate) kind: &'static str,
    /// Degrees of freedom.
    pub(crate) n: usize,
    /// `GENERATED_OPERATIONS` of the derived type: `(method, operation count)`.
    pub(crate) ops: &'static [(&'static str, usize)],
    /// Member of the absolute-angle pendulum scaling series.
    pub(crate) pendulum: bool,
}

/// The models of the benchmark, in its order.
pub(crate) const MODELS: [Model; 9] = [
    Model {
        group: "pendubot",
        name: "Pendubot",
        kind: "planar",
        n: 2,
        ops: &Pendubot::GENERATED_OPERATIONS,
        pendulum: false,
    },
    Model {
        group: "acrobot",
        name: "Acrobot",
        kind: "planar",
        n: 2,
        ops: &Acrobot::GENERATED_OPERATIONS,
        pendulum: false,
    },
    Model {
        group: "double_pendulum",
        name: "DoublePendulum",
        kind: "planar",
        n: 2,
        ops: &DoublePendulum::GENERATED_OPERATIONS,
        pendulum: false,
    },
    Model {
        group: "pendulum2",
        name: "Pendulum2",
        kind: "absolute",
        n: 2,
        ops: &Pendulum2::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "pendulum3",
        name: "Pendulum3",
        kind: "absolute",
        n: 3,
        ops: &Pendulum3::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "pendulum5",
        name: "Pendulum5",
        kind: "absolute",
        n: 5,
        ops: &Pendulum5::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "pendulum7",
        name: "Pendulum7",
        kind: "absolute",
        n: 7,
        ops: &Pendulum7::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "pendulum10",
        name: "Pendulum10",
        kind: "absolute",
        n: 10,
        ops: &Pendulum10::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "arm7",
        name: "Arm7",
        kind: "spatial",
        n: 7,
        ops: &Arm7::GENERATED_OPERATIONS,
        pendulum: false,
    },
];

/// Criterion function ids of each group (a `/` is a `_` in the directory name).
pub(crate) const FUNCTIONS: [&str; 11] = [
    "M/generated",
    "M/recursive",
    "Cqd/generated",
    "Cqd/recursive",
    "g/generated",
    "g/recursive",
    "FD/generated",
    "FD/recursive",
    "linearize/generated",
    "linearize/recursive",
    "linearize/finite-diff",
];

/// `linearize` generated (criterion function id).
pub(crate) const LIN_GEN: &str = "linearize/generated";
/// `linearize` recursive (criterion function id).
pub(crate) const LIN_REC: &str = "linearize/recursive";
/// `linearize` by central finite differences (criterion function id).
pub(crate) const LIN_FD: &str = "linearize/finite-diff";

/// The method whose operation count the scaling target is about.
pub(crate) const LINEARIZE_OPS: &str = "linearize_blocks";

/// The three ways `linearize` is timed: how each is shown and its criterion function id.
pub(crate) const LINEARIZE_FUNCTIONS: [(&str, &str); 3] = [
    ("generated", LIN_GEN),
    ("recursive", LIN_REC),
    ("central finite differences", LIN_FD),
];

/// Criterion group of the spatial arm, shown apart from the pendulum series.
pub(crate) const ARM_GROUP: &str = "arm7";

/// The absolute-angle pendulum scaling series, by increasing n.
pub(crate) fn pendulum_series() -> impl Iterator<Item = &'static Model> {
    MODELS.iter().filter(|m| m.pendulum)
}

/// Whether `model` appears in the scaling plot: the pendulum series and the spatial arm.
pub(crate) fn plotted(model: &Model) -> bool {
    model.pendulum || model.group == ARM_GROUP
}

/// Operation count of `method` in `model`, if the derive reports it.
pub(crate) fn ops_of(model: &Model, method: &str) -> Option<usize> {
    model
        .ops
        .iter()
        .find(|(name, _)| *name == method)
        .map(|&(_, v)| v)
}

/// Sum of the operation counts of all generated methods of `model`.
pub(crate) fn total_ops(model: &Model) -> usize {
    model.ops.iter().map(|&(_, v)| v).sum()
}
