bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every shape up to 8 x 40 first (all column tails), then random shapes, some wide.
        size_t rows = i < 320 ? i / 40 + 1 : Small_Arg_2D;
        size_t cols = i < 320 ? i % 40 + 1 : Small_Arg_2D * (i % 4 == 0 ? 37 : 1);
        std::vector<uint8_t> image(rows * cols);
        for (auto &p : image) p = static_cast<uint8_t>(i % 7 == 0 ? 255 : rng.randint<int>(0, 255));
        std::vector<uint32_t> expected(rows), got(rows);
        row_sums(image.data(), rows, cols, expected.data());
        row_sums_simd(image.data(), rows, cols, got.data());
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
