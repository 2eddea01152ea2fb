import random


def generate(case: int) -> str:
    rng = random.Random(31400 + case)
    if case == 0:
        values = [42]
    elif case == 1:
        values = [7] * 6  # equal values are no inversion
    elif case == 2:
        values = [10**9, 10**9, 0, -(10**9), -(10**9)]  # extremes, non-increasing
    else:
        n = [100, 1000, 3000, 4000, 6000, 7500, 9000][case - 3]
        if case == 5:
            values = list(range(n, 0, -1))  # fully reversed
        elif case % 2:
            values = [rng.randint(-50, 50) for _ in range(n)]  # many duplicates
        else:
            values = [rng.randint(-(10**9), 10**9) for _ in range(n)]
    return f"{len(values)}\n{' '.join(map(str, values))}\n"
