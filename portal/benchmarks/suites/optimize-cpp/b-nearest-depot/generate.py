import random


def generate(case: int) -> str:
    rng = random.Random(53900 + case)
    if case == 0:
        depots, customers = [(rng.randint(0, 10**4), rng.randint(0, 10**4))], [(0, 0)]
    elif case == 1:
        depots = [(5000, 5000)] * 1000  # all depots in one place
        customers = [(5000, 5000)] * 500 + [(rng.randint(0, 10**4), rng.randint(0, 10**4)) for _ in range(500)]
    elif case == 2:
        depots = [(0, 0), (10**4, 10**4)] * 1500  # opposite corners
        customers = [(10**4, 0), (0, 10**4), (0, 0), (10**4, 10**4)] * 500
    else:
        n, q = [(200, 300), (800, 1500), (1500, 3000), (2500, 3000), (3000, 3800), (4000, 3200), (2000, 6400)][case - 3]
        # depots in a few clusters, customers spread over the city
        centres = [(rng.randint(0, 10**4), rng.randint(0, 10**4)) for _ in range(12)]
        depots = []
        for _ in range(n):
            cx, cy = rng.choice(centres)
            depots.append((min(10**4, max(0, cx + rng.randint(-1500, 1500))), min(10**4, max(0, cy + rng.randint(-1500, 1500)))))
        customers = [(rng.randint(0, 10**4), rng.randint(0, 10**4)) for _ in range(q)]
    lines = [f"{len(depots)} {len(customers)}"] + [f"{x} {y}" for x, y in depots + customers]
    return "\n".join(lines) + "\n"
