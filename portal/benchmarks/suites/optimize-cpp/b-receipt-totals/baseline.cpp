#include <iomanip>
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    double day = 0;
    cout << fixed << setprecision(2);
    for (int i = 0; i < n; i++) {
        int k;
        cin >> k;
        double total = 0;
        for (int j = 0; j < k; j++) {
            double p;
            cin >> p;
            total += p;
        }
        day += total;
        cout << total << endl;
    }
    cout << day << endl;
    return 0;
}
