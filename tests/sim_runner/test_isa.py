"""Instruction classes and ISA levels from hand-encoded bytes (Intel SDM encodings), and the
profile's ISA check end to end under the valgrind backend."""

import struct
from pathlib import Path

import capstone
import pytest

from sim_runner import Limits, TestCase, Verdict, evaluate
from sim_runner.measure import isa

# hex bytes, capstone's text, class, level. How each was encoded, byte by byte:
CASES = [
    # VEX.LIG.66.0F38.W1 B9 /r: C4 | RXB=111 map=00010 | W=1 vvvv=~2 L=0 pp=01 | B9 | 11 001 011.
    # capstone 5 gives FMA3 no group: only the encoding makes it v3. FMA is one op of its width.
    ("c4e2e9b9cb", "vfmadd231sd xmm1, xmm2, xmm3", "fp_scalar", "v3"),
    # VEX.256.66.0F38.W0 B8 /r: W=0 vvvv=~2 L=1 pp=01 = 6D.
    ("c4e26db8cb", "vfmadd231ps ymm1, ymm2, ymm3", "avx256", "v3"),
    # VEX.LIG.F3.0F 52 /r, two-byte VEX: C5 | R=1 vvvv=~2 L=0 pp=10 = EA. No group in capstone 5 either.
    ("c5ea52cb", "vrsqrtss xmm1, xmm2, xmm3", "fp_scalar", "v3"),
    # NP 0F 52 /r and F3 0F 52 /r (SSE): estimates, not divides.
    ("0f52ca", "rsqrtps xmm1, xmm2", "sse128", "baseline"),
    ("f30f52ca", "rsqrtss xmm1, xmm2", "fp_scalar", "baseline"),
    ("0f53ca", "rcpps xmm1, xmm2", "sse128", "baseline"),
    # VEX.256.66.0F38.W0 90 /r with VSIB: vvvv=~3 (mask ymm3) L=1 pp=01 = 65 | ModRM 00 001 100 |
    # SIB scale=10 index=010 (ymm2) base=000 (rax).
    ("c4e265900c90", "vpgatherdd ymm1, ymmword ptr [rax + ymm2*4], ymm3", "vec_gather", "v3"),
    # EVEX.512.0F.W0 58 /r: 62 | R X B R'=1111 00 mm=01 | W=0 vvvv=~2 1 pp=00 | z=0 L'L=10 b=0 V'=1 aaa=000.
    ("62f16c4858cb", "vaddps zmm1, zmm2, zmm3", "avx512", "avx512"),
    # VEX.LZ.0F38.W0 F2 /r (BMI1): reg=eax, vvvv=~ebx=1100, rm=ecx.
    ("c4e260f2c1", "andn eax, ebx, ecx", "int_alu", "v3"),
    # VEX.LZ.66.0F38.W0 F7 /r (BMI2): reg=eax, rm=ebx, vvvv=~ecx=1110.
    ("c4e271f7c3", "shlx eax, ebx, ecx", "int_alu", "v3"),
    # VEX.LZ.F2.0F38.W1 F6 /r (BMI2): mulx rax, rax, rcx.
    ("c4e2fbf6c1", "mulx rax, rax, rcx", "int_mul", "v3"),
    # F3 0F BC /r: runs as bsf where BMI1 is missing, so baseline (glibc's SSE2 code uses it).
    ("f30fbcc1", "tzcnt eax, ecx", "int_alu", "baseline"),
    # F3 0F B8 /r: x86-64-v2.
    ("f30fb8c1", "popcnt eax, ecx", "int_alu", "v2"),
    # 01 /r: add r/m32, r32.
    ("01c8", "add eax, ecx", "int_alu", "baseline"),
    # 66 0F 38 00 /r (SSSE3).
    ("660f3800ca", "pshufb xmm1, xmm2", "sse128", "v2"),
    # VEX.128.66.0F FE /r: C5 | R=1 vvvv=~2 L=0 pp=01 = E9. AVX, even at 128 bits.
    ("c5e9fecb", "vpaddd xmm1, xmm2, xmm3", "sse128", "v3"),
    # The same with a CS segment override before VEX (allowed), and with 66 before it (#UD on
    # hardware, but valgrind runs it as the VEX instruction): still VEX.
    ("2ec5e9fecb", "vpaddd xmm1, xmm2, xmm3", "sse128", "v3"),
    ("66c5e9fecb", "vpaddd xmm1, xmm2, xmm3", "sse128", "v3"),
    ("f3c4e2e9b9cb", "vfmadd231sd xmm1, xmm2, xmm3", "fp_scalar", "v3"),
    # Divides and square roots stay divides.
    ("f20f5ec1", "divsd xmm0, xmm1", "fp_div", "baseline"),
    ("c5fc51c1", "vsqrtps ymm0, ymm1", "vec_div", "v3"),
    # VEX.256.66.0F38.W0 13 /r (F16C): W=0 vvvv=1111 L=1 pp=01 = 7D | 11 000 001.
    ("c4e27d13c1", "vcvtph2ps ymm0, xmm1", "avx256", "v3"),
    # NP 0F 38 F0 /r (MOVBE) and F3 0F BD /r (LZCNT): v3, no VEX.
    ("0f38f001", "movbe eax, dword ptr [rcx]", "int_alu", "v3"),
    ("f30fbdc1", "lzcnt eax, ecx", "int_alu", "v3"),
]
# The v3 extension each instruction above belongs to beyond AVX/AVX2 (the rest: none).
EXTENSION = {"vfmadd231sd": "fma", "vfmadd231ps": "fma", "andn": "bmi", "shlx": "bmi", "mulx": "bmi", "vcvtph2ps": "f16c", "movbe": "movbe", "lzcnt": "lzcnt"}


