template <bool (*Func)(const char *, size_t)>
static void BM(benchmark::State &state) {
    const size_t length = state.range(0);
    Random rng;
    std::vector<char> text(length);
    for (auto &c : text) c = static_cast<char>('0' + rng.randint<int>(0, 9));  // all digits: a full scan
    for (auto _ : state) {
        bool result = Func(text.data(), length);
        benchmark::DoNotOptimize(result);
    }
}

BENCHMARK_TEMPLATE(BM, all_digits)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, all_digits_simd)->Name("SIMD")->Large_Args_1D;

BENCHMARK_MAIN();
