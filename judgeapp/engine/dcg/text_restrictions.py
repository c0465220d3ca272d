"""The restrictions family of sentence forms: reading (``RestrictionsReader``, a mixin of the
grammar's reader), kept out of the large ``text_grammar.py``.

"<target> can't suspend [duration]" (the restriction ``suspend``, checked by
``query.can_suspend``): no attack declaration (CR 4.2 11-2-5), no block (12-1-7-1: the blocker
suspends), an effect or a "by suspending" cost doesn't suspend it (1-3-2; official Q&A Q3585:
whoever's effect it is).

"This Digimon can only digivolve into [X] / <color> Digimon / Digimon with [X] in their names"
(a persistent effect, ``Static.only_into``; the same check, ``query.may_digivolve_into``, for
every kind of digivolution; official Q&A Q1654-like wordings "can only digivolve into" name the
cards allowed).

"This Digimon is also treated as <color>" (a persistent effect: ``query.colors``, the one
accessor of a Digimon's colors in play, for targets, conditions, digivolution requirements and
Options' color requirements; in the battle area only, official Q&A Q1055, Q1466).

"None of <owner> <description> can <restriction> [duration]" / "<duration>, none of ... can
...": the restriction of "all of" them (``Select.count`` None), re-evaluated as the board
changes: a Digimon that comes to fit the description is restricted, one that stops fitting no
longer is (CR 4.2 15-11-2-3-2, 15-11-2-3-3, whose example is this wording). Only the bare
description ("your opponent's Digimon with ...", "their level 4 or lower Digimon") is read after
"none of".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import CardFilter
from judgeapp.engine.dcg.text_layout import TIMINGS, title
from judgeapp.engine.errors import CardTextError

NONE = "none"  # Restrict.wording of "none of ... can ..."
CANNOT = "cannot"  # Restrict.wording of "<target> cannot <restriction>"
# printed wordings of a restriction (Restrict.wording) and their words after "can't"
_WORDINGS = {"by-battle": "be deleted by battle", "be-unsuspended": "be unsuspended",
             "your-opponents": "attack your opponent's Digimon"}


# two restrictions printed together ("can't suspend or activate [When Digivolving] effects")
BOTH = "+"
ACTIVATE = "activate-"  # "can't activate [<timing>] effects": ACTIVATE + the timing id


def activate_restriction(ch: list[Any]) -> str:
    timing = next(t for t in ch if isinstance(t, Token) and t.type == "TIMING")
    return ACTIVATE + TIMINGS[str(timing)[1:-1].lower()]


def words(what: str) -> str:
    """What a restriction of this family prints after "can't" (text_render._restriction)."""
    if BOTH in what:
        first, second = what.split(BOTH)
        return f"{first} or {words(second)}"
    return f"activate [{title(what.removeprefix(ACTIVATE))}] effects"


RETURNED = "returned-by-opponent"
CANT_RETURN = "effects-cant-return-"  # + the WHO index


def _whose_effects(ch: list[Any]) -> int:
    digimon_only, who = next(c for c in ch if isinstance(c, tuple))
    if digimon_only:
        raise CardTextError("the effects of your opponent's Digimon can't", "read only as "
                            "'your opponent's (their) effects can't ...'")
    return who


def _target_of(ch: list[Any]) -> Any:
    return next(c for c in ch if isinstance(c, (ir.Select, ir.This, ir.Ref)))


def _duration_of(ch: list[Any]) -> ir.Duration | None:
    return next((c for c in ch if isinstance(c, ir.Duration)), None)


class RestrictionWord(str):
    """A restriction the grammar's ``restriction`` rule read, "<what>[/<printed wording>]"."""


def _restriction(ch: list[Any]) -> str:
    """The restriction word the grammar's reader made (a plain string, not a token)."""
    return next(str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token))


