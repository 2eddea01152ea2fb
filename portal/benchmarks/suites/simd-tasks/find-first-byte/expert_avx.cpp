size_t find_byte_simd(const uint8_t *data, size_t length, uint8_t target) {
    const __m256i needle = _mm256_set1_epi8(static_cast<char>(target));
    size_t i = 0;
    // 128 bytes per step: one branch on the OR of four compares, then locate the match.
    for (; i + 128 <= length; i += 128) {
        const __m256i *p = reinterpret_cast<const __m256i *>(data + i);
        __m256i e0 = _mm256_cmpeq_epi8(_mm256_loadu_si256(p), needle);
        __m256i e1 = _mm256_cmpeq_epi8(_mm256_loadu_si256(p + 1), needle);
        __m256i e2 = _mm256_cmpeq_epi8(_mm256_loadu_si256(p + 2), needle);
        __m256i e3 = _mm256_cmpeq_epi8(_mm256_loadu_si256(p + 3), needle);
        __m256i any = _mm256_or_si256(_mm256_or_si256(e0, e1), _mm256_or_si256(e2, e3));
        if (!_mm256_testz_si256(any, any)) {
            uint64_t low = static_cast<uint32_t>(_mm256_movemask_epi8(e0)) | static_cast<uint64_t>(static_cast<uint32_t>(_mm256_movemask_epi8(e1))) << 32;
            if (low) return i + static_cast<size_t>(__builtin_ctzll(low));
            uint64_t high = static_cast<uint32_t>(_mm256_movemask_epi8(e2)) | static_cast<uint64_t>(static_cast<uint32_t>(_mm256_movemask_epi8(e3))) << 32;
            return i + 64 + static_cast<size_t>(__builtin_ctzll(high));
        }
    }
    for (; i + 32 <= length; i += 32) {
        unsigned mask = static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(data + i)), needle)));
        if (mask) return i + static_cast<size_t>(__builtin_ctz(mask));
    }
    for (; i < length; i++) {
        if (data[i] == target) return i;
    }
    return length;
}
