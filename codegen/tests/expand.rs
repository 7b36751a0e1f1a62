//! The derive's expansion end to end (parse, validate, derive, emit, cache), without a compiler:
//! one cache entry for identical models under different names (only the process's first
//! derivation is stored), a tampered entry that is derived again instead of being used, and
//! totality on values that overflow f64, and `#[automatically_derived]` on trait impls only.
//!
//! One test function: it sets `CHAINDYN_CACHE_DIR` for this process (a private folder of its own).

use chaindyn_codegen::expand;
use quote::quote;

#[test]
fn expansion_is_total_and_the_cache_is_checked() {
    let dir = std::env::temp_dir().join(format!("chaindyn-expand-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::env::set_var("CHAINDYN_CACHE_DIR", &dir);

    // Two structs with the same description share one entry; their code differs by the name only.
    let describe = |name: proc_macro2::Ident| {
        quote! {
            #[chain(gravity = g)]
            #[body(joint = revolute, length = 0.2, mass = 1.9, com = 0.18, inertia = 0.004)]
            #[body(joint = revolute, mass = m2, com = 0.06, inertia = 0.005)]
            struct #name { g: f64, m2: f64 }
        }
    };
    let alpha = expand(describe(quote::format_ident!("Alpha"))).to_string();
    assert!(!alpha.contains("compile_error"), "{alpha}");
    let entries = |dir: &std::path::Path| -> Vec<std::path::PathBuf> {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "rs"))
            .collect()
    };
    let before = entries(&dir);
    let beta = expand(describe(quote::format_ident!("Beta"))).to_string();
    assert_eq!(entries(&dir), before, "the second name was derived again");
    assert_eq!(beta.replace("Beta", "Alpha"), alpha);
    assert!(!alpha.contains("__Chaindyn") && !alpha.contains("__chaindyn_param"));

    // A tampered entry (valid header, body changed) is not used: the model is derived again.
    let entry = before
        .iter()
        .find(|p| {
            std::fs::read_to_string(p)
                .unwrap()
                .contains("__chaindyn_param_1")
        })
        .expect("the entry of the two-link model");
    let text = std::fs::read_to_string(entry).unwrap();
    let planted = text.replacen("fn mass_matrix", "fn mass_matrix_planted", 1);
    assert_ne!(planted, text);
    std::fs::write(entry, &planted).unwrap();
    let again = expand(describe(quote::format_ident!("Alpha"))).to_string();
    assert!(!again.contains("planted") && !again.contains("compile_error"));
    assert!(again.contains("impl :: chaindyn :: Dynamics < 2 > for Alpha"));
    // (Not stored again: it was not the process's first derivation.)
    assert_eq!(std::fs::read_to_string(entry).unwrap(), planted);

    // m·c² = 1e600 overflows f64 (in M and in the emitted constants): a spanned error and the
    // fallback impl, not a panic.
    let huge = expand(quote! {
        #[body(joint = revolute, mass = 1e200, com = 1e200, inertia = 0.1)]
        struct Huge;
    })
    .to_string();
    assert!(huge.contains("compile_error"), "{huge}");
    assert!(huge.contains("overflows f64"), "{huge}");
    assert!(
        huge.contains("impl :: chaindyn :: Dynamics < 1 > for Huge"),
        "{huge}"
    );

    // `#[automatically_derived]` marks trait impls only (rustc phases it out on inherent
    // impls): the regressor's inherent impl and the chain's constants carry none.
    let identified = expand(quote! {
        #[chain(gravity = 9.81, regressor = bodies)]
        #[body(joint = revolute, length = 0.2, mass = 1.9, com = 0.18, inertia = 0.004)]
        #[body(joint = revolute, mass = 0.7, com = 0.06, inertia = 0.005)]
        struct Identified;
    })
    .to_string();
    assert!(identified.contains("REGRESSOR_PARAMETERS"), "{identified}");
    for item in identified.split("# [automatically_derived]").skip(1) {
        let header = &item[item.find("impl").expect("an impl")..];
        let header = &header[..header.find('{').expect("a body")];
        assert!(header.contains(" for "), "an inherent impl: {header}");
    }

    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn chains_beyond_the_derive_limit_are_refused() {
    // (check() derives nothing and reads no cache.)
    let body = "#[body(joint = revolute, length = 0.1, mass = 1.0, com = 0.05, inertia = 0.01)]\n";
    let n = chaindyn_codegen::internals::validate::MAX_DERIVE_DOF;
    let ok = format!("{}struct S;", body.repeat(n));
    assert!(chaindyn_codegen::check(ok.parse().unwrap()).is_ok());
    let too_many = format!("{}struct S;", body.repeat(n + 1));
    let err = chaindyn_codegen::check(too_many.parse().unwrap()).unwrap_err();
    assert!(err.to_string().contains("at most 32"), "{err}");
}

/// A URDF robot of `legs` serial legs of `joints` revolute joints each on one body.
fn legged_urdf(legs: usize, joints: usize) -> String {
    let inertial = r#"<inertial><origin xyz="0 0 0.05"/><mass value="0.5"/><inertia ixx="0.001" ixy="0" ixz="0" iyy="0.001" iyz="0" izz="0.001"/></inertial>"#;
    let mut xml = format!(r#"<robot name="legged"><link name="trunk">{inertial}</link>"#);
    for l in 0..legs {
        for j in 0..joints {
            let parent = if j == 0 {
                "trunk".to_string()
            } else {
                format!("l{l}_{}", j - 1)
            };
            xml += &format!(
                r#"<joint name="j{l}_{j}" type="revolute"><parent link="{parent}"/><child link="l{l}_{j}"/><origin xyz="0.01 0 0.1"/><axis xyz="0 1 0"/><limit lower="-3" upper="3" effort="10" velocity="10"/></joint><link name="l{l}_{j}">{inertial}</link>"#
            );
        }
    }
    xml + "</robot>"
}

#[test]
fn floating_bases_are_limited_by_their_mass_matrix_entries() {
    // (check() derives nothing and reads no cache.)
    use chaindyn_codegen::internals::validate::{MAX_FLOATING_NV, MAX_MASS_ENTRIES};
    assert_eq!((MAX_MASS_ENTRIES, MAX_FLOATING_NV), (528, 48));
    let dir = std::env::temp_dir().join(format!("chaindyn-legged-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let check = |legs: usize, joints: usize| {
        let path = dir.join(format!("legged_{legs}_{joints}.urdf"));
        std::fs::write(&path, legged_urdf(legs, joints)).unwrap();
        let path = path.to_str().unwrap();
        chaindyn_codegen::check(quote!(
            #[chain(urdf = #path, root_joint = free_flyer)]
            struct S;
        ))
        .map_err(|e| e.to_string())
    };
    // Four legs of seven: nv = 34, beyond a chain's 32; 21 + 6 · 28 + 4 · 28 = 301 entries.
    assert!(check(4, 7).is_ok());
    // One leg of 26: 21 + 6 · 26 + 26 · 27 / 2 = 528 entries, the most; one of 27: 561.
    assert!(check(1, 26).is_ok());
    let err = check(1, 27).unwrap_err();
    assert!(
        err.contains("33 velocity coordinates (6 and 27 joints) and 561 entries"),
        "{err}"
    );
    assert!(
        err.contains("at most 48 velocity coordinates and 528 such entries"),
        "{err}"
    );
    // 42 legs of one: nv = 48, the most (21 + 6 · 42 + 42 = 315 entries); 43: nv = 49.
    assert!(check(42, 1).is_ok());
    let err = check(43, 1).unwrap_err();
    assert!(err.contains("49 velocity coordinates"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The derive reads a URDF that is a regular file of at most 16 MiB: a larger one is refused
/// with its real size (not the bytes read), a device without reading it.
#[test]
fn oversized_and_special_urdf_files_are_refused_unread() {
    let dir = std::env::temp_dir().join(format!("chaindyn-big-urdf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let big = dir.join("big.urdf");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(50_000_000)
        .unwrap();
    let check = |path: &std::path::Path| {
        let path = path.to_str().unwrap();
        chaindyn_codegen::check(quote!(
            #[chain(urdf = #path)]
            struct S;
        ))
        .unwrap_err()
        .to_string()
    };
    let err = check(&big);
    assert!(err.contains("50000000 bytes"), "{err}");
    #[cfg(unix)]
    {
        let err = check(std::path::Path::new("/dev/zero"));
        assert!(err.contains("not a regular file"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
