//! The model's canonical form: an explicit, versioned serialisation of everything that determines
//! the generated code, and nothing else (not the struct's or the fields' names, not spans, not
//! source paths). It is the input of the cache key and of a prepared file's model key, so it is
//! written field by field here rather than derived from `Debug`: a change to a type's `Debug`
//! output or to a Rust version's string escaping cannot re-key anything, and a new field re-keys
//! only when it is written here.
//!
//! The format: one item per line, `name value...`; numbers as the 16 hexadecimal digits of their
//! IEEE 754 bits (exact, so `0.1` and its neighbour differ, and `-0` is not `0`); strings as
//! their byte length, `:`, and their bytes; runtime parameters as `p<index>` or `-p<index>`.

use crate::internals::model::{
    Model, Param, RegressorColumns, SymFrame, SymJointDynamics, SymLink,
};
use chaindyn_model::{AngleConvention, JointKind, JointLimits};
use std::fmt::Write;

/// The version of the format below; bump it when the meaning of a line changes.
const VERSION: &str = "chaindyn-model-key v1";

/// The model's canonical text.
pub fn canonical(model: &Model) -> String {
    let mut w = Writer(String::new());
    w.line(VERSION, |_| {});
    w.line("dof", |w| w.usize(model.links.len()));
    w.line("params", |w| w.usize(model.params.len()));
    w.line("convention", |w| {
        w.word(match model.convention {
            AngleConvention::Relative => "relative",
            AngleConvention::Absolute => "absolute",
        })
    });
    w.line("gravity", |w| w.params(&model.gravity));
    for (link, name) in model.links.iter().zip(&model.names) {
        w.link(link, name);
    }
    // Only for a tree: a serial chain keeps its key.
    if !model.is_serial() {
        w.line("parents", |w| {
            for p in &model.parents {
                match p {
                    Some(k) => w.usize(*k),
                    None => w.word("-"),
                }
            }
        });
    }
    for frame in &model.frames {
        w.frame(frame);
    }
    w.line("selected", |w| {
        for &f in &model.selected_frames {
            w.usize(f);
        }
    });
    // Only where asked for: a model without a regressor keeps its key.
    if let Some(columns) = model.regressor {
        w.line("regressor", |w| {
            w.word(match columns {
                RegressorColumns::Bodies => "bodies",
                RegressorColumns::BodiesAndJoints => "bodies_and_joints",
            })
        });
    }
    // Only where asked for: a model without contacts keeps its key.
    if !model.contacts.is_empty() {
        w.line("contacts", |w| {
            for &(frame, kind) in &model.contacts {
                w.usize(frame);
                w.word(match kind {
                    chaindyn_model::ContactKind::Point => "point",
                    chaindyn_model::ContactKind::Surface => "surface",
                });
            }
        });
    }
    // Only for a floating base: a fixed base keeps its key.
    if let Some(base) = &model.floating {
        w.line("root free_flyer", |w| w.string(&base.name));
        w.line("base_mass", |w| w.params(std::slice::from_ref(&base.mass)));
        w.line("base_com", |w| w.params(&base.com));
        for row in &base.inertia {
            w.line("base_inertia", |w| w.params(row));
        }
    }
    w.0
}

/// The canonical text under construction.
struct Writer(String);

impl Writer {
    /// One line: `name`, then what `items` writes (each item preceded by a space).
    fn line(&mut self, name: &str, items: impl FnOnce(&mut Self)) {
        self.0.push_str(name);
        items(self);
        self.0.push('\n');
    }

    fn word(&mut self, word: &str) {
        self.0.push(' ');
        self.0.push_str(word);
    }

    fn usize(&mut self, x: usize) {
        let _ = write!(self.0, " {x}");
    }

    fn f64(&mut self, x: f64) {
        let _ = write!(self.0, " {:016x}", x.to_bits());
    }

    fn f64s(&mut self, xs: &[f64]) {
        xs.iter().for_each(|&x| self.f64(x));
    }

    fn string(&mut self, s: &str) {
        let _ = write!(self.0, " {}:{s}", s.len());
    }

    fn param(&mut self, p: &Param) {
        match p {
            Param::Const(c) => self.f64(*c),
            Param::Field { index, sign } => {
                let _ = write!(self.0, " {}p{index}", if *sign < 0.0 { "-" } else { "" });
            }
        }
    }

    fn params(&mut self, ps: &[Param]) {
        ps.iter().for_each(|p| self.param(p));
    }

    fn link(&mut self, l: &SymLink, name: &str) {
        self.line("link", |w| w.string(name));
        self.line(" joint", |w| {
            w.string(&l.joint_name);
            w.word(match l.kind {
                JointKind::Revolute => "revolute",
                JointKind::Prismatic => "prismatic",
            });
        });
        self.line(" axis", |w| w.f64s(&l.axis));
        self.line(" origin", |w| w.params(&l.origin));
        self.line(" rpy", |w| w.f64s(&l.rpy));
        self.line(" mass", |w| w.param(&l.mass));
        self.line(" com", |w| w.params(&l.com));
        self.line(" inertia", |w| {
            l.inertia.iter().for_each(|row| w.params(row));
        });
        let JointLimits {
            lower,
            upper,
            velocity,
            effort,
        } = l.limits;
        self.line(" limits", |w| w.f64s(&[lower, upper, velocity, effort]));
        let SymJointDynamics {
            armature,
            damping,
            friction,
            friction_velocity,
        } = &l.dynamics;
        self.line(" joint_dynamics", |w| {
            w.params(&[
                armature.clone(),
                damping.clone(),
                friction.clone(),
                friction_velocity.clone(),
            ])
        });
    }

    fn frame(&mut self, f: &SymFrame) {
        self.line("frame", |w| {
            w.string(&f.name);
            w.usize(f.body);
        });
        self.line(" origin", |w| w.params(&f.origin));
        self.line(" rpy", |w| w.f64s(&f.rpy));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_exact_numbers_parameters_and_length_prefixed_strings() {
        let mut w = Writer(String::new());
        w.line("x", |w| {
            w.f64(1.0);
            w.f64(-0.0);
            w.param(&Param::Field {
                index: 2,
                sign: -1.0,
            });
            w.string("a b\n");
        });
        assert_eq!(w.0, "x 3ff0000000000000 8000000000000000 -p2 4:a b\n\n");
    }
}
