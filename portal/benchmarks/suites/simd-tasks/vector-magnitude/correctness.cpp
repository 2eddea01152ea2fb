bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<float> x(length), y(length);
        rng.initialize_vector_with_small_values(x);
        rng.initialize_vector_with_small_values(y);
        if (length > 2) { x[1] = 0.0f; y[1] = 0.0f; }
        std::vector<float> expected(length), got(length);
        vector_magnitude(x.data(), y.data(), expected.data(), length);
        vector_magnitude_simd(x.data(), y.data(), got.data(), length);
        if (!allclose(expected, got, 1e-5, 1e-6)) {
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
