template <size_t (*Func)(const uint8_t *, size_t, uint8_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<uint8_t> data(length);
    for (auto &c : data) c = static_cast<uint8_t>(rng.randint<int>(1, 255));
    data[length - 1] = 0;  // the only match is the last byte: the whole buffer is scanned
    for (auto _ : state) {
        size_t result = Func(data.data(), length, 0);
        benchmark::DoNotOptimize(result);
    }
}

BENCHMARK_TEMPLATE(BM, find_byte)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, find_byte_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
