import random


def generate(case: int) -> str:
    rng = random.Random(84100 + case)
    if case == 0:
        stations, drivers = [0], [0]
    elif case == 1:
        stations, drivers = [12] * 5, [12, 11, 13, 12, -12]  # all stations together
    elif case == 2:
        stations = [10**9, -(10**9)]
        drivers = [-(10**9), 10**9, 0, 1, -1, 999999999]  # extremes
    else:
        n, q = [(30, 30), (500, 400), (1500, 1500), (2000, 2500), (3000, 3000), (3500, 3800), (4000, 4000)][case - 3]
        spread = 10**9 if case % 2 else 10**5
        stations = [rng.randint(-spread, spread) for _ in range(n)]
        drivers = [rng.randint(-(10**9), 10**9) if rng.random() < 0.3 else rng.randint(-spread, spread) for _ in range(q)]
    return f"{len(stations)} {len(drivers)}\n{' '.join(map(str, stations))}\n{' '.join(map(str, drivers))}\n"
