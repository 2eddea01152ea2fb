#include <cstdio>
#include <string>
#include <vector>

int main() {
    int n, quantum;
    if (scanf("%d %d", &n, &quantum) != 2) return 1;
    std::vector<std::string> names(n);
    std::vector<int> remaining(n);
    char buf[16];
    for (int i = 0; i < n; i++) {
        scanf("%15s %d", buf, &remaining[i]);
        names[i] = buf;
    }
    // a ring buffer of process indices: O(1) pop from the front and push to the back
    std::vector<int> ring(n);
    for (int i = 0; i < n; i++) ring[i] = i;
    int head = 0, size = n;
    long long clock = 0;
    std::string out;
    while (size > 0) {
        int p = ring[head];
        head = head + 1 == n ? 0 : head + 1;
        size--;
        if (remaining[p] > quantum) {
            clock += quantum;
            remaining[p] -= quantum;
            int tail = head + size;
            ring[tail >= n ? tail - n : tail] = p;
            size++;
        } else {
            clock += remaining[p];
            out += names[p];
            out += ' ';
            out += std::to_string(clock);
            out += '\n';
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
