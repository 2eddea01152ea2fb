import random


def generate(case: int) -> str:
    rng = random.Random(66400 + case)
    if case == 0:
        values, ops = [5], [(2, 1, 1), (1, 1, 0), (2, 1, 1)]
    elif case == 1:
        values = [3] * 8  # all equal
        ops = [(2, 1, 8), (2, 3, 5), (1, 4, 3), (2, 4, 4), (2, 8, 8)]
    elif case == 2:
        values = [10**9] * 10  # extremes
        ops = [(2, 1, 10), (1, 10, 0), (1, 1, 0), (2, 1, 10), (2, 2, 9), (1, 5, 10**9), (2, 5, 5)]
    else:
        n, q = [(20, 20), (500, 500), (3000, 3000), (7000, 7000), (11000, 11000), (19000, 19000), (22000, 22000)][case - 3]
        top = 1000 if case % 2 else 10**9
        values = [rng.randint(0, top) for _ in range(n)]
        ops = []
        for _ in range(q):
            if rng.random() < 0.5:
                ops.append((1, rng.randint(1, n), rng.randint(0, top)))
            else:
                l, r = sorted((rng.randint(1, n), rng.randint(1, n)))
                ops.append((2, l, r))
    lines = [f"{len(values)} {len(ops)}", " ".join(map(str, values))] + [f"{t} {a} {b}" for t, a, b in ops]
    return "\n".join(lines) + "\n"
