// Whole input by fread, each line copied backwards into one output buffer, one fwrite.
#include <cstdio>
#include <vector>
int main() {
    std::vector<char> in;
    char chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) in.insert(in.end(), chunk, chunk + got);
    size_t p = 0;
    while (p < in.size() && in[p] != '\n') p++;
    p++;
    std::vector<char> out(in.size());
    size_t o = 0;
    while (p < in.size()) {
        size_t e = p;
        while (e < in.size() && in[e] != '\n') e++;
        for (size_t k = e; k > p; k--) out[o++] = in[k - 1];
        out[o++] = '\n';
        p = e + 1;
    }
    fwrite(out.data(), 1, o, stdout);
}
