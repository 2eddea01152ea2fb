template <void (*Func)(int16_t *, size_t, int16_t, int16_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<int16_t> values(length); rng.initialize_vector_with_small_values(values);
    // The replacement stays above the threshold, so every call sees the same pattern.
    const int16_t threshold = 0, replacement = 500;
    for (auto _ : state) {
        Func(values.data(), length, threshold, replacement);
        benchmark::DoNotOptimize(values.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, threshold_replace)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, threshold_replace_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
