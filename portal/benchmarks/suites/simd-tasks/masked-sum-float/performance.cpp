template <float (*Func)(const float *, const uint8_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<float> values(length); rng.initialize_vector_with_small_values(values);
    std::vector<uint8_t> mask(length); rng.initialize_vector_with_small_values(mask, true);
    for (auto _ : state) {
        float result = Func(values.data(), mask.data(), length);
        benchmark::DoNotOptimize(result);
    }
}

BENCHMARK_TEMPLATE(BM, masked_sum)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, masked_sum_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