class RestrictionsReader:
    """Transformer methods of the restrictions family (mixed into text_grammar._Reader)."""

    def no_digivolve(self, ch: list[Any]) -> RestrictionWord:
        return RestrictionWord("digivolve")

    def not_deleted_by_battle(self, ch: list[Any]) -> RestrictionWord:
        return RestrictionWord("deleted-in-battle/by-battle")

    def not_unsuspended(self, ch: list[Any]) -> RestrictionWord:
        return RestrictionWord("unsuspend/be-unsuspended")

    def no_attack_digimon(self, ch: list[Any]) -> RestrictionWord:
        """"can't attack Digimon" / "can't attack your opponent's Digimon": only the player
        (query.attackable)."""
        your = any(isinstance(t, Token) and t.lower() == "your" for t in ch)
        return RestrictionWord("attack-digimon" + ("/your-opponents" if your else ""))

    def no_activate(self, ch: list[Any]) -> RestrictionWord:
        """"can't activate [When Digivolving] effects": the Digimon's effects of that timing
        don't activate (resolve._why_invalid)."""
        return RestrictionWord(activate_restriction(ch))

    def no_suspend_or_activate(self, ch: list[Any]) -> RestrictionWord:
        return RestrictionWord("suspend" + BOTH + activate_restriction(ch))

    def digimon_effects_dont(self, ch: list[Any], first: bool = False) -> ir.Unaffected:
        """"Your opponent's / their Digimon effects don't affect <target> [duration]"
        (ir.WHO[True][4 | 5]): read as a target then "effects" (see the grammar)."""
        whose, shielded = [c for c in ch if isinstance(c, (ir.Select, ir.This, ir.Ref))]
        if not (isinstance(whose, ir.Select) and whose.bare and whose.kind == "digimon"
                and whose.owner in ("opponent", "their") and not whose.before
                and not whose.after and not whose.other):
            raise CardTextError("effects don't affect", "read only after 'your opponent's "
                                "Digimon' / 'their Digimon'")
        neg = next(str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token))
        duration = next((c for c in ch if isinstance(c, ir.Duration)), None)
        return ir.Unaffected(shielded, True, 4 if whose.owner == "opponent" else 5,
                             "dont-duration-first" if first else "dont", neg, duration)

    def digimon_effects_dont_first(self, ch: list[Any]) -> ir.Unaffected:
        return self.digimon_effects_dont(ch, first=True)

    def effects_no_of(self, ch: list[Any]) -> tuple[bool, int]:
        """"the effects your opponent's Digimon" (EX5-074 as printed: ir.WHO[True][6])."""
        if _restriction(ch) != "your opponent's":
            raise CardTextError("the effects their Digimon", "read only as 'the effects your "
                                "opponent's Digimon'")
        return True, 6

    def unaffected_first(self, ch: list[Any]) -> ir.Unaffected:
        """"Until ..., this Digimon isn't affected by ...": the duration printed first."""
        return self._unaffected(ch, "isnt-first")  # type: ignore[attr-defined]

    def also_color(self, ch: list[Any]) -> ir.AlsoColor:
        if ch[0] != ir.This("digimon"):
            raise CardTextError("is also treated as", "a color is read only for 'This Digimon'")
        return ir.AlsoColor(_restriction(ch))

    def until_your_ends(self, ch: list[Any]) -> ir.Duration:
        """"until your turn ends" (as "until the end of your turn")."""
        return ir.Duration("until-your-turn-end", 1)

    def restrict_pair(self, ch: list[Any], first: bool = False) -> ir.RestrictPair:
        one, two = [c for c in ch if isinstance(c, (ir.Select, ir.This, ir.Ref))]
        what = _restriction(ch)
        if "/" in what:
            raise CardTextError("... and ... can't", "two targets are read with a restriction "
                                "printed in its usual wording")
        duration = next((c for c in ch if isinstance(c, ir.Duration)), None)
        return ir.RestrictPair(ir.Restrict(one, what, duration, duration_first=first),
                               ir.Restrict(two, what, duration, duration_first=first))

    def restrict_pair_first(self, ch: list[Any]) -> ir.RestrictPair:
        return self.restrict_pair(ch, first=True)

    def restrict_dp(self, ch: list[Any], first: bool = False) -> ir.RestrictDP:
        read = self.restrict(ch, first=first)  # type: ignore[attr-defined]
        if read.wording or read.the_hand:
            raise CardTextError("can't ... and gets", "read with a restriction printed in its "
                                "usual wording")
        signed = next(t for t in ch if isinstance(t, Token) and t.type == "SIGNED")
        it = any(isinstance(t, Token) and t.lower() == "it" for t in ch)
        return ir.RestrictDP(read, int(str(signed).replace(",", "")), it)

    def restrict_dp_first(self, ch: list[Any]) -> ir.RestrictDP:
        return self.restrict_dp(ch, first=True)

    def effects_cant_return(self, ch: list[Any], first: bool = False) -> ir.Restrict:
        """"your opponent's / their effects can't return <target> to hands or decks"."""
        who = _whose_effects(ch)
        return ir.Restrict(_target_of(ch), RETURNED, _duration_of(ch), duration_first=first,
                           wording=f"{CANT_RETURN}{who}")

    def effects_cant_return_first(self, ch: list[Any]) -> ir.Restrict:
        return self.effects_cant_return(ch, first=True)

    def dont_affect_dp(self, ch: list[Any], first: bool = False) -> ir.UnaffectedDP:
        form = "dont-duration-first" if first else "dont"
        read = self._unaffected(ch, form)  # type: ignore[attr-defined]
        signed = next(t for t in ch if isinstance(t, Token) and t.type == "SIGNED")
        return ir.UnaffectedDP(read, int(str(signed)), _comma_after_target(ch, first))

    def dont_affect_dp_first(self, ch: list[Any]) -> ir.UnaffectedDP:
        return self.dont_affect_dp(ch, first=True)

    def restrict_cannot(self, ch: list[Any]) -> ir.Restrict:
        read = self.restrict(ch)  # type: ignore[attr-defined]
        if read.wording or read.the_hand:
            raise CardTextError("cannot", "'cannot' is read only with the restrictions printed "
                                "without another wording")
        return replace(read, wording=CANNOT)

    def restrict_none(self, ch: list[Any], first: bool = False) -> ir.Restrict:
        who = next(c for c in ch if isinstance(c, (ir.Select, ir.This, ir.Ref)))
        if not isinstance(who, ir.Select) or not who.bare:
            raise CardTextError("none of", "'none of' is read only before a description of "
                                "the Digimon ('none of your opponent's Digimon with ...')")
        duration = next((c for c in ch if isinstance(c, ir.Duration)), None)
        what, _, _ = _restriction(ch).partition("/")
        return ir.Restrict(replace(who, bare=True), what, duration, duration_first=first,
                           wording=NONE)

    def restrict_none_first(self, ch: list[Any]) -> ir.Restrict:
        return self.restrict_none(ch, first=True)

    def only_named(self, ch: list[Any]) -> ir.OnlyInto:
        return ir.OnlyInto(name=_inner_name(ch))

    def only_color(self, ch: list[Any]) -> ir.OnlyInto:
        return ir.OnlyInto(color=_restriction(ch))

    def only_name_has(self, ch: list[Any]) -> ir.OnlyInto:
        return ir.OnlyInto(name_has=_inner_name(ch))

    def only_into(self, ch: list[Any]) -> ir.OnlyInto:
        if ch[0] != ir.This("digimon"):
            raise CardTextError("can only digivolve into", "read only of 'This Digimon'")
        return next(c for c in ch if isinstance(c, ir.OnlyInto))


