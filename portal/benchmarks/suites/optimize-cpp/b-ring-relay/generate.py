import random


def generate(case: int) -> str:
    rng = random.Random(54100 + case)
    if case == 0:
        n, t = 2, 1  # the smallest ring, one round
    elif case == 1:
        n, t = 3, 10000  # tiny ring, most rounds
    elif case == 2:
        n, t = 1000, 10000  # n * T at its limit, ring fits in cache
    else:
        n, t = [(20000, 200), (100000, 60), (200000, 40), (300000, 30), (500000, 20), (750000, 13), (1000000, 10)][case - 3]
    seed = 0 if case == 0 else rng.randint(0, 2**63 - 1)
    return f"{n} {t} {seed}\n"
