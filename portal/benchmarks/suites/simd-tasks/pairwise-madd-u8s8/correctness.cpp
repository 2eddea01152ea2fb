bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<uint8_t> a(2 * length);
        std::vector<int8_t> b(2 * length);
        for (auto &v : a) v = static_cast<uint8_t>(rng.randint<int>(0, 255));
        for (auto &v : b) v = static_cast<int8_t>(rng.randint<int>(-128, 127));
        // Saturating cases: large products of the same sign in both halves of a pair.
        for (size_t j = 0; j < length; j += 3) {
            a[2 * j] = a[2 * j + 1] = static_cast<uint8_t>(rng.randint<int>(200, 255));
            int8_t extreme = rng.randint<int>(0, 1) ? static_cast<int8_t>(-128) : static_cast<int8_t>(127);
            b[2 * j] = b[2 * j + 1] = extreme;
        }
        std::vector<int16_t> expected(length), got(length);
        pairwise_madd(a.data(), b.data(), expected.data(), length);
        pairwise_madd_simd(a.data(), b.data(), got.data(), length);
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
