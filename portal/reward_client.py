"""Rewards from a running portal, for a training loop (POST /api/v1/rewards/). Needs only `requests`:
no Django, nothing of the portal's server side.

    from portal.reward_client import reward_function
    reward = reward_function("demo", "green-tea")          # EFFBENCH_URL, EFFBENCH_TOKEN
    reward(["```cpp\\n...\\n```"], problem_id=["sum-array"])   # -> [0.93...]

`reward_function` returns a function with the signature of a TRL `GRPOTrainer` reward function:
`reward(completions, prompts=None, **kwargs) -> list[float]`; TRL passes the dataset's other
columns as keyword arguments, so a `problem_id` column names each completion's problem.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from typing import Any

import requests

DEFAULT_URL = "http://127.0.0.1:8000"


class RewardServiceError(RuntimeError):
    """The portal refused the batch (the message is its own) or did not answer in time."""


def request_rewards(
    items: Sequence[dict],
    *,
    benchmark: str,
    reward: str,
    options: dict | None = None,
    url: str | None = None,
    token: str | None = None,
    timeout: float = 3600.0,
    poll_seconds: float = 0.5,
) -> list[dict]:
    """One entry per item, in order: {problem_id, reward, verdict, components, cached}. A batch the
    portal does not finish within its bounded wait (202) is polled until done or `timeout`."""
    base = (url or os.environ.get("EFFBENCH_URL") or DEFAULT_URL).rstrip("/")
    session = requests.Session()
    token = token if token is not None else os.environ.get("EFFBENCH_TOKEN", "")
    if token:
        session.headers["Authorization"] = f"Token {token}"
    body = {"benchmark": benchmark, "reward": reward, "items": list(items), "options": options or {}}
    deadline = time.monotonic() + timeout
    state = _answer(session.post(f"{base}/api/v1/rewards/", json=body, timeout=timeout))
    while state["status"] != "finished":
        if time.monotonic() > deadline:
            raise RewardServiceError(
                f"reward batch {state['id']} not finished after {timeout:g} s ({state['done']}/{state['total']} done); poll {base}{state['url']}"
            )
        time.sleep(poll_seconds)
        state = _answer(session.get(f"{base}{state['url']}", timeout=60))
    return state["rewards"]


def _answer(response: requests.Response) -> dict:
    if response.status_code >= 400:
        try:
            error = response.json()["error"]
            fields = "; ".join(f"{name}: {' '.join(map(str, v)) if isinstance(v, list) else v}" for name, v in (error.get("fields") or {}).items())
            message = error.get("message", "error") + (f" ({fields})" if fields else "")
        except (ValueError, KeyError, TypeError, AttributeError):
            message = response.text[:300]
        raise RewardServiceError(f"HTTP {response.status_code}: {message}")
    return response.json()


def completion_text(completion: Any) -> str:
    """A completion as TRL passes it: text, or a conversation (a list of {role, content}
    messages), of which the last message's content is the answer."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, list) and completion and isinstance(completion[-1], dict):
        return str(completion[-1].get("content", ""))
    raise TypeError(f"a completion must be text or a list of messages, not {type(completion).__name__}")


def reward_function(
    benchmark: str,
    reward: str,
    *,
    problem_key: str = "problem_id",
    options: dict | None = None,
    url: str | None = None,
    token: str | None = None,
    timeout: float = 3600.0,
) -> Callable[..., list[float]]:
    """A TRL-style reward function over the portal's reward service (see the module's doc)."""

    def rewards(completions: Sequence[Any], prompts: Sequence[Any] | None = None, **kwargs: Any) -> list[float]:
        problems = kwargs.get(problem_key)
        if problems is None or len(problems) != len(completions):
            raise ValueError(
                f"needs a {problem_key!r} column beside the completions, one per completion "
                f"(got {'none' if problems is None else len(problems)} for {len(completions)})"
            )
        items = [{"problem_id": str(p), "completion": completion_text(c)} for p, c in zip(problems, completions)]
        answers = request_rewards(items, benchmark=benchmark, reward=reward, options=options, url=url, token=token, timeout=timeout)
        missing = [(n, a) for n, a in enumerate(answers) if a["reward"] is None]
        if missing:  # no number to train on: say why rather than invent one
            n, answer = missing[0]
            raise RewardServiceError(f"no reward for item {n} ({answer['problem_id']}): {answer['components'].get('error', answer['verdict'])}")
        return [float(answer["reward"]) for answer in answers]

    rewards.__name__ = f"{reward.replace('-', '_')}_on_{benchmark.replace('-', '_')}"  # TRL logs it by name
    return rewards
