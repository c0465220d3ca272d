"""Scenarios carried in a URL: compact JSON, deflate-compressed, URL-safe base64 without padding.

A judge sends a ruling to another judge as a link; nothing is stored on a server. Decoding
never trusts the blob: its length, the base64, the compressed stream, the decompressed size
(zip bombs) and the JSON shape are each checked and reported with a plain message.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Any

from judgeapp.scenario.source import MAX_DEPTH as SOURCE_MAX_DEPTH

MAX_BLOB = 24_000            # characters in the URL part
MAX_JSON = 512 * 1024        # bytes once decompressed
MAX_DEPTH = SOURCE_MAX_DEPTH  # nesting, as in a scenario file
_BLOB = re.compile(r"^[A-Za-z0-9_-]+$")


class PermalinkError(ValueError):
    """A permalink that cannot be read; the message says why in the user's words."""


def encode(mapping: dict[str, Any]) -> str:
    """The URL-safe blob of a scenario mapping."""
    text = json.dumps(mapping, ensure_ascii=False, separators=(",", ":"))
    packed = zlib.compress(text.encode("utf-8"), 9)
    return base64.urlsafe_b64encode(packed).rstrip(b"=").decode("ascii")


def decode(blob: str) -> dict[str, Any]:
    """The scenario mapping of a blob; raises PermalinkError naming what is wrong."""
    if not blob:
        raise PermalinkError("the link carries no scenario")
    if len(blob) > MAX_BLOB:
        raise PermalinkError(f"the link is too long ({len(blob)} characters; at most {MAX_BLOB})")
    if not _BLOB.match(blob):
        raise PermalinkError("the link was changed: it contains characters a DigiJudge "
                             "permalink never has (only letters, digits, '-' and '_')")
    try:
        packed = base64.urlsafe_b64decode(blob + "=" * (-len(blob) % 4))
    except (binascii.Error, ValueError):
        raise PermalinkError("the link is cut short or was changed (it is not valid "
                             "base64)") from None
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_JSON + 1)
    except zlib.error:
        raise PermalinkError("the link is cut short or was changed (the compressed "
                             "scenario cannot be read)") from None
    if len(raw) > MAX_JSON or inflater.unconsumed_tail:
        raise PermalinkError(f"the scenario in the link is larger than {MAX_JSON // 1024} KB "
                             "once unpacked")
    if not inflater.eof:
        raise PermalinkError("the link is cut short: the compressed scenario ends early")
    try:
        mapping = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise PermalinkError("the link was changed: its content is not a scenario") from None
    if not isinstance(mapping, dict):
        raise PermalinkError("the link was changed: its content is not a scenario mapping")
    if _depth(mapping) > MAX_DEPTH:
        raise PermalinkError(f"the scenario in the link nests more than {MAX_DEPTH} levels "
                             "deep; a scenario never does")
    return mapping


def _depth(value: Any) -> int:
    """How deeply lists and mappings nest in ``value`` (counted without recursion)."""
    deepest = 0
    todo = [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            children = item.values() if isinstance(item, dict) else item
            todo.extend((child, level + 1) for child in children)
    return deepest
