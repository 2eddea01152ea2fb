template <void (*Func)(const float *, size_t, double *, double *)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<float> values(length); rng.initialize_vector_with_small_values(values);
    double mean = 0.0, variance = 0.0;
    for (auto _ : state) {
        Func(values.data(), length, &mean, &variance);
        benchmark::DoNotOptimize(mean);
        benchmark::DoNotOptimize(variance);
    }
}

BENCHMARK_TEMPLATE(BM, mean_variance)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, mean_variance_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
