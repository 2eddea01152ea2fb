// Insertion sort counting the shifts: O(n + inversions), branchy.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    int n;
    std::cin >> n;
    std::vector<long long> a(n);
    for (auto &x : a) std::cin >> x;
    long long inv = 0;
    for (int i = 1; i < n; i++) {
        long long x = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > x) { a[j + 1] = a[j]; j--; inv++; }
        a[j + 1] = x;
    }
    std::cout << inv << "\n";
}
