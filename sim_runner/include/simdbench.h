/* simdbench.h: what SimdBench-style task programs expect to find, written for sim_runner.
 *
 * Correctness programs get deterministic random data (`Random`, seeded with DEFAULT_SEED),
 * random small sizes (`Small_Arg_1D` .. `Small_Arg_5D`), `allclose`, `ITERATIONS` and
 * `ERROR_PRINT`. Performance programs get a Google-Benchmark-compatible shim: the sources
 * compile unchanged, but instead of timing many iterations on the wall clock, `BENCHMARK_MAIN()`
 * runs ONE registered benchmark at ONE argument set, chosen on stdin:
 *
 *     NAME SELECTOR        e.g. "SIMD 0", "Scalar -1", "SIMD mid"
 *
 * SELECTOR indexes the benchmark's argument sets (0 = first, -1 = last, mid = the middle one).
 * The benchmark loop body runs twice: a warm-up iteration, then one measured iteration between
 * EFFBENCH_ROI_BEGIN and EFFBENCH_ROI_END -- the simulator measures exactly one warm call of the
 * kernel, without the data set-up. The program prints "NAME SELECTOR" back and exits 0; "LIST"
 * prints every benchmark with its argument sets.
 *
 * This header includes no intrinsic header, directly or through the standard library (libstdc++'s
 * <random> pulls in <pmmintrin.h> when SSE3 is on), so the "no intrinsic" rule can test a
 * sample by compiling it without the task's intrinsic headers. Hence its own generator
 * (splitmix64), normal variates (Box-Muller) and shuffle (Fisher-Yates).
 *
 * Data: integers are drawn uniformly from [-1000, 1000] (clipped to the type; unsigned from
 * [0, 1000]), so sums of a few thousand elements do not overflow 32 bits; floating-point values
 * uniformly from [-10, 10]; `bool_item` vectors hold 0 and 1.
 */
#ifndef EFFBENCH_SIMDBENCH_H
#define EFFBENCH_SIMDBENCH_H

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "effbench_roi.h"

#define ITERATIONS 1000
#define ERROR_PRINT 0
#define DEFAULT_SEED 0xdeadbeefULL

class Random {
 public:
  explicit Random(uint64_t seed = DEFAULT_SEED) : state_(seed) {}

  uint64_t next() {  // splitmix64
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  double uniform() { return (next() >> 11) * 0x1.0p-53; }  // [0, 1)

  template <typename T>
  T randint(T low, T high) {  // inclusive bounds
    if constexpr (std::is_floating_point_v<T>) {
      return static_cast<T>(low + (high - low) * uniform());
    } else {
      unsigned long long span = static_cast<unsigned long long>(high) - static_cast<unsigned long long>(low);
      unsigned long long offset = span == ~0ULL ? next() : next() % (span + 1);
      return static_cast<T>(static_cast<unsigned long long>(low) + offset);
    }
  }

  template <typename T>
  T normal_distribution(T mean = 0, T stddev = 1) {
    double u1 = 1.0 - uniform(), u2 = uniform();
    return static_cast<T>(mean + stddev * std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2));
  }

  template <typename T>
  T value(bool bool_item = false) {
    if (bool_item || std::is_same_v<T, bool>) return static_cast<T>(randint<int>(0, 1));
    if constexpr (std::is_floating_point_v<T>) {
      return randint<T>(-10, 10);
    } else if constexpr (std::is_signed_v<T>) {
      long long low = std::max<long long>(-1000, std::numeric_limits<T>::min());
      long long high = std::min<long long>(1000, std::numeric_limits<T>::max());
      return static_cast<T>(randint<long long>(low, high));
    } else {
      unsigned long long high = std::min<unsigned long long>(1000, std::numeric_limits<T>::max());
      return static_cast<T>(randint<unsigned long long>(0, high));
    }
  }

  template <typename T>
  void initialize_vector_with_random_values(std::vector<T> &values, bool bool_item = false) {
    for (auto &v : values) v = value<T>(bool_item);
  }

  template <typename T>
  void initialize_vector_with_permutation(std::vector<T> &values) {
    for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<T>(i);
    for (size_t i = values.size(); i > 1; --i) std::swap(values[i - 1], values[next() % i]);
  }

 private:
  uint64_t state_;
};

namespace effbench {
inline Random &size_source() {
  static Random rng(DEFAULT_SEED ^ 0x5151u);
  return rng;
}
inline size_t small_size(size_t low, size_t high) { return size_source().randint<size_t>(low, high); }
}  // namespace effbench

