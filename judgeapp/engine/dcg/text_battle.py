"""The attack-and-battle family of sentence forms added for issue 11 (reading, a mixin of the
grammar's reader; the rendering of each wording is in ``text_render``).

Attack-target triggers in their other printed wordings: "When an attack target is changed",
"When this Digimon's attack target changes" (the same events as "... is switched": changing
an attack target, CR 4.2 11-2-7-2, 12-1-1; manual-en/changing-an-attack-target).

"When an opponent's Digimon is deleted in battle", "When your opponent's Digimon are deleted
in battle", "When other Digimon are deleted in battle" (either player's, not this one): the
deletion of a battle's loser (CR 4.2 14-2-2), against a Security Digimon too (official Q&A
Q4219; another of your own Digimon: Q2988).

"When one of your opponent's level 3 Digimon is moved from their breeding area to their battle
area" (as "... moves from the breeding area to the battle area": CR 4.2 4-17-1).

The duration "until the end of the turn" (as "for the turn").

"This Digimon may battle 1 of your opponent's Digimon" (a battle by an effect, no attack:
verbs/battle_by_effect.py).

"This Digimon may also attack your opponent's unsuspended Digimon for the turn." / "1 of your
Digimon can attack your opponent's unsuspended Digimon for the turn." (a lasting permission:
verbs/also_attack.py).

"That Digimon attacks a player." / "1 of your Digimon with ... attacks a player." (a forced
attack on the opponent: verbs/forced_attack.py).

"Your opponent attacks with the chosen Digimon" (after "[You may] choose 1 of your opponent's
Digimon"; verbs/opponent_attacks.py).

"[Security] At the end of the battle, <effect>. [Then, ...]": a Security Digimon's effect
set aside until its battle ends, all its sentences (end_of_battle.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, Clause, Effect
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.errors import CardTextError

# "At the end of the battle, <anything but 'play this card'>" (end_of_battle.py)
END_OF_BATTLE_VERB = "end-of-battle"
BATTLE_VERB = "battle-by-effect"  # "This Digimon may battle 1 of ..." (verbs/battle_by_effect.py)

# the attack-target trigger wordings this module reads -> their printed text
SWITCHED = {"any_target_changed": "When an attack target is changed",
            "this_target_changes": "When this Digimon's attack target changes"}


def moved_words(whose: str) -> str:
    """The printed event "is moved from <whose> breeding area to <whose> battle area"."""
    return f"is moved from {whose} breeding area to {whose} battle area"


# "deleted in battle or by having 0 DP": either deletion (resolve._trigger_conditional reads
# a cause of several parts joined by "|")
BATTLE_OR_ZERO_DP = "battle|zero-dp"

# the printed words of the plural "deleted in battle" event (``ir.Trigger.wording``)
ARE_DELETED_IN_BATTLE = "are deleted in battle"


class _AttackVerb(str):
    """"may also" / "can" before "attack your opponent's unsuspended Digimon"."""


class _Whose(str):
    """"their" / "your" in "is moved from their breeding area to their battle area"."""


class BattleReader:
    """Transformer methods of the grammar's "attack and battle" section (mixed into
    ``text_grammar._Reader``)."""

    def any_target_changed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("switch", "any", subject="any_target_changed")

    def this_target_changes(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("switch", "this", subject="this_target_changes")

    def end_of_battle_may(self, ch: list[Any]) -> ir.EndOfBattle:
        """"At the end of the battle, [if ...,] you may <action>"."""
        return _end_of_battle(ch, may=True)

    def end_of_battle_if(self, ch: list[Any]) -> ir.EndOfBattle:
        """"At the end of the battle, if ..., <action>"."""
        return _end_of_battle(ch, may=False)

    def opponent_attacks(self, ch: list[Any]) -> ir.OpponentAttacks:
        return ir.OpponentAttacks()

    def may_battle(self, ch: list[Any]) -> ir.MayBattle:
        who, whom = (c for c in ch if not isinstance(c, Token))
        return ir.MayBattle(who, whom)

    def ev_deleted_in_battle(self, ch: list[Any]) -> tuple[str, None, dict[str, str]]:
        """"<subject> is deleted in battle": the deletion of a battle's loser (CR 4.2 14-2-2)."""
        return ("delete", None, {"cause": "battle"})

    def ev_deleted_battle_or_zero(self, ch: list[Any]) -> tuple[str, None, dict[str, str]]:
        """"is deleted in battle or by having 0 DP": a battle's loser or the rule check's
        deletion at 0 DP (CR 4.2 14-2-2, 17-1-3-1-1)."""
        if [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"] != [0]:
            raise CardTextError("is deleted in battle or by having N DP", "a deletion by having "
                                "DP other than 0 is not a rule of the game")
        return ("delete", None, {"cause": BATTLE_OR_ZERO_DP})

    def ev_are_deleted_in_battle(self, ch: list[Any]) -> tuple[str, str, dict[str, str]]:
        """"When your opponent's Digimon are deleted in battle" (the plural verb)."""
        return ("delete", ARE_DELETED_IN_BATTLE, {"cause": "battle"})

    def ae_deleted_in_battle(self, ch: list[Any]) -> tuple[str, str]:
        """"When other Digimon are deleted in battle" (text_trigger_subjects.many_trigger)."""
        return ("delete", ARE_DELETED_IN_BATTLE)

    def also_attack_verb(self, ch: list[Any]) -> _AttackVerb:
        return _AttackVerb(" ".join(str(t).lower() for t in ch))

    def also_attack_for(self, ch: list[Any]) -> ir.AlsoAttackFor:
        who = next(c for c in ch if not isinstance(c, (Token, ir.Duration, _AttackVerb)))
        verb = next(c for c in ch if isinstance(c, _AttackVerb))
        return ir.AlsoAttackFor(who, str(verb),
                                next(c for c in ch if isinstance(c, ir.Duration)))

    def moved_whose(self, ch: list[Any]) -> _Whose:
        return _Whose(str(ch[0]).lower())

    def ev_is_moved(self, ch: list[Any]) -> tuple[str, str, dict[str, Any]]:
        """"is moved from their breeding area to their battle area" (as "moves from the
        breeding area to the battle area": CR 4.2 4-17-1; card_events.on_moved)."""
        first, second = (c for c in ch if isinstance(c, _Whose))
        if first != second:
            raise CardTextError(moved_words(first), "the breeding area and the battle area are "
                                "read as one player's")
        return ("moved", str(first), {})

    def attacks_player(self, ch: list[Any]) -> ir.AttacksPlayer:
        return ir.AttacksPlayer(next(c for c in ch if not isinstance(c, Token)))

    def until_end_the_turn(self, ch: list[Any]) -> ir.Duration:
        """"until the end of the turn" (the second wording of "for the turn")."""
        return ir.Duration("turn", 1)


def lower_may_battle(a: ir.MayBattle, who: FxTarget, whom: FxTarget) -> Action:
    """``battle-by-effect``: this Digimon battles 1 of the opponent's Digimon."""
    if who.mode != "this" or not (whom.mode == "one" and whom.count == 1
                                  and whom.side == "opponent" and whom.kind == "digimon"):
        raise CardTextError(f"{a.who} may battle {a.whom}", "read, but not executed by the "
                            "engine: a battle by an effect is read as 'This Digimon may battle "
                            "1 of your opponent's Digimon'")
    return Action(BATTLE_VERB, target=whom)


def lower_attacks_player(a: ir.AttacksPlayer, who: FxTarget) -> Action:
    """``forced-attack`` on the opponent: this Digimon, "that Digimon" or 1 of your Digimon
    (the player chooses which)."""
    if not (who.mode in ("this", "it", "event") or who.mode == "one" and who.count == 1
            and who.side == "own" and who.kind == "digimon"):
        raise CardTextError(f"{a.who} attacks a player", "read, but not executed by the "
                            "engine: a forced attack is made by this Digimon, that Digimon or "
                            "1 of your Digimon")
    return Action("forced-attack", target=who, restriction="player")


def _end_of_battle(ch: list[Any], may: bool) -> ir.EndOfBattle:
    action = [c for c in ch if not isinstance(c, (Token, ir.If))][-1]
    if getattr(action, "gerund", False):
        raise CardTextError("At the end of the battle", "a gerund ('trashing ...') is only read "
                            "as the cost of 'By ...,'")
    return ir.EndOfBattle(action, may=may, condition=next(
        (c for c in ch if isinstance(c, ir.If)), None))


def check_chosen(sentences: tuple[ir.Sentence, ...], texts: list[str]) -> None:
    """"Your opponent attacks with the chosen Digimon" is read right after the sentence that
    chooses it."""
    for i, s in enumerate(sentences):
        if isinstance(getattr(s.clause, "action", None), ir.OpponentAttacks) and (
                i == 0 or s.condition is not None or not isinstance(
                    getattr(sentences[i - 1].clause, "action", None), ir.ChooseTarget)):
            raise CardTextError(texts[i], "'the chosen Digimon' is read right after 'Choose 1 "
                                "of your opponent's Digimon'")


def fold_end_of_battle(sentences: tuple[ir.Sentence, ...], texts: list[str],
                       lower: Callable[[tuple[ir.Sentence, ...], list[str]], tuple[Clause, ...]]
                       ) -> tuple[Clause, ...] | None:
    """"[Security] At the end of the battle, <Draw 2>. Then, add this card to its owner's
    hand.": the whole effect is done at the end of the battle, its "Then," sentences too
    (official Q&A Q4846: the part after "then" is done at that time, whatever the first part
    did). One clause sets it aside (``end_of_battle.py``); None: not this form ("play this
    card" keeps its own verb, and a later sentence's "At the end of the battle" is refused)."""
    starts = [isinstance(s.clause, ir.EndOfBattle) for s in sentences]
    if not any(starts):
        return None
    if starts[0] and isinstance(sentences[0].clause.action, ir.PlaySelf):
        if sentences[0].clause.may or sentences[0].clause.condition:
            raise CardTextError(texts[0], "read, but not executed by the engine: 'play this "
                                "card' at the end of the battle is executed without 'if' or "
                                "'you may'")
        return None
    if not starts[0] or any(starts[1:]) or sentences[0].condition is not None:
        raise CardTextError(" ".join(texts), "read, but not executed by the engine: 'At the "
                            "end of the battle' is executed as the first words of the effect")
    later = sentences[0].clause
    first = replace(sentences[0], clause=ir.May(later.action) if later.may else
                    ir.Do(later.action), condition=later.condition)
    effect = Effect(text=" ".join(texts), timing=fx.SECURITY, type=fx.TRIGGER,
                    clauses=lower((first, *sentences[1:]), texts))
    return (Clause("do", actions=(Action(END_OF_BATTLE_VERB, choices=(effect,)),),
                   text=texts[0]),)
