//! From Python's arguments to an evaluation and back: each [`Spec`] becomes a Python function
//! that takes one state (1-D arrays) or a batch (2-D arrays, a state per row, `float64` or
//! `float32`), checks every entry (finite, a configuration's quaternion of unit norm), evaluates
//! with the interpreter released (a batch split across the machine's cores, each part in SIMD
//! lanes of four states where the evaluation is straight-line code) and returns arrays of the
//! matching shape and dtype. Every refusal is a `ValueError` (a `TypeError` for a missing or
//! unknown argument) carrying the Rust side's message.

use crate::spec::{Arg, Dims, Spec};
use chaindyn::nalgebra::SMatrix;
use chaindyn::simba::simd::{SimdValue, WideF64x4};
use chaindyn::{FrameContact, ReferenceFrame};
use numpy::{PyArray1, PyArrayMethods, PyReadonlyArrayDyn, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyCFunction, PyDict, PyList, PyModule, PyTuple};
use std::ffi::CString;
use std::sync::Arc;

/// What a function needs besides the arrays: the frame (an index into the model's frames), the
/// axes of a Jacobian or of point contacts' forces, the active contacts and a restitution.
#[derive(Debug, Clone, Copy)]
pub struct Ctx {
    /// The frame's index in the module's `frame_names`.
    pub frame: usize,
    /// The Jacobian's axes, or a point contact's force's.
    pub reference: ReferenceFrame,
    /// The active contacts: bit `k` for the model's contact `k`.
    pub active: u64,
    /// The restitution of an impact, in `[0, 1]`.
    pub restitution: f64,
}

impl Ctx {
    /// The active contacts of a model with `n` of them, as the runtime takes them.
    pub fn active(&self, n: usize) -> ([bool; MAX_CONTACTS], usize) {
        (core::array::from_fn(|k| self.active >> k & 1 == 1), n)
    }
}

/// The most contacts a module takes (the active set is a 64-bit mask).
pub const MAX_CONTACTS: usize = 64;

/// The mask of `n` contacts all active.
fn all_contacts(n: usize) -> u64 {
    if n == 0 {
        0
    } else {
        u64::MAX >> (MAX_CONTACTS - n.min(MAX_CONTACTS))
    }
}

/// A straight-line evaluation in the number type `S`: the arguments of one state concatenated
/// in the spec's order, the results written one after the other (matrices row by row).
pub type Straight<M, S> = fn(&Model<M>, &Ctx, &[S], &mut [S]);

/// An evaluation in `f64` that may refuse a state, with the Rust side's message.
pub type Checked<M> = fn(&Model<M>, &Ctx, &[f64], &mut [f64]) -> Result<(), String>;

/// How a backend evaluates a spec.
pub enum Eval<M> {
    /// Generated straight-line code: the same program in `f64` and in lanes of four `f64`
    /// (equal to the bit, up to the sign of a zero).
    Straight(Straight<M, f64>, Straight<M, WideF64x4>),
    /// One state at a time in `f64`.
    Checked(Checked<M>),
}

/// The entries of a module for the model type `M`: each spec with its evaluation.
pub type Entries<M> = Vec<(&'static Spec, Eval<M>)>;

impl<M> Clone for Eval<M> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<M> Copy for Eval<M> {}

/// A model behind a module: the backend's value and what the driver checks states against.
pub struct Model<M> {
    /// The backend (a generated type or the runtime reference).
    pub model: M,
    /// Its sizes.
    pub dims: Dims,
    /// Its frames' names (a frame argument names one, or gives its index here).
    pub frames: Vec<String>,
    /// Checks one configuration (`nq` entries, every one finite): its message on refusal.
    pub check_configuration: fn(&M, &[f64]) -> Result<(), String>,
    /// Its contacts (the frame's name and the contact), in the description's order.
    pub contacts: Vec<(String, FrameContact<M>)>,
}

impl<M> std::ops::Deref for Model<M> {
    type Target = M;
    fn deref(&self) -> &M {
        &self.model
    }
}

/// One array argument, read without a copy where it is a contiguous `float64` array.
enum Values<'py> {
    Borrowed(PyReadonlyArrayDyn<'py, f64>),
    Owned(Vec<f64>),
}

impl Values<'_> {
    fn slice(&self) -> &[f64] {
        match self {
            Values::Borrowed(a) => a.as_slice().expect("checked contiguous when read"),
            Values::Owned(v) => v,
        }
    }
}

