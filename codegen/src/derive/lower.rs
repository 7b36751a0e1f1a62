//! symbolica's evaluator (common-subexpression elimination, Horner schemes) on a program's
//! outputs, its instructions lowered to a [`Block`].

use super::block::{Block, Operand, Rhs, Stmt};
use crate::symbolic::program::Program;
use symbolica::atom::{Atom, AtomCore, Symbol};
use symbolica::evaluate::{Instruction, Slot};

/// Runs symbolica's evaluator on `outputs` and lowers its instructions. `horner_iterations`:
/// how many Horner schemes the evaluator tries (`None`: its default).
///
/// An output that is a dot product of six-vectors ([`Program::dot`]) is not given to the
/// evaluator: its vectors are (each once, as outputs after the requested ones), and the output is
/// one [`Rhs::Dot`] statement over them, after the evaluator's code.
pub(crate) fn lower<'p>(
    prog: &'p Program,
    outputs: &[Atom],
    prefix: &str,
    horner_iterations: Option<usize>,
) -> Result<Block, String> {
    let mut plain: Vec<(usize, Atom)> = Vec::new();
    let mut vectors: Vec<&'p [Atom]> = Vec::new();
    let mut index: std::collections::HashMap<String, usize> = Default::default();
    let mut dots: Vec<(usize, Vec<usize>, Vec<usize>)> = Vec::new();
    for (p, o) in outputs.iter().enumerate() {
        let Some((a, b)) = prog.dot_factors(o) else {
            plain.push((p, o.clone()));
            continue;
        };
        let mut place = |v: &'p [Atom]| -> Vec<usize> {
            v.chunks(6)
                .map(|c| {
                    let key: Vec<String> = c.iter().map(|x| x.to_string()).collect();
                    *index.entry(key.join(",")).or_insert_with(|| {
                        vectors.push(c);
                        vectors.len() - 1
                    })
                })
                .collect()
        };
        let (a, b) = (place(a), place(b));
        dots.push((p, a, b));
    }
    if dots.is_empty() {
        return lower_plain(prog, outputs, prefix, horner_iterations);
    }
    // A zero output is left at the output array's initial zero.
    plain.retain(|(_, o)| !o.is_zero());
    let evaluated: Vec<Atom> = plain
        .iter()
        .map(|(_, o)| o.clone())
        .chain(vectors.iter().flat_map(|v| v.iter().cloned()))
        .collect();
    let mut block = lower_plain(prog, &evaluated, prefix, horner_iterations)?;
    // The evaluator's outputs: the plain ones to their places, the vectors after every output.
    let (count, first) = (plain.len(), outputs.len());
    let place = |k: usize| {
        if k < count {
            plain[k].0
        } else {
            first + k - count
        }
    };
    for st in &mut block.stmts {
        for o in std::iter::once(&mut st.target).chain(st.rhs.operands_mut()) {
            if let Operand::Out(k) = o {
                *k = place(*k);
            }
        }
    }
    let components = |vs: &[usize]| -> Vec<Operand> {
        vs.iter()
            .flat_map(|&v| (0..6).map(move |c| Operand::Out(first + 6 * v + c)))
            .collect()
    };
    for (p, a, b) in dots {
        block.ops += 12 * a.len() - 1;
        block.stmts.push(Stmt {
            target: Operand::Out(p),
            rhs: Rhs::Dot(components(&a), components(&b)),
        });
    }
    block.outputs = first + 6 * vectors.len();
    Ok(block)
}

