// fread the whole input, then one table lookup per byte into a packed counter index.
#include <cstdio>
#include <vector>
int main() {
    std::vector<unsigned char> buf;
    unsigned char chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) buf.insert(buf.end(), chunk, chunk + got);
    size_t i = 0;
    while (i < buf.size() && buf[i] != '\n') i++;
    i++;
    unsigned char cls[256];
    for (int c = 0; c < 256; c++) cls[c] = 4;
    for (int c = 'A'; c <= 'Z'; c++) cls[c] = 0;
    for (int c = 'a'; c <= 'z'; c++) cls[c] = 1;
    for (int c = '0'; c <= '9'; c++) cls[c] = 2;
    cls[' '] = 3;
    cls['\n'] = 5;
    for (const char *v = "aeiouAEIOU"; *v; v++) cls[(unsigned char)*v] += 8;
    long long count[16] = {};
    for (; i < buf.size(); i++) count[cls[buf[i]]]++;
    long long up = count[0] + count[8], lo = count[1] + count[9], di = count[2], sp = count[3], ot = count[4];
    long long vo = count[8] + count[9];
    printf("%lld %lld %lld %lld %lld %lld\n", up, lo, di, sp, ot, vo);
}
