//! Named intermediates and their derivatives by the chain rule.
//!
//! A [`Program`] is a list of definitions `name = expr`, where `expr` is a small symbolica
//! expression in the inputs ([`Var`]) and earlier names. Fully expanded dynamics explode at 7
//! degrees of freedom; a named value per link quantity (a rotation entry, an angular velocity
//! component, a force) keeps every expression small. Derivatives are taken forward-mode, through
//! the names: `d(name)/dx = Σ_y ∂expr/∂y · dy/dx`, each `dy/dx` itself a (memoised) named
//! intermediate. Which inputs every name depends on is tracked, so a derivative that is zero by
//! structure (a link before joint `k` does not move with `q_k`) is never formed, and definitions
//! that fold to a number or a single name are substituted instead of named: structural zeros and
//! ones of the kinematics vanish at build time rather than being evaluated as `0.0 * x`.

use crate::symbolic::symbols::{self, Var};
use std::collections::{BTreeSet, HashMap};
use symbolica::atom::{Atom, AtomCore, AtomView, Symbol};

/// The fewest products, of six, that are not zero by structure for [`Program::dot`] to pair two
/// six-vectors as such (11 operations) rather than leave their sum (`2k − 1` for `k` products).
pub const DOT_MIN_PRODUCTS: usize = 5;

/// How a definition differentiates when it is a trigonometric function of another value.
#[derive(Debug, Clone)]
enum Rule {
    /// Generic: by symbolica's derivative of the expression.
    Generic,
    /// `sin(arg)`: derivative `cos_name · d(arg)`.
    Sin { arg: Atom, cos: Atom },
    /// `cos(arg)`: derivative `−sin_name · d(arg)`.
    Cos { arg: Atom, sin: Atom },
}

#[derive(Debug, Clone)]
struct Def {
    symbol: Symbol,
    name: String,
    expr: Atom,
    rule: Rule,
    /// Symbols (inputs and names) referenced by `expr`.
    refs: Vec<Symbol>,
    /// Inputs this definition depends on, directly or through other names.
    deps: BTreeSet<Var>,
}

/// A straight-line symbolic program of named intermediates.
#[derive(Debug, Default)]
pub struct Program {
    defs: Vec<Def>,
    by_symbol: HashMap<Symbol, usize>,
    vars: HashMap<Symbol, Var>,
    names: HashMap<String, usize>,
    tangents: HashMap<(usize, Var), Atom>,
    /// Whether [`Program::dot`] names its products.
    dot_outputs: bool,
    /// The named dot products: name → the two lists of factors.
    dots: HashMap<Symbol, (Vec<Atom>, Vec<Atom>)>,
}

/// What the evaluator needs for a set of outputs: the inputs they read, and the named
/// intermediates (as symbolica aliases) they reach, in definition order.
pub struct Closure {
    /// Inputs read, sorted.
    pub inputs: Vec<Var>,
    /// `(name, definition)` pairs reached from the outputs, dependencies first.
    pub aliases: Vec<(Atom, Atom)>,
}

impl Program {
    /// An empty program.
    pub fn new() -> Self {
        Self::default()
    }

    /// The atom for an input, registering it.
    pub fn var(&mut self, v: Var) -> Atom {
        self.vars.insert(v.symbol(), v);
        v.atom()
    }

    /// Numbers, single names and `number · name` are substituted rather than named: the
    /// consumer's normal form then folds constant factors across what would otherwise be an
    /// alias boundary (`0.7175 · (0.2 · x)` becomes `0.1435 · x`).
    fn is_trivial(e: &Atom) -> bool {
        match e.as_view() {
            AtomView::Num(_) | AtomView::Var(_) => true,
            AtomView::Mul(m) => {
                let factors: Vec<AtomView> = m.iter().collect();
                factors.len() == 2
                    && factors
                        .iter()
                        .filter(|f| matches!(f, AtomView::Num(_)))
                        .count()
                        == 1
                    && factors
                        .iter()
                        .filter(|f| matches!(f, AtomView::Var(_)))
                        .count()
                        == 1
            }
            _ => false,
        }
    }

