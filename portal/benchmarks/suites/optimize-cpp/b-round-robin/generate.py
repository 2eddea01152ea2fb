import random


def generate(case: int) -> str:
    rng = random.Random(53500 + case)
    if case == 0:
        q, d = 1, [1]  # one job, one slice
    elif case == 1:
        q, d = 7, [700] * 2000  # identical jobs finish in order
    elif case == 2:
        q, d = 10**9, [10**9] * 3000 + [1] * 3000  # extreme lengths, one slice each
    else:
        n, q, slices = [
            (300, 1000, 20000),
            (2000, 50, 100000),
            (5000, 20, 250000),
            (8000, 100, 450000),
            (12000, 7, 700000),
            (16000, 1000, 950000),
            (20000, 3, 1200000),
        ][case - 3]
        mean = slices // n * q  # about `slices` slices in total
        d = [max(1, min(10**9, int(rng.expovariate(1.0 / mean)))) for _ in range(n)]
    return f"{len(d)} {q}\n{' '.join(map(str, d))}\n"
