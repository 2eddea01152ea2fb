// std::map<pair<int,int>, bool> (the baseline's tree with a payload), synchronised cin.
#include <iostream>
#include <map>
#include <string>
using namespace std;
int main() {
    int m;
    string s;
    cin >> m >> s;
    map<pair<int, int>, bool> seen;
    int x = 0, y = 0;
    seen[{x, y}] = true;
    for (char c : s) {
        if (c == 'U') y++; else if (c == 'D') y--; else if (c == 'L') x--; else x++;
        seen[{x, y}] = true;
    }
    cout << seen.size() << endl;
}
