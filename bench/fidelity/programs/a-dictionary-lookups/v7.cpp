// std::map<string,bool> with synchronised cin and endl.
#include <iostream>
#include <map>
#include <string>
using namespace std;
int main() {
    int n;
    cin >> n;
    map<string, bool> dict;
    string cmd, s;
    for (int i = 0; i < n; i++) {
        cin >> cmd >> s;
        if (cmd == "insert") dict[s] = true;
        else cout << (dict.find(s) != dict.end() ? "yes" : "no") << endl;
    }
}
