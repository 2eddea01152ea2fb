size_t argmax_simd(const float *values, size_t length) {
    size_t i = 0, best = 0;
    if (length >= 8) {
        // Per lane: the largest value seen and the first index holding it (strict > keeps the first).
        __m128 max0 = _mm_loadu_ps(values), max1 = _mm_loadu_ps(values + 4);
        __m128i idx0 = _mm_setr_epi32(0, 1, 2, 3), idx1 = _mm_setr_epi32(4, 5, 6, 7);
        __m128i cur0 = idx0, cur1 = idx1;
        const __m128i step = _mm_set1_epi32(8);
        for (i = 8; i + 8 <= length; i += 8) {
            cur0 = _mm_add_epi32(cur0, step);
            cur1 = _mm_add_epi32(cur1, step);
            __m128 v0 = _mm_loadu_ps(values + i), v1 = _mm_loadu_ps(values + i + 4);
            __m128 gt0 = _mm_cmpgt_ps(v0, max0), gt1 = _mm_cmpgt_ps(v1, max1);
            max0 = _mm_max_ps(v0, max0);
            max1 = _mm_max_ps(v1, max1);
            idx0 = _mm_blendv_epi8(idx0, cur0, _mm_castps_si128(gt0));
            idx1 = _mm_blendv_epi8(idx1, cur1, _mm_castps_si128(gt1));
        }
        // Merge the two sets of lanes: larger value wins, equal values keep the smaller index.
        __m128 gt = _mm_cmpgt_ps(max1, max0);
        __m128 eq = _mm_cmpeq_ps(max1, max0);
        __m128i take1 = _mm_or_si128(_mm_castps_si128(gt),
                                     _mm_and_si128(_mm_castps_si128(eq), _mm_cmpgt_epi32(idx0, idx1)));
        __m128 max = _mm_max_ps(max0, max1);
        __m128i idx = _mm_blendv_epi8(idx0, idx1, take1);
        float lane_max[4];
        int32_t lane_idx[4];
        _mm_storeu_ps(lane_max, max);
        _mm_storeu_si128(reinterpret_cast<__m128i *>(lane_idx), idx);
        best = static_cast<size_t>(lane_idx[0]);
        float best_value = lane_max[0];
        for (int k = 1; k < 4; k++) {
            size_t at = static_cast<size_t>(lane_idx[k]);
            if (lane_max[k] > best_value || (lane_max[k] == best_value && at < best)) {
                best_value = lane_max[k];
                best = at;
            }
        }
    } else {
        i = 1;
    }
    for (; i < length; i++) {
        if (values[i] > values[best]) best = i;
    }
    return best;
}
