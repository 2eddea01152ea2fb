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
_ALWAYS_OFF = ["AVX512F", "AVX512CD", "AVX512BW", "AVX512DQ", "AVX512VL", "AVX512ER", "AVX512PF", "ERMS", "FSRM", "RTM", "Prefer_ERMS", "Prefer_FSRM"]
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
        return {
            "profile": self.name,
            "compiler": self.compiler,
            "command": " ".join(self.command),
            "isa": self.isa,
            "source": self.note,
            "glibc_tunables": self.glibc_tunables,
        }

    @property
    def precompiled_header(self) -> str:
        """The file, in the profile's directory under PCH_ROOT, of the header every program of
        this profile is compiled with precompiled (pch.sh builds it with exactly `command`).

        g++: <bits/stdc++.h> (bits/stdc++.h.gch). GCC finds it by itself, beside the header on
        the include path, uses it only for a program that includes it first, and its binary is
        byte-identical to one built without, so a sandbox that could not build it compiles the
        same program, only slower.

        clang++: sim_runner/include/simdbench.h (simdbench.pch). clang uses a PCH only when
        told to (-include-pch), and its binary differs from one built without: with the PCH
        for prog.cpp alone, a SimdBench correctness program had the same symbols and text size,
        but its static initializers were emitted in another order and .bss laid out differently
        (measured 2026-12-05, clang 19; compile 0.73-1.07 s against 0.94-1.38 s). So a clang profile compiles with its
        PCH in every sandbox, or not at all (SandboxUnavailable): a sandbox with it and one
        without would measure different programs. Every translation unit of the profile (the
        harness's effbench_start.cpp too) sees simdbench.h first; every SimdBench program includes
        it first anyway (evaluator/simd_tasks.py HEADER), and its own #include then adds nothing,
        behind the include guard. The PCH records the absolute path of the header it was built
        from and refuses to load where that file is missing, so the header is copied into the
        PCH's own directory and precompiled there (/opt/effbench-pch/NAME/simdbench.h, without its
        mtime: -fno-pch-timestamp): in the image, and for bubblewrap on the host inside a sandbox
        that mounts the directory at that same path (host_pch)."""
        return "bits/stdc++.h.gch" if self.compiler == "g++" else "simdbench.pch"

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
    "simdbench-sse": Profile(
        "simdbench-sse",
        ("-msse", "-msse2"),
        "baseline",
        (*_ABOVE_BASELINE, *_ALWAYS_OFF),
        "clang++-19",
        note=SIMDBENCH.format(flags="-msse -msse2", track="SSE"),
    ),
    "simdbench-avx": Profile(
        "simdbench-avx",
        ("-mavx", "-mavx2"),
        "v3",
        (*_V3_BEYOND_AVX2, *_ALWAYS_OFF),
        "clang++-19",
        frozenset({"fma", "bmi", "f16c", "movbe", "lzcnt", "undecoded"}),
        note=SIMDBENCH.format(flags="-mavx -mavx2", track="AVX"),
    ),
}


def get_profile(name: str) -> Profile:
    if name not in PROFILES:
        raise ValueError(f"unknown profile {name!r}; known profiles: {', '.join(sorted(PROFILES))}")
    return PROFILES[name]


def compile_command(profile: str) -> list[str]:
    return list(get_profile(profile).command)


# A header precompiled once per profile into the runner image (images/runner/pch.sh), and for
# the bubblewrap sandbox on the host (host_pch), mounted at PCH_ROOT in both: <bits/stdc++.h> for
# g++ (most contest programs include it, and parsing it is most of their compile time: ~3x faster
# with it here, the binary byte-identical; GCC silently reads the header itself where the PCH is
# missing or was built with other flags, so a sandbox without it compiles the same program, only
# slower), simdbench.h for clang++ (always used, or the sandbox refuses: Profile.precompiled_header).
PCH_ROOT = "/opt/effbench-pch"
PCH_SCRIPT = Path(__file__).resolve().parent / "images" / "runner" / "pch.sh"
# The headers clang profiles precompile (simdbench.h includes effbench_roi.h beside it).
PCH_INCLUDE = Path(__file__).resolve().parent / "include"
PCH_HEADERS = ("simdbench.h", "effbench_roi.h")


def pch_flags(profile: str) -> list[str]:
    spec = get_profile(profile)
    if spec.compiler == "g++":
        return ["-I", f"{PCH_ROOT}/{spec.name}"]
    return ["-include-pch", f"{PCH_ROOT}/{spec.name}/{spec.precompiled_header}"]


def pch_spec() -> str:
    """One line per profile, "NAME COMMAND...": the precompiled headers pch.sh builds, in the
    image's label."""
    return "".join(f"{name} {' '.join(p.command)}\n" for name, p in PROFILES.items())


def pch_hash() -> str:
    """The runner image's effbench.pch label: its headers match these profiles, this script and
    the headers clang profiles precompile."""
    digest = hashlib.sha256(pch_spec().encode() + PCH_SCRIPT.read_bytes())
    for name in PCH_HEADERS:
        digest.update(name.encode() + b"\0" + (PCH_INCLUDE / name).read_bytes())
    return digest.hexdigest()[:16]


if __name__ == "__main__":  # images/runner/build.sh, which runs without the package installed
    sys.stdout.write(pch_hash() + "\n" if sys.argv[1:] == ["--hash"] else pch_spec())
