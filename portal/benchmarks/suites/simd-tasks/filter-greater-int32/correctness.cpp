bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<int32_t> input(length); rng.initialize_vector_with_small_values(input);
        int32_t threshold = i % 10 == 0 ? 1000 : i % 10 == 1 ? -1001 : rng.value<int32_t>();
        std::vector<int32_t> expected(length), got(length);
        size_t expected_count = filter_greater(input.data(), length, threshold, expected.data());
        size_t got_count = filter_greater_simd(input.data(), length, threshold, got.data());
        expected.resize(expected_count);
        got.resize(std::min(got_count, length));
        if (expected_count != got_count || !allclose(expected, got)) {
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
