import random


def generate(case: int) -> str:
    rng = random.Random(10600 + case)
    if case == 0:
        values, k = [-3], 1
    elif case == 1:
        values, k = [8] * 10, 4  # all equal
    elif case == 2:
        values, k = [10**9, -(10**9), -(10**9), 10**9, -(10**9)], 5  # extremes, one full window
    else:
        n, k = [(50, 7), (2000, 300), (5000, 1000), (8000, 1500), (12000, 2000), (16000, 1800), (20000, 1300)][case - 3]
        if case == 6:
            values = list(range(n, 0, -1))  # decreasing: the worst for a deque
            values = [v * 1000 for v in values]
        else:
            values = [rng.randint(-(10**9), 10**9) for _ in range(n)]
    return f"{len(values)} {k}\n{' '.join(map(str, values))}\n"
