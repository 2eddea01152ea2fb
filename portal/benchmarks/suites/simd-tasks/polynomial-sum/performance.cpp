template <double (*Func)(const double *, size_t, const double *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<double> x(length);
    for (auto &v : x) v = rng.randint<double>(-2.0, 2.0);
    // The degree is a run-time parameter: a volatile read keeps the compiler from specialising on it.
    volatile size_t runtime_degree = 6;
    const size_t degree = runtime_degree;
    std::vector<double> coefficients(degree + 1);
    rng.initialize_vector_with_small_values(coefficients);
    for (auto _ : state) {
        double result = Func(x.data(), length, coefficients.data(), degree);
        benchmark::DoNotOptimize(result);
    }
}

BENCHMARK_TEMPLATE(BM, polynomial_sum)->Name("Scalar")->EffBench_Medium_Args_1D;
BENCHMARK_TEMPLATE(BM, polynomial_sum_simd)->Name("SIMD")->EffBench_Medium_Args_1D;

BENCHMARK_MAIN();
