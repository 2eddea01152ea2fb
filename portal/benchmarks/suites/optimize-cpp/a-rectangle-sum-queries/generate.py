import random


def generate(case: int) -> str:
    rng = random.Random(61800 + case)
    if case == 0:
        h, w, grid, queries = 1, 1, [[-17]], [(1, 1, 1, 1)]
    elif case == 1:
        h, w = 3, 4
        grid = [[5] * w for _ in range(h)]  # all equal
        queries = [(1, 1, 3, 4), (2, 2, 2, 3), (1, 4, 3, 4), (3, 1, 3, 1)]
    elif case == 2:
        h, w = 6, 5
        grid = [[10**9 if (r + c) % 3 else -(10**9) for c in range(w)] for r in range(h)]  # extremes
        queries = [(1, 1, h, w), (1, 1, 1, 1), (2, 1, 5, 5), (1, 3, 6, 3)]
    else:
        h, w, q = [(10, 12, 20), (60, 40, 200), (150, 150, 800), (200, 200, 1500), (250, 250, 2500), (300, 250, 3000), (300, 300, 4000)][case - 3]
        limit = 1000 if case % 2 else 10**9
        grid = [[rng.randint(-limit, limit) for _ in range(w)] for _ in range(h)]
        queries = []
        for _ in range(q):
            r1, r2 = sorted((rng.randint(1, h), rng.randint(1, h)))
            c1, c2 = sorted((rng.randint(1, w), rng.randint(1, w)))
            queries.append((r1, c1, r2, c2))
    lines = [f"{h} {w} {len(queries)}"]
    lines += [" ".join(map(str, row)) for row in grid]
    lines += [" ".join(map(str, query)) for query in queries]
    return "\n".join(lines) + "\n"
