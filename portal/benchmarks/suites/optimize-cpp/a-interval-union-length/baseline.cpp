#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    // pieces painted so far, pairwise separate, in no particular order
    vector<long long> left, right;
    for (int i = 0; i < n; i++) {
        long long l, r;
        cin >> l >> r;
        // absorb every piece that overlaps or touches the new segment
        size_t k = 0;
        while (k < left.size()) {
            if (left[k] <= r && l <= right[k]) {
                if (left[k] < l) l = left[k];
                if (right[k] > r) r = right[k];
                left[k] = left.back();
                right[k] = right.back();
                left.pop_back();
                right.pop_back();
            } else {
                k++;
            }
        }
        left.push_back(l);
        right.push_back(r);
    }
    long long total = 0;
    for (size_t k = 0; k < left.size(); k++) total += right[k] - left[k];
    cout << left.size() << " " << total << endl;
}
