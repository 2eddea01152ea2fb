from evaluator.metrics import Record, correctness_metrics


def rec(pid, sample, passed, total, verdict=None):
    return Record(pid, sample, verdict or ("pass" if passed == total else "wrong_answer"), passed, total)


def test_best_at_k_correctness_over_all_problems():
    records = [
        rec("a", 0, 3, 3),
        rec("b", 0, 1, 3),
        rec("b", 1, 3, 3),  # second sample solves b
        rec("c", 0, 0, 3, "compile_error"),
    ]
    m = correctness_metrics(records, ["a", "b", "c", "d"])  # d has no generation: counts as unsolved
    assert m["correct"] == 50.0
    assert m["problems_solved"] == 2
    assert m["tests_passed"] == round(100 * 7 / 12, 4)
    assert m["verdicts"] == {"compile_error": 1, "pass": 2, "wrong_answer": 1}


def test_zero_tests_is_not_correct_and_empty_is_zero():
    assert not rec("a", 0, 0, 0).correct
    assert correctness_metrics([], ["a"])["correct"] == 0.0
    assert correctness_metrics([], [])["correct"] == 0.0


def test_correct_has_a_bootstrap_interval():
    records = [rec("a", 0, 3, 3), rec("b", 0, 0, 3), rec("c", 0, 3, 3), rec("d", 0, 3, 3)]
    m = correctness_metrics(records, ["a", "b", "c", "d"])
    low, high = m["correct_ci"]
    assert low <= m["correct"] == 75.0 <= high and low < high
    assert correctness_metrics(records, ["a", "b", "c", "d"])["correct_ci"] == m["correct_ci"]  # seeded
