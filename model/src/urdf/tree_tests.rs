//! The import of kinematic trees: Pinocchio's joint order (depth first, siblings by name), the
//! parents of the merged bodies, the union of the paths to several tips, and a serial description
//! imported as a tree giving the serial import's chain.

use crate::urdf::UrdfError;
use crate::Chain;

const PANDA: &str = include_str!("../../../tests/robots/panda.urdf");

/// A hand: a palm on a fixed mount, four fingers of one or two joints whose names sort otherwise
/// than they stand in the file (`f_12` before `f_4`), one finger behind a fixed knuckle.
const HAND: &str = r#"<robot name="hand">
  <link name="base"/>
  <link name="palm"><inertial><mass value="0.5"/><inertia ixx="1e-3" iyy="1e-3" izz="1e-3" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <joint name="mount" type="fixed"><parent link="base"/><child link="palm"/><origin xyz="0 0 0.1"/></joint>
  <link name="a1"><inertial><mass value="0.1"/><inertia ixx="1e-4" iyy="1e-4" izz="1e-4" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="a2"><inertial><mass value="0.1"/><inertia ixx="1e-4" iyy="1e-4" izz="1e-4" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="b1"><inertial><mass value="0.1"/><inertia ixx="1e-4" iyy="1e-4" izz="1e-4" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="knuckle"><inertial><mass value="0.05"/><inertia ixx="1e-5" iyy="1e-5" izz="1e-5" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="c1"><inertial><mass value="0.1"/><inertia ixx="1e-4" iyy="1e-4" izz="1e-4" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="d1"><inertial><mass value="0.1"/><inertia ixx="1e-4" iyy="1e-4" izz="1e-4" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <joint name="f_4" type="revolute"><parent link="palm"/><child link="a1"/><origin xyz="0.03 0 0.05"/><axis xyz="0 1 0"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
  <joint name="f_5" type="revolute"><parent link="a1"/><child link="a2"/><origin xyz="0 0 0.04"/><axis xyz="0 1 0"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
  <joint name="f_12" type="revolute"><parent link="palm"/><child link="b1"/><origin xyz="-0.03 0 0.02"/><axis xyz="1 0 0"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
  <joint name="knuckle_joint" type="fixed"><parent link="palm"/><child link="knuckle"/><origin xyz="0 0.03 0.05" rpy="0 0 0.3"/></joint>
  <joint name="f_8" type="revolute"><parent link="knuckle"/><child link="c1"/><origin xyz="0 0 0.02"/><axis xyz="0 1 0"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
  <joint name="f_0" type="prismatic"><parent link="palm"/><child link="d1"/><origin xyz="0 -0.03 0.05"/><axis xyz="0 0 1"/><limit lower="0" upper="0.02" effort="1" velocity="1"/></joint>
</robot>"#;

#[test]
fn a_tree_is_numbered_as_pinocchio_numbers_it() {
    let hand = Chain::tree_from_urdf_str(HAND, None, &[]).unwrap();
    // Depth first from the base; the palm's children by name: f_0, f_12, f_4 (then f_5 below
    // it), knuckle_joint (fixed: f_8 below it).
    assert_eq!(hand.joint_names(), ["f_0", "f_12", "f_4", "f_5", "f_8"]);
    assert_eq!(
        hand.chain.parents,
        [None, None, None, Some(2), None],
        "every finger on the base (the palm is fixed to it), f_5 on f_4's body"
    );
    assert_eq!(hand.leaves, ["d1", "b1", "a2", "c1"]);
    assert_eq!(hand.tip, "c1");
    // f_8 hangs on the knuckle, fixed to the palm: its placement composes the fixed joints.
    let f8 = &hand.chain.links[4].joint;
    assert!((f8.origin_xyz[2] - (0.1 + 0.05 + 0.02)).abs() < 1e-15);
    assert!((f8.origin_rpy[2] - 0.3).abs() < 1e-15);
    hand.chain.validate().unwrap();
}

