import random


def generate(case: int) -> str:
    rng = random.Random(53600 + case)
    if case == 0:
        a, b = [rng.randint(-100, 100)], [rng.randint(-100, 100)]  # single samples
    elif case == 1:
        a, b = [5] * 3000, [5] * 1000  # constant: every shift ties, answer 0
    elif case == 2:
        a = [100 if i % 2 else -100 for i in range(6000)]  # extreme values
        b = [-100 if i % 2 else 100 for i in range(3000)]
    else:
        n, m = [(2000, 300), (5000, 1000), (8000, 2000), (12000, 2500), (15000, 3000), (20000, 2000), (28000, 1400)][case - 3]
        b = [rng.randint(-100, 100) for _ in range(m)]
        a = [rng.randint(-100, 100) for _ in range(n)]
        # hide a few noisy copies of the pulse in the signal
        for _ in range(3):
            s = rng.randint(0, n - m)
            for i in range(m):
                a[s + i] = max(-100, min(100, b[i] + rng.randint(-40, 40)))
    return f"{len(a)} {len(b)}\n{' '.join(map(str, a))}\n{' '.join(map(str, b))}\n"
