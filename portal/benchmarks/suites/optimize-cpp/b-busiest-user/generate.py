import random


def generate(case: int) -> str:
    rng = random.Random(53100 + case)
    if case == 0:
        n, p = 1, 2**31  # a single request
    elif case == 1:
        n, p = 50000, 1  # one user only
    elif case == 2:
        n, p = 200000, 2**31  # the widest id range: almost all ids distinct
    else:
        n, p = [(20000, 5000), (60000, 10**9), (150000, 100000), (220000, 2**31), (300000, 300000), (350000, 10**9), (420000, 2 * 10**6)][case - 3]
    seed = rng.randint(0, 2**63 - 1)
    return f"{n} {p} {seed}\n"
