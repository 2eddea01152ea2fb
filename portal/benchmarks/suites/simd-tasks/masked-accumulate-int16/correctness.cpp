bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<int16_t> accumulator(length), values(length);
        rng.initialize_vector_with_small_values(accumulator);
        rng.initialize_vector_with_small_values(values);
        if (i % 5 == 0) {
            // Near the ends of the range, so that the addition wraps around.
            for (auto &v : accumulator) v = static_cast<int16_t>(rng.randint<int>(32000, 32767) * (rng.randint<int>(0, 1) ? 1 : -1));
        }
        std::vector<uint8_t> mask(length); rng.initialize_vector_with_small_values(mask, true);
        std::vector<int16_t> expected = accumulator, got = accumulator;
        masked_accumulate(expected.data(), values.data(), mask.data(), length);
        masked_accumulate_simd(got.data(), values.data(), mask.data(), length);
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