#define Small_Arg_1D (::effbench::small_size(1, 512))
#define Small_Arg_2D (::effbench::small_size(1, 32))
#define Small_Arg_3D (::effbench::small_size(1, 10))
#define Small_Arg_4D (::effbench::small_size(1, 8))
#define Small_Arg_5D (::effbench::small_size(1, 6))

/* allclose: exact for integers and bools; |a - b| <= atol + rtol * |b| for floating point. */
template <typename T>
bool allclose(T a, T b, double rtol = 1e-5, double atol = 1e-8, bool equal_nan = true) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(a) || std::isnan(b)) return equal_nan && std::isnan(a) && std::isnan(b);
    if (std::isinf(a) || std::isinf(b)) return a == b;
    return std::fabs(static_cast<double>(a) - static_cast<double>(b)) <= atol + rtol * std::fabs(static_cast<double>(b));
  } else {
    return a == b;
  }
}

template <typename T>
bool allclose(const std::vector<T> &a, const std::vector<T> &b, double rtol = 1e-5, double atol = 1e-8,
              bool equal_nan = true) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!allclose<T>(a[i], b[i], rtol, atol, equal_nan)) return false;
  return true;
}

template <typename T>
bool allclose(const T *a, const T *b, size_t n, double rtol = 1e-5, double atol = 1e-8, bool equal_nan = true) {
  for (size_t i = 0; i < n; ++i)
    if (!allclose<T>(a[i], b[i], rtol, atol, equal_nan)) return false;
  return true;
}

/* ------------------------------------------------------------ Google Benchmark shim */
namespace benchmark {

enum TimeUnit { kNanosecond, kMicrosecond, kMillisecond, kSecond };

template <class T>
inline void DoNotOptimize(T const &value) { asm volatile("" : : "r,m"(value) : "memory"); }
template <class T>
inline void DoNotOptimize(T &value) {
  // Memory first: with "+r,m", GCC -O3 rejects a value it can compute ("impossible constraint").
  asm volatile("" : "+m,r"(value) : : "memory");
}
inline void ClobberMemory() { asm volatile("" : : : "memory"); }

class State {
 public:
  explicit State(std::vector<int64_t> args) : args_(std::move(args)) {}
  int64_t range(size_t i = 0) const { return i < args_.size() ? args_[i] : 0; }
  int64_t iterations() const { return kRuns; }
  void SetItemsProcessed(int64_t) {}
  void SetBytesProcessed(int64_t) {}
  void SetLabel(const std::string &) {}
  void SetComplexityN(int64_t) {}
  void PauseTiming() {}
  void ResumeTiming() {}
  void SkipWithError(const char *message) { std::fprintf(stderr, "%s\n", message); std::exit(3); }

  struct Iterator {
    State *state;
    bool operator!=(const Iterator &) const { return state->next(); }
    void operator++() {}
    int operator*() const { return 0; }
  };
  Iterator begin() { return Iterator{this}; }
  Iterator end() { return Iterator{this}; }

 private:
  static constexpr int kRuns = 2;  // a warm-up iteration, then the measured one
  bool next() {
    if (done_ == 1) EFFBENCH_ROI_BEGIN();
    if (done_ == kRuns) {
      EFFBENCH_ROI_END();
      return false;
    }
    ++done_;
    return true;
  }
  std::vector<int64_t> args_;
  int done_ = 0;
};

using Function = void (*)(State &);

class Benchmark {
 public:
  Benchmark(std::string name, Function function) : name_(std::move(name)), function_(function) {}
  Benchmark *Name(const std::string &name) { name_ = name; return this; }
  Benchmark *Arg(int64_t value) { args_.push_back({value}); return this; }
  Benchmark *Args(const std::vector<int64_t> &values) { args_.push_back(values); return this; }
  Benchmark *RangeMultiplier(int multiplier) { multiplier_ = multiplier; return this; }
  Benchmark *Range(int64_t low, int64_t high) { return Ranges({{low, high}}); }
  Benchmark *DenseRange(int64_t low, int64_t high, int64_t step = 1) {
    for (int64_t v = low; v <= high; v += step) Arg(v);
    return this;
  }
  Benchmark *Ranges(const std::vector<std::pair<int64_t, int64_t>> &ranges) {
    std::vector<std::vector<int64_t>> axes;
    for (auto [low, high] : ranges) {
      std::vector<int64_t> axis;
      for (int64_t v = low; v < high; v *= multiplier_) axis.push_back(v);
      axis.push_back(high);
      axes.push_back(axis);
    }
    std::vector<std::vector<int64_t>> product = {{}};
    for (const auto &axis : axes) {
      std::vector<std::vector<int64_t>> next;
      for (const auto &prefix : product)
        for (int64_t v : axis) { auto row = prefix; row.push_back(v); next.push_back(row); }
      product = next;
    }
    args_.insert(args_.end(), product.begin(), product.end());
    return this;
  }
  Benchmark *Iterations(int64_t) { return this; }
  Benchmark *Repetitions(int) { return this; }
  Benchmark *Unit(TimeUnit) { return this; }
  Benchmark *UseRealTime() { return this; }
  Benchmark *MinTime(double) { return this; }

