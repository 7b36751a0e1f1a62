use symbolica::prelude::*;
use symbolica::atom::AtomCore;
use std::time::Instant;

fn main() {
    let x = symbol!("x");
    for depth in [10usize, 20, 40, 80] {
        let t = Instant::now();
        let mut aliases = Vec::new();
        let mut prev = Atom::var(x);
        let mut prev2 = Atom::var(x);
        for k in 0..depth {
            let v = symbol!(&format!("v{k}"));
            // each level references the previous two levels twice: a tree expansion is ~2^depth
            let def = &(&prev * &prev2) + &(&prev + &Atom::num(k as i64 + 1));
            aliases.push((Atom::var(v), def));
            prev2 = prev;
            prev = Atom::var(v);
        }
        let ev = Atom::evaluator_multiple(&[prev.clone()], &[Atom::var(x)]).add_aliases(aliases).unwrap().build().unwrap();
        let ev = ev.map_coeff(&|c| c.re.to_f64());
        println!("depth {depth}: {:?} ops {:?}", t.elapsed(), ev.count_operations());
    }
}
