"""Card descriptions joined with "or" (the reading side): "1 Tamer card or 1 Digimon card
with [Agumon] in its name", "Tamer card or Option card", "Tamer or Option card", "a card with
[X] in its name or the [Y] trait".

The rule manual's "XX or YY" (manual-en/xx-or-yy): a card that is either fits. What each
word describes is read as printed, and only where the official answers agree:

* alternatives printed each with its count ("1 ... or 1 ..."): a modifier describes its own
  alternative only (official Q&A Q1039, Q1332, Q4024: "1 yellow Tamer card or 1 single-color
  use cost 5 or lower Option card");
* a color printed on some alternatives and not on others is refused: official Q&A Q3424
  reads "1 purple or red card with the [Free] trait or 1 card with [Imperialdramon] in its
  name" with the colors on both, Q4024 "1 yellow Tamer card or 1 ... Option card" with it on
  one;
* alternatives with no count between them ("Tamer card or Option card") must differ in
  their kind only: whether a word printed on one of them describes the other is not settled;
* after "or", "with"-phrases of the description before ("with [X] in its name or the [Y]
  trait") are alternatives of that description's last "with".

The grammar reads the alternatives flat (``either_alt`` in ``text_grammar.lark``); this mixin
of the reader folds them into :class:`text_ir.Cards` (``either``) and :class:`text_ir.AnyOf`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.text_render import cards as render_cards
from judgeapp.engine.errors import CardTextError

_WITH = (ir.NameHas, ir.TextHas, ir.Trait, ir.TraitAny, ir.TraitPart, ir.AnyOf)


@dataclass(frozen=True)
class _Alt:
    """One alternative after "or": its printed count ("" if none) and its description."""

    count: str
    cards: ir.Cards


def _values(ch: list[Any]) -> list[Any]:
    return [c for c in ch if not isinstance(c, Token)]


class EitherReader:
    """Transformer methods of the ``either_alt`` rules (mixed into ``text_grammar._Reader``)."""

    def either_count(self, ch):
        v = _values(ch)
        return " ".join(str(t) for t in ch if isinstance(t, Token)) or str(v[0])

    def either_desc(self, ch):
        count = next((str(v) for v in _values(ch) if isinstance(v, str)), "")
        return _Alt(count, next(v for v in _values(ch) if isinstance(v, ir.Cards)))

    def either_named(self, ch):
        name = next(t for t in ch if isinstance(t, Token) and t.type == "NAME")
        return _Alt(str(_values(ch)[0]), ir.Cards(names=(str(name)[1:-1],)))

    def and_play_cost(self, ch):
        return AndCost(next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT"))

    def such_kind(self, ch):
        kinds = [str(v) for v in _values(ch) if isinstance(v, _KindWord)]
        return _Such("-or-".join(kinds), next(v for v in _values(ch) if isinstance(v, bool)))

    def pick_such(self, ch):
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return SuchPick(n, next(v for v in _values(ch) if isinstance(v, _Such)))

    def n_color(self, ch):
        return ColorCount(next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT"))

    def kind_word(self, ch):
        return _KindWord(str(ch[0]).lower())

    def kind_pair(self, ch):
        return _KindWord("-or-".join(str(v) for v in _values(ch)))

    def post_either(self, ch):
        return ir.AnyOf(tuple(_values(ch)))

    def this_has_either(self, ch):
        alts = [v for v in _values(ch) if isinstance(v, ir.ThisDigimon)]
        if len(alts) != len(_values(ch)):
            raise CardTextError("this Digimon has ... in its digivolution cards or ...",
                                "'or' joins its name, text or traits only")
        return ir.ThisDigimon(ir.AnyOf(tuple(a.what for a in alts)))

    def cards_either_named(self, ch):
        name = next(t for t in ch if isinstance(t, Token) and t.type == "NAME")
        values = _values(ch)
        second = _Alt(str(values[0]), values[1])
        return self._fold([_Alt("", ir.Cards(names=(str(name)[1:-1],))), second], values[2:])

    def cards_either(self, ch):
        return self._fold([_Alt("", _values(ch)[0])], _values(ch)[1:])

    @staticmethod
    def _fold(alts: list[_Alt], rest: list[Any]) -> ir.Cards:
        for v in rest:
            if isinstance(v, _Alt):
                alts.append(v)
            else:  # one more "with ..." of the description before
                alts[-1] = _Alt(alts[-1].count, _with_alternative(alts[-1].cards, v))
        if len(alts) == 1:
            return alts[0].cards
        _check_scope(alts)
        return ir.Cards(either=tuple(a.cards for a in alts),
                        either_counts=tuple(a.count for a in alts[1:]),
                        plural=alts[0].cards.plural)


@dataclass(frozen=True)
class _Such:
    kind: str
    plural: bool


@dataclass(frozen=True)
class SuchPick:
    """``N such <kind> card``: bound to the pick before it by :func:`bind_such`."""

    n: int
    such: _Such


def bind_such(picks: list[Any]) -> tuple[ir.Pick, ...]:
    """"1 such Tamer card": the words of the description before (its colors, level, traits,
    name parts...) with this kind (official Q&A Q2495: a Tamer card without the [SoC] trait
    can't be added; Q837: "1 such Tamer card" after "1 green Digimon card" is green)."""
    out: list[ir.Pick] = []
    for p in picks:
        if not isinstance(p, SuchPick):
            out.append(p)
            continue
        before = out[-1].cards if out else None
        if before is None or before.names or before.either or before.trait_first or \
                before.kind is None:
            raise CardTextError(f"{p.n} such", "'such' is read after a described card of a "
                                "kind ('1 green Digimon card and 1 such Tamer card')")
        out.append(ir.Pick(p.n, replace(before, kind=p.such.kind, plural=p.such.plural),
                           such=True))
    return tuple(out)


class AndCost(int):
    """``and a play cost of N or less`` after a card description."""


def join_cost(cards: ir.Cards, ch: list[Any]) -> ir.Cards:
    """``<cards> and a play cost of N or less``: the bound joins the description (one
    described card after a "with ..."; a name or alternatives are refused)."""
    cost = next((v for v in _values(ch) if isinstance(v, AndCost)), None)
    dp = next((v for v in _values(ch) if isinstance(v, ir.DPBound) and v.joined), None)
    if dp is not None:  # "... and 3000 DP or less" (text_costs.py)
        return join_dp(cards, dp)
    if cost is None:
        return cards
    if cards.names or cards.either or not cards.after:
        raise CardTextError(f"and a play cost of {cost} or less", "'and a play cost' is read "
                            "after a card description that ends with 'with ...'")
    return replace(cards, after=(*cards.after, ir.PlayCostAtMost(int(cost), joined=True)))


def join_dp(cards: ir.Cards, dp: ir.DPBound) -> ir.Cards:
    """``<cards with ...> and N DP or less``: the bound joins a described card that ends with
    "with ..." (a name or alternatives are refused; text_costs.py reads it)."""
    if cards.names or cards.either or not cards.after:
        raise CardTextError(f"and {dp.dp} DP or {dp.word}", "'and N DP or less' is read after a "
                            "card description that ends with 'with ...'")
    return replace(cards, after=(*cards.after, dp))


class ColorCount(int):
    """``2-color``: a card with exactly that many colors (CR 4.2 2-4-3; official Q&A Q1698)."""


class Colors(tuple):
    """The colors of a card description, and its printed color count (``n_colors``)."""

    n_colors: int | None

    def __new__(cls, colors: tuple[str, ...], n_colors: int | None = None) -> Colors:
        out = super().__new__(cls, colors)
        out.n_colors = None if n_colors is None else int(n_colors)
        return out


class _KindWord(str):
    """``Digimon`` / ``Tamer`` / ``Option`` (``tamer-or-option``: "Tamer or Option")."""


def _with_alternative(cards: ir.Cards, alt: Any) -> ir.Cards:
    """``<cards> with A or B``: B joins the last "with" of ``cards``."""
    if cards.names or not cards.after or not isinstance(cards.after[-1], _WITH) \
            or cards.trait_first and len(cards.after) == 1:
        raise CardTextError(render_cards(cards) + " or", "after 'or', 'with'-words join a "
                            "card description that ends with one ('a card with [X] in its "
                            "name or the [Y] trait')")
    last = cards.after[-1]
    joined = ir.AnyOf((*last.alts, alt) if isinstance(last, ir.AnyOf) else (last, alt))
    return replace(cards, after=(*cards.after[:-1], joined))


def _check_scope(alts: list[_Alt]) -> None:
    printed = render_cards(ir.Cards(either=tuple(a.cards for a in alts),
                                    either_counts=tuple(a.count for a in alts[1:])))
    colored = [bool(a.cards.colors) for a in alts]
    if any(colored) and not all(colored) or len({a.cards.n_colors for a in alts}) > 1:
        raise CardTextError(printed, "whether a color printed on one alternative also "
                            "describes another printed without one is not settled (official "
                            "Q&A Q3424 reads it for both, Q4024 for one)")
    for before, after in zip(alts, alts[1:], strict=False):
        if not after.count and (after.cards.names or replace(before.cards, kind=None)
                                != replace(after.cards, kind=None)):
            raise CardTextError(printed, "alternatives printed without a "
                                "count between them are read when they differ in their kind "
                                "only: whether a word printed on one describes the other is "
                                "not settled")


# the forms in docs/card-text.md (text_docs.EXAMPLES)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("card descriptions joined with 'or', each with its count: one card that fits one of them; "
     "a word describes its own alternative (official Q&A Q1332, Q3187; a color on some "
     "alternatives only is refused: Q3424)",
     "Return 1 Tamer card or 1 Digimon card with [Agumon] in its name from your trash to "
     "your hand."),
    ("'1 [Name] or 1 <description>': the exact name, or a card fitting the description "
     "(official Q&A Q811)",
     "Return 1 [Guilmon] or 1 card with [Growlmon] in its name from your trash to your hand."),
    ("'Digimon card or Tamer card', 'Tamer or Option card' (no count between: the "
     "alternatives differ in their kind only)",
     "Return 1 purple Digimon card or purple Option card from your trash to your hand."),
    ("'return up to N <cards> from your trash', 'add up to N <cards> among them' (one "
     "description): up to N chosen, the player may stop (CR 4.2 15-10-2-2; official Q&A "
     "Q1405, Q1673)",
     "Return up to 2 purple Digimon cards from your trash to your hand."),
    ("'this Digimon has [X] in its name/text or the [Y] trait': one of them (its top card)",
     "[When Attacking] If this Digimon has [Tyrannomon] in its name or the [Dinosaur] trait, "
     "<Draw 1>."),
    ("'1 of your Digimon with [X] in its name or the [Y] trait' (also 'or [Y] in one of its "
     "traits'): a Digimon whose top card fits one of them",
     "[Main] Delete 1 of your opponent's Digimon with [Greymon] in its name or the [CS] "
     "trait."),
    ("'[Name] card' / '[Name] Digimon card': the exact name (CR 4.2 2-3-1-2), of the kind if "
     "printed", "Return 1 [Takuya Kanbara] card from your trash to your hand."),
    ("'play 1 card with the [X] trait and a play cost of N or less' (from the hand or trash, "
     "or among revealed cards): both describe the card (official Q&A Q842)",
     "You may play 1 card with the [LIBERATOR] trait and a play cost of 4 or less from your "
     "hand or trash without paying the cost."),
    ("'add 1 <described card> and 1 such Tamer card [or Option card] among them': the words "
     "of the description before, another kind (official Q&A Q2495, Q837)",
     "[On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with the [SoC] trait "
     "and 1 such Tamer card among them to the hand. Trash the rest."),
    ("'N-color': a card with exactly that many colors (CR 4.2 2-4-3; official Q&A Q1698)",
     "Return 1 2-color red card from your trash to your hand."),
    ("'with [X] in its name or the [Y] trait' (also 'or [Y] in one of its traits', 'or [Y] "
     "in its text'): a card that fits either",
     "Return 1 card with [Lucemon] in its name or the [Royal Knight] trait from your trash "
     "to the hand."),
)
