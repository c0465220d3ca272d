"""The security-attack family of sentence forms: reading (a mixin of the grammar's reader),
rendering and lowering, kept out of the large ``text_grammar.py`` / ``text_lower.py``.

Security cards to the hand ("Add your top/bottom security card to the hand", also as a
"By adding ..." cost; ``verbs/security_to_hand.py``).

"Trash the top N cards (the top card) of both players' decks" (``deck_trash.py``); "Flip
your opponent's top face-down security card face up" (``verbs/flip_security.py``).

Blocking and the attack target: "can't be blocked by your opponent's Digimon [with no
digivolution cards]", "is unblockable", "this Digimon's attack target can't change / can't be
switched" (restrictions ``be-blocked``, ``be-blocked-no-digivolution``, ``target-locked``:
``attack.py``, ``verbs/raid.py``, ``verbs/switch_target.py``).

Searching the security stack: "Search your security stack." (the security cards are "them"
of a following "[you may] add / play ... among them"), "If you added [a card | cards], ...",
"Shuffle your security stack." (``verbs/search_security.py``).

Attacks by an effect (CR 4.2 11-1-2, 11-2-4, 11-2-7-1; executed by
``verbs/attack_by_effect.py``): "<who> may attack [a player | your opponent | an opponent's
Digimon | your opponent's Digimon] [without suspending]" and "you may attack [...] with this
Digimon [without suspending it]".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, Clause, Condition
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.errors import CardTextError

# the printed words of the attack target -> what the verb allows: player | digimon
ATTACK_WHOM = {"a player": "player", "your opponent": "player",
               "an opponent's digimon": "digimon", "your opponent's digimon": "digimon"}


def _words(ch: list[Any]) -> str:
    return " ".join(str(t).lower() for t in ch if isinstance(t, Token))


class _Whom(str):
    """The printed attack target words."""


class _NoSuspend(str):
    """"without suspending [it]"."""


class _Added(str):
    """"a card" / "cards" after "you added"."""


class _FaceUp(str):
    """"face up" / "face-up"."""


class _FaceDown:
    """"face-down" in "your top face-down security card"."""


class _NoDigivolution:
    """"with no digivolution cards" after "can't be blocked by your opponent's Digimon"."""


class _LockVerb(str):
    """"change" / "be switched" after "this Digimon's attack target can't"."""


class AttackReader:
    """Transformer methods of the grammar's "attacks by an effect" section (mixed into
    ``text_grammar._Reader``)."""

    def attack_whom(self, ch: list[Any]) -> _Whom:
        return _Whom(_words(ch))

    def attack_no_suspend(self, ch: list[Any]) -> _NoSuspend:
        return _NoSuspend(_words(ch))

    def may_attack(self, ch: list[Any]) -> ir.MayAttack:
        who = next(c for c in ch if isinstance(c, (ir.This, ir.Ref, ir.Select,
                                                   ir.SecurityDigimon)))
        return ir.MayAttack(who, _one_of(ch, _Whom), _one_of(ch, _NoSuspend))

    def security_to_hand(self, ch: list[Any]) -> ir.SecurityToHand:
        end, hand = (str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token)
                     and not isinstance(c, _FaceDown))
        first = next(str(t).lower() for t in ch if isinstance(t, Token))
        return ir.SecurityToHand(end, hand, gerund=first == "adding",
                                 face_down=any(isinstance(c, _FaceDown) for c in ch))

    def sec_face_down(self, ch: list[Any]) -> _FaceDown:
        return _FaceDown()

    def trash_both_decks(self, ch: list[Any]) -> ir.TrashDeckTop:
        ints = [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"]
        return ir.TrashDeckTop(ints[0] if ints else 1, both=True, one_card=not ints)

    def blocked_by_post(self, ch: list[Any]) -> _NoDigivolution:
        return _NoDigivolution()

    def blocked_by(self, ch: list[Any]) -> ir.Restrict:
        who = next(c for c in ch if isinstance(c, (ir.This, ir.Ref, ir.Select)))
        if any(isinstance(c, _NoDigivolution) for c in ch):
            return ir.Restrict(who, "be-blocked-no-digivolution")
        return ir.Restrict(who, "be-blocked", wording="by-opponent")

    def unblockable(self, ch: list[Any]) -> ir.Restrict:
        who = next(c for c in ch if isinstance(c, (ir.This, ir.Ref, ir.Select)))
        duration = next((c for c in ch if isinstance(c, ir.Duration)), None)
        return ir.Restrict(who, "be-blocked", duration, wording="unblockable")

    def lock_verb(self, ch: list[Any]) -> _LockVerb:
        return _LockVerb(_words(ch))

    def target_lock(self, ch: list[Any], first: bool = False) -> ir.Restrict:
        duration = next((c for c in ch if isinstance(c, ir.Duration)), None)
        wording = next(str(c) for c in ch if isinstance(c, _LockVerb))
        return ir.Restrict(ir.This("digimon"), "target-locked", duration, duration_first=first,
                           wording=wording)

    def target_lock_first(self, ch: list[Any]) -> ir.Restrict:
        return self.target_lock(ch, first=True)

    def both_comma(self, ch: list[Any]) -> ir.Both:
        first, second = (c for c in ch if not isinstance(c, Token))
        if getattr(first, "gerund", False) or getattr(second, "gerund", False):
            raise CardTextError(f"{first} and {second}", "a gerund ('trashing ...') is only "
                                "read as the cost of 'By ...,'")
        return ir.Both(first, second, comma=any(isinstance(t, Token) and str(t) == ","
                                               for t in ch))

    def elided_count(self, ch: list[Any]) -> ir.Compare:
        word = next(str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token))
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.Compare("elided", word in ("less", "fewer"), n, fewer=word == "fewer",
                          wording="elided")

    def flip_face_up(self, ch: list[Any]) -> _FaceUp:
        return _FaceUp(_words(ch))

    def flip_security(self, ch: list[Any]) -> ir.FlipSecurity:
        return ir.FlipSecurity(hyphen=any(c == "face-up" for c in ch
                                          if isinstance(c, _FaceUp)))

    def search_security(self, ch: list[Any]) -> ir.SearchSecurity:
        return ir.SearchSecurity()

    def shuffle_security(self, ch: list[Any]) -> ir.ShuffleSecurity:
        return ir.ShuffleSecurity()

    def added_what(self, ch: list[Any]) -> _Added:
        return _Added(_words(ch))

    def you_added(self, ch: list[Any]) -> ir.YouAdded:
        return ir.YouAdded(next((str(c) for c in ch if isinstance(c, _Added)), ""))

    def may_attack_with(self, ch: list[Any]) -> ir.Do:
        return ir.Do(ir.MayAttack(ir.This("digimon"), _one_of(ch, _Whom),
                                  _one_of(ch, _NoSuspend), with_form=True))


# the counts whose noun a later "If you have N or fewer," leaves out
ELIDABLE = ("security", "memory", "hand", "trash")


def bind_elided(sentences: tuple[ir.Sentence, ...]) -> tuple[ir.Sentence, ...]:
    """"If you have 3 or fewer," takes the noun of the latest earlier "If you have N or
    more/less <noun>," of the effect; with none, the sentence is refused."""
    return bind_counts(
        sentences, lambda c: c.wording == "elided",
        lambda c: c.subject in ELIDABLE and not c.wording, "If you have {n} or ...,",
        "a count with its noun left out is read only after an earlier 'If you have N or "
        "more/less <security cards | memory | cards in your hand | cards in your trash>' of "
        "the same effect")


