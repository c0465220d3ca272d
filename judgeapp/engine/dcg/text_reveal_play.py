"""Playing cards by an effect, the forms of the reveal-play family read and written back:
"You may play 1 [Deva] trait Digimon card without the same name as the cards in your battle
area or trash from your hand to an empty space in your breeding area without paying the cost."
(grammar rule ``play_breeding``; executed by ``verbs/play_free.py``).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``); the
rendering is used by ``text_render``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Tree

from judgeapp.engine.dcg import card_either
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, Clause
from judgeapp.engine.dcg.text_render import TO_BREEDING
from judgeapp.engine.errors import CardTextError

EXAMPLES: tuple[tuple[str, str], ...] = (
    ("play N <cards> [without the same name as the cards in your battle area or trash] from "
     "your hand to an empty space in your breeding area without paying the cost (not a hatch; "
     "nothing triggers on it there: CR 4.2 3-4-7-4, official Q&A Q3531-Q3536)",
     "[On Play] <Draw 1> Then, you may play 1 [Deva] trait Digimon card without the same name "
     "as the cards in your battle area or trash from your hand to an empty space in your "
     "breeding area without paying the cost."),
    ("by <cost>, you may <action> (the cost paid, the action is still a choice: official Q&A "
     "Q2686)",
     "[Main] By returning this Tamer to the bottom of the deck, you may play 1 [Agumon] from "
     "your hand without paying the cost."),
    ("[you may] place N <cards> among them as this Digimon's bottom digivolution card / under "
     "this Digimon as its bottom digivolution card (revealed cards; as many as possible)",
     "[On Play] [When Digivolving] Reveal the top 3 cards of your deck. Place 1 level 5 or "
     "lower black Digimon card among them as this Digimon's bottom digivolution card. Trash "
     "the rest."),
    ("<cards> with inherited effects / with an inherited effect (an inherited effect printed in "
     "its lower text, not a [Security] effect: official Q&A Q2717)",
     "[When Digivolving] You may play 1 Tamer card with inherited effects from your trash "
     "without paying the cost."),
    ("among them, add <cards> to the hand and place N <cards> / N such card [face down] <as the "
     "bottom digivolution card of any of your Digimon ... / under any of your ... Tamers> | "
     "trash N <cards> / N such card (the add first: official Q&A Q4750)",
     "[When Moving] [On Play] Reveal the top 3 cards of your deck. Among them, add 1 [Glowing "
     "Dawn] trait card to the hand and place 1 such card face down under any of your [Glowing "
     "Dawn] trait Tamers. Return the rest to the bottom of the deck."),
    ("play N <cards> from your hand / trash / hand or trash with the [play] cost reduced by N "
     "(the rest paid, never below 0; not reduced while players can't reduce play costs: "
     "official Q&A Q6811, Q6984)",
     "[When Attacking] [Once Per Turn] You may play 1 Tamer card with the [TS] trait from your "
     "hand with the play cost reduced by 2."),
    ("play N <cards> and N <cards> from its / this Digimon's digivolution cards [suspended] "
     "without paying their costs (as many as possible once played: official Q&A Q710, Q1951)",
     "[When Digivolving] You may play 1 level 4 or lower blue Digimon card and 1 level 4 or "
     "lower green Digimon card from this Digimon's digivolution cards without paying their "
     "memory costs."),
    ("after 'Reveal the top card of your deck.': 'If it's a <card> / If that card has the "
     "<traits> trait, add it to your hand.' or 'Add it to your hand if it's a <card>.', then "
     "'Otherwise, place it at the bottom of your deck.' or a rest sentence",
     "[On Play] Reveal the top card of your deck. If it's a green Digimon card, add it to your "
     "hand. Otherwise, place it at the bottom of your deck."),
    ("play [N] <cards> from your hand or from under one of your Tamers / from under your "
     "Tamers without paying the cost (cards under a Tamer, not a Digimon's: official Q&A "
     "Q2021)",
     "[On Play] You may play 1 [Dorulumon] from your hand or from under one of your Tamers "
     "without paying its memory cost."),
    ("[play or] use 1 <cards> from your hand / trash / hand or trash without paying the cost / "
     "with the [play] cost reduced by N (an Option card used by the effect: its color "
     "requirements met, CR 4.2 9-1-1; 'play or': a Digimon or Tamer card played instead)",
     "[Main] [Once Per Turn] You may play or use 1 card with the [SW] trait from your hand with "
     "the cost reduced by 2."),
    ("[On Deletion] if this Digimon had [A] or [B] in its name / [the] [X] trait, ... (the "
     "Digimon as it was in the battle area)",
     "[On Deletion] If this Digimon had [Sukamon] or [Etemon] in its name, you may play 1 "
     "[Chuumon] from your trash suspended without paying the cost."),
    ("add N <cards> among them to your hand[,] and trash N <cards> among them / place N <cards> "
     "among them ... (one sentence; the add first)",
     "[On Play] Reveal the top 3 cards of your deck. Add 1 Tamer card among them to your hand, "
     "and trash 1 purple Digimon card among them. Place the remaining cards at the bottom of "
     "your deck in any order."),
    ("trash N <cards> among them (revealed cards; as many as possible: official Q&A Q1506)",
     "[When Attacking] You may reveal the top 3 cards of your deck. Trash 1 Tamer card among "
     "them. Place the remaining cards at the bottom of your deck in any order."),
)



@dataclass(frozen=True)
class _Reduced:
    """``with the [play] cost reduced by N``: N, and whether "play" was printed."""

    n: int
    play: bool


class _Source(str):
    """Where a card is played from: a key of text_render.TAMER_SOURCES."""


class _SameNames:
    """``without the same name as the cards in your battle area or trash``."""


class _Such:
    """``such card`` after "place N" / "trash N": the description the sentence added."""


class _Then:
    """What "Among them, add ... and" does next: ``make`` builds it from its cards."""

    def __init__(self, n: int, what: ir.Cards | _Such, make: Callable[[ir.Cards], Any]) -> None:
        self.n, self.what, self.make = n, what, make


class RevealPlayReader:
    """The reveal-play rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def such_card(self, ch: list[Any]) -> _Such:
        return _Such()

    def among_place(self, ch: list[Any]) -> _Then:
        vals = [c for c in ch if not isinstance(c, Token)]
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        what = next(v for v in vals if isinstance(v, ir.Cards | _Such))
        # the place_under reading of the same words, with the cards filled in (text_stack)
        return _Then(n, what, lambda cards: self._place(
            [cards, *vals[1:]], cards, n=n, source="among"))

    def among_trash(self, ch: list[Any]) -> _Then:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        what = next(c for c in ch if isinstance(c, ir.Cards | _Such))
        return _Then(n, what, lambda cards: ir.TrashAmong(n, cards))

    def among_first(self, ch: list[Any]) -> ir.AmongFirst:
        vals = [c for c in ch if not isinstance(c, Token)]
        then = next(v for v in vals if isinstance(v, _Then))
        add = self.add_among([*ch[:-1]])  # "add <picks> to the hand" (text_grammar)
        such = isinstance(then.what, _Such)
        if such and len(add.picks) != 1:
            raise CardTextError("such card", "'such card' is read after one description added")
        cards = add.picks[0].cards if such else then.what
        return ir.AmongFirst(add, then.make(cards), such=such)

    def with_inherited(self, ch: list[Any]) -> ir.WithInherited:
        return ir.WithInherited(an=any(str(t).lower() == "an" for t in ch))

    def had_name_or_text(self, ch: list[Any]) -> ir.Had:
        now = self.this_name_or_text(ch)  # the "has" reading (text_grammar)
        if not isinstance(now, ir.ThisDigimon):
            raise CardTextError("this Digimon had ... in its digivolution cards", "'had' is "
                                "read with a name, text or traits")
        return ir.Had(now)

    def had_trait(self, ch: list[Any]) -> ir.Had:
        traits = next(c for c in ch if isinstance(c, ir.TraitAny))
        the = any(isinstance(c, Tree) and c.data == "the_word" for c in ch)
        return ir.Had(ir.ThisDigimon(traits), the=the)

    def the_word(self, ch: list[Any]) -> Tree:
        return Tree("the_word", [])

    def revealed_is(self, ch: list[Any]) -> ir.RevealedIs:
        article = next(str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token))
        return ir.RevealedIs(next(c for c in ch if isinstance(c, ir.Cards)), article)

    def revealed_has_trait(self, ch: list[Any]) -> ir.RevealedIs:
        traits = next(c for c in ch if isinstance(c, ir.TraitAny))
        after = ir.Trait(traits.traits[0]) if len(traits.traits) == 1 else traits
        return ir.RevealedIs(ir.Cards(after=(after,)), traits=traits)

    def add_it(self, ch: list[Any]) -> ir.AddIt:
        vals = [c for c in ch if not isinstance(c, Token)]
        hand = str(vals[0])
        cards = next((c for c in vals if isinstance(c, ir.Cards)), None)
        return ir.AddIt(hand, None if cards is None else ir.RevealedIs(cards, str(vals[1])))

    def rest_otherwise(self, ch: list[Any]) -> ir.Rest:
        return ir.Rest("deck-bottom", len(ir.REST_WORDINGS) - 1)

    def hand_or_under_tamer(self, ch: list[Any]) -> _Source:
        return _Source("hand-or-under-tamer")

    def under_tamers_source(self, ch: list[Any]) -> _Source:
        return _Source("under-tamers")

    def play_under_tamers(self, ch: list[Any]) -> ir.PlayFree:
        vals = [c for c in ch if not isinstance(c, Token)]
        n, up_to = next((v for v in vals if isinstance(v, tuple)), (None, False))
        return ir.PlayFree(next(v for v in vals if isinstance(v, ir.Cards)),
                           str(next(v for v in vals if isinstance(v, _Source))), n,
                           up_to=up_to, cost_words=str(vals[-1]))

    def use_price(self, ch: list[Any]) -> Any:
        return next(c for c in ch if not isinstance(c, Token))  # cost words or _Reduced

    def use_card(self, ch: list[Any]) -> ir.UseCard:
        vals = [c for c in ch if not isinstance(c, Token)]
        n, up_to = next(v for v in vals if isinstance(v, tuple))
        if up_to:
            raise CardTextError("use up to N", "'use 1 ...' is read (cards are used 1 at a time: "
                                "CR 4.2 9-1-7)")
        price = vals[-1]
        reduced = price if isinstance(price, _Reduced) else None
        return ir.UseCard(next(v for v in vals if isinstance(v, ir.Cards)), str(vals[-2]), n,
                          play=any(str(t).lower() == "or" for t in ch[:3]),
                          cost_words="" if reduced else str(price),
                          reduce=reduced.n if reduced else 0,
                          play_word=bool(reduced and reduced.play))

    def play_or_use(self, ch: list[Any]) -> ir.UseCard:
        return self.use_card(ch)

    def same_names(self, ch: list[Any]) -> _SameNames:
        return _SameNames()

    def to_breeding(self, ch: list[Any]) -> str:
        return TO_BREEDING

    def trash_among(self, ch: list[Any]) -> ir.TrashAmong:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.TrashAmong(n, next(c for c in ch if isinstance(c, ir.Cards)))

    def cost_reduced(self, ch: list[Any]) -> _Reduced:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return _Reduced(n, any(str(t).lower() == "play" for t in ch))

    def play_reduced(self, ch: list[Any]) -> ir.PlayFree:
        """"play N <cards> from your <zone> [suspended] with the [play] cost reduced by N"."""
        vals = [c for c in ch if not isinstance(c, Token)]
        n, up_to = next(v for v in vals if isinstance(v, tuple))
        zone = next(str(v) for v in vals if isinstance(v, str))
        reduced = next(v for v in vals if isinstance(v, _Reduced))
        cards = card_either.join_cost(next(v for v in vals if isinstance(v, ir.Cards)), ch)
        return ir.PlayFree(cards, zone, n, up_to=up_to, cost_words="", reduce=reduced.n,
                           play_word=reduced.play)

    def play_stacked_each(self, ch: list[Any]) -> ir.PlayFree:
        """"play 1 <cards> and 1 <cards> from its / this Digimon's digivolution cards"."""
        ints = [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"]
        cards = [c for c in ch if isinstance(c, ir.Cards)]
        first = self.play_stacked(ch)  # the one-description reading
        if first.up_to:
            raise CardTextError("play up to N ... and N ...", "'up to' is read for one "
                                "description")
        return replace(first, more=tuple(zip(ints, cards[1:], strict=True)))

    def play_breeding(self, ch: list[Any]) -> ir.PlayFree:
        vals = [c for c in ch if not isinstance(c, Token)]
        n, up_to = next(v for v in vals if isinstance(v, tuple))
        return ir.PlayFree(next(v for v in vals if isinstance(v, ir.Cards)), "hand", n,
                           up_to=up_to, cost_words=str(vals[-1]), breeding=True,
                           unique_names=any(isinstance(v, _SameNames) for v in vals))


def reveal_place(s: ir.Sentence, a: object) -> bool:
    """"[You may] place N <cards> among them as this Digimon's bottom digivolution card / ...":
    a sentence the engine executes while cards are revealed (text_lower.check_reveals), printed
    with no condition and no "Then"."""
    if isinstance(a, ir.AddIt):  # "If it's a <card>, add it ..." (add_it_clause checks it)
        return True
    if s.condition is not None or s.then:
        return False
    if isinstance(a, ir.AmongFirst):  # "Among them, add ... and place / trash ...."
        return isinstance(s.clause, ir.Do)
    if isinstance(a, ir.Both) and isinstance(a.first, ir.AddAmong):  # "add ... and trash ..."
        return isinstance(s.clause, ir.Do) and (isinstance(a.second, ir.TrashAmong) or isinstance(
            a.second, ir.PlaceUnder) and a.second.source == "among")
    return isinstance(a, ir.PlaceUnder) and a.source == "among" and \
        isinstance(s.clause, ir.Do | ir.May)


def check_had(e: ir.Effect, text: str) -> None:
    """"If this Digimon had ...": read in [On Deletion] effects only, where the Digimon has
    left the battle area and its information as it was there is what the condition reads."""
    if e.header.timings == ("On Deletion",):
        return
    if any(isinstance(s.condition.condition, ir.Had) for s in e.sentences
           if s.condition is not None):
        raise CardTextError(text, "'if this Digimon had ...' is read in an [On Deletion] "
                            "effect only")


def play_each(a: ir.PlayFree, cards: Callable[[ir.Cards], Any]) -> Action:
    """The resolver's action for "play 1 <cards> and 1 <cards> from ... digivolution cards"
    (``cards`` lowers a description: text_lower.cards)."""
    picks = ((a.n or 1, cards(a.cards)), *((n, cards(c)) for n, c in a.more))
    return Action("play-each", picks=picks, suspended=a.suspended)


def add_it_clause(s: ir.Sentence, lower_cards: Callable[[ir.Cards], Any]) -> Clause | None:
    """"[If <the revealed card fits>,] add it to your hand [if it fits]": the add of the one
    revealed card when it fits (verb ``add-among``, as "add 1 <cards> among them"); None for
    any other sentence."""
    a = getattr(s.clause, "action", None)
    if not isinstance(a, ir.AddIt):
        return None
    printed = s.condition.condition if s.condition is not None else a.after
    once = (s.condition is None) != (a.after is None)  # the description printed once
    if not isinstance(printed, ir.RevealedIs) or not once or not isinstance(s.clause, ir.Do) \
            or s.then:
        raise CardTextError("add it to your hand", "read as 'If it's a <card>, add it to your "
                            "hand.' or 'Add it to your hand if it's a <card>.' after a reveal "
                            "of 1 card")
    return Clause("do", actions=(Action("add-among", picks=((1, lower_cards(printed.cards)),)),))


def check_add_it(e: ir.Effect, text: str) -> None:
    """"it" is the one revealed card: "add it to your hand" only after "Reveal the top card
    of your deck" (1 card)."""
    last = None
    for s in e.sentences:
        a = getattr(s.clause, "action", None)
        if isinstance(a, ir.Reveal):
            last = a
        elif isinstance(a, ir.AddIt) and (last is None or last.n != 1):
            raise CardTextError(text, "'add it to your hand' is read after a reveal of 1 card")
        elif isinstance(a, ir.Rest):
            last = None


def lower_use(a: ir.UseCard, cards: Callable[[ir.Cards], Any]) -> Action:
    """verbs/use_by_effect.py: 1 card (cards are used 1 at a time: CR 4.2 9-1-7)."""
    if a.n != 1:
        raise CardTextError(f"use {a.n}", "'use 1 ...' is read")
    return Action("use-by-effect", filter=cards(a.cards), source=a.source, amount=1,
                  cost="reduced" if a.reduce else "free", reduce=a.reduce, or_play=a.play)
