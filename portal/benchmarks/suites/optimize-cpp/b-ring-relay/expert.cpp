#include <cstdio>
#include <utility>
#include <vector>

static unsigned long long state;

static unsigned long long rnd() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

// Store the values in ring order (the order p lists the stations): the successor of position k
// is then position k + 1, so a round is one sequential, vectorisable pass over 4-byte values
// instead of n random reads. The XOR of all values does not depend on their order.
int main() {
    const unsigned MOD = 1000000007u;
    long long n_in, t_in;
    if (scanf("%lld %lld %llu", &n_in, &t_in, &state) != 3) return 1;
    const int n = (int)n_in, t = (int)t_in;
    std::vector<int> p(n + 1);
    for (int i = 1; i <= n; i++) p[i] = i;
    for (int i = n; i >= 2; i--) {
        int j = (int)(rnd() % (unsigned)i) + 1;
        std::swap(p[i], p[j]);
    }
    std::vector<unsigned> v(n + 1);
    for (int i = 1; i <= n; i++) v[i] = (unsigned)(rnd() % 1000000);
    std::vector<unsigned> w(n);
    for (int k = 0; k < n; k++) w[k] = v[p[k + 1]];
    unsigned *q = w.data();
    for (int round = 0; round < t; round++) {
        const unsigned first = q[0];
        // In place: q[k + 1] still holds the old value when q[k] is updated.
        for (int k = 0; k + 1 < n; k++) {
            unsigned s = q[k] + q[k + 1];
            q[k] = s >= MOD ? s - MOD : s;
        }
        unsigned s = q[n - 1] + first;
        q[n - 1] = s >= MOD ? s - MOD : s;
    }
    unsigned x = 0;
    for (int k = 0; k < n; k++) x ^= q[k];
    printf("%u\n", x);
    return 0;
}
