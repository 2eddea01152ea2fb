// Exponential recursion on suffixes as std::string copies (substr allocates nothing for short strings).
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;
static int lcs(const string &a, const string &b) {
    if (a.empty() || b.empty()) return 0;
    if (a[0] == b[0]) return 1 + lcs(a.substr(1), b.substr(1));
    return max(lcs(a.substr(1), b), lcs(a, b.substr(1)));
}
int main() {
    int q;
    cin >> q;
    while (q--) {
        string x, y;
        cin >> x >> y;
        cout << lcs(x, y) << "\n";
    }
}
