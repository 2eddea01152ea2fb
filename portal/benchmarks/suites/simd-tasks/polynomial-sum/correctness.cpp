bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        size_t degree = static_cast<size_t>(rng.randint<int>(0, 8));
        std::vector<double> x(length), coefficients(degree + 1);
        for (auto &v : x) v = rng.randint<double>(-2.0, 2.0);
        rng.initialize_vector_with_small_values(coefficients);
        double expected = polynomial_sum(x.data(), length, coefficients.data(), degree);
        double got = polynomial_sum_simd(x.data(), length, coefficients.data(), degree);
        if (!allclose(expected, got, 1e-9, 1e-7)) {
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
