import random


def generate(case: int) -> str:
    rng = random.Random(77800 + case)
    if case == 0:
        values = [-8]
    elif case == 1:
        values = [4] * 9  # all equal
    elif case == 2:
        values = [10**9, -(10**9), 10**9, -(10**9), -(10**9), 10**9]  # extremes
    else:
        n = [40, 600, 2000, 4000, 6000, 8500, 10000][case - 3]
        if case == 5:
            values = [rng.randint(-(10**9), 10**9) for _ in range(n)]
            values.sort(reverse=True)  # each new number is the smallest
        elif case % 2:
            values = [rng.randint(-100, 100) for _ in range(n)]  # many duplicates
        else:
            values = [rng.randint(-(10**9), 10**9) for _ in range(n)]
    return f"{len(values)}\n{' '.join(map(str, values))}\n"
