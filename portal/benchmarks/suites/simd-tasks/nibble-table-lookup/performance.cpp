template <void (*Func)(const uint8_t *, const uint8_t *, uint8_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<uint8_t> codes(length), table(16), output(length);
    for (auto &c : codes) c = static_cast<uint8_t>(rng.randint<int>(0, 15));
    for (auto &t : table) t = static_cast<uint8_t>(rng.randint<int>(0, 255));
    for (auto _ : state) {
        Func(codes.data(), table.data(), output.data(), length);
        benchmark::DoNotOptimize(output.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, table_lookup)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, table_lookup_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
