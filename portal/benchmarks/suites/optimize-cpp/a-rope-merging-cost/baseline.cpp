#include <iostream>
#include <vector>
using namespace std;

// removes and returns the smallest element
long long takeSmallest(vector<long long> &ropes) {
    size_t best = 0;
    for (size_t i = 1; i < ropes.size(); i++)
        if (ropes[i] < ropes[best]) best = i;
    long long value = ropes[best];
    ropes.erase(ropes.begin() + best);
    return value;
}

int main() {
    int n;
    cin >> n;
    vector<long long> ropes(n);
    for (int i = 0; i < n; i++) cin >> ropes[i];
    long long cost = 0;
    while (ropes.size() > 1) {
        long long x = takeSmallest(ropes);
        long long y = takeSmallest(ropes);
        cost += x + y;
        ropes.push_back(x + y);
    }
    cout << cost << endl;
}
