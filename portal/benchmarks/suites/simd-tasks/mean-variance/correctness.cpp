bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<float> values(length);
        // Centred data, and data with a large offset (the mean dominates the variance).
        float offset = i % 2 ? 0.0f : rng.randint<float>(-100.0f, 100.0f);
        for (auto &v : values) v = offset + rng.randint<float>(-10.0f, 10.0f);
        double expected_mean, expected_variance, got_mean, got_variance;
        mean_variance(values.data(), length, &expected_mean, &expected_variance);
        mean_variance_simd(values.data(), length, &got_mean, &got_variance);
        if (!allclose(expected_mean, got_mean, 1e-9, 1e-9) || !allclose(expected_variance, got_variance, 1e-7, 1e-7)) {
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
