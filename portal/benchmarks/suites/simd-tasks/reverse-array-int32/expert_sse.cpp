void reverse_array_simd(int32_t *values, size_t length) {
    // Swap a vector from the front with a vector from the back, each reversed by pshufd.
    size_t front = 0, back = length;  // the unreversed middle is [front, back)
    while (back - front >= 16) {
        __m128i *f = reinterpret_cast<__m128i *>(values + front);
        __m128i *b = reinterpret_cast<__m128i *>(values + back - 8);
        __m128i f0 = _mm_loadu_si128(f), f1 = _mm_loadu_si128(f + 1);
        __m128i b0 = _mm_loadu_si128(b), b1 = _mm_loadu_si128(b + 1);
        _mm_storeu_si128(f, _mm_shuffle_epi32(b1, _MM_SHUFFLE(0, 1, 2, 3)));
        _mm_storeu_si128(f + 1, _mm_shuffle_epi32(b0, _MM_SHUFFLE(0, 1, 2, 3)));
        _mm_storeu_si128(b, _mm_shuffle_epi32(f1, _MM_SHUFFLE(0, 1, 2, 3)));
        _mm_storeu_si128(b + 1, _mm_shuffle_epi32(f0, _MM_SHUFFLE(0, 1, 2, 3)));
        front += 8;
        back -= 8;
    }
    for (; front + 1 < back; front++, back--) {
        int32_t tmp = values[front];
        values[front] = values[back - 1];
        values[back - 1] = tmp;
    }
}
