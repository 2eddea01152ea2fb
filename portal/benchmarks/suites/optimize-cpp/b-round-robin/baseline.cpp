#include <iostream>
#include <list>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long q;
    cin >> n >> q;
    list<pair<int, long long>> queue;  // (job, remaining time)
    for (int i = 0; i < n; i++) {
        long long d;
        cin >> d;
        queue.push_back({i, d});
    }
    vector<long long> finish(n);
    long long now = 0;
    while (!queue.empty()) {
        pair<int, long long> job = queue.front();
        queue.pop_front();
        long long run = min(q, job.second);
        now += run;
        job.second -= run;
        if (job.second == 0) finish[job.first] = now;
        else queue.push_back(job);
    }
    for (int i = 0; i < n; i++) cout << finish[i] << "\n";
    return 0;
}
