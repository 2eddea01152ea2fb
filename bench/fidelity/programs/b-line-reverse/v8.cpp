// Synchronised cin/cout, characters printed backwards one cout << per character, endl per line.
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
        for (size_t k = line.size(); k > 0; k--) cout << line[k - 1];
        cout << endl;
    }
}
