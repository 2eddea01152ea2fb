template <void (*Func)(const float *, int16_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<float> input(length);
    for (auto &v : input) v = rng.randint<float>(-1.1f, 1.1f);
    std::vector<int16_t> output(length);
    for (auto _ : state) {
        Func(input.data(), output.data(), length);
        benchmark::DoNotOptimize(output.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, float_to_q15)->Name("Scalar")->EffBench_Medium_Args_1D;
BENCHMARK_TEMPLATE(BM, float_to_q15_simd)->Name("SIMD")->EffBench_Medium_Args_1D;

BENCHMARK_MAIN();
