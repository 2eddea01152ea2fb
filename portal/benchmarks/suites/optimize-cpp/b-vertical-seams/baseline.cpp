#include <iostream>
#include <vector>
using namespace std;

unsigned long long state;

unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

int main() {
    long long r, c, d;
    cin >> r >> c >> d >> state;
    vector<vector<int>> a(r, vector<int>(c));
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) a[i][j] = (int)(rnd() % 2048) - 1024 + d;

    long long overall = 0, total = 0;
    for (int j = 0; j < c; j++) {
        // Kadane's algorithm down column j
        long long cur = a[0][j], best = a[0][j];
        for (int i = 1; i < r; i++) {
            cur = max(cur + a[i][j], (long long)a[i][j]);
            best = max(best, cur);
        }
        if (j == 0 || best > overall) overall = best;
        total += best;
    }
    cout << overall << " " << total << endl;
    return 0;
}
