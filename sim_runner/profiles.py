"""ISA profiles: the compile flags each fixes. Later the simulator also checks, per profile,
which instructions a program may execute."""

PROFILES: dict[str, list[str]] = {
    "scalar": ["-march=x86-64"],
    "sse4": ["-march=x86-64-v2"],
    "avx2": ["-march=x86-64-v3"],  # AVX2 + FMA
}

BASE_COMMAND = ["g++", "-std=c++17", "-O3", "-static"]


def compile_command(profile: str) -> list[str]:
    if profile not in PROFILES:
        raise ValueError(f"unknown profile {profile!r}; known profiles: {', '.join(sorted(PROFILES))}")
    return [*BASE_COMMAND, *PROFILES[profile]]
