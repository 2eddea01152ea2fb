"""The cycle model's side of a simulated evaluation: each test's effgrind profile measured on the
host, while the sandbox still runs the next tests.

A sandbox runs one test at a time on one CPU, and the host's cycle model is the last step of
each test (decoding the binary and running the throughput tool on its blocks the first time,
which is most of it). Measuring a test's profile as soon as the driver reports the test done
overlaps that work with the following simulations. A result measured early is used only when
the profile's bytes are the same when the run is judged; otherwise (or when the early attempt
failed) the profile is measured then, as it would have been without this module.
"""

import hashlib
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from sim_runner import measure
from sim_runner.measure.machine import Machine
from sim_runner.profiles import Profile

POLL_SECONDS = 0.05  # how often the driver's outcome file is read while it runs
SIGNALLED = 128  # an exit status above this: killed, so its profile is incomplete


class ProfileMeasures:
    """The measurements of one evaluation's profiles (res/prof/NAME), each computed once."""

    def __init__(self, results: Path, profile: Profile, machine: Machine) -> None:
        self.results, self.profile, self.machine = results, profile, machine
        self._binary: measure.isa.Binary | None = None
        self._decoder: measure.blocks.Decoder | None = None
        self._early: dict[str, tuple[bytes, measure.Measured]] = {}

    def __call__(self, name: str) -> measure.Measured:
        """Test `name`'s measurement; OSError or ValueError when its profile is missing or
        unusable, or the binary cannot be decoded."""
        data = (self.results / "prof" / name).read_bytes()
        early = self._early.get(name)
        if early is not None and early[0] == hashlib.sha256(data).digest():
            return early[1]
        return self._measure(name, data)

    def measure_early(self, name: str) -> None:
        data = (self.results / "prof" / name).read_bytes()
        self._early[name] = (hashlib.sha256(data).digest(), self._measure(name, data))

    def _measure(self, name: str, data: bytes) -> measure.Measured:
        parsed = measure.effgrind.parse_profile(data.decode("ascii", errors="replace"), name)
        if self._binary is None or self._decoder is None:
            self._binary = measure.isa.Binary(self.results / "prog.bin")
            self._decoder = measure.blocks.Decoder(self._binary.bytes_at)
        return measure.from_profile(parsed, self._binary, self._decoder, self.machine, self.profile.max_level, self.profile.forbidden)


@contextmanager
def measuring_early(measures: ProfileMeasures | None, names: Sequence[str], finished: Callable[[], dict[str, int | None]]) -> Iterator[None]:
    """Within the block (the sandbox's run), measure each test of `names` on another thread once
    `finished()` (the driver's outcome so far: test name -> its last exit status, None where no
    run ended by itself: DriverOutcome.last_exits) lists it as having ended by itself. The
    thread stops and is joined when the block ends, before anyone judges: the measures are never
    used from two threads at once."""
    if measures is None:
        yield
        return
    stop = threading.Event()

    def work() -> None:
        pending = list(names)
        while pending and not stop.wait(POLL_SECONDS):
            try:
                ended = finished()
            except Exception:  # the driver is rewriting its outcome: read it at the next poll
                continue
            while pending and pending[0] in ended:
                name = pending.pop(0)
                status = ended[name]
                if status is None or status > SIGNALLED:
                    continue  # timed out or killed: its profile is incomplete and will not be measured
                try:
                    measures.measure_early(name)
                except Exception:  # measured again when judged, which reports what is wrong
                    pass

    thread = threading.Thread(target=work, name="profile-measures", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
