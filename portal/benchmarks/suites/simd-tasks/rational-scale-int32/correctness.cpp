bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<int32_t> input(length);
        // Alternate the data's scale: the documented range, and small values (many exact quotients).
        for (auto &v : input) v = i % 2 ? rng.randint<int32_t>(-1000000, 1000000) : rng.value<int32_t>();
        int32_t numerator = rng.randint<int32_t>(-1000, 1000);
        int32_t denominator = i % 7 == 0 ? 1 : rng.randint<int32_t>(1, 1000);
        if (i % 11 == 0) numerator = denominator * rng.randint<int32_t>(-3, 3);
        std::vector<int32_t> expected(length), got(length);
        rational_scale(input.data(), numerator, denominator, expected.data(), length);
        rational_scale_simd(input.data(), numerator, denominator, got.data(), length);
        if (!allclose(expected, got)) {
            if (ERROR_PRINT) std::cerr << "Correctness check failed!" << std::endl;
            return false;
        }
    }
    return true;
}

int main() {
    bool pass = correctness_check(ITERATIONS);
    printf("{ \"correctness\": %s }\n", pass ? "1" : "0");
    return 0;
}
