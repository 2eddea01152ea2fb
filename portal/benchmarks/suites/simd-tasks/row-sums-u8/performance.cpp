template <void (*Func)(const uint8_t *, size_t, size_t, uint32_t *)>
static void BM(benchmark::State &state) {
    const size_t rows = state.range(0), cols = state.range(1);
    Random rng;
    std::vector<uint8_t> image(rows * cols);
    for (auto &p : image) p = static_cast<uint8_t>(rng.randint<int>(0, 255));
    std::vector<uint32_t> sums(rows);
    for (auto _ : state) {
        Func(image.data(), rows, cols, sums.data());
        benchmark::DoNotOptimize(sums.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, row_sums)->Name("Scalar")->EffBench_Large_Args_2D;
BENCHMARK_TEMPLATE(BM, row_sums_simd)->Name("SIMD")->EffBench_Large_Args_2D;

BENCHMARK_MAIN();
