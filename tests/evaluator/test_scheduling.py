"""Fair-share dispatch (evaluator.scheduling.fair_share), alone: by hand on small cases, and its
properties over generated ones (hypothesis)."""

from hypothesis import given, settings, strategies as st

from evaluator.scheduling import fair_share


def test_by_hand():
    # Team a has 2 in flight, b none: b takes slots until it has 2, then they alternate (a first
    # on ties: "a" < "b"), each team's units in the order given.
    assert fair_share({"a": 2}, {"a": [1, 2, 3], "b": [10, 11, 12, 13]}, 5) == [10, 11, 1, 12, 2]
    assert fair_share({}, {"a": [1], "b": [2]}, 0) == []
    assert fair_share({"a": 9}, {"a": [1, 2], "b": []}, 3) == [1, 2]  # nothing else waits: a takes what there is
    assert fair_share({}, {}, 4) == []


teams = st.sampled_from(["t0", "t1", "t2", "t3", "t4"])


@st.composite
def situations(draw):
    waiting_teams = draw(st.sets(teams, max_size=5))
    counter = iter(range(10_000))
    waiting = {t: [next(counter) for _ in range(draw(st.integers(0, 12)))] for t in sorted(waiting_teams)}
    in_flight = draw(st.dictionaries(teams, st.integers(0, 15), max_size=5))
    return in_flight, waiting, draw(st.integers(0, 40))


@settings(max_examples=300, deadline=None)
@given(situations())
def test_properties(situation):
    in_flight, waiting, slots = situation
    before = (dict(in_flight), {team: list(units) for team, units in waiting.items()})
    chosen = fair_share(in_flight, waiting, slots)
    total = sum(len(units) for units in waiting.values())
    # As many as fit, each unit once, only waiting units.
    assert len(chosen) == min(slots, total) and len(set(chosen)) == len(chosen)
    owner = {unit: team for team, units in waiting.items() for unit in units}
    assert all(unit in owner for unit in chosen)
    # Each team's units are taken from the front of its queue, in order.
    for team, units in waiting.items():
        taken = [u for u in chosen if owner[u] == team]
        assert taken == units[: len(taken)]
    # Fair share: a team given a unit had, when it got its last one, no more in flight than any team
    # left waiting has at the end (loads only grow).
    final = {team: in_flight.get(team, 0) + sum(owner[u] == team for u in chosen) for team in waiting}
    left_waiting = [t for t, units in waiting.items() if sum(owner[u] == t for u in chosen) < len(units)]
    for team in {owner[u] for u in chosen}:
        for other in left_waiting:
            assert final[team] - 1 <= final[other], (team, other, final)
    # Deterministic, and the caller's figures are not changed.
    assert (in_flight, waiting) == before
    assert fair_share(in_flight, waiting, slots) == chosen