  const std::string &name() const { return name_; }
  const std::vector<std::vector<int64_t>> &arg_sets() const { return args_; }
  void run(const std::vector<int64_t> &args) const { State state(args); function_(state); }

 private:
  std::string name_;
  Function function_;
  std::vector<std::vector<int64_t>> args_;
  int multiplier_ = 8;
};

inline std::vector<Benchmark *> &registry() {
  static std::vector<Benchmark *> benchmarks;
  return benchmarks;
}

inline Benchmark *RegisterBenchmark(const char *name, Function function) {
  registry().push_back(new Benchmark(name, function));
  return registry().back();
}

/* Reads "NAME SELECTOR" (or "LIST") from stdin and runs that benchmark once, measured. */
inline int RunSelected() {
  char name[256], selector[32];
  if (std::scanf("%255s", name) != 1) return 2;
  if (std::strcmp(name, "LIST") == 0) {
    for (auto *b : registry()) {
      std::printf("%s", b->name().c_str());
      for (const auto &set : b->arg_sets()) {
        std::printf(" ");
        for (size_t i = 0; i < set.size(); ++i) std::printf(i ? "x%lld" : "%lld", static_cast<long long>(set[i]));
      }
      std::printf("\n");
    }
    return 0;
  }
  if (std::scanf("%31s", selector) != 1) return 2;
  for (auto *b : registry()) {
    if (b->name() != name) continue;
    const auto &sets = b->arg_sets();
    long count = static_cast<long>(sets.empty() ? 1 : sets.size());
    long index = std::strcmp(selector, "mid") == 0 ? count / 2 : std::strtol(selector, nullptr, 10);
    if (index < 0) index += count;
    if (index < 0 || index >= count) return 2;
    std::vector<int64_t> args = sets.empty() ? std::vector<int64_t>{} : sets[index];
    b->run(args);
    std::printf("%s %s\n", name, selector);
    return 0;
  }
  std::printf("no benchmark named %s\n", name);
  return 2;
}

}  // namespace benchmark

#define EFFBENCH_BM_CAT2(a, b) a##b
#define EFFBENCH_BM_CAT(a, b) EFFBENCH_BM_CAT2(a, b)
#define BENCHMARK(function) \
  static ::benchmark::Benchmark *EFFBENCH_BM_CAT(effbench_benchmark_, __LINE__) = \
      ::benchmark::RegisterBenchmark(#function, function)
#define BENCHMARK_TEMPLATE(function, ...) \
  static ::benchmark::Benchmark *EFFBENCH_BM_CAT(effbench_benchmark_, __LINE__) = \
      ::benchmark::RegisterBenchmark(#function "<" #__VA_ARGS__ ">", function<__VA_ARGS__>)
#define BENCHMARK_MAIN() \
  int main() { return ::benchmark::RunSelected(); }

/* Argument sets SimdBench's performance programs name (sizes in elements per dimension). */
#define Large_Args_1D RangeMultiplier(4)->Range(1 << 10, 1 << 20)
#define Medium_Args_1D RangeMultiplier(4)->Range(1 << 6, 1 << 12)
#define Large_Args_2D RangeMultiplier(4)->Ranges({{1 << 5, 1 << 10}, {1 << 5, 1 << 10}})
#define Medium_Args_2D RangeMultiplier(4)->Ranges({{1 << 3, 1 << 7}, {1 << 3, 1 << 7}})
#define Large_Args_3D RangeMultiplier(4)->Ranges({{1 << 3, 1 << 7}, {1 << 3, 1 << 7}, {1 << 3, 1 << 7}})
#define Medium_Args_3D RangeMultiplier(4)->Ranges({{1 << 2, 1 << 5}, {1 << 2, 1 << 5}, {1 << 2, 1 << 5}})
#define Large_Args_4D RangeMultiplier(4)->Ranges({{4, 32}, {4, 32}, {4, 32}, {4, 32}})
#define Medium_Args_4D RangeMultiplier(2)->Ranges({{2, 8}, {2, 8}, {2, 8}, {2, 8}})
#define Large_Args_5D RangeMultiplier(2)->Ranges({{2, 16}, {2, 16}, {2, 16}, {2, 16}, {2, 16}})
#define Medium_Args_5D RangeMultiplier(2)->Ranges({{2, 8}, {2, 8}, {2, 8}, {2, 8}, {2, 8}})

#endif
