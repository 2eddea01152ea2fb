import random
import string


def generate(case: int) -> str:
    rng = random.Random(33900 + case)
    if case == 0:
        quantum, procs = 1, [("p", 1)]
    elif case == 1:
        quantum = 100
        procs = [(name, 350) for name in ("ann", "bob", "cy", "dee", "eve")]  # equal times
    elif case == 2:
        quantum = 1000
        procs = [("long", 50000), ("short", 1), ("exact", 1000), ("zzzzzzzzzz", 49999)]  # extremes
    else:
        n, quantum, top = [(10, 50, 400), (100, 100, 2000), (300, 200, 3000), (500, 300, 4000), (700, 400, 5000), (900, 500, 5500), (1200, 600, 6000)][case - 3]
        names = set()
        while len(names) < n:
            names.add("".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, 10))))
        names = sorted(names)
        rng.shuffle(names)
        procs = [(name, rng.randint(1, top)) for name in names]
    lines = [f"{len(procs)} {quantum}"] + [f"{name} {t}" for name, t in procs]
    return "\n".join(lines) + "\n"