/// An array argument: its values, its number of rows (`None`: one state, 1-D) and whether it
/// was `float32`.
struct Input<'py> {
    values: Values<'py>,
    rows: Option<usize>,
    single_precision: bool,
}

fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}

/// Reads argument `name` of `width` entries per state.
fn read<'py>(obj: &Bound<'py, PyAny>, name: &str, width: usize) -> PyResult<Input<'py>> {
    let py = obj.py();
    let array = if obj.hasattr("dtype")? && obj.hasattr("shape")? {
        obj.clone()
    } else {
        py.import("numpy")?.call_method1("asarray", (obj,))?
    };
    let (values, shape, single_precision) =
        if let Ok(a) = array.extract::<PyReadonlyArrayDyn<'py, f64>>() {
            let shape = a.shape().to_vec();
            let values = if a.is_c_contiguous() {
                Values::Borrowed(a)
            } else {
                Values::Owned(a.as_array().iter().copied().collect())
            };
            (values, shape, false)
        } else if let Ok(a) = array.extract::<PyReadonlyArrayDyn<'py, f32>>() {
            let shape = a.shape().to_vec();
            let values = Values::Owned(a.as_array().iter().map(|&x| f64::from(x)).collect());
            (values, shape, true)
        } else {
            let dtype = array
                .getattr("dtype")
                .and_then(|d| d.str().map(|s| s.to_string()))
                .unwrap_or_else(|_| "unknown".into());
            return Err(value_error(format!(
                "`{name}` has dtype {dtype}: pass a float64 or float32 array"
            )));
        };
    let rows = match shape.as_slice() {
        [w] if *w == width => None,
        [r, w] if *w == width => Some(*r),
        _ => {
            return Err(value_error(format!(
                "`{name}` has shape {shape:?}: expected ({width},) for one state or (n, {width}) \
                 for a batch of n"
            )))
        }
    };
    Ok(Input {
        values,
        rows,
        single_precision,
    })
}

/// The Python-side arguments bound to the spec's parameters.
struct Call<'py> {
    arrays: Vec<Input<'py>>,
    ctx: Ctx,
}

fn reference_frame(obj: &Bound<'_, PyAny>) -> PyResult<ReferenceFrame> {
    let name: String = match obj.extract::<String>() {
        Ok(s) => s,
        Err(_) => obj
            .getattr("name")
            .and_then(|n| n.extract::<String>())
            .map_err(|_| {
                value_error("`reference_frame` must be \"LOCAL\" or \"LOCAL_WORLD_ALIGNED\"")
            })?,
    };
    match name.as_str() {
        "LOCAL" => Ok(ReferenceFrame::Local),
        "LOCAL_WORLD_ALIGNED" => Ok(ReferenceFrame::LocalWorldAligned),
        other => Err(value_error(format!(
            "`reference_frame` is {other:?}: chaindyn gives frame Jacobians in \"LOCAL\" or \
             \"LOCAL_WORLD_ALIGNED\" axes"
        ))),
    }
}

fn frame_index(obj: &Bound<'_, PyAny>, frames: &[String]) -> PyResult<usize> {
    if let Ok(name) = obj.extract::<String>() {
        return frames.iter().position(|f| *f == name).ok_or_else(|| {
            value_error(format!(
                "no frame {name:?}: this module's frames are {frames:?}"
            ))
        });
    }
    match obj.extract::<i64>() {
        Ok(i) if i >= 0 && (i as usize) < frames.len() => Ok(i as usize),
        Ok(i) => Err(value_error(format!(
            "frame index {i} is out of range: this module has {} frames ({frames:?})",
            frames.len()
        ))),
        Err(_) => Err(value_error(
            "`frame` must be a frame's name or its index in `frame_names`",
        )),
    }
}

