import random


def generate(case: int) -> str:
    rng = random.Random(53400 + case)
    if case == 0:
        n, m = 1, 0  # only the capital
    elif case == 1:
        n, m = 5, 300000  # few airports, many parallel routes
    elif case == 2:
        n, m = 400000, 150000  # sparse: most airports unreachable
    else:
        n, m = [(1000, 3000), (20000, 60000), (50000, 150000), (80000, 250000), (120000, 350000), (160000, 450000), (200000, 550000)][case - 3]
    seed = rng.randint(0, 2**63 - 1)
    return f"{n} {m} {seed}\n"
