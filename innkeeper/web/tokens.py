"""Secret tokens: made fresh, handed out once, and stored only as hashes.

The database and the server's memory keep a token's SHA-256, never the token, so a copy of the
database (or a log of its rows) lets nobody act for a seat or a host. A seat's token is derived
from the host's token (an HMAC of the table and seat), so the host can be shown every join link
again although the server cannot recover any of them.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import logging
import re
import secrets

HASH_LENGTH = 64   # hex digits of a SHA-256: what the token columns hold


def new_token() -> str:
    """A fresh secret: 144 random bits, URL-safe."""
    return secrets.token_urlsafe(18)


def token_hash(token: str) -> str:
    """What is stored for a token: its SHA-256 in hex (any string, non-ASCII included)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def seat_token(host_token: str, table_id: str, seat: int) -> str:
    """A seat's join token, derived from the host's: only the host (or the seat itself) can know it."""
    mac = hmac.new(host_token.encode("utf-8", "surrogatepass"), f"seat:{table_id}:{seat}".encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()[:18]).decode()


def matches(known_hash: str | None, given: object) -> bool:
    """Whether ``given`` is the token whose hash is ``known_hash``, in constant time; any value is safe."""
    if not known_hash or not isinstance(given, str) or not given:
        return False
    return hmac.compare_digest(known_hash.encode(), token_hash(given).encode())


_IN_JSON = re.compile(r'("(?:token|host|host_token)"\s*:\s*")[^"]*(")')
_IN_LINK = re.compile(r"([#&?](?:token|host)=)[^&\s'\"]+")
LOGGERS = ("websockets", "websockets.server", "websockets.protocol", "uvicorn", "uvicorn.error", "uvicorn.access",
           "innkeeper.web")


def redact(text: str) -> str:
    """``text`` with every token in a JSON message or a link replaced by ``…``."""
    return _IN_LINK.sub(r"\1…", _IN_JSON.sub(r"\1…\2", text))


class Redact(logging.Filter):
    """A log filter that takes tokens out of every record (the WebSocket library logs each frame at trace level)."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        clean = redact(message)
        if clean != message:
            record.msg, record.args = clean, None
        return True


def redact_logs(handlers: bool = True) -> None:
    """Put ``Redact`` on the server's loggers and (``handlers``) on every handler they and the root write to."""
    redactor = Redact()
    for name in (*LOGGERS, ""):
        logger = logging.getLogger(name)
        if not any(isinstance(f, Redact) for f in logger.filters):
            logger.addFilter(redactor)
        for handler in logger.handlers if handlers else ():
            if not any(isinstance(f, Redact) for f in handler.filters):
                handler.addFilter(redactor)
