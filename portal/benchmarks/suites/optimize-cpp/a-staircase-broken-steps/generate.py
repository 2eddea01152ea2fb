import random


def generate(case: int) -> str:
    rng = random.Random(56900 + case)
    if case == 0:
        n, steps, broken = 1, [1], []
    elif case == 1:
        n, steps, broken = 50, [1], []  # one jump length: one way
    elif case == 2:
        n, steps = 80, [1, 2, 3, 4]  # tallest staircase,
        broken = [i for i in range(1, 80) if i % 4]  # only every 4th step intact
    else:
        n, k, fraction = [(24, 3, 0.15), (35, 2, 0.15), (27, 4, 0.2), (24, 3, 0.1), (38, 3, 0.1), (53, 3, 0.15), (34, 4, 0.2)][case - 3]
        steps = sorted(rng.sample(range(1, 7), k))
        broken = sorted(rng.sample(range(1, n), int((n - 1) * fraction)))
    return f"{n} {len(steps)} {len(broken)}\n{' '.join(map(str, steps))}\n{' '.join(map(str, broken))}\n"
