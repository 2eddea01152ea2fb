"""ISA profiles: the compile flags each fixes, the highest ISA level a program may execute
under it, and the glibc feature masks that pin glibc's ifunc choices (memcpy, strlen, ...) so
the host's CPU does not change the code that runs."""
from dataclasses import dataclass

BASE_COMMAND = ["g++", "-std=c++17", "-O3", "-static"]

# Features glibc must never pick, whatever the host: AVX-512 (valgrind cannot run it), and
# string-op preferences that depend on the host's model (ERMS/FSRM `rep movsb` paths).
_ALWAYS_OFF = ["AVX512F", "AVX512CD", "AVX512BW", "AVX512DQ", "AVX512VL", "AVX512ER", "AVX512PF",
               "ERMS", "FSRM", "RTM", "Prefer_ERMS", "Prefer_FSRM"]
_ABOVE_V2 = ["AVX", "AVX2", "FMA", "FMA4", "BMI1", "BMI2", "LZCNT", "MOVBE", "F16C", "AVX_Fast_Unaligned_Load"]
_ABOVE_BASELINE = ["SSE3", "SSSE3", "SSE4_1", "SSE4_2", "POPCNT", *_ABOVE_V2]


@dataclass(frozen=True)
class Profile:
    name: str
    flags: tuple[str, ...]
    max_level: str  # one of sim_runner.measure.isa.LEVELS
    glibc_off: tuple[str, ...]

    @property
    def glibc_tunables(self) -> str:
        return "glibc.cpu.hwcaps=" + ",".join(f"-{feature}" for feature in self.glibc_off)


PROFILES: dict[str, Profile] = {
    "scalar": Profile("scalar", ("-march=x86-64",), "baseline", (*_ABOVE_BASELINE, *_ALWAYS_OFF)),
    "sse4": Profile("sse4", ("-march=x86-64-v2",), "v2", (*_ABOVE_V2, *_ALWAYS_OFF)),
    "avx2": Profile("avx2", ("-march=x86-64-v3",), "v3", tuple(_ALWAYS_OFF)),  # AVX2 + FMA
}


def get_profile(name: str) -> Profile:
    if name not in PROFILES:
        raise ValueError(f"unknown profile {name!r}; known profiles: {', '.join(sorted(PROFILES))}")
    return PROFILES[name]


def compile_command(profile: str) -> list[str]:
    return [*BASE_COMMAND, *get_profile(profile).flags]
