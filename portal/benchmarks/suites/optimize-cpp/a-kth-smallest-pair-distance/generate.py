import random


def generate(case: int) -> str:
    rng = random.Random(95900 + case)
    if case == 0:
        values, k = [4, 9], 1
    elif case == 1:
        values = [6] * 7  # all distances 0
        k = 11
    elif case == 2:
        values = [0, 10**9, 10**9, 0, 500000000]  # extremes
        k = 10  # the largest distance
    else:
        n = [40, 300, 1000, 1600, 2200, 2900, 3600][case - 3]
        spread = 10**9 if case % 2 else 3000
        values = [rng.randint(0, spread) for _ in range(n)]
        pairs = n * (n - 1) // 2
        k = rng.randint(1, pairs)
    return f"{len(values)} {k}\n{' '.join(map(str, values))}\n"
