//! Power-law fits `y = c n^p` of the scaling series.

/// A least-squares fit `y = c n^p` of log y against log n.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PowerFit {
    /// The exponent (slope in log-log).
    pub(crate) p: f64,
    /// The prefactor.
    pub(crate) c: f64,
    /// Coefficient of determination of the log-log fit.
    pub(crate) r2: f64,
    /// Number of points fitted.
    pub(crate) points: usize,
}

impl PowerFit {
    /// The fitted value at `n`.
    pub(crate) fn at(&self, n: f64) -> f64 {
        self.c * n.powf(self.p)
    }
}

/// Least-squares fit of `ln y = ln c + p ln n`; `None` with fewer than two distinct `n` or a
/// non-positive value.
pub(crate) fn power_fit(points: &[(f64, f64)]) -> Option<PowerFit> {
    if points.iter().any(|&(n, y)| !(n > 0.0 && y > 0.0)) {
        return None;
    }
    let logs: Vec<(f64, f64)> = points.iter().map(|&(n, y)| (n.ln(), y.ln())).collect();
    let m = logs.len() as f64;
    let (mx, my) = logs
        .iter()
        .fold((0.0, 0.0), |(a, b), &(x, y)| (a + x / m, b + y / m));
    let sxx: f64 = logs.iter().map(|&(x, _)| (x - mx) * (x - mx)).sum();
    let sxy: f64 = logs.iter().map(|&(x, y)| (x - mx) * (y - my)).sum();
    let syy: f64 = logs.iter().map(|&(_, y)| (y - my) * (y - my)).sum();
    if logs.len() < 2 || sxx <= 1e-12 {
        return None;
    }
    let p = sxy / sxx;
    let r2 = if syy > 0.0 {
        sxy * sxy / (sxx * syy)
    } else {
        1.0
    };
    Some(PowerFit {
        p,
        c: (my - p * mx).exp(),
        r2,
        points: logs.len(),
    })
}