    fn unique_name(&mut self, hint: &str) -> String {
        let n = self.names.entry(hint.to_string()).or_insert(0);
        *n += 1;
        if *n == 1 {
            hint.to_string()
        } else {
            format!("{hint}_{}", *n - 1)
        }
    }

    fn push(&mut self, hint: &str, expr: Atom, rule: Rule) -> Atom {
        self.push_with(hint, expr, rule, false)
    }

    fn push_with(&mut self, hint: &str, expr: Atom, rule: Rule, frozen: bool) -> Atom {
        let name = self.unique_name(hint);
        let symbol = symbols::intermediate(&name);
        let mut refs: Vec<Symbol> = expr.get_all_symbols(false).into_iter().collect();
        refs.sort_by_key(|s| s.get_id());
        let mut deps = BTreeSet::new();
        // A frozen value's dependencies stay empty: derivatives treat it as a constant.
        for s in if frozen { &[][..] } else { &refs[..] } {
            if let Some(v) = self.vars.get(s) {
                deps.insert(*v);
            } else if let Some(&k) = self.by_symbol.get(s) {
                deps.extend(self.defs[k].deps.iter().copied());
            }
        }
        self.by_symbol.insert(symbol, self.defs.len());
        self.defs.push(Def {
            symbol,
            name,
            expr,
            rule,
            refs,
            deps,
        });
        Atom::var(symbol)
    }

    /// Names `expr` (returned as a symbol), unless it is a number or a single symbol already.
    pub fn define(&mut self, hint: &str, expr: Atom) -> Atom {
        if Self::is_trivial(&expr) {
            return expr;
        }
        self.push(hint, expr, Rule::Generic)
    }

    /// Names `expr` as a value that derivatives treat as a constant (an operating point: the
    /// `q̈` at which `∂τ/∂q` is evaluated depends on `q`, but is held fixed there).
    pub fn frozen(&mut self, hint: &str, expr: Atom) -> Atom {
        self.push_with(hint, expr, Rule::Generic, true)
    }

    /// Whether [`Program::dot`] names the dot products it is given (long chains), so that an
    /// output that is one is evaluated as a dot product of vectors the code stores.
    pub fn set_dot_outputs(&mut self, on: bool) {
        self.dot_outputs = on;
    }

    /// `sum`, the dot product `Σ a_c b_c` of two lists of six-vector components (six per
    /// vector, each an input, a name or a number): as it is, or, with
    /// [`Program::set_dot_outputs`], as a name whose factors [`Program::dot_factors`] gives. An
    /// output that is such a name is lowered as the vectors (outputs of their own) and one
    /// [`crate::derive::Rhs::Dot`] over them; an expression that uses one reads its sum.
    pub fn dot(&mut self, a: Vec<Atom>, b: Vec<Atom>, sum: Atom) -> Atom {
        debug_assert!(a.len() == b.len() && a.len().is_multiple_of(6));
        if !self.dot_outputs || Self::is_trivial(&sum) {
            return sum;
        }
        // The pairs of vectors with a product that is not zero by structure; each must have
        // at least DOT_MIN_PRODUCTS of them, or the sum itself is cheaper than a dense product.
        let products = |x: &[Atom], y: &[Atom]| {
            x.iter()
                .zip(y)
                .filter(|(p, q)| !p.is_zero() && !q.is_zero())
                .count()
        };
        let pairs: Vec<(&[Atom], &[Atom])> = a
            .chunks(6)
            .zip(b.chunks(6))
            .filter(|(x, y)| products(x, y) > 0)
            .collect();
        if pairs.is_empty() || pairs.iter().any(|(x, y)| products(x, y) < DOT_MIN_PRODUCTS) {
            return sum;
        }
        let (a, b): (Vec<Atom>, Vec<Atom>) = (
            pairs.iter().flat_map(|p| p.0.iter().cloned()).collect(),
            pairs.iter().flat_map(|p| p.1.iter().cloned()).collect(),
        );
        let name = self.push("dot", sum, Rule::Generic);
        self.dots.insert(sym_of(&name), (a, b));
        name
    }