/// The parameters' names in Python, in order.
fn parameters(spec: &Spec) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = spec.args.iter().map(|a| a.name()).collect();
    if spec.frame {
        names.push("frame");
    }
    if spec.contacts {
        names.push("active");
    }
    if spec.restitution {
        names.push("restitution");
    }
    if spec.reference {
        names.push("reference_frame");
    }
    names
}

/// The active contacts from `active`: the frames' names of some of the model's contacts, or one
/// boolean per contact.
fn active_contacts<M>(obj: &Bound<'_, PyAny>, model: &Model<M>) -> PyResult<u64> {
    let names: Vec<&str> = model.contacts.iter().map(|(n, _)| n.as_str()).collect();
    let items: Vec<Bound<'_, PyAny>> = obj
        .try_iter()
        .map_err(|_| {
            value_error("`active` must be a list of contact frames' names or of booleans")
        })?
        .collect::<PyResult<_>>()?;
    let mut mask = 0u64;
    if items.iter().all(|i| i.extract::<String>().is_ok()) {
        for item in &items {
            let name: String = item.extract()?;
            let Some(k) = names.iter().position(|n| *n == name) else {
                return Err(value_error(format!(
                    "`active` names {name:?}, which is not a contact: this module's contacts are \
                     {names:?}"
                )));
            };
            mask |= 1 << k;
        }
        return Ok(mask);
    }
    if items.len() != names.len() {
        return Err(value_error(format!(
            "`active` has {} entries: give one boolean per contact ({names:?}), or the names of \
             the active ones",
            items.len()
        )));
    }
    for (k, item) in items.iter().enumerate() {
        let on: bool = item.extract().map_err(|_| {
            value_error("`active` must be a list of contact frames' names or of booleans")
        })?;
        if on {
            mask |= 1 << k;
        }
    }
    Ok(mask)
}

fn bind<'py, M>(
    model: &Model<M>,
    spec: &Spec,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Call<'py>> {
    let names = parameters(spec);
    if args.len() > names.len() {
        return Err(PyTypeError::new_err(format!(
            "{}() takes {} arguments ({}), {} given",
            spec.name,
            names.len(),
            names.join(", "),
            args.len()
        )));
    }
    let mut slots: Vec<Option<Bound<'py, PyAny>>> = vec![None; names.len()];
    for (k, a) in args.iter().enumerate() {
        slots[k] = Some(a);
    }
    if let Some(kwargs) = kwargs {
        for (key, value) in kwargs.iter() {
            let key: String = key.extract()?;
            let Some(k) = names.iter().position(|n| *n == key) else {
                return Err(PyTypeError::new_err(format!(
                    "{}() has no argument {key:?} (its arguments: {})",
                    spec.name,
                    names.join(", ")
                )));
            };
            if slots[k].is_some() {
                return Err(PyTypeError::new_err(format!(
                    "{}() got argument {key:?} twice",
                    spec.name
                )));
            }
            slots[k] = Some(value);
        }
    }
    let mut arrays = Vec::with_capacity(spec.args.len());
    for (k, arg) in spec.args.iter().enumerate() {
        let Some(obj) = &slots[k] else {
            return Err(PyTypeError::new_err(format!(
                "{}() is missing argument `{}`",
                spec.name,
                arg.name()
            )));
        };
        arrays.push(read(obj, arg.name(), model.dims.size(arg.dim()))?);
    }
    let mut ctx = Ctx {
        frame: 0,
        reference: ReferenceFrame::Local,
        active: all_contacts(model.contacts.len()),
        restitution: 0.0,
    };
    let mut k = spec.args.len();
    if spec.frame {
        let Some(obj) = &slots[k] else {
            return Err(PyTypeError::new_err(format!(
                "{}() is missing argument `frame`",
                spec.name
            )));
        };
        ctx.frame = frame_index(obj, &model.frames)?;
        k += 1;
    }
    if spec.contacts {
        if let Some(obj) = slots[k].as_ref().filter(|o| !o.is_none()) {
            ctx.active = active_contacts(obj, model)?;
        }
        k += 1;
    }
    if spec.restitution {
        if let Some(obj) = &slots[k] {
            let e: f64 = obj
                .extract()
                .map_err(|_| value_error("`restitution` must be a number in [0, 1]"))?;
            if !(0.0..=1.0).contains(&e) {
                return Err(value_error(format!(
                    "`restitution` is {e}: it must be in [0, 1] (0: the contacts stop, 1: they \
                     bounce back)"
                )));
            }
            ctx.restitution = e;
        }
        k += 1;
    }
    if spec.reference {
        if let Some(obj) = &slots[k] {
            ctx.reference = reference_frame(obj)?;
        }
    }
    Ok(Call { arrays, ctx })
}

