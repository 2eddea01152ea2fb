bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<uint8_t> rgb(3 * length);
        for (auto &v : rgb) v = static_cast<uint8_t>(rng.randint<int>(0, 255));
        uint8_t alpha = static_cast<uint8_t>(rng.randint<int>(0, 255));
        std::vector<uint8_t> expected(4 * length), got(4 * length);
        rgb_to_rgba(rgb.data(), alpha, expected.data(), length);
        rgb_to_rgba_simd(rgb.data(), alpha, got.data(), length);
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
