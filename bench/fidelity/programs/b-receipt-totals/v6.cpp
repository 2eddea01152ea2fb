// Whole input by fread, strtol for the whole part and two digit characters for the cents.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
int main() {
    std::vector<char> in;
    char chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) in.insert(in.end(), chunk, chunk + got);
    in.push_back('\0');
    char *p = in.data();
    int n = (int)strtol(p, &p, 10);
    long long day = 0;
    std::string out;
    char line[32];
    for (int i = 0; i < n; i++) {
        int k = (int)strtol(p, &p, 10);
        long long total = 0;
        for (int j = 0; j < k; j++) {
            long long whole = strtoll(p, &p, 10);  // stops at the '.'
            total += whole * 100 + (p[1] - '0') * 10 + (p[2] - '0');
            p += 3;
        }
        day += total;
        int len = snprintf(line, sizeof line, "%lld.%02lld\n", total / 100, total % 100);
        out.append(line, len);
    }
    int len = snprintf(line, sizeof line, "%lld.%02lld\n", day / 100, day % 100);
    out.append(line, len);
    fwrite(out.data(), 1, out.size(), stdout);
}
