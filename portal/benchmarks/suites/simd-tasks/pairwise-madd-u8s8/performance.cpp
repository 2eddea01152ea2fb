template <void (*Func)(const uint8_t *, const int8_t *, int16_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<uint8_t> a(2 * length);
    std::vector<int8_t> b(2 * length);
    for (auto &v : a) v = static_cast<uint8_t>(rng.randint<int>(0, 255));
    for (auto &v : b) v = static_cast<int8_t>(rng.randint<int>(-128, 127));
    std::vector<int16_t> output(length);
    for (auto _ : state) {
        Func(a.data(), b.data(), output.data(), length);
        benchmark::DoNotOptimize(output.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, pairwise_madd)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, pairwise_madd_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
