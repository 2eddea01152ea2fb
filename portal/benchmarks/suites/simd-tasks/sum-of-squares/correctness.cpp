bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        size_t length = Small_Arg_1D;
        std::vector<float> values(length); rng.initialize_vector_with_small_values(values);
        float expected = sum_of_squares(values.data(), length);
        float got = sum_of_squares_simd(values.data(), length);
        if (!allclose(expected, got, 1e-4, 1e-4)) {
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
