float masked_sum_simd(const float *values, const uint8_t *mask, size_t length) {
    const __m128i zero = _mm_setzero_si128();
    __m128 acc0 = _mm_setzero_ps(), acc1 = _mm_setzero_ps();
    size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        // 0xFF for every selected byte, then widened to one 32-bit lane mask per float.
        __m128i flags = _mm_loadu_si128(reinterpret_cast<const __m128i *>(mask + i));
        __m128i keep = _mm_xor_si128(_mm_cmpeq_epi8(flags, zero), _mm_set1_epi8(-1));
        __m128 k0 = _mm_castsi128_ps(_mm_cvtepi8_epi32(keep));
        __m128 k1 = _mm_castsi128_ps(_mm_cvtepi8_epi32(_mm_srli_si128(keep, 4)));
        __m128 k2 = _mm_castsi128_ps(_mm_cvtepi8_epi32(_mm_srli_si128(keep, 8)));
        __m128 k3 = _mm_castsi128_ps(_mm_cvtepi8_epi32(_mm_srli_si128(keep, 12)));
        acc0 = _mm_add_ps(acc0, _mm_and_ps(k0, _mm_loadu_ps(values + i)));
        acc1 = _mm_add_ps(acc1, _mm_and_ps(k1, _mm_loadu_ps(values + i + 4)));
        acc0 = _mm_add_ps(acc0, _mm_and_ps(k2, _mm_loadu_ps(values + i + 8)));
        acc1 = _mm_add_ps(acc1, _mm_and_ps(k3, _mm_loadu_ps(values + i + 12)));
    }
    __m128 acc = _mm_add_ps(acc0, acc1);
    acc = _mm_add_ps(acc, _mm_movehl_ps(acc, acc));
    acc = _mm_add_ss(acc, _mm_shuffle_ps(acc, acc, 1));
    float sum = _mm_cvtss_f32(acc);
    for (; i < length; i++) {
        if (mask[i]) sum += values[i];
    }
    return sum;
}
