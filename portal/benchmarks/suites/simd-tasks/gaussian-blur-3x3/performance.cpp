template <void (*Func)(const float *, float *, size_t, size_t)>
static void BM(benchmark::State &state) {
    const size_t rows = state.range(0), cols = state.range(1);
    Random rng;
    std::vector<float> image(rows * cols), output(rows * cols);
    rng.initialize_vector_with_small_values(image);
    for (auto _ : state) {
        Func(image.data(), output.data(), rows, cols);
        benchmark::DoNotOptimize(output.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, gaussian_blur)->Name("Scalar")->EffBench_Medium_Args_2D;
BENCHMARK_TEMPLATE(BM, gaussian_blur_simd)->Name("SIMD")->EffBench_Medium_Args_2D;

BENCHMARK_MAIN();
