"""Built-in benchmark suites (README.md here): loading problem folders, Django-free."""

import hashlib
import importlib.util
import tomllib
from dataclasses import dataclass
from pathlib import Path

SUITES = Path(__file__).resolve().parent
KINDS = ("algorithmic", "data-structure", "io", "memoisation", "cache-layout", "allocation", "simd-friendly")
SPLITS = ("dev", "heldout")
BUILT_IN = ("optimize-cpp", "simd-sse", "simd-avx")  # the suites `make run` loads
MIN_TESTS = 8


class SuiteError(ValueError):
    """A problem folder breaks the format; the message names the folder and the rule."""


@dataclass(frozen=True)
class SuiteProblem:
    problem_id: str
    title: str
    split: str
    kind: str
    statement: str
    baseline_code: str
    expert_code: str
    folder: Path
    test_count: int

    def inputs(self) -> list[str]:
        """The test inputs, made by the problem's generator."""
        spec = importlib.util.spec_from_file_location(f"suite_gen_{self.problem_id.replace('-', '_')}", self.folder / "generate.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        inputs = [module.generate(case) for case in range(self.test_count)]
        for case, text in enumerate(inputs):
            if not isinstance(text, str) or not text:
                raise SuiteError(f"{self.folder.name}: generate({case}) must return non-empty text")
        return inputs


def read_meta(folder: Path, meta_file: str, files: tuple[str, ...], keys: tuple[str, ...], kinds: tuple[str, ...]) -> dict:
    """A problem or task folder's TOML metadata, after checking its files, keys, split and kind."""
    name = folder.name
    for required in (meta_file, *files):
        if not (folder / required).is_file():
            raise SuiteError(f"{name}: {required} is missing")
    try:
        meta = tomllib.loads((folder / meta_file).read_text())
    except tomllib.TOMLDecodeError as exc:
        raise SuiteError(f"{name}: {meta_file}: {exc}") from None
    for key in ("title", "split", "kind", *keys):
        if key not in meta:
            raise SuiteError(f"{name}: {meta_file} has no {key!r}")
    if meta["split"] not in SPLITS:
        raise SuiteError(f"{name}: split must be one of {SPLITS}, not {meta['split']!r}")
    if meta["kind"] not in kinds:
        raise SuiteError(f"{name}: kind must be one of {kinds}, not {meta['kind']!r}")
    return meta


def load_problem(folder: Path) -> SuiteProblem:
    name = folder.name
    meta = read_meta(folder, "problem.toml", ("generate.py", "baseline.cpp", "expert.cpp"), ("statement", "tests"), KINDS)
    if not isinstance(meta["tests"], int) or meta["tests"] < MIN_TESTS:
        raise SuiteError(f"{name}: tests must be an integer >= {MIN_TESTS}")
    return SuiteProblem(
        problem_id=name,
        title=meta["title"],
        split=meta["split"],
        kind=meta["kind"],
        statement=meta["statement"].strip(),
        baseline_code=(folder / "baseline.cpp").read_text(),
        expert_code=(folder / "expert.cpp").read_text(),
        folder=folder,
        test_count=meta["tests"],
    )


def load_suite(slug: str, root: Path | None = None) -> list[SuiteProblem]:
    folder = (root or SUITES) / slug
    if not folder.is_dir():
        raise SuiteError(f"no built-in suite {slug!r}")
    return [load_problem(sub) for sub in sorted(folder.iterdir()) if sub.is_dir() and not sub.name.startswith((".", "_"))]


@dataclass(frozen=True)
class Suite:
    slug: str
    name: str
    description: str
    profile: str
    backend: str
    primary_metric: str
    version: str
    changelog: tuple[str, ...]
    folder: Path
    intrinsic: str = ""  # SIMD suites: SSE | AVX; their tasks live in simd-tasks/

    def problems(self) -> list[SuiteProblem]:
        return load_suite(self.slug, self.folder.parent)

    def content_hash(self) -> str:
        """Changes whenever any file of the suite changes."""
        digest = hashlib.sha256()
        folders = [self.folder] + ([self.folder.parent / "simd-tasks"] if self.intrinsic else [])
        for folder in folders:
            for path in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
                digest.update(str(path.relative_to(folder.parent)).encode() + b"\0" + path.read_bytes())
        return digest.hexdigest()


def load_suite_meta(slug: str, root: Path | None = None) -> Suite:
    folder = (root or SUITES) / slug
    path = folder / "suite.toml"
    if not path.is_file():
        raise SuiteError(f"no built-in suite {slug!r} (no {path})")
    meta = tomllib.loads(path.read_text())
    try:
        return Suite(
            slug=slug,
            name=meta["name"],
            description=meta["description"].strip(),
            profile=meta["profile"],
            backend=meta["backend"],
            primary_metric=meta["primary_metric"],
            version=str(meta["version"]),
            changelog=tuple(meta.get("changelog", ())),
            folder=folder,
            intrinsic=meta.get("intrinsic", ""),
        )
    except KeyError as exc:
        raise SuiteError(f"{slug}/suite.toml has no {exc.args[0]!r}") from None