def decode(raw: bytes):
    md = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)
    md.detail = True
    insn = next(md.disasm(raw, 0x1000), None)
    assert insn is not None and insn.size == len(raw), raw.hex()
    return insn


@pytest.mark.parametrize("hex_bytes,text,klass,level", CASES, ids=[c[1].split()[0] + "-" + c[0] for c in CASES])
def test_hand_encoded_instruction_level_and_class(hex_bytes: str, text: str, klass: str, level: str):
    insn = decode(bytes.fromhex(hex_bytes))
    assert f"{insn.mnemonic} {insn.op_str}" == text  # the bytes are what the comment says
    assert isa.classify(insn) == isa.Instruction(insn.mnemonic, klass, level, EXTENSION.get(insn.mnemonic))
    assert klass in isa.CLASSES and level in isa.LEVELS


def test_refusal_by_level_and_by_extension():
    fma = isa.classify(decode(bytes.fromhex("c4e26db8cb")))  # vfmadd231ps ymm
    add = isa.classify(decode(bytes.fromhex("c5e9fecb")))  # vpaddd xmm (AVX)
    tzcnt = isa.classify(decode(bytes.fromhex("f30fbcc1")))
    avx_track = frozenset({"fma", "bmi", "f16c", "movbe", "lzcnt"})
    assert isa.refusal(fma, "v3") is None and isa.refusal(add, "v3", avx_track) is None
    assert isa.refusal(tzcnt, "baseline", avx_track) is None
    assert isa.refusal(fma, "v3", avx_track) == (
        "executed 'vfmadd231ps' (FMA), which the profile does not allow (up to v3 without BMI, F16C, FMA, LZCNT, MOVBE)"
    )
    assert isa.refusal(add, "v2") == "executed 'vpaddd' (v3), which the profile does not allow (up to v2)"


@pytest.mark.parametrize(
    "hex_bytes,expected",
    [
        ("c5e9fecb", "vex"),
        ("c4e2e9b9cb", "vex"),
        ("62f16c4858cb", "evex"),
        ("66c5e9fecb", "vex"),
        ("f2c5e9fecb", "vex"),
        ("f3c4e2e9b9cb", "vex"),  # #UD on hardware, run by valgrind
        ("2e62f16c4858cb", "evex"),
        ("6764c5e9fecb", "vex"),  # segment and address-size prefixes
        ("48c5e9fecb", "legacy"),
        ("4862f16c4858cb", "legacy"),  # REX before VEX/EVEX: not VEX (#UD)
        ("4801c8", "legacy"),
        ("660f3800ca", "legacy"),
        ("f30fbcc1", "legacy"),
        ("", "legacy"),
    ],
)
def test_encoding_skips_legacy_prefixes_but_not_rex(hex_bytes: str, expected: str):
    assert isa.encoding(bytes.fromhex(hex_bytes)) == expected


def test_class_names_kept_and_gather_added():
    assert set(isa.CLASSES) >= {"int_alu", "int_mul", "int_div", "fp_scalar", "fp_div", "sse128", "avx256", "vec_div", "branch", "avx512", "vec_gather"}


def _elf(code: bytes, vaddr: int = 0x400000) -> bytes:
    """A minimal static x86-64 ELF: header, one executable PT_LOAD covering the file, code after."""
    header_size, phdr_size = 64, 56
    entry = vaddr + header_size + phdr_size
    size = header_size + phdr_size + len(code)
    ident = b"\x7fELF" + bytes([2, 1, 1, 0]) + bytes(8)
    header = ident + struct.pack("<HHIQQQIHHHHHH", 2, 62, 1, entry, header_size, 0, 0, header_size, phdr_size, 1, 64, 0, 0)
    phdr = struct.pack("<IIQQQQQQ", 1, 5, 0, vaddr, vaddr, size, size, 0x1000)
    return header + phdr + code


