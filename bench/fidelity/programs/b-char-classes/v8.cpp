// The baseline's getline + <cctype> tests, with the strchr vowel test replaced by a switch.
#include <cctype>
#include <iostream>
#include <string>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    string line;
    getline(cin, line);
    long long up = 0, lo = 0, di = 0, sp = 0, ot = 0, vo = 0;
    for (int i = 0; i < n; i++) {
        getline(cin, line);
        for (char c : line) {
            if (isupper(c)) up++;
            else if (islower(c)) lo++;
            else if (isdigit(c)) di++;
            else if (c == ' ') sp++;
            else ot++;
            switch (c) { case 'a': case 'e': case 'i': case 'o': case 'u':
                         case 'A': case 'E': case 'I': case 'O': case 'U': vo++; }
        }
    }
    cout << up << " " << lo << " " << di << " " << sp << " " << ot << " " << vo << endl;
}
