// Pinocchio 4.1 + CppADCodeGen side of scripts/cppadcg/run.sh.
//
//   bench gen    STATES LIBDIR            per model: URDF -> pinocchio::Model (on a free-flyer
//                                         root joint when the states file says `free_flyer`),
//                                         gravity, the code generators of the model's quantities
//                                         (M: CRBA, RNEA, ABA, the ABA derivatives, and with
//                                         contacts the constraint dynamics and its derivatives);
//                                         C sources (kept in LIBDIR/src_<quantity>_<key>/)
//                                         compiled by gcc with CG_CFLAGS (default "-O3
//                                         -march=native") into LIBDIR/*.so; per library on
//                                         stderr the seconds of CppAD's tape, of CppADCG's C
//                                         generation and of gcc
//   bench dump   STATES LIBDIR OUT.json   the generated functions' outputs on every state
//   bench time   STATES LIBDIR            TSV `cppadcg model quantity cpu_ns wall_ns` on stdout
//
// STATES is written by `cppadcg.py states` (the Rust side reads the same file): per model a header
// `model KEY NQ NV URDF ROOT GX GY GZ NSTATES QUANTITIES CONTACTS`, then per state q (NQ
// numbers), v, a, tau (NV each). ROOT `fixed`: NQ = NV = the joints; `free_flyer` (Pinocchio's
// JointModelFreeFlyer): q = [base position, quaternion (x, y, z, w), joints], v = [base linear
// and angular velocity in the base frame, joint rates]. QUANTITIES: the comma-separated
// quantities generated and timed (`M`, `rnea`, `aba`, `lin`, `cd`, `cdd`); CONTACTS: `-` or the
// comma-separated `point:FRAME` / `surface:FRAME`, each a RigidConstraintModel of the frame's
// parent joint at the frame's placement in LOCAL axes (CONTACT_3D a point, CONTACT_6D a
// surface), all active; NC = their force components (3 a point, 6 a surface). The generated
// functions take x = [q] (M: NQ inputs) or [q, v, a] (RNEA) or [q, v, tau] (ABA, the
// linearization, the contact quantities): NQ + 2 NV inputs; every output of the four
// quantities without contacts has NV rows (the matrices NV columns). `time` calls the compiled
// functions directly (dlsym of
// `<name>_forward_zero`, the entry point CppADCG's GenericModel::ForwardZero forwards to, without
// its virtual call and checks), one state after the other (i & 15), median of 15 batches of
// ~20 ms after a warm-up: the same loop as the Rust side's `time_ns`; TSV columns: side, model,
// quantity, ns per call in thread CPU time, in wall clock time. M: the generated function writes
// the upper triangle (nv (nv + 1) / 2 values, Pinocchio's CodeGenCRBA); the timed call includes
// filling the full symmetric nv x nv matrix.
// The linearization: Pinocchio's CodeGenABADerivatives outputs (ddq_dq, ddq_dv, Minv) but not
// ddq; CodeGenABADerivativesFull below is the same with ddq (computed by the algorithm anyway)
// added to the outputs, so that both sides return the same four blocks.
// Under contact (`cd`, `cdd`; all contacts active, Pinocchio's default ProximalSettings: mu = 0,
// one iteration, the exact Cholesky solve of the contact KKT system):
//   cd:  Pinocchio's CodeGenConstraintDynamics (constraintDynamics), Y = [a (NV); lambda_c (NC)],
//        generated without its Jacobian (build_jacobian false: only the forward zero is called;
//        its CppAD Jacobian, nq columns for q, is not the tangent-space derivative anyway).
//   cdd: CodeGenConstraintDynamicsDerivativesFull below: Pinocchio's
//        CodeGenConstraintDynamicsDerivatives (constraintDynamics, then
//        computeConstraintDynamicsDerivatives) with a and lambda_c (computed by the algorithm
//        anyway) added in front, as chaindyn's ContactDerivatives returns them:
//        Y = [a (NV); lambda_c (NC); da_dq, da_dv, da_dtau (NV x NV each, row-major);
//             dlambda_dq, dlambda_dv, dlambda_dtau (NC x NV each, column-major)]
//        (Pinocchio's generator's layout after a and lambda). da_dq and dlambda_dq are
//        Pinocchio's data.ddq_dq, data.dlambda_dq: NV columns, the tangent-space derivative
//        (CodeGenConstraintDynamics's da_dq, NV x NQ, is its CppAD Jacobian's q columns, not used).

