// istreambuf_iterator slurps the input into a string; one std::count_if pass per class.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
int main() {
    std::string s((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    size_t start = s.find('\n');
    auto b = s.begin() + (start == std::string::npos ? s.size() : start + 1), e = s.end();
    long long up = std::count_if(b, e, [](char c) { return c >= 'A' && c <= 'Z'; });
    long long lo = std::count_if(b, e, [](char c) { return c >= 'a' && c <= 'z'; });
    long long di = std::count_if(b, e, [](char c) { return c >= '0' && c <= '9'; });
    long long sp = std::count(b, e, ' ');
    long long nl = std::count(b, e, '\n');
    long long vo = std::count_if(b, e, [](char c) {
        char f = c | 32;
        return f == 'a' || f == 'e' || f == 'i' || f == 'o' || f == 'u';
    });
    long long ot = (long long)(e - b) - nl - up - lo - di - sp;
    printf("%lld %lld %lld %lld %lld %lld\n", up, lo, di, sp, ot, vo);
}
