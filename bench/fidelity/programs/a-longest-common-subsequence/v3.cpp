// One DP row with a saved diagonal, output collected and written once.
#include <cstdio>
#include <cstring>
#include <string>
int main() {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    std::string out;
    char x[32], y[32];
    while (q--) {
        scanf("%31s %31s", x, y);
        int n = (int)strlen(x), m = (int)strlen(y);
        int row[32] = {};
        for (int i = 1; i <= n; i++) {
            int diag = 0;
            for (int j = 1; j <= m; j++) {
                int up = row[j];
                row[j] = x[i - 1] == y[j - 1] ? diag + 1 : (up > row[j - 1] ? up : row[j - 1]);
                diag = up;
            }
        }
        out += std::to_string(row[m]);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
