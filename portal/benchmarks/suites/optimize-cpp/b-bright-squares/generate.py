import random


def generate(case: int) -> str:
    rng = random.Random(52900 + case)
    if case == 0:
        r, c, k = 1, 1, 1  # a single cell
    elif case == 1:
        r, c, k = 300, 200, 200  # window as wide as the grid
    elif case == 2:
        r, c, k = 100000, 1, 1  # one column, one-cell windows
    else:
        r, c, k = [(400, 300, 7), (2000, 250, 12), (6000, 300, 20), (10000, 250, 16), (16000, 200, 25), (20000, 200, 9), (24000, 200, 30)][case - 3]
    # a threshold near the mean window total, so that both outcomes are common
    b = k * k * 500 + rng.randint(-k * 300, k * 300)
    seed = rng.randint(0, 2**63 - 1)
    return f"{r} {c} {k} {max(b, 0)} {seed}\n"
