// A min-heap (priority_queue) of all ids popped in order: heap sort with run counting.
#include <cstdio>
#include <functional>
#include <queue>
#include <vector>
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long n, p;
    if (scanf("%lld %lld %llu", &n, &p, &state) != 3) return 1;
    std::priority_queue<unsigned, std::vector<unsigned>, std::greater<unsigned>> heap;
    for (long long i = 0; i < n; i++) heap.push((unsigned)((rnd() * p) >> 31));
    long long distinct = 0, singles = 0, most = 0, run = 0; unsigned busiest = 0, last = 0;
    while (!heap.empty()) {
        unsigned x = heap.top();
        heap.pop();
        if (run > 0 && x == last) { run++; continue; }
        if (run > 0) { distinct++; singles += run == 1; if (run > most) { most = run; busiest = last; } }
        last = x;
        run = 1;
    }
    distinct++; singles += run == 1; if (run > most) { most = run; busiest = last; }
    printf("%lld %lld %u %lld\n", distinct, singles, busiest, most);
}
