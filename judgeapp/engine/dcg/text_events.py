"""The event-triggers family, read and written back: trigger events ("If <subject> <event>",
the older wording of "When"; cards trashed from the deck or the hand, from the security stack
by an effect, ...) and what their effects most often do to the opponent ("trash the top card
of your opponent's security stack", "trash their top security card").

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``); the
renderings are used by ``text_render``; the lowering by ``text_lower``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action


class _Whose(str):
    """opponent | their: whose security stack ("their": the opponent)."""


# the family's triggers about cards: (event, side, form) -> the printed words (merged into
# text_render.CARD_TRIGGERS)
CARD_TRIGGERS = {
    ("deck-trashed", "own", 0): "when a card is trashed from your deck",
    ("deck-trashed", "opponent", 0): "when a card in your opponent's deck is trashed",
    ("under-trashed", "opponent", 3):
        "when a digivolution card of an opponent's Digimon is trashed",
}
_WHOSE_WORDS = {"": "your", "opponent": "your opponent's", "their": "their"}


class EventReader:
    """The grammar rules of the family (a mixin of ``text_grammar._Reader``)."""

    def if_event_trigger(self, ch: list[Any]) -> ir.Trigger:
        """"If <subject> <event>": the trigger "When <subject> <event>" in its older
        wording (the subjects and events it is read with are the same)."""
        return replace(self.event_trigger(ch), lead="If")

    def if_this_trigger(self, ch: list[Any]) -> ir.Trigger:
        return replace(self.event_trigger([("subj_this", None), *ch]), lead="If")

    def if_target_switched(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("switch", "any", subject="any_target_switched", lead="If")

    def deck_card_trashed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("deck-trashed", "own")

    def opp_deck_card_trashed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("deck-trashed", "opponent")

    def opp_digimon_under_trashed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("under-trashed", "opponent", form=3)

    def if_opp_digimon_under_trashed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("under-trashed", "opponent", form=3, lead="If")

    def whose_opponent(self, ch: list[Any]) -> _Whose:
        return _Whose("opponent")

    def whose_their(self, ch: list[Any]) -> _Whose:
        return _Whose("their")

    def opp_top_security_card(self, ch: list[Any]) -> ir.TrashSecurity:
        return ir.TrashSecurity(whose=_whose(ch))

    def opp_security_stack_top(self, ch: list[Any]) -> ir.TrashSecurity:
        return ir.TrashSecurity(stack_words=True, whose=_whose(ch))


def _whose(ch: list[Any]) -> str:
    return str(next(c for c in ch if isinstance(c, _Whose)))


def render_trash_security(a: ir.TrashSecurity) -> str:
    whose = _WHOSE_WORDS[a.whose]
    verb = "trashing" if a.gerund else "trash"
    if a.stack_words:
        return f"{verb} the top card of {whose} security stack"
    return f"{verb} {whose} top security card"


def lower_trash_security(a: ir.TrashSecurity) -> Action:
    """Your own top security card (<Barrier>, costs), or the opponent's."""
    return Action("trash-security", amount=1, who="opponent" if a.whose else "you")


# the forms in docs/card-text.md (text_docs.EXAMPLES)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("trash the top card of your opponent's / their security stack, trash your opponent's / "
     "their top security card ('their': the opponent; not a security check, no [Security] "
     "effect: official Q&A Q652)",
     "[Your Turn] [Once Per Turn] When this Digimon deletes your opponent's Digimon in battle, "
     "trash their top security card."),
    ("'If <subject> <event>, ...' after a turn timing: the older wording of the trigger 'When "
     "<subject> <event>' (same subjects and events; after 'If this Digimon' not the events "
     "printed with 'is', a condition there; official Q&A Q2209, Q2210)",
     "[All Turns] [Once Per Turn] If an attack target is switched, unsuspend this Digimon."),
    ("'When a card is trashed from your deck' (an effect trashing the top cards of the deck, "
     "once for the cards one processing trashes; revealed cards trashed afterwards are not: "
     "official Q&A Q1696, Q1697, Q1759)",
     "[Your Turn] [Once Per Turn] When a card is trashed from your deck, <Draw 1>."),
    ("'When a card in your opponent's deck is trashed' (an effect trashing the top cards of "
     "the opponent's deck)",
     "[Your Turn] [Once Per Turn] When a card in your opponent's deck is trashed, gain 1 "
     "memory."),
    ("'When / If a digivolution card of an opponent's Digimon is trashed' (by an effect, "
     "<Digi-Burst> included: official Q&A Q1720, Q2165)",
     "[All Turns] [Once Per Turn] If a digivolution card of an opponent's Digimon is trashed, "
     "gain 1 memory."),
)


def render_lead(t: ir.Trigger, when_words: str) -> str:
    """The trigger as printed with its own first word ("If" for "When")."""
    return t.lead + when_words[len("When"):]
