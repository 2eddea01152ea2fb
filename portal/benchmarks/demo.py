"""The demo benchmark: three small problems with hidden tests, made deterministically.

Expected outputs come from Python references here, so the tests are reproducible from the seed.
"""

import random
from dataclasses import dataclass, field

SLUG = "demo"


@dataclass
class DemoProblem:
    problem_id: str
    title: str
    statement: str
    baseline_code: str
    tests: list[tuple[str, str]] = field(default_factory=list)  # (input, expected output)


def _sum_array(rng: random.Random) -> list[tuple[str, str]]:
    cases = [[5], [-3, 3], [10**9] * 3]
    cases += [[rng.randint(-(10**9), 10**9) for _ in range(n)] for n in (1000, 20000)]
    return [(f"{len(a)}\n{' '.join(map(str, a))}\n", f"{sum(a)}\n") for a in cases]


def _count_primes(rng: random.Random) -> list[tuple[str, str]]:
    def count(n: int) -> int:
        if n < 2:
            return 0
        sieve = bytearray([1]) * (n + 1)
        sieve[0:2] = b"\x00\x00"
        for i in range(2, int(n**0.5) + 1):
            if sieve[i]:
                sieve[i * i :: i] = bytearray(len(range(i * i, n + 1, i)))
        return sum(sieve)

    return [(f"{n}\n", f"{count(n)}\n") for n in (1, 2, 100, 9973, rng.randint(20000, 30000))]


def _pair_sum(rng: random.Random) -> list[tuple[str, str]]:
    def count(a: list[int], target: int) -> int:
        seen: dict[int, int] = {}
        pairs = 0
        for x in a:
            pairs += seen.get(target - x, 0)
            seen[x] = seen.get(x, 0) + 1
        return pairs

    cases = [([1], 2), ([1, 1], 2), ([2, 2, 2, 2], 4)]
    for n in (500, 3000):
        cases.append(([rng.randint(0, 1000) for _ in range(n)], rng.randint(0, 2000)))
    return [(f"{len(a)} {t}\n{' '.join(map(str, a))}\n", f"{count(a, t)}\n") for a, t in cases]


BASELINES = {
    "sum-array": """#include <iostream>
int main() {
    int n; std::cin >> n;
    long long total = 0;
    for (int i = 0; i < n; ++i) { long long x; std::cin >> x; total += x; }
    std::cout << total << std::endl;
}
""",
    "count-primes": """#include <cstdio>
int main() {
    int n; if (std::scanf("%d", &n) != 1) return 1;
    int count = 0;
    for (int k = 2; k <= n; ++k) {
        bool prime = true;
        for (int d = 2; d < k; ++d) if (k % d == 0) { prime = false; break; }
        count += prime;
    }
    std::printf("%d\\n", count);
}
""",
    "pair-sum": """#include <cstdio>
#include <vector>
int main() {
    int n; long long t; if (std::scanf("%d %lld", &n, &t) != 2) return 1;
    std::vector<long long> a(n);
    for (auto &x : a) std::scanf("%lld", &x);
    long long pairs = 0;
    for (int i = 0; i < n; ++i) for (int j = i + 1; j < n; ++j) pairs += (a[i] + a[j] == t);
    std::printf("%lld\\n", pairs);
}
""",
}


def demo_problems(seed: int = 20261203) -> list[DemoProblem]:
    rng = random.Random(seed)
    return [
        DemoProblem(
            "sum-array",
            "Sum of an array",
            "The first line holds n (1 <= n <= 10^5), the second n integers a_i (|a_i| <= 10^9). Print their sum.",
            BASELINES["sum-array"],
            _sum_array(rng),
        ),
        DemoProblem(
            "count-primes",
            "Counting primes",
            "Given n (1 <= n <= 10^6), print how many primes are <= n.",
            BASELINES["count-primes"],
            _count_primes(rng),
        ),
        DemoProblem(
            "pair-sum",
            "Pairs with a given sum",
            "The first line holds n (1 <= n <= 10^5) and t; the second n integers 0 <= a_i <= 10^9. Print the number of pairs i < j with a_i + a_j = t.",
            BASELINES["pair-sum"],
            _pair_sum(rng),
        ),
    ]
