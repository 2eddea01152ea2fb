// Synchronised cin >> double per price, rounded to cents; endl per line.
#include <cmath>
#include <cstdio>
#include <iostream>
using namespace std;
int main() {
    int n;
    cin >> n;
    long long day = 0;
    char buf[32];
    for (int i = 0; i < n; i++) {
        int k;
        cin >> k;
        long long total = 0;
        for (int j = 0; j < k; j++) { double p; cin >> p; total += llround(p * 100); }
        day += total;
        snprintf(buf, sizeof buf, "%lld.%02lld", total / 100, total % 100);
        cout << buf << endl;
    }
    snprintf(buf, sizeof buf, "%lld.%02lld", day / 100, day % 100);
    cout << buf << endl;
}
