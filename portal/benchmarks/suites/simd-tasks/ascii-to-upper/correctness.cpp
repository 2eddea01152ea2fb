bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<char> text(length);
        // Printable ASCII, and every byte value (the neighbours of 'a'..'z', bytes >= 0x80).
        for (auto &c : text) c = static_cast<char>(i % 2 ? rng.randint<int>(32, 126) : rng.randint<int>(0, 255));
        std::vector<char> expected = text, got = text;
        to_upper_ascii(expected.data(), length);
        to_upper_ascii_simd(got.data(), length);
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
