// vector<vector<long long>> storage (twice the baseline's memory), Kadane down each column.
#include <iostream>
#include <vector>
using namespace std;
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long r, c, d;
    cin >> r >> c >> d >> state;
    vector<vector<long long>> a(r, vector<long long>(c));
    for (auto &row : a) for (auto &x : row) x = (long long)(rnd() % 2048) - 1024 + d;
    long long overall = 0, total = 0;
    for (long long j = 0; j < c; j++) {
        long long cur = a[0][j], best = a[0][j];
        for (long long i = 1; i < r; i++) {
            cur = max(cur + a[i][j], a[i][j]);
            best = max(best, cur);
        }
        if (j == 0 || best > overall) overall = best;
        total += best;
    }
    cout << overall << " " << total << endl;
}
