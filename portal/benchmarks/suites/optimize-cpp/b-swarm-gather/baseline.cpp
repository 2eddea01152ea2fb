#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

unsigned long long state;

unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

struct Drone {
    long long x, s, m, c;
};

int main() {
    long long n, t, v;
    cin >> n >> t >> v >> state;
    vector<Drone> d(n);
    for (int i = 0; i < n; i++) {
        d[i].x = 100000000 + rnd() % 100000000;
        d[i].s = rnd() % v + 1;
        d[i].m = rnd() % 1000 + 1;
        d[i].c = (long long)(rnd() % 2001) - 1000;
    }
    for (int step = 0; step < t; step++) {
        long long sum = 0;
        for (int i = 0; i < n; i++) sum += d[i].x;
        long long center = sum / n;
        for (int i = 0; i < n; i++) {
            if (d[i].x < center) d[i].x += d[i].s;
            else d[i].x -= d[i].s;
        }
    }
    long long sum = 0, lo = d[0].x, hi = d[0].x, weighted = 0, charge = 0;
    for (int i = 0; i < n; i++) {
        sum += d[i].x;
        lo = min(lo, d[i].x);
        hi = max(hi, d[i].x);
        weighted += d[i].m * d[i].x;
    }
    long long center = sum / n;
    for (int i = 0; i < n; i++)
        if (d[i].x >= center) charge += d[i].c;
    cout << hi - lo << " " << weighted << " " << charge << endl;
    return 0;
}
