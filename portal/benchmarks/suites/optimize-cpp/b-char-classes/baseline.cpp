#include <cctype>
#include <cstring>
#include <iostream>
#include <string>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    string line;
    getline(cin, line);  // rest of the first line
    long long upper = 0, lower = 0, digits = 0, spaces = 0, other = 0, vowels = 0;
    for (int i = 0; i < n; i++) {
        getline(cin, line);
        for (char c : line) {
            if (isupper(c)) upper++;
            else if (islower(c)) lower++;
            else if (isdigit(c)) digits++;
            else if (c == ' ') spaces++;
            else other++;
            if (strchr("aeiouAEIOU", c) != nullptr && c != '\0') vowels++;
        }
    }
    cout << upper << " " << lower << " " << digits << " " << spaces << " " << other << " " << vowels << endl;
    return 0;
}
