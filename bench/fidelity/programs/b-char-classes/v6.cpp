// fread in 64 KiB chunks, branch-free byte tests summed into 64-bit counters.
#include <cstdio>
int main() {
    static unsigned char buf[1 << 16];
    long long up = 0, lo = 0, di = 0, sp = 0, nl = 0, vo = 0, total = 0;
    bool header = true;
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) {
        size_t i = 0;
        if (header) {
            while (i < got && buf[i] != '\n') i++;
            if (i == got) continue;
            i++;
            header = false;
        }
        total += got - i;
        for (; i < got; i++) {
            unsigned c = buf[i];
            up += c - 'A' < 26u;
            lo += c - 'a' < 26u;
            di += c - '0' < 10u;
            sp += c == ' ';
            nl += c == '\n';
            unsigned f = c | 32;
            vo += (f == 'a') + (f == 'e') + (f == 'i') + (f == 'o') + (f == 'u');
        }
    }
    long long ot = total - nl - up - lo - di - sp;
    printf("%lld %lld %lld %lld %lld %lld\n", up, lo, di, sp, ot, vo);
}
