bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<float> a(length), b(length);
        rng.initialize_vector_with_small_values(a);
        rng.initialize_vector_with_small_values(b);
        float expected = dot_product(a.data(), b.data(), length);
        float got = dot_product_simd(a.data(), b.data(), length);
        // Products cancel: the tolerance is absolute as well as relative.
        if (!allclose(expected, got, 1e-4, 1e-2)) {
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
