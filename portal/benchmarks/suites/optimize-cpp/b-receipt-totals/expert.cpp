#include <cstdio>
#include <vector>

// Prices are read as whole cents (integers), so sums are exact and no floating point is needed.
static char *o;

static void put_cents(long long c) {
    char tmp[24];
    int len = 0;
    long long whole = c / 100;
    int frac = (int)(c % 100);
    do { tmp[len++] = char('0' + whole % 10); whole /= 10; } while (whole);
    while (len) *o++ = tmp[--len];
    *o++ = '.';
    *o++ = char('0' + frac / 10);
    *o++ = char('0' + frac % 10);
    *o++ = '\n';
}

int main() {
    std::vector<char> in(1 << 16);
    size_t used = 0;
    while (true) {
        used += fread(in.data() + used, 1, in.size() - used, stdin);
        if (used < in.size()) break;
        in.resize(in.size() * 2);
    }
    in.resize(used);
    in.push_back('\0');
    const char *p = in.data();
    auto skip = [&p]() { while (*p && (*p < '0' || *p > '9')) p++; };
    auto read_int = [&]() {
        skip();
        long long v = 0;
        while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
        return v;
    };
    auto read_cents = [&]() {
        long long v = read_int() * 100;
        if (*p == '.') {
            p++;
            int digits = 0;
            while (*p >= '0' && *p <= '9') {
                if (digits < 2) v += (*p - '0') * (digits == 0 ? 10 : 1);
                digits++;
                p++;
            }
        }
        return v;
    };
    int n = (int)read_int();
    std::vector<char> out((size_t)(n + 1) * 24 + 16);
    o = out.data();
    long long day = 0;
    for (int i = 0; i < n; i++) {
        int k = (int)read_int();
        long long total = 0;
        for (int j = 0; j < k; j++) total += read_cents();
        day += total;
        put_cents(total);
    }
    put_cents(day);
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
