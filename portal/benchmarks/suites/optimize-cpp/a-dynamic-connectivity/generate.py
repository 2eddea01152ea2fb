import random


def generate(case: int) -> str:
    rng = random.Random(55600 + case)
    if case == 0:
        n, events = 1, [(2, 1, 1)]
    elif case == 1:
        n = 4
        events = [(1, 2, 2), (2, 1, 2), (1, 1, 2), (1, 1, 2), (2, 2, 1), (2, 3, 3), (2, 3, 4)]
    elif case == 2:
        n = 4000  # largest island count, almost no bridges
        events = [(2, 1, 4000), (1, 1, 4000), (2, 4000, 1), (2, 2, 3999)]
    else:
        n, m = [(10, 20), (200, 400), (800, 1600), (1500, 3000), (2200, 4500), (3000, 6000), (4000, 8000)][case - 3]
        events = []
        for i in range(m):
            # about 0.9 n bridges in all: a giant group forms halfway through, many islands stay apart
            if rng.random() < 0.45:
                events.append((1, rng.randint(1, n), rng.randint(1, n)))
            else:
                events.append((2, rng.randint(1, n), rng.randint(1, n)))
    lines = [f"{n} {len(events)}"] + [f"{t} {u} {v}" for t, u, v in events]
    return "\n".join(lines) + "\n"
