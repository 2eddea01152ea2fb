// Ring buffer of {job, remaining} structs (AoS), getchar_unlocked input, printf output.
#include <cstdio>
#include <vector>
struct Job { int id; long long rem; };
static long long readNum() {
    int c = getchar_unlocked();
    while (c < '0' || c > '9') c = getchar_unlocked();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return v;
}
int main() {
    int n = (int)readNum();
    long long q = readNum();
    std::vector<Job> ring(n);
    std::vector<long long> finish(n);
    for (int i = 0; i < n; i++) ring[i] = {i, readNum()};
    int head = 0, size = n;
    long long now = 0;
    while (size > 0) {
        Job job = ring[head];
        if (++head == n) head = 0;
        size--;
        if (job.rem > q) {
            now += q;
            job.rem -= q;
            int tail = head + size;
            if (tail >= n) tail -= n;
            ring[tail] = job;
            size++;
        } else {
            now += job.rem;
            finish[job.id] = now;
        }
    }
    for (long long f : finish) printf("%lld\n", f);
}
