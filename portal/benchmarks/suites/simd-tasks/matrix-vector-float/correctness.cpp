bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every shape up to 8 x 40 first (all column tails), then random shapes.
        size_t rows = i < 320 ? i / 40 + 1 : Small_Arg_2D;
        size_t cols = i < 320 ? i % 40 + 1 : Small_Arg_2D;
        std::vector<float> matrix(rows * cols), vector(cols);
        rng.initialize_vector_with_small_values(matrix);
        rng.initialize_vector_with_small_values(vector);
        std::vector<float> expected(rows), got(rows);
        matrix_vector(matrix.data(), vector.data(), expected.data(), rows, cols);
        matrix_vector_simd(matrix.data(), vector.data(), got.data(), rows, cols);
        // Products cancel: the tolerance is absolute as well as relative.
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
