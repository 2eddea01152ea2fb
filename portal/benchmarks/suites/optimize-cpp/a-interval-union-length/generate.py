import random


def generate(case: int) -> str:
    rng = random.Random(73300 + case)
    if case == 0:
        segments = [(3, 4)]
    elif case == 1:
        segments = [(10, 20)] * 5  # the same segment repeated
    elif case == 2:
        segments = [(0, 10**9), (5, 6), (0, 1), (10**9 - 1, 10**9)]  # extremes, nested
    else:
        n = [20, 300, 1000, 2000, 3000, 4200, 5400][case - 3]
        if case == 4:
            # touching chain: every segment ends where the next starts
            segments = [(i * 7, i * 7 + 7) for i in range(n)]
            rng.shuffle(segments)
        else:
            # short segments spread over the fence, so most pieces stay separate
            longest = 2 * 10**9 // (n * 6)
            segments = []
            for _ in range(n):
                l = rng.randint(0, 10**9 - 1)
                segments.append((l, min(10**9, l + rng.randint(1, longest))))
    lines = [str(len(segments))] + [f"{l} {r}" for l, r in segments]
    return "\n".join(lines) + "\n"