#include "pinocchio/codegen/cppadcg-algo.hpp"
#include "pinocchio/parsers/urdf.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using Model = pinocchio::Model;

struct State
{
  std::vector<double> q, v, a, tau;
};

struct ModelStates
{
  std::string key;
  int nq, nv; // configuration and velocity sizes (equal on a fixed base)
  std::string urdf;
  std::string root; // "fixed" or "free_flyer"
  double g[3];
  std::vector<std::string> quantities;                         // M, rnea, aba, lin, cd, cdd
  std::vector<std::pair<std::string, std::string>> contacts; // (point | surface, frame)
  int nc = 0;                                                  // contact force components
  std::vector<State> states;
};

static std::vector<std::string> split(const std::string & s, char sep)
{
  std::vector<std::string> out;
  std::string item;
  std::istringstream in(s);
  while (std::getline(in, item, sep))
    if (!item.empty())
      out.push_back(item);
  return out;
}

static std::vector<ModelStates> read_states(const std::string & path)
{
  std::ifstream f(path);
  if (!f)
    throw std::runtime_error("cannot read " + path);
  std::vector<ModelStates> out;
  std::string word;
  while (f >> word)
  {
    if (word != "model")
      throw std::runtime_error("bad states file");
    ModelStates m;
    int ns;
    std::string quantities, contacts;
    f >> m.key >> m.nq >> m.nv >> m.urdf >> m.root >> m.g[0] >> m.g[1] >> m.g[2] >> ns
      >> quantities >> contacts;
    if (!f || (m.root != "fixed" && m.root != "free_flyer"))
      throw std::runtime_error("bad states file header (model " + m.key + ")");
    m.quantities = split(quantities, ',');
    if (contacts != "-")
      for (const auto & c : split(contacts, ','))
      {
        const auto colon = c.find(':');
        const std::string kind = c.substr(0, colon);
        if (colon == std::string::npos || (kind != "point" && kind != "surface"))
          throw std::runtime_error(m.key + ": bad contact " + c);
        m.contacts.emplace_back(kind, c.substr(colon + 1));
        m.nc += kind == "point" ? 3 : 6;
      }
    for (const auto & q : m.quantities)
      if (q != "M" && q != "rnea" && q != "aba" && q != "lin" && q != "cd" && q != "cdd")
        throw std::runtime_error(m.key + ": unknown quantity " + q);
      else if ((q == "cd" || q == "cdd") && (m.contacts.empty() || m.root != "free_flyer"))
        throw std::runtime_error(m.key + ": " + q + " needs contacts on a floating base");
    for (int s = 0; s < ns; ++s)
    {
      State st;
      for (auto * x : {&st.q, &st.v, &st.a, &st.tau})
      {
        const int len = x == &st.q ? m.nq : m.nv;
        x->resize(len);
        for (int i = 0; i < len; ++i)
          f >> (*x)[i];
      }
      if (!f)
        throw std::runtime_error("bad states file (model " + m.key + ")");
      m.states.push_back(st);
    }
    out.push_back(m);
  }
  return out;
}

static Model load_model(const ModelStates & m)
{
  Model model;
  if (m.root == "free_flyer")
    pinocchio::urdf::buildModel(m.urdf, pinocchio::JointModelFreeFlyer(), model);
  else
    pinocchio::urdf::buildModel(m.urdf, model);
  model.gravity.linear(Eigen::Vector3d(m.g[0], m.g[1], m.g[2]));
  if (model.nq != m.nq || model.nv != m.nv)
    throw std::runtime_error(m.key + ": nq/nv differ from the states file's");
  return model;
}

// ABA derivatives with ddq among the outputs: Y = [ddq (nv); ddq_dq, ddq_dv, Minv (nv x nv
// each, row-major)].
struct CodeGenABADerivativesFull : public pinocchio::CodeGenBase<double>
{
  typedef pinocchio::CodeGenBase<double> Base;
  typedef Base::ADData::MatrixXs ADMatrixXs;
  typedef Eigen::Matrix<ADScalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> RowADMatrixXs;

