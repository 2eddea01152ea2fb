bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every shape up to 20 x 20 first (all edge tiles), then random shapes.
        size_t rows = i < 400 ? i / 20 + 1 : Small_Arg_2D;
        size_t cols = i < 400 ? i % 20 + 1 : Small_Arg_2D;
        std::vector<float> input(rows * cols); rng.initialize_vector_with_small_values(input);
        std::vector<float> expected(rows * cols), got(rows * cols);
        matrix_transpose(input.data(), expected.data(), rows, cols);
        matrix_transpose_simd(input.data(), got.data(), rows, cols);
        if (!allclose(expected, got, 0.0, 0.0)) {
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
