import random


def generate(case: int) -> str:
    rng = random.Random(53000 + case)
    if case == 0:
        r, c, d = 1, 1, 0  # a single cell
    elif case == 1:
        r, c, d = 2000, 50, -1024  # only waste: every best seam is one cell
    elif case == 2:
        r, c, d = 1000, 300, 1024  # only ore: every best seam is the whole column
    else:
        r, c, d = [(1000, 100, 0), (20000, 60, -5), (40000, 80, 3), (60000, 90, -2), (70000, 100, 1), (80000, 100, 0), (90000, 100, -1)][case - 3]
    seed = rng.randint(0, 2**63 - 1)
    return f"{r} {c} {d} {seed}\n"