def bind_counts(sentences: tuple[ir.Sentence, ...], elided: Callable[[ir.Compare], bool],
                names: Callable[[ir.Compare], bool], printed: str,
                hint: str) -> tuple[ir.Sentence, ...]:
    """Each count condition ``elided`` (its noun left out) takes the subject of the latest
    earlier count condition that ``names`` its noun; with none, ``printed`` (formatted with
    the count) is refused with ``hint``."""
    out, subject = [], None
    for s in sentences:
        c = s.condition.condition if s.condition else None
        if isinstance(c, ir.Compare) and elided(c):
            if subject is None:
                raise CardTextError(printed.format(n=c.n), hint)
            s = replace(s, condition=replace(s.condition, condition=replace(c, subject=subject)))
        elif isinstance(c, ir.Compare) and names(c):
            subject = c.subject
        out.append(s)
    return tuple(out)


def _one_of(ch: list[Any], cls: type) -> str | None:
    found = next((c for c in ch if isinstance(c, cls)), None)
    return str(found) if found is not None else None


def _whom_text(whom: str | None) -> str:
    return {"an opponent's digimon": " an opponent's Digimon",
            "your opponent's digimon": " your opponent's Digimon"}.get(
        whom or "", f" {whom}" if whom else "")


def render_restrict(a: ir.Restrict, who: str) -> str | None:
    """The body of the blocking / attack-target restrictions of this family (None: another
    restriction, rendered by ``text_render``)."""
    if a.what == "target-locked":
        return f"this Digimon's attack target can't {a.wording}"
    if a.wording == "unblockable":
        return f"{who} is unblockable"
    if a.what == "be-blocked-no-digivolution":
        return f"{who} can't be blocked by your opponent's Digimon with no digivolution cards"
    if a.wording == "by-opponent":
        return f"{who} can't be blocked by your opponent's Digimon"
    return None


