// Synchronised cin >> noskipws, one char at a time (slow per-character stream extraction).
#include <cctype>
#include <iostream>
using namespace std;
int main() {
    int n;
    cin >> n;
    cin >> noskipws;
    char c;
    while (cin >> c && c != '\n') {}
    long long up = 0, lo = 0, di = 0, sp = 0, ot = 0, vo = 0;
    while (cin >> c) {
        if (c == '\n') continue;
        if (isupper((unsigned char)c)) up++;
        else if (islower((unsigned char)c)) lo++;
        else if (isdigit((unsigned char)c)) di++;
        else if (c == ' ') sp++;
        else ot++;
        char f = c | 32;
        vo += f == 'a' || f == 'e' || f == 'i' || f == 'o' || f == 'u';
    }
    cout << up << " " << lo << " " << di << " " << sp << " " << ot << " " << vo << endl;
}
