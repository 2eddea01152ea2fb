"""Fair-share dispatch as a pure function: which waiting units take the free slots of the broker
queue. The store gathers the figures (units in flight per team, each team's waiting units in
order) and records the choice; the policy is here, free of storage, so it is tested alone."""

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

Team = TypeVar("Team", bound=Hashable)


def fair_share(in_flight: Mapping[Team, int], waiting: Mapping[Team, Sequence[int]], slots: int) -> list[int]:
    """Up to `slots` units, one at a time to the team with the fewest units in flight (counting
    those just chosen; ties to the smaller str(team), so the choice is deterministic), each team's
    units in the order given. One team's 10,000 waiting units cannot bury another's 10."""
    load = {team: in_flight.get(team, 0) for team in waiting}
    queues = {team: list(units) for team, units in waiting.items() if units}
    position = dict.fromkeys(queues, 0)
    chosen: list[int] = []
    while len(chosen) < slots and queues:
        team = min(queues, key=lambda t: (load[t], str(t)))
        chosen.append(queues[team][position[team]])
        position[team] += 1
        load[team] += 1
        if position[team] == len(queues[team]):
            del queues[team]
    return chosen
