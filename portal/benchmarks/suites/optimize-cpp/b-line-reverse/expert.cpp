#include <cstdio>
#include <vector>

// One fread for the whole input, lines reversed straight into an output buffer, one fwrite.
int main() {
    std::vector<char> in(1 << 16);
    size_t used = 0;
    while (true) {
        used += fread(in.data() + used, 1, in.size() - used, stdin);
        if (used < in.size()) break;
        in.resize(in.size() * 2);
    }
    const char *p = in.data(), *end = in.data() + used;
    int n = 0;
    while (p < end && *p >= '0' && *p <= '9') n = n * 10 + (*p++ - '0');
    while (p < end && *p != '\n') p++;
    if (p < end) p++;
    std::vector<char> out(used + n + 16);
    char *o = out.data();
    for (int i = 0; i < n && p < end; i++) {
        const char *start = p;
        while (p < end && *p != '\n' && *p != '\r') p++;
        for (const char *q = p; q > start;) *o++ = *--q;
        *o++ = '\n';
        if (p < end && *p == '\r') p++;
        if (p < end && *p == '\n') p++;
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
