import random


def generate(case: int) -> str:
    rng = random.Random(7100 + case)
    if case == 0:
        values, k = [5], 10
    elif case == 1:
        values, k = [3, 3, 3, 3], 6  # every pair counts
    elif case == 2:
        values, k = [10**6, -(10**6), 0, 0], 0  # extremes and zeros
    else:
        n = [50, 300, 1000, 2000, 3000, 4000, 5000][case - 3]
        spread = 10 if case % 2 else 10**6  # many duplicates, or few
        values = [rng.randint(-spread, spread) for _ in range(n)]
        k = rng.randint(-spread, spread)
    return f"{len(values)} {k}\n{' '.join(map(str, values))}\n"
