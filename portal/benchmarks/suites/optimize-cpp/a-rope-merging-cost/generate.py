import random


def generate(case: int) -> str:
    rng = random.Random(44200 + case)
    if case == 0:
        values = [17]
    elif case == 1:
        values = [5] * 9  # all equal
    elif case == 2:
        values = [10**9] * 6 + [1, 1]  # extremes
    else:
        n = [30, 400, 1200, 2000, 3000, 3800, 4500][case - 3]
        top = 1000 if case % 2 else 10**9
        values = [rng.randint(1, top) for _ in range(n)]
    return f"{len(values)}\n{' '.join(map(str, values))}\n"
