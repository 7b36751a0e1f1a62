//! Ready-made chains of the seed papers.

use crate::{AngleConvention, Body, Chain, Joint, Link, ModelError};

impl Chain {
    /// The planar n-link pendulum of the seed paper "Linearization of an n-link
    /// Pendulum": point mass `masses[i]` at the end of massless link `i` of length
    /// `lengths[i]`, gravity `g` (for example 9.81), [`AngleConvention::Absolute`].
    ///
    /// Geometry: the pendulum moves in the world x-y plane, `y` points up and gravity is
    /// `[0, -g, 0]`. `q_i` is the angle of link `i` from the upward vertical, so `q = 0`
    /// is the upright balance point, and the mass positions are
    /// `x_i = sum_{k<=i} l_k sin q_k`, `y_i = sum_{k<=i} l_k cos q_k`, as in the paper.
    /// For `x = +l sin q` the joint axis is `-z` (a right-handed rotation by `q` about
    /// `-z` takes the upward unit vector `(0, 1, 0)` to `(sin q, cos q, 0)`).
    ///
    /// Link `i` is named `link{i+1}` with joint `joint{i+1}` (1-based like the paper).
    /// Masses must be finite and `>= 0`, lengths finite and `> 0`, `g` finite.
    pub fn pendulum(masses: &[f64], lengths: &[f64], g: f64) -> Result<Chain, ModelError> {
        if masses.len() != lengths.len() || masses.is_empty() {
            return Err(ModelError::ParameterCountMismatch {
                masses: masses.len(),
                lengths: lengths.len(),
            });
        }
        for (i, (&m, &l)) in masses.iter().zip(lengths).enumerate() {
            if !crate::is_valid_mass(m) {
                return Err(invalid(i, "mass", m, crate::MASS_REQUIREMENT));
            }
            if !l.is_finite() || l <= 0.0 {
                return Err(invalid(i, "length", l, "finite and > 0"));
            }
        }
        if !g.is_finite() {
            return Err(invalid(0, "g", g, "finite"));
        }
        let links = masses
            .iter()
            .zip(lengths)
            .enumerate()
            .map(|(i, (&m, &l))| {
                let parent_length = if i == 0 { 0.0 } else { lengths[i - 1] };
                Link {
                    joint: Joint::revolute(format!("joint{}", i + 1), [0.0, 0.0, -1.0])
                        .with_origin([0.0, parent_length, 0.0], [0.0; 3]),
                    body: Body::point_mass(format!("link{}", i + 1), m, [0.0, l, 0.0]),
                }
            })
            .collect();
        let chain = Chain::new(links, [0.0, -g, 0.0], AngleConvention::Absolute);
        chain.validate()?;
        Ok(chain)
    }

    /// The Pendubot of the seed paper (section 6.1): a planar two-link arm driven at
    /// joint 1 only. Relative angles; both joints rotate about `+z`; gravity
    /// `[0, -g, 0]`. `q1` is measured from the horizontal `+x` axis (link 1 lies along
    /// `+x` at `q1 = 0`), `q2` is the elbow angle relative to link 1, so the heights of
    /// the centres of mass are `lc1 sin q1` and `l1 sin q1 + lc2 sin(q1 + q2)`, which
    /// gives the paper's `U = θ4 g sin q1 + θ5 g sin(q1 + q2)` with zero at the
    /// shoulder height. Each link is a thin rod along its x axis: inertia about the
    /// centre of mass `diag(0, I, I)`, so the in-plane moment is `I`.
    pub fn pendubot(p: &PendubotParameters) -> Result<Chain, ModelError> {
        p.two_link_arm("pendubot")
    }

    /// The Acrobot: the same mechanism and parameters as [`Chain::pendubot`] (the
    /// paper: "if u1 ≡ 0 the system ... is called an Acrobot"); only the driven joint
    /// differs (joint 2 instead of joint 1), which is a property of the input matrix,
    /// not of the chain. Names are prefixed `acrobot_` instead of `pendubot_`.
    pub fn acrobot(p: &PendubotParameters) -> Result<Chain, ModelError> {
        p.two_link_arm("acrobot")
    }
}

fn invalid(link: usize, parameter: &'static str, value: f64, expected: &'static str) -> ModelError {
    ModelError::InvalidParameter {
        link,
        parameter,
        value,
        expected,
    }
}

/// Physical parameters of the two-link Pendubot / Acrobot (SI units).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PendubotParameters {
    /// Mass of link 1.
    pub m1: f64,
    /// Mass of link 2.
    pub m2: f64,
    /// Moment of inertia of link 1 about its centre of mass (in-plane axis).
    pub i1: f64,
    /// Moment of inertia of link 2 about its centre of mass (in-plane axis).
    pub i2: f64,
    /// Distance from joint 1 to the centre of mass of link 1.
    pub lc1: f64,
    /// Distance from joint 2 to the centre of mass of link 2.
    pub lc2: f64,
    /// Length of link 1 (joint 1 to joint 2).
    pub l1: f64,
    /// Length of link 2 (does not enter the dynamics).
    pub l2: f64,
    /// Gravitational acceleration (magnitude).
    pub g: f64,
}

impl PendubotParameters {
    /// The values of the seed paper, section 6.1.
    pub const PAPER: PendubotParameters = PendubotParameters {
        m1: 1.9008,
        m2: 0.7175,
        i1: 0.004,
        i2: 0.005,
        lc1: 0.185,
        lc2: 0.062,
        l1: 0.2,
        l2: 0.2,
        g: 9.81,
    };