/// Checks state `row`'s arguments: every entry finite, each configuration as the model's rule
/// says.
fn check_state<M>(
    model: &Model<M>,
    spec: &Spec,
    inputs: &[&[f64]],
    widths: &[usize],
    row: usize,
) -> Result<(), String> {
    for ((arg, input), &w) in spec.args.iter().zip(inputs).zip(widths) {
        let values = &input[row * w..(row + 1) * w];
        if let Some(i) = values.iter().position(|v| !v.is_finite()) {
            return Err(format!(
                "`{}[{i}]` is {}: not finite",
                arg.name(),
                values[i]
            ));
        }
        if arg.is_configuration() {
            (model.check_configuration)(&model.model, values).map_err(|e| rename(&e, *arg))?;
        }
    }
    Ok(())
}

/// A configuration's message names `q`; the spec's argument may be `q0` or `q1`.
fn rename(message: &str, arg: Arg) -> String {
    if arg == Arg::Q {
        message.to_string()
    } else {
        format!("`{}`: {message}", arg.name())
    }
}

/// Gathers state `row`'s arguments into `x`.
fn gather(inputs: &[&[f64]], widths: &[usize], row: usize, x: &mut [f64]) {
    let mut at = 0;
    for (input, &w) in inputs.iter().zip(widths) {
        x[at..at + w].copy_from_slice(&input[row * w..(row + 1) * w]);
        at += w;
    }
}

/// Writes one state's concatenated results `y` into the outputs at `row`.
fn scatter(y: &[f64], sizes: &[usize], outs: &mut [&mut [f64]], row: usize) {
    let mut at = 0;
    for (out, &s) in outs.iter_mut().zip(sizes) {
        out[row * s..(row + 1) * s].copy_from_slice(&y[at..at + s]);
        at += s;
    }
}

