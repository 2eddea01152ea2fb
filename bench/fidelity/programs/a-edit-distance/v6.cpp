// Exponential recursion on suffixes passed as std::string_view (front-to-back instead of back-to-front).
#include <algorithm>
#include <iostream>
#include <string>
#include <string_view>
using namespace std;
static int dist(string_view a, string_view b) {
    if (a.empty()) return (int)b.size();
    if (b.empty()) return (int)a.size();
    if (a[0] == b[0]) return dist(a.substr(1), b.substr(1));
    return 1 + min({dist(a.substr(1), b), dist(a, b.substr(1)), dist(a.substr(1), b.substr(1))});
}
int main() {
    string s, t;
    cin >> s >> t;
    cout << dist(s, t) << endl;
}
