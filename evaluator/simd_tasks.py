"""SimdBench-shaped tasks: a scalar reference function, the `_simd` function a model writes, a
correctness program and a Google-Benchmark performance program around them.

One sample is judged in three steps, each in the sandbox:
1. the "no intrinsic" rule (SimdBench): the sample must NOT compile once every intrinsic header
   is removed -- a plain-C++ "SIMD" function is rejected (verdict `no_intrinsics`);
2. correctness: the correctness program (random inputs, `allclose` against the scalar function)
   must print `{ "correctness": 1 }`;
3. speed: the performance program runs the "Scalar" and the "SIMD" benchmark at three argument
   sets (first, middle, last) in the simulator, one warm call each (sim_runner's
   Google-Benchmark shim, include/simdbench.h); speedup = scalar cycles / SIMD cycles, averaged
   over the three sizes. SimdBench times wall-clock on hardware instead (20% trimmed mean).
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

import sim_runner
from sim_runner import TestCase, Verdict
from sim_runner.jsontypes import Json

from evaluator.sample import SampleEvaluation, SimdSpeed

HEADER = '#include "simdbench.h"\n'
CORRECT_OUTPUT = '{ "correctness": 1 }\n'
SELECTORS = ("0", "mid", "-1")
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)
INTRINSIC_INCLUDE = re.compile(r"^\s*#\s*include\s*[<\"][a-z0-9_]*intrin\.h[>\"].*$", re.MULTILINE)
FENCE = re.compile(r"```[A-Za-z0-9_+-]*[ \t]*\n(.*?)```", re.DOTALL)
# The ISA profile each track of our own SIMD suites is compiled for: SSE tasks may use up to
# SSE4.2, AVX ones AVX2/FMA (g++). Imported SimdBench tasks are judged with SimdBench's own
# toolchain instead (SIMDBENCH_PROFILES): clang++ and exactly its flags per track.
PROFILES = {"SSE": "sse4", "AVX": "avx2"}
SIMDBENCH_PROFILES = {"SSE": "simdbench-sse", "AVX": "simdbench-avx"}
HEADERS = {
    "SSE": "#include <xmmintrin.h>\n#include <emmintrin.h>\n#include <x86intrin.h>\n",
    "AVX": "#include <immintrin.h>\n#include <x86intrin.h>\n",
}
REQUIREMENTS = {
    "SSE": "The requirement is to implement the function with SSE/SSE2 (Streaming SIMD Extensions) intrinsics for parallelism.",
    "AVX": "The requirement is to implement the function using AVX/AVX2 (Advanced Vector Extensions) intrinsics to achieve parallelism.",
}


@dataclass(frozen=True)
class SimdTask:
    task_id: str
    intrinsic: str  # SSE | AVX
    prompt: str
    solution_scalar: str
    test_correctness: str
    test_performance: str
    entrypoint_scalar: str
    entrypoint_simd: str

    @classmethod
    def from_harness(cls, task_id: str, harness: Json) -> "SimdTask":
        return cls(
            task_id=task_id,
            **{
                k: harness[k]
                for k in ("intrinsic", "prompt", "solution_scalar", "test_correctness", "test_performance", "entrypoint_scalar", "entrypoint_simd")
            },
        )

    def harness(self) -> dict[str, str]:
        return {
            "format": "simdbench",
            "intrinsic": self.intrinsic,
            "prompt": self.prompt,
            "solution_scalar": self.solution_scalar,
            "test_correctness": self.test_correctness,
            "test_performance": self.test_performance,
            "entrypoint_scalar": self.entrypoint_scalar,
            "entrypoint_simd": self.entrypoint_simd,
        }

    @property
    def profile(self) -> str:
        return PROFILES[self.intrinsic]


def build_prompt(intrinsic: str, description: str, signature: str) -> str:
    """SimdBench's prompt shape: intrinsic headers, a C comment, an empty `_simd` signature."""
    return f"{HEADERS[intrinsic]}\n/*\n{description.strip()}\n\n{REQUIREMENTS[intrinsic]}\n*/\n{signature.strip()} {{\n}}\n"


def extract_code(task: SimdTask, completion: str) -> str:
    """The code of a model's completion: the first fenced block that names the entry point,
    else the whole completion."""
    block: str  # FENCE has one group: findall gives its text
    for block in FENCE.findall(completion):
        if task.entrypoint_simd in block:
            return block
    return completion


