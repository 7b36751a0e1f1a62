//! The URDF importer on a large tree: a root, a stem of `S` fixed links, a hub fixed to its end
//! and `L` revolute leaves on the hub, with `S = L` (2000: 1.3 MB; 4999: 3.2 MB, 10 000 links
//! and 9 999 joints, at the importer's limits). Every step after parsing is linear or `n log n`
//! in the size of the file (see the `urdf` module's documentation), so the import time is too.
//!
//! Cases: `Chain::tree_from_urdf_str` with no tips (every movable joint; the leaves are found)
//! and with every leaf as a tip (each tip looked up by name, the paths to them walked).
//!
//! Run: `cargo bench -p chaindyn-model --bench urdf_import`.

use chaindyn_model::Chain;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::fmt::Write;
use std::hint::black_box;
use std::time::Duration;

const INERTIAL: &str = r#"<inertial><origin xyz="0 0 0.05"/><mass value="0.1"/><inertia ixx="1e-4" ixy="0" ixz="0" iyy="1e-4" iyz="0" izz="1e-4"/></inertial>"#;

/// `root` -fixed-> `s1` ... -fixed-> `s{stem}` -fixed-> `hub` -revolute-> `leaf_{i}` for `i` in
/// `1..=leaves`, one element per line.
fn stem_hub_leaves(stem: usize, leaves: usize) -> String {
    let mut s = String::from("<robot name=\"stem_hub_leaves\">\n<link name=\"root\"/>\n");
    let mut parent = "root".to_owned();
    for i in 1..=stem {
        let _ = writeln!(
            s,
            "<link name=\"s{i}\"/>\n<joint name=\"stem_{i}\" type=\"fixed\"><parent link=\"{parent}\"/>\
             <child link=\"s{i}\"/><origin xyz=\"0 0 0.01\"/></joint>"
        );
        parent = format!("s{i}");
    }
    let _ = writeln!(
        s,
        "<link name=\"hub\">{INERTIAL}</link>\n<joint name=\"hub_mount\" type=\"fixed\">\
         <parent link=\"{parent}\"/><child link=\"hub\"/></joint>"
    );
    for i in 1..=leaves {
        let _ = writeln!(
            s,
            "<link name=\"leaf_{i}\">{INERTIAL}</link>\n<joint name=\"leaf_joint_{i}\" \
             type=\"revolute\"><parent link=\"hub\"/><child link=\"leaf_{i}\"/>\
             <origin xyz=\"0.01 0 0\" rpy=\"0 0 0.001\"/><axis xyz=\"0 0 1\"/>\
             <limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint>"
        );
    }
    s.push_str("</robot>\n");
    s
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("urdf_stem_hub_leaves");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(5));
    for n in [2000usize, 4999] {
        let xml = stem_hub_leaves(n, n);
        let tips: Vec<String> = (1..=n).map(|i| format!("leaf_{i}")).collect();
        let tips: Vec<&str> = tips.iter().map(String::as_str).collect();
        // Sanity: the whole tree imports, every leaf a joint of its own on the base.
        let tree = Chain::tree_from_urdf_str(&xml, None, &[]).unwrap();
        assert_eq!(tree.chain.links.len(), n);
        assert_eq!(tree.leaves.len(), n);
        eprintln!("S = L = {n}: {} bytes", xml.len());
        group.bench_with_input(BenchmarkId::new("tree", n), &xml, |b, xml| {
            b.iter(|| Chain::tree_from_urdf_str(black_box(xml), None, &[]).unwrap())
        });
        group.bench_with_input(BenchmarkId::new("tree_to_every_leaf", n), &xml, |b, xml| {
            b.iter(|| Chain::tree_from_urdf_str(black_box(xml), None, black_box(&tips)).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
