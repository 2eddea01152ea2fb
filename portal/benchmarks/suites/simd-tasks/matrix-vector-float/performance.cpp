template <void (*Func)(const float *, const float *, float *, size_t, size_t)>
static void BM(benchmark::State &state) {
    const size_t rows = state.range(0), cols = state.range(1);
    Random rng;
    std::vector<float> matrix(rows * cols), vector(cols), result(rows);
    rng.initialize_vector_with_small_values(matrix);
    rng.initialize_vector_with_small_values(vector);
    for (auto _ : state) {
        Func(matrix.data(), vector.data(), result.data(), rows, cols);
        benchmark::DoNotOptimize(result.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, matrix_vector)->Name("Scalar")->EffBench_Large_Args_2D;
BENCHMARK_TEMPLATE(BM, matrix_vector_simd)->Name("SIMD")->EffBench_Large_Args_2D;

BENCHMARK_MAIN();
