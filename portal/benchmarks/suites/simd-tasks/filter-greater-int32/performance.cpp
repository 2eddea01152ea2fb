template <size_t (*Func)(const int32_t *, size_t, int32_t, int32_t *)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<int32_t> input(length), output(length);
    rng.initialize_vector_with_small_values(input);
    for (auto _ : state) {
        size_t result = Func(input.data(), length, 0, output.data());
        benchmark::DoNotOptimize(result);
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, filter_greater)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, filter_greater_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
