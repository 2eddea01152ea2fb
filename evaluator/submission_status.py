"""A submission's status machine, defined once: the portal's model and the in-memory store both
refuse any move not listed here."""

QUEUED, RUNNING, FINISHED, FAILED, CANCELLED = "queued", "running", "finished", "failed", "cancelled"

# Allowed moves; a status with none is terminal.
TRANSITIONS: dict[str, frozenset[str]] = {
    QUEUED: frozenset({RUNNING, FAILED, CANCELLED}),
    RUNNING: frozenset({FINISHED, FAILED, CANCELLED}),
    FINISHED: frozenset(),
    FAILED: frozenset(),
    CANCELLED: frozenset(),
}
