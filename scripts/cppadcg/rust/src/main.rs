//! chaindyn's side of scripts/cppadcg/run.sh.
//!
//!     chaindyn-cppadcg-bench dump STATES OUT.json   outputs on every state (for cppadcg.py verify)
//!     chaindyn-cppadcg-bench time STATES            TSV `chaindyn model quantity cpu_ns wall_ns`
//!
//! STATES is written by `cppadcg.py states` (per model a header `model KEY NQ NV URDF ROOT GX GY
//! GZ NSTATES QUANTITIES CONTACTS`, then per state q (NQ numbers), v, a, tau (NV each));
//! bench.cpp reads the same file and times the same quantities the same way (see `time_ns`).
//! The fixed-base models (ROOT `fixed`, NQ = NV) implement `Dynamics<N>` (`time_model`,
//! `dump_model`); Solo12 and the G1 (ROOT `free_flyer`) implement `FloatingDynamics<19, 18>`,
//! `<36, 35>` and `FloatingTaskSpace` (`time_floating`, `dump_floating`). Quantities `M`,
//! `rnea`, `aba`, `lin`, and under contact (every contact of the generated `CONTACTS`, which
//! must be the header's CONTACTS, active; `ContactOptions::default()`: LOCAL axes, exact solve)
//! `cd` (`constraint_dynamics`: a, lambda) and `cdd` (`constraint_dynamics_derivatives`); each
//! model's QUANTITIES only.
#![allow(clippy::all)]

#[allow(dead_code)] // the prepared files' constants (names, limits, operation counts)
mod models;

use chaindyn::nalgebra::{SMatrix, SVector};
use chaindyn::{ContactKind, ContactOptions, Dynamics, FloatingTaskSpace, FrameContact};
use models::{
    AllegroHand, Baxter, Panda, Planar10, Planar7, Solo12, UrdfDoublePendulum, UrdfPendubot, G1,
};
use std::fmt::Write as _;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Calls per batch: enough for `BATCH` (calibrated once per quantity after a warm-up).
const BATCH: Duration = Duration::from_millis(20);
/// Batches per quantity; the median batch's ns per call is reported.
const BATCHES: usize = 15;

struct State {
    q: Vec<f64>,
    v: Vec<f64>,
    a: Vec<f64>,
    tau: Vec<f64>,
}

struct ModelStates {
    key: String,
    /// Sizes of q and of v, a, tau (equal on a fixed base).
    nq: usize,
    nv: usize,
    /// `fixed` or `free_flyer`.
    root: String,
    /// The quantities timed and dumped (`M`, `rnea`, `aba`, `lin`, `cd`, `cdd`).
    quantities: Vec<String>,
    /// `(point | surface, frame)`.
    contacts: Vec<(String, String)>,
    states: Vec<State>,
}

fn read_states(path: &str) -> Vec<ModelStates> {
    let text = std::fs::read_to_string(path).expect("read states");
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let mut out = Vec::new();
    let parse =
        |l: &str| -> Vec<f64> { l.split_whitespace().map(|t| t.parse().unwrap()).collect() };
    while let Some(h) = lines.next() {
        // model KEY NQ NV URDF ROOT GX GY GZ NSTATES QUANTITIES CONTACTS
        let h: Vec<&str> = h.split_whitespace().collect();
        assert_eq!(h.len(), 12, "bad header {h:?}");
        assert_eq!(h[0], "model");
        let key = h[1].to_string();
        let (nq, nv): (usize, usize) = (h[2].parse().unwrap(), h[3].parse().unwrap());
        let root = h[5].to_string();
        assert!(
            root == "fixed" || root == "free_flyer",
            "{key}: root {root}"
        );
        let ns: usize = h[9].parse().unwrap();
        let quantities: Vec<String> = h[10].split(',').map(str::to_string).collect();
        for q in &quantities {
            assert!(
                ["M", "rnea", "aba", "lin", "cd", "cdd"].contains(&q.as_str()),
                "{key}: quantity {q}"
            );
        }
        let contacts: Vec<(String, String)> = if h[11] == "-" {
            Vec::new()
        } else {
            h[11]
                .split(',')
                .map(|c| {
                    let (kind, frame) = c.split_once(':').expect("KIND:FRAME");
                    (kind.to_string(), frame.to_string())
                })
                .collect()
        };
        let mut states = Vec::new();
        for _ in 0..ns {
            let mut next = |len: usize| {
                let x = parse(lines.next().unwrap());
                assert_eq!(x.len(), len, "{key}");
                x
            };
            states.push(State {
                q: next(nq),
                v: next(nv),
                a: next(nv),
                tau: next(nv),
            });
        }
        out.push(ModelStates {
            key,
            nq,
            nv,
            root,
            quantities,
            contacts,
            states,
        });
    }
    out
}

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
}

