template <void (*Func)(int32_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<int32_t> values(length); rng.initialize_vector_with_small_values(values);
    for (auto _ : state) {
        Func(values.data(), length);
        benchmark::DoNotOptimize(values.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, reverse_array)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, reverse_array_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
