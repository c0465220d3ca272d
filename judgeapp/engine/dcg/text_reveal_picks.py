"""The reveal family's long tail: the descriptions of what "add ... among them" / "play ...
among them" takes from the revealed cards, read and written back.

* "1 Digimon card with <Digi-Burst>": the icon printed in the card's effects, not in an
  inherited effect (official Q&A Q3249, Q1289; ``card_refs.icon_in_effects``).
* "1 level 4 or 5 Digimon card": a card of either level.
* "Add 1 yellow and 1 purple card with [Angel] ... in their traits" / "Add 1 level 5 and 1
  level 6 Digimon card": two descriptions sharing the noun printed after the second, each
  with its own color or level (official Q&A Q745: both cards must have the traits; Q1085: as
  many as possible, one alone is added).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.errors import CardTextError

EXAMPLES: tuple[tuple[str, str], ...] = (
    ("add N / all <cards> with <Icon> among them (the icon in its effects, not an inherited "
     "one: official Q&A Q3249, Q1289)",
     "[On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with <Digi-Burst> among "
     "them to your hand. Place the remaining cards at the bottom of your deck in any order."),
    ("add all of the <cards> among them (every revealed card that fits)",
     "[On Play] Reveal the top 4 cards of your deck. Add all of the [Takato Matsuki] cards among "
     "them to your hand. Place the remaining cards at the bottom of your deck in any order."),
    ("trash all <cards> among them (every revealed card that fits)",
     "[When Digivolving] You may reveal the top 5 cards of your deck. Trash all Tamer cards "
     "among them. Place the remaining cards at the bottom of your deck in any order."),
    ("add N <cards>, [A], or [B] among them (a described card or a card of one of the names: "
     "CR 4.2 2-3-1-2)",
     "[On Play] Reveal the top 4 cards of your deck. Add 1 card with [Hybrid] in its traits, "
     "[Susanoomon], or [Takuya Kanbara] among them to your hand. Place the remaining cards at "
     "the bottom of your deck in any order."),
    ("look at the top card of your deck (only that player sees it; it stays on top: CR 4.2 "
     "15-15-3-9, official Q&A Q1337)",
     "[On Play] Look at the top card of your deck."),
    ("[you may] reveal N <color> [kind] card from your hand and place it on top of your deck "
     "(also as a cost: '... to have ...'; CR 4.2 15-15-3-8-1, 3-1-3-5)",
     "[When Attacking] You may reveal 1 green Digimon card from your hand and place it on top "
     "of your deck to have this Digimon get +3000 DP for the turn."),
    ("reveal the top card of your deck, and place it at the top or bottom of your deck (the "
     "player who activated the effect chooses the end: official Q&A Q2438)",
     "[When Attacking] Reveal the top card of your deck, and place it at the top or bottom of "
     "your deck."),
    ("[you may] search your security stack for 1 <cards>, reveal it, and add it to your hand / "
     "search your security stack, reveal 1 <cards> from it, and add it to your hand (only "
     "that card is revealed: official Q&A Q2077, Q1320; none fits: nothing is added, Q1321)",
     "[On Play] You may search your security stack for 1 card with [Hybrid] or [Ten Warriors] "
     "in its traits, reveal it, and add it to your hand. If you added a card to your hand, "
     "<Recovery +1 (Deck)>. Then, shuffle your security stack."),
    ("add N level N or M <cards> among them (a card of either level)",
     "[On Deletion] Reveal the top 3 cards of your deck. Add 1 level 4 or 5 Digimon card among "
     "them to your hand. Place the remaining cards at the bottom of your deck in any order."),
    ("add N <color> / level N and N <cards> among them (the noun shared: official Q&A Q745, "
     "Q1085)",
     "[When Digivolving] Reveal the top 3 cards of your deck. Add 1 yellow and 1 purple card "
     "with [Angel], [Archangel], or [Fallen Angel] in their traits among them to your hand. "
     "Place the remaining cards at the bottom of your deck in any order."),
)


@dataclass(frozen=True)
class _Head:
    """The color or level printed alone before "and" ("1 yellow and 1 purple card")."""

    kind: str  # color | level
    value: str | int


class RevealPicksReader:
    """The reveal-picks rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def keyword_cards(self, ch: list[Any]) -> ir.Cards:
        icon = next(t for t in ch if isinstance(t, Token) and str(t).startswith("<"))
        rest = [c for c in ch if c is not icon and not (isinstance(c, Token)
                                                         and str(c).lower() == "with")]
        cards = self.described_cards(rest)  # type: ignore[attr-defined]
        return ir.Cards(**{**cards.__dict__, "after": (*cards.after, ir.EffectIcon(str(icon)))})

    def pick_all_of(self, ch: list[Any]) -> ir.Pick:
        return ir.Pick(None, next(c for c in ch if isinstance(c, ir.Cards)), all_of=True)

    def trash_all_among(self, ch: list[Any]) -> ir.TrashAmong:
        return ir.TrashAmong(None, next(c for c in ch if isinstance(c, ir.Cards)))

    def either_name(self, ch: list[Any]) -> tuple[str, ir.Cards]:
        name = next(t for t in ch if isinstance(t, Token) and t.type == "NAME")
        count = next((str(v) for v in ch if not isinstance(v, Token)), "")
        return count, ir.Cards(names=(str(name)[1:-1],))

    def cards_either_listed(self, ch: list[Any]) -> ir.Cards:
        first = next(c for c in ch if isinstance(c, ir.Cards))
        if first.colors or first.n_colors is not None or first.names or first.either:
            raise CardTextError("<cards>, [A], or [B]", "a list of names is read after a "
                                "description without a color (whether it describes the "
                                "names is not settled: official Q&A Q3424, Q4024)")
        names = [v for v in ch if isinstance(v, tuple)]
        seps, printed = [], ""
        for c in ch[1:]:
            if isinstance(c, Token) and c.type == "NCOMMA":
                printed = ","
            elif isinstance(c, Token) and str(c).lower() == "or":
                printed += " or"
            elif isinstance(c, tuple):
                seps.append(printed)
                printed = ""
        return ir.Cards(either=(first, *(n for _, n in names)),
                        either_counts=tuple(count for count, _ in names),
                        either_seps=tuple(seps))

    def look_deck_top(self, ch: list[Any]) -> ir.LookDeckTop:
        return ir.LookDeckTop()

    def reveal_hand_top(self, ch: list[Any]) -> ir.RevealHandTop:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        colors = next(c for c in ch if isinstance(c, tuple))
        kind = next((str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token)),
                    None)
        plural = next(c for c in ch if isinstance(c, bool))
        cards = ir.Cards(colors=tuple(colors), kind=kind, plural=plural,
                         n_colors=getattr(colors, "n_colors", None))
        return ir.RevealHandTop(n, cards, gerund=str(ch[0]).lower() == "revealing")

    def card_that_has_name(self, ch: list[Any]) -> ir.NameHas:
        has = self.card_name_or_text(ch)  # type: ignore[attr-defined]
        if not isinstance(has, ir.NameHas) or has.their or has.plural:
            raise CardTextError("that has ... in its text", "'that has' is read with 'in its "
                                "name'")
        return replace(has, that=True)

    def rest_it(self, ch: list[Any]) -> ir.Rest:
        wording = "place it at the top or bottom of your deck"
        return ir.Rest("deck-top-or-bottom", [w for _, w in ir.REST_WORDINGS].index(wording))

    def reveal_then_place(self, ch: list[Any]) -> ir.Both:
        reveal = next(c for c in ch if isinstance(c, ir.Reveal))
        if reveal.n != 1:
            raise CardTextError("reveal ..., and place it", "'it' is the one card revealed")
        return ir.Both(reveal, next(c for c in ch if isinstance(c, ir.Rest)), comma=True)

    def search_for(self, ch: list[Any], from_it: bool = False) -> ir.SearchFor:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        hand = next(str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token))
        if hand not in ("the", "your"):
            raise CardTextError(f"add it to {hand} hand", "'the hand' or 'your hand'")
        cards = next(c for c in ch if isinstance(c, ir.Cards))
        if n != 1 or cards.plural:
            raise CardTextError(f"search ... {n}", "'it' is the one card searched for")
        return ir.SearchFor(n, cards, hand, from_it=from_it)

    def search_reveal_from(self, ch: list[Any]) -> ir.SearchFor:
        return self.search_for(ch, from_it=True)

    def level_pair(self, ch: list[Any]) -> ir.LevelIs:
        low, high = (int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.LevelIs(low, or_level=high)

    def shared_color(self, ch: list[Any]) -> _Head:
        return _Head("color", str(ch[0]).lower())

    def shared_level(self, ch: list[Any]) -> _Head:
        return _Head("level", next(int(t) for t in ch if isinstance(t, Token)
                                   and t.type == "INT"))

    def add_among_shared(self, ch: list[Any]) -> ir.AddAmong:
        head = next(c for c in ch if isinstance(c, _Head))
        second = next(c for c in ch if isinstance(c, ir.Pick))
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        first = ir.Pick(n, _with_head(second, head), head=head.kind)
        return self.add_among([first, *(c for c in ch if c is not head)])  # type: ignore


def _with_head(second: ir.Pick, head: _Head) -> ir.Cards:
    """The first description: the second's, with the printed color or level instead of its
    own (each printed one: "1 yellow and 1 purple card")."""
    cards = second.cards
    if second.n is None or second.such or second.up_to or cards.names or cards.either:
        raise CardTextError(f"{head.value} and ...", "a shared noun is read between two "
                            "counted descriptions")
    if head.kind == "color" and len(cards.colors) == 1 and cards.n_colors is None:
        return replace(cards, colors=(str(head.value),))
    if head.kind == "level" and isinstance(cards.level, ir.LevelIs) and \
            cards.level.or_level is None and cards.max_level is None:
        return replace(cards, level=ir.LevelIs(int(head.value)))
    raise CardTextError(f"1 {head.value} and 1 ...", "a color shares the noun of one other "
                        "color, a level of one other level")


def pick_words(p: ir.Pick, cards: Callable[[ir.Cards], str],
               such: Callable[[ir.Cards], str]) -> str:
    """One description of "add ... among them" as printed (``cards`` / ``such``: the
    renderer's words for a description, text_render)."""
    if p.such:
        return f"{p.n} such {such(p.cards)}"
    if p.head:  # the noun is the next pick's: only its color or level
        level = p.cards.level
        return f"{p.n} " + (p.cards.colors[0] if p.head == "color" else
                            f"level {level.level if level else ''}")
    count = "all of the" if p.all_of else "all" if p.n is None else str(p.n)
    return f"{'up to ' if p.up_to else ''}{count} {cards(p.cards)}"


def render_hand_top(a: ir.RevealHandTop, cards: Callable[[ir.Cards], str]) -> str:
    verbs = ("revealing", "placing") if a.gerund else ("reveal", "place")
    return f"{verbs[0]} {a.n} {cards(a.cards)} from your hand and {verbs[1]} it on top of " \
        "your deck"


def lower_reveal_action(a: ir.LookDeckTop | ir.RevealHandTop,
                        cards: Callable[[ir.Cards], CardFilter]) -> Action:
    """The verbs of this family's actions (verbs/look_deck_top.py, verbs/hand_to_deck_top.py)."""
    if isinstance(a, ir.LookDeckTop):
        return Action("look-deck-top")
    return Action("hand-to-deck-top", filter=cards(a.cards), amount=a.n)


def render_search_for(a: ir.SearchFor, cards: Callable[[ir.Cards], str]) -> str:
    hand = f"add it to {a.hand_word} hand"
    if a.from_it:
        return f"search your security stack, reveal {a.n} {cards(a.cards)} from it, and {hand}"
    return f"search your security stack for {a.n} {cards(a.cards)}, reveal it, and {hand}"


def lower_search_for(a: ir.SearchFor,
                     cards: Callable[[ir.Cards], CardFilter]) -> tuple[Action, ...]:
    """The search (verbs/search_security.py), then "add N ... among them" of the security
    cards (reveal.add_among: the card added is revealed and removed from the stack, CR 4.2
    15-15-3-2; official Q&A Q2077, Q1320)."""
    return Action("search-security"), Action("add-among", picks=((a.n, cards(a.cards)),))


def level_either(level: ir.LevelIs) -> tuple[CardFilter, ...]:
    """"level N or M": a card of one of the two levels (one group of ``any_of``)."""
    return tuple(CardFilter(min_level=n, max_level=n) for n in (level.level, level.or_level))
