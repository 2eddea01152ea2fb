"""CLI: python -m sim_runner evaluate PROGRAM.cpp --tests DIR [--profile P] [--sandbox S] --json"""

import argparse
import json
import re
import sys
from pathlib import Path

from sim_runner import SandboxUnavailable, TestCase, evaluate
from sim_runner.profiles import PROFILES


def load_tests(directory: Path) -> list[TestCase]:
    """PIE's layout: input.N.txt with output.N.txt beside it, N numeric."""
    tests = []
    for path in directory.iterdir():
        match = re.fullmatch(r"input\.(\d+)\.txt", path.name)
        if not match:
            continue
        expected = directory / f"output.{match.group(1)}.txt"
        if not expected.exists():
            raise ValueError(f"{path.name} has no {expected.name}")
        tests.append((int(match.group(1)), TestCase(match.group(1), path.read_text(), expected.read_text())))
    return [test for _, test in sorted(tests, key=lambda item: item[0])]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sim_runner")
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("evaluate", help="compile PROGRAM and judge it on the tests in DIR")
    run.add_argument("program", type=Path)
    run.add_argument("--tests", type=Path, required=True, help="directory of input.N.txt / output.N.txt")
    run.add_argument("--profile", default="scalar", choices=sorted(PROFILES))
    run.add_argument(
        "--backend",
        default="valgrind",
        choices=["valgrind", "native", "gem5"],
        help="valgrind: deterministic simulated cycles and energy; gem5: gem5 in its container (SIM_RUNNER_GEM5_IMAGE); native: wall-clock timing only",
    )
    run.add_argument("--repeat", type=int, default=5, help="native backend: runs per test for timing")
    run.add_argument("--machine", default="skylake", help="machine profile (sim_runner/machines/NAME.toml)")
    run.add_argument("--sandbox", default="auto", choices=["auto", "docker", "bwrap"])
    run.add_argument("--json", action="store_true", help="print the report as JSON (the only output format yet)")
    args = parser.parse_args(argv)

    if not args.program.is_file():
        parser.error(f"program {args.program} does not exist")
    if not args.tests.is_dir():
        parser.error(f"tests directory {args.tests} does not exist")
    try:
        tests = load_tests(args.tests)
    except ValueError as exc:
        parser.error(str(exc))
    if not tests:
        parser.error(f"no input.N.txt files in {args.tests}")
    try:
        report = evaluate(
            args.program.read_text(),
            tests,
            profile=args.profile,
            backend=args.backend,
            machine=args.machine,
            sandbox=args.sandbox,
            repeat=args.repeat if args.backend == "native" else 1,
        )
    except ValueError as exc:  # unknown machine profile, repeat out of range
        parser.error(str(exc))
    except SandboxUnavailable as exc:
        print(f"sandbox unavailable: {exc}", file=sys.stderr)
        return 3
    print(json.dumps(report.to_dict(), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
