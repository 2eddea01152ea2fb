bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every count from 1 to 16 first (odd and even), then random counts.
        size_t count = i < 16 ? i + 1 : Small_Arg_1D / 8 + 1;
        std::vector<int16_t> input(64 * count); rng.initialize_vector_with_small_values(input);
        std::vector<int16_t> expected(64 * count), got(64 * count);
        transpose_blocks(input.data(), expected.data(), count);
        transpose_blocks_simd(input.data(), got.data(), count);
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
