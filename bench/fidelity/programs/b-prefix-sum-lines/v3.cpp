// Synchronised iostream (the default) but '\n' instead of endl.
#include <iostream>
using namespace std;
int main() {
    int n;
    cin >> n;
    long long s = 0;
    for (int i = 0; i < n; i++) { long long a; cin >> a; s += a; cout << s << '\n'; }
}