/// CPU time of this thread (Linux x86_64 `CLOCK_THREAD_CPUTIME_ID`), in seconds: the machine
/// may be shared, and wall-clock time would count the time the process is descheduled.
fn thread_cpu_s() -> f64 {
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut t = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid pointer to a `struct timespec` (two `long`s on x86_64 Linux).
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0);
    t.tv_sec as f64 + 1e-9 * t.tv_nsec as f64
}

/// Medians over `BATCHES` batches of ~`BATCH` (thread CPU time) of the ns per call of `f(i)`
/// (`i` = 0, 1, 2, ...: the callee cycles through the states with `i & 15`), in thread CPU time
/// and in wall-clock time, after a warm-up that also sizes the batches. bench.cpp's `time_ns`
/// is the same loop.
pub fn time_ns<F: FnMut(usize)>(mut f: F) -> (f64, f64) {
    let mut iters = 16usize;
    let elapsed = loop {
        let t = thread_cpu_s();
        for i in 0..iters {
            f(i);
        }
        let e = thread_cpu_s() - t;
        if e >= 5e-3 {
            break e;
        }
        iters *= 2;
    };
    let iters = ((iters as f64) * BATCH.as_secs_f64() / elapsed).ceil() as usize;
    for i in 0..iters {
        f(i); // one more batch of warm-up
    }
    let (mut cpu, mut wall) = (Vec::new(), Vec::new());
    for _ in 0..BATCHES {
        let (w, t) = (Instant::now(), thread_cpu_s());
        for i in 0..iters {
            f(i);
        }
        let (t1, w1) = (thread_cpu_s(), w.elapsed());
        cpu.push((t1 - t) * 1e9 / iters as f64);
        wall.push(w1.as_secs_f64() * 1e9 / iters as f64);
    }
    cpu.sort_by(|a, b| a.partial_cmp(b).unwrap());
    wall.sort_by(|a, b| a.partial_cmp(b).unwrap());
    (cpu[BATCHES / 2], wall[BATCHES / 2])
}

struct Inputs<const NQ: usize, const NV: usize> {
    q: Vec<SVector<f64, NQ>>,
    v: Vec<SVector<f64, NV>>,
    a: Vec<SVector<f64, NV>>,
    tau: Vec<SVector<f64, NV>>,
}

/// One of the states' vectors (`f` picks it) as `SVector<f64, K>`, state by state.
fn column<const K: usize>(m: &ModelStates, f: fn(&State) -> &Vec<f64>) -> Vec<SVector<f64, K>> {
    m.states
        .iter()
        .map(|s| SVector::from_column_slice(f(s)))
        .collect()
}

/// The states of `m` as fixed-size vectors; checks the sizes and the root joint (`fixed` or
/// `free_flyer`) against the model's.
fn inputs<const NQ: usize, const NV: usize>(m: &ModelStates, root: &str) -> Inputs<NQ, NV> {
    assert_eq!((m.nq, m.nv), (NQ, NV), "{}", m.key);
    assert_eq!(m.root, root, "{}", m.key);
    assert!(m.states.len() == 16, "the loops cycle with i & 15");
    Inputs {
        q: column(m, |s| &s.q),
        v: column(m, |s| &s.v),
        a: column(m, |s| &s.a),
        tau: column(m, |s| &s.tau),
    }
}

