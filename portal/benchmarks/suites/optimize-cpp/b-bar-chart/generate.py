import random


def generate(case: int) -> str:
    rng = random.Random(52500 + case)
    if case == 0:
        n, w, values = 1, 1, [0]  # smallest chart, all zero
    elif case == 1:
        n, w = 3000, 80
        values = [555] * n  # every bar full width
    elif case == 2:
        n, w = 2000, 200
        values = [10**9 if i % 2 else 1 for i in range(n)]  # extreme heights
    else:
        n, w = [(500, 60), (2000, 80), (4000, 100), (7000, 120), (10000, 150), (14000, 180), (18000, 200)][case - 3]
        values = [rng.randint(0, 10**9) for _ in range(n)]
    return f"{n} {w}\n{' '.join(map(str, values))}\n"
