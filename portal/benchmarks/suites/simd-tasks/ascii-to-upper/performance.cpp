template <void (*Func)(char *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<char> text(length);
    for (auto &c : text) c = static_cast<char>(rng.randint<int>(32, 126));
    std::vector<char> work(length);
    for (auto _ : state) {
        // Each call converts a fresh copy, so the measured call sees lower-case letters too
        // (the simulator's shim does not pause: the copy is measured in both benchmarks alike).
        state.PauseTiming();
        std::copy(text.begin(), text.end(), work.begin());
        state.ResumeTiming();
        Func(work.data(), length);
        benchmark::DoNotOptimize(work.data());
        benchmark::ClobberMemory();
    }
}

BENCHMARK_TEMPLATE(BM, to_upper_ascii)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, to_upper_ascii_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
