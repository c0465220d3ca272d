"""The cards a keyword specifies in its parentheses: <Decode (XX)>, <Partition (XX & YY)>,
<Decoy (XX)>.

Cards print them in a compact notation, and each card's reminder spells it out, e.g.
<Decode (Lv.4 or lower w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait)>: "1 Level 4 or
lower Digimon card with [Agumon] or [Greymon] in its name or the [ME] or [VB] trait".
:func:`read` turns one specification into a card description (``CardFilter``) and that
English. Read are:

* a card name in brackets, ``[Agumon]``;
* a trait, ``[Ice-Snow] trait`` (or ``Ice-Snow trait``);
* colors and a level, ``blue Lv.4``, ``Yellow/Black Lv.6`` (one of the colors: the CR's own
  example is <Partition (blue Lv.4 & green Lv.4)>, CR 4.2 16-29-1), ``Lv.5 or lower``;
* then ``w/`` parts joined by "or": ``w/[A]/[B] in name``, ``w/[A] in text``,
  ``w/[A]/[B] in any trait`` (a part of a trait), ``w/[A]/[B] trait``.

A bare word (``Deva/Four Sovereigns``) could be a name or a trait: it is not read, so the
keyword is refused rather than guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from judgeapp.engine.dcg.effects import CardFilter

COLORS = ("red", "blue", "yellow", "green", "black", "purple", "white")
_BRACKETS = r"\[[^\[\]]+\](?:/\[[^\[\]]+\])*"
_WITH = re.compile(rf"w/(?P<items>{_BRACKETS}) (?P<where>in name|in text|in any trait|trait)",
                   re.IGNORECASE)
_HEAD = re.compile(r"(?:(?P<colors>[a-z]+(?:/[a-z]+)*) )?Lv\.(?P<level>\d+)"
                   r"(?P<bound> or lower| or higher)?", re.IGNORECASE)
_WHERE_WORDS = {"in name": "with {items} in its name", "in text": "with {items} in its text",
                "in any trait": "with {items} in any of its traits",
                "trait": "with the {items} trait"}


@dataclass(frozen=True)
class Spec:
    """One specified card: its description and the reminder-style English for it."""

    filter: CardFilter
    words: str  # "Blue Level 4 Digimon card", "[Agumon]"


def _items(text: str) -> tuple[str, ...]:
    return tuple(re.findall(r"\[([^\[\]]+)\]", text))


def _with_part(m: re.Match[str]) -> tuple[CardFilter, str]:
    items, where = _items(m["items"]), m["where"].lower()
    field = {"in name": "name_has", "in text": "texts_any", "in any trait": "trait_part",
             "trait": "traits_any"}[where]
    words = _WHERE_WORDS[where].format(items=" or ".join(f"[{i}]" for i in items))
    return CardFilter(kind="digimon", **{field: items}), words


def _described(spec: str) -> Spec | None:
    """Colors, a level and ``w/`` parts; None when any of it is not read."""
    flt, words, rest = CardFilter(kind="digimon"), ["Digimon card"], spec
    if head := _HEAD.match(rest):
        colors = tuple((head["colors"] or "").lower().split("/")) if head["colors"] else ()
        if any(c not in COLORS for c in colors):
            return None
        level, bound = int(head["level"]), (head["bound"] or "").strip()
        flt = replace(flt, colors=colors, max_level=None if bound == "or higher" else level,
                      min_level=None if bound == "or lower" else level)
        shown = " or ".join(c.capitalize() for c in colors)
        words = [" ".join(filter(None, (shown, f"Level {level}", bound, "Digimon card")))]
        rest = rest[head.end():].lstrip()
    parts = []
    while rest:
        m = _WITH.match(rest)
        if m is None:
            return None
        parts.append(_with_part(m))
        rest = rest[m.end():]
        if rest and not rest.startswith(" or "):
            return None
        rest = rest.removeprefix(" or ")
    if len(parts) == 1:
        flt = replace(parts[0][0], colors=flt.colors, max_level=flt.max_level,
                      min_level=flt.min_level)
    elif parts:
        flt = replace(flt, any_of=(tuple(p[0] for p in parts),))
    if parts:
        words.append(" or ".join(p[1] for p in parts))
    return Spec(flt, " ".join(words)) if words != ["Digimon card"] else None


def read(spec: str) -> Spec | None:
    """The card one keyword specification names or describes; None when it isn't read."""
    spec = " ".join(spec.split())
    if named := re.fullmatch(r"\[([^\[\]]+)\]", spec):
        return Spec(CardFilter(kind="digimon", names=(named[1].strip(),)), spec)
    trait = re.fullmatch(r"\[?([^\[\]/]+?)\]? trait", spec, flags=re.IGNORECASE)
    if trait and not re.search(r"\b(?:Lv|w)\b|[/.]", trait[1]):
        value = trait[1].strip()
        return Spec(CardFilter(kind="digimon", trait=value),
                    f"Digimon card with the [{value}] trait")
    return _described(spec)
