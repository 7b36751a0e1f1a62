//! `mul_add`: the fused multiply-add of the generated code.

/// `a · b + c`. On targets with FMA (`cfg(target_feature = "fma")`, for example a build with
/// `-C target-cpu=native` on a recent x86-64) one fused instruction, rounded once; elsewhere
/// exactly `a * b + c`, so a default build computes what the unfused expression computes (and
/// never calls the slow software `fma` of libm).
#[inline(always)]
pub fn mul_add(a: f64, b: f64, c: f64) -> f64 {
    #[cfg(target_feature = "fma")]
    {
        a.mul_add(b, c)
    }
    #[cfg(not(target_feature = "fma"))]
    {
        a * b + c
    }
}
