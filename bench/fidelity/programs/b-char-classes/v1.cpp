// getline into std::string with a switch-free range classification, fast iostream.
#include <cstdio>
#include <iostream>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::string line;
    std::getline(std::cin, line);
    long long up = 0, lo = 0, di = 0, sp = 0, ot = 0, vo = 0;
    for (int i = 0; i < n; i++) {
        std::getline(std::cin, line);
        for (char c : line) {
            if (c >= 'A' && c <= 'Z') up++;
            else if (c >= 'a' && c <= 'z') lo++;
            else if (c >= '0' && c <= '9') di++;
            else if (c == ' ') sp++;
            else ot++;
            char f = c | 32;
            if (f == 'a' || f == 'e' || f == 'i' || f == 'o' || f == 'u') vo++;
        }
    }
    std::cout << up << " " << lo << " " << di << " " << sp << " " << ot << " " << vo << "\n";
}
