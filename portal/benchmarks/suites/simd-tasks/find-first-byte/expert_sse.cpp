size_t find_byte_simd(const uint8_t *data, size_t length, uint8_t target) {
    const __m128i needle = _mm_set1_epi8(static_cast<char>(target));
    size_t i = 0;
    // 64 bytes per step: one branch on the OR of four compares, then locate the match.
    for (; i + 64 <= length; i += 64) {
        const __m128i *p = reinterpret_cast<const __m128i *>(data + i);
        __m128i e0 = _mm_cmpeq_epi8(_mm_loadu_si128(p), needle);
        __m128i e1 = _mm_cmpeq_epi8(_mm_loadu_si128(p + 1), needle);
        __m128i e2 = _mm_cmpeq_epi8(_mm_loadu_si128(p + 2), needle);
        __m128i e3 = _mm_cmpeq_epi8(_mm_loadu_si128(p + 3), needle);
        __m128i any = _mm_or_si128(_mm_or_si128(e0, e1), _mm_or_si128(e2, e3));
        if (_mm_movemask_epi8(any)) {
            uint64_t low = static_cast<uint32_t>(_mm_movemask_epi8(e0)) | static_cast<uint32_t>(_mm_movemask_epi8(e1)) << 16;
            uint64_t high = static_cast<uint32_t>(_mm_movemask_epi8(e2)) | static_cast<uint32_t>(_mm_movemask_epi8(e3)) << 16;
            return i + static_cast<size_t>(__builtin_ctzll(low | high << 32));
        }
    }
    for (; i + 16 <= length; i += 16) {
        int mask = _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i)), needle));
        if (mask) return i + static_cast<size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
    }
    for (; i < length; i++) {
        if (data[i] == target) return i;
    }
    return length;
}
