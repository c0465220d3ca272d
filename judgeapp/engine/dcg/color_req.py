"""An Option's color-requirement statics (Comprehensive Rules Ver.4.2, 4-22).

"To meet color requirements, you must have a Digimon or Tamer on your field that's the same
color as the Option card you want to use" (4-22-2); a multicolor Option needs all of its
colors (4-22-3). Options print statics that change this, before their timings:

* "[While <condition>,] you can/may ignore this card's color requirements" and "... you may
  use this [Option] card without meeting its color requirements": under its condition the card
  is used whatever the colors on the field. The condition is a processing condition of a
  persistent effect (15-6-1), checked when the card is used. "On the field" is the battle and
  breeding areas (official Q&A Q4485, Q4465, Q5365); with "in play" or no place the breeding
  area is not referenced (3-4-7-8, whose example is this very static; Q&A Q3873). With no
  condition the requirement is ignored even with no card on the field (Q&A Q6521).
* "<Color> also meets this card's color requirements" / "This card may also have its color
  requirements met by <color>": a Digimon or Tamer of that color on the field (breeding area
  included, as for the printed color: Q&A Q4063, Q4064) meets it too. Read for a one-color
  Option; on a multicolor Option which color it stands for is not settled, so such a card is
  refused when the board is set up.

The statics are data-only persistent effects (keyword ``color-req``); game.py asks
:func:`missing` which colors are still missing when an Option is used.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg.cards import CardDef
from judgeapp.engine.dcg.effects import Action, Effect
from judgeapp.engine.dcg.state import GameState


def _rules(option: CardDef) -> list[tuple[Effect, Action]]:
    return [(e, a) for e in option.effects if e.keyword == "color-req"
            for c in e.clauses for a in c.actions]


def also_colors(option: CardDef) -> set[str]:
    """The other colors that meet ``option``'s color requirements."""
    return {a.source for _e, a in _rules(option) if a.verb == "also-meets-colors"}


def refusal(colors: tuple[str, ...], effects: tuple[Effect, ...]) -> str | None:
    """Why a card's color statics are not modelled (a code of ``render.FRAGMENTS_EN``):
    "also meets" on a multicolor card."""
    also = any(a.verb == "also-meets-colors" for e in effects if e.keyword == "color-req"
               for c in e.clauses for a in c.actions)
    return "also_meets_multicolor" if also and len(colors) > 1 else None


def missing(state: GameState, option: CardDef, player: str) -> list[str]:
    """The colors of ``option`` that ``player`` still lacks, after its color statics."""
    field = q.field_colors(state, player)
    lacking = [c for c in option.colors if c not in field]
    if not lacking:
        return []
    rules = _rules(option)
    if any(a.verb == "ignore-colors" and q.holds(state, e.condition, player, None)
           for e, a in rules):
        return []
    if len(option.colors) == 1 and also_colors(option) & field:
        return []
    return lacking


def citations(state: GameState, option: CardDef, player: str) -> tuple[str, ...]:
    """The card's color static, when it is what lets ``player`` use ``option`` now."""
    plain = [c for c in option.colors if c not in q.field_colors(state, player)]
    return cite.COLOR_STATIC if plain and not missing(state, option, player) else ()
