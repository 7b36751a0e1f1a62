//! The lists against the runtime's traits: the build script renders every placeholder from them
//! (`$OUT_DIR/placeholders.rs`), compiled here against `chaindyn`'s traits. A method missing from
//! a list, one the traits do not have, or one whose arguments or return type differ from the
//! trait's fails to compile, wherever the runtime declares its traits.

use super::*;

/// The placeholders, for two degrees of freedom (`Fixed`) and for any number (`AnyDof`), and of a
/// floating base with two joints (`Floating`) and any number (`AnyFloating`).
mod compiled {
    pub struct Fixed;
    pub struct AnyDof;
    pub struct Floating;
    pub struct AnyFloating;
    include!(concat!(env!("OUT_DIR"), "/placeholders.rs"));
}

#[test]
fn the_placeholders_implement_the_runtime_traits() {
    fn frames<T: chaindyn::TaskSpace<N>, const N: usize>() -> usize {
        T::FRAMES.len()
    }
    assert_eq!(frames::<compiled::Fixed, 2>(), 0);
    assert_eq!(frames::<compiled::AnyDof, 5>(), 0);
    assert_eq!(compiled::Fixed::LINK_NAMES.len(), 2);
    assert_eq!(compiled::Fixed::GENERATED_OPERATIONS.len(), 0);
    assert_eq!(compiled::AnyDof::TIP.index(), 0);
    fn floating_frames<T: chaindyn::FloatingTaskSpace<NQ, NV>, const NQ: usize, const NV: usize>(
    ) -> usize {
        T::FRAMES.len()
    }
    assert_eq!(floating_frames::<compiled::Floating, 9, 8>(), 0);
    assert_eq!(floating_frames::<compiled::AnyFloating, 10, 9>(), 0);
}

#[test]
fn the_reserved_names_are_frames_and_the_listed_constants() {
    assert!(is_reserved("FRAMES"));
    for c in &CONSTANTS {
        assert!(is_reserved(c.name));
    }
    assert!(!is_reserved("PANDA_HAND"));
}

#[test]
fn every_method_is_listed_once() {
    for list in [&DYNAMICS[..], &TASK_SPACE[..]] {
        for (k, m) in list.iter().enumerate() {
            assert!(
                list[..k].iter().all(|o| o.name != m.name),
                "`{}` is listed twice",
                m.name
            );
        }
    }
    for (k, m) in FLOATING.iter().enumerate() {
        assert!(
            FLOATING[..k].iter().all(|o| o.name != m.name),
            "`{}` is listed twice",
            m.name
        );
    }
    for (k, m) in FLOATING_FRAMES.iter().enumerate() {
        assert!(
            FLOATING_FRAMES[..k].iter().all(|o| o.name != m.name),
            "`{}` is listed twice",
            m.name
        );
    }
}

/// Every method of a floating base's lists has its row in the user guide's tables
/// (`docs/floating-base.md`: `| `name(..`).
#[test]
fn every_floating_method_has_its_row_in_the_guide() {
    let guide = include_str!("../../../docs/floating-base.md");
    let names = FLOATING
        .iter()
        .map(|m| m.name)
        .chain(FLOATING_FRAMES.iter().map(|m| m.name));
    for name in names {
        assert!(
            guide.contains(&format!("| `{name}(")),
            "`{name}` has no row in docs/floating-base.md's tables"
        );
    }
}
