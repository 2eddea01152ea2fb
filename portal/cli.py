"""portal-cli: submit generations and follow them from a terminal, over the REST API.

Configuration: EFFBENCH_URL and EFFBENCH_TOKEN, or ~/.config/effbench/config.toml
(`url = "..."`, `token = "..."`; the environment wins). Create a token on the account page.

    portal-cli submit gen.jsonl --benchmark optimize-cpp --model my-model     # then a progress bar
    portal-cli submit-endpoint --benchmark demo --model m --base-url URL --endpoint-model NAME
    portal-cli status 12 --follow
    portal-cli leaderboard optimize-cpp
    portal-cli results 12 --download [--format csv] [-o FILE]
    portal-cli cancel 12
    portal-cli reward items.jsonl --benchmark demo --reward green-tea [--option variant=energy] [--jsonl]
"""

import argparse
import json
import os
import sys
import time
import tomllib
from pathlib import Path

import requests

from portal.reward_client import RewardServiceError, request_rewards

CONFIG = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "effbench" / "config.toml"
TERMINAL = {"finished", "failed", "cancelled"}


class CliError(Exception):
    pass


class Client:
    def __init__(self, url: str, token: str):
        self.url, self.session = url.rstrip("/"), requests.Session()
        if token:
            self.session.headers["Authorization"] = f"Token {token}"

    def request(self, method: str, path: str, **kwargs) -> requests.Response:
        try:
            response = self.session.request(method, f"{self.url}/api/v1/{path}", timeout=60, **kwargs)
        except requests.ConnectionError:
            raise CliError(f"cannot reach the portal at {self.url} (is it running? is EFFBENCH_URL right?)") from None
        if response.status_code >= 400:
            raise CliError(_error_text(response))
        return response


def _error_text(response: requests.Response) -> str:
    try:
        error = response.json()["error"]
    except (ValueError, KeyError, TypeError):
        return f"HTTP {response.status_code}: {response.text[:300]}"
    fields = "; ".join(f"{k}: {' '.join(map(str, v)) if isinstance(v, list) else v}" for k, v in (error.get("fields") or {}).items())
    return f"{error.get('message', 'error')}" + (f" ({fields})" if fields else "")


def load_config() -> tuple[str, str]:
    config = {}
    if CONFIG.is_file():
        try:
            config = tomllib.loads(CONFIG.read_text())
        except tomllib.TOMLDecodeError as exc:
            raise CliError(f"{CONFIG}: {exc}") from None
    url = os.environ.get("EFFBENCH_URL") or config.get("url") or "http://127.0.0.1:8000"
    token = os.environ.get("EFFBENCH_TOKEN") or config.get("token") or ""
    return url, token


def progress_line(state: dict) -> str:
    progress = state["progress"]
    done, total = progress["done"], progress["total"]
    width = 30
    filled = width * done // total if total else 0
    verdicts = ", ".join(f"{k} {v}" for k, v in sorted(progress.get("verdicts", {}).items()))
    return f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {state['status']}" + (f" ({verdicts})" if verdicts else "")


def follow(client: Client, submission_id: int, interval: float = 1.0) -> dict:
    live = sys.stdout.isatty()
    while True:
        state = client.request("GET", f"submissions/{submission_id}/").json()
        line = progress_line(state)
        print(("\r" + line) if live else line, end="" if live else "\n", flush=True)
        if state["status"] in TERMINAL:
            if live:
                print()
            return state
        time.sleep(interval)


def print_outcome(state: dict) -> int:
    if state["status"] == "finished":
        metrics = {k: v for k, v in state["metrics"].items() if not isinstance(v, (dict, list))}
        print("metrics: " + ", ".join(f"{k}={v:.4g}" if isinstance(v, float) else f"{k}={v}" for k, v in metrics.items()))
        return 0
    print(f"{state['status']}: {state.get('error') or ''}".rstrip(": "))
    return 1


def leaderboard(client: Client, slug: str) -> tuple[dict, list[dict]]:
    """The first page's answer and every row, page after page (the API pages rows, 500 at most)."""
    first = data = client.request("GET", f"benchmarks/{slug}/leaderboard/", params={"page_size": 500}).json()
    rows, page = list(data["rows"]), 1
    while data.get("next"):
        page += 1
        data = client.request("GET", f"benchmarks/{slug}/leaderboard/", params={"page_size": 500, "page": page}).json()
        rows += data["rows"]
    return first, rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="portal-cli", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    submit = commands.add_parser("submit", help="upload a JSONL file of generations")
    submit.add_argument("file", type=Path)
    submit.add_argument("--benchmark", required=True)
    submit.add_argument("--model", required=True, help="the model's name on the leaderboard")
    submit.add_argument("--no-follow", action="store_true", help="return once uploaded")
    endpoint = commands.add_parser("submit-endpoint", help="let the portal ask an OpenAI-compatible endpoint")
    endpoint.add_argument("--benchmark", required=True)
    endpoint.add_argument("--model", required=True)
    endpoint.add_argument("--base-url", required=True)
    endpoint.add_argument("--endpoint-model", required=True, help="the model name the endpoint serves")
    endpoint.add_argument("--api-key-env", help="the environment variable holding the endpoint's API key")
    endpoint.add_argument("--samples", type=int, default=1)
    endpoint.add_argument("--temperature", type=float, default=0.0)
    endpoint.add_argument("--no-follow", action="store_true")
    status = commands.add_parser("status", help="a submission's state")
    status.add_argument("id", type=int)
    status.add_argument("--follow", action="store_true", help="until it finishes")
    board = commands.add_parser("leaderboard", help="a benchmark's leaderboard")
    board.add_argument("slug")
    results = commands.add_parser("results", help="a submission's per-generation results")
    results.add_argument("id", type=int)
    results.add_argument("--download", action="store_true", help="write them to a file")
    results.add_argument("--format", choices=["jsonl", "csv"], default="jsonl")
    results.add_argument("-o", "--output", type=Path)
    cancel = commands.add_parser("cancel", help="cancel a queued or running submission")
    cancel.add_argument("id", type=int)
    reward = commands.add_parser("reward", help="rewards for completions of public dev problems (JSONL lines {problem_id, completion})")
    reward.add_argument("file", type=Path)
    reward.add_argument("--benchmark", required=True)
    reward.add_argument("--reward", required=True, help="green-tea, pie-speedup or autoveccoder")
    reward.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a reward option (a number, or text), e.g. variant=energy")
    reward.add_argument("--jsonl", action="store_true", help="one JSON object per completion instead of a table")
    args = parser.parse_args(argv)
    try:
        return run(args, Client(*load_config()))
    except CliError as exc:
        print(f"portal-cli: {exc}", file=sys.stderr)
        return 2


