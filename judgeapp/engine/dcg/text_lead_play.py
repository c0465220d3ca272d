"""Card text: where and for what the card is played printed before "you may play":

* "From your trash and without paying the cost, you may play 1 Tamer card with [Myotismon] in
  its text and without the same name as any of your Tamers." (BT16-072, BT16-073)
* "If you have 1 or fewer Tamers, from your hand and without paying the cost, you may play 1
  Tamer card with [Veedramon] in its text from your hand without paying the cost." (BT22-022:
  the place and the price printed twice, the same both times)

The meaning is the usual "you may play <cards> from your <zone> without paying the cost"
(CR 4.2 7-1-2-1: a card played by an effect; verbs/play_free.py). "Without the same name as
any of your Tamers" is the limit "This effect can't play cards with the same name as any of
your Tamers" written into the description (text_play_exclusion.py: a card's names, CR 4.2
2-3-1-1; official Q&A Q4931). A place or price printed twice must be the same both times, or
the sentence is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.errors import CardTextError

NOT_TAMER_NAMES = " and without the same name as any of your Tamers"


@dataclass(frozen=True)
class LeadPlay:
    """``from your <zone> and without paying <cost>, you may play <cards> [<tail>]`` (the
    clause's "you may" is part of the printed form); ``play`` is the play as read."""

    play: ir.PlayFree
    repeated: bool = False  # "... from your <zone> without paying <cost>" printed again after
    not_tamer_names: bool = False  # "... and without the same name as any of your Tamers"


class _Tail:
    """The words after the cards: the place and price again, or the name limit."""

    def __init__(self, zone: str = "", cost_words: str = "") -> None:
        self.zone, self.cost_words = zone, cost_words


class LeadPlayReader:
    """Transformer methods (mixed into text_grammar._Reader)."""

    def lead_play(self, ch: list[Any]) -> ir.May:
        vals = [c for c in ch if not hasattr(c, "type")]
        zone, cost_words = (str(v) for v in vals[:2])
        count = next((v for v in vals if isinstance(v, tuple)), (None, False))
        cards = next(v for v in vals if isinstance(v, ir.Cards))
        tail = next((v for v in vals if isinstance(v, _Tail)), None)
        if tail is not None and tail.zone and (tail.zone, tail.cost_words) != (zone, cost_words):
            raise CardTextError(f"from your {zone} ... from your {tail.zone}", "the place and "
                                "the price printed twice must be the same")
        play = ir.PlayFree(cards, zone, count[0], up_to=count[1], cost_words=cost_words)
        return ir.May(LeadPlay(play, repeated=tail is not None and bool(tail.zone),
                               not_tamer_names=tail is not None and not tail.zone))

    def lead_tail(self, ch: list[Any]) -> _Tail:
        zone, cost_words = (str(v) for v in ch if not hasattr(v, "type"))
        return _Tail(zone, cost_words)

    def lead_not_tamer_names(self, ch: list[Any]) -> _Tail:
        return _Tail()


def render_clause(a: LeadPlay, cards: str) -> str:
    """The printed clause (``cards``: the rendered description)."""
    p = a.play
    count = "" if p.n is None else f"up to {p.n} " if p.up_to else f"{p.n} "
    place = f"from your {p.source.replace('-', ' ')}"
    price = f"without paying {p.cost_words}"
    tail = f" {place} {price}" if a.repeated else NOT_TAMER_NAMES if a.not_tamer_names else ""
    return f"{place} and {price}, you may play {count}{cards}{tail}"


def lower(a: LeadPlay, play: Action) -> Action:
    """The play as read (``play``: the lowered PlayFree), with the name limit."""
    if a.not_tamer_names and play.verb != "play-free":
        raise CardTextError("without the same name as any of your Tamers", "read only for "
                            "a card played from the hand or trash")
    return replace(play, not_tamer_names=a.not_tamer_names) if a.not_tamer_names else play


EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'From your <zone> and without paying the cost, you may play <cards> [from your <zone> "
     "without paying the cost | and without the same name as any of your Tamers]' (the "
     "place and price printed first: as 'you may play ... from your <zone> without paying "
     "the cost'; the name limit as text_play_exclusion's, official Q&A Q4931)",
     "[On Deletion] From your trash and without paying the cost, you may play 1 Tamer card "
     "with [Myotismon] in its text and without the same name as any of your Tamers."),
)
