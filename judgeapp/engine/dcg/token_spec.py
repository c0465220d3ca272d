"""The Token a "play 1 [Name] Token" effect plays, read from the reminder printed with it.

Two printed shapes: "(Digimon/Cost 14/Lv.6/White/Mega/Unknown/Unidentified/3000 DP)" (kind,
then cost, level, colors, traits, DP and keywords in any order) and "(Diaboromon Tokens are
level 6 white Digimon with a memory cost of 14, 3000 DP, and are Mega form, Unidentified type,
and Unknown attribute.)". A Token with printed effects other than keywords is refused: the
engine gives Tokens keywords only.
"""

from __future__ import annotations

import re

from judgeapp.engine.dcg.effects import TokenSpec
from judgeapp.engine.dcg.keyword_text import keyword_id
from judgeapp.engine.errors import CardTextError

COLORS = ("red", "blue", "yellow", "green", "black", "purple", "white")
_PROSE = re.compile(
    r"\((?P<name>.+?) Tokens are level (?P<level>\d+) (?P<color>\w+) Digimon with a memory cost "
    r"of (?P<cost>\d+), (?P<dp>\d+) DP, and (?:are (?P<form>.+?) form, (?P<type>.+?) type, and "
    r"(?P<attr>.+?) attribute|(?P<traits>[^()]+?) traits)\.?\)", re.IGNORECASE)
_KEYWORDS = re.compile(r"<((?:[^<>]|<[^<>]*>)+)>")


def _refuse(note: str, why: str) -> CardTextError:
    return CardTextError(note, f"the Token's reminder {why}")


def read(name: str, note: str | None) -> TokenSpec:
    """The Token named ``name`` as ``note`` describes it, or CardTextError."""
    if not note:
        raise _refuse(name, "is missing: the Token's color and DP are not printed")
    if m := _PROSE.fullmatch(note.strip()):
        if m["name"].lower() != name.lower():
            raise _refuse(note, f"describes {m['name']}, not {name}")
        traits = (m["form"], m["attr"], m["type"]) if m["form"] else \
            tuple(t.strip() for t in m["traits"].split("/"))
        return TokenSpec(name, (m["color"].lower(),), int(m["dp"]), int(m["level"]),
                         int(m["cost"]), traits)
    return _slashed(name, note)


def _slashed(name: str, note: str) -> TokenSpec:
    inner = note.strip()
    if not (inner.startswith("(") and inner.endswith(")")):
        raise _refuse(note, "is not read")
    parts = [p.strip() for p in inner[1:-1].split("/")]
    if parts[0].lower() != "digimon":
        raise _refuse(note, "must start with 'Digimon'")
    colors: list[str] = []
    traits: list[str] = []
    keywords: list[str] = []
    level = cost = dp = None
    for part in parts[1:]:
        low = part.lower()
        if m := re.fullmatch(r"cost (\d+)", low):
            cost = int(m[1])
        elif m := re.fullmatch(r"lv\. ?(\d+)", low):
            level = int(m[1])
        elif m := re.fullmatch(r"(\d+) dp", low):
            dp = int(m[1])
        elif low in COLORS:
            colors.append(low)
        elif part.startswith("<"):
            found = _KEYWORDS.findall(part)
            if _KEYWORDS.sub("", part).strip() or not all(keyword_id(k) for k in found):
                raise _refuse(note, f"gives {part!r}: only keywords the engine models are read")
            keywords.extend(found)
        elif re.fullmatch(r"[A-Za-z][A-Za-z .'-]*", part):
            traits.append(part)
        else:
            raise _refuse(note, f"gives {part!r}: a Token's effects other than keywords are not "
                          "modelled")
    if dp is None or not colors:
        raise _refuse(note, "gives no color or no DP")
    return TokenSpec(name, tuple(colors), dp, level, cost, tuple(traits), tuple(keywords))
