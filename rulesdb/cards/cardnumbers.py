"""Card-number spellings: ``bt1-10``, ``BT01-010``, ``st1-3``, ``P-001`` -> the printed form.

The printed form is the set code with its number unpadded (``BT1``, ``ST12``, ``P``, ``EX3``)
and the card's serial padded to 2 digits for starter decks (``ST1-03``) and 3 elsewhere
(``BT1-010``, ``P-001``). Alternative-art suffixes (``BT1-010_P1``) name the same card.
"""

from __future__ import annotations

import re

_SPELLING = re.compile(
    r"^\s*(?P<set>[A-Za-z]{1,3})\s*0*(?P<setno>\d{0,2})\s*[-‐‑–—_ ]?\s*(?P<serial>\d{1,3})"
    r"(?:\s*_?\s*P\d+)?\s*$"
)
_TWO_DIGIT_SETS = {"ST"}


def normalize_number(spelling: str) -> str | None:
    """The printed card number for ``spelling``, or None when it is not a card number."""
    if not isinstance(spelling, str) or len(spelling) > 20:
        return None
    match = _SPELLING.match(spelling.replace("ー", "-"))
    if not match:
        return None
    prefix = match["set"].upper()
    serial = int(match["serial"])
    if serial == 0:
        return None
    width = 2 if prefix in _TWO_DIGIT_SETS else 3
    if len(str(serial)) > width:
        return None
    set_no = str(int(match["setno"])) if match["setno"] else ""
    if prefix != "P" and not set_no and prefix not in ("LM",):
        return None
    return f"{prefix}{set_no}-{serial:0{width}d}"
