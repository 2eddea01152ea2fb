#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long balance = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        cin >> a;
        balance += a;
        cout << balance << endl;
    }
    return 0;
}
