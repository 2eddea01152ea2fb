bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<float> values(length);
        if (i % 3 == 0) {
            // Few distinct values: the maximum repeats, so the first occurrence matters.
            for (auto &v : values) v = static_cast<float>(rng.randint<int>(-5, 5));
        } else {
            rng.initialize_vector_with_small_values(values);
        }
        size_t expected = argmax(values.data(), length);
        size_t got = argmax_simd(values.data(), length);
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