  CodeGenABADerivativesFull(
    const Model & model, const std::string & function_name, const std::string & library_name)
  : Base(model, model.nq + 2 * model.nv, model.nv + 3 * model.nv * model.nv, function_name,
         library_name)
  {
    ad_q = pinocchio::neutral(ad_model);
    ad_v = ADTangentVectorType::Zero(model.nv);
    ad_tau = ADTangentVectorType::Zero(model.nv);
    ad_ddq_dq = ADMatrixXs::Zero(model.nv, model.nv);
    ad_ddq_dv = ADMatrixXs::Zero(model.nv, model.nv);
    ad_ddq_dtau = ADMatrixXs::Zero(model.nv, model.nv);
    build_jacobian = false;
  }

  void buildMap() override
  {
    CppAD::Independent(ad_X);
    const Eigen::Index nq = ad_model.nq, nv = ad_model.nv;
    ad_q = ad_X.segment(0, nq);
    ad_v = ad_X.segment(nq, nv);
    ad_tau = ad_X.segment(nq + nv, nv);
    pinocchio::computeABADerivatives(ad_model, ad_data, ad_q, ad_v, ad_tau, ad_ddq_dq, ad_ddq_dv, ad_ddq_dtau);
    Eigen::Index it = 0;
    ad_Y.segment(it, nv) = ad_data.ddq;
    it += nv;
    for (const ADMatrixXs * m : {&ad_ddq_dq, &ad_ddq_dv, &ad_ddq_dtau})
    {
      Eigen::Map<RowADMatrixXs>(ad_Y.data() + it, nv, nv) = *m;
      it += nv * nv;
    }
    ad_fun.Dependent(ad_X, ad_Y);
    ad_fun.optimize("no_compare_op");
  }

  ADMatrixXs ad_ddq_dq, ad_ddq_dv, ad_ddq_dtau;
  ADTangentVectorType ad_tau;
};

typedef pinocchio::RigidConstraintModelTpl<double, 0> ContactModel;

// The contacts of `m` as Pinocchio's constraint models (see the header; the Python check builds
// the same).
static std::vector<ContactModel> contact_models(const Model & model, const ModelStates & m)
{
  std::vector<ContactModel> out;
  for (const auto & c : m.contacts)
  {
    if (!model.existFrame(c.second))
      throw std::runtime_error(m.key + ": no frame " + c.second);
    const pinocchio::Frame & f = model.frames[model.getFrameId(c.second)];
    out.emplace_back(
      c.first == "point" ? pinocchio::CONTACT_3D : pinocchio::CONTACT_6D, model, f.parentJoint,
      f.placement, pinocchio::LOCAL);
  }
  return out;
}

// Constraint dynamics derivatives with a and lambda among the outputs (see the header for Y).
struct CodeGenConstraintDynamicsDerivativesFull : public pinocchio::CodeGenBase<double>
{
  typedef pinocchio::CodeGenBase<double> Base;
  typedef Base::ADData::MatrixXs ADMatrixXs;
  typedef Base::ADData::VectorXs ADVectorXs_;
  typedef Eigen::Matrix<ADScalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> RowADMatrixXs;
  typedef pinocchio::RigidConstraintModelTpl<ADScalar, 0> ADContactModel;
  typedef pinocchio::RigidConstraintDataTpl<ADScalar, 0> ADContactData;

  static Eigen::Index dim(const std::vector<ContactModel> & contacts)
  {
    Eigen::Index n = 0;
    for (const auto & c : contacts)
      n += c.residualSize();
    return n;
  }

  CodeGenConstraintDynamicsDerivativesFull(
    const Model & model,
    const std::vector<ContactModel> & contacts,
    const std::string & function_name,
    const std::string & library_name)
  : Base(
      model,
      model.nq + 2 * model.nv,
      model.nv + dim(contacts) + 3 * model.nv * model.nv + 3 * dim(contacts) * model.nv,
      function_name,
      library_name)
  , nc(dim(contacts))
  {
    ad_q = pinocchio::neutral(ad_model);
    ad_v = ADTangentVectorType::Zero(model.nv);
    ad_tau = ADTangentVectorType::Zero(model.nv);
    for (const auto & c : contacts)
      ad_contact_models.push_back(c.cast<ADScalar>());
    for (const auto & c : ad_contact_models)
      ad_contact_datas.push_back(ADContactData(c));
    pinocchio::initConstraintDynamics(ad_model, ad_data, ad_contact_models, ad_contact_datas);
    build_jacobian = false;
  }

