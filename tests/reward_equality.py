"""Issue 19's target "the rewards of a batch equal the leaderboard's per-sample figures for the same
programs", as a check both the reward tests and bench/reward_bench.py run.

The same programs go in as a leaderboard submission (their code extracted as the reward service
extracts it), with each problem's public baseline program as one more sample. Each reward is then
recomputed, by its published formula (README, "Rewards for training"), from what the leaderboard
shows of each sample:
- ``pie-speedup``: the energy chart's per-sample speedup, T(baseline) / T(sample) over the same
  tests, floored at 1.0 (PIE); 0 for a sample the board has no point for (not fully correct);
- ``green-tea``: the results export's verdict, tests passed / total and the sample's cost summed
  over its tests (``measurements``: energy_j.total, seconds, edp = their product), against the
  same figure of the baseline sample. That sample's point on the board (speedup exactly 1.0,
  energy reduction exactly 0.0) shows its figures are the board's own baseline's;
- ``autoveccoder``: I(correct) x (b_base + b_perf x tanh(a x log2(speedup))), the speedup the
  board's point shows for a SIMD sample (the one its fast1 and P50 count).
"Equal" is exact: the difference printed or asserted is 0, bit for bit.
"""

import json
import math
from collections import Counter

from evaluator.endpoints import extract_program

NOT_BUILT = {"compile_error", "no_code"}
Key = tuple[str, int]  # (problem_id, sample)


def submission_lines(items: list[dict], baselines: dict[str, str], *, simd: bool = False) -> tuple[bytes, list[Key]]:
    """The JSONL of a submission of the items' programs, then each of `baselines` (problem_id ->
    the baseline's code), and each item's (problem_id, sample) in it. A SIMD task's completion is
    uploaded whole: the evaluator extracts its function as the reward service does."""
    lines, keys, samples = [], [], Counter()
    for item in items:
        pid = item["problem_id"]
        code = item["completion"] if simd else extract_program(item["completion"])
        lines.append({"problem_id": pid, "sample": samples[pid], "code": code})
        keys.append((pid, samples[pid]))
        samples[pid] += 1
    for pid, code in baselines.items():
        lines.append({"problem_id": pid, "sample": samples[pid], "code": code})
        samples[pid] += 1
    return "".join(json.dumps(line) + "\n" for line in lines).encode(), keys


class Board:
    """One submission's per-sample figures: its results export (JSONL lines) and its points on
    the leaderboard's energy chart (charts.json)."""

    def __init__(self, results_jsonl: str, charts: dict, model_name: str):
        self.records = {(r["problem_id"], r["sample"]): r for r in map(json.loads, results_jsonl.splitlines())}
        self.points = {(p["problem_id"], p["sample"]): p for p in charts["charts"]["energy"]["points"] if p["model"] == model_name}
        # The baseline samples: the last sample of each problem whose point is the baseline itself.
        last = {pid: sample for pid, sample in sorted(self.records)}
        self.baseline = {
            pid: self.records[pid, sample]
            for pid, sample in last.items()
            if (point := self.points.get((pid, sample))) and point["speedup"] == 1.0 and point["energy_reduction"] == 0.0
        }

    def expected(self, reward: str, options: dict, key: Key) -> float:
        record, point = self.records[key], self.points.get(key)
        if reward == "pie-speedup":
            return max(1.0, point["speedup"]) if point else 0.0
        correct = record["verdict"] not in NOT_BUILT and record["tests_total"] > 0 and record["tests_passed"] == record["tests_total"]
        if reward == "autoveccoder":
            speedup = point["speedup"] if point else None
            d = math.log2(speedup) if speedup and speedup > 0 else 0.0
            return options["b_base"] + options["b_perf"] * math.tanh(options["a"] * d) if correct else 0.0
        assert reward == "green-tea", reward
        if record["verdict"] in NOT_BUILT:
            return -1.0
        if not correct:
            return -0.8 + 1.1 * record["tests_passed"] / record["tests_total"]
        if record["measurements"]["energy_j"]["total"] < 1e-6:
            return -1.0  # a ghost execution
        if key[0] not in self.baseline:
            return math.inf  # the board shows no baseline for the problem: nothing to compare
        own, base = (self.cost(r["measurements"], options["variant"]) for r in (record, self.baseline[key[0]]))
        return 0.5 + math.tanh((base - own) / (base + 1e-6))

    @staticmethod
    def cost(summary: dict, variant: str) -> float:
        return {"edp": summary["edp"], "energy": summary["energy_j"]["total"], "runtime": summary["seconds"]}[variant]

    def largest_difference(self, reward: str, options: dict, answers: list[dict], keys: list[Key]) -> float:
        """max |batch reward - the value recomputed from the board| over the items (inf when a
        reward is missing)."""
        return max(
            (abs(a["reward"] - self.expected(reward, options, key)) if a["reward"] is not None else math.inf for a, key in zip(answers, keys, strict=True)),
            default=0.0,
        )
