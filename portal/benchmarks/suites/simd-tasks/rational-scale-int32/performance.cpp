template <void (*Func)(const int32_t *, int32_t, int32_t, int32_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<int32_t> input(length), output(length);
    for (auto &v : input) v = rng.randint<int32_t>(-1000000, 1000000);
    const int32_t numerator = rng.randint<int32_t>(-1000, -500), denominator = rng.randint<int32_t>(100, 200);
    for (auto _ : state) {
        Func(input.data(), numerator, denominator, output.data(), length);
        benchmark::DoNotOptimize(output.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, rational_scale)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, rational_scale_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
