// Read all numbers first with scanf into a vector, then snprintf each sum into one buffer.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::vector<char> out((size_t)n * 22 + 1);
    size_t used = 0;
    long long s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        used += snprintf(out.data() + used, 22, "%lld\n", s);
    }
    fwrite(out.data(), 1, used, stdout);
}
