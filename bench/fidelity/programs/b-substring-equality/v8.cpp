// The baseline's hash with the vectors copied per query, and synchronised cin and endl.
#include <iostream>
#include <string>
#include <vector>
using namespace std;
typedef unsigned long long ull;
static ull getHash(vector<ull> h, vector<ull> pw, int l, int r) { return h[r] - h[l] * pw[r - l]; }
int main() {
    int n, q;
    string s;
    cin >> n >> q >> s;
    vector<ull> h(n + 1, 0), pw(n + 1, 1);
    for (int i = 0; i < n; i++) { h[i + 1] = h[i] * 131 + (ull)s[i]; pw[i + 1] = pw[i] * 131; }
    for (int i = 0; i < q; i++) {
        int a, b, len;
        cin >> a >> b >> len;
        a--, b--;
        cout << (getHash(h, pw, a, a + len) == getHash(h, pw, b, b + len) ? "Yes" : "No") << endl;
    }
}
