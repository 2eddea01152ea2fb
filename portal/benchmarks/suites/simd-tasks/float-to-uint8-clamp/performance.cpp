template <void (*Func)(const float *, float, uint8_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<float> input(length); rng.initialize_vector_with_small_values(input);
    std::vector<uint8_t> output(length);
    const float scale = 20.0f;
    for (auto _ : state) {
        Func(input.data(), scale, output.data(), length);
        benchmark::DoNotOptimize(output.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, float_to_uint8_clamp)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, float_to_uint8_clamp_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
