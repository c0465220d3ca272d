"""Reading the cards under Tamers (the tamer-stack family): parse-tree nodes -> IR.

* Where cards placed under a Digimon come from: "from under one of your Tamers", "from your
  hand or from under one of your Tamers", "from your hand, or from under your Tamers," (the
  grammar's ``tamer_place_source``; text_ir.PlaceUnder ``source``).
* Where they go: "under that Digimon as one of its digivolution cards" (the Digimon of the
  digivolution whose cost is being reduced).
* "[Your Turn] If one of your Digimon digivolves into a Digimon card with <Save> in its text,
  by suspending this Tamer and placing 1 card from under one of your Tamers under that Digimon
  as one of its digivolution cards, reduce the digivolution cost by 1.": a card in play
  reducing its owner's digivolution cost with two costs (text_ir.DigivolveReduction, lead
  "if-one"; digivolve_cost.FIELD).

A mixin of the card-text transformer (text_grammar._Reader); the rendering is text_render's,
the lowering text_lower's and text_lower_stack's, the execution verbs/stack_place.py's and
digivolve_cost.py's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, Target
from judgeapp.engine.dcg.text_stack import _Bottom, _From
from judgeapp.engine.errors import CardTextError

# PlaceUnder.source for each printed wording, and the words it renders back as
TAMER_SOURCES = {
    "under-tamer": "from under one of your Tamers",
    "hand-or-under-tamer": "from your hand or from under one of your Tamers",
    "hand-or-under-tamers": "from your hand, or from under your Tamers,",
}
UNDER_TAMER = "under-tamer"  # Move.source: "from under one of your Tamers"
UNDER_TAMERS = "under-tamers"  # DigivolveInto.source: "digivolve into <cards> under your Tamers"
SECURITY_TOP = "security-top"  # PlaceUnder.source: "your top security card"
FROM_BATTLE = "battle-area"  # PlaceUnder.source: "this card from the battle area"
UNDER_YOUR_TAMERS = "under-your-tamers"  # PlaceUnder.dest_form: "under your Tamers"
THAT_ONE_OF = "that-one-of"  # PlaceUnder.dest_form: "under that Digimon as one of its ..."
THAT_DIGIMON = ir.Ref(word="that Digimon")
IF_ONE = "if-one"  # DigivolveReduction.lead: "If one of your Digimon digivolves into ..."
TAMER_UNDER = "tamer-under"  # Compare.subject: "there are N or more <cards> under this Tamer"

# one example of each form (text_docs: docs/card-text.md, read in tests/engine/test_cardtext.py)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("place ... from under one of your Tamers / from your hand or from under one of your "
     "Tamers / from your hand, or from under your Tamers, ... (cards under a Tamer in the "
     "battle area, CR 4.2 4-4-2, not a Digimon's digivolution cards; a face-down one stops the "
     "run)",
     "[On Play] You may place 1 Digimon card with the [Xros Heart] trait from your hand or from "
     "under one of your Tamers under this Digimon as its bottom digivolution card."),
    ("'If one of your <Digimon> digivolves into a Digimon card <description>, by <cost> and "
     "<cost>, reduce the digivolution cost by N' (a card in play reducing its owner's "
     "digivolution before the cost is paid, CR 4.2 8-1-2-4; '... under that Digimon as one of "
     "its digivolution cards': the digivolving Digimon, at the bottom)",
     "[Your Turn] If one of your Digimon digivolves into a Digimon card with <Save> in its "
     "text, by suspending this Tamer and placing 1 card from under one of your Tamers under "
     "that Digimon as one of its digivolution cards, reduce the digivolution cost by 1."),
    ("'When this Digimon would digivolve into <cards>, by <cost>, reduce the cost by N' (its "
     "own reduction with an optional 'by' cost, paid in full before the digivolution cost)",
     "[Your Turn] When this Digimon would digivolve into a [Glowing Dawn] trait Digimon card, "
     "by trashing the bottom face-down card from under any of your Tamers, reduce the cost by "
     "2."),
    ("'By placing this card from the battle area [face down] under any of your [X] trait "
     "Tamers, ...' (an Option in the battle area, whose effect works there: official Q&A "
     "Q6194, at the bottom of the cards under the Tamer)",
     "[Start of Your Main Phase] By placing this card from the battle area face down under any "
     "of your [BEATBREAK] trait Tamers, <Draw 1> and gain 1 memory."),
    ("place the top N cards of your deck [face down] under this Tamer (one at a time, the "
     "top card first: official Q&A Q6420)",
     "[All Turns] When your security stack is removed from, by suspending this Tamer, you may "
     "place the top 2 cards of your deck face down under this Tamer."),
    ("'When any of your [X] trait cards would be played, [by <cost>,] reduce the cost by N' (a "
     "card in play reducing its owner's play cost; official Q&A Q6421: two copies reduce by 2)",
     "[Your Turn] [Once Per Turn] When any of your [Glowing Dawn] trait cards would be played, "
     "by trashing the bottom face-down card from under any of your Tamers, reduce the cost by "
     "1."),
    ("'By placing your top security card face down under any of your [X] trait Tamers, ...' "
     "(a card removed from the security stack, not a check: CR 4.2 3-7-3)",
     "[On Play] By placing your top security card face down under any of your [Glowing Dawn] "
     "trait Tamers, <Recovery +1>"),
    ("return N <cards> from under one of your Tamers to your hand (not a Digimon's "
     "digivolution cards, CR 4.2 4-8-1)",
     "[On Play] You may return 1 Digimon card with <Save> in its text from under one of your "
     "Tamers to your hand."),
    ("<Digimon> may digivolve into <cards> under your Tamers [<cost>] (the requirements "
     "still apply: official Q&A Q3062; the card leaves the Tamer)",
     "[On Play] This Digimon may digivolve into [OmniShoutmon] under your Tamers without "
     "paying the cost."),
    ("place 1 <card> ... under your Tamers (under 1 of them, the player's choice; more "
     "than 1 card stays refused)",
     "[On Deletion] Place 1 Digimon card with the [Xros Heart]/[Blue Flare] trait from your "
     "hand or trash under your Tamers."),
    ("'there are N or less / more <cards> under this Tamer' (a condition; a face-down card "
     "fits no description, CR 4.2 4-7-9)",
     "[Start of Your Main Phase] If there are 2 or less cards under this Tamer, place 1 Digimon "
     "card with <Save> in its text from your trash under this Tamer."),
)

_CARD_POSTS = (ir.PlayCostAtMost, ir.Trait, ir.TraitAny, ir.NameHas, ir.TextHas, ir.TraitPart,
               ir.DPBound)


def _vals(ch: list[Any]) -> list[Any]:
    return [c for c in ch if not isinstance(c, Token)]


class TamerStackReader:
    """The transformer methods of the tamer-stack forms (with TamerCountReader's)."""

    def tamers_one(self, ch: list[Any]) -> _From:
        return _From("under-tamer")

    def tamers_hand_or_one(self, ch: list[Any]) -> _From:
        return _From("hand-or-under-tamer")

    def tamers_hand_or_comma(self, ch: list[Any]) -> _From:
        return _From("hand-or-under-tamers")

    def place_battle_card_under(self, ch: list[Any]) -> ir.PlaceUnder:
        return self._place(ch, ir.This("card"), source=FROM_BATTLE)  # type: ignore[attr-defined]

    def place_deck_top_n_under(self, ch: list[Any]) -> ir.PlaceUnder:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return self._place(ch, ir.TopOfDeck(), source="deck-top", n=n,  # type: ignore[attr-defined]
                           deck_words=f"the top {n} cards of your deck")

    def played_trait_first(self, ch: list[Any]) -> ir.PlayedCard:
        """"any of your [X] trait cards would be played": a card of any kind (only Digimon
        and Tamer cards are played: CR 4.2 7-1)."""
        names = tuple(str(t).strip()[1:-1].strip() for t in ch
                      if isinstance(t, Token) and t.type == "NAME")
        return ir.PlayedCard(plural=next(v for v in _vals(ch) if isinstance(v, bool)),
                             traits=ir.TraitAny(names, slash=len(names) > 1), trait_first=True)

    def place_security_top_under(self, ch: list[Any]) -> ir.PlaceUnder:
        return self._place(ch, ir.TopOfDeck(), source=SECURITY_TOP,  # type: ignore[attr-defined]
                           deck_words="your top security card")

    def under_tamer_to_hand(self, ch: list[Any]) -> ir.Move:
        move = self.trash_to_hand(ch)  # type: ignore[attr-defined]
        return replace(move, source=UNDER_TAMER)

    def digivolve_under_tamers(self, ch: list[Any]) -> ir.DigivolveInto:
        """"<Digimon> may digivolve into <cards> under your Tamers [<cost>]": the reader's
        digivolve_into with the zone the cards under the Tamers."""
        into = self.digivolve_into(ch)  # type: ignore[attr-defined]
        return replace(into, source=UNDER_TAMERS, owner_word="your",
                       zone_words="under your Tamers")

    def under_your_tamers(self, ch: list[Any]) -> _Bottom:
        return _Bottom(UNDER_YOUR_TAMERS, "", False, ir.Select(1, False, "your", False, "tamer"))

    def under_that_one_of(self, ch: list[Any]) -> _Bottom:
        return _Bottom(THAT_ONE_OF, "", True, THAT_DIGIMON)

    def if_digivolves_reduction(self, ch: list[Any]) -> ir.Effect:
        vals = _vals(ch)
        header, (_name, who) = vals[0], vals[1]
        posts = tuple(v for v in vals[2:] if isinstance(v, _CARD_POSTS))
        costs = [v for v in vals if isinstance(v, ir.Action.__args__)]
        red = next(v for v in vals if isinstance(v, ir.DigivolveReduction))
        period, _note = vals[-1]
        if not all(getattr(c, "gerund", False) for c in costs):
            raise CardTextError("By ...", "a 'by' cost is a gerund: 'By suspending ...'")
        if who is not None and (who.owner != "your" or who.kind != "digimon"):
            raise CardTextError("If one of ...", "a digivolution cost reduced by a card in "
                                "play is read for one of your Digimon")
        return ir.Effect(header, "field-digivolve-reduction", reduction=ir.DigivolveReduction(
            red.n, into=ir.Cards(kind="digimon", after=posts), article="a", lead=IF_ONE,
            who=who, cost=costs[0], cost_and=costs[1], condition=red.condition,
            digivolution=red.digivolution, memory=red.memory, period=period))


# ---------------------------------------------------------------- lowering


def costs(red: ir.DigivolveReduction, lower: Callable[[Any], Action]) -> tuple[Action, ...]:
    """The "by" costs of a digivolution cost reduction, in the printed order (``lower``: the
    cost lowering of text_lower). "that Digimon" in "placing ... under that Digimon as one of
    its digivolution cards" is the digivolving Digimon (Target mode "event":
    digivolve_cost.reduced names it)."""
    out = []
    for printed in (red.cost, red.cost_and):
        if printed is None:
            continue
        act = lower(printed)
        if isinstance(printed, ir.PlaceUnder) and printed.dest_form == THAT_ONE_OF:
            act = replace(act, target=Target("event"))
        out.append(act)
    return tuple(out)


class ReductionByReader:
    """"When this Digimon would digivolve into <cards>, by <cost>, reduce the cost by N" (a
    Digimon's own reduction, digivolve_cost.py, with a "by" cost: optional, paid in full)."""

    def digivolve_reduction_by(self, ch: list[Any]) -> ir.Effect:
        header, would, cost, red, (period, _note) = _vals(ch)
        if not getattr(cost, "gerund", False):
            raise CardTextError("By ...", "a 'by' cost is a gerund: 'By trashing ...'")
        return ir.Effect(header, "digivolve-reduction", reduction=replace(
            red, into=would.into, article=would.article, period=period,
            in_hand=would.in_hand, cost=cost))


class TamerCountReader:
    """"there are N or less / more <cards> under this Tamer" (a condition)."""

    def tamer_under_count(self, ch: list[Any]) -> ir.Compare:
        word = next(str(v) for v in _vals(ch) if isinstance(v, str) and not isinstance(
            v, ir.Cards))
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.Compare(TAMER_UNDER, word in ("less", "fewer"), n, fewer=word == "fewer",
                          wording=TAMER_UNDER,
                          cards=next(v for v in _vals(ch) if isinstance(v, ir.Cards)))
