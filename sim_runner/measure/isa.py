"""Instruction classes and ISA levels, decoded from the program's own static binary.

Each executed address is decoded once (capstone) from the ELF's loadable segments (pyelftools).
The class drives the energy model; the ISA level is checked against the profile, so a program
that executes an instruction its profile does not allow is rejected, never scored.
"""

from dataclasses import dataclass
from pathlib import Path

import capstone
from capstone import x86_const as X
from elftools.elf.elffile import ELFFile

# Energy/cycle classes. FMA counts as one operation of its width (fp_scalar, sse128 or avx256),
# as on Skylake/Zen where it issues on the same FP ports as an add or multiply. rsqrt/rcp are
# cheap estimates (one uop, ~4 cycles), not divides: they stay in their scalar/vector class.
# Gathers (vpgatherdd, vgatherdps, ...: one load per lane) get their own class, vec_gather.
CLASSES = ("int_alu", "int_mul", "int_div", "fp_scalar", "fp_div", "sse128", "avx256", "vec_div", "branch", "avx512", "vec_gather")

# ISA levels in order: x86-64 baseline (SSE2), x86-64-v2 (SSE3..SSE4.2, POPCNT),
# x86-64-v3 (AVX, AVX2, FMA, BMI, F16C, MOVBE), AVX-512.
LEVELS = ("baseline", "v2", "v3", "avx512")
_V2_GROUPS = {X.X86_GRP_SSE3, X.X86_GRP_SSSE3, X.X86_GRP_SSE41, X.X86_GRP_SSE42}
_V3_GROUPS = {X.X86_GRP_AVX, X.X86_GRP_AVX2, X.X86_GRP_FMA, X.X86_GRP_BMI, X.X86_GRP_BMI2, X.X86_GRP_F16C}
_AVX512_GROUPS = {g for name, g in vars(X).items() if name.startswith("X86_GRP_AVX512")} | {getattr(X, "X86_GRP_EVEX", -1)}
_V2_MNEMONICS = {"popcnt", "lddqu"}
# tzcnt is encoded as `rep bsf` and runs as bsf on CPUs without BMI1 (glibc's SSE2 string
# functions rely on that), so it counts as baseline; lzcnt has no such fallback.
# The VEX-encoded BMI1/BMI2 instructions (andn, bextr, blsi, shlx, mulx, ...) are v3: in glibc
# 2.36's static code they occur only in its AVX2/EVEX string functions, which the profiles'
# GLIBC_TUNABLES keep glibc from choosing under scalar and sse4.
_V3_MNEMONICS = {"lzcnt", "movbe"}
_BASELINE_MNEMONICS = {"tzcnt"}
# Extensions of x86-64-v3 beyond AVX/AVX2, which a profile may refuse one by one (SimdBench's AVX
# track compiles with -mavx -mavx2 only). capstone leaves FMA3 without a group, so its mnemonics
# decide; tzcnt counts as baseline (above), not bmi.
# "undecoded": bytes capstone cannot decode (AVX-VNNI, ...), which such a profile cannot clear.
EXTENSIONS = ("fma", "bmi", "f16c", "movbe", "lzcnt", "undecoded")
_FMA_PREFIXES = ("vfmadd", "vfmsub", "vfnmadd", "vfnmsub")  # FMA3 and FMA4, every form
_BMI_GROUPS = {X.X86_GRP_BMI, X.X86_GRP_BMI2}
_F16C_MNEMONICS = {"vcvtph2ps", "vcvtps2ph"}
_BRANCH_GROUPS = {X.X86_GRP_JUMP, X.X86_GRP_CALL, X.X86_GRP_RET, X.X86_GRP_BRANCH_RELATIVE}

# Prefixes that may come before an instruction's opcode (or VEX/EVEX prefix): operand size,
# repeat/mandatory F2/F3, lock, segment overrides, address size.
_LEGACY_PREFIXES = frozenset({0x66, 0xF2, 0xF3, 0xF0, 0x26, 0x2E, 0x36, 0x3E, 0x64, 0x65, 0x67})


@dataclass(frozen=True)
class Instruction:
    mnemonic: str
    klass: str
    level: str
    extension: str | None = None  # one of EXTENSIONS, or None


class Binary:
    def __init__(self, path: Path):
        self.data = path.read_bytes()
        # Decoded instructions by address, this binary's own: a cache on the method (lru_cache)
        # kept every Binary and its bytes alive for good, ~2 MB a program in a long-lived worker.
        self._decoded: dict[int, Instruction] = {}
        with open(path, "rb") as handle:
            elf = ELFFile(handle)
            if elf["e_machine"] != "EM_X86_64":
                raise ValueError("not an x86-64 binary")
            self.segments = [
                (seg["p_vaddr"], seg["p_vaddr"] + seg["p_filesz"], seg["p_offset"])
                for seg in elf.iter_segments()
                if seg["p_type"] == "PT_LOAD" and seg["p_flags"] & 1  # executable
            ]
        self.md = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)
        self.md.detail = True

    def bytes_at(self, address: int) -> bytes:
        for start, end, offset in self.segments:
            if start <= address < end:
                begin = offset + address - start
                return self.data[begin : begin + min(15, end - address)]
        return b""

    def instruction(self, address: int) -> Instruction:
        found = self._decoded.get(address)
        if found is None:
            found = self._decoded[address] = self._decode(address)
        return found

    def _decode(self, address: int) -> Instruction:
        decoded = next(self.md.disasm(self.bytes_at(address), address, count=1), None)
        if decoded is None:  # code outside the file image (JIT-like) or undecodable bytes
            # Bytes capstone cannot decode (AVX-VNNI, AMX, ...) still name their encoding.
            return Instruction("(unknown)", "int_alu", _ENCODING_LEVEL[encoding(self.bytes_at(address))], "undecoded")
        return classify(decoded)


