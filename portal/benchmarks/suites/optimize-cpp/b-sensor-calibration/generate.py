import random


def generate(case: int) -> str:
    rng = random.Random(54000 + case)
    if case == 0:
        readings, profiles = [rng.randint(0, 65535)], [(rng.randint(0, 65535), rng.randint(-60000, 60000))]
    elif case == 1:
        readings = [30000] * 5000  # a constant signal
        profiles = [(rng.randint(0, 65535), rng.randint(-6000, 6000)) for _ in range(400)]
    elif case == 2:
        readings = [0, 65535] * 3000  # extreme readings and profiles
        profiles = [(65535, 60000), (0, -60000), (65535, -60000), (0, 60000), (0, 0), (65535, 0), (65535, -59000), (4096, 4095), (4096, 4096)] * 200
    else:
        n, q = [(1000, 50), (5000, 300), (10000, 600), (20000, 600), (30000, 550), (40000, 420), (50000, 340)][case - 3]
        # a noisy wave around a drifting level
        readings, level = [], 30000
        for _ in range(n):
            level = min(60000, max(5000, level + rng.randint(-200, 200)))
            readings.append(min(65535, max(0, level + rng.randint(-5000, 5000))))
        # profiles chosen so that clipping happens often, on both sides
        profiles = []
        for _ in range(q):
            g = rng.randint(2000, 65535)
            mid = 30000 * g // 65536
            profiles.append((g, rng.randint(-mid - 1500, -mid + 4000)))
    lines = [f"{len(readings)} {len(profiles)}", " ".join(map(str, readings))]
    lines += [f"{g} {o}" for g, o in profiles]
    return "\n".join(lines) + "\n"
