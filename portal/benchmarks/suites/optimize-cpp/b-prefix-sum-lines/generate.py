import random


def generate(case: int) -> str:
    rng = random.Random(52100 + case)
    if case == 0:
        values = [rng.randint(-(10**9), 10**9)]
    elif case == 1:
        values = [7] * 1000  # all equal
    elif case == 2:
        values = [10**9 if i % 3 else -(10**9) for i in range(2000)]  # extremes
    else:
        n = [3000, 8000, 15000, 25000, 40000, 55000, 70000][case - 3]
        values = [rng.randint(-(10**9), 10**9) for _ in range(n)]
    return f"{len(values)}\n{' '.join(map(str, values))}\n"