fn time_model<const N: usize, D: Dynamics<N>>(d: &D, m: &ModelStates, out: &mut String) {
    let x = inputs::<N, N>(m, "fixed");
    let (q, v, a, tau) = (&x.q, &x.v, &x.a, &x.tau);
    let rows: [(&str, &dyn Fn() -> (f64, f64)); 4] = [
        ("M", &|| {
            time_ns(|i| {
                black_box(d.mass_matrix(black_box(&q[i & 15])));
            })
        }),
        ("rnea", &|| {
            time_ns(|i| {
                let k = i & 15;
                black_box(d.inverse_dynamics(black_box(&q[k]), black_box(&v[k]), black_box(&a[k])));
            })
        }),
        ("aba", &|| {
            time_ns(|i| {
                let k = i & 15;
                black_box(d.forward_dynamics(
                    black_box(&q[k]),
                    black_box(&v[k]),
                    black_box(&tau[k]),
                ));
            })
        }),
        ("lin", &|| {
            time_ns(|i| {
                let k = i & 15;
                black_box(d.linearize_blocks(
                    black_box(&q[k]),
                    black_box(&v[k]),
                    black_box(&tau[k]),
                ));
            })
        }),
    ];
    write_rows(m, &rows, out);
}

/// The TSV lines of the timed quantities (`rows`: every quantity the function knows, timed
/// lazily) that the model's QUANTITIES list, in that order.
fn write_rows(m: &ModelStates, rows: &[(&str, &dyn Fn() -> (f64, f64))], out: &mut String) {
    for q in &m.quantities {
        let (_, f) = rows
            .iter()
            .find(|(name, _)| *name == q.as_str())
            .unwrap_or_else(|| panic!("{}: quantity {q} not available", m.key));
        let (cpu, wall) = f();
        writeln!(out, "chaindyn\t{}\t{}\t{:.3}\t{:.3}", m.key, q, cpu, wall).unwrap();
    }
}

/// The generated `contacts` checked against the states header's CONTACTS (same frames, kinds,
/// order), all active.
fn check_contacts<const NQ: usize, const NV: usize, D: FloatingTaskSpace<NQ, NV>>(
    contacts: &[FrameContact<D>],
    m: &ModelStates,
) {
    assert_eq!(contacts.len(), m.contacts.len(), "{}: contacts", m.key);
    for (c, (kind, frame)) in contacts.iter().zip(&m.contacts) {
        assert!(
            D::frame(frame) == Some(c.frame),
            "{}: contact frame {frame}",
            m.key
        );
        let want = match kind.as_str() {
            "point" => ContactKind::Point,
            "surface" => ContactKind::Surface,
            k => panic!("{}: contact kind {k}", m.key),
        };
        assert!(c.kind == want, "{}: contact {frame} kind", m.key);
    }
}

/// `time_model` for a floating base (`FloatingTaskSpace<NQ, NV>`): q has NQ entries, the rest NV;
/// `contacts` (N of them, NC force components: the generated `CONTACTS`) all active.
fn time_floating<
    const NQ: usize,
    const NV: usize,
    const NC: usize,
    const N: usize,
    D: FloatingTaskSpace<NQ, NV>,
>(
    d: &D,
    contacts: &[FrameContact<D>; N],
    m: &ModelStates,
    out: &mut String,
) {
    let x = inputs::<NQ, NV>(m, "free_flyer");
    check_contacts(contacts, m);
    let (q, v, a, tau) = (&x.q, &x.v, &x.a, &x.tau);
    let active = [true; N];
    let options = ContactOptions::default();
    let rows: [(&str, &dyn Fn() -> (f64, f64)); 6] = [
        ("M", &|| {
            time_ns(|i| {
                black_box(d.mass_matrix(black_box(&q[i & 15])));
            })
        }),
        ("rnea", &|| {
            time_ns(|i| {
                let k = i & 15;
                black_box(d.inverse_dynamics(black_box(&q[k]), black_box(&v[k]), black_box(&a[k])));
            })
        }),
        ("aba", &|| {
            time_ns(|i| {
                let k = i & 15;
                black_box(d.forward_dynamics(
                    black_box(&q[k]),
                    black_box(&v[k]),
                    black_box(&tau[k]),
                ));
            })
        }),
        ("lin", &|| {
            time_ns(|i| {
                let k = i & 15;
                black_box(d.linearize_blocks(
                    black_box(&q[k]),
                    black_box(&v[k]),
                    black_box(&tau[k]),
                ));
            })
        }),
        ("cd", &|| {
            time_ns(|i| {
                let k = i & 15;
                let _ = black_box(d.constraint_dynamics::<NC>(
                    black_box(&contacts[..]),
                    black_box(&active[..]),
                    black_box(&q[k]),
                    black_box(&v[k]),
                    black_box(&tau[k]),
                    black_box(&options),
                ));
            })
        }),
        ("cdd", &|| {
            time_ns(|i| {
                let k = i & 15;
                let _ = black_box(d.constraint_dynamics_derivatives::<NC>(
                    black_box(&contacts[..]),
                    black_box(&active[..]),
                    black_box(&q[k]),
                    black_box(&v[k]),
                    black_box(&tau[k]),
                    black_box(&options),
                ));
            })
        }),
    ];
    write_rows(m, &rows, out);
}

