bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        std::vector<char> text(length);
        for (auto &c : text) c = static_cast<char>('0' + rng.randint<int>(0, 9));
        if (i % 2) {
            // One non-digit somewhere: often a neighbour of the range, or a byte >= 0x80.
            static const int intruders[] = {'/', ':', ' ', 0, 0x80, 0xB0, 0xB9, 0xFF, 'a', '0' + 128};
            int intruder = rng.randint<int>(0, 3) ? intruders[rng.randint<int>(0, 9)] : rng.randint<int>(0, 255);
            if (intruder < '0' || intruder > '9') text[rng.randint<size_t>(0, length - 1)] = static_cast<char>(intruder);
        }
        bool expected = all_digits(text.data(), length);
        bool got = all_digits_simd(text.data(), length);
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
