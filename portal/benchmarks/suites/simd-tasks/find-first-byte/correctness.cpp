bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        // Every length from 1 to 64 first (all tails), then random lengths.
        size_t length = i < 64 ? i + 1 : Small_Arg_1D;
        uint8_t target = static_cast<uint8_t>(rng.randint<int>(0, 255));
        std::vector<uint8_t> data(length);
        for (auto &c : data) {
            do c = static_cast<uint8_t>(rng.randint<int>(0, 255)); while (c == target);
        }
        // Absent, or planted once or twice at random places (the first one counts).
        int plants = i % 3;
        for (int k = 0; k < plants; k++) data[rng.randint<size_t>(0, length - 1)] = target;
        size_t expected = find_byte(data.data(), length, target);
        size_t got = find_byte_simd(data.data(), length, target);
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
