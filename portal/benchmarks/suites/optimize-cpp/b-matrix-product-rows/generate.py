import random


def generate(case: int) -> str:
    rng = random.Random(52600 + case)
    if case == 0:
        n = 1
        a = [[rng.randint(-1000, 1000)]]
        b = [[rng.randint(-1000, 1000)]]
    elif case == 1:
        n = 20
        a = [[3] * n for _ in range(n)]  # all entries equal
        b = [[3] * n for _ in range(n)]
    elif case == 2:
        n = 60
        a = [[1000 if (i + j) % 2 else -1000 for j in range(n)] for i in range(n)]  # extremes
        b = [[-1000 if i % 3 else 1000 for j in range(n)] for i in range(n)]
    else:
        n = [60, 100, 150, 190, 230, 260, 290][case - 3]
        a = [[rng.randint(-1000, 1000) for _ in range(n)] for _ in range(n)]
        b = [[rng.randint(-1000, 1000) for _ in range(n)] for _ in range(n)]
    rows = [" ".join(map(str, r)) for r in a + b]
    return f"{n}\n" + "\n".join(rows) + "\n"