  void buildMap() override
  {
    CppAD::Independent(ad_X);
    const Eigen::Index nq = ad_model.nq, nv = ad_model.nv;
    ad_q = ad_X.segment(0, nq);
    ad_v = ad_X.segment(nq, nv);
    ad_tau = ad_X.segment(nq + nv, nv);
    pinocchio::constraintDynamics(
      ad_model, ad_data, ad_q, ad_v, ad_tau, ad_contact_models, ad_contact_datas);
    const ADTangentVectorType a = ad_data.ddq;
    const ADVectorXs_ lambda = ad_data.lambda_c;
    pinocchio::computeConstraintDynamicsDerivatives(
      ad_model, ad_data, ad_contact_models, ad_contact_datas);
    Eigen::Index it = 0;
    ad_Y.segment(it, nv) = a;
    it += nv;
    ad_Y.segment(it, nc) = lambda;
    it += nc;
    // data.ddq_dq etc. are row-major (Data::RowMatrixXs), data.dlambda_dq etc. column-major
    for (const auto * m : {&ad_data.ddq_dq, &ad_data.ddq_dv, &ad_data.ddq_dtau})
    {
      Eigen::Map<RowADMatrixXs>(ad_Y.data() + it, nv, nv) = *m;
      it += nv * nv;
    }
    for (const ADMatrixXs * m : {&ad_data.dlambda_dq, &ad_data.dlambda_dv, &ad_data.dlambda_dtau})
    {
      Eigen::Map<ADMatrixXs>(ad_Y.data() + it, nc, nv) = *m;
      it += nc * nv;
    }
    if (it != ad_Y.size())
      throw std::runtime_error("CodeGenConstraintDynamicsDerivativesFull: output size");
    ad_fun.Dependent(ad_X, ad_Y);
    ad_fun.optimize("no_compare_op");
  }

  Eigen::Index nc;
  std::vector<ADContactModel> ad_contact_models;
  std::vector<ADContactData> ad_contact_datas;
  ADTangentVectorType ad_tau;
};

// The C sources of a model as CppADCG's library processors generate them (their getSources is
// protected).
struct SourcesOf : public CppAD::cg::ModelLibraryProcessor<double>
{
  using CppAD::cg::ModelLibraryProcessor<double>::ModelLibraryProcessor;
  const std::map<std::string, std::string> & of(CppAD::cg::ModelCSourceGen<double> & model)
  {
    return getSources(model);
  }
};

// Pinocchio's generators with a compile step that takes a list of gcc flags (CodeGenBase's
// compileLib puts its option string into one argument).
template<class Gen>
struct Compiled : public Gen
{
  template<class... Args>
  Compiled(Args &&... args)
  : Gen(std::forward<Args>(args)...)
  {
  }

  // Only the forward zero (the function timed), not the Jacobian.
  void forward_only()
  {
    this->build_jacobian = false;
  }

  // Tape, C sources (saved in `srcdir`, for their sizes), gcc; prints the seconds of each.
  void compile(const std::vector<std::string> & flags, const std::string & srcdir)
  {
    const auto t0 = std::chrono::steady_clock::now();
    this->initLib(); // buildMap: CppAD's tape (and its optimisation)
    const auto t1 = std::chrono::steady_clock::now();
    // CppADCG's C, generated here as the library processor does it, and cached in the model's
    // source generator for the compile; written to `srcdir` (ModelLibraryCSourceGen::saveSources
    // does not compile in CppADCodeGen 2.4.3).
    const auto & sources = SourcesOf(*this->libcgen_ptr).of(*this->cgen_ptr);
    CppAD::cg::system::createFolder(srcdir);
    for (const auto & f : sources)
      std::ofstream(srcdir + "/" + f.first) << f.second;
    const auto t2 = std::chrono::steady_clock::now();
    CppAD::cg::GccCompiler<double> compiler("/usr/bin/gcc");
    compiler.setCompileFlags(flags);
    this->dynamicLibManager_ptr->createDynamicLibrary(compiler, false);
    const auto t3 = std::chrono::steady_clock::now();
    auto sec = [](auto a, auto b) { return std::chrono::duration<double>(b - a).count(); };
    std::cerr << "  " << srcdir << ": tape " << sec(t0, t1) << " s, C " << sec(t1, t2)
              << " s, gcc " << sec(t2, t3) << " s" << std::endl;
  }
};

