#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

string s, t;

// edit distance between the first i letters of s and the first j letters of t
int dist(int i, int j) {
    if (i == 0) return j;
    if (j == 0) return i;
    if (s[i - 1] == t[j - 1]) return dist(i - 1, j - 1);
    return 1 + min({dist(i - 1, j), dist(i, j - 1), dist(i - 1, j - 1)});
}

int main() {
    cin >> s >> t;
    cout << dist(s.size(), t.size()) << endl;
}
