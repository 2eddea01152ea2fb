template <size_t (*Func)(const float *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<float> values(length); rng.initialize_vector_with_small_values(values);
    for (auto _ : state) {
        size_t result = Func(values.data(), length);
        benchmark::DoNotOptimize(result);
    }
}

BENCHMARK_TEMPLATE(BM, argmax)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, argmax_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
