template <void (*Func)(const uint8_t *, uint8_t, uint8_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<uint8_t> rgb(3 * length), rgba(4 * length);
    for (auto &v : rgb) v = static_cast<uint8_t>(rng.randint<int>(0, 255));
    for (auto _ : state) {
        Func(rgb.data(), 255, rgba.data(), length);
        benchmark::DoNotOptimize(rgba.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, rgb_to_rgba)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, rgb_to_rgba_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
