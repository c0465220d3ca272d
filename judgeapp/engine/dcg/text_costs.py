"""Playing, using and digivolving by effects, and their costs: the forms of the costs family
read (the rendering is in ``text_render``, the execution in ``verbs/play_free.py``).

"You may play 1 blue level 3 Digimon card from one of your blue Digimon's digivolution cards
without paying its memory cost." (grammar rule ``play_under_own``): the cards under any of
the player's Digimon in the battle area that fit the description (cards in the breeding area
can't be chosen: CR 4.2 3-4-7-5).

"When this card would be played, reduce the play cost by 2 for each of your opponent's
Digimon." (``play_reduction_each``): the card's own reduction (play_cost.py), its amount N
times the count read when the card would be played (CR 4.2 7-1-2-2, 4-27); the older
"When playing this card from your hand, reduce its memory cost by 1 for each ..." is the same
reduction (official Q&A Q1002), and may print its condition first ("While you have 10 or more
cards in your trash, when playing this card from your hand, ...").

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.text_lower import count as lower_count
from judgeapp.engine.errors import CardTextError

EXAMPLES: tuple[tuple[str, str], ...] = (
    ("When this card would be played, reduce the play cost by N for each <counted> (the count "
     "read when it would be played: CR 4.2 7-1-2-2, 4-27)",
     "When this card would be played, reduce the play cost by 2 for each of your opponent's "
     "Digimon."),
    ("[While <condition>,] when playing this card from your hand, reduce its memory cost by N "
     "[for each <counted>] (the older wording of the same reduction: official Q&A Q1002)",
     "When playing this card from your hand, reduce its memory cost by 1 for each of your "
     "opponent's Digimon with no digivolution cards."),
    ("play N <cards> from one of your <Digimon>'s digivolution cards without paying the cost "
     "(the digivolution cards of any of your Digimon in the battle area that fit; a face-down "
     "card has no card information: CR 4.2 4-7-9)",
     "[On Play] You may play 1 blue level 3 Digimon card from one of your blue Digimon's "
     "digivolution cards without paying its memory cost."),
    ("<cards with ...> and N DP or less (the DP printed on the card joins the description)",
     "[On Play] You may play 1 Digimon card with [Vegetation] or [Fairy] in its traits and 3000 "
     "DP or less from your hand without paying its memory cost."),
    ("from your <zone> and without paying the cost, you may play N <cards> [and without the same "
     "name as any of your Tamers] (the zone and the price printed first)",
     "[On Deletion] From your trash and without paying the cost, you may play 1 Tamer card with "
     "[Myotismon] in its text and without the same name as any of your Tamers."),
    ("[Your Turn] When this Digimon or any of your Tamers would digivolve into a multicolored "
     "Digimon that is <color> or <color>, reduce the digivolution cost by N (official Q&A "
     "Q2932: not in the breeding area)",
     "[Your Turn] [Once Per Turn] When this Digimon or any of your Tamers would digivolve into a "
     "multicolored Digimon that is blue or red, reduce the digivolution cost by 1."),
    ("[Your Turn] When this Digimon would digivolve into <cards> from the trash, reduce the "
     "digivolution cost by N (by another effect's digivolution from the trash: official Q&A "
     "Q1871)",
     "[Your Turn] When this Digimon would digivolve into a Digimon card from the trash, reduce "
     "the digivolution cost by 1."),
    ("<cards>, other than [X], (a card with that exact name does not fit: CR 4.2 2-3-1-2)",
     "[End of Opponent's Turn] Delete this Digimon. Then, you may play 1 Digimon card with the "
     "[Dark Masters] trait, other than [Puppetmon], from your hand without paying the cost."),
)


AS_ANOTHER = "as another Digimon"
AS_TAMER_OR_ANOTHER = "as a Tamer or another Digimon"

# what a card in the hand can count: not "this Digimon's" cards, not what "this effect" did
_NOT_COUNTED = ("under", "under-face-down", "effect-trashed")


def reduction_count(per: ir.ForEach | None, text: str) -> fx.Count | None:
    """What a play cost reduction's "for each" counts (None: no "for each")."""
    found = lower_count(per)
    if found is not None and found.what in _NOT_COUNTED:
        raise CardTextError(text, "a card in the hand has no digivolution cards or effect to "
                            "count for its play cost reduction")
    return found


