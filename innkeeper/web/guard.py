"""The server's outer wall: Host and Origin checks, body limits, strict JSON and security headers.

A plain ASGI middleware in front of the app. A request it refuses gets a short JSON error and never
reaches a route, so nothing changes; a request it lets through carries a body that is at most
``MAX_BODY`` bytes of UTF-8 JSON with finite numbers, whole Unicode strings and shallow nesting.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

MAX_BODY = 64 * 1024     # bytes: a request body is a small JSON object
MAX_DEPTH = 32           # nesting of arrays and objects in a body or a message
LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")
SECURITY_HEADERS = [
    (b"content-security-policy", b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                 b"connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
                                 b"form-action 'self'"),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]


class BadJSON(ValueError):
    """A JSON text the server will not take; the message says why."""


def _no_constants(name: str) -> float:
    raise BadJSON(f"numbers must be finite; {name} is not JSON")


def strict_json(text: str | bytes) -> object:
    """Parse JSON, refusing NaN/Infinity, lone surrogates, deep nesting and bytes that are not UTF-8."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise BadJSON("the body is not UTF-8 text") from None
    try:
        value = json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise BadJSON(f"JSON nested more than {MAX_DEPTH} levels deep") from None
    except BadJSON:
        raise
    except ValueError as exc:
        raise BadJSON(f"not JSON: {exc}") from None
    _check(value, 0)
    return value


def _check(value: object, depth: int) -> None:
    """Refuse nesting deeper than MAX_DEPTH and strings that are not whole Unicode."""
    if depth > MAX_DEPTH:
        raise BadJSON(f"JSON nested more than {MAX_DEPTH} levels deep")
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise BadJSON("a string holds a lone surrogate (\\ud800-\\udfff): not Unicode text") from None
    elif isinstance(value, dict):
        for key, item in value.items():
            _check(key, depth + 1)
            _check(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check(item, depth + 1)


def host_of(value: str) -> str:
    """The host part of a Host header or an Origin (no scheme, no port), lower case."""
    value = value.split("://", 1)[-1].split("/", 1)[0].lower()
    if value.startswith("["):
        return value[1:].split("]", 1)[0]
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


class Guard:
    """ASGI middleware: refuse unknown hosts, cross-site sockets and oversized or unsafe bodies; add headers."""

    def __init__(self, app, allowed_hosts: Iterable[str] | None = None, max_body: int = MAX_BODY):
        self.app = app
        hosts = list(allowed_hosts) if allowed_hosts is not None else list(LOCAL_HOSTS)
        self.any_host = "*" in hosts
        self.hosts = {h.lower().strip("[]") for h in hosts}
        self.max_body = max_body

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope.get("headers", [])}
        host = headers.get("host", "")
        if not self.any_host and host_of(host) not in self.hosts:
            await self._refuse(scope, receive, send, 421, f"this server does not answer for host {host!r}")
            return
        if scope["type"] == "websocket":
            origin = headers.get("origin")
            if origin is not None and origin.split("://", 1)[-1].lower() != host.lower():
                await self._refuse(scope, receive, send, 403, f"connections from {origin!r} are not allowed")
                return
            await self.app(scope, receive, send)
            return
        declared = headers.get("content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_body):
            await self._refuse(scope, receive, send, 413, f"a request body may be at most {self.max_body} bytes")
            return
        body = b""
        if scope["method"] in ("POST", "PUT", "PATCH", "DELETE"):
            more = True
            while more:
                message = await receive()
                if message["type"] == "http.disconnect":
                    return
                body += message.get("body", b"")
                more = message.get("more_body", False)
                if len(body) > self.max_body:
                    await self._refuse(scope, receive, send, 413,
                                       f"a request body may be at most {self.max_body} bytes")
                    return
            if body:
                try:
                    strict_json(body)
                except BadJSON as exc:
                    await self._refuse(scope, receive, send, 400, str(exc))
                    return
        sent = False

        async def replay():
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        async def with_headers(message) -> None:
            if message["type"] == "http.response.start":
                message = dict(message, headers=list(message.get("headers", [])) + SECURITY_HEADERS)
            await send(message)

        await self.app(scope, replay, with_headers)

    async def _refuse(self, scope, receive, send, status: int, detail: str) -> None:
        """Answer with an error and nothing else (a socket is refused before its handshake completes)."""
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 4403 if status == 403 else 4400, "reason": detail[:120]})
            return
        payload = json.dumps({"detail": detail}).encode()
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(payload)).encode())] + SECURITY_HEADERS})
        await send({"type": "http.response.body", "body": payload})
