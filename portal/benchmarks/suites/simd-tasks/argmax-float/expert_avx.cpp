size_t argmax_simd(const float *values, size_t length) {
    size_t i = 0, best = 0;
    if (length >= 16) {
        // Per lane: the largest value seen and the first index holding it (strict > keeps the first).
        __m256 max0 = _mm256_loadu_ps(values), max1 = _mm256_loadu_ps(values + 8);
        __m256i idx0 = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
        __m256i idx1 = _mm256_setr_epi32(8, 9, 10, 11, 12, 13, 14, 15);
        __m256i cur0 = idx0, cur1 = idx1;
        const __m256i step = _mm256_set1_epi32(16);
        for (i = 16; i + 16 <= length; i += 16) {
            cur0 = _mm256_add_epi32(cur0, step);
            cur1 = _mm256_add_epi32(cur1, step);
            __m256 v0 = _mm256_loadu_ps(values + i), v1 = _mm256_loadu_ps(values + i + 8);
            __m256 gt0 = _mm256_cmp_ps(v0, max0, _CMP_GT_OQ), gt1 = _mm256_cmp_ps(v1, max1, _CMP_GT_OQ);
            max0 = _mm256_max_ps(v0, max0);
            max1 = _mm256_max_ps(v1, max1);
            idx0 = _mm256_blendv_epi8(idx0, cur0, _mm256_castps_si256(gt0));
            idx1 = _mm256_blendv_epi8(idx1, cur1, _mm256_castps_si256(gt1));
        }
        // Merge the two sets of lanes: larger value wins, equal values keep the smaller index.
        __m256 gt = _mm256_cmp_ps(max1, max0, _CMP_GT_OQ);
        __m256 eq = _mm256_cmp_ps(max1, max0, _CMP_EQ_OQ);
        __m256i take1 = _mm256_or_si256(_mm256_castps_si256(gt),
                                        _mm256_and_si256(_mm256_castps_si256(eq), _mm256_cmpgt_epi32(idx0, idx1)));
        __m256 max = _mm256_max_ps(max0, max1);
        __m256i idx = _mm256_blendv_epi8(idx0, idx1, take1);
        float lane_max[8];
        int32_t lane_idx[8];
        _mm256_storeu_ps(lane_max, max);
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(lane_idx), idx);
        best = static_cast<size_t>(lane_idx[0]);
        float best_value = lane_max[0];
        for (int k = 1; k < 8; k++) {
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