/// [`lower`] of outputs none of which is a dot product.
fn lower_plain(
    prog: &Program,
    outputs: &[Atom],
    prefix: &str,
    horner_iterations: Option<usize>,
) -> Result<Block, String> {
    let closure = prog.closure(outputs);
    let params: Vec<Atom> = closure.inputs.iter().map(|v| v.atom()).collect();
    let mut builder = Atom::evaluator_multiple(outputs, &params).cores(1);
    if let Some(h) = horner_iterations {
        builder = builder.horner_iterations(h);
    }
    let evaluator = builder
        .add_aliases(closure.aliases)
        .map_err(|e| format!("symbolica rejected the intermediates of `{prefix}`: {e:?}"))?
        .build()
        .map_err(|e| format!("symbolica could not build the evaluator of `{prefix}`: {e:?}"))?;
    let f32_exact = std::cell::RefCell::new(Vec::new());
    let evaluator = evaluator.map_coeff(&|c| {
        let x = c.re.to_f64();
        let exact = correctly_rounded_f32(x, &c.re.to_string());
        if exact != x as f32 && !f32_exact.borrow().iter().any(|&(b, _)| b == x.to_bits()) {
            f32_exact.borrow_mut().push((x.to_bits(), exact));
        }
        x
    });
    let ops = evaluator.count_operations();
    let exported = evaluator.export_instructions();
    let operand = |s: &Slot| -> Operand {
        match s {
            Slot::Param(i) => Operand::Input(closure.inputs[*i]),
            Slot::Const(i) => Operand::Const(exported.constants[*i]),
            Slot::Temp(i) => Operand::Temp(*i),
            Slot::Out(i) => Operand::Out(*i),
        }
    };
    let mut stmts = Vec::with_capacity(exported.instructions.len());
    for ins in &exported.instructions {
        let (out, rhs) = match ins {
            Instruction::Add(o, args, _) => (o, Rhs::Add(args.iter().map(operand).collect())),
            Instruction::Mul(o, args, _) => (o, Rhs::Mul(args.iter().map(operand).collect())),
            Instruction::Pow(o, b, e, _) => (o, Rhs::Powi(operand(b), *e)),
            Instruction::Assign(o, v) => (o, Rhs::Copy(operand(v))),
            Instruction::Fun(o, f, _) => {
                let (sym, _tags, args) = &**f;
                let arg = match args.as_slice() {
                    [a] => operand(a),
                    _ => {
                        return Err(format!(
                            "`{prefix}`: unexpected call of {sym} with {} arguments",
                            args.len()
                        ))
                    }
                };
                let rhs = if *sym == Symbol::SIN {
                    Rhs::Sin(arg)
                } else if *sym == Symbol::COS {
                    Rhs::Cos(arg)
                } else if *sym == Symbol::SQRT {
                    Rhs::Sqrt(arg)
                } else {
                    return Err(format!(
                        "`{prefix}`: unexpected function {sym} in the instruction list"
                    ));
                };
                (o, rhs)
            }
            other => return Err(format!("`{prefix}`: unsupported instruction {other:?}")),
        };
        let target = match out {
            Slot::Temp(_) | Slot::Out(_) => operand(out),
            other => return Err(format!("`{prefix}`: instruction writes to {other:?}")),
        };
        stmts.push(Stmt { target, rhs });
    }
    Ok(Block {
        name: prefix.to_string(),
        inputs: closure.inputs,
        stmts,
        temps: exported.temporary_count,
        outputs: exported.output_count,
        ops: ops.additions + ops.multiplications + ops.function_calls,
        f32_exact: f32_exact.into_inner(),
    })
}

