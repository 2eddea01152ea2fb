bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<float> input(length);
        for (auto &v : input) v = rng.randint<float>(-1.25f, 1.25f);
        // Exact halfway cases (k + 0.5) / 32768 and values right next to them.
        for (size_t j = 0; j < length; j += 5) {
            float half = (rng.randint<int>(-40000, 40000) + 0.5f) / 32768.0f;
            int pick = rng.randint<int>(0, 2);
            input[j] = pick == 0 ? half : std::nextafter(half, pick == 1 ? 2.0f : -2.0f);
        }
        std::vector<int16_t> expected(length), got(length);
        float_to_q15(input.data(), expected.data(), length);
        float_to_q15_simd(input.data(), got.data(), length);
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
