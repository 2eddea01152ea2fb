"""What the metrics need from a sim_runner report: the costs of each passed, simulated test."""


def test_costs(tests: list[dict]) -> dict[str, dict]:
    """{test name: {"seconds": simulated s, "energy": J, "edp": J*s, "ipc"}} for passed, measured tests."""
    costs = {}
    for test in tests:
        m = test.get("measurements")
        if test.get("verdict") == "pass" and m:
            costs[test["name"]] = {"seconds": m["seconds"], "energy": m["energy_j"]["total"], "edp": m["edp"],
                                   "ipc": m["ipc"]}
    return costs
