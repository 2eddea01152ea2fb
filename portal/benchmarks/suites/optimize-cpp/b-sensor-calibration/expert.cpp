#include <cstdint>
#include <cstdio>
#include <vector>

static int read_int() {
    int c = getchar_unlocked();
    while (c != '-' && (c < '0' || c > '9')) c = getchar_unlocked();
    bool neg = c == '-';
    if (neg) c = getchar_unlocked();
    int v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return neg ? -v : v;
}

// Branch-free 16-bit lanes. floor(r * g / 65536) is the high half of a 16 x 16-bit product
// (SSE2 pmulhuw). Instead of adding the offset and clipping the result, the scaled value s is
// compared with and clamped to [lo, hi] = [max(0, -o), 4095 - o], which stays in unsigned 16-bit
// range: s < lo means clipped low, s > hi clipped high, and the calibrated value is
// clamp(s, lo, hi) + o. Subtracting 32768 maps unsigned 16-bit order onto signed order, so the
// comparisons and the clamp use SSE2's signed 16-bit instructions (pcmpgtw, pmaxsw, pminsw).
// The counts fit in 16 bits (n <= 50000 < 65536), the sum of clamped values in 32 bits
// (n * 65535 < 2^32). The loop over the readings vectorises, 8 readings per instruction.
struct Clip {
    uint16_t low, high;
    uint32_t clamped;
};

static Clip clip_profile(const uint16_t *pr, int n, uint16_t g, uint16_t lo, uint16_t hi) {
    const int16_t lo_s = (int16_t)(lo - 32768), hi_s = (int16_t)(hi - 32768);
    uint16_t low16 = 0, high16 = 0;
    uint32_t clamped = 0;
    for (int i = 0; i < n; i++) {
        const uint16_t s = (uint16_t)(((uint32_t)pr[i] * (uint32_t)g) >> 16);
        const int16_t t = (int16_t)(s - 32768);
        low16 += t < lo_s;
        high16 += t > hi_s;
        int16_t c = t < lo_s ? lo_s : t;
        c = c > hi_s ? hi_s : c;
        clamped += (uint16_t)(c + 32768);
    }
    return Clip{low16, high16, clamped};
}

int main() {
    const int n = read_int();
    const int q = read_int();
    std::vector<uint16_t> r(n);
    for (auto &x : r) x = (uint16_t)read_int();
    const uint16_t *pr = r.data();
    std::vector<char> out((size_t)q * 40 + 16);
    char *o = out.data();
    auto put = [&o](long long v, char end) {
        char tmp[24];
        int len = 0;
        do { tmp[len++] = char('0' + v % 10); v /= 10; } while (v);
        while (len) *o++ = tmp[--len];
        *o++ = end;
    };
    std::vector<uint16_t> gain(q);
    std::vector<int> offset(q);
    for (int j = 0; j < q; j++) {
        gain[j] = (uint16_t)read_int();
        offset[j] = read_int();
    }
    for (int j = 0; j < q; j++) {
        const uint16_t g = gain[j];
        const int off = offset[j];
        long long low = 0, high = 0, sum = 0;
        if (4095 - off < 0) {
            high = n;  // v >= o > 4095 for every reading
            sum = 4095LL * n;
        } else {
            const uint16_t lo = (uint16_t)(off < 0 ? -off : 0);
            const uint16_t hi = (uint16_t)(4095 - off);
            const Clip res = clip_profile(pr, n, g, lo, hi);
            low = res.low;
            high = res.high;
            sum = (long long)res.clamped + (long long)off * n;
        }
        put(low, ' ');
        put(high, ' ');
        put(sum, '\n');
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
