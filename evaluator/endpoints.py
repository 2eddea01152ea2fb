"""Model endpoints that speak the OpenAI chat-completions API (vLLM, TGI, llama.cpp server,
OpenAI): asking one for a sample, with timeouts and retries, and refusing addresses a server
should not be made to call (SSRF)."""

import ipaddress
import json
import random
import re
import socket
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import requests

RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504}
MAX_REPLY_BYTES = 2 * 1024 * 1024
FENCE = re.compile(r"```[ \t]*(?:c\+\+|cpp|cc|cxx|c)?[ \t]*\n(.*?)```", re.DOTALL | re.IGNORECASE)


class EndpointError(RuntimeError):
    """The endpoint could not give a usable sample; the message is shown to the submitter."""


class EndpointRefused(ValueError):
    """The URL may not be called (scheme, or a private/loopback/link-local address)."""


@dataclass(frozen=True)
class Endpoint:
    base_url: str
    model: str
    api_key: str = field(default="", repr=False)
    temperature: float = 0.0
    max_tokens: int = 2048
    timeout_seconds: float = 60.0


@dataclass(frozen=True)
class Completion:
    text: str
    raw: str
    prompt_tokens: int
    completion_tokens: int


def check_url(url: str, *, allow_private: bool) -> None:
    """Refuse URLs that are not http(s) or whose host resolves to a non-public address."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise EndpointRefused(f"the endpoint URL must be http:// or https:// with a host, not {url[:100]!r}")
    if parts.username or parts.password:
        raise EndpointRefused("the endpoint URL must not carry credentials; give the API key separately")
    try:
        infos = socket.getaddrinfo(parts.hostname, parts.port or (443 if parts.scheme == "https" else 80), proto=socket.IPPROTO_TCP)
    except (socket.gaierror, UnicodeError) as exc:
        raise EndpointRefused(f"the endpoint host {parts.hostname!r} does not resolve ({exc})") from None
    if allow_private:
        return
    for info in infos:
        address = ipaddress.ip_address(info[4][0])
        if not address.is_global:
            raise EndpointRefused(f"the endpoint host {parts.hostname!r} resolves to {address}, a private, loopback or link-local address; those are refused")


def complete(
    endpoint: Endpoint, prompt: str, *, allow_private: bool, retries: int = 4, backoff_seconds: float = 1.0, session: requests.Session | None = None
) -> Completion:
    """One sample for `prompt`. Retries connection failures, timeouts, 429 and 5xx with
    exponential backoff (honouring Retry-After up to 30 s); any other answer fails at once."""
    check_url(endpoint.base_url, allow_private=allow_private)
    url = endpoint.base_url.rstrip("/") + "/chat/completions"
    headers = {"Content-Type": "application/json"}
    if endpoint.api_key:
        headers["Authorization"] = f"Bearer {endpoint.api_key}"
    body: dict[str, Any] = {
        "model": endpoint.model,
        "messages": [{"role": "user", "content": prompt}],
        "temperature": endpoint.temperature,
        "max_tokens": endpoint.max_tokens,
        "n": 1,
    }
    http = session or requests.Session()
    problem = ""
    for attempt in range(retries + 1):
        if attempt:
            time.sleep(min(30.0, _wait(problem, backoff_seconds * 2 ** (attempt - 1))))
        try:
            # Redirects are not followed: they could lead to an address check_url would refuse.
            response = http.post(url, json=body, headers=headers, timeout=endpoint.timeout_seconds, allow_redirects=False, stream=True)
            raw = response.raw.read(MAX_REPLY_BYTES + 1, decode_content=True)
        except requests.Timeout:
            problem = f"no answer within {endpoint.timeout_seconds:g} s"
            continue
        except requests.ConnectionError as exc:
            problem = f"unreachable ({_reason(exc)})"
            continue
        if response.status_code in RETRY_STATUS:
            problem = f"HTTP {response.status_code}|{response.headers.get('Retry-After', '')}"
            continue
        if response.status_code != 200:
            raise EndpointError(f"the endpoint answered HTTP {response.status_code}: {_snippet(raw)}")
        if len(raw) > MAX_REPLY_BYTES:
            raise EndpointError(f"the endpoint's reply is larger than {MAX_REPLY_BYTES} bytes")
        return _parse(raw)
    shown = problem.split("|")[0]
    raise EndpointError(f"the endpoint {endpoint.base_url} failed {retries + 1} times; last: {shown}")


def extract_program(text: str) -> str:
    """The program in a model's reply: the first fenced C/C++ block, else the whole reply."""
    match = FENCE.search(text)
    return match.group(1) if match else text


def _parse(raw: bytes) -> Completion:
    try:
        data = json.loads(raw)
        text = data["choices"][0]["message"]["content"]
        if not isinstance(text, str):
            raise TypeError("content is not a string")
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise EndpointError(f"the endpoint's answer is not an OpenAI chat completion ({type(exc).__name__}: {exc}): {_snippet(raw)}") from None
    usage = data.get("usage") or {}
    return Completion(
        text=text,
        raw=raw.decode("utf-8", errors="replace"),
        prompt_tokens=int(usage.get("prompt_tokens") or 0),
        completion_tokens=int(usage.get("completion_tokens") or 0),
    )


def _wait(problem: str, default: float) -> float:
    retry_after = problem.split("|")[1] if "|" in problem else ""
    try:
        return max(0.0, float(retry_after))
    except ValueError:
        return default * (0.5 + random.random())  # jitter: workers do not retry in lockstep


def _snippet(raw: bytes) -> str:
    return raw[:200].decode("utf-8", errors="replace").replace("\n", " ")


def _reason(exc: Exception) -> str:
    text = str(exc)
    for marker in ("Connection refused", "Name or service not known", "timed out", "No route to host"):
        if marker in text:
            return marker
    return type(exc).__name__
