"""Request parsing that hostile input cannot turn into a 500 (issue 15).

- The query string is decoded with replacement characters, so a raw non-UTF-8 byte sent by a
  client (``GET /search?q=\\xff`` through gunicorn) cannot break ``request.args`` in a view or
  in the error page; the request itself is refused with a 400 that says why.
- A JSON body nested deeper than Python can decode (``"[" * 100000``) is a malformed body
  (``get_json(silent=True)`` returns None) instead of a RecursionError.
- No request body is read beyond ``MAX_BODY`` (a JSON body has no other bound).
- A whole number in a parameter is read with :func:`whole_number`: ASCII digits only
  (``str.isdigit`` accepts ``"²"``, which ``int`` refuses) and a bounded length.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl

from flask import Flask, Request, request
from flask.json.provider import DefaultJSONProvider
from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import BadRequest
from werkzeug.utils import cached_property

MAX_DIGITS = 9
MAX_BODY = 2 * 1024 * 1024  # bytes of any request body (uploads are 1 MB, forms far less)


def whole_number(raw: str | None, digits: int = MAX_DIGITS) -> int | None:
    """``raw`` as a non-negative whole number written in ASCII digits, else None."""
    if raw is None:
        return None
    raw = raw.strip()
    if not raw or len(raw) > digits or not (raw.isascii() and raw.isdigit()):
        return None
    return int(raw)


class TolerantRequest(Request):
    """Flask's request whose arguments never fail to decode (bad bytes become U+FFFD)."""

    @cached_property
    def args(self) -> MultiDict[str, str]:  # type: ignore[override]
        text = self.query_string.decode("utf-8", "replace")
        return self.parameter_storage_class(
            parse_qsl(text, keep_blank_values=True, errors="replace"))


class BoundedJSONProvider(DefaultJSONProvider):
    """JSON whose decoding fails with ValueError (a bad body), never RecursionError."""

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        try:
            return super().loads(s, **kwargs)
        except RecursionError:
            raise ValueError("the JSON body is nested too deeply") from None


def _refuse_undecodable_query() -> None:
    try:
        request.query_string.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRequest("The address holds bytes that are not UTF-8 text; type the search "
                         "or the link again.") from None


def init_app(app: Flask) -> None:
    app.config.setdefault("MAX_CONTENT_LENGTH", MAX_BODY)
    app.request_class = TolerantRequest
    app.json = BoundedJSONProvider(app)
    app.json.ensure_ascii = False
    app.before_request(_refuse_undecodable_query)