OR_THIS = "this-or-tamers"  # DigivolveReduction.lead: "this Digimon or any of your Tamers"


class FromTrash:
    """"from the trash" after the card a Digimon would digivolve into."""


class _As:
    """"as another Digimon" / "as a Tamer or another Digimon" (printed after the source)."""

    def __init__(self, words: str) -> None:
        self.words = words


class _Holder:
    """"one of your blue Digimon's": the count word printed and the Digimon described."""

    def __init__(self, word: str, select: ir.Select) -> None:
        self.word = word
        self.select = select


class CostsReader:
    """Reader methods for the costs family (mixed into ``text_grammar._Reader``)."""

    def holder_stack(self, ch: list[Any]) -> _Holder:
        word = str(ch[0])
        if word.lower() != "one" and word != "1":
            raise CardTextError(f"from {word} of your Digimon's digivolution cards",
                                "the cards under one of your Digimon are read")
        before = tuple(c for c in ch if not isinstance(c, Token))
        return _Holder(word, ir.Select(1, False, "your", False, "digimon", before))

    def as_another(self, ch: list[Any]) -> _As:
        return _As(AS_ANOTHER)

    def as_tamer_or_another(self, ch: list[Any]) -> _As:
        return _As(AS_TAMER_OR_ANOTHER)

    def play_under_own(self, ch: list[Any]) -> ir.PlayFree:
        vals = [c for c in ch if not isinstance(c, Token)]
        n, up_to = next(v for v in vals if isinstance(v, tuple))
        holder = next(v for v in vals if isinstance(v, _Holder))
        as_words = next((v.words for v in vals if isinstance(v, _As)), "")
        return ir.PlayFree(next(v for v in vals if isinstance(v, ir.Cards)), "under-own", n,
                           up_to=up_to, cost_words=str(vals[-1]), under_words=holder.word,
                           holder=holder.select, as_words=as_words)

    def playing_this_card(self, ch: list[Any]) -> Any:
        return self.card_would_be_played(ch)  # type: ignore[attr-defined]

    def play_reduction_each(self, ch: list[Any]) -> ir.PlayReduction:
        red = self.play_reduction(ch)  # type: ignore[attr-defined]
        return replace(red, per=next(v for v in ch if isinstance(v, ir.ForEach)))

    def play_reduction_cond_first(self, ch: list[Any]) -> ir.PlayReduction:
        """"While <condition>, when playing this card from your hand, reduce ...": the
        condition holds when the card would be played (checked then, CR 4.2 15-8-3-9)."""
        cond = next(v for v in ch if not isinstance(v, Token))
        red = self.play_reduction([v for v in ch if v is not cond])  # type: ignore[attr-defined]
        return replace(red, condition=ir.If(cond, word="while"), cond_first=True)

    def card_not_named(self, ch: list[Any]) -> ir.NotNamed:
        name = next(t for t in ch if isinstance(t, Token) and t.type == "NAME")
        return ir.NotNamed(str(name)[1:-1])

    def and_dp(self, ch: list[Any]) -> ir.DPBound:
        dp = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        word = str(next(v for v in ch if not isinstance(v, Token)))
        return ir.DPBound(dp, True, word, joined=True)

    def multicolor_reduction(self, ch: list[Any]) -> ir.Effect:
        """"When this Digimon or any of your Tamers would digivolve into a multicolored Digimon
        that is <A> or <B>, reduce ...": a card in play reducing its own digivolution or one
        of its owner's Tamers' (digivolve_cost.FIELD, the Digimon as ``OR_THIS``)."""
        vals = [c for c in ch if not isinstance(c, Token)]
        header, colors = vals[0], tuple(str(v).lower() for v in vals[1:3])
        red = next(v for v in vals if isinstance(v, ir.DigivolveReduction))
        period, _note = vals[-1]
        into = ir.Cards(kind="digimon", colors=colors, after=(ir.ColorsAtLeast(2),))
        tamers = ir.Select(None, False, "your", False, "tamers")
        return ir.Effect(header, "field-digivolve-reduction", reduction=replace(
            red, into=into, lead=OR_THIS, who=tamers, period=period))

    def digi_from_trash(self, ch: list[Any]) -> FromTrash:
        return FromTrash()
