bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<int16_t> values(length); rng.initialize_vector_with_small_values(values);
        int16_t threshold = rng.value<int16_t>();
        int16_t replacement = i % 4 == 0 ? static_cast<int16_t>(-32768) : rng.value<int16_t>();
        if (i % 9 == 0) threshold = values[0];  // values equal to the threshold stay
        std::vector<int16_t> expected = values, got = values;
        threshold_replace(expected.data(), length, threshold, replacement);
        threshold_replace_simd(got.data(), length, threshold, replacement);
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
