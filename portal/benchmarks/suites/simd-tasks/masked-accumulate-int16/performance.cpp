template <void (*Func)(int16_t *, const int16_t *, const uint8_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<int16_t> accumulator(length), values(length);
    rng.initialize_vector_with_small_values(accumulator);
    rng.initialize_vector_with_small_values(values);
    std::vector<uint8_t> mask(length); rng.initialize_vector_with_small_values(mask, true);
    for (auto _ : state) {
        Func(accumulator.data(), values.data(), mask.data(), length);
        benchmark::DoNotOptimize(accumulator.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, masked_accumulate)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, masked_accumulate_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
