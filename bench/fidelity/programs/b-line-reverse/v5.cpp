// The baseline with synchronised iostream but '\n' instead of endl (no flush per line).
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;
int main() {
    int n;
    cin >> n;
    string line;
    getline(cin, line);
    for (int i = 0; i < n; i++) {
        getline(cin, line);
        reverse(line.begin(), line.end());
        cout << line << '\n';
    }
}