def test_binary_decodes_executed_addresses_and_falls_back_on_the_encoding(tmp_path: Path):
    fma, vnni = bytes.fromhex("c4e2e9b9cb"), bytes.fromhex("c4e26d50cb")  # VEX vpdpbusd (AVX-VNNI)
    path = tmp_path / "prog"
    path.write_bytes(_elf(fma + vnni))
    binary = isa.Binary(path)
    start = 0x400000 + 64 + 56
    assert binary.instruction(start) == isa.Instruction("vfmadd231sd", "fp_scalar", "v3", "fma")
    # capstone 5.0 cannot decode AVX-VNNI; its VEX prefix still says it is at least v3, and a
    # profile that refuses some of v3's extensions refuses what it cannot name.
    vnni_instruction = binary.instruction(start + len(fma))
    assert (vnni_instruction.level, vnni_instruction.extension) == ("v3", "undecoded")


FMA_IN_SCALAR = """#include <cstdio>
int main() { double a; if (scanf("%lf", &a) != 1) return 1;
  double b = 2.0, c = 0.0;
  // c += a * b with an FMA3 instruction whatever the profile's flags; guarded so the program
  // also runs on a CPU without FMA.
  if (__builtin_cpu_supports("fma")) asm volatile("vfmadd231sd %2, %1, %0" : "+x"(c) : "x"(a), "x"(b));
  else c = a * b;
  printf("%.0f\\n", c); }
"""
LIMITS = Limits(compile_seconds=30, run_seconds=5, simulate_seconds=60, memory_mb=256)


def _host_has_fma() -> bool:
    flags = next((line for line in Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("flags")), "")
    return "fma" in flags.split()


def test_fma_under_the_scalar_profile_is_unsupported(sandbox):
    if not _host_has_fma():
        pytest.skip("this CPU has no FMA: the program takes its plain path")
    tests = [TestCase("1", "21\n", "42\n")]
    report = evaluate(FMA_IN_SCALAR, tests, profile="scalar", backend="valgrind", sandbox=sandbox, limits=LIMITS, cache_dir=None)
    test = report.tests[0]
    assert test.verdict == Verdict.UNSUPPORTED_INSTRUCTION, test
    assert "'vfmadd231sd'" in test.detail and "(v3)" in test.detail
    assert report.to_dict()["measurements"] is None
    # The same program is measured where FMA is allowed.
    allowed = evaluate(FMA_IN_SCALAR, tests, profile="avx2", backend="valgrind", sandbox=sandbox, limits=LIMITS, cache_dir=None)
    assert allowed.verdict == Verdict.PASS, allowed.tests[0]


# SimdBench's AVX track: clang++ -mavx -mavx2, so FMA only through a target attribute, which
# compiles but may not run there.
AVX_TRACK = """#include <immintrin.h>
#include <cstdio>
__attribute__((noinline)) void add(float *a) { __m256 v = _mm256_loadu_ps(a); _mm256_storeu_ps(a, _mm256_add_ps(v, v)); }
__attribute__((noinline, target("fma"))) void fma(float *a) {
  __m256 v = _mm256_loadu_ps(a); _mm256_storeu_ps(a, _mm256_fmadd_ps(v, v, v)); }
int main() { int use_fma; if (scanf("%d", &use_fma) != 1) return 1;
  float a[8] = {1, 2, 3, 4, 5, 6, 7, 8}; if (use_fma) fma(a); else add(a); printf("%g\\n", a[7]); }
"""


def test_simdbench_tracks_compile_with_clang_and_refuse_what_their_flags_do_not_enable(sandbox):
    plain = [TestCase("1", "0\n", "16\n")]
    report = evaluate(AVX_TRACK, plain, profile="simdbench-avx", backend="valgrind", sandbox=sandbox, limits=LIMITS, cache_dir=None)
    assert report.verdict == Verdict.PASS, report.tests[0]
    assert report.versions["toolchain"] == "clang++-19 -std=c++17 -O3 -static -mavx -mavx2"
    assert report.runner["clang"].startswith("Debian clang version 19")
    with_fma = evaluate(AVX_TRACK, [TestCase("1", "1\n", "72\n")], profile="simdbench-avx", backend="valgrind", sandbox=sandbox, limits=LIMITS, cache_dir=None)
    test = with_fma.tests[0]
    assert test.verdict == Verdict.UNSUPPORTED_INSTRUCTION, test
    assert test.detail.startswith("executed 'vfmadd") and "(FMA)" in test.detail
    # The SSE track's flags do not enable AVX: clang refuses the intrinsics at compile time.
    sse = evaluate(AVX_TRACK, plain, profile="simdbench-sse", backend="valgrind", sandbox=sandbox, limits=LIMITS, cache_dir=None)
    assert sse.verdict == Verdict.COMPILE_ERROR
    assert "requires target feature 'avx'" in sse.compile.message
