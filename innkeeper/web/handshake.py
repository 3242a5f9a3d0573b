"""The request head's bounds: a line over 8 KB, or a head over 32 KB, is answered at once (414 or 431) and closed.

Uvicorn's HTTP parser takes any length, and hands a WebSocket upgrade to the WebSocket library, which
gives up on a line over 8 KB without a word: the client waited for ever. This parser answers first.
"""

from __future__ import annotations

import json

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

MAX_LINE = 8 * 1024     # bytes in the request line or in one header line
MAX_HEAD = 32 * 1024    # bytes in all header lines together
REASONS = {414: b"URI Too Long", 431: b"Request Header Fields Too Large"}


class TooLong(Exception):
    """The request head is over a bound; ``status`` and ``detail`` say which."""

    def __init__(self, status: int, detail: str):
        super().__init__(detail)
        self.status = status
        self.detail = detail


class BoundedHttp(HttpToolsProtocol):
    """Uvicorn's httptools protocol with the request line, each header line and the whole head bounded."""

    refusal: TooLong | None = None
    head = 0

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self.refusal = None
        self.head = 0

    def on_url(self, url: bytes) -> None:
        super().on_url(url)
        if len(self.url) > MAX_LINE:
            self._refuse(414, f"the request line is longer than {MAX_LINE} bytes")

    def on_header(self, name: bytes, value: bytes) -> None:
        line = len(name) + len(value) + 4
        self.head += line
        if line > MAX_LINE:
            self._refuse(431, f"a header line is longer than {MAX_LINE} bytes")
        if self.head > MAX_HEAD:
            self._refuse(431, f"the request's headers are longer than {MAX_HEAD} bytes")
        super().on_header(name, value)

    def _refuse(self, status: int, detail: str) -> None:
        """Stop parsing; the parser's error leads to ``send_400_response``, which answers with this instead."""
        self.refusal = TooLong(status, detail)
        raise self.refusal

    def send_400_response(self, msg: str) -> None:
        if self.refusal is None:
            super().send_400_response(msg)
            return
        status, body = self.refusal.status, json.dumps({"detail": self.refusal.detail}).encode()
        self.transport.write(b"".join([
            b"HTTP/1.1 %d %s\r\n" % (status, REASONS[status]), b"content-type: application/json\r\n",
            b"content-length: %d\r\n" % len(body), b"connection: close\r\n\r\n", body]))
        self.transport.close()
