bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<float> values(length); rng.initialize_vector_with_small_values(values);
        std::vector<uint8_t> mask(length); rng.initialize_vector_with_small_values(mask, true);
        if (i % 10 == 0) std::fill(mask.begin(), mask.end(), 0);
        if (i % 10 == 1) std::fill(mask.begin(), mask.end(), 1);
        float expected = masked_sum(values.data(), mask.data(), length);
        float got = masked_sum_simd(values.data(), mask.data(), length);
        if (!allclose(expected, got, 1e-4, 1e-3)) {
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