    /// The factors of `e`, if it is a name [`Program::dot`] gave.
    pub fn dot_factors(&self, e: &Atom) -> Option<(&[Atom], &[Atom])> {
        match e.as_view() {
            AtomView::Var(v) => self
                .dots
                .get(&v.get_symbol())
                .map(|(a, b)| (a.as_slice(), b.as_slice())),
            _ => None,
        }
    }

    /// Names `sin(arg)` and `cos(arg)`, with their derivative rules.
    pub fn sin_cos(&mut self, sin_hint: &str, cos_hint: &str, arg: &Atom) -> (Atom, Atom) {
        let sin_expr = symbolica::atom::Symbol::SIN.call((arg.clone(),));
        let cos_expr = symbolica::atom::Symbol::COS.call((arg.clone(),));
        // Placeholders first so each rule can name the other.
        let s = self.push(sin_hint, sin_expr, Rule::Generic);
        let c = self.push(cos_hint, cos_expr, Rule::Generic);
        let (si, ci) = (self.by_symbol[&sym_of(&s)], self.by_symbol[&sym_of(&c)]);
        self.defs[si].rule = Rule::Sin {
            arg: arg.clone(),
            cos: c.clone(),
        };
        self.defs[ci].rule = Rule::Cos {
            arg: arg.clone(),
            sin: s.clone(),
        };
        (s, c)
    }

    /// The inputs an expression depends on.
    pub fn deps_of(&self, e: &Atom) -> BTreeSet<Var> {
        let mut deps = BTreeSet::new();
        for s in e.get_all_symbols(false) {
            if let Some(v) = self.vars.get(&s) {
                deps.insert(*v);
            } else if let Some(&k) = self.by_symbol.get(&s) {
                deps.extend(self.defs[k].deps.iter().copied());
            }
        }
        deps
    }

    /// `d e / d x` as an expression in inputs and names (new names are created for the
    /// derivatives of the names `e` references).
    pub fn tangent(&mut self, e: &Atom, x: Var) -> Atom {
        let mut terms = Vec::new();
        let mut syms: Vec<Symbol> = e.get_all_symbols(false).into_iter().collect();
        syms.sort_by_key(|s| s.get_id());
        for y in syms {
            let dy = self.symbol_tangent(y, x);
            if dy.is_zero() {
                continue;
            }
            let partial = e.derivative(y);
            if partial.is_zero() {
                continue;
            }
            terms.push(&partial * &dy);
        }
        Atom::add_many(terms.iter())
    }

    fn symbol_tangent(&mut self, y: Symbol, x: Var) -> Atom {
        if let Some(v) = self.vars.get(&y) {
            return if *v == x { Atom::num(1) } else { Atom::num(0) };
        }
        let Some(&k) = self.by_symbol.get(&y) else {
            return Atom::num(0); // not ours: a constant
        };
        if !self.defs[k].deps.contains(&x) {
            return Atom::num(0);
        }
        if let Some(t) = self.tangents.get(&(k, x)) {
            return t.clone();
        }
        let d = match self.defs[k].rule.clone() {
            Rule::Sin { arg, cos } => {
                let da = self.tangent(&arg, x);
                &cos * &da
            }
            Rule::Cos { arg, sin } => {
                let da = self.tangent(&arg, x);
                -(&sin * &da)
            }
            Rule::Generic => {
                let expr = self.defs[k].expr.clone();
                self.tangent(&expr, x)
            }
        };
        let hint = format!("d{}_d{}", self.defs[k].name, x.name());
        let t = self.define(&hint, d);
        self.tangents.insert((k, x), t.clone());
        t
    }

