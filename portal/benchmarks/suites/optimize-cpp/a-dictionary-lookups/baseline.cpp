#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> dict;
    for (int i = 0; i < n; i++) {
        string command, s;
        cin >> command >> s;
        bool found = false;
        for (size_t k = 0; k < dict.size(); k++)
            if (dict[k] == s) { found = true; break; }
        if (command == "insert") {
            if (!found) dict.push_back(s);
        } else {
            cout << (found ? "yes" : "no") << "\n";
        }
    }
}
