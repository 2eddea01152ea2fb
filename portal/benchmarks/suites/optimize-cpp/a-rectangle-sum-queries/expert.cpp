#include <cstdio>
#include <vector>

// Whole-input reader: one fread, then hand-rolled integer parsing.
static std::vector<char> input;
static size_t pos = 0;

static long long readInt() {
    while (pos < input.size() && (input[pos] < '0' || input[pos] > '9') && input[pos] != '-') pos++;
    bool negative = false;
    if (pos < input.size() && input[pos] == '-') { negative = true; pos++; }
    long long value = 0;
    while (pos < input.size() && input[pos] >= '0' && input[pos] <= '9') value = value * 10 + (input[pos++] - '0');
    return negative ? -value : value;
}

int main() {
    char chunk[1 << 16];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) input.insert(input.end(), chunk, chunk + got);
    int h = (int)readInt(), w = (int)readInt(), q = (int)readInt();
    // pre[r][c]: sum of the cells above and to the left of (r, c), exclusive; one flat array
    const int stride = w + 1;
    std::vector<long long> pre((size_t)(h + 1) * stride, 0);
    for (int r = 1; r <= h; r++) {
        long long rowSum = 0;
        for (int c = 1; c <= w; c++) {
            rowSum += readInt();
            pre[(size_t)r * stride + c] = pre[(size_t)(r - 1) * stride + c] + rowSum;
        }
    }
    std::vector<char> out;
    out.reserve((size_t)q * 22);
    char buf[24];
    for (int i = 0; i < q; i++) {
        int r1 = (int)readInt(), c1 = (int)readInt(), r2 = (int)readInt(), c2 = (int)readInt();
        long long sum = pre[(size_t)r2 * stride + c2] - pre[(size_t)(r1 - 1) * stride + c2]
                      - pre[(size_t)r2 * stride + c1 - 1] + pre[(size_t)(r1 - 1) * stride + c1 - 1];
        int len = snprintf(buf, sizeof buf, "%lld\n", sum);
        out.insert(out.end(), buf, buf + len);
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