    /// The paper's parameter vector, eq. 58:
    /// `θ1 = m1 lc1² + m2 l1² + I1`, `θ2 = m2 lc2² + I2`, `θ3 = m2 l1 lc2`,
    /// `θ4 = m1 lc1 + m2 l1`, `θ5 = m2 lc2`.
    pub fn theta(&self) -> [f64; 5] {
        let p = self;
        [
            p.m1 * p.lc1 * p.lc1 + p.m2 * p.l1 * p.l1 + p.i1,
            p.m2 * p.lc2 * p.lc2 + p.i2,
            p.m2 * p.l1 * p.lc2,
            p.m1 * p.lc1 + p.m2 * p.l1,
            p.m2 * p.lc2,
        ]
    }

    fn two_link_arm(&self, prefix: &str) -> Result<Chain, ModelError> {
        let p = self;
        for (link, name, value) in [(0, "m1", p.m1), (1, "m2", p.m2)] {
            if !crate::is_valid_mass(value) {
                return Err(invalid(link, name, value, crate::MASS_REQUIREMENT));
            }
        }
        for (link, name, value) in [(0, "i1", p.i1), (1, "i2", p.i2)] {
            if !value.is_finite() || value < 0.0 {
                return Err(invalid(link, name, value, "finite and >= 0"));
            }
        }
        for (link, name, value) in [
            (0, "lc1", p.lc1),
            (1, "lc2", p.lc2),
            (0, "l1", p.l1),
            (1, "l2", p.l2),
            (0, "g", p.g),
        ] {
            if !value.is_finite() {
                return Err(invalid(link, name, value, "finite"));
            }
        }
        let rod = |i: f64| [[0.0, 0.0, 0.0], [0.0, i, 0.0], [0.0, 0.0, i]];
        let links = vec![
            Link {
                joint: Joint::revolute(format!("{prefix}_joint1"), [0.0, 0.0, 1.0]),
                body: Body::new(
                    format!("{prefix}_link1"),
                    p.m1,
                    [p.lc1, 0.0, 0.0],
                    rod(p.i1),
                ),
            },
            Link {
                joint: Joint::revolute(format!("{prefix}_joint2"), [0.0, 0.0, 1.0])
                    .with_origin([p.l1, 0.0, 0.0], [0.0; 3]),
                body: Body::new(
                    format!("{prefix}_link2"),
                    p.m2,
                    [p.lc2, 0.0, 0.0],
                    rod(p.i2),
                ),
            },
        ];
        let chain = Chain::new(links, [0.0, -p.g, 0.0], AngleConvention::Relative);
        chain.validate()?;
        Ok(chain)
    }
}

#[cfg(test)]
mod tests {
    use crate::*;

    #[test]
    fn pendulum_builder() {
        let c = Chain::pendulum(&[1.0, 2.0], &[0.5, 0.7], 9.81).unwrap();
        assert_eq!(c.dof(), 2);
        assert_eq!(c.convention, AngleConvention::Absolute);
        assert_eq!(c.links[1].joint.origin_xyz, [0.0, 0.5, 0.0]);
        assert_eq!(c.links[1].body.com, [0.0, 0.7, 0.0]);
        assert_eq!(c.gravity, [0.0, -9.81, 0.0]);
    }

    #[test]
    fn pendulum_builder_rejects_bad_parameters() {
        assert_eq!(
            Chain::pendulum(&[1.0], &[1.0, 2.0], 9.81),
            Err(ModelError::ParameterCountMismatch {
                masses: 1,
                lengths: 2
            })
        );
        assert!(matches!(
            Chain::pendulum(&[], &[], 9.81),
            Err(ModelError::ParameterCountMismatch { .. })
        ));
        assert!(matches!(
            Chain::pendulum(&[1.0, 1.0], &[1.0, 0.0], 9.81),
            Err(ModelError::InvalidParameter {
                link: 1,
                parameter: "length",
                ..
            })
        ));
        assert!(matches!(
            Chain::pendulum(&[1.0, -1.0], &[1.0, 1.0], 9.81),
            Err(ModelError::InvalidParameter {
                link: 1,
                parameter: "mass",
                ..
            })
        ));
        assert!(matches!(
            Chain::pendulum(&[1.0], &[1.0], f64::NAN),
            Err(ModelError::InvalidParameter { parameter: "g", .. })
        ));
    }

    #[test]
    fn pendubot_builder() {
        let p = PendubotParameters::PAPER;
        let c = Chain::pendubot(&p).unwrap();
        assert_eq!(c.dof(), 2);
        assert_eq!(c.links[1].joint.origin_xyz, [0.2, 0.0, 0.0]);
        let a = Chain::acrobot(&p).unwrap();
        assert_eq!(a.links[0].body.mass, c.links[0].body.mass);
        assert_eq!(a.links[0].joint.name, "acrobot_joint1");
        let th = p.theta();
        // θ3 = m2 l1 lc2 = 0.7175 * 0.2 * 0.062 (rounding of 3 products: 1e-16 relative).
        assert!((th[2] - 0.7175 * 0.2 * 0.062).abs() < 1e-16);
        let mut bad = p;
        bad.i2 = -1.0;
        assert!(matches!(
            Chain::pendubot(&bad),
            Err(ModelError::InvalidParameter {
                link: 1,
                parameter: "i2",
                ..
            })
        ));
        bad = p;
        bad.lc1 = f64::INFINITY;
        assert!(Chain::acrobot(&bad).is_err());
    }
}
