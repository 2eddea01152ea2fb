import random
import string


def make_line(rng: random.Random, length: int) -> str:
    chars = []
    while len(chars) < length:
        word = rng.randint(1, 9)
        if chars:
            chars.append(" ")
        chars.extend(rng.choice(string.ascii_lowercase) for _ in range(word))
    line = "".join(chars)[:length].rstrip()
    return line or "a"


def generate(case: int) -> str:
    rng = random.Random(52200 + case)
    if case == 0:
        lines = ["x"]  # one line, one character
    elif case == 1:
        lines = ["abc cba"] * 2000  # identical palindromic lines
    elif case == 2:
        lines = ["z" * 200 if i % 2 else "q" for i in range(3000)]  # longest and shortest lines
    else:
        n, max_len = [(1000, 60), (2500, 100), (4000, 120), (6000, 150), (9000, 200), (12000, 200), (15000, 200)][case - 3]
        lines = [make_line(rng, rng.randint(1, max_len)) for _ in range(n)]
    return f"{len(lines)}\n" + "".join(line + "\n" for line in lines)
