#include <cstdio>
#include <cstring>
#include <vector>

typedef unsigned long long ull;
static const ull BASE = 131;

// The same polynomial hashes, but the tables are passed by reference: a question costs a few
// multiplications instead of copying four arrays of n + 1 numbers.
static inline ull get_hash(const std::vector<ull> &h, const std::vector<ull> &pw, int l, int r) {
    return h[r] - h[l] * pw[r - l];
}

static char inbuf[1 << 16];
static size_t inlen = 0, inpos = 0;

static int next_char() {
    if (inpos == inlen) {
        inlen = fread(inbuf, 1, sizeof inbuf, stdin);
        inpos = 0;
        if (inlen == 0) return -1;
    }
    return inbuf[inpos++];
}

static int read_int() {
    int c = next_char();
    while (c != -1 && (c < '0' || c > '9')) c = next_char();
    int v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = next_char(); }
    return v;
}

int main() {
    const int n = read_int();
    const int q = read_int();
    std::vector<char> s(n);
    int c = next_char();
    while (c != -1 && (c < 'a' || c > 'z')) c = next_char();
    for (int i = 0; i < n; i++) { s[i] = (char)c; c = next_char(); }
    std::vector<ull> h(n + 1, 0), pw(n + 1, 1);
    for (int i = 0; i < n; i++) {
        h[i + 1] = h[i] * BASE + (ull)(unsigned char)s[i];
        pw[i + 1] = pw[i] * BASE;
    }
    std::vector<char> out((size_t)q * 4 + 16);
    char *o = out.data();
    for (int i = 0; i < q; i++) {
        const int a = read_int() - 1, b = read_int() - 1, len = read_int();
        if (get_hash(h, pw, a, a + len) == get_hash(h, pw, b, b + len)) { memcpy(o, "Yes\n", 4); o += 4; }
        else { memcpy(o, "No\n", 3); o += 3; }
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
