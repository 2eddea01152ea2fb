#include <cstdio>
#include <vector>

// The queue never holds more than n jobs, so it lives in a fixed ring buffer of n slots: taking
// a job from the front and putting it at the back are index updates, with no list node
// allocated or freed per time slice.
static long long read_num() {
    int c = getchar_unlocked();
    while (c != EOF && (c < '0' || c > '9')) c = getchar_unlocked();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar_unlocked(); }
    return v;
}

int main() {
    const int n = (int)read_num();
    const long long q = read_num();
    std::vector<long long> rem(n), finish(n);
    for (auto &d : rem) d = read_num();
    std::vector<int> ring(n);
    for (int i = 0; i < n; i++) ring[i] = i;
    int head = 0, size = n;
    long long now = 0;
    while (size > 0) {
        const int job = ring[head];
        head = head + 1 == n ? 0 : head + 1;
        size--;
        const long long run = rem[job] < q ? rem[job] : q;
        now += run;
        rem[job] -= run;
        if (rem[job] == 0) {
            finish[job] = now;
        } else {
            int tail = head + size;
            if (tail >= n) tail -= n;
            ring[tail] = job;
            size++;
        }
    }
    std::vector<char> out((size_t)n * 21 + 16);
    char *o = out.data();
    for (int i = 0; i < n; i++) {
        unsigned long long v = (unsigned long long)finish[i];
        char tmp[24];
        int len = 0;
        do { tmp[len++] = char('0' + v % 10); v /= 10; } while (v);
        while (len) *o++ = tmp[--len];
        *o++ = '\n';
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
