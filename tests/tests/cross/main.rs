//! The cross-crate tests in one binary: each module is one concern (generated vs reference, the
//! papers' closed forms, `f32` and lanes, task space, control, URDF, ...). One binary compiles each
//! model's generated code once for all of them, where a binary per file compiled it once per file.
//! (`no_alloc` counts allocations with a global allocator, and `ui` drives trybuild: each is a
//! binary of its own.)

mod closed_forms;
mod closed_loop;
mod front_end;
mod generated_vs_reference;
mod scalars;
mod standalone;
mod step_derivatives;
mod task_space;
mod trajectory_optimisation;
mod urdf;
