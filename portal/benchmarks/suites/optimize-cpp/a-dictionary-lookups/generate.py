import random


def generate(case: int) -> str:
    rng = random.Random(20500 + case)
    if case == 0:
        commands = [("find", "A")]
    elif case == 1:
        commands = [("insert", "GGGG")] * 3 + [("find", "GGGG"), ("find", "GGG"), ("find", "GGGGG")]
    elif case == 2:
        longest = "T" * 12
        commands = [
            ("insert", "A"),
            ("insert", longest),
            ("find", "T" * 11),
            ("find", longest),
            ("find", "A"),
            ("insert", "C" * 12),
            ("find", "C" * 12),
            ("find", "C"),
        ]
    else:
        n = [30, 500, 2000, 4000, 6000, 8000, 9500][case - 3]
        letters = "ACGT"
        inserted = []
        commands = []
        for _ in range(n):
            if not inserted or rng.random() < 0.45:
                s = "".join(rng.choice(letters) for _ in range(rng.randint(9, 12)))
                inserted.append(s)
                commands.append(("insert", s))
            elif rng.random() < 0.5:
                commands.append(("find", rng.choice(inserted)))  # present
            else:
                base = list(rng.choice(inserted))  # near miss: one letter changed
                base[rng.randrange(len(base))] = rng.choice(letters)
                commands.append(("find", "".join(base)))
    return f"{len(commands)}\n" + "".join(f"{c} {s}\n" for c, s in commands)
