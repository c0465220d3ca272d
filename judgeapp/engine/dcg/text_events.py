"""The event-triggers family, read and written back: trigger events ("If <subject> <event>",
the older wording of "When"; cards trashed from the deck or the hand, from the security stack
by an effect, ...). "Trash their top security card", which their effects most often do, is
read with the counting forms (text_count.py, verbs/trash_opponent_security.py).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``); the
renderings are used by ``text_render``; the lowering by ``text_lower``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir


class _Attacked(str):
    """The attacked Digimon as printed after "you attack"."""


# ``ir.Trigger.wording`` of the "you attack" triggers: the prefix, then the printed words
YOU_ATTACK = "you-attack:"  # + the attacked Digimon
ATTACK_WITH = "attack-with:"  # + the article
A_PLAYER_USES = "a-player-uses"  # "When a player uses an Option card"
UNSUSPENDS = "ev_unsuspends"  # "... unsuspends" (not "becomes unsuspended")
DURING_A_MAIN = "during-a-main"  # "... becomes unsuspended during a main phase" (either's)


def _attacked(ch: list[Any]) -> str:
    return str(next(c for c in ch if isinstance(c, _Attacked)))


# the family's triggers about cards: (event, side, form) -> the printed words (merged into
# text_render.CARD_TRIGGERS)
CARD_TRIGGERS = {
    ("deck-trashed", "own", 0): "when a card is trashed from your deck",
    ("deck-trashed", "opponent", 0): "when a card in your opponent's deck is trashed",
    ("hand-trashed", "own", 5): "when a card is trashed from your hand",
    ("under-trashed", "opponent", 3):
        "when a digivolution card of an opponent's Digimon is trashed",
    ("self-trashed", "this", 0): "when this card is trashed from your deck",
    ("self-trashed", "this", 1): "when you trash this card in your hand using one of your effects",
    ("self-trashed", "this", 2): "when one of your effects trashes this card in your hand",
    ("self-trashed", "this", 3): "when an effect trashes this card from the security stack",
    ("self-trashed", "this", 4): "when effects trash this card from the security stack",
    ("self-trashed", "this", 5): "when this card is trashed from the deck",  # text_delay
    # EX10-037, EX10-005 (the same events: card_events.on_self_trashed / on_deck_trashed)
    ("self-trashed", "this", 6): "when this card is trashed from the top of the deck",
    ("deck-trashed", "opponent", 1): "when your opponent's deck is trashed from",
}
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

    def ya_an(self, ch: list[Any]) -> _Attacked:
        return _Attacked("an opponent's Digimon")

    def ya_one(self, ch: list[Any]) -> _Attacked:
        return _Attacked("one of your opponent's Digimon")

    def when_you_attack(self, ch: list[Any]) -> ir.Trigger:
        """"[When Attacking] When you attack an opponent's Digimon": this Digimon's attack
        declared on a Digimon (text_lower refuses it after any other timing)."""
        return ir.Trigger("attack", "this", target="digimon", subject="subj_this",
                          wording=f"{YOU_ATTACK}{_attacked(ch)}")

    def if_you_attack(self, ch: list[Any]) -> ir.Trigger:
        return replace(self.when_you_attack(ch), lead="If")

    def you_attack_with(self, ch: list[Any]) -> ir.Trigger:
        """"When you attack with a [blue] Digimon [with ...]": one of your Digimon (so
        qualified) attacks."""
        article = next(str(c) for c in ch if type(c).__name__ == "_Marker"
                       and str(c) in ("a", "an"))
        rest = [c for c in ch if not (type(c).__name__ == "_Marker" and str(c) in ("a", "an"))]
        sel = self.select([(1, False), self.owner([Token("YOUR", "your")]), *rest])
        plain = sel.kind == "digimon" and not sel.before and not sel.after
        trig = self.event_trigger([("subj_own", None if plain else sel),
                                   ("attack", None, {"target": None})])
        return replace(trig, wording=f"{ATTACK_WITH}{article}")

    def self_triggered(self, ch: list[Any]) -> ir.Effect:
        """A card's own "When this card is trashed from ..., ..." (no timing printed)."""
        return self.triggered([ir.Header(()), *ch])

    def st_deck(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("self-trashed", "this", cause="deck")

    def st_hand_you(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("self-trashed", "this", cause="hand", form=1)

    def st_hand_own(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("self-trashed", "this", cause="hand", form=2)

    def st_security(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("self-trashed", "this", cause="security", form=3)

    def st_security_plural(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("self-trashed", "this", cause="security", form=4)

    def player_uses_option(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("use-option", "any", wording=A_PLAYER_USES)

    def trash_its_end(self, ch: list[Any]) -> ir.TrashUnder:
        """"trash its top / bottom [N] digivolution card(s)": "of it" (the same binding)."""
        n = [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"]
        end = next(str(c) for c in ch if str(c).lower() in ("top", "bottom")).lower()
        plural = next(c for c in ch if isinstance(c, bool))
        return ir.TrashUnder(ir.Ref(word="it"), (n or [1])[0], form="its-end", plural=plural,
                             end=end, n_printed=bool(n))

    def ev_unsuspended_a_main(self, ch: list[Any]) -> tuple[str, str, dict[str, Any]]:
        return ("unsuspend", DURING_A_MAIN, {"phase": "main"})

    def ev_unsuspends(self, ch: list[Any]) -> tuple[str, str, dict[str, Any]]:
        return ("unsuspend", UNSUSPENDS, {})

    def ev_moves(self, ch: list[Any]) -> tuple[str, None, dict[str, Any]]:
        return ("moved", None, {})

    def ev_wins_battle(self, ch: list[Any]) -> tuple[str, None, dict[str, Any]]:
        return ("win-battle", None, {})

    def you_attack_with_under(self, ch: list[Any]) -> ir.Trigger:
        names = tuple(str(t)[1:-1] for t in ch if isinstance(t, Token) and t.type == "NAME")
        rest = [c for c in ch if not (isinstance(c, Token) and c.type == "NAME")]
        return self.you_attack_with([*rest, ir.UnderNamed(names)])

    def deck_card_trashed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("deck-trashed", "own")

    def hand_card_trashed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("hand-trashed", "own", form=5)

    def opp_deck_card_trashed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("deck-trashed", "opponent")

    def opp_deck_trashed_from(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("deck-trashed", "opponent", form=1)

    def st_deck_top(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("self-trashed", "this", cause="deck", form=6)

    def opp_digimon_under_trashed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("under-trashed", "opponent", form=3)

    def if_opp_digimon_under_trashed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("under-trashed", "opponent", form=3, lead="If")


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
    ("'[When Attacking] If / When you attack an opponent's Digimon / one of your opponent's "
     "Digimon': this Digimon's attack declared on a Digimon (after [When Attacking] only; a "
     "block does not count: official Q&A Q647, Q648)",
     "[When Attacking] If you attack an opponent's Digimon, this Digimon gets +2000 DP for "
     "the turn."),
    ("'When you attack with a [<color>] Digimon [with ... | that has [X] in its digivolution "
     "cards]': one of your Digimon, so qualified, attacks ('that Digimon': the attacking one; "
     "[X]: a face-up digivolution card of that exact name)",
     "[Your Turn] When you attack with a black Digimon, you may suspend this Tamer to have "
     "that Digimon get +1000 DP until the end of your opponent's turn."),
    ("a card's own 'When this card is trashed from your deck / When you trash this card in "
     "your hand using one of your effects / When one of your effects trashes this card in your "
     "hand / When an effect trashes (effects trash) this card from the security stack', "
     "printed first with no timing: it triggers where the card was and activates from the "
     "trash (CR 4.2 4-16-2; not for revealed cards, official Q&A Q2354, Q3368)",
     "When you trash this card in your hand using one of your effects, <Draw 1>."),
    ("'When a player uses an Option card' (either player using one from the hand; it "
     "activates after the Option's [Main] effect: official Q&A Q1127, Q1128)",
     "[All Turns] When a player uses an Option card, you may suspend this Tamer to gain 1 "
     "memory."),
    ("trash its top / bottom [N] digivolution card(s) ('its': the Digimon the trigger names, "
     "as '... of it')",
     "[Opponent's Turn] [Once Per Turn] When an opponent's Digimon attacks, trash its bottom 2 "
     "digivolution cards."),
    ("'When this Digimon wins a battle' (the higher DP, CR 4.2 14-2-1-1: against a Security "
     "Digimon too, and when the loser's deletion is prevented; a tie is no win: official Q&A "
     "Q6318, Q6321)",
     "[All Turns] [Once Per Turn] When this Digimon wins a battle, <Draw 1>"),
    ("'... becomes unsuspended during a main phase' (either player's main phase)",
     "[All Turns] When an opponent's Digimon becomes unsuspended during a main phase, you may "
     "suspend this Tamer to gain 1 memory."),
    ("'When this Digimon unsuspends' (the event of 'becomes unsuspended')",
     "[Your Turn] [Once Per Turn] When this Digimon unsuspends, if you have 7 or fewer cards "
     "in your hand, <Draw 1>"),
    ("'When <subject> moves from the breeding area to the battle area' (CR 4.2 4-17-1; 'it': "
     "the Digimon that moved)",
     "[Opponent's Turn] When an opponent's Digimon moves from the breeding area to the battle "
     "area, it gains <Security Attack -3> for the turn."),
    ("'When a card is trashed from your hand' (the event of 'When your hand is trashed from')",
     "[Opponent's Turn] [Once Per Turn] When a card is trashed from your hand, <Draw 1>."),
)


def render_trigger(t: ir.Trigger, when: Callable[[ir.Trigger], str],
                   qualified: Callable[[ir.Select], str]) -> str | None:
    """The family's wordings of a trigger (None: not one of them): "If" for "When" (``when``
    renders the rest), "you attack ...", "you attack with <Digimon>"."""
    if t.lead != "When":
        return t.lead + when(replace(t, lead="When"))[len("When"):]
    wording = t.wording or ""
    if wording.startswith(YOU_ATTACK):
        return f"When you attack {wording[len(YOU_ATTACK):]}"
    if wording == A_PLAYER_USES:
        return "When a player uses an Option card"
    if wording.startswith(ATTACK_WITH):
        who = qualified(t.who) if t.who is not None else "Digimon"
        return f"When you attack with {wording[len(ATTACK_WITH):]} {who}"
    return None


def when_attacking_only(t: ir.Trigger) -> bool:
    """Is ``t`` read after [When Attacking] only ("you attack an opponent's Digimon": this
    Digimon's attack)?"""
    return (t.wording or "").startswith(YOU_ATTACK)


def untimed_timings(item: object) -> list[str]:
    """The timing of an effect printed with none: a card's own "When this card is trashed
    from ..." (``fx.WHEN_TRASHED``), else none."""
    trig = getattr(item, "trigger", None)
    if isinstance(item, ir.Effect) and trig is not None and trig.event == "self-trashed":
        return [fx.WHEN_TRASHED]
    return []
