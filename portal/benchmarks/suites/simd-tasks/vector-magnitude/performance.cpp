template <void (*Func)(const float *, const float *, float *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<float> x(length), y(length), magnitude(length);
    rng.initialize_vector_with_small_values(x);
    rng.initialize_vector_with_small_values(y);
    for (auto _ : state) {
        Func(x.data(), y.data(), magnitude.data(), length);
        benchmark::DoNotOptimize(magnitude.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, vector_magnitude)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, vector_magnitude_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