def render_may_attack(a: ir.MayAttack, who: str) -> str:
    """The canonical English of the reading (``who``: the rendered attacker)."""
    tail = f" {a.no_suspend}" if a.no_suspend else ""
    if a.with_form:
        return f"you may attack{_whom_text(a.whom)} with this Digimon{tail}"
    return f"{who} may attack{_whom_text(a.whom)}{tail}"


def lower_may_attack(a: ir.MayAttack, who: FxTarget) -> Action:
    """``attack-by-effect``: this Digimon, "it", or 1 of your Digimon (the player picks it
    among those that can attack, with the target, or declines)."""
    if not (who.mode in ("this", "it") or who.mode == "one" and who.count == 1
            and who.side == "own" and who.kind == "digimon"):
        raise CardTextError(f"{a.who} may attack", "read, but not executed by the engine: an "
                            "attack by an effect is made by this Digimon, it, or 1 of your "
                            "Digimon")
    return Action("attack-by-effect", target=who,
                  restriction=ATTACK_WHOM[a.whom] if a.whom else None,
                  cost="no-suspend" if a.no_suspend else "")


def lower_security_to_hand(a: ir.SecurityToHand) -> Action:
    """``security-to-hand``: the controller's top (bottom) security card to their hand;
    ``face_down``: the topmost (bottommost) face-down one."""
    return Action("security-to-hand", amount=1, end=a.end, face_down=a.face_down)


def render_flip(a: ir.FlipSecurity) -> str:
    face = "face-up" if a.hyphen else "face up"
    return f"flip your opponent's top face-down security card {face}"


def lower_flip(a: ir.FlipSecurity) -> Action:
    """``flip-security``: the opponent's topmost face-down security card turns face up."""
    return Action("flip-security", amount=1)


ADDED = "effect-added"  # the condition subject of "if you added" (resolve.clause_holds)


def render_you_added(c: ir.YouAdded) -> str:
    return f"you added{' ' + c.what if c.what else ''}"


def lower_you_added(c: ir.YouAdded) -> Condition:
    """Holds when the effect's own "add ... among them" added a card (``Ctx.added``)."""
    return Condition(ADDED, ">=", 1)


def check_added(clauses: tuple[Clause, ...], text: str) -> None:
    """"If you added" is read only after an "add ... among them" of the same effect."""
    seen = False
    for c in clauses:
        if c.condition is not None and c.condition.subject == ADDED and not seen:
            raise CardTextError(text, "'if you added' is read only after an 'add ... among "
                                "them' of the same effect")
        seen = seen or any(a.verb == "add-among" for a in c.actions)
