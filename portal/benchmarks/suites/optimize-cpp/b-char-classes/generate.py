import random
import string

PUNCT = ".,;:!?'\"()-[]{}<>/@#$%&*+=_~^`|\\"


def make_vocabulary(rng: random.Random) -> list[str]:
    words = []
    for _ in range(3000):
        kind = rng.random()
        length = rng.randint(1, 12)
        if kind < 0.6:
            word = "".join(rng.choice(string.ascii_lowercase) for _ in range(length))
        elif kind < 0.75:
            word = rng.choice(string.ascii_uppercase) + "".join(rng.choice(string.ascii_lowercase) for _ in range(length))
        elif kind < 0.82:
            word = "".join(rng.choice(string.ascii_uppercase) for _ in range(length))
        elif kind < 0.92:
            word = str(rng.randint(0, 10 ** rng.randint(1, 9)))
        else:
            word = "".join(rng.choice(string.ascii_letters + string.digits + PUNCT) for _ in range(length))
        if rng.random() < 0.25:
            word += rng.choice(PUNCT)
        words.append(word)
    return words


def generate(case: int) -> str:
    rng = random.Random(53700 + case)
    if case == 0:
        lines = [""]  # one empty line
    elif case == 1:
        lines = ["e" * 1000] * 2000  # one repeated letter, longest lines
    elif case == 2:
        lines = ["".join(chr(c) for c in range(32, 127))] * 5000  # every printable character
    else:
        n, chars = [(500, 20000), (3000, 300000), (8000, 800000), (15000, 1500000), (25000, 2500000), (35000, 3500000), (45000, 4200000)][case - 3]
        vocabulary = make_vocabulary(rng)
        lines = []
        per_line = chars // n
        for _ in range(n):
            target = rng.randint(0, min(1000, 2 * per_line))
            parts, size = [], 0
            while True:
                word = rng.choice(vocabulary)
                if size + len(word) + 1 > target:
                    break
                parts.append(word)
                size += len(word) + 1
            lines.append((" " * rng.randint(0, 2)).join(parts) if rng.random() < 0.1 else " ".join(parts))
    return f"{len(lines)}\n" + "".join(line + "\n" for line in lines)