fn json_vec<const N: usize>(x: &SVector<f64, N>) -> String {
    let items: Vec<String> = x.iter().map(|t| format!("{t:?}")).collect();
    format!("[{}]", items.join(","))
}

fn json_mat<const R: usize, const C: usize>(x: &SMatrix<f64, R, C>) -> String {
    let rows: Vec<String> = (0..R)
        .map(|i| {
            let r: Vec<String> = (0..C).map(|j| format!("{:?}", x[(i, j)])).collect();
            format!("[{}]", r.join(","))
        })
        .collect();
    format!("[{}]", rows.join(","))
}

/// The dump's entries of the quantities `M`, `rnea`, `aba`, `lin` the model lists (cppadcg.py's
/// OUTPUTS), as `"key":value` strings.
fn base_entries<const N: usize>(
    m: &ModelStates,
    mass: impl Fn() -> SMatrix<f64, N, N>,
    rnea: impl Fn() -> SVector<f64, N>,
    aba: impl Fn() -> SVector<f64, N>,
    lin: impl Fn() -> [String; 4],
) -> Vec<String> {
    let mut e = Vec::new();
    for q in &m.quantities {
        match q.as_str() {
            "M" => e.push(format!("\"M\":{}", json_mat(&mass()))),
            "rnea" => e.push(format!("\"rnea\":{}", json_vec(&rnea()))),
            "aba" => e.push(format!("\"aba\":{}", json_vec(&aba()))),
            "lin" => {
                let l = lin();
                for (k, x) in ["lin_qdd", "lin_dq", "lin_dv", "lin_minv"].iter().zip(l) {
                    e.push(format!("\"{k}\":{x}"));
                }
            }
            _ => {}
        }
    }
    e
}

fn dump_model<const N: usize, D: Dynamics<N>>(d: &D, m: &ModelStates) -> String {
    let x = inputs::<N, N>(m, "fixed");
    let states: Vec<String> = (0..m.states.len())
        .map(|k| {
            let (q, v, a, tau) = (&x.q[k], &x.v[k], &x.a[k], &x.tau[k]);
            let e = base_entries(
                m,
                || d.mass_matrix(q),
                || d.inverse_dynamics(q, v, a),
                || d.forward_dynamics(q, v, tau),
                || {
                    let l = d.linearize_blocks(q, v, tau);
                    [
                        json_vec(&l.qdd),
                        json_mat(&l.dqdd_dq),
                        json_mat(&l.dqdd_dqd),
                        json_mat(&l.minv),
                    ]
                },
            );
            format!("{{{}}}", e.join(","))
        })
        .collect();
    format!("\"{}\":[{}]", m.key, states.join(","))
}

/// `dump_model` for a floating base: M, the linearization's blocks and M^-1 are NV x NV; under
/// contact a (NV), lambda (NC), the derivatives of a NV x NV, of lambda NC x NV.
fn dump_floating<
    const NQ: usize,
    const NV: usize,
    const NC: usize,
    const N: usize,
    D: FloatingTaskSpace<NQ, NV>,
