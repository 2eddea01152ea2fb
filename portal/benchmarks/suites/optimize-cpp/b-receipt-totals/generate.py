import random


def price(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


def generate(case: int) -> str:
    rng = random.Random(52300 + case)
    if case == 0:
        receipts = [[1]]  # one receipt with one cent
    elif case == 1:
        receipts = [[1999] * 5 for _ in range(500)]  # identical receipts
    elif case == 2:
        receipts = [[999999] * 100 for _ in range(200)] + [[1] * 100 for _ in range(200)]  # extremes
    else:
        n, max_k = [(100, 10), (400, 20), (800, 30), (1200, 40), (1500, 50), (1800, 60), (2000, 70)][case - 3]
        receipts = []
        for _ in range(n):
            k = rng.randint(1, max_k)
            # mostly small prices, sometimes large ones
            receipts.append([rng.randint(1, 5000) if rng.random() < 0.8 else rng.randint(1, 999999) for _ in range(k)])
    lines = [f"{len(r)} " + " ".join(price(c) for c in r) for r in receipts]
    return f"{len(receipts)}\n" + "\n".join(lines) + "\n"