/// Evaluates rows `0..rows` of a part of a batch (`inputs` and `outs` hold that part only).
#[allow(clippy::too_many_arguments)]
fn evaluate_part<M>(
    model: &Model<M>,
    spec: &Spec,
    eval: Eval<M>,
    ctx: &Ctx,
    inputs: &[&[f64]],
    widths: &[usize],
    sizes: &[usize],
    outs: &mut [&mut [f64]],
    rows: usize,
) -> Result<(), (usize, String)> {
    let width: usize = widths.iter().sum();
    let size: usize = sizes.iter().sum();
    let mut x = vec![0.0; width];
    let mut y = vec![0.0; size];
    for row in 0..rows {
        check_state(model, spec, inputs, widths, row).map_err(|e| (row, e))?;
    }
    let mut row = 0;
    if let Eval::Straight(_, lanes) = eval {
        let mut xl = vec![WideF64x4::splat(0.0); width];
        let mut yl = vec![WideF64x4::splat(0.0); size];
        let mut x4 = vec![[0.0; 4]; width];
        let mut y4 = vec![[0.0; 4]; size];
        while row + 4 <= rows {
            // The four states' arguments side by side, then into lanes (and back).
            let mut at = 0;
            for (input, &w) in inputs.iter().zip(widths) {
                for lane in 0..4 {
                    let from = &input[(row + lane) * w..(row + lane + 1) * w];
                    for (slot, &v) in x4[at..at + w].iter_mut().zip(from) {
                        slot[lane] = v;
                    }
                }
                at += w;
            }
            for (l, v) in xl.iter_mut().zip(&x4) {
                *l = WideF64x4::from(*v);
            }
            lanes(model, ctx, &xl, &mut yl);
            for (v, &l) in y4.iter_mut().zip(&yl) {
                *v = l.into();
            }
            let mut at = 0;
            for (out, &s) in outs.iter_mut().zip(sizes) {
                for lane in 0..4 {
                    let to = &mut out[(row + lane) * s..(row + lane + 1) * s];
                    for (slot, v) in to.iter_mut().zip(&y4[at..at + s]) {
                        *slot = v[lane];
                    }
                }
                at += s;
            }
            row += 4;
        }
    }
    while row < rows {
        gather(inputs, widths, row, &mut x);
        match eval {
            Eval::Straight(scalar, _) => scalar(model, ctx, &x, &mut y),
            Eval::Checked(checked) => checked(model, ctx, &x, &mut y).map_err(|e| (row, e))?,
        }
        scatter(&y, sizes, outs, row);
        row += 1;
    }
    for (out, (&s, (name, _))) in outs.iter().zip(sizes.iter().zip(spec.outs)) {
        if let Some(i) = out.iter().position(|v| !v.is_finite()) {
            return Err((
                i / s,
                format!(
                    "`{name}` is not finite at this state (entry {}): the state is outside \
                     what double precision can hold",
                    i % s
                ),
            ));
        }
    }
    Ok(())
}

/// Below this many states a batch runs on the calling thread (a thread costs more).
const ROWS_PER_THREAD: usize = 64;

/// The threads of rayon's pool (the cores this process may run on; the pool is created with
/// its threads on the first batch large enough to split).
fn cores() -> usize {
    rayon::current_num_threads()
}

/// Evaluates a batch of `rows` states across the machine's cores (the threads of rayon's global
/// pool), in contiguous parts; the first refusal by state order is the one reported.
#[allow(clippy::too_many_arguments)]
fn evaluate<M: Sync>(
    model: &Model<M>,
    spec: &Spec,
    eval: Eval<M>,
    ctx: &Ctx,
    inputs: &[&[f64]],
    widths: &[usize],
    sizes: &[usize],
    outs: &mut [Vec<f64>],
    rows: usize,
) -> Result<(), (usize, String)> {
    let parts = if rows < 2 * ROWS_PER_THREAD {
        1
    } else {
        cores().min(rows / ROWS_PER_THREAD).max(1)
    };
    if parts == 1 {
        let mut outs: Vec<&mut [f64]> = outs.iter_mut().map(|o| o.as_mut_slice()).collect();
        return evaluate_part(
            model, spec, eval, ctx, inputs, widths, sizes, &mut outs, rows,
        );
    }
    // Contiguous parts of whole multiples of four states.
    let per = rows.div_ceil(parts).div_ceil(4) * 4;
    let mut rest: Vec<&mut [f64]> = outs.iter_mut().map(|o| o.as_mut_slice()).collect();
    let mut jobs = Vec::new();
    let mut start = 0;
    while start < rows {
        let n = per.min(rows - start);
        let mut mine = Vec::with_capacity(rest.len());
        for (slot, &s) in rest.iter_mut().zip(sizes) {
            let (head, tail) = std::mem::take(slot).split_at_mut(n * s);
            mine.push(head);
            *slot = tail;
        }
        let ins: Vec<&[f64]> = inputs
            .iter()
            .zip(widths)
            .map(|(i, &w)| &i[start * w..(start + n) * w])
            .collect();
        jobs.push((start, n, ins, mine));
        start += n;
    }
    let mut results: Vec<Result<(), (usize, String)>> = jobs.iter().map(|_| Ok(())).collect();
    rayon::scope(|scope| {
        for ((start, n, ins, mut mine), slot) in jobs.into_iter().zip(results.iter_mut()) {
            scope.spawn(move |_| {
                *slot = evaluate_part(model, spec, eval, ctx, &ins, widths, sizes, &mut mine, n)
                    .map_err(|(row, e)| (start + row, e));
            });
        }
    });
    results.into_iter().collect()
}

