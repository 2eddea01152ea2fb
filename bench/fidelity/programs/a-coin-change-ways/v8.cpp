// 1-D DP over 64-bit values with '%' (iostream, unsigned arithmetic).
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    int n, amount;
    std::cin >> n >> amount;
    std::vector<unsigned long long> w(amount + 1, 0);
    w[0] = 1;
    while (n--) {
        int c;
        std::cin >> c;
        for (int a = c; a <= amount; a++) w[a] = (w[a] + w[a - c]) % 1000000007ULL;
    }
    std::cout << w[amount] << "\n";
}
