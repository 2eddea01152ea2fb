// For each 8-bit mask of selected lanes, the lane indices moved to the front, one byte each.
struct FilterPermutes {
    uint64_t indices[256];
    constexpr FilterPermutes() : indices() {
        for (int mask = 0; mask < 256; mask++) {
            uint64_t packed = 0;
            int out = 0;
            for (int lane = 0; lane < 8; lane++)
                if (mask & (1 << lane)) packed |= static_cast<uint64_t>(lane) << (8 * out++);
            indices[mask] = packed;
        }
    }
};
static constexpr FilterPermutes filter_permutes;

size_t filter_greater_simd(const int32_t *input, size_t length, int32_t threshold, int32_t *output) {
    const __m256i limit = _mm256_set1_epi32(threshold);
    size_t count = 0, i = 0;
    // Each store writes a full vector at output + count; count <= i keeps it inside output.
    for (; i + 8 <= length; i += 8) {
        __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(input + i));
        int mask = _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpgt_epi32(v, limit)));
        __m256i order = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128(static_cast<long long>(filter_permutes.indices[mask])));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(output + count), _mm256_permutevar8x32_epi32(v, order));
        count += static_cast<size_t>(_mm_popcnt_u32(static_cast<unsigned>(mask)));
    }
    for (; i < length; i++) {
        if (input[i] > threshold) output[count++] = input[i];
    }
    return count;
}
