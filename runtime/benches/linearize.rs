//! The recursive linearizer against central finite differences.
//!
//! Cases: random spatial chains (fixed SplitMix64 seeds, 30% prismatic joints, relative
//! angles) and the pendulum of the n-link pendulum linearization notes (2015), in absolute
//! angles, with 2, 3, 7 and 10 degrees of freedom, at one random state each. Functions:
//!
//! * `recursive_ab`: [`chaindyn::state_space`], the analytic `A`, `B`;
//! * `fd_ab`: [`chaindyn::finite_diff::state_space`], `A`, `B` by central differences of
//!   forward dynamics (`6n + 1` forward-dynamics calls);
//! * `recursive_all`: [`chaindyn::linearize`], every block (`∂M/∂q`, `∂(Cq̇)/∂q`, ...);
//! * `fd_all`: [`chaindyn::finite_diff::linearize`], every block by central differences.
//!
//! And forward dynamics on random trees of 10, 20 and 40 bodies (group `tree_forward`):
//! [`chaindyn::aba`] against [`chaindyn::forward_dynamics`] (`M` by CRBA and a Cholesky
//! factorisation), in the bench report (`scripts/bench.sh`).
//!
//! Run: `cargo bench -p chaindyn --bench linearize -- --warm-up-time 1 --measurement-time 3`.

#[path = "../tests/common/mod.rs"]
mod common;

use chaindyn::pendulum::Pendulum;
use chaindyn::{aba, finite_diff, forward_dynamics, linearize, state_space, Multibody};
use common::{random_chain, random_state, random_tree, SplitMix64};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;

fn cases() -> Vec<(String, usize, Multibody)> {
    let mut out = Vec::new();
    for n in [2usize, 3, 7, 10] {
        let mut rng = SplitMix64(0xBE0C + n as u64);
        let chain = random_chain(&mut rng, n, 0.3);
        out.push(("spatial".to_string(), n, Multibody::new(&chain).unwrap()));
        let masses: Vec<f64> = (0..n).map(|_| rng.uniform(0.1, 3.0)).collect();
        let lengths: Vec<f64> = (0..n).map(|_| rng.uniform(0.2, 1.5)).collect();
        let p = Pendulum::new(&masses, &lengths, 9.81).unwrap();
        out.push((
            "pendulum".to_string(),
            n,
            Multibody::new(p.chain()).unwrap(),
        ));
    }
    out
}

fn bench(c: &mut Criterion) {
    for (kind, n, mb) in cases() {
        let mut rng = SplitMix64(0x57A7E + n as u64);
        let (q, qd, tau) = random_state(&mut rng, n);
        // Sanity: both paths agree before timing them (see the tests for tolerances).
        let an = state_space(&mb, &q, &qd, &tau).unwrap();
        let fd = finite_diff::state_space(&mb, &q, &qd, &tau).unwrap();
        assert!((&an.a - &fd.a).norm() <= 1e-6 * fd.a.norm().max(1.0));
        let mut group = c.benchmark_group(kind.as_str());
        group.bench_with_input(BenchmarkId::new("recursive_ab", n), &n, |b, _| {
            b.iter(|| {
                state_space(
                    black_box(&mb),
                    black_box(&q),
                    black_box(&qd),
                    black_box(&tau),
                )
            })
        });
        group.bench_with_input(BenchmarkId::new("fd_ab", n), &n, |b, _| {
            b.iter(|| {
                finite_diff::state_space(
                    black_box(&mb),
                    black_box(&q),
                    black_box(&qd),
                    black_box(&tau),
                )
            })
        });
        group.bench_with_input(BenchmarkId::new("recursive_all", n), &n, |b, _| {
            b.iter(|| {
                linearize(
                    black_box(&mb),
                    black_box(&q),
                    black_box(&qd),
                    black_box(&tau),
                )
            })
        });
        group.bench_with_input(BenchmarkId::new("fd_all", n), &n, |b, _| {
            b.iter(|| {
                finite_diff::linearize(
                    black_box(&mb),
                    black_box(&q),
                    black_box(&qd),
                    black_box(&tau),
                )
            })
        });
        group.finish();
    }
}

/// Forward dynamics of random trees of 10, 20 and 40 bodies: the articulated-body algorithm
/// (`O(n)`) against the solve with `M` (CRBA, `O(n²)` columns, and a dense Cholesky, `O(n³)`).
fn trees(c: &mut Criterion) {
    let mut group = c.benchmark_group("tree_forward");
    for n in [10usize, 20, 40] {
        let mut rng = SplitMix64(0x7EE0 + n as u64);
        let mb = Multibody::new(&random_tree(&mut rng, n)).unwrap();
        let (q, qd, tau) = random_state(&mut rng, n);
        let by_m = forward_dynamics(&mb, &q, &qd, &tau).unwrap();
        let by_aba = aba(&mb, &q, &qd, &tau).unwrap();
        assert!((&by_aba - &by_m).norm() <= 1e-10 * by_m.norm().max(1.0));
        group.bench_function(format!("aba/{n}"), |b| {
            b.iter(|| {
                aba(
                    black_box(&mb),
                    black_box(&q),
                    black_box(&qd),
                    black_box(&tau),
                )
            })
        });
        group.bench_function(format!("crba_cholesky/{n}"), |b| {
            b.iter(|| {
                forward_dynamics(
                    black_box(&mb),
                    black_box(&q),
                    black_box(&qd),
                    black_box(&tau),
                )
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench, trees);
criterion_main!(benches);