/// Calls `spec` on Python's arguments.
fn call<'py, M: Send + Sync + 'static>(
    model: &Model<M>,
    spec: &'static Spec,
    eval: Eval<M>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let py = args.py();
    let bound = bind(model, spec, args, kwargs)?;
    let batch = bound.arrays.first().and_then(|a| a.rows);
    for (a, arg) in bound.arrays.iter().zip(spec.args) {
        if a.rows != batch {
            let shape = |r: Option<usize>| match r {
                None => "one state (1-D)".to_string(),
                Some(n) => format!("a batch of {n} (2-D)"),
            };
            return Err(value_error(format!(
                "`{}` is {} but `{}` is {}: pass every array as one state or every one as a \
                 batch of the same length",
                arg.name(),
                shape(a.rows),
                spec.args[0].name(),
                shape(batch)
            )));
        }
    }
    let single_precision = bound.arrays.iter().any(|a| a.single_precision);
    let rows = batch.unwrap_or(1);
    let widths: Vec<usize> = spec.args.iter().map(|a| model.dims.size(a.dim())).collect();
    let sizes: Vec<usize> = spec.outs.iter().map(|(_, s)| model.dims.len(s)).collect();
    let mut outs: Vec<Vec<f64>> = sizes.iter().map(|&s| vec![0.0; s * rows]).collect();
    let ctx = bound.ctx;
    {
        let inputs: Vec<&[f64]> = bound.arrays.iter().map(|a| a.values.slice()).collect();
        let outs = &mut outs;
        let (widths, sizes) = (&widths, &sizes);
        py.detach(|| evaluate(model, spec, eval, &ctx, &inputs, widths, sizes, outs, rows))
            .map_err(|(row, e)| match batch {
                Some(_) => value_error(format!("{}: state {row}: {e}", spec.name)),
                None => value_error(format!("{}: {e}", spec.name)),
            })?;
    }
    let mut results = Vec::with_capacity(outs.len());
    for (values, (_, shape)) in outs.into_iter().zip(spec.outs) {
        let mut dims: Vec<usize> = batch.into_iter().collect();
        dims.extend(shape.iter().map(|&d| model.dims.size(d)));
        let array = if single_precision {
            let v: Vec<f32> = values.iter().map(|&x| x as f32).collect();
            PyArray1::from_vec(py, v).reshape(dims)?.into_any().unbind()
        } else {
            PyArray1::from_vec(py, values)
                .reshape(dims)?
                .into_any()
                .unbind()
        };
        results.push(array);
    }
    if results.len() == 1 {
        Ok(results.pop().expect("one result"))
    } else {
        Ok(PyTuple::new(py, results)?.into_any().unbind())
    }
}

