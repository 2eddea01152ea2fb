#include <cstdio>
#include <vector>

// Every visited cell becomes one 64-bit key in a flat array; the keys are radix-sorted (four
// passes of 11 bits: |x|, |y| <= m <= 5 * 10^5, so a key is below (2m + 1)^2 < 2^40) and the distinct
// keys counted. No per-cell allocation and no tree walks.
int main() {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    std::vector<char> s(m + 2);
    if (scanf("%s", s.data()) != 1) return 1;
    const long long width = 2LL * m + 1;
    std::vector<unsigned long long> keys(m + 1), tmp(m + 1);
    long long x = m, y = m;  // shifted so that coordinates are never negative
    keys[0] = (unsigned long long)(x * width + y);
    for (int i = 0; i < m; i++) {
        const char c = s[i];
        x += (c == 'R') - (c == 'L');
        y += (c == 'U') - (c == 'D');
        keys[i + 1] = (unsigned long long)(x * width + y);
    }
    const int n = m + 1;
    int count[1 << 11];
    for (int shift = 0; shift < 44; shift += 11) {
        for (int &c : count) c = 0;
        for (int i = 0; i < n; i++) count[(keys[i] >> shift) & 2047]++;
        int sum = 0;
        for (int &c : count) { const int here = c; c = sum; sum += here; }
        for (int i = 0; i < n; i++) tmp[count[(keys[i] >> shift) & 2047]++] = keys[i];
        keys.swap(tmp);
    }
    long long distinct = 1;
    for (int i = 1; i < n; i++) distinct += keys[i] != keys[i - 1];
    printf("%lld\n", distinct);
    return 0;
}
