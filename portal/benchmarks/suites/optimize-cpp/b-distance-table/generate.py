import random


def generate(case: int) -> str:
    rng = random.Random(52400 + case)
    if case == 0:
        xs = [rng.randint(0, 10**9)]  # a single town
    elif case == 1:
        xs = [123456] * 50  # all towns in one place
    elif case == 2:
        xs = [0 if i % 2 else 10**9 for i in range(100)]  # the two ends of the range
    else:
        n = [40, 80, 130, 180, 230, 280, 320][case - 3]
        xs = [rng.randint(0, 10**9) for _ in range(n)]
    return f"{len(xs)}\n{' '.join(map(str, xs))}\n"