def _inner_name(ch: list[Any]) -> str:
    return next(str(t).strip()[1:-1].strip() for t in ch
                if isinstance(t, Token) and t.type == "NAME")


def render_only_into(a: ir.OnlyInto) -> str:
    what = f"[{a.name}]" if a.name else f"{a.color} Digimon" if a.color else \
        f"Digimon with [{a.name_has}] in their names"
    return f"this Digimon can only digivolve into {what}"


def lower_only_into(a: ir.OnlyInto) -> fx.Static:
    """The cards this Digimon may digivolve into: an exact name (CR 4.2 2-3-1-2), a color (a
    multicolor card has each of its colors, 2-4-3-1), a name part."""
    flt = CardFilter(names=(a.name,)) if a.name else \
        CardFilter(colors=(a.color,)) if a.color else CardFilter(name_has=(a.name_has,))
    return fx.Static(target=fx.Target("this"), only_into=flt)


def render_restrict(a: ir.Restrict, who: str, words: Callable[[], str]) -> str | None:
    """The body of this family's wordings (None: another one; the duration is added by the
    caller). ``words``: what the restriction prints after "can't"."""
    if a.wording == NONE:
        return f"none of {who} can {words()}"
    if a.wording == CANNOT:
        return f"{who} cannot {words()}"
    if a.wording in _WORDINGS:
        return f"{who} can't {_WORDINGS[a.wording]}"
    if a.wording.startswith(CANT_RETURN):
        whose = ir.WHO[False][int(a.wording.removeprefix(CANT_RETURN))]
        return f"{whose} can't return {who} to hands or decks"

    return None


def lower_also_color(a: ir.AlsoColor, condition: Any) -> fx.Static:
    """Read from the Digimon's own printed effects by ``query.colors`` (which doesn't evaluate
    conditions: one that reads colors could depend on this effect), so a "while" condition is
    refused."""
    if condition is not None:
        raise CardTextError("is also treated as", "a color added while a condition holds is "
                            "not modelled (query.colors reads no conditions)")
    return fx.Static(target=fx.Target("this"), also_colors=(a.color,))


def render_restrict_dp(a: ir.RestrictDP, body: str, r: ir.Restrict) -> str:
    """``body``: the restriction rendered without its duration."""
    dp = f"{'it ' if a.it else ''}gets {a.amount:+d} DP"
    if r.duration is None:
        return f"{body} and {dp}"
    from_words = ir.DURATIONS[r.duration.kind][r.duration.wording]
    return f"{from_words}, {body} and {dp}" if r.duration_first else \
        f"{body} and {dp} {from_words}"


def _comma_after_target(ch: list[Any], first: bool) -> bool:
    """A comma printed before "and it gets" (the duration-first form has one before)."""
    commas = [i for i, t in enumerate(ch) if isinstance(t, Token) and str(t) == ","]
    return len(commas) > (1 if first else 0)


def render_unaffected_dp(a: ir.UnaffectedDP, body: str) -> str:
    """``body``: the shield rendered without its duration."""
    u, dp = a.unaffected, f"{',' if a.comma else ''} and it gets {a.amount:+d} DP"
    if u.duration is None:
        return body + dp
    words = ir.DURATIONS[u.duration.kind][u.duration.wording]
    return f"{words}, {body}{dp}" if u.form == "dont-duration-first" else f"{body}{dp} {words}"
