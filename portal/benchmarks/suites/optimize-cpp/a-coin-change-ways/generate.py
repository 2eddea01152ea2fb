import random


def generate(case: int) -> str:
    rng = random.Random(23700 + case)
    if case == 0:
        coins, amount = [1], 1
    elif case == 1:
        coins, amount = [5], 100  # a single kind: one way
    elif case == 2:
        coins, amount = [500, 999, 1000], 1000  # extremes: largest coins and amount
    else:
        n, top, amount = [(4, 100, 270), (8, 50, 200), (9, 50, 190), (7, 30, 200), (9, 30, 270), (10, 50, 240), (10, 50, 290)][case - 3]
        coins = sorted(rng.sample(range(1, top + 1), n))
    return f"{len(coins)} {amount}\n{' '.join(map(str, coins))}\n"
