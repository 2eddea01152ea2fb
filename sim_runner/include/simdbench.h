/* simdbench.h: what SimdBench's task programs expect to find, written for sim_runner.
 *
 * SimdBench (arXiv 2507.15224) compiles each task's correctness and performance programs against
 * its own helper header and Google Benchmark. This header provides the same names, with the
 * behaviour SimdBench documents for them, in our own implementation:
 *
 *   Random rng; / Random rng(seed);   a pseudo-random source. DETERMINISTIC here: the default
 *                                     seed is DEFAULT_SEED (SimdBench seeds it from the host);
 *   rng.randint<T>()                  an integer uniform over T's whole range,
 *   rng.randint<T>(a)                 ... over [a, max of T],
 *   rng.randint(a, b)                 ... over [a, b], both included (bounds swapped if a > b);
 *                                     also floating point here, uniform on [a, b);
 *   rng.uniform<T>(a = -100, b = 100) a floating-point value uniform on [a, b];
 *   rng.random<T>()                   a floating-point value uniform on [0, 1);
 *   rng.random_bool()                 true or false, each with probability 1/2;
 *   rng.normal_distribution<T>(mean = 0, deviation = 1000)   a normal variate;
 *   rng.initialize_vector_with_random_values(v, bool_item = false)   fills v: 0/1 values when
 *                                     bool_item (or for bool), else integers over the element
 *                                     type's whole range, floating point uniform on [-100, 100];
 *   rng.initialize_vector_with_permutation(v)   v = 1..n in random order;
 *   rng.choice(v), rng.shuffle(v)     one element of a non-empty vector; v in random order;
 *   rng.random_string(charset, n)     n characters drawn from charset;
 *   CHARSET_LOWERCASE, _UPPERCASE, _DIGITS, _ALPHA, _ALPHANUMERIC, _HEX, _PRINTABLE;
 *   allclose(a, b, rtol = 1e-5, atol = 1e-8, equal_nan = true)   scalars, vectors (also of
 *                                     strings), or two arrays and a length: exact for integers,
 *                                     |a - b| <= atol + rtol * |b| for floating point;
 *   Small_Arg_1D .. Small_Arg_5D      a random size in [1, 512], [1, 32], [1, 10], [1, 8], [1, 6];
 *   ITERATIONS (1000), ERROR_PRINT (0), DEFAULT_SEED, MyPrint(v);
 *   the standard headers SimdBench's programs get (<map>, <climits>, <cfloat>, <random>, ...).
 * plus, for our own suites, rng.value<T>(bool_item): integers uniform on [-1000, 1000] (clipped to
 * the type; unsigned [0, 1000]), floating point on [-10, 10); rng.initialize_vector_with_small_values(v,
 * bool_item), which fills v with them; and their argument sets EffBench_*_Args_* (below).
 *
 * Every value is computed from a splitmix64 stream with integer and IEEE arithmetic only, no product
 * fused into an FMA (normal variates too: Box-Muller with this header's own logarithm and cosine;
 * of the C library only the exact frexp and sqrt): the same seed gives the same values whatever the
 * compiler (g++ or clang++), the profile's ISA or the host's C library.
 *
 * Performance programs get a Google-Benchmark-compatible shim: the sources compile unchanged, but
 * instead of timing many iterations on the wall clock, `BENCHMARK_MAIN()` runs ONE registered
 * benchmark at ONE argument set, chosen on stdin:
 *
 *     NAME SELECTOR        e.g. "SIMD 0", "Scalar -1", "SIMD mid"
 *
 * SELECTOR indexes the benchmark's argument sets (0 = first, -1 = last, mid = the middle one).
 * The benchmark loop body runs twice: a warm-up iteration, then one measured iteration between
 * EFFBENCH_ROI_BEGIN and EFFBENCH_ROI_END -- the simulator measures exactly one warm call of the
 * kernel, without the data set-up. The program prints "NAME SELECTOR" back and exits 0; "LIST"
 * prints every benchmark with its argument sets. The argument-chain macros (Large_Args_1D ..
 * Large_Args_5D, Medium_Args_1D, Medium_Args_3D) give SimdBench's argument sets; EffBench_*_Args_*
 * are our suites'. RangeMultiplier(m)->Range(lo, hi) gives Google Benchmark's: lo, every power
 * of m strictly between, hi.
 *
 * This header includes no intrinsic header, directly or through the standard library, so the
 * "no intrinsic" rule can test a sample by compiling it without the task's intrinsic headers
 * (libstdc++'s <random> pulls in <pmmintrin.h> when SSE3 is on: it is included with SSE3 hidden).
 */
