"""A limit on what an effect plays, printed as its own sentence right after the "play":
"You may play 1 Tamer card with [Myotismon] in its text from your trash without paying the
cost. This effect can't play cards with the same name as any of your Tamers." (EX10-047,
EX10-051, BT22-072, BT24-034, BT26-054).

A card's name is its card name (CR 4.2 2-3-1-1), a (Rule) name too (2-3-4-3): a card shares
a name with a Tamer when one of its names is one of the Tamer's. A name that only contains
another is not the same name: with [Koh & Sayo] in play, [Sayo] can be played (official Q&A
Q4931; Q6713: [Dan Yuki] with [Dan Yuki & Kanan Yuki]). Executed by ``verbs/play_free.py``
(``Action.not_tamer_names``) for cards played from the hand or trash; after any other action
the sentence is refused.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Clause
from judgeapp.engine.errors import CardTextError

TEXT = "this effect can't play cards with the same name as any of your Tamers"
# the play-free sources the limit is executed for (not the cards under a Digimon or Tamer)
_SOURCES = ("hand", "trash", "hand-or-trash")


class PlayExclusionReader:
    """Transformer method of the form (mixed into text_grammar._Reader)."""

    def play_exclusion(self, ch: list[Any]) -> ir.PlayExclusion:
        return ir.PlayExclusion()


def render(a: ir.PlayExclusion) -> str:
    return TEXT


def is_exclusion(s: ir.Sentence) -> bool:
    return isinstance(getattr(s.clause, "action", None), ir.PlayExclusion)


def merge(before: Clause | None, s: ir.Sentence, text: str) -> Clause:
    """The clause before with its "play" limited to cards not named as any of your Tamers;
    refused unless that clause ends with a play from the hand or trash."""
    act = before.actions[-1] if before is not None and before.actions else None
    if not isinstance(s.clause, ir.Do) or s.condition or s.then or act is None \
            or act.verb != "play-free" or act.source not in _SOURCES:
        raise CardTextError(text, "'This effect can't play cards with the same name as any of "
                            "your Tamers' is read only right after 'play ... from your hand / "
                            "trash without paying the cost'")
    return replace(before, actions=(*before.actions[:-1], replace(act, not_tamer_names=True)),
                   text=f"{before.text} {text}")
