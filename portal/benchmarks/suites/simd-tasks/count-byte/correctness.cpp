bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths; some long buffers
        // where every byte matches (per-byte counters must not overflow).
        size_t length = i < 64 ? i + 1 : i % 50 == 0 ? 5000 + Small_Arg_1D : Small_Arg_1D;
        std::vector<uint8_t> data(length);
        int alphabet = i % 3 == 0 ? 2 : 27;
        for (auto &c : data) c = static_cast<uint8_t>('a' + rng.randint<int>(0, alphabet - 1));
        if (i % 50 == 0) std::fill(data.begin(), data.end(), static_cast<uint8_t>('a'));
        uint8_t target = static_cast<uint8_t>('a' + rng.randint<int>(0, 2));
        size_t expected = count_byte(data.data(), length, target);
        size_t got = count_byte_simd(data.data(), length, target);
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
