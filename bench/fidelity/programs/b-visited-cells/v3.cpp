// A bitmap over the walk's bounding box (a first pass finds the box).
#include <cstdio>
#include <vector>
int main() {
    int m;
    if (scanf("%d", &m) != 1) return 1;
    std::vector<char> s(m + 2);
    scanf("%s", s.data());
    int x = 0, y = 0, minx = 0, maxx = 0, miny = 0, maxy = 0;
    for (int i = 0; i < m; i++) {
        char c = s[i];
        if (c == 'U') y++; else if (c == 'D') y--; else if (c == 'L') x--; else x++;
        if (x < minx) minx = x; if (x > maxx) maxx = x;
        if (y < miny) miny = y; if (y > maxy) maxy = y;
    }
    const long long w = maxx - minx + 1, h = maxy - miny + 1;
    std::vector<bool> seen((size_t)(w * h), false);
    x = -minx, y = -miny;
    long long count = 1;
    seen[(size_t)(y * w + x)] = true;
    for (int i = 0; i < m; i++) {
        char c = s[i];
        if (c == 'U') y++; else if (c == 'D') y--; else if (c == 'L') x--; else x++;
        size_t k = (size_t)((long long)y * w + x);
        if (!seen[k]) { seen[k] = true; count++; }
    }
    printf("%lld\n", count);
}
