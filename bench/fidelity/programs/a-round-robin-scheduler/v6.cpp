// Ring buffer of structs {name, remaining} (AoS), getchar_unlocked reader, fwrite once.
#include <cstdio>
#include <cstring>
#include <vector>
struct Proc { char name[12]; int rem; };
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<Proc> ring(n);
    for (int i = 0; i < n; i++) scanf("%11s %d", ring[i].name, &ring[i].rem);
    int head = 0, size = n;
    long long clock = 0;
    std::vector<char> out;
    out.reserve((size_t)n * 32);
    char line[40];
    while (size > 0) {
        Proc p = ring[head];
        head = head + 1 == n ? 0 : head + 1;
        size--;
        if (p.rem > q) {
            clock += q;
            p.rem -= q;
            int tail = head + size;
            ring[tail >= n ? tail - n : tail] = p;
            size++;
        } else {
            clock += p.rem;
            int len = snprintf(line, sizeof line, "%s %lld\n", p.name, clock);
            out.insert(out.end(), line, line + len);
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
