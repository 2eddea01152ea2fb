"""Generated programs for the demo benchmark, used as uploads by the tests."""

import json

FAST = {
    "sum-array": """#include <cstdio>
int main() { int n; long long s = 0, x; if (scanf("%d", &n) != 1) return 1;
  for (int i = 0; i < n; ++i) { scanf("%lld", &x); s += x; } printf("%lld\\n", s); }
""",
    "count-primes": """#include <cstdio>
#include <vector>
int main() { int n; if (scanf("%d", &n) != 1) return 1; std::vector<char> c(n + 1, 1); int k = 0;
  for (int i = 2; i <= n; ++i) if (c[i]) { ++k; for (long long j = 1LL * i * i; j <= n; j += i) c[j] = 0; }
  printf("%d\\n", k); }
""",
    "pair-sum": """#include <cstdio>
#include <unordered_map>
int main() { int n; long long t; if (scanf("%d %lld", &n, &t) != 2) return 1;
  std::unordered_map<long long, long long> seen; long long p = 0;
  for (int i = 0; i < n; ++i) { long long x; scanf("%lld", &x); auto it = seen.find(t - x);
    if (it != seen.end()) p += it->second; ++seen[x]; }
  printf("%lld\\n", p); }
""",
}

WRONG_PAIR_SUM = """#include <cstdio>
int main() { puts("0"); }
"""
BROKEN = "int main() { this is not C++ }\n"


def jsonl(rows: list[dict]) -> bytes:
    return ("\n".join(json.dumps(r) for r in rows) + "\n").encode()


def all_correct() -> bytes:
    return jsonl([{"problem_id": pid, "code": code} for pid, code in FAST.items()])


def mixed() -> bytes:
    """sum-array correct; count-primes fails to compile; pair-sum: sample 0 wrong, sample 1 correct."""
    return jsonl(
        [
            {"problem_id": "sum-array", "code": FAST["sum-array"]},
            {"problem_id": "count-primes", "code": BROKEN},
            {"problem_id": "pair-sum", "generated_answers": [WRONG_PAIR_SUM, FAST["pair-sum"]]},
        ]
    )


def slow_but_correct(tag: int = 0) -> bytes:
    """Correct programs, one of which sleeps 0.4 s per test: the submission stays running long
    enough for a page to watch its progress move. A test sharing its portal with others passes a
    `tag` of its own: the slow binary differs (by `tag` microseconds of sleep), so it is
    simulated afresh instead of found in the simulation cache and finished at once."""
    slow = FAST["pair-sum"].replace("int main() {", f"#include <unistd.h>\nint main() {{ usleep({400000 + tag});", 1)
    return jsonl([{"problem_id": pid, "code": slow if pid == "pair-sum" else code} for pid, code in FAST.items()])
