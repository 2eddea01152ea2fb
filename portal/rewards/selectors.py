"""Reads: a reward batch as the API answers it (its owner only)."""

import time

from .models import RewardBatch, RewardItem


def owned_batches(user):
    return RewardBatch.objects.filter(owner=user).select_related("benchmark")


def wait_until_finished(batch: RewardBatch, seconds: float, *, poll: float = 0.05) -> bool:
    """Wait up to `seconds` for the batch's last reward (the workers write them); True if it came."""
    deadline = time.monotonic() + seconds
    while True:
        batch.refresh_from_db(fields=["finished_at"])
        if batch.finished_at is not None or time.monotonic() >= deadline:
            return batch.finished_at is not None
        time.sleep(poll)


def batch_state(batch: RewardBatch) -> dict:
    items = list(batch.items.select_related("problem").only("position", "problem__problem_id", "status", "verdict", "reward", "components", "cached"))
    done = sum(item.status == RewardItem.Status.DONE for item in items)
    return {
        "id": batch.pk,
        "url": f"/api/v1/rewards/{batch.pk}/",
        "status": "finished" if batch.finished_at else "running",
        "benchmark": batch.benchmark.slug,
        "reward": batch.reward,
        "options": batch.options | {"max_instructions": batch.max_instructions},
        "done": done,
        "total": len(items),
        "created_at": batch.created_at.isoformat(),
        "finished_at": batch.finished_at.isoformat() if batch.finished_at else None,
        # In the order given; a pending item has no reward yet.
        "rewards": [_item(item) for item in items],
    }


def _item(item: RewardItem) -> dict:
    if item.status != RewardItem.Status.DONE:
        return {"problem_id": item.problem.problem_id, "reward": None, "verdict": "pending", "components": {}, "cached": False}
    return {"problem_id": item.problem.problem_id, "reward": item.reward, "verdict": item.verdict, "components": item.components, "cached": item.cached}
