#include <cstdio>
#include <cstdlib>
#include <vector>

// Whole input in one fread, hand-written number parsing, whole output in one fwrite.
static std::vector<char> read_all() {
    std::vector<char> buf;
    size_t used = 0;
    buf.resize(1 << 16);
    while (true) {
        size_t got = fread(buf.data() + used, 1, buf.size() - used, stdin);
        used += got;
        if (used < buf.size()) break;
        buf.resize(buf.size() * 2);
    }
    buf.resize(used);
    buf.push_back('\0');
    return buf;
}

int main() {
    std::vector<char> in = read_all();
    const char *p = in.data();
    auto next = [&p]() -> long long {
        while (*p && *p != '-' && (*p < '0' || *p > '9')) p++;
        bool neg = false;
        if (*p == '-') { neg = true; p++; }
        long long v = 0;
        while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
        return neg ? -v : v;
    };
    int n = (int)next();
    std::vector<char> out((size_t)n * 21 + 16);
    char *o = out.data();
    long long balance = 0;
    for (int i = 0; i < n; i++) {
        balance += next();
        unsigned long long u = balance < 0 ? 0ULL - (unsigned long long)balance : (unsigned long long)balance;
        if (balance < 0) *o++ = '-';
        char tmp[24];
        int len = 0;
        do { tmp[len++] = char('0' + u % 10); u /= 10; } while (u);
        while (len) *o++ = tmp[--len];
        *o++ = '\n';
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
