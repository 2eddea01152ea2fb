import random


def walk(rng: random.Random, m: int, straight: float) -> str:
    moves = []
    while len(moves) < m:
        direction = rng.choice("UDLR")
        # runs in one direction (probability `straight`) spread the walk out; single steps keep it local
        length = rng.randint(2, 40) if rng.random() < straight else 1
        moves.extend(direction * length)
    return "".join(moves[:m])


def generate(case: int) -> str:
    rng = random.Random(53200 + case)
    if case == 0:
        moves = "R"  # one move
    elif case == 1:
        moves = "UD" * 20000  # back and forth: two cells only
    elif case == 2:
        moves = "R" * 150000  # a straight line: every cell is new
    else:
        m, straight = [(5000, 0.0), (40000, 0.3), (100000, 0.05), (180000, 0.5), (250000, 0.1), (330000, 0.2), (420000, 0.4)][case - 3]
        moves = walk(rng, m, straight)
    return f"{len(moves)}\n{moves}\n"