#ifndef EFFBENCH_SIMDBENCH_H
#define EFFBENCH_SIMDBENCH_H

// The standard headers SimdBench's programs get from its harness, and those this header uses.
#include <algorithm>
#include <cassert>
#include <cctype>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <limits>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>
// <random> last, with SSE3 hidden: its x86 helpers would otherwise bring <pmmintrin.h>.
#ifdef __SSE3__
#define EFFBENCH_HID_SSE3
#undef __SSE3__
#endif
#include <random>
#ifdef EFFBENCH_HID_SSE3
#define __SSE3__ 1
#undef EFFBENCH_HID_SSE3
#endif

#include "effbench_roi.h"

#ifndef ITERATIONS
#define ITERATIONS 1000
#endif
#ifndef ERROR_PRINT
#define ERROR_PRINT 0
#endif
#ifndef DEFAULT_SEED
#define DEFAULT_SEED 0xdeadbeefULL
#endif

namespace effbench {
namespace detail {

/* x rounded to its type and opaque to the optimizer: a product passed through it is never fused
 * with a later addition into one FMA (g++ fuses wherever the target has FMA, clang within an
 * expression), so the values below do not depend on the ISA a program is compiled for. */
template <typename T>
inline T rounded(T x) {
  if constexpr (sizeof(T) <= sizeof(double)) {
    asm("" : "+x"(x));
  } else {
    asm("" : "+m"(x));
  }
  return x;
}

/* Natural logarithm of x in (0, 1]: x = m * 2^e with m in [sqrt(1/2), sqrt(2)), then
 * log m = 2 atanh(s), s = (m - 1) / (m + 1), |s| < 0.172, by its series (error < 1e-17). */
inline double log_unit(double x) {
  int e = 0;
  double m = std::frexp(x, &e);  // exact
  if (m < 0.70710678118654752440) {
    m *= 2.0;
    e -= 1;
  }
  const double s = (m - 1.0) / (m + 1.0), s2 = s * s;
  double series = 0.0;
  for (int k = 23; k >= 3; k -= 2) series = rounded((series + 1.0 / k) * s2);
  return rounded(2.0 * s * (1.0 + series)) + rounded(e * 0.69314718055994530942);
}

/* cos(2 pi t) for t in [0, 1): the quadrant from 4t (exact), then a Taylor polynomial of sine or
 * cosine on [0, pi/2) (error < 1e-16). */
inline double cos_turn(double t) {
  const double q = 4.0 * t;
  const int quadrant = static_cast<int>(q);
  const double x = rounded((q - quadrant) * 1.57079632679489661923), x2 = rounded(x * x);
  double c = 0.0, s = 0.0;
  for (int k = 22; k >= 2; k -= 2) c = rounded((c + 1.0) * (-x2 / (k * (k - 1))));
  for (int k = 23; k >= 3; k -= 2) s = rounded((s + 1.0) * (-x2 / (k * (k - 1))));
  c += 1.0;
  s = rounded(x * (s + 1.0));
  switch (quadrant & 3) {
    case 0: return c;
    case 1: return -s;
    case 2: return -c;
    default: return s;
  }
}

}  // namespace detail
}  // namespace effbench

class Random {
 public:
  Random() : state_(DEFAULT_SEED) {}
  Random(uint64_t seed) : state_(seed) {}  // NOLINT: implicit, as SimdBench's

