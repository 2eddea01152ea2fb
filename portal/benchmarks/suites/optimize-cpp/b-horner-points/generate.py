import random


def generate(case: int) -> str:
    rng = random.Random(53800 + case)
    if case == 0:
        coefficients, points = [rng.randint(0, 65535)], [rng.randint(0, 65535)]  # a constant, one point
    elif case == 1:
        coefficients, points = [1] * 2001, [1] * 3000  # all equal: P(1) = d + 1
    elif case == 2:
        coefficients = [65535] * 4000  # largest values, including x = 0
        points = [65535, 0, 32768, 65534] * 1000
    else:
        d, m = [(100, 1000), (1000, 2000), (2000, 3000), (3000, 4000), (4000, 5000), (2500, 8000), (1500, 14000)][case - 3]
        coefficients = [rng.randint(0, 65535) for _ in range(d + 1)]
        points = [rng.randint(0, 65535) for _ in range(m)]
    d = len(coefficients) - 1
    return f"{d} {len(points)}\n{' '.join(map(str, coefficients))}\n{' '.join(map(str, points))}\n"
