"""ISA profiles: the compile flags each fixes, the highest ISA level a program may execute
under it, and the glibc feature masks that pin glibc's ifunc choices (memcpy, strlen, ...) so
the host's CPU does not change the code that runs."""
import hashlib
import sys
from dataclasses import dataclass
from pathlib import Path

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


# <bits/stdc++.h> precompiled once per profile into the runner image (images/runner/pch.sh):
# most contest programs include it, and parsing it is most of their compile time (~3x faster
# with it here, the binary byte-identical). GCC uses a precompiled header only when it was built
# with the same flags and silently reads the header itself otherwise, so a sandbox without it
# (bubblewrap) compiles the same program, only slower.
PCH_ROOT = "/opt/effbench-pch"
PCH_SCRIPT = Path(__file__).resolve().parent / "images" / "runner" / "pch.sh"


def pch_flags(profile: str) -> list[str]:
    return ["-I", f"{PCH_ROOT}/{get_profile(profile).name}"]


def pch_spec() -> str:
    """One line per profile, "NAME COMMAND...": what pch.sh builds, in the image's label."""
    return "".join(f"{name} {' '.join(compile_command(name))}\n" for name in PROFILES)


def pch_hash() -> str:
    """The runner image's effbench.pch label: its headers match these profiles and this script."""
    return hashlib.sha256(pch_spec().encode() + PCH_SCRIPT.read_bytes()).hexdigest()[:16]


if __name__ == "__main__":  # images/runner/build.sh, which runs without the package installed
    sys.stdout.write(pch_hash() + "\n" if sys.argv[1:] == ["--hash"] else pch_spec())
