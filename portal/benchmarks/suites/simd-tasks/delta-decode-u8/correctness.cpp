bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 80 first (all tails), then random lengths.
        size_t length = i < 80 ? i + 1 : Small_Arg_1D;
        std::vector<uint8_t> deltas(length);
        for (auto &d : deltas) d = static_cast<uint8_t>(rng.randint<int>(0, 255));
        std::vector<uint8_t> expected(length), got(length);
        delta_decode(deltas.data(), expected.data(), length);
        delta_decode_simd(deltas.data(), got.data(), length);
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