def run(args, client: Client) -> int:
    if args.command == "submit":
        if not args.file.is_file():
            raise CliError(f"{args.file}: no such file")
        with open(args.file, "rb") as handle:
            state = client.request(
                "POST", "submissions/", data={"benchmark": args.benchmark, "model_name": args.model}, files={"file": (args.file.name, handle)}
            ).json()
        print(f"submission {state['id']} created")
        return 0 if args.no_follow else print_outcome(follow(client, state["id"]))
    if args.command == "submit-endpoint":
        api_key = os.environ.get(args.api_key_env, "") if args.api_key_env else ""
        if args.api_key_env and not api_key:
            raise CliError(f"${args.api_key_env} is empty")
        body = {
            "benchmark": args.benchmark,
            "model_name": args.model,
            "samples": args.samples,
            "temperature": args.temperature,
            "endpoint": {"base_url": args.base_url, "model": args.endpoint_model, **({"api_key": api_key} if api_key else {})},
        }
        state = client.request("POST", "submissions/", json=body).json()
        print(f"submission {state['id']} created")
        return 0 if args.no_follow else print_outcome(follow(client, state["id"]))
    if args.command == "status":
        if args.follow:
            return print_outcome(follow(client, args.id))
        state = client.request("GET", f"submissions/{args.id}/").json()
        print(progress_line(state))
        return 0 if state["status"] != "failed" else 1
    if args.command == "leaderboard":
        data, rows = leaderboard(client, args.slug)
        primary = data["primary_metric"]
        print(f"{'rank':>4}  {'model':30} {'submitter':15} {primary:>10}")
        for row in rows:
            print(f"{row['rank']:>4}  {row['model_name'][:30]:30} {row['submitter'][:15]:15} {row['score']:>10.4g}")
        return 0
    if args.command == "results":
        response = client.request("GET", f"submissions/{args.id}/results.{args.format}")
        if args.download or args.output:
            target = args.output or Path(f"submission-{args.id}.{args.format}")
            target.write_bytes(response.content)
            print(f"wrote {target} ({len(response.content)} bytes)")
        else:
            sys.stdout.write(response.text)
        return 0
    if args.command == "cancel":
        state = client.request("POST", f"submissions/{args.id}/cancel/").json()
        print(f"submission {state['id']}: {state['status']}")
        return 0
    if args.command == "reward":
        return reward_command(args, client)
    raise CliError(f"unknown command {args.command}")


def read_reward_items(path: Path) -> list[dict]:
    """{problem_id, completion} per line; a line that is not one is named."""
    if not path.is_file():
        raise CliError(f"{path}: no such file")
    items = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CliError(f"{path}: line {number}: not JSON ({exc.msg})") from None
        if not isinstance(item, dict) or not isinstance(item.get("problem_id"), str) or not isinstance(item.get("completion"), str):
            raise CliError(f"{path}: line {number}: needs 'problem_id' and 'completion' (strings)")
        items.append({"problem_id": item["problem_id"], "completion": item["completion"]})
    if not items:
        raise CliError(f"{path}: no items")
    return items


def _option(text: str) -> tuple[str, object]:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise CliError(f"--option {text!r}: expected NAME=VALUE")
    try:
        return name, float(value) if value.strip() else value
    except ValueError:
        return name, value


def reward_command(args, client: Client) -> int:
    items = read_reward_items(args.file)
    try:
        answers = request_rewards(
            items,
            benchmark=args.benchmark,
            reward=args.reward,
            options=dict(_option(o) for o in args.option),
            url=client.url,
            token=client.session.headers.get("Authorization", "").removeprefix("Token "),
        )
    except RewardServiceError as exc:
        raise CliError(str(exc)) from None
    except requests.ConnectionError:
        raise CliError(f"cannot reach the portal at {client.url} (is it running? is EFFBENCH_URL right?)") from None
    if args.jsonl:
        for answer in answers:
            print(json.dumps(answer, sort_keys=True))
        return 0
    print(f"{'#':>4}  {'problem':24} {'verdict':22} {'reward':>10}  cached")
    for number, answer in enumerate(answers, 1):
        value = "-" if answer["reward"] is None else f"{answer['reward']:.6g}"
        note = answer["components"].get("error", "") if answer["reward"] is None else ""
        print(
            f"{number:>4}  {answer['problem_id'][:24]:24} {answer['verdict'][:22]:22} {value:>10}  "
            f"{'yes' if answer['cached'] else 'no'}" + (f"  {note}" if note else "")
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