>(
    d: &D,
    contacts: &[FrameContact<D>; N],
    m: &ModelStates,
) -> String {
    let x = inputs::<NQ, NV>(m, "free_flyer");
    check_contacts(contacts, m);
    let active = [true; N];
    let options = ContactOptions::default();
    let states: Vec<String> = (0..m.states.len())
        .map(|k| {
            let (q, v, a, tau) = (&x.q[k], &x.v[k], &x.a[k], &x.tau[k]);
            let mut e = base_entries(
                m,
                || d.mass_matrix(q),
                || d.inverse_dynamics(q, v, a),
                || d.forward_dynamics(q, v, tau),
                || {
                    let l = d.linearize_blocks(q, v, tau);
                    [
                        json_vec(&l.qdd),
                        json_mat(&l.dqdd_dq),
                        json_mat(&l.dqdd_dqd),
                        json_mat(&l.minv),
                    ]
                },
            );
            if m.quantities.iter().any(|q| q == "cd") {
                let c = d
                    .constraint_dynamics::<NC>(contacts, &active, q, v, tau, &options)
                    .unwrap_or_else(|err| panic!("{}: constraint_dynamics: {err}", m.key));
                e.push(format!("\"cd_a\":{}", json_vec(&c.a)));
                e.push(format!("\"cd_lambda\":{}", json_vec(&c.lambda)));
            }
            if m.quantities.iter().any(|q| q == "cdd") {
                let c = d
                    .constraint_dynamics_derivatives::<NC>(contacts, &active, q, v, tau, &options)
                    .unwrap_or_else(|err| {
                        panic!("{}: constraint_dynamics_derivatives: {err}", m.key)
                    });
                e.push(format!("\"cdd_a\":{}", json_vec(&c.value.a)));
                e.push(format!("\"cdd_lambda\":{}", json_vec(&c.value.lambda)));
                e.push(format!("\"cdd_da_dq\":{}", json_mat(&c.da_dq)));
                e.push(format!("\"cdd_da_dv\":{}", json_mat(&c.da_dv)));
                e.push(format!("\"cdd_da_dtau\":{}", json_mat(&c.da_dtau)));
                e.push(format!("\"cdd_dl_dq\":{}", json_mat(&c.dlambda_dq)));
                e.push(format!("\"cdd_dl_dv\":{}", json_mat(&c.dlambda_dv)));
                e.push(format!("\"cdd_dl_dtau\":{}", json_mat(&c.dlambda_dtau)));
            }
            format!("{{{}}}", e.join(","))
        })
        .collect();
    format!("\"{}\":[{}]", m.key, states.join(","))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: {} dump STATES OUT.json | time STATES", args[0]);
        std::process::exit(2);
    }
    let models = read_states(&args[2]);
    match args[1].as_str() {
        "dump" => {
            let parts: Vec<String> = models
                .iter()
                .map(|m| match m.key.as_str() {
                    "dp" => dump_model::<2, _>(&UrdfDoublePendulum, m),
                    "pendubot" => dump_model::<2, _>(&UrdfPendubot, m),
                    "planar7" => dump_model::<7, _>(&Planar7, m),
                    "planar10" => dump_model::<10, _>(&Planar10, m),
                    "panda" => dump_model::<7, _>(&Panda, m),
                    "allegro" => dump_model::<16, _>(&AllegroHand, m),
                    "baxter" => dump_model::<19, _>(&Baxter, m),
                    "solo12" => dump_floating::<19, 18, { Solo12::CONTACT_FORCES }, 4, _>(
                        &Solo12,
                        &Solo12::CONTACTS,
                        m,
                    ),
                    "g1" => {
                        dump_floating::<36, 35, { G1::CONTACT_FORCES }, 2, _>(&G1, &G1::CONTACTS, m)
                    }
                    k => panic!("unknown model {k}"),
                })
                .collect();
            std::fs::write(&args[3], format!("{{{}}}\n", parts.join(",\n"))).expect("write");
        }
        "time" => {
            let mut out = String::new();
            for m in &models {
                match m.key.as_str() {
                    "dp" => time_model::<2, _>(&UrdfDoublePendulum, m, &mut out),
                    "pendubot" => time_model::<2, _>(&UrdfPendubot, m, &mut out),
                    "planar7" => time_model::<7, _>(&Planar7, m, &mut out),
                    "planar10" => time_model::<10, _>(&Planar10, m, &mut out),
                    "panda" => time_model::<7, _>(&Panda, m, &mut out),
                    "allegro" => time_model::<16, _>(&AllegroHand, m, &mut out),
                    "baxter" => time_model::<19, _>(&Baxter, m, &mut out),
                    "solo12" => time_floating::<19, 18, { Solo12::CONTACT_FORCES }, 4, _>(
                        &Solo12,
                        &Solo12::CONTACTS,
                        m,
                        &mut out,
                    ),
                    "g1" => time_floating::<36, 35, { G1::CONTACT_FORCES }, 2, _>(
                        &G1,
                        &G1::CONTACTS,
                        m,
                        &mut out,
                    ),
                    k => panic!("unknown model {k}"),
                }
            }
            print!("{out}");
        }
        c => panic!("unknown command {c}"),
    }
}