def encoding(raw: bytes) -> str:
    """ "vex", "evex" or "legacy": how an instruction's bytes (64-bit mode) encode its opcode.

    In 64-bit mode C4/C5 (LES/LDS) and 62 (BOUND) are no longer opcodes: after the legacy
    prefixes they always start a VEX or EVEX prefix. 66/F2/F3/F0 before VEX make the
    instruction #UD on hardware, but capstone decodes it and valgrind 3.19 executes it as the
    VEX instruction (checked: 66 C4 E2 E9 B9 CB ran as vfmadd231sd), so it counts as VEX.
    REX must be the last prefix; a REX before C4/C5/62 is #UD (hardware and valgrind alike:
    SIGILL), and the byte after REX is a plain opcode, so that is not VEX.
    """
    for byte in raw:
        if byte in _LEGACY_PREFIXES:
            continue
        if byte in (0xC4, 0xC5):
            return "vex"
        if byte == 0x62:
            return "evex"
        return "legacy"
    return "legacy"


# The lowest ISA level each encoding implies: VEX came with AVX (x86-64-v3, which also has the
# VEX-encoded BMI1/BMI2, FMA and F16C), EVEX with AVX-512.
_ENCODING_LEVEL = {"legacy": "baseline", "vex": "v3", "evex": "avx512"}


def _registers(insn: capstone.CsInsn) -> set[str]:
    names = set()
    for op in insn.operands:
        if op.type == X.X86_OP_REG:
            names.add(insn.reg_name(op.reg))
    return names


def classify(insn: capstone.CsInsn) -> Instruction:
    groups = set(insn.groups)
    mnemonic = insn.mnemonic
    registers = _registers(insn)
    encoded = encoding(bytes(insn.bytes))
    # capstone leaves some instructions without a group (FMA3, vrsqrtss...), so the encoding
    # decides too: the level is the higher of the two.
    if encoded == "evex" or groups & _AVX512_GROUPS or any(r.startswith("zmm") or r.startswith("k") and r[1:].isdigit() for r in registers):
        return Instruction(mnemonic, "avx512", "avx512")
    if mnemonic in _BASELINE_MNEMONICS:
        level = "baseline"
    elif groups & _V3_GROUPS or mnemonic in _V3_MNEMONICS:
        level = "v3"
    elif groups & _V2_GROUPS or mnemonic in _V2_MNEMONICS:
        level = "v2"
    else:
        level = "baseline"
    level = max(level, _ENCODING_LEVEL[encoded], key=LEVELS.index)
    return Instruction(mnemonic, _klass(mnemonic, groups, registers), level, _extension(mnemonic, groups))


def _extension(mnemonic: str, groups: set[int]) -> str | None:
    if mnemonic.startswith(_FMA_PREFIXES) or X.X86_GRP_FMA in groups:
        return "fma"
    if mnemonic in _BASELINE_MNEMONICS:
        return None
    if groups & _BMI_GROUPS:
        return "bmi"
    if mnemonic in _F16C_MNEMONICS or X.X86_GRP_F16C in groups:
        return "f16c"
    if mnemonic in ("movbe", "lzcnt"):
        return mnemonic
    return None


def refusal(instruction: Instruction, max_level: str, forbidden: frozenset[str] = frozenset()) -> str | None:
    """Why a profile allowing up to `max_level` less the `forbidden` extensions refuses to run
    `instruction`, or None when it may run."""
    if LEVELS.index(instruction.level) > LEVELS.index(max_level):
        return f"executed '{instruction.mnemonic}' ({instruction.level}), which the profile does not allow (up to {max_level})"
    if instruction.extension in forbidden:
        return (
            f"executed '{instruction.mnemonic}' ({instruction.extension.upper()}), which the profile does not allow "
            f"(up to {max_level} without {', '.join(sorted(e.upper() for e in forbidden))})"
        )
    return None


def _is_fp_divide(mnemonic: str) -> bool:
    """Divides and square roots (long-latency, partly unpipelined units). rsqrt/rcp are
    table-lookup estimates, not divides."""
    if mnemonic.startswith("f"):  # x87: fdiv, fdivr(p), fidiv(r), fsqrt
        return mnemonic.startswith(("fdiv", "fidiv", "fsqrt"))
    base = mnemonic[1:] if mnemonic.startswith("v") else mnemonic
    return base.startswith(("div", "sqrt"))


def _klass(mnemonic: str, groups: set[int], registers: set[str]) -> str:
    if groups & _BRANCH_GROUPS:
        return "branch"
    wide = any(r.startswith("ymm") for r in registers)
    vector = wide or any(r.startswith("xmm") for r in registers)
    is_div = _is_fp_divide(mnemonic)
    if vector:
        base = mnemonic[1:] if mnemonic.startswith("v") else mnemonic
        if "gather" in base:  # vpgatherdd/dq/qd/qq, vgatherdps/dpd/qps/qpd, any width
            return "vec_gather"
        scalar_fp = base.endswith(("ss", "sd")) and not base.startswith(("movs", "mov")) and base not in {"pshufd"}
        if scalar_fp and not wide:
            return "fp_div" if is_div else "fp_scalar"
        if is_div:
            return "vec_div"
        return "avx256" if wide else "sse128"
    if mnemonic.startswith("f"):  # x87
        return "fp_div" if is_div else "fp_scalar"
    if mnemonic in {"div", "idiv"}:
        return "int_div"
    if mnemonic in {"mul", "imul", "mulx"}:
        return "int_mul"
    return "int_alu"
