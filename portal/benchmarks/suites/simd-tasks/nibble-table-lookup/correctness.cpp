bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<uint8_t> codes(length), table(16);
        for (auto &c : codes) c = static_cast<uint8_t>(rng.randint<int>(0, 15));
        for (auto &t : table) t = static_cast<uint8_t>(rng.randint<int>(0, 255));
        std::vector<uint8_t> expected(length), got(length);
        table_lookup(codes.data(), table.data(), expected.data(), length);
        table_lookup_simd(codes.data(), table.data(), got.data(), length);
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
