bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every shape up to 6 x 20 first (narrow images, all column tails), then random shapes.
        size_t rows = i < 120 ? i / 20 + 1 : Small_Arg_2D;
        size_t cols = i < 120 ? i % 20 + 1 : Small_Arg_2D;
        std::vector<float> image(rows * cols); rng.initialize_vector_with_small_values(image);
        std::vector<float> expected(rows * cols), got(rows * cols);
        gaussian_blur(image.data(), expected.data(), rows, cols);
        gaussian_blur_simd(image.data(), got.data(), rows, cols);
        if (!allclose(expected, got, 1e-5, 1e-5)) {
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
