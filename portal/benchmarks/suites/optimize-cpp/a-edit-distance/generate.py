import random


def generate(case: int) -> str:
    rng = random.Random(12900 + case)
    if case == 0:
        s, t = "q", "q"
    elif case == 1:
        s, t = "aaaa", "aaaaaaa"  # one letter everywhere
    elif case == 2:
        s, t = "z" * 20, "a" + "z" * 19  # longest words
    else:
        ls, lt, alphabet = [(7, 6, 5), (10, 11, 4), (13, 13, 3), (15, 15, 2), (17, 18, 2), (12, 13, 3), (12, 12, 4)][case - 3]
        letters = "abcdefghijklmnopqrstuvwxyz"[:alphabet]
        s = "".join(rng.choice(letters) for _ in range(ls))
        t = "".join(rng.choice(letters) for _ in range(lt))
    return f"{s}\n{t}\n"