    /// The inputs and aliases needed to evaluate `outputs`.
    pub fn closure(&self, outputs: &[Atom]) -> Closure {
        let mut reached = vec![false; self.defs.len()];
        let mut inputs = BTreeSet::new();
        let mut stack: Vec<Symbol> = Vec::new();
        for o in outputs {
            stack.extend(o.get_all_symbols(false));
        }
        while let Some(s) = stack.pop() {
            if let Some(v) = self.vars.get(&s) {
                inputs.insert(*v);
            } else if let Some(&k) = self.by_symbol.get(&s) {
                if !reached[k] {
                    reached[k] = true;
                    stack.extend(self.defs[k].refs.iter().copied());
                }
            }
        }
        let aliases = self
            .defs
            .iter()
            .zip(&reached)
            .filter(|(_, r)| **r)
            .map(|(d, _)| (Atom::var(d.symbol), d.expr.clone()))
            .collect();
        Closure {
            inputs: inputs.into_iter().collect(),
            aliases,
        }
    }

    /// Number of named intermediates.
    pub fn len(&self) -> usize {
        self.defs.len()
    }

    /// Whether no intermediate has been named.
    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }
}

fn sym_of(a: &Atom) -> Symbol {
    match a.as_view() {
        AtomView::Var(v) => v.get_symbol(),
        _ => unreachable!("push returns a symbol"),
    }
}

/// A prime field `Z / p` (`p < 2⁶³`), where a program's rational constants are exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field(pub u64);

impl Field {
    /// `Z / (2⁶¹ − 1)`.
    pub const MERSENNE_61: Field = Field((1 << 61) - 1);

    /// The primes below `2⁶²`, largest first (`Z / (2⁶² − 57)` is the first).
    pub fn primes() -> impl Iterator<Item = Field> {
        ((1u64 << 61)..(1u64 << 62))
            .rev()
            .filter(|&n| n % 2 == 1 && is_prime(n))
            .map(Field)
    }

    /// `a + b`.
    pub fn add(self, a: u64, b: u64) -> u64 {
        (a + b) % self.0
    }

    /// `a − b`.
    pub fn sub(self, a: u64, b: u64) -> u64 {
        (a + self.0 - b) % self.0
    }

    /// `a · b`.
    pub fn mul(self, a: u64, b: u64) -> u64 {
        ((a as u128 * b as u128) % self.0 as u128) as u64
    }

    /// `a^e`.
    pub fn pow(self, mut a: u64, mut e: u64) -> u64 {
        let mut r = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = self.mul(r, a);
            }
            a = self.mul(a, a);
            e >>= 1;
        }
        r
    }

    /// `1 / a` (`None` for 0).
    pub fn inv(self, a: u64) -> Option<u64> {
        (!a.is_multiple_of(self.0)).then(|| self.pow(a, self.0 - 2))
    }

    /// The integer `x`.
    pub fn int(self, x: i64) -> u64 {
        let r = x.unsigned_abs() % self.0;
        if x < 0 {
            self.sub(0, r)
        } else {
            r
        }
    }

    /// A rational number as symbolica writes it (`p`, `-p` or `p/q`).
    pub fn rational(self, text: &str) -> Option<u64> {
        let (num, den) = text.split_once('/').unwrap_or((text, "1"));
        let parse = |s: &str| -> Option<u64> {
            let (negative, digits) = match s.trim().strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, s.trim()),
            };
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let v = digits.bytes().fold(0u64, |acc, b| {
                self.add(self.mul(acc, 10), u64::from(b - b'0'))
            });
            Some(if negative { self.sub(0, v) } else { v })
        };
        Some(self.mul(parse(num)?, self.inv(parse(den)?)?))
    }
}

/// Whether `n` (odd, `< 2⁶³`) is prime: Miller–Rabin with the first twelve primes as bases,
/// deterministic below `3.3 · 10²⁴`.
fn is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if let Some(&b) = BASES.iter().find(|&&b| n.is_multiple_of(b)) {
        return n == b;
    }
    let f = Field(n);
    let (mut d, mut s) = (n - 1, 0);
    while d % 2 == 0 {
        d /= 2;
        s += 1;
    }
    BASES.iter().all(|&a| {
        let mut x = f.pow(a, d);
        if x == 1 || x == n - 1 {
            return true;
        }
        for _ in 1..s {
            x = f.mul(x, x);
            if x == n - 1 {
                return true;
            }
        }
        false
    })
}

