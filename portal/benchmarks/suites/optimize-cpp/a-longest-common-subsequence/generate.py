import random


def generate(case: int) -> str:
    rng = random.Random(34600 + case)
    if case == 0:
        pairs = [("A", "A")]
    elif case == 1:
        pairs = [("AAAA", "AAAAAA"), ("CCC", "CCC")]  # one letter everywhere
    elif case == 2:
        pairs = [
            ("G" * 20, "G" * 20),
            ("ACGT" * 5, "ACGT" * 5),  # longest strands
            ("AAAAA", "CCCCC"),
            ("T", "GGGGGGGGGGGGGGGGGGGG"),
        ]  # nothing in common
    else:
        q, length, alphabet = [(3, 8, 4), (4, 12, 3), (5, 12, 4), (12, 13, 4), (18, 16, 3), (21, 15, 3), (29, 16, 3)][case - 3]
        letters = "ACGT"[:alphabet]
        pairs = []
        for _ in range(q):
            x = "".join(rng.choice(letters) for _ in range(rng.randint(length - 2, length)))
            y = "".join(rng.choice(letters) for _ in range(rng.randint(length - 2, length)))
            pairs.append((x, y))
    return f"{len(pairs)}\n" + "".join(f"{x}\n{y}\n" for x, y in pairs)
