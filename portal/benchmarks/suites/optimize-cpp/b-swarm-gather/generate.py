import random


def generate(case: int) -> str:
    rng = random.Random(52800 + case)
    if case == 0:
        n, t, v = 1, 1, 1  # a single drone, one step
    elif case == 1:
        n, t, v = 2, 2000, 1  # two slow drones, most steps
    elif case == 2:
        n, t, v = 5000, 2000, 1000  # fastest drones, most steps
    else:
        n, t, v = [(10000, 500, 50), (40000, 200, 200), (80000, 120, 500), (150000, 80, 1000), (220000, 60, 100), (300000, 50, 700), (400000, 40, 1000)][
            case - 3
        ]
    seed = rng.randint(0, 2**63 - 1)
    return f"{n} {t} {v} {seed}\n"
