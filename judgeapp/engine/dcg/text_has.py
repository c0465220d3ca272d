"""The conditions family: what a player has, as one general condition over the target
descriptions the reader already knows (grammar section "conditions on what a player has").

"If you have a Tamer", "While you have a level 5 or higher green Digimon with <Blocker> in
play", "If you have 2 or more Tamers with the [X] trait", "you have a suspended Tamer", "a
Digimon with [A] or [B] in its name on the field": the words after "you have" are a target
description (``pre* kind post*``, as in "1 of your suspended Digimon with ..."), so every
qualifier a target reads is read here with the same meaning, lowered by the same code
(``text_lower.target``) and matched by the same test (``query.target_matches``). The condition
holds while the number of the player's Digimon / Tamers that fit is at least 1 ("a"/"an"),
at least N ("N or more") or at most N ("N or less/fewer").

Where: "in play" and no place printed are the battle area (the breeding area is not
referenced: CR 4.2 3-4-7-8); "on the field" is the battle and breeding areas (official Q&A
Q4485).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import is_dataclass, replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Condition
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.errors import CardTextError

SUBJECT = "has-described"  # effects.Condition.subject (query.holds)
ON_FIELD = "on the field"
_KINDS = ("digimon", "tamer", "tamers", "digimon-or-tamer", "digimon-or-tamers")
_PLACES = {"in-play": "in play", "on-field": ON_FIELD}
_HAS = {"your": "you have", "opponent": "your opponent has"}
_HAS_NOT = {"your": "you don't have", "opponent": "your opponent doesn't have"}
# the qualifiers a condition reads: each lowered by ``text_lower.target`` to a field of the
# target that ``query.target_matches`` tests on the Digimon as it is
_READ = (ir.Suspended, ir.ColorIs, ir.ColorsAtLeast, ir.LevelAtMost, ir.LevelAtLeast,
         ir.LevelIs, ir.DPBound, ir.Trait, ir.TraitAny, ir.TraitPart, ir.NameHas, ir.TextHas,
         ir.HasKeyword, ir.UnderCount, ir.NoDigivolutionCards, ir.PlayCostBound, ir.AnyOf,
         ir.UnderNamed, ir.LevelOrTrait, ir.CardsAsThis)
# qualifiers whose truth persistent effects change (DP, keywords): not read in a 'while'
# condition, which is itself read while the persistent effects are gathered
_DYNAMIC = (ir.DPBound, ir.HasKeyword)

EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'you have <description> [in play / on the field]': a Digimon or Tamer described as a "
     "target is ('a'/'an'), N or more of them, N or fewer (the battle area; 'on the field' "
     "adds the breeding area: Q&A Q4485)",
     "[Main] If you have a Digimon with <Blocker> in play, gain 1 memory."),
    ("'you have a level N [or higher/lower] [color] Digimon ...' (the Digimon's level, CR 4.2 "
     "2-9-1)",
     "[Start of Your Main Phase] If you have a level 5 or higher Digimon in play, gain 1 "
     "memory."),
    ("a state and a count together ('2 or more suspended Tamers')",
     "[Start of Your Main Phase] If you have 2 or more suspended Tamers in play, gain 1 "
     "memory."),
)


class HasReader:
    """Reader mixin (``text_grammar._Reader``): "you have / your opponent has <description>
    [place]"."""

    def has_described(self, ch: list[Any]) -> ir.HasDescribed:
        return _described(ch, "your")

    def opp_described(self, ch: list[Any]) -> ir.HasDescribed:
        return _described(ch, "opponent")

    def opp_no_described(self, ch: list[Any]) -> ir.HasDescribed:
        return replace(_described(ch, "opponent"), negated=True)

    def no_described(self, ch: list[Any]) -> ir.HasDescribed:
        return replace(_described(ch, "your"), negated=True)

    def no_word(self, ch: list[Any]) -> str:
        return "no"


def _described(ch: list[Any], owner: str) -> ir.HasDescribed:
    vals = [v for v in ch if not (isinstance(v, Token) and v.type != "INT")]
    at = next(i for i, v in enumerate(vals) if _word(v) in _KINDS)
    kind = _word(vals[at])
    words = [_word(v) for v in vals[:at] if _word(v)]
    ints = [int(v) for v in vals[:at] if isinstance(v, Token)]
    quantity = f"{ints[0]} or {words[0]}" if ints else words[0]
    place = next((_PLACES[w] for v in vals[at:] if (w := _word(v)) in _PLACES), "")
    before = tuple(v for v in vals[:at] if is_dataclass(v))
    after = tuple(v for v in vals[at:] if is_dataclass(v))
    for f in (*before, *after):
        if not isinstance(f, _READ):
            raise CardTextError(f"{_HAS[owner]} {quantity} ...", "a condition reads a Digimon "
                                "or Tamer by its state, level, colors, DP, play cost, traits, "
                                "name, text, keywords and digivolution cards")
    colors = next((f.colors for f in before if isinstance(f, ir.ColorIs)), ())
    if len(colors) > 1 and ints:
        raise CardTextError(f"{_HAS[owner]} {quantity} {' or '.join(colors)} ...", "two "
                            "colors joined by 'or' are read in 'you have a <color> or "
                            "<color> Digimon/Tamer' only (N of either color together is not "
                            "settled)")
    first = next((i for i, v in enumerate(vals) if i > at and is_dataclass(v)), len(vals))
    place_first = any(_word(v) in _PLACES for v in vals[at:first])
    return ir.HasDescribed(quantity, ir.Select(None, False, owner, False, kind, before, after),
                           place, place_first=place_first and bool(after))


def _word(v: Any) -> str:
    """A word-valued result of the reader (its markers are ``str``), or ""."""
    return str(v) if isinstance(v, str) and not isinstance(v, Token) else ""


def render(c: ir.HasDescribed, fil: Callable[[Any], str], kinds: dict[str, str]) -> str:
    s = c.select
    has = _HAS_NOT[s.owner] if c.negated else _HAS[s.owner]
    place = [c.place] if c.place else []
    return " ".join([has, c.quantity, *(fil(f) for f in s.before), kinds[s.kind],
                     *(place if c.place_first else []), *(fil(f) for f in s.after),
                     *([] if c.place_first else place)])


def lower(c: ir.HasDescribed, target: Callable[[ir.Select], FxTarget]) -> Condition:
    words = c.quantity.split()
    op, n = ("<=", 0) if c.negated or c.quantity == "no" else (">=", 1) if len(words) == 1 \
        else ("<=" if words[2] in ("less", "fewer") else ">=", int(words[0]))
    return Condition(SUBJECT, op, n, target=target(c.select),
                     where=("field",) if c.place == ON_FIELD else ())


def dynamic(c: ir.Condition) -> bool:
    """Does the condition read DP or keywords (which persistent effects change)?"""
    if isinstance(c, ir.Joined):
        return any(dynamic(p) for p in c.parts)
    return isinstance(c, ir.HasDescribed) and any(
        isinstance(f, _DYNAMIC) for f in (*c.select.before, *c.select.after))
