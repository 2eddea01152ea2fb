// Each receipt line read with getline, split with an istringstream, prices parsed by stod.
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::string line;
    std::getline(std::cin, line);
    int n = std::stoi(line);
    long long day = 0;
    for (int i = 0; i < n; i++) {
        std::getline(std::cin, line);
        std::istringstream is(line);
        int k;
        is >> k;
        long long total = 0;
        std::string p;
        for (int j = 0; j < k; j++) { is >> p; total += std::llround(std::stod(p) * 100); }
        day += total;
        printf("%lld.%02lld\n", total / 100, total % 100);
    }
    printf("%lld.%02lld\n", day / 100, day % 100);
}