/// The docstring: Python's signature line (`inspect.signature` reads it), what the function
/// computes and the shapes of its results.
fn docstring(spec: &Spec, dims: &Dims) -> CString {
    let mut params = parameters(spec);
    for p in params.iter_mut() {
        *p = match *p {
            "reference_frame" => "reference_frame='LOCAL'",
            "active" => "active=None",
            "restitution" => "restitution=0.0",
            other => other,
        };
    }
    let signature = params.join(", ");
    let shapes: Vec<String> = spec
        .outs
        .iter()
        .map(|(name, shape)| {
            let s: Vec<String> = shape.iter().map(|&d| dims.size(d).to_string()).collect();
            format!("{name} ({})", s.join(" x "))
        })
        .collect();
    let args: Vec<String> = spec
        .args
        .iter()
        .map(|a| format!("{} ({})", a.name(), dims.size(a.dim())))
        .collect();
    let alias = if spec.alias == spec.name {
        String::new()
    } else {
        format!(" Also `{}`.", spec.alias)
    };
    let text = format!(
        "{}({signature})\n--\n\n{}{alias}\n\nArguments: {}, each one state (1-D) or a batch \
         (2-D, a state per row), float64 or float32.\nReturns: {}, with a leading batch \
         dimension for a batch, in the arguments' dtype.",
        spec.name,
        spec.doc,
        args.join(", "),
        shapes.join(", ")
    );
    CString::new(text).expect("docstrings have no NUL")
}

/// Adds `entries` to `module` as functions, each under its Pinocchio name and its alias.
pub fn register<M: Send + Sync + 'static>(
    module: &Bound<'_, PyModule>,
    model: Arc<Model<M>>,
    entries: &[(&'static Spec, Eval<M>)],
) -> PyResult<()> {
    let py = module.py();
    for &(spec, eval) in entries {
        let doc: &'static std::ffi::CStr =
            Box::leak(docstring(spec, &model.dims).into_boxed_c_str());
        let name: &'static std::ffi::CStr =
            Box::leak(CString::new(spec.name).expect("a name").into_boxed_c_str());
        let m = Arc::clone(&model);
        let f = PyCFunction::new_closure(py, Some(name), Some(doc), move |args, kwargs| {
            call(&m, spec, eval, args, kwargs)
        })?;
        module.add(spec.name, &f)?;
        if spec.alias != spec.name {
            module.add(spec.alias, &f)?;
        }
    }
    Ok(())
}

/// Adds the model's sizes and names: `nq`, `nv`, `nu`, `nc`, `floating`, `joint_names`,
/// `frame_names`, `contact_names`, and `neutral()`.
pub fn describe<M>(
    module: &Bound<'_, PyModule>,
    model: &Model<M>,
    floating: bool,
    joint_names: Vec<String>,
    neutral: Vec<f64>,
) -> PyResult<()> {
    let py = module.py();
    module.add("nq", model.dims.nq)?;
    module.add("nv", model.dims.nv)?;
    module.add("nu", model.dims.nu)?;
    module.add("nc", model.dims.nc)?;
    module.add("floating", floating)?;
    module.add("joint_names", PyList::new(py, joint_names)?)?;
    module.add("frame_names", PyList::new(py, model.frames.clone())?)?;
    let contacts: Vec<&str> = model.contacts.iter().map(|(n, _)| n.as_str()).collect();
    module.add("contact_names", PyList::new(py, contacts)?)?;
    let f = PyCFunction::new_closure(
        py,
        Some(c"neutral"),
        Some(
            c"neutral()\n--\n\nThe neutral configuration: the base at the origin with the \
              identity quaternion [0, 0, 0, 0, 0, 0, 1] on a floating base, the joints at zero.",
        ),
        move |args, _kwargs| -> PyResult<Py<PyAny>> {
            let py = args.py();
            Ok(PyArray1::from_vec(py, neutral.clone()).into_any().unbind())
        },
    )?;
    module.add("neutral", f)?;
    Ok(())
}

/// Row-major writing of a matrix into `out` from `at`; the next free position.
pub fn put<S: Copy + chaindyn::nalgebra::Scalar, const R: usize, const C: usize>(
    out: &mut [S],
    at: usize,
    m: &SMatrix<S, R, C>,
) -> usize {
    for i in 0..R {
        for j in 0..C {
            out[at + i * C + j] = m[(i, j)];
        }
    }
    at + R * C
}
