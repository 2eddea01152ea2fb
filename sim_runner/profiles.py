"""ISA profiles, each a whole toolchain: the compiler and the flags it fixes, the highest ISA
level a program may execute under it (and the extensions of that level it may not), and the
glibc feature masks that pin glibc's ifunc choices (memcpy, strlen, exp, ...) so the host's CPU
does not change the code that runs."""
import hashlib
import sys
from dataclasses import dataclass
from pathlib import Path

BASE_FLAGS = ("-std=c++17", "-O3", "-static")
# Debian's clang 19 (the LLVM of the cycle model's llvm-mca); g++ is Debian's default (12).
COMPILERS = ("g++", "clang++-19")

# Features glibc must never pick, whatever the host: AVX-512 (valgrind cannot run it), and
# string-op preferences that depend on the host's model (ERMS/FSRM `rep movsb` paths).
_ALWAYS_OFF = ["AVX512F", "AVX512CD", "AVX512BW", "AVX512DQ", "AVX512VL", "AVX512ER", "AVX512PF",
               "ERMS", "FSRM", "RTM", "Prefer_ERMS", "Prefer_FSRM"]
_ABOVE_V2 = ["AVX", "AVX2", "FMA", "FMA4", "BMI1", "BMI2", "LZCNT", "MOVBE", "F16C", "AVX_Fast_Unaligned_Load"]
_ABOVE_BASELINE = ["SSE3", "SSSE3", "SSE4_1", "SSE4_2", "POPCNT", *_ABOVE_V2]
# x86-64-v3's extensions that `-mavx -mavx2` does not enable (FMA, BMI1/2, F16C, MOVBE, LZCNT;
# isa.EXTENSIONS names them): glibc must not pick code using them, and a program may not run it.
_V3_BEYOND_AVX2 = ["FMA", "FMA4", "BMI1", "BMI2", "F16C", "MOVBE", "LZCNT"]


@dataclass(frozen=True)
class Profile:
    name: str
    flags: tuple[str, ...]
    max_level: str  # one of sim_runner.measure.isa.LEVELS
    glibc_off: tuple[str, ...]
    compiler: str = "g++"
    forbidden: frozenset[str] = frozenset()  # extensions (isa.EXTENSIONS) of max_level refused
    note: str = ""  # where the toolchain comes from, for the benchmark card and the methodology page

    @property
    def command(self) -> tuple[str, ...]:
        return (self.compiler, *BASE_FLAGS, *self.flags)

    @property
    def isa(self) -> str:
        """The ISA a program may execute, in words: "v3 without fma, bmi"."""
        return self.max_level + (f" without {', '.join(sorted(self.forbidden))}" if self.forbidden else "")

    def toolchain(self) -> dict[str, str]:
        """What a benchmark card, the methodology page and the API say of this profile."""
        return {"profile": self.name, "compiler": self.compiler, "command": " ".join(self.command), "isa": self.isa,
                "source": self.note, "glibc_tunables": self.glibc_tunables}

    @property
    def precompiled_header(self) -> bool:
        """GCC finds a precompiled <bits/stdc++.h> by itself (beside the header on the include
        path), and its binary is byte-identical to one built without. clang uses one only when
        told to (-include-pch), and its binary differs: a SimdBench correctness program built
        with simdbench.h precompiled had 96 more bytes of text and every function moved (measured
        2026-12-05, clang 19: 0.84-1.32 s against 1.50-1.69 s to compile), so a sandbox with the
        header and one without would measure different programs. clang profiles parse their
        headers."""
        return self.compiler == "g++"

    @property
    def glibc_tunables(self) -> str:
        return "glibc.cpu.hwcaps=" + ",".join(f"-{feature}" for feature in self.glibc_off)


SIMDBENCH = "SimdBench's own harness (arXiv 2507.15224): clang++ with {flags} for its {track} track, at -O3"
PROFILES: dict[str, Profile] = {
    "scalar": Profile("scalar", ("-march=x86-64",), "baseline", (*_ABOVE_BASELINE, *_ALWAYS_OFF)),
    "sse4": Profile("sse4", ("-march=x86-64-v2",), "v2", (*_ABOVE_V2, *_ALWAYS_OFF)),
    "avx2": Profile("avx2", ("-march=x86-64-v3",), "v3", tuple(_ALWAYS_OFF)),  # AVX2 + FMA
    # SimdBench's tracks, judged as SimdBench judges them: its compiler and flags, and at run time
    # exactly the ISA those flags enable (SSE2; AVX2 without FMA or BMI).
    "simdbench-sse": Profile("simdbench-sse", ("-msse", "-msse2"), "baseline", (*_ABOVE_BASELINE, *_ALWAYS_OFF),
                             "clang++-19", note=SIMDBENCH.format(flags="-msse -msse2", track="SSE")),
    "simdbench-avx": Profile("simdbench-avx", ("-mavx", "-mavx2"), "v3", (*_V3_BEYOND_AVX2, *_ALWAYS_OFF),
                             "clang++-19", frozenset({"fma", "bmi", "f16c", "movbe", "lzcnt", "undecoded"}),
                             note=SIMDBENCH.format(flags="-mavx -mavx2", track="AVX")),
}


def get_profile(name: str) -> Profile:
    if name not in PROFILES:
        raise ValueError(f"unknown profile {name!r}; known profiles: {', '.join(sorted(PROFILES))}")
    return PROFILES[name]


def compile_command(profile: str) -> list[str]:
    return list(get_profile(profile).command)


# <bits/stdc++.h> precompiled once per profile into the runner image (images/runner/pch.sh):
# most contest programs include it, and parsing it is most of their compile time (~3x faster
# with it here, the binary byte-identical). GCC uses a precompiled header only when it was built
# with the same flags and silently reads the header itself otherwise, so a sandbox without it
# (bubblewrap) compiles the same program, only slower.
PCH_ROOT = "/opt/effbench-pch"
PCH_SCRIPT = Path(__file__).resolve().parent / "images" / "runner" / "pch.sh"


def pch_flags(profile: str) -> list[str]:
    spec = get_profile(profile)
    return ["-I", f"{PCH_ROOT}/{spec.name}"] if spec.precompiled_header else []


def pch_spec() -> str:
    """One line per profile with a precompiled header, "NAME COMMAND...": what pch.sh builds, in
    the image's label."""
    return "".join(f"{name} {' '.join(p.command)}\n" for name, p in PROFILES.items() if p.precompiled_header)


def pch_hash() -> str:
    """The runner image's effbench.pch label: its headers match these profiles and this script."""
    return hashlib.sha256(pch_spec().encode() + PCH_SCRIPT.read_bytes()).hexdigest()[:16]


if __name__ == "__main__":  # images/runner/build.sh, which runs without the package installed
    sys.stdout.write(pch_hash() + "\n" if sys.argv[1:] == ["--hash"] else pch_spec())
