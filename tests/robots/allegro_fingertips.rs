// Included (`include!`) by the tests and examples that import the Allegro hand of
// `allegro_right_hand.urdf` as a tree: four fingertip links of that description have inertias
// that break the triangle inequality (principal moments 2.30e-6, 3.49e-6, 7.27e-6 kg m² on links
// 3, 7 and 11; link 15 likewise), which the importer refuses. Their products of inertia are
// dropped here (the diagonal moments satisfy the inequality); nothing else changes.

/// The Allegro hand's URDF text with the products of inertia of its four fingertip links zeroed.
#[allow(dead_code)]
pub fn allegro_with_physical_fingertips(xml: &str) -> String {
    xml.replace(
        r#"ixy="1.255968e-06" ixz="1.2936e-06" iyy="3.649312e-06" iyz="1.7622e-06""#,
        r#"ixy="0" ixz="0" iyy="3.649312e-06" iyz="0""#,
    )
    .replace(
        r#"ixy="8.042076e-06" ixz="5.2283e-06" iyy="1.47493026667e-5" iyz="1.1283525e-5""#,
        r#"ixy="0" ixz="0" iyy="1.47493026667e-5" iyz="0""#,
    )
}