impl Program {
    /// `outputs` evaluated exactly in the prime field `field` (every rational constant of the
    /// program is exact there): `input` gives each input's value (`None` refuses the
    /// evaluation), `angle(arg)` the sine and cosine of each named `sin(arg)`, `cos(arg)` (a
    /// point `(s, c)` with `s² + c² = 1`, the same for both). An error for anything else the
    /// field cannot hold (a floating-point constant, a function other than the named sines and
    /// cosines, a division by zero).
    pub fn evaluate_mod_p(
        &self,
        field: Field,
        outputs: &[Atom],
        input: &mut dyn FnMut(Var) -> Option<u64>,
        angle: &mut dyn FnMut(&Atom) -> (u64, u64),
    ) -> Result<Vec<u64>, String> {
        let mut reached = vec![false; self.defs.len()];
        let mut stack: Vec<Symbol> = outputs
            .iter()
            .flat_map(|o| o.get_all_symbols(false))
            .collect();
        while let Some(s) = stack.pop() {
            if let Some(&k) = self.by_symbol.get(&s) {
                if !reached[k] {
                    reached[k] = true;
                    stack.extend(self.defs[k].refs.iter().copied());
                }
            }
        }
        let mut env: HashMap<Symbol, u64> = HashMap::new();
        for (k, def) in self.defs.iter().enumerate().filter(|(k, _)| reached[*k]) {
            let value = match &def.rule {
                Rule::Sin { arg, .. } => angle(arg).0,
                Rule::Cos { arg, .. } => angle(arg).1,
                Rule::Generic => self.eval_mod_p(field, def.expr.as_view(), &env, input)?,
            };
            let _ = k;
            env.insert(def.symbol, value);
        }
        outputs
            .iter()
            .map(|o| self.eval_mod_p(field, o.as_view(), &env, input))
            .collect()
    }

    fn eval_mod_p(
        &self,
        f: Field,
        e: AtomView,
        env: &HashMap<Symbol, u64>,
        input: &mut dyn FnMut(Var) -> Option<u64>,
    ) -> Result<u64, String> {
        match e {
            AtomView::Num(_) => {
                let text = e.to_string();
                f.rational(&text)
                    .ok_or_else(|| format!("the constant {text} is not a rational"))
            }
            AtomView::Var(v) => {
                let s = v.get_symbol();
                if let Some(x) = env.get(&s) {
                    Ok(*x)
                } else if let Some(var) = self.vars.get(&s) {
                    input(*var).ok_or_else(|| format!("no value for the input {}", var.name()))
                } else {
                    Err(format!("unknown symbol in {e}"))
                }
            }
            AtomView::Add(a) => a.iter().try_fold(0, |acc, t| {
                Ok(f.add(acc, self.eval_mod_p(f, t, env, input)?))
            }),
            AtomView::Mul(m) => m.iter().try_fold(1, |acc, t| {
                Ok(f.mul(acc, self.eval_mod_p(f, t, env, input)?))
            }),
            AtomView::Pow(p) => {
                let (base, exp) = p.get_base_exp();
                let exp: i64 = exp
                    .to_string()
                    .parse()
                    .map_err(|_| format!("a power that is not an integer power: {e}"))?;
                let b = self.eval_mod_p(f, base, env, input)?;
                let b = if exp < 0 {
                    f.inv(b)
                        .ok_or_else(|| format!("a division by zero in {e}"))?
                } else {
                    b
                };
                Ok(f.pow(b, exp.unsigned_abs()))
            }
            AtomView::Fun(_) => Err(format!("a function the field cannot evaluate: {e}")),
        }
    }
}
