void reverse_array_simd(int32_t *values, size_t length) {
    // Swap a vector from the front with a vector from the back, each reversed by vpermd.
    const __m256i reversed = _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0);
    size_t front = 0, back = length;  // the unreversed middle is [front, back)
    while (back - front >= 32) {
        __m256i *f = reinterpret_cast<__m256i *>(values + front);
        __m256i *b = reinterpret_cast<__m256i *>(values + back - 16);
        __m256i f0 = _mm256_loadu_si256(f), f1 = _mm256_loadu_si256(f + 1);
        __m256i b0 = _mm256_loadu_si256(b), b1 = _mm256_loadu_si256(b + 1);
        _mm256_storeu_si256(f, _mm256_permutevar8x32_epi32(b1, reversed));
        _mm256_storeu_si256(f + 1, _mm256_permutevar8x32_epi32(b0, reversed));
        _mm256_storeu_si256(b, _mm256_permutevar8x32_epi32(f1, reversed));
        _mm256_storeu_si256(b + 1, _mm256_permutevar8x32_epi32(f0, reversed));
        front += 16;
        back -= 16;
    }
    while (back - front >= 8) {
        __m128i *f = reinterpret_cast<__m128i *>(values + front);
        __m128i *b = reinterpret_cast<__m128i *>(values + back - 4);
        __m128i f0 = _mm_loadu_si128(f), b0 = _mm_loadu_si128(b);
        _mm_storeu_si128(f, _mm_shuffle_epi32(b0, _MM_SHUFFLE(0, 1, 2, 3)));
        _mm_storeu_si128(b, _mm_shuffle_epi32(f0, _MM_SHUFFLE(0, 1, 2, 3)));
        front += 4;
        back -= 4;
    }
    for (; front + 1 < back; front++, back--) {
        int32_t tmp = values[front];
        values[front] = values[back - 1];
        values[back - 1] = tmp;
    }
}