  uint64_t next() {  // splitmix64
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  double canonical() { return (next() >> 11) * 0x1.0p-53; }  // [0, 1), 53 random bits

  /* [0, 1) in T's precision (never rounds up to 1). */
  template <typename T>
  T random() {
    static_assert(std::is_floating_point_v<T>, "random<T>(): T must be a floating-point type");
    constexpr int bits = std::numeric_limits<T>::digits < 64 ? std::numeric_limits<T>::digits : 64;
    return static_cast<T>(next() >> (64 - bits)) / static_cast<T>(static_cast<long double>(1ULL << (bits - 1)) * 2);
  }

  bool random_bool() { return (next() >> 63) != 0; }

  /* Integers uniform over [low, high], both included (swapped when low > high); floating-point
   * values (our extension) uniform on [low, high). */
  template <typename T>
  T randint(T low, T high) {
    if constexpr (std::is_floating_point_v<T>) {
      return static_cast<T>(low + effbench::detail::rounded((high - low) * canonical()));
    } else {
      static_assert(std::is_integral_v<T>, "randint<T>: T must be an integral or floating-point type");
      if (high < low) std::swap(low, high);
      const unsigned long long span = static_cast<unsigned long long>(high) - static_cast<unsigned long long>(low);
      const unsigned long long offset = span == ~0ULL ? next() : next() % (span + 1);
      return static_cast<T>(static_cast<unsigned long long>(low) + offset);
    }
  }
  template <typename T>
  T randint(T low) {  // [low, max of T]
    static_assert(std::is_integral_v<T>, "randint<T>(low): T must be an integral type");
    return randint<T>(low, std::numeric_limits<T>::max());
  }
  template <typename T>
  T randint() {  // T's whole range
    static_assert(std::is_integral_v<T>, "randint<T>(): T must be an integral type");
    return randint<T>(std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  }

  /* Floating point uniform on [a, b] (swapped when a > b, clipped to T's finite range). */
  template <typename T>
  T uniform(T a = T(-100.0), T b = T(100.0)) {
    static_assert(std::is_floating_point_v<T>, "uniform<T>: T must be a floating-point type");
    if (a == b) return a;
    if (b < a) std::swap(a, b);
    a = std::max(a, -std::numeric_limits<T>::max());
    b = std::min(b, std::numeric_limits<T>::max());
    using W = std::common_type_t<T, double>;
    const W u = canonical(), span = W(b) - W(a);
    using effbench::detail::rounded;
    const W value = span <= std::numeric_limits<W>::max() ? W(a) + rounded(span * u)
                                                          : rounded(W(a) * (1 - u)) + rounded(W(b) * u);
    const T result = static_cast<T>(value);
    return std::isfinite(result) ? result : T(0);
  }

  /* Box-Muller: one normal variate from two uniforms. */
  template <typename T>
  T normal_distribution(T mean = T(0.0), T deviation = T(1000.0)) {
    static_assert(std::is_floating_point_v<T>, "normal_distribution<T>: T must be a floating-point type");
    const double u1 = 1.0 - canonical(), u2 = canonical();  // u1 in (0, 1]
    const double z = std::sqrt(-2.0 * effbench::detail::log_unit(u1)) * effbench::detail::cos_turn(u2);
    return static_cast<T>(mean + effbench::detail::rounded(deviation * static_cast<T>(z)));
  }

  /* Our suites' data (not SimdBench's): small integers, so sums of a few thousand do not overflow. */
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
    static_assert(std::is_arithmetic_v<T>, "initialize_vector_with_random_values: T must be arithmetic");
    for (size_t i = 0; i < values.size(); ++i) {  // by index: std::vector<bool> too
      if (bool_item || std::is_same_v<T, bool>) {
        values[i] = static_cast<T>(random_bool());
      } else if constexpr (std::is_integral_v<T>) {
        values[i] = randint<T>();
      } else {
        values[i] = uniform<T>();
      }
    }
  }

  /* Our suites' fill: value<T>() for each element. */
  template <typename T>
  void initialize_vector_with_small_values(std::vector<T> &values, bool bool_item = false) {
    for (size_t i = 0; i < values.size(); ++i) values[i] = value<T>(bool_item);
  }

  template <typename T>
  void initialize_vector_with_permutation(std::vector<T> &values) {  // 1..n, shuffled
    for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<T>(i + 1);
    shuffle(values);
  }

  template <typename T>
  T choice(const std::vector<T> &values) {
    if (values.empty()) throw std::invalid_argument("Random::choice: the vector is empty");
    return values[randint<size_t>(0, values.size() - 1)];
  }

  template <typename T>
  void shuffle(std::vector<T> &values) {  // Fisher-Yates
    for (size_t i = values.size(); i > 1; --i) std::swap(values[i - 1], values[randint<size_t>(0, i - 1)]);
  }

  std::string random_string(const std::string &charset, size_t length) {
    std::string text(length, '\0');
    if (charset.empty()) return text;
    for (auto &c : text) c = charset[randint<size_t>(0, charset.size() - 1)];
    return text;
  }

 private:
  uint64_t state_;
};

inline const std::string CHARSET_LOWERCASE = "abcdefghijklmnopqrstuvwxyz";
inline const std::string CHARSET_UPPERCASE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
inline const std::string CHARSET_DIGITS = "0123456789";
inline const std::string CHARSET_ALPHA = CHARSET_LOWERCASE + CHARSET_UPPERCASE;
inline const std::string CHARSET_ALPHANUMERIC = CHARSET_ALPHA + CHARSET_DIGITS;
inline const std::string CHARSET_HEX = "0123456789ABCDEF";
inline const std::string CHARSET_PRINTABLE = CHARSET_DIGITS + CHARSET_UPPERCASE + CHARSET_LOWERCASE +
                                             "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

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

/* allclose: exact for integers, bools and strings; for floating point, NaN equals NaN only when
 * equal_nan, an infinity only itself, else |a - b| <= atol + rtol * |b|. */
template <typename T>
bool allclose(const T &a, const T &b, double rtol = 1e-5, double atol = 1e-8, bool equal_nan = true) {
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

/* Prints a vector on one line (8-bit integers as numbers). */
template <typename T>
void MyPrint(const std::vector<T> &values) {
  for (const auto &v : values) {
    if constexpr (std::is_same_v<T, int8_t> || std::is_same_v<T, uint8_t>) {
      std::cout << static_cast<int>(v) << ' ';
    } else {
      std::cout << v << ' ';
    }
  }
  std::cout << std::endl;
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
  Benchmark *ArgSets(const std::vector<std::vector<int64_t>> &sets) {
    args_.insert(args_.end(), sets.begin(), sets.end());
    return this;
  }
  Benchmark *RangeMultiplier(int multiplier) { multiplier_ = multiplier; return this; }
  Benchmark *Range(int64_t low, int64_t high) { return Ranges({{low, high}}); }
  Benchmark *DenseRange(int64_t low, int64_t high, int64_t step = 1) {
    for (int64_t v = low; v <= high; v += step) Arg(v);
    return this;
  }
  /* Google Benchmark's ranges: per axis, low, every power of the multiplier strictly between low
   * and high, and high; the argument sets are their cartesian product. */
  Benchmark *Ranges(const std::vector<std::pair<int64_t, int64_t>> &ranges) {
    std::vector<std::vector<int64_t>> product = {{}};
    for (auto [low, high] : ranges) {
      std::vector<int64_t> axis = {low};
      int64_t power = 1;
      while (power <= low) power *= multiplier_;
      for (; power < high; power *= multiplier_) axis.push_back(power);
      if (high != low) axis.push_back(high);
      std::vector<std::vector<int64_t>> next;
      for (const auto &prefix : product)
        for (int64_t v : axis) { auto row = prefix; row.push_back(v); next.push_back(row); }
      product = next;
    }
    return ArgSets(product);
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

/* Argument sets of the performance programs (sizes in elements per dimension). SimdBench's
 * argument-chain macros: six sets per macro (seven for Medium_Args_1D), in its order. */
namespace effbench {
namespace args {
using Sets = std::vector<std::vector<int64_t>>;
/* Every combination of `sizes` over `dimensions` axes. */
inline Sets grid(const std::vector<int64_t> &sizes, int dimensions) {
  Sets product = {{}};
  for (int d = 0; d < dimensions; ++d) {
    Sets next;
    for (const auto &prefix : product)
      for (int64_t v : sizes) { auto row = prefix; row.push_back(v); next.push_back(row); }
    product = next;
  }
  return product;
}
inline Sets large_1d() { return grid({1 << 10, 1 << 12, 1 << 14, 1 << 16, 1 << 18, 1 << 20}, 1); }
inline Sets medium_1d() { return grid({1 << 6, 1 << 7, 1 << 8, 1 << 9, 1 << 10, 1 << 11, 1 << 12}, 1); }
inline Sets large_2d() {
  return {{1 << 5, 1 << 5}, {1 << 6, 1 << 6}, {1 << 4, 1 << 10}, {1 << 16, 1}, {1, 1 << 18}, {1 << 10, 1 << 10}};
}
inline Sets large_3d() {
  return {{1 << 2, 1 << 4, 1 << 4}, {1 << 3, 1 << 3, 1 << 6}, {1 << 1, 1 << 12, 1 << 1}, {1 << 14, 1 << 1, 1 << 1},
          {1, 1, 1 << 18}, {1 << 6, 1 << 7, 1 << 7}};
}
inline Sets medium_3d() {
  return {{1 << 2, 1 << 2, 1 << 2}, {1 << 2, 1 << 2, 1 << 3}, {1 << 1, 1 << 5, 1 << 1}, {1 << 5, 1 << 1, 1 << 1},
          {1, 1, 1 << 5}, {1 << 4, 1 << 4, 1 << 2}};
}
inline Sets large_4d() {
  return {{1 << 2, 1 << 2, 1 << 2, 1 << 4}, {1 << 1, 1 << 1, 1 << 9, 1 << 1}, {1 << 1, 1 << 11, 1 << 1, 1 << 1},
          {1 << 13, 1 << 1, 1 << 1, 1 << 1}, {1 << 1, 1 << 5, 1 << 4, 1 << 3}, {1 << 4, 1 << 4, 1 << 4, 1 << 4}};
}
inline Sets large_5d() {
  return {{1 << 1, 1 << 2, 1 << 2, 1 << 2, 1 << 1}, {1 << 2, 1 << 1, 1 << 3, 1 << 1, 1 << 1},
          {1 << 1, 1 << 1, 1 << 1, 1 << 4, 1 << 1}, {1 << 5, 1 << 1, 1 << 1, 1 << 1, 1 << 1},
          {1 << 1, 1 << 1, 1 << 1, 1 << 1, 1 << 6}, {1 << 3, 1 << 3, 1 << 3, 1 << 3, 1 << 3}};
}
}  // namespace args
}  // namespace effbench

#define Large_Args_1D ArgSets(::effbench::args::large_1d())
#define Medium_Args_1D ArgSets(::effbench::args::medium_1d())
#define Large_Args_2D ArgSets(::effbench::args::large_2d())
#define Large_Args_3D ArgSets(::effbench::args::large_3d())
#define Medium_Args_3D ArgSets(::effbench::args::medium_3d())
#define Large_Args_4D ArgSets(::effbench::args::large_4d())
#define Large_Args_5D ArgSets(::effbench::args::large_5d())

/* Our suites' argument sets (portal/benchmarks/suites/simd-tasks), not SimdBench's: every
 * combination of a few sizes per dimension. */
#define EffBench_Medium_Args_1D ArgSets(::effbench::args::grid({1 << 6, 1 << 8, 1 << 10, 1 << 12}, 1))
#define EffBench_Large_Args_2D ArgSets(::effbench::args::grid({1 << 5, 1 << 7, 1 << 9, 1 << 10}, 2))
#define EffBench_Medium_Args_2D ArgSets(::effbench::args::grid({1 << 3, 1 << 5, 1 << 7}, 2))

#endif