static std::string fn_name(const std::string & q, const std::string & key)
{
  return q + "_" + key;
}

// CodeGenBase names the library `<library_name>_<model.name>`: lib_<quantity>_<key>.so.
static std::string lib_path(const std::string & libdir, const std::string & q, const std::string & key)
{
  return libdir + "/lib_" + q + "_" + key + ".so";
}

static void gen(const std::vector<ModelStates> & models, const std::string & libdir)
{
  std::vector<std::string> flags;
  {
    const char * env = std::getenv("CG_CFLAGS");
    std::istringstream s(env ? env : "-O3 -march=native");
    std::string w;
    while (s >> w)
      flags.push_back(w);
  }
  if (chdir(libdir.c_str()) != 0)
    throw std::runtime_error("cannot chdir to " + libdir);
  for (const auto & m : models)
  {
    Model model = load_model(m);
    model.name = m.key;
    const std::string k = m.key;
    const auto contacts = contact_models(model, m);
    auto t0 = std::chrono::steady_clock::now();
    for (const std::string & q : m.quantities)
    {
      const std::string src = "src_" + q + "_" + k;
      if (q == "M")
        Compiled<pinocchio::CodeGenCRBA<double>>(model, fn_name(q, k), "lib_M").compile(flags, src);
      else if (q == "rnea")
        Compiled<pinocchio::CodeGenRNEA<double>>(model, fn_name(q, k), "lib_rnea").compile(flags, src);
      else if (q == "aba")
        Compiled<pinocchio::CodeGenABA<double>>(model, fn_name(q, k), "lib_aba").compile(flags, src);
      else if (q == "lin")
        Compiled<CodeGenABADerivativesFull>(model, fn_name(q, k), "lib_lin").compile(flags, src);
      else if (q == "cd")
      {
        Compiled<pinocchio::CodeGenConstraintDynamics<double>> g(model, contacts, fn_name(q, k), "lib_cd");
        g.forward_only();
        g.compile(flags, src);
      }
      else if (q == "cdd")
        Compiled<CodeGenConstraintDynamicsDerivativesFull>(model, contacts, fn_name(q, k), "lib_cdd")
          .compile(flags, src);
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cerr << "generated and compiled " << k << " (" << s << " s)" << std::endl;
  }
}

// The compiled entry point: `void <name>_forward_zero(double const *const * in, double *const *
// out, struct LangCAtomicFun atomicFun)`.
typedef void (*ForwardZero)(double const * const *, double * const *, LangCAtomicFun);

struct Loaded
{
  ForwardZero fn;
  int n_in, n_out;
};

static Loaded load(const std::string & libdir, const std::string & q, const ModelStates & m)
{
  const std::string path = lib_path(libdir, q, m.key);
  void * h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h)
    throw std::runtime_error(std::string("dlopen: ") + dlerror());
  const std::string sym = fn_name(q, m.key) + "_forward_zero";
  void * f = dlsym(h, sym.c_str());
  if (!f)
    throw std::runtime_error("dlsym " + sym + " in " + path);
  const int nq = m.nq, nv = m.nv;
  Loaded l;
  l.fn = reinterpret_cast<ForwardZero>(f);
  l.n_in = q == "M" ? nq : nq + 2 * nv;
  const int nc = m.nc;
  l.n_out = q == "M"     ? nv * (nv + 1) / 2
            : q == "lin" ? nv + 3 * nv * nv
            : q == "cd"  ? nv + nc
            : q == "cdd" ? nv + nc + 3 * nv * nv + 3 * nc * nv
                         : nv;
  return l;
}