def _includes(prompt: str) -> str:
    return "".join(line + "\n" for line in prompt.splitlines() if line.lstrip().startswith("#include"))


def program(task: SimdTask, code: str, test: str, *, intrinsics: bool = True) -> str:
    includes = _includes(task.prompt)
    if not intrinsics:
        includes = INTRINSIC_INCLUDE.sub("", includes)
        code = INTRINSIC_INCLUDE.sub("", code)
    return f"{HEADER}{includes}\n{task.solution_scalar}\n\n{code}\n\n{test}\n"


def stand_in(task: SimdTask) -> str:
    """A SIMD function that calls the scalar solution: the prompt's own signature, forwarding its
    parameters. With it in a sample's place, a task's correctness and performance programs must
    pass, whatever the model writes (import validation)."""
    code = COMMENT.sub(" ", task.prompt)  # examples in the description call the function too
    match = re.search(rf"^([^\n]*?\b{re.escape(task.entrypoint_simd)})\s*\(", code, re.MULTILINE)
    if match is None:
        raise ValueError(f"{task.task_id}: the prompt declares no '{task.entrypoint_simd}('")
    depth, start = 0, match.end()
    for end in range(start - 1, len(code)):
        depth += {"(": 1, ")": -1}.get(code[end], 0)
        if depth == 0:
            break
    else:
        raise ValueError(f"{task.task_id}: the parameter list of '{task.entrypoint_simd}' is not closed")
    parameters = code[start:end]
    names = [re.findall(r"[A-Za-z_]\w*", _top_level(p).split("=")[0])[-1] for p in _split_top_level(parameters) if p.strip() and p.strip() != "void"]
    return f"{match.group(1)}({parameters}) {{ return {task.entrypoint_scalar}({', '.join(names)}); }}\n"


def _split_top_level(text: str) -> list[str]:
    """`text` split at the commas outside <>, () and [] (template arguments, function types)."""
    parts, depth, current = [], 0, ""
    for char in text:
        depth += {"<": 1, "(": 1, "[": 1, ">": -1, ")": -1, "]": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    return [*parts, current]


def _top_level(parameter: str) -> str:
    """A parameter with its template arguments dropped (a space in their place: `std::vector<int>l`
    is SimdBench_88's): its name is then its last identifier."""
    out, depth = "", 0
    for char in parameter:
        depth += {"<": 1, ">": -1}.get(char, 0)
        if depth == 0:
            out += " " if char == ">" else char
    return out


def performance_tests() -> list[TestCase]:
    return [TestCase(f"{name}-{selector}", f"{name} {selector}\n", f"{name} {selector}\n") for name in ("Scalar", "SIMD") for selector in SELECTORS]


def evaluate_sample(
    task: SimdTask, completion: str, *, profile: str | None = None, run: Callable[..., sim_runner.Report] = sim_runner.evaluate, **options: object
) -> SampleEvaluation:
    """Judge one sample through its three stages (the module's docstring), stopping at the first
    that fails."""
    code = extract_code(task, completion)
    profile = profile or task.profile  # the benchmark's toolchain; our suites' track profile by default
    plain = run(program(task, code, task.test_correctness, intrinsics=False), [], profile=profile, backend="native", **options)
    correctness = run(program(task, code, task.test_correctness), [TestCase("correctness", "", CORRECT_OUTPUT)], profile=profile, backend="native", **options)
    if plain.compile.ok or correctness.verdict != Verdict.PASS:
        return SampleEvaluation.simdbench(compiles_without_intrinsics=plain.compile.ok, correctness=correctness)
    performance = run(program(task, code, task.test_performance), performance_tests(), profile=profile, backend="valgrind", **options)
    return SampleEvaluation.simdbench(compiles_without_intrinsics=False, correctness=correctness, performance=performance, speed=speed(performance))


def speed(performance: sim_runner.Report) -> SimdSpeed:
    """Scalar cycles / SIMD cycles at each argument size measured; their mean when all were."""
    cycles = {t.name: (t.measurements or {}).get("cycles") for t in performance.tests}
    sizes: dict[str, float] = {}
    for selector in SELECTORS:
        scalar, simd = cycles.get(f"Scalar-{selector}"), cycles.get(f"SIMD-{selector}")
        if scalar and simd:
            sizes[selector] = scalar / simd
    return SimdSpeed(sum(sizes.values()) / len(sizes) if len(sizes) == len(SELECTORS) else None, sizes)
