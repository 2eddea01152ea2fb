// The baseline's vector<vector<long long>> grid and prefix table, but filled and scanned row-major.
#include <iostream>
#include <vector>
using namespace std;
static unsigned long long state;
static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}
int main() {
    long long r, c, k, b;
    cin >> r >> c >> k >> b >> state;
    vector<vector<long long>> a(r + 1, vector<long long>(c + 1, 0));
    for (int i = 1; i <= r; i++) for (int j = 1; j <= c; j++) a[i][j] = rnd() % 1000;
    vector<vector<long long>> p(r + 1, vector<long long>(c + 1, 0));
    for (int i = 1; i <= r; i++)
        for (int j = 1; j <= c; j++) p[i][j] = a[i][j] + p[i - 1][j] + p[i][j - 1] - p[i - 1][j - 1];
    long long count = 0, best = -1;
    for (int i = k; i <= r; i++)
        for (int j = k; j <= c; j++) {
            long long s = p[i][j] - p[i - k][j] - p[i][j - k] + p[i - k][j - k];
            if (s >= b) count++;
            if (s > best) best = s;
        }
    cout << count << " " << best << endl;
}
