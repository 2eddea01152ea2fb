template <void (*Func)(const int16_t *, int16_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t count = state.range(0);
    Random rng;
    std::vector<int16_t> input(64 * count), output(64 * count);
    rng.initialize_vector_with_small_values(input);
    for (auto _ : state) {
        Func(input.data(), output.data(), count);
        benchmark::DoNotOptimize(output.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, transpose_blocks)->Name("Scalar")->EffBench_Medium_Args_1D;
BENCHMARK_TEMPLATE(BM, transpose_blocks_simd)->Name("SIMD")->EffBench_Medium_Args_1D;

BENCHMARK_MAIN();
