// Ring buffer of indices (as the expert) but synchronised cin/cout I/O.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    int n;
    long long q;
    cin >> n >> q;
    vector<long long> rem(n), finish(n);
    for (auto &d : rem) cin >> d;
    vector<int> ring(n);
    for (int i = 0; i < n; i++) ring[i] = i;
    int head = 0, size = n;
    long long now = 0;
    while (size > 0) {
        int j = ring[head];
        head = (head + 1) % n;
        size--;
        long long run = min(rem[j], q);
        now += run;
        rem[j] -= run;
        if (rem[j] == 0) finish[j] = now;
        else { ring[(head + size) % n] = j; size++; }
    }
    for (long long f : finish) cout << f << '\n';
}