#[test]
fn the_paths_to_tips_are_their_union() {
    let two = Chain::tree_from_urdf_str(HAND, "base", &["a2", "c1"]).unwrap();
    assert_eq!(two.joint_names(), ["f_4", "f_5", "f_8"]);
    assert_eq!(two.chain.parents, [None, Some(0), None]);
    assert_eq!(two.leaves, ["a2", "c1"]);
    // The joints left out are named as before: they hang from the bodies of the tree.
    assert!(two.ignored_joints.contains(&"f_0".to_owned()));
    let e = Chain::tree_from_urdf_str(HAND, "a1", &["c1"]).unwrap_err();
    assert!(matches!(e, UrdfError::TipNotBelowBase { .. }), "{e:?}");
    let e = Chain::tree_from_urdf_str(HAND, "base", &["nowhere"]).unwrap_err();
    assert!(matches!(e, UrdfError::UnknownLink { .. }), "{e:?}");
}

#[test]
fn the_panda_with_its_fingers_is_a_tree_of_nine_joints() {
    let tree = Chain::tree_from_urdf_str(PANDA, None, &[]).unwrap();
    let mut names: Vec<String> = (1..=7).map(|i| format!("panda_joint{i}")).collect();
    names.push("panda_finger_joint1".into());
    names.push("panda_finger_joint2".into());
    assert_eq!(tree.joint_names(), names);
    let parents: Vec<Option<usize>> = (0..7)
        .map(|i: usize| i.checked_sub(1))
        .chain([Some(6), Some(6)])
        .collect();
    assert_eq!(tree.chain.parents, parents);
    // The arm is the serial import to the hand, to the bit.
    let arm = Chain::from_urdf_str(PANDA, None, "panda_hand").unwrap();
    for (a, b) in arm.chain.links.iter().zip(&tree.chain.links) {
        assert_eq!(a.joint, b.joint);
    }
    // The hand is merged into link 7 in both, the fingers' bodies are links of the tree.
    assert_eq!(tree.body_of("panda_hand"), Some(6));
    assert_eq!(tree.body_of("panda_leftfinger"), Some(7));
    assert_eq!(tree.body_of("panda_rightfinger"), Some(8));
}

#[test]
fn a_serial_description_imports_as_the_serial_chain() {
    let serial = Chain::from_urdf_str(PANDA, None, "panda_leftfinger").unwrap();
    let tree = Chain::tree_from_urdf_str(PANDA, None, &["panda_leftfinger"]).unwrap();
    assert_eq!(serial.chain, tree.chain);
    assert_eq!(serial.merged, tree.merged);
    assert_eq!(serial.limits, tree.limits);
    assert_eq!(tree.leaves, ["panda_leftfinger"]);
}

/// The joint order and parents Pinocchio 4.1 gives these descriptions
/// (`pinocchio.buildModelFromUrdf`: `model.names[1..]`, `model.parents[1..] − 1`).
#[test]
fn real_trees_are_numbered_as_pinocchio_numbers_them() {
    const ALLEGRO: &str = include_str!("../../../tests/robots/allegro_right_hand.urdf");
    const BAXTER: &str = include_str!("../../../tests/robots/baxter.urdf");
    // The fixture's fingertip links have no products of inertia (see its header): as published,
    // each breaks the triangle inequality on its own, but it is fixed to a distal link and the
    // rigid body of the two is physical, which is what the importer checks.
    let published = ALLEGRO.replace(
        r#"ixy="0" ixz="0" iyy="3.649312e-06" iyz="0""#,
        r#"ixy="1.255968e-06" ixz="1.2936e-06" iyy="3.649312e-06" iyz="1.7622e-06""#,
    );
    assert_ne!(published, ALLEGRO);
    Chain::tree_from_urdf_str(&published, None, &[]).unwrap();
    // The same inertia as a body of its own is refused.
    let lone_tip = r#"<robot name="r"><link name="a"/>
<link name="tip"><inertial><mass value="0.0168"/><origin xyz="0 0 0"/>
<inertia ixx="9.68e-07" ixy="1.255968e-06" ixz="1.2936e-06" iyy="3.649312e-06" iyz="1.7622e-06" izz="9.68e-07"/></inertial></link>
<joint name="j" type="revolute"><parent link="a"/><child link="tip"/><axis xyz="0 0 1"/>
<limit lower="-1" upper="1" effort="1" velocity="1"/></joint></robot>"#;
    let e = Chain::tree_from_urdf_str(lone_tip, None, &[]).unwrap_err();
    assert!(matches!(e, UrdfError::NonPhysicalInertial { .. }), "{e:?}");
    let allegro = Chain::tree_from_urdf_str(ALLEGRO, None, &[]).unwrap();
    let fingers = [0, 12, 4, 8];
    let names: Vec<String> = fingers
        .iter()
        .flat_map(|f| (*f..f + 4).map(|j| format!("joint_{j}.0")))
        .collect();
    assert_eq!(allegro.joint_names(), names);
    let parents: Vec<Option<usize>> = (0..16)
        .map(|i: usize| (!i.is_multiple_of(4)).then(|| i - 1))
        .collect();
    assert_eq!(allegro.chain.parents, parents);

    let baxter = Chain::tree_from_urdf_str(BAXTER, None, &[]).unwrap();
    let mut names = vec!["head_pan".to_owned()];
    for (side, s) in [("left", "l"), ("right", "r")] {
        for j in ["s0", "s1", "e0", "e1", "w0", "w1", "w2"] {
            names.push(format!("{side}_{j}"));
        }
        names.push(format!("{s}_gripper_l_finger_joint"));
        names.push(format!("{s}_gripper_r_finger_joint"));
    }
    assert_eq!(baxter.joint_names(), names);
    let arm = |first: usize| {
        std::iter::once(None)
            .chain((first..first + 6).map(Some))
            .chain([Some(first + 6), Some(first + 6)])
    };
    let parents: Vec<Option<usize>> = std::iter::once(None).chain(arm(1)).chain(arm(10)).collect();
    assert_eq!(baxter.chain.parents, parents);
}

