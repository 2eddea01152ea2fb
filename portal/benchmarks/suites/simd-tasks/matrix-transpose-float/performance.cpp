template <void (*Func)(const float *, float *, size_t, size_t)>
static void BM(benchmark::State &state) {
    const size_t rows = state.range(0), cols = state.range(1);
    Random rng;
    std::vector<float> input(rows * cols), output(rows * cols);
    rng.initialize_vector_with_small_values(input);
    for (auto _ : state) {
        Func(input.data(), output.data(), rows, cols);
        benchmark::DoNotOptimize(output.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, matrix_transpose)->Name("Scalar")->EffBench_Large_Args_2D;
BENCHMARK_TEMPLATE(BM, matrix_transpose_simd)->Name("SIMD")->EffBench_Large_Args_2D;

BENCHMARK_MAIN();
