"""Card text: "At turn end, delete the Digimon this effect played." (EX10-012, EX11-022,
EX11-061, ...). Pending processing (CR 4.2 18-1-1): the Digimon the effect's "play ..." played
is set aside and deleted at the end of this turn, collected with the effects that trigger then
(18-1-2; official Q&A Q5809/Q5810 and Q5915/Q5916: the turn player orders them). Read
(``TurnEndReader``, mixed into the grammar's reader), rendered (text_render) and lowered
(``lower``) to the verb in verbs/turn_end_played.py. Only that deletion is executed; any other
action "at turn end" is refused with the reason."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.errors import CardTextError

WHEN = "turn-end"  # ir.AtEndOfTurn.when of "At turn end, ..."
PLAYED = "the Digimon this effect played"  # ir.Ref.word of the played Digimon


class TurnEndReader:
    """Transformer methods of the grammar section "the Digimon this effect played"."""

    def at_turn_end(self, ch: list[Any]) -> ir.AtEndOfTurn:
        return ir.AtEndOfTurn(next(c for c in ch if not isinstance(c, str)), when=WHEN)

    def played_ref(self, ch: list[Any]) -> ir.Ref:
        return ir.Ref(word=PLAYED)


def render(c: ir.AtEndOfTurn, action: str) -> str:
    return f"at turn end, {action}"


def lower(c: ir.AtEndOfTurn) -> Action:
    """The action that sets the deletion aside until the end of this turn."""
    a = c.action
    if not (isinstance(a, ir.Delete) and isinstance(a.target, ir.Ref) and a.target.word == PLAYED):
        raise CardTextError("at turn end", "read, but not executed by the engine: only 'delete "
                            "the Digimon this effect played' is executed then")
    return Action("at-turn-end-played", source="delete")


_PLAYS = (ir.PlayFree, ir.PlaySelf, ir.PlaySelfReduced)  # verbs that record Ctx.played


def _has(node: Any, kinds: tuple[type, ...] | None = None, ref: bool = False) -> bool:
    """Does ``node`` hold one of ``kinds`` (or, ``ref``: "the Digimon this effect played")?"""
    if ref and isinstance(node, ir.Ref):
        return node.word == PLAYED
    if kinds and isinstance(node, kinds):
        return True
    if isinstance(node, tuple):
        return any(_has(v, kinds, ref) for v in node)
    return is_dataclass(node) and not isinstance(node, type) and any(
        _has(getattr(node, f.name), kinds, ref) for f in fields(node))


def check(sentences: tuple[ir.Sentence, ...]) -> None:
    """"the Digimon this effect played" names what an earlier sentence of the effect played
    ("play ... without paying the cost", "play this card ..."); with none it names nothing."""
    for i, sentence in enumerate(sentences):
        if _has(sentence, ref=True) and not _has(sentences[:i], _PLAYS):
            raise CardTextError(PLAYED, "refers to the Digimon an earlier sentence of the "
                                "effect played, and here no earlier sentence plays one")


def check_target(t: ir.Ref) -> None:
    """"the Digimon this effect played" as the target of any other action ("... gains
    <Rush>"): read, but executed only in "At turn end, delete ..." (refused elsewhere)."""
    if t.word == PLAYED:
        raise CardTextError(PLAYED, "read, but not executed by the engine: only 'At turn end, "
                            "delete the Digimon this effect played' acts on it")
