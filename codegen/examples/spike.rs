use symbolica::prelude::*;
use symbolica::atom::{AtomCore, AtomView};
use symbolica::evaluate::{Instruction, Slot};

fn main() {
    let q0 = symbol!(&format!("q{}", 0));
    let s0 = symbol!("s0");
    let c0 = symbol!("c0");
    let a = symbol!("a");
    let sin = Symbol::SIN.call((Atom::var(q0),));
    println!("sin = {sin}");
    let half = Atom::num((37i64, 200i64));
    let e = &(&Atom::var(s0) * &Atom::var(c0)) * &half + &Atom::var(c0) * 2 + Atom::var(a) * Atom::var(a);
    println!("e = {e}, de/ds0 = {}", e.derivative(s0));
    println!("deriv sin: {}", sin.derivative(q0));
    println!("symbols {:?}", e.get_all_symbols(false));
    println!("zero times: {}", &Atom::num(0) * &Atom::var(s0));
    match e.as_view() { AtomView::Add(_) => println!("is add"), _ => println!("other") }
    let aliases = vec![(Atom::var(s0), sin.clone()), (Atom::var(c0), Symbol::COS.call((Atom::var(q0),))), (Atom::var(a), &Atom::var(s0) + &Atom::var(c0))];
    let outs = vec![e.clone(), &Atom::var(a) * &Atom::var(s0)];
    let ev = Atom::evaluator_multiple(&outs, &[Atom::var(q0)]).add_aliases(aliases).unwrap().build().unwrap();
    let mut ev = ev.map_coeff(&|x| x.re.to_f64());
    let mut out = vec![0.0; 2];
    ev.evaluate(&[0.3], &mut out);
    let (s, c) = (0.3f64.sin(), 0.3f64.cos());
    println!("eval {:?} expect {} {}", out, s*c*0.185 + 2.0*c + (s+c)*(s+c), (s+c)*s);
    let ex = ev.export_instructions();
    println!("inputs {} outputs {} temps {} consts {:?}", ex.input_count, ex.output_count, ex.temporary_count, ex.constants);
    for i in &ex.instructions { println!("{i:?}"); }
    println!("ops {:?}", ev.count_operations());
    let _ = (Instruction::Goto(0), Slot::Temp(0));
}
