import random


def generate(case: int) -> str:
    rng = random.Random(53300 + case)
    if case == 0:
        s, queries = "a", [(1, 1, 1)]  # one letter, one question
    elif case == 1:
        n = 3000
        s = "g" * n  # every fragment pair is equal
        queries = []
        for _ in range(2000):
            length = rng.randint(1, n)
            queries.append((rng.randint(1, n - length + 1), rng.randint(1, n - length + 1), length))
    elif case == 2:
        n = 6000
        s = "".join(rng.choice("ab") for _ in range(n))  # whole-string and one-letter fragments
        queries = [(1, 1, n), (n, 1, 1), (1, n, 1)] * 1500
    else:
        n, q = [(500, 500), (1500, 1500), (2500, 2500), (3500, 3500), (4500, 4500), (5500, 5000), (6000, 6000)][case - 3]
        # a string built from repeated blocks, so that many fragment pairs are equal
        blocks = ["".join(rng.choice("acgt") for _ in range(rng.randint(5, 60))) for _ in range(20)]
        parts = []
        while sum(map(len, parts)) < n:
            block = rng.choice(blocks)
            if rng.random() < 0.2:  # a mutation
                i = rng.randrange(len(block))
                block = block[:i] + rng.choice("acgt") + block[i + 1 :]
            parts.append(block)
        s = "".join(parts)[:n]
        starts = {}
        for i in range(n - 5):
            starts.setdefault(s[i : i + 5], []).append(i + 1)
        queries = []
        for _ in range(q):
            length = rng.randint(1, min(n, 200)) if rng.random() < 0.8 else rng.randint(1, n)
            a = rng.randint(1, n - length + 1)
            b = rng.randint(1, n - length + 1)
            if length >= 5 and rng.random() < 0.6:  # aim at a likely match
                same = starts.get(s[a - 1 : a + 4], [])
                candidates = [x for x in same if x + length - 1 <= n]
                if candidates:
                    b = rng.choice(candidates)
            queries.append((a, b, length))
    lines = [f"{len(s)} {len(queries)}", s] + [f"{a} {b} {l}" for a, b, l in queries]
    return "\n".join(lines) + "\n"