#[test]
fn placeholder_inertias_fixed_to_a_body_and_the_floating_base_body() {
    // A foot with HyQ's placeholder inertia (every entry 1e-6: principal moments 0, 0, 3e-6)
    // fixed to a real shank: the rigid body of the two is physical and imports; the trunk's
    // links merge into the floating base's body.
    let robot = |trunk_inertial: &str| {
        format!(
            r#"<robot name="leg">
<link name="trunk">{trunk_inertial}</link>
<link name="trunk_extra"><inertial><mass value="2"/><origin xyz="0.1 0 0"/>
<inertia ixx="0.02" ixy="0" ixz="0" iyy="0.03" iyz="0" izz="0.04"/></inertial></link>
<joint name="extra" type="fixed"><parent link="trunk"/><child link="trunk_extra"/></joint>
<link name="shank"><inertial><mass value="1"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.001"/></inertial></link>
<joint name="knee" type="revolute"><parent link="trunk"/><child link="shank"/><axis xyz="0 1 0"/>
<limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
<link name="foot"><inertial><mass value="1e-6"/>
<inertia ixx="1e-6" ixy="1e-6" ixz="1e-6" iyy="1e-6" iyz="1e-6" izz="1e-6"/></inertial></link>
<joint name="ankle" type="fixed"><parent link="shank"/><child link="foot"/><origin xyz="0 0 -0.3"/></joint>
</robot>"#
        )
    };
    let real = r#"<inertial><mass value="3"/><inertia ixx="0.05" ixy="0" ixz="0" iyy="0.05" iyz="0" izz="0.05"/></inertial>"#;
    let leg = Chain::tree_from_urdf_str(&robot(real), None, &[]).unwrap();
    assert_eq!(
        leg.merged,
        vec![vec!["shank".to_string(), "foot".to_string()]]
    );
    let base = leg.base_body.clone().unwrap();
    assert_eq!(base.name, "trunk");
    // 3 kg at the origin and 2 kg at x = 0.1 m: 5 kg with the centre of mass at x = 0.04 m.
    assert_eq!(base.mass, 5.0);
    assert!((base.com[0] - 0.04).abs() < 1e-15 && base.com[1] == 0.0 && base.com[2] == 0.0);
    // A placeholder on the trunk itself: the fixed base never moves it (the import succeeds),
    // the floating base's body is refused, naming the link.
    let dummy = r#"<inertial><mass value="1e-6"/><inertia ixx="1e-6" ixy="1e-6" ixz="1e-6" iyy="1e-6" iyz="1e-6" izz="1e-6"/></inertial>"#;
    let leg = Chain::tree_from_urdf_str(&robot(dummy), None, &[]).unwrap();
    assert!(leg.base_body.is_ok(), "merged with trunk_extra: physical");
    let alone = robot(dummy).replace(
        r#"<link name="trunk_extra"><inertial><mass value="2"/>"#,
        r#"<link name="trunk_extra"><inertial><mass value="0"/>"#,
    );
    let alone = alone.replace(
        r#"ixx="0.02" ixy="0" ixz="0" iyy="0.03" iyz="0" izz="0.04""#,
        r#"ixx="0" ixy="0" ixz="0" iyy="0" iyz="0" izz="0""#,
    );
    let leg = Chain::tree_from_urdf_str(&alone, None, &[]).unwrap();
    match &leg.base_body {
        Err(UrdfError::NonPhysicalInertial { link, .. }) => assert_eq!(link, "trunk"),
        other => panic!("{other:?}"),
    }
    // Without any <inertial> on the trunk's links: a massless base body.
    let bare = robot("").replace(r#"<mass value="2"/>"#, r#"<mass value="0"/>"#);
    let bare = bare.replace(
        r#"ixx="0.02" ixy="0" ixz="0" iyy="0.03" iyz="0" izz="0.04""#,
        r#"ixx="0" ixy="0" ixz="0" iyy="0" iyz="0" izz="0""#,
    );
    let leg = Chain::tree_from_urdf_str(&bare, None, &[]).unwrap();
    assert_eq!(leg.base_body.unwrap().mass, 0.0);
}

/// `root` -fixed-> `s1` ... -fixed-> `s{stem}` -`hub_kind`-> `hub` -revolute-> `leaf_{i}` for
/// `i` in `1..=leaves` (joint `leaf_joint_{i}`), one element per line; each stem joint 0.01 up.
fn stem_hub_leaves(stem: usize, hub_kind: &str, leaves: usize) -> String {
    let inertial = r#"<inertial><mass value="0.1"/><inertia ixx="1e-4" ixy="0" ixz="0" iyy="1e-4" iyz="0" izz="1e-4"/></inertial>"#;
    let mut s = String::from("<robot name=\"stem_hub_leaves\">\n<link name=\"root\"/>\n");
    let mut parent = "root".to_owned();
    for i in 1..=stem {
        s.push_str(&format!(
            "<link name=\"s{i}\"/>\n<joint name=\"stem_{i}\" type=\"fixed\"><parent link=\"{parent}\"/>\
             <child link=\"s{i}\"/><origin xyz=\"0 0 0.01\"/></joint>\n"
        ));
        parent = format!("s{i}");
    }
    s.push_str(&format!(
        "<link name=\"hub\">{inertial}</link>\n<joint name=\"hub_joint\" type=\"{hub_kind}\">\
         <parent link=\"{parent}\"/><child link=\"hub\"/><axis xyz=\"0 0 1\"/></joint>\n"
    ));
    for i in 1..=leaves {
        s.push_str(&format!(
            "<link name=\"leaf_{i}\">{inertial}</link>\n<joint name=\"leaf_joint_{i}\" \
             type=\"revolute\"><parent link=\"hub\"/><child link=\"leaf_{i}\"/>\
             <origin xyz=\"0.01 0 0\"/><axis xyz=\"0 0 1\"/></joint>\n"
        ));
    }
    s.push_str("</robot>\n");
    s
}

/// The leaves a tree import must report: the child links of the joints no other joint hangs on,
/// in joint order (from the chain's parents alone).
fn leaves_from_parents(tree: &crate::urdf::UrdfChain) -> Vec<String> {
    let parents = &tree.chain.parents;
    (0..parents.len())
        .filter(|&i| !parents.contains(&Some(i)))
        .map(|i| tree.chain.links[i].body.name.clone())
        .collect()
}

#[test]
fn a_long_stem_with_many_leaves_imports_in_pinocchio_order() {
    const N: usize = 300;
    // Pinocchio's order: the hub's joints by name (`leaf_joint_1`, `leaf_joint_10`,
    // `leaf_joint_100`, `leaf_joint_101`, ...).
    let mut by_name: Vec<usize> = (1..=N).collect();
    by_name.sort_by_key(|i| format!("leaf_joint_{i}"));
    assert_eq!(by_name[..4], [1, 10, 100, 101]);
    let joint_names: Vec<String> = by_name.iter().map(|i| format!("leaf_joint_{i}")).collect();
    let leaf_names: Vec<String> = by_name.iter().map(|i| format!("leaf_{i}")).collect();

    // The hub fixed to the stem: every leaf a joint on the base, and a leaf.
    let xml = stem_hub_leaves(N, "fixed", N);
    let tree = Chain::tree_from_urdf_str(&xml, None, &[]).unwrap();
    assert_eq!(tree.chain.links.len(), N);
    assert_eq!(tree.joint_names(), joint_names);
    assert_eq!(tree.chain.parents, vec![None; N]);
    assert_eq!(tree.leaves, leaf_names);
    assert_eq!(tree.leaves, leaves_from_parents(&tree));
    assert_eq!(tree.tip, leaf_names[N - 1]);
    assert_eq!(tree.base, "root");
    assert!(tree.ignored_joints.is_empty());
    for (i, merged) in tree.merged.iter().enumerate() {
        assert_eq!(merged, &[leaf_names[i].clone()]);
    }
    // The stem and the hub are the base's body; each leaf's joint composes the stem's origins.
    let base = tree.base_body.as_ref().unwrap();
    assert_eq!((base.name.as_str(), base.mass), ("root", 0.1));
    for link in &tree.chain.links {
        let o = link.joint.origin_xyz;
        assert!((o[0] - 0.01).abs() < 1e-15 && o[1] == 0.0, "{o:?}");
        assert!((o[2] - 0.01 * N as f64).abs() < 1e-12, "{o:?}");
    }
    // The same tree as the union of the paths to every leaf (tips in another order: the joints
    // stay in Pinocchio's, the leaves are the tips as given).
    let mut tips: Vec<String> = (1..=N).rev().map(|i| format!("leaf_{i}")).collect();
    tips.push("leaf_7".to_owned());
    let tips: Vec<&str> = tips.iter().map(String::as_str).collect();
    let to_tips = Chain::tree_from_urdf_str(&xml, None, &tips).unwrap();
    assert_eq!(to_tips.chain, tree.chain);
    assert_eq!(to_tips.merged, tree.merged);
    assert_eq!(to_tips.leaves, tips);
    // Two of them: the others are left out, hanging from the base.
    let two = Chain::tree_from_urdf_str(&xml, "s1", &["leaf_7", "leaf_3"]).unwrap();
    assert_eq!(two.joint_names(), ["leaf_joint_3", "leaf_joint_7"]);
    assert_eq!(two.leaves, ["leaf_7", "leaf_3"]);
    assert_eq!(two.ignored_joints.len(), N - 2);
    // A tip above the base, or unknown.
    let e = Chain::tree_from_urdf_str(&xml, "hub", &["leaf_1", "s5"]).unwrap_err();
    assert_eq!(
        e,
        UrdfError::TipNotBelowBase {
            base: "hub".into(),
            tip: "s5".into()
        }
    );
    let e = Chain::tree_from_urdf_str(&xml, None, &["leaf_1", "leaf_0"]).unwrap_err();
    assert!(
        matches!(&e, UrdfError::UnknownLink { name, known, .. } if name == "leaf_0" && known.len() == 2 * N + 2),
        "{e:?}"
    );

    // The hub on a revolute joint: it carries every leaf, and is not a leaf itself.
    let xml = stem_hub_leaves(N, "revolute", N);
    let tree = Chain::tree_from_urdf_str(&xml, None, &[]).unwrap();
    assert_eq!(tree.chain.links.len(), N + 1);
    let mut names = vec!["hub_joint".to_owned()];
    names.extend(joint_names.iter().cloned());
    assert_eq!(tree.joint_names(), names);
    let mut parents = vec![None];
    parents.extend(std::iter::repeat_n(Some(0), N));
    assert_eq!(tree.chain.parents, parents);
    assert_eq!(tree.leaves, leaf_names);
    assert_eq!(tree.leaves, leaves_from_parents(&tree));
    assert_eq!(tree.merged[0], ["hub"]);
    for link in &tree.chain.links[1..] {
        assert_eq!(link.joint.origin_xyz, [0.01, 0.0, 0.0]);
    }
}
