template <void (*Func)(const uint8_t *, uint8_t *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<uint8_t> deltas(length), output(length);
    for (auto &d : deltas) d = static_cast<uint8_t>(rng.randint<int>(0, 255));
    for (auto _ : state) {
        Func(deltas.data(), output.data(), length);
        benchmark::DoNotOptimize(output.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, delta_decode)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, delta_decode_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