/// The `f32` nearest to the rational `exact` (written `p` or `p/q`), given `x64`, the `f64`
/// nearest to it. `x64 as f32` is that `f32` unless `x64` is exactly halfway between two `f32`s
/// (every such midpoint is an `f64`, so rounding `exact` to `f64` cannot cross one): then the
/// side of the midpoint `exact` lies on decides, by an exact comparison.
pub(crate) fn correctly_rounded_f32(x64: f64, exact: &str) -> f32 {
    use num_bigint::BigInt;
    let y = x64 as f32;
    if !x64.is_finite() || !y.is_finite() || f64::from(y) == x64 {
        return y;
    }
    // The f32 on the other side of x64, and the midpoint of the two.
    let toward = |y: f32, up: bool| {
        let b = y.to_bits();
        // Finite, non-zero y: stepping the magnitude's bits moves one ulp.
        let away = (f64::from(y) < 0.0) != up;
        f32::from_bits(if away { b + 1 } else { b - 1 })
    };
    let other = toward(y, x64 > f64::from(y));
    if !other.is_finite() || (f64::from(y) + f64::from(other)) / 2.0 != x64 {
        return y;
    }
    let (p, q) = match exact.split_once('/') {
        Some((p, q)) => (p.trim().parse::<BigInt>(), q.trim().parse::<BigInt>()),
        None => (exact.trim().parse::<BigInt>(), Ok(BigInt::from(1))),
    };
    let (Ok(p), Ok(q)) = (p, q) else {
        return y;
    };
    // x64 = m · 2^e exactly.
    let bits = x64.to_bits();
    let (exp, frac) = (((bits >> 52) & 0x7ff) as i64, bits & ((1 << 52) - 1));
    let (m, e) = if exp == 0 {
        (frac as i64, -1074)
    } else {
        ((frac | (1 << 52)) as i64, exp - 1075)
    };
    let m = if x64 < 0.0 { -m } else { m };
    // Compare p/q with m·2^e (q > 0): p·2^-e vs m·q, or p vs m·q·2^e.
    let (lhs, rhs) = if e < 0 {
        (p << (-e) as usize, BigInt::from(m) * q)
    } else {
        (p, (BigInt::from(m) * q) << e as usize)
    };
    let above = lhs > rhs;
    if lhs == rhs {
        return y; // exactly the midpoint: ties to even, as `as` does
    }
    let (lo, hi) = if f64::from(y) < f64::from(other) {
        (y, other)
    } else {
        (other, y)
    };
    if above {
        hi
    } else {
        lo
    }
}

#[cfg(test)]
mod program_tests {
    //! Tangents through named intermediates against central differences of the same program,
    //! both evaluated by interpreting the lowered blocks (which tests the lowering too). symbolica
    //! is used through the engine (lock + worker thread): libtest runs tests on several threads.
    use super::*;
    use crate::engine::run_exclusive;
    use crate::symbolic::program::*;
    use crate::symbolic::symbols::*;

    fn eval(block: &Block, inputs: &dyn Fn(Var) -> f64) -> Vec<f64> {
        block.evaluate(inputs)
    }

    #[test]
    fn tangents_through_names_match_central_differences() {
        let worst = run_exclusive(|| {
            let mut p = Program::new();
            let (q0, q1) = (p.var(Var::Q(0)), p.var(Var::Q(1)));
            let (s, c) = p.sin_cos("s", "c", &(&q0 - &q1));
            let a = p.define("a", &(&s * &q1) + &(&c * &c));
            let b = p.define("b", &(&(&a * &a) * &Atom::num((3, 7))) + &(&q1 * &s));
            let outputs = vec![
                b.clone(),
                p.tangent(&b, Var::Q(0)),
                p.tangent(&b, Var::Q(1)),
            ];
            let block = lower(&p, &outputs, "t", None)?;
            let mut worst = 0.0f64;
            for &(x0, x1) in &[(0.3, -1.2), (2.0, 0.5), (-0.7, 0.9)] {
                let at = |d0: f64, d1: f64| {
                    eval(&block, &|v| match v {
                        Var::Q(0) => x0 + d0,
                        Var::Q(1) => x1 + d1,
                        _ => 0.0,
                    })
                };
                let h = 1e-6;
                let exact = at(0.0, 0.0);
                let fd0 = (at(h, 0.0)[0] - at(-h, 0.0)[0]) / (2.0 * h);
                let fd1 = (at(0.0, h)[0] - at(0.0, -h)[0]) / (2.0 * h);
                worst = worst
                    .max((exact[1] - fd0).abs())
                    .max((exact[2] - fd1).abs());
            }
            Ok(worst)
        })
        .expect("derivation");
        // Central differences with h = 1e-6 on O(1) functions: error ~ h² + ε/h ≈ 1e-10.
        assert!(worst < 1e-8, "tangent vs central difference: {worst:e}");
    }

