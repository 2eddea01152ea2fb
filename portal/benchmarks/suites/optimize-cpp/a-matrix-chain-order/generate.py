import random


def generate(case: int) -> str:
    rng = random.Random(45100 + case)
    if case == 0:
        dims = [3, 7]  # a single matrix
    elif case == 1:
        dims = [10] * 6  # five square matrices of one size
    elif case == 2:
        dims = [100, 1, 100, 1, 100, 100, 1, 100, 100]  # extremes
    else:
        n = [5, 8, 10, 12, 13, 14, 15][case - 3]
        dims = [rng.randint(1, 100) for _ in range(n + 1)]
    return f"{len(dims) - 1}\n{' '.join(map(str, dims))}\n"
