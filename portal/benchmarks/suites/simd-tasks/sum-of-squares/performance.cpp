template <float (*Func)(const float *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<float> values(length); rng.initialize_vector_with_small_values(values);
    for (auto _ : state) {
        float result = Func(values.data(), length);
        benchmark::DoNotOptimize(result);
    }
}

BENCHMARK_TEMPLATE(BM, sum_of_squares)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, sum_of_squares_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
