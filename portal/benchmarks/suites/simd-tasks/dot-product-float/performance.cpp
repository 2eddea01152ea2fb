template <float (*Func)(const float *, const float *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<float> a(length), b(length);
    rng.initialize_vector_with_small_values(a);
    rng.initialize_vector_with_small_values(b);
    for (auto _ : state) {
        float result = Func(a.data(), b.data(), length);
        benchmark::DoNotOptimize(result);
    }
}

BENCHMARK_TEMPLATE(BM, dot_product)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, dot_product_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
