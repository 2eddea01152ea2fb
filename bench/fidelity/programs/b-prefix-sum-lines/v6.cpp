// Whole input via fread + strtoll; output built with std::to_string into one string, fwrite once.
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
    int n = (int)strtoll(p, &p, 10);
    std::string out;
    long long s = 0;
    for (int i = 0; i < n; i++) {
        s += strtoll(p, &p, 10);
        out += std::to_string(s);
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
