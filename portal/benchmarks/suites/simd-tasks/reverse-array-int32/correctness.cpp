bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails and middles), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<int32_t> values(length); rng.initialize_vector_with_small_values(values);
        std::vector<int32_t> expected = values, got = values;
        reverse_array(expected.data(), length);
        reverse_array_simd(got.data(), length);
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
