#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

int main() {
    int n, quantum;
    cin >> n >> quantum;
    vector<pair<string, int>> queue(n);
    for (int i = 0; i < n; i++) cin >> queue[i].first >> queue[i].second;
    long long clock = 0;
    while (!queue.empty()) {
        pair<string, int> front = queue[0];
        queue.erase(queue.begin());
        if (front.second > quantum) {
            clock += quantum;
            front.second -= quantum;
            queue.push_back(front);
        } else {
            clock += front.second;
            cout << front.first << " " << clock << endl;
        }
    }
}
