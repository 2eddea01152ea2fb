template <float (*Func)(const float *, size_t, float)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<float> values(length); rng.initialize_vector_with_small_values(values);
    for (auto _ : state) {
        float result = Func(values.data(), length, 0.0f);
        benchmark::DoNotOptimize(result);
    }
}

BENCHMARK_TEMPLATE(BM, mean_above)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, mean_above_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
