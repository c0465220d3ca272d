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

Whose and how many: "you have", "your opponent has", "you don't have" / "your opponent
doesn't have" / "your opponent has no" (none). "A purple Digimon or purple Tamer", "a Tamer or
a Digimon with the [X] trait", "[X] or a Tamer with the [X] trait": one of the two (the name
exactly, CR 4.2 2-3-1-2). "A Digimon with <Security Attack>" is one with any <Security Attack
+N> or <Security Attack -N> (official Q&A Q2171).

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
from judgeapp.engine.dcg.text_conjunctions import ANY_OF
from judgeapp.engine.errors import CardTextError

SUBJECT = "has-described"  # effects.Condition.subject (query.holds)
FEWER_SECURITY = "security-below-opponent"  # "you have fewer security cards than ..."
IN_HAND = "in-hand"  # Compare.wording: "N or more cards in hand"
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
    ("'you have <description> or <description>' / '[Name] or <description>': one of them "
     "(manual-en/xx-or-yy; the name exactly, CR 4.2 2-3-1-2)",
     "[On Deletion] If you have a purple Digimon or purple Tamer in play, gain 1 memory."),
    ("'you have fewer security cards than your opponent' (strictly fewer: official Q&A "
     "Q1479, Q4240)",
     "[Start of Your Turn] If you have fewer security cards than your opponent, gain 2 "
     "memory."),
    ("'N or more cards in hand' (the older wording of 'in your hand' / 'in their hand')",
     "[Start of Your Main Phase] If your opponent has 8 or more cards in hand, gain 1 memory."),
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

    def fewer_security(self, ch: list[Any]) -> ir.FewerSecurity:
        return ir.FewerSecurity()

    def hand_short(self, ch: list[Any]) -> ir.Compare:
        """"you have 5 or more cards in hand": "in your hand" (the older wording)."""
        return replace(self._compare(ch, "hand"), wording=IN_HAND)  # type: ignore[attr-defined]

    def opp_hand_short(self, ch: list[Any]) -> ir.Compare:
        return replace(self._compare(ch, "opp-hand"), wording=IN_HAND)  # type: ignore[attr-defined]

    def has_alt_a(self, ch: list[Any]) -> tuple[str, ir.Select]:
        """The description after "or" ("a Digimon with the [X] trait", "purple Tamer")."""
        described = _described(["a", *ch] if _word(ch[0]) not in ("a", "an") else ch, "your")
        return (_word(ch[0]) if _word(ch[0]) in ("a", "an") else "", described.select)

    def has_alt(self, ch: list[Any]) -> tuple[str, ir.Select]:
        return ch[0] if len(ch) == 1 and isinstance(ch[0], tuple) else self.has_alt_a(ch)

    def has_either_digimon(self, ch: list[Any]) -> ir.HasEither:
        return _either(ch, "digimon")

    def has_either_tamer(self, ch: list[Any]) -> ir.HasEither:
        return _either(ch, "tamer")

    def has_either_named(self, ch: list[Any]) -> ir.HasEither:
        name = next(str(t).strip()[1:-1].strip() for t in ch
                    if isinstance(t, Token) and t.type == "NAME")
        article = next((w for v in ch if (w := _word(v)) in ("a", "an")), "")
        article2, second = next(v for v in ch if isinstance(v, tuple))
        return ir.HasEither(name, article, second, article2, _place(ch))


def _either(ch: list[Any], kind: str) -> ir.HasEither:
    article2, second = next(v for v in ch if isinstance(v, tuple))
    before = tuple(v for v in ch if is_dataclass(v))
    if not all(isinstance(f, _READ) for f in (*before, *second.before, *second.after)):
        raise CardTextError("you have a ... or ...", "a condition reads a Digimon or Tamer "
                            "by its state, level, colors, DP, play cost, traits, name, text, "
                            "keywords and digivolution cards")
    first = ir.Select(None, False, "your", False, kind, before)
    article = next(w for v in ch if (w := _word(v)) in ("a", "an"))
    return ir.HasEither(first, article, second, article2, _place(ch))


def _place(ch: list[Any]) -> str:
    return next((_PLACES[w] for v in ch if (w := _word(v)) in _PLACES), "")


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


def render_either(c: ir.HasEither, fil: Callable[[Any], str], kinds: dict[str, str]) -> str:
    first = f"[{c.first}]" if isinstance(c.first, str) else _words(c.first, fil, kinds)
    return " ".join(w for w in ("you have", c.first_article, first, "or", c.second_article,
                                _words(c.second, fil, kinds), c.place) if w)


def _words(s: ir.Select, fil: Callable[[Any], str], kinds: dict[str, str]) -> str:
    return " ".join([*(fil(f) for f in s.before), kinds[s.kind], *(fil(f) for f in s.after)])


def lower_either(c: ir.HasEither, target: Callable[[ir.Select], FxTarget]) -> Condition:
    """One of the two holds (manual-en/xx-or-yy); an exact name is in the battle area."""
    where = ("field",) if c.place == ON_FIELD else ()
    if isinstance(c.first, str) and where:
        raise CardTextError(f"[{c.first}] or ... on the field", "a name is read in the "
                            "battle area only")
    first = Condition("has-name", ">=", 1, name=c.first) if isinstance(c.first, str) else \
        Condition(SUBJECT, ">=", 1, target=target(c.first), where=where)
    return Condition(ANY_OF, any_of=(first, Condition(SUBJECT, ">=", 1,
                                                      target=target(c.second), where=where)))


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
    selects = [c.select] if isinstance(c, ir.HasDescribed) else [
        s for s in (c.first, c.second) if isinstance(s, ir.Select)] \
        if isinstance(c, ir.HasEither) else []
    return any(isinstance(f, _DYNAMIC) for s in selects for f in (*s.before, *s.after))
