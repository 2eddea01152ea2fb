"""gem5's own output: a run that met an instruction gem5 does not implement must be rejected.

gem5 prints `warn: instruction 'NAME' unimplemented` once and then silently does nothing for
that instruction (wrong results), and panics on VEX/EVEX (AVX) opcodes in SE mode.
"""

import re

_UNIMPLEMENTED = re.compile(r"warn: instruction '([^']+)' unimplemented")
_INVALID = re.compile(r"panic: Unrecognized/invalid instruction executed")


def unsupported_instruction(log: str) -> str | None:
    """Why the run may not be scored, or None."""
    names = sorted(set(_UNIMPLEMENTED.findall(log)))
    if names:
        return f"gem5 does not implement instruction(s) {', '.join(names)}: results would be silently wrong"
    if _INVALID.search(log):
        return "gem5 met an instruction it cannot decode (e.g. AVX/VEX): Unrecognized/invalid instruction"
    return None
