#include <cstdio>
#include <vector>

// The whole input is read with fread and scanned in blocks of at most 255 bytes. Inside a block
// every class test is a branch-free byte comparison added into an 8-bit counter, which the
// compiler vectorises 16 bytes at a time; the 8-bit counters are flushed into 64-bit totals after
// each block, before they can overflow.
int main() {
    std::vector<unsigned char> in(1 << 20);
    size_t used = 0;
    while (true) {
        used += fread(in.data() + used, 1, in.size() - used, stdin);
        if (used < in.size()) break;
        in.resize(in.size() * 2);
    }
    size_t start = 0;
    while (start < used && in[start] != '\n') start++;  // skip the first line (n)
    if (start < used) start++;
    const unsigned char *p = in.data() + start;
    const size_t len = used - start;

    long long upper = 0, lower = 0, digits = 0, spaces = 0, newlines = 0, vowels = 0, cr = 0;
    for (size_t block = 0; block < len; block += 255) {
        const int end = len - block < 255 ? (int)(len - block) : 255;
        const unsigned char *q = p + block;
        unsigned char u = 0, l = 0, d = 0, s = 0, nl = 0, v = 0, r = 0;
        for (int i = 0; i < end; i++) {
            const unsigned char c = q[i];
            const unsigned char folded = c | 32;
            u += (unsigned char)(c - 'A') < 26;
            l += (unsigned char)(c - 'a') < 26;
            d += (unsigned char)(c - '0') < 10;
            s += c == ' ';
            nl += c == '\n';
            r += c == '\r';
            // five separate tests: written as one '|' chain, the compiler turns it into a
            // 64-bit bit-mask lookup, which does not vectorise
            v += folded == 'a';
            v += folded == 'e';
            v += folded == 'i';
            v += folded == 'o';
            v += folded == 'u';
        }
        upper += u, lower += l, digits += d, spaces += s, newlines += nl, vowels += v, cr += r;
    }
    const long long other = (long long)len - newlines - cr - upper - lower - digits - spaces;
    printf("%lld %lld %lld %lld %lld %lld\n", upper, lower, digits, spaces, other, vowels);
    return 0;
}
