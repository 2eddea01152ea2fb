bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<float> values(length);
        // Mixed magnitudes make naive float summation lose digits that Kahan's method keeps.
        for (auto &v : values) v = rng.randint<float>(-10.0f, 10.0f) * (rng.randint<int>(0, 3) == 0 ? 1000.0f : 0.01f);
        float expected = kahan_sum(values.data(), length);
        float got = kahan_sum_simd(values.data(), length);
        // The exact sum, to judge "accurate": both must be within a few ulps of its magnitude.
        double exact = 0.0, magnitude = 0.0;
        for (float v : values) { exact += v; magnitude += std::fabs(v); }
        if (!allclose(expected, got, 1e-6, 1e-6 * magnitude) ||
            !allclose(static_cast<double>(got), exact, 1e-6, 1e-6 * magnitude)) {
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