    #[test]
    fn dot_outputs_compute_what_their_sums_compute() {
        // The same outputs lowered as sums and with dot products of six-vectors: a dense pair
        // and two dense pairs become `Rhs::Dot`s over stored vectors; a sparse pair, a zero and
        // a dot product inside an expression stay plain. The same values at every input (to
        // rounding: the sums are taken in another order).
        let (sums, dots) = run_exclusive(|| {
            let build = |on: bool| -> Result<Block, String> {
                let mut p = Program::new();
                p.set_dot_outputs(on);
                let q: Vec<Atom> = (0..3).map(|i| p.var(Var::Q(i))).collect();
                let (s, c) = p.sin_cos("s", "c", &q[0]);
                let a: Vec<Atom> = (0..6)
                    .map(|k| p.define(&format!("a{k}"), &(&s * &Atom::num(k as i64 + 1)) + &q[1]))
                    .collect();
                let b: Vec<Atom> = (0..6)
                    .map(|k| p.define(&format!("b{k}"), &(&c * &q[2]) + &Atom::num(k as i64)))
                    .collect();
                let sparse: Vec<Atom> = (0..6)
                    .map(|k| if k == 2 { c.clone() } else { Atom::num(0) })
                    .collect();
                let sum = |x: &[Atom], y: &[Atom]| {
                    let products: Vec<Atom> = x.iter().zip(y).map(|(x, y)| x * y).collect();
                    Atom::add_many(products.iter())
                };
                let e: Vec<Atom> = (0..6)
                    .map(|k| p.define(&format!("e{k}"), &(&s * &c) + &Atom::num(k as i64 + 2)))
                    .collect();
                let (ae, ba) = ([a.clone(), e].concat(), [b.clone(), a.clone()].concat());
                let one = p.dot(a.clone(), b.clone(), sum(&a, &b));
                let two = p.dot(ae.clone(), ba.clone(), sum(&ae, &ba));
                let thin = p.dot(sparse.clone(), b.clone(), sum(&sparse, &b));
                let inside = &one + &q[0];
                lower(&p, &[one, Atom::num(0), two, thin, inside], "t", None)
            };
            Ok((build(false)?, build(true)?))
        })
        .expect("derivation");
        let calls = |b: &Block| {
            b.stmts
                .iter()
                .filter(|s| matches!(s.rhs, Rhs::Dot(..)))
                .count()
        };
        assert_eq!((calls(&sums), calls(&dots)), (0, 2), "{:?}", dots.stmts);
        for &(x0, x1, x2) in &[(0.3, -1.2, 0.7), (2.0, 0.5, -0.4), (-0.7, 0.9, 1.6)] {
            let input = |v: Var| match v {
                Var::Q(0) => x0,
                Var::Q(1) => x1,
                Var::Q(2) => x2,
                _ => 0.0,
            };
            let (want, got) = (eval(&sums, &input), eval(&dots, &input));
            for k in 0..5 {
                // Values of order 10: a few roundings apart.
                assert!(
                    (want[k] - got[k]).abs() < 1e-12,
                    "output {k}: {} vs {}",
                    want[k],
                    got[k]
                );
            }
        }
    }

    #[test]
    fn structural_zeros_are_never_formed() {
        let (zero, named) = run_exclusive(|| {
            let mut p = Program::new();
            let (q0, q1) = (p.var(Var::Q(0)), p.var(Var::Q(1)));
            let (s, _) = p.sin_cos("s", "c", &q0);
            let a = p.define("a", &(&s * &s) + &Atom::num(2));
            let before = p.len();
            let d = p.tangent(&a, Var::Q(1)); // a does not depend on q1
            let _ = q1;
            Ok((d.is_zero(), p.len() - before))
        })
        .expect("derivation");
        assert!(
            zero && named == 0,
            "a zero derivative must be neither computed nor named"
        );
    }

    #[test]
    fn decimal_literals_become_exact_rationals() {
        let ok = run_exclusive(|| {
            let a = crate::symbolic::mechanics::constant(0.185);
            let b = crate::symbolic::mechanics::constant(-1e-3);
            Ok(a == Atom::num((37, 200))
                && b == Atom::num((-1, 1000))
                && crate::symbolic::mechanics::constant(0.0).is_zero())
        })
        .expect("derivation");
        assert!(ok);
    }
}
