#include <iostream>
#include <string>
#include <vector>
using namespace std;

typedef unsigned long long ull;
const ull BASE = 131;

// hash of s[l..r-1]
ull getHash(vector<ull> h, vector<ull> pw, int l, int r) {
    return h[r] - h[l] * pw[r - l];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    string s;
    cin >> n >> q >> s;
    vector<ull> h(n + 1, 0), pw(n + 1, 1);
    for (int i = 0; i < n; i++) {
        h[i + 1] = h[i] * BASE + (ull)s[i];
        pw[i + 1] = pw[i] * BASE;
    }
    for (int i = 0; i < q; i++) {
        int a, b, len;
        cin >> a >> b >> len;
        a--, b--;
        if (getHash(h, pw, a, a + len) == getHash(h, pw, b, b + len)) cout << "Yes\n";
        else cout << "No\n";
    }
    return 0;
}
