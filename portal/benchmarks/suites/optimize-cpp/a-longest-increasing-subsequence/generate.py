import random


def generate(case: int) -> str:
    rng = random.Random(52700 + case)
    if case == 0:
        values = [5]
    elif case == 1:
        values = [9] * 8  # equal values: answer 1
    elif case == 2:
        values = [0, 10**9, 0, 10**9, 1, 10**9 - 1]  # extremes
    else:
        n = [100, 1000, 3000, 4000, 6000, 7000, 7600][case - 3]
        if case == 6:
            values = sorted(rng.randint(0, 10**9) for _ in range(n))  # mostly increasing
        elif case % 2 == 0:
            values = [rng.randint(0, 1000) for _ in range(n)]  # many duplicates
        else:
            # a noisy upward trend, so the answer is long but far from n
            values = [max(0, min(10**9, i * 40000 + rng.randint(-(10**8), 10**8))) for i in range(n)]
    return f"{len(values)}\n{' '.join(map(str, values))}\n"
