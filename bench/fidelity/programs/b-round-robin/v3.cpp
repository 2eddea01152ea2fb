// Whole rounds over an active index array compacted in place; fread input, one fwrite.
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
    long long q = strtoll(p, &p, 10);
    std::vector<long long> rem(n), finish(n);
    std::vector<int> active(n);
    for (int i = 0; i < n; i++) { rem[i] = strtoll(p, &p, 10); active[i] = i; }
    long long now = 0;
    size_t size = n;
    while (size > 0) {
        size_t keep = 0;
        for (size_t k = 0; k < size; k++) {
            int j = active[k];
            if (rem[j] > q) { now += q; rem[j] -= q; active[keep++] = j; }
            else { now += rem[j]; finish[j] = now; }
        }
        size = keep;
    }
    std::string out;
    for (long long f : finish) { out += std::to_string(f); out += '\n'; }
    fwrite(out.data(), 1, out.size(), stdout);
}
