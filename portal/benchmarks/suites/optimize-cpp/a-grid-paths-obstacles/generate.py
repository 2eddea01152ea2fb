import random


def generate(case: int) -> str:
    rng = random.Random(81300 + case)
    if case == 0:
        rows = ["."]
    elif case == 1:
        rows = ["." * 9] * 7  # no rocks at all
    elif case == 2:
        rows = ["#" + "." * 19] + ["." * 20] * 19  # largest field, start blocked: answer 0
    else:
        h, w, density = [(5, 7, 0.05), (9, 9, 0.08), (10, 11, 0.05), (12, 13, 0.08), (15, 15, 0.18), (16, 18, 0.17), (17, 20, 0.21)][case - 3]
        grid = [["#" if rng.random() < density else "." for _ in range(w)] for _ in range(h)]
        grid[0][0] = grid[h - 1][w - 1] = "."
        rows = ["".join(row) for row in grid]
    return f"{len(rows)} {len(rows[0])}\n" + "".join(row + "\n" for row in rows)
