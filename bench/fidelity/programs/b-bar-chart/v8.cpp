// ostringstream collects the chart; endl inside the stream (a no-op flush), one write at the end.
#include <iostream>
#include <sstream>
#include <vector>
using namespace std;
int main() {
    int n, w;
    cin >> n >> w;
    vector<long long> v(n);
    long long m = 0;
    for (auto &x : v) { cin >> x; if (x > m) m = x; }
    ostringstream os;
    for (long long x : v) {
        os << '|';
        long long len = m == 0 ? 0 : x * w / m;
        for (long long j = 0; j < len; j++) os.put('#');
        os << endl;
    }
    cout << os.str();
}