// Per state: the input vector x = [q] (M: nq) or [q, v, a] (RNEA) or [q, v, tau] (ABA, lin, cd,
// cdd: nq + 2 nv).
static std::vector<std::vector<double>> inputs(const ModelStates & m, const std::string & q)
{
  std::vector<std::vector<double>> xs;
  for (const auto & s : m.states)
  {
    std::vector<double> x(s.q);
    if (q != "M")
    {
      x.insert(x.end(), s.v.begin(), s.v.end());
      const auto & third = q == "rnea" ? s.a : s.tau;
      x.insert(x.end(), third.begin(), third.end());
    }
    const std::size_t want = q == "M" ? m.nq : m.nq + 2 * m.nv;
    if (x.size() != want)
      throw std::runtime_error(m.key + ": input size");
    xs.push_back(x);
  }
  return xs;
}

static inline void escape(void * p)
{
  asm volatile("" : : "g"(p) : "memory");
}

// The upper triangle (row by row, Pinocchio's CodeGenCRBA order) into the full column-major
// n x n matrix (n = nv).
static inline void symmetrize(const double * packed, double * full, int n)
{
  int it = 0;
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j)
    {
      full[i + j * n] = packed[it];
      full[j + i * n] = packed[it];
      ++it;
    }
}

// CPU time of this thread (not wall-clock time): the machine may be shared, and a process that
// is descheduled for part of a batch would otherwise count the other processes' time.
static inline double thread_cpu_s()
{
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static inline double wall_s()
{
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct Timing
{
  double cpu_ns, wall_ns;
};

// Medians over 15 batches of ~20 ms (thread CPU time) of the ns per call, CPU and wall clock,
// after a warm-up that also sizes the batches. The same loop as the Rust side's `time_ns`.
template<class F>
static Timing time_ns(F && f)
{
  const int batches = 15;
  std::size_t iters = 16;
  double elapsed;
  for (;;)
  {
    const double t = thread_cpu_s();
    for (std::size_t i = 0; i < iters; ++i)
      f(i);
    elapsed = thread_cpu_s() - t;
    if (elapsed >= 5e-3)
      break;
    iters *= 2;
  }
  iters = (std::size_t)std::ceil(iters * 20e-3 / elapsed);
  for (std::size_t i = 0; i < iters; ++i)
    f(i);
  std::vector<double> cpu, wall;
  for (int b = 0; b < batches; ++b)
  {
    const double w = wall_s(), t = thread_cpu_s();
    for (std::size_t i = 0; i < iters; ++i)
      f(i);
    const double t1 = thread_cpu_s(), w1 = wall_s();
    cpu.push_back((t1 - t) * 1e9 / (double)iters);
    wall.push_back((w1 - w) * 1e9 / (double)iters);
  }
  std::sort(cpu.begin(), cpu.end());
  std::sort(wall.begin(), wall.end());
  return Timing{cpu[batches / 2], wall[batches / 2]};
}

static void time_all(const std::vector<ModelStates> & models, const std::string & libdir)
{
  for (const auto & m : models)
  {
    if (m.states.size() != 16)
      throw std::runtime_error("the loops cycle with i & 15");
    for (const std::string & q : m.quantities)
    {
      const Loaded l = load(libdir, q, m);
      const auto xs = inputs(m, q);
      const double * in[16][1];
      for (int s = 0; s < 16; ++s)
        in[s][0] = xs[s].data();
      std::vector<double> y(l.n_out), full(m.nv * m.nv);
      double * out[1] = {y.data()};
      LangCAtomicFun atomic{};
      const ForwardZero fn = l.fn;
      const int n = m.nv;
      Timing ns;
      if (q == "M")
        ns = time_ns([&](std::size_t i) {
          fn(in[i & 15], out, atomic);
          symmetrize(y.data(), full.data(), n);
          escape(full.data());
        });
      else
        ns = time_ns([&](std::size_t i) {
          fn(in[i & 15], out, atomic);
          escape(y.data());
        });
      std::printf(
        "cppadcg\t%s\t%s\t%.3f\t%.3f\n", m.key.c_str(), q.c_str(), ns.cpu_ns, ns.wall_ns);
      std::fflush(stdout);
    }
  }
}

// A rows x cols matrix stored row-major or column-major, as a JSON list of rows.
static void json_mat(std::ostream & o, const double * a, int rows, int cols, bool row_major)
{
  o << "[";
  for (int i = 0; i < rows; ++i)
  {
    o << (i ? ",[" : "[");
    for (int j = 0; j < cols; ++j)
      o << (j ? "," : "") << (row_major ? a[i * cols + j] : a[i + j * rows]);
    o << "]";
  }
  o << "]";
}

static void json_vec(std::ostream & o, const double * a, int n)
{
  o << "[";
  for (int i = 0; i < n; ++i)
    o << (i ? "," : "") << a[i];
  o << "]";
}

// Per state, the entries of cppadcg.py's OUTPUTS for the model's quantities.
static void dump(
  const std::vector<ModelStates> & models, const std::string & libdir, const std::string & path)
{
  std::ofstream o(path);
  o.precision(17);
  o << "{";
  for (std::size_t mi = 0; mi < models.size(); ++mi)
  {
    const auto & m = models[mi];
    const int n = m.nv, nc = m.nc;
    const std::size_t nqty = m.quantities.size();
    o << (mi ? ",\n" : "") << "\"" << m.key << "\":[";
    std::vector<Loaded> l(nqty);
    std::vector<std::vector<std::vector<double>>> xs(nqty);
    for (std::size_t k = 0; k < nqty; ++k)
    {
      l[k] = load(libdir, m.quantities[k], m);
      xs[k] = inputs(m, m.quantities[k]);
    }
    LangCAtomicFun atomic{};
    for (std::size_t s = 0; s < m.states.size(); ++s)
    {
      o << (s ? "," : "") << "{";
      for (std::size_t k = 0; k < nqty; ++k)
      {
        const std::string & q = m.quantities[k];
        std::vector<double> y(l[k].n_out, 0.0);
        const double * in[1] = {xs[k][s].data()};
        double * out[1] = {y.data()};
        l[k].fn(in, out, atomic);
        o << (k ? "," : "");
        if (q == "M")
        {
          std::vector<double> full(n * n);
          symmetrize(y.data(), full.data(), n);
          o << "\"M\":";
          json_mat(o, full.data(), n, n, false);
        }
        else if (q == "rnea" || q == "aba")
        {
          o << "\"" << q << "\":";
          json_vec(o, y.data(), n);
        }
        else if (q == "lin")
        {
          o << "\"lin_qdd\":";
          json_vec(o, y.data(), n);
          const char * names[] = {"lin_dq", "lin_dv", "lin_minv"};
          for (int b = 0; b < 3; ++b)
          {
            o << ",\"" << names[b] << "\":";
            json_mat(o, y.data() + n + b * n * n, n, n, true);
          }
        }
        else // cd, cdd: a, lambda, then (cdd) the derivatives
        {
          o << "\"" << q << "_a\":";
          json_vec(o, y.data(), n);
          o << ",\"" << q << "_lambda\":";
          json_vec(o, y.data() + n, nc);
          if (q == "cdd")
          {
            const double * d = y.data() + n + nc;
            const char * a_names[] = {"cdd_da_dq", "cdd_da_dv", "cdd_da_dtau"};
            for (int b = 0; b < 3; ++b, d += n * n)
            {
              o << ",\"" << a_names[b] << "\":";
              json_mat(o, d, n, n, true);
            }
            const char * l_names[] = {"cdd_dl_dq", "cdd_dl_dv", "cdd_dl_dtau"};
            for (int b = 0; b < 3; ++b, d += nc * n)
            {
              o << ",\"" << l_names[b] << "\":";
              json_mat(o, d, nc, n, false);
            }
          }
        }
      }
      o << "}";
    }
    o << "]";
  }
  o << "}\n";
}

int main(int argc, char ** argv)
{
  if (argc < 4)
  {
    std::cerr << "usage: " << argv[0] << " gen|dump|time STATES LIBDIR [OUT.json]\n";
    return 2;
  }
  const std::string cmd = argv[1];
  const auto models = read_states(argv[2]);
  const std::string libdir = argv[3];
  if (cmd == "gen")
    gen(models, libdir);
  else if (cmd == "dump" && argc > 4)
    dump(models, libdir, argv[4]);
  else if (cmd == "time")
    time_all(models, libdir);
  else
  {
    std::cerr << "unknown command\n";
    return 2;
  }
  return 0;
}
