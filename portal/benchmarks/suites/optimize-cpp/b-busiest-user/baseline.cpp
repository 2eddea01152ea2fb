#include <iostream>
#include <map>
using namespace std;

unsigned long long state;

unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

int main() {
    long long n, p;
    cin >> n >> p >> state;
    map<long long, int> cnt;
    for (int i = 0; i < n; i++) {
        long long u = (long long)((rnd() * p) >> 31);
        cnt[u]++;
    }
    long long singles = 0, busiest = -1;
    int most = 0;
    for (auto &[id, c] : cnt) {
        if (c == 1) singles++;
        if (c > most) {
            most = c;
            busiest = id;
        }
    }
    cout << cnt.size() << " " << singles << " " << busiest << " " << most << endl;
    return 0;
}
