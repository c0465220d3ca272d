"""The counting family of sentence forms: reading (a mixin of the grammar's reader),
rendering and lowering, kept out of the large ``text_grammar.py`` / ``text_lower.py``.

"Trash your opponent's top security card", "trash the top card | N cards of your opponent's
security stack", "trash N card(s) from the top of your opponent's security stack" (executed by
``verbs/trash_opponent_security.py``).

"For each X, <action>" / "<action> for each X" (CR 4.2 4-27): the action processed for each X.
A Digimon chosen "1 of ..." for each X is chosen X times over, all at once (CR 4.2 4-27-4: "...
return 1 of their Digimon ..." for 3 link cards returns 3 of their Digimon); cards from the top
of a stack for each X are as many times the cards (4-27-2: the top 2 digivolution cards of 1
Digimon for 2 Tamers are its top 4). The count is read when the effect is processed
(``query.count``); 0 processes nothing (CR 4.2 1-3-4).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, Clause, Condition, Count
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.errors import CardTextError


def _vals(ch: list[Any]) -> list[Any]:
    return [c for c in ch if not isinstance(c, Token)]


def _ints(ch: list[Any]) -> list[int]:
    return [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"]


class _Their(str):
    """"their" printed for "your opponent's"."""


def _their(ch: list[Any]) -> bool:
    return any(isinstance(c, _Their) for c in ch)


class CountReader:
    """Transformer methods of the counting forms (mixed into text_grammar._Reader)."""

    def whose_opponent(self, ch: list[Any]) -> None:
        return None

    def whose_their(self, ch: list[Any]) -> _Their:
        return _Their("their")

    def opp_security_top(self, ch: list[Any]) -> ir.TrashOppSecurity:
        return ir.TrashOppSecurity(their=_their(ch))

    def opp_security_stack(self, ch: list[Any]) -> ir.TrashOppSecurity:
        return ir.TrashOppSecurity(wording="stack", their=_their(ch))

    def opp_security_stack_n(self, ch: list[Any]) -> ir.TrashOppSecurity:
        return ir.TrashOppSecurity(_ints(ch)[0], wording="stack-n")

    def opp_security_from_top(self, ch: list[Any]) -> ir.TrashOppSecurity:
        cards = next(v for v in _vals(ch) if isinstance(v, ir.Cards))
        if cards != ir.Cards(plural=cards.plural):
            raise CardTextError("trash ... from the top of your opponent's security stack",
                                hint="only 'N card(s)' are trashed from the top of the "
                                     "security stack: a description of them is not read")
        return ir.TrashOppSecurity(_ints(ch)[0], wording="from-top",
                                   cards="cards" if cards.plural else "card")

    def count_in_under(self, ch: list[Any]) -> ir.ForEach:
        ints = _ints(ch)
        return ir.ForEach("under-of", per=ints[0] if ints else None, wording="in",
                          plural=next(v for v in _vals(ch) if isinstance(v, bool)))

    def count_under_its(self, ch: list[Any]) -> ir.ForEach:
        return ir.ForEach("under-of", wording="its")

    def raise_max(self, ch: list[Any]) -> ir.RaiseMax:
        verb = next(str(t) for t in ch if isinstance(t, Token)
                    and str(t).lower() in ("add", "remove"))
        phrase = next(v for v in _vals(ch) if isinstance(v, _Phrase))
        if measure(phrase) is None:
            raise CardTextError(phrase, hint="the maximum raised is not a level, DP or play "
                                "cost")
        return ir.RaiseMax(_ints(ch)[0], str(phrase),
                           next((v for v in _vals(ch) if isinstance(v, ir.ForEach)), None),
                           str(verb))

    def max_phrase(self, ch: list[Any]) -> _Phrase:
        return _Phrase(" ".join(str(t) for t in _flat(ch)))

    def max_measure(self, ch: list[Any]) -> list[Token]:
        return list(ch)

    def choose_verb(self, ch: list[Any]) -> list[Token]:
        return list(ch)

    level_verb = choose_verb

    def count_security_of(self, ch: list[Any]) -> ir.ForEach:
        owner = next(str(v) for v in _vals(ch) if isinstance(v, str) and not isinstance(v, _Up))
        up = next((v for v in _vals(ch) if isinstance(v, _Up)), None)
        zone = ("opp-" if owner == "opponent" else "") + ("security-face-up" if up else
                                                          "security-stack")
        return ir.ForEach("security-of", zone=zone, wording=str(up or ""),
                          whose="their" if owner == "their" else "")

    def face_up_word(self, ch: list[Any]) -> _Up:
        return _Up(" ".join(str(t) for t in ch))

    # --- colors (each different color once: official Q&A Q3209)
    def count_colors_in(self, ch: list[Any]) -> ir.ForEach:
        zone, whose = next(v for v in _vals(ch) if isinstance(v, tuple))
        return _colors(ch, zone, whose=whose)

    def colors_in_under(self, ch: list[Any]) -> tuple[str, str]:
        return "under", str(_vals(ch)[0])

    def colors_in_opp_trash(self, ch: list[Any]) -> tuple[str, str]:
        return "opp-trash", ""

    def count_colors_have(self, ch: list[Any]) -> ir.ForEach:
        return _colors(ch, str(next(v for v in _vals(ch) if isinstance(v, _Of))))

    def colors_of(self, ch: list[Any]) -> _Of:
        return _Of("tamers" if str(ch[0]).lower() == "tamers" else "digimon")

    def count_colors_field_of(self, ch: list[Any]) -> ir.ForEach:
        owner = next(str(v) for v in _vals(ch) if isinstance(v, str) and str(v) in (
            "your", "opponent", "their"))
        return _colors(ch, "field" if owner == "your" else "opp-field", wording="of",
                       whose=owner)

    def count_colors_opp_field(self, ch: list[Any]) -> ir.ForEach:
        return _colors(ch, "opp-field")

    def trash_deck_top_card(self, ch: list[Any]) -> ir.TrashDeckTop:
        return ir.TrashDeckTop(1, one_card=True)

    def count_colors_tamers_of(self, ch: list[Any]) -> ir.ForEach:
        if "your" not in [str(v) for v in _vals(ch)]:
            raise CardTextError("of ... Tamers' colors", hint="only 'your Tamers' colors' are "
                                "counted")
        return _colors(ch, "tamers", wording="of")

    def count_colors_this(self, ch: list[Any]) -> ir.ForEach:
        return ir.ForEach("colors", zone="this", whose=str(_vals(ch)[0]))

    def colors_word(self, ch: list[Any]) -> bool:
        return str(ch[0]).lower() == "colors"

    def cost_post_plural(self, ch: list[Any]) -> ir.PlayCostBound:
        word = next(str(v) for v in _vals(ch) if isinstance(v, str))
        return ir.PlayCostBound(_ints(ch)[0], word in ("less", "lower"), word, plural=True)

    def counted_kind_cards(self, ch: list[Any]) -> ir.Cards:
        """"Digimon card(s) with ..." counted (the kind printed)."""
        words = [str(t).lower() for t in ch if isinstance(t, Token)]
        return ir.Cards(kind=words[0], plural="cards" in words, after=tuple(_vals(ch)))

    def counted_trait_cards(self, ch: list[Any]) -> ir.Cards:
        """"[X] trait cards" counted."""
        name = next(str(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        trait = ir.Trait(name.strip()[1:-1].strip(), before=True)
        return ir.Cards(plural=next(v for v in _vals(ch) if isinstance(v, bool)),
                        after=(trait,), trait_first=True)

    def count_described(self, ch: list[Any]) -> ir.ForEach:
        ints = _ints(ch)
        cards = next(v for v in _vals(ch) if isinstance(v, ir.Cards))
        place = next(v for v in _vals(ch) if isinstance(v, _Place))
        return ir.ForEach("described", per=ints[0] if ints else None, zone=str(place),
                          cards=cards)

    def desc_in_trash(self, ch: list[Any]) -> _Place:
        return _Place("trash")

    def desc_in_under(self, ch: list[Any]) -> _Place:
        return _Place("under")

    def dp_give(self, ch: list[Any]) -> ir.GiveDP:
        return ir.GiveDP(next(v for v in _vals(ch) if isinstance(v, _TARGETS)), _signed(ch),
                         next((v for v in _vals(ch) if isinstance(v, ir.Duration)), None),
                         next(v for v in _vals(ch) if isinstance(v, ir.ForEach)),
                         comma=any(v is _COMMA for v in _vals(ch)))

    def comma(self, ch: list[Any]) -> object:
        return _COMMA

    def suspend_either(self, ch: list[Any]) -> ir.SuspendEither:
        first = next(v for v in _vals(ch) if isinstance(v, ir.Suspend))
        if first.gerund:
            raise CardTextError("suspending ..., or ...", hint="only 'Suspend <A>, or <B>' is "
                                "read as a choice between two descriptions")
        return ir.SuspendEither(first, next(v for v in _vals(ch) if isinstance(v, _TARGETS)))

    def each_first(self, ch: list[Any]) -> ir.Each:
        return _each(ch, first=True)

    def each_after(self, ch: list[Any]) -> ir.Each:
        return _each(ch, first=False)

    def each_first_both(self, ch: list[Any]) -> ir.Each:
        per = next(v for v in _vals(ch) if isinstance(v, ir.ForEach))
        first, second = (v for v in _vals(ch) if not isinstance(v, ir.ForEach))
        if second.per is not None:
            raise CardTextError("for each ..., ... for each ...",
                                hint="an action counted twice is not read")
        return ir.Each(ir.Both(first, second), per, first=True)


    def dp_pair(self, ch: list[Any]) -> ir.DPPair:
        targets = [v for v in _vals(ch) if isinstance(v, _TARGETS) or v is _SAME]
        first, second = targets
        if not isinstance(second, ir.SecurityDigimon) and second is not _SAME:
            raise CardTextError("<target> and <target> get ... DP",
                                hint="only '<target> and all of <owner> Security Digimon' "
                                     "(CR 4.2 15-1-8) are read as a pair")
        if isinstance(first, ir.SecurityDigimon):
            raise CardTextError("Security Digimon and ...",
                                hint="the Security Digimon are read second only")
        return ir.DPPair(first, None if second is _SAME else second, _signed(ch),
                         next((v for v in _vals(ch) if isinstance(v, ir.Duration)), None),
                         next((v for v in _vals(ch) if isinstance(v, ir.ForEach)), None))

    dp_pair_each = dp_pair

    def same_security(self, ch: list[Any]) -> object:
        return _SAME


_TARGETS = (ir.This, ir.Ref, ir.Select, ir.SecurityDigimon)


class _Place(str):
    """Where described cards are counted: trash | under."""


class _Up(str):
    """"face-up" / "face up" as printed."""


class _Phrase(str):
    """The printed words naming the maximum raised."""


def _flat(ch: list[Any]) -> list[Token]:
    out: list[Token] = []
    for c in ch:
        out.extend(_flat(c) if isinstance(c, list) else [c] if isinstance(c, Token) else [])
    return out


def measure(phrase: str) -> str | None:
    """Which bound a printed "maximum" phrase names: level | dp | cost."""
    words = phrase.lower()
    if "level" in words:
        return "level"
    if "play cost" in words:
        return "cost"
    if "dp" in words:
        return "dp"
    return None
_SAME = object()  # "and Security Digimon" without an owner
_COMMA = object()  # a printed comma


def _signed(ch: list[Any]) -> int:
    return int(next(t for t in ch if isinstance(t, Token) and t.type == "SIGNED"))


class _Of(str):
    """Whose colors are counted: tamers | digimon."""


def _colors(ch: list[Any], zone: str, whose: str = "", wording: str = "") -> ir.ForEach:
    ints = _ints(ch)
    plural = next(v for v in _vals(ch) if isinstance(v, bool))
    return ir.ForEach("colors", per=ints[0] if ints else None, zone=zone, whose=whose,
                      wording=wording, plural=plural)


def render_colors(f: ir.ForEach, each: str, posts: str = "") -> str:
    """``for each color in this Digimon's digivolution cards`` and the other color counts
    (``posts``: " with the [X] trait" after "your Tamers", text_tamers)."""
    n = f"{f.per} " if f.per is not None else ""
    colors = "colors" if f.plural else "color"
    if f.zone == "this":
        return f"for {each} of {f.whose} colors"
    if f.zone == "under":
        return f"for {each} {n}{colors} in {f.whose} digivolution cards"
    if f.zone == "opp-trash":
        return f"for {each} {n}{colors} in your opponent's trash"
    if f.zone in ("field", "opp-field") and f.wording == "of":
        owner = {"your": "your", "their": "their"}.get(f.whose, "your opponent's")
        return f"for {each} {n}{colors} of {owner} Digimon and Tamers"
    if f.zone == "opp-field":
        return f"for {each} {n}{colors} your opponent's Digimon and Tamers have"
    if f.wording == "of":
        return f"for {each} {n}of your Tamers' {colors}"
    whose = "Tamers" if f.zone == "tamers" else "Digimon"
    return f"for {each} {n}{colors} your {whose}{posts} have"


def _each(ch: list[Any], first: bool) -> ir.Each:
    per = next(v for v in _vals(ch) if isinstance(v, ir.ForEach))
    action = next(v for v in _vals(ch) if not isinstance(v, ir.ForEach))
    if getattr(action, "per", None) is not None:
        raise CardTextError("for each ..., ... for each ...",
                            hint="an action counted twice is not read")
    return ir.Each(action, per, first)


# ---------------------------------------------------------------- rendering


def render_opp_security(a: ir.TrashOppSecurity) -> str:
    whose = "their" if a.their else "your opponent's"
    if a.wording == "top":
        return f"trash {whose} top security card"
    if a.wording == "stack":
        return f"trash the top card of {whose} security stack"
    if a.wording == "stack-n":
        return f"trash the top {a.n} cards of your opponent's security stack"
    return f"trash {a.n} {a.cards} from the top of your opponent's security stack"


def render_dp_pair(a: ir.DPPair, first: str, second: str, duration: str,
                   counted: str) -> str:
    """``first``/``second``: the targets as printed (``second`` "" for "Security Digimon"
    without an owner); ``duration`` and ``counted`` ("for each ...") as printed, or ""."""
    body = f"{first} and {second or 'Security Digimon'} get {a.amount:+d} DP"
    body = f"{body} {duration}" if duration else body
    return f"{counted}, {body}" if counted else body


def render_security_of(f: ir.ForEach, each: str) -> str:
    owner = "their" if f.whose else "your opponent's" if f.zone.startswith("opp-") else "your"
    up = f"{f.wording} " if f.wording else ""
    return f"for {each} of {owner} {up}security cards"


def render_described(f: ir.ForEach, each: str, cards: str) -> str:
    """``cards``: the card description as printed."""
    n = f"{f.per} " if f.per is not None else ""
    place = "your trash" if f.zone == "trash" else "this Digimon's digivolution cards"
    return f"for {each} {n}{cards} in {place}"


def render_give(a: ir.GiveDP, target: str, duration: str, counted: str) -> str:
    """``target``, ``duration``, ``counted`` ("for each ..."): as printed."""
    body = f"to {target}{',' if a.comma else ''} give {a.amount:+d} DP"
    return " ".join(p for p in (body, duration, counted) if p)


def render_raise_max(a: ir.RaiseMax, counted: str) -> str:
    """``counted``: "for each ..." as printed, or "" (after "If ...,")."""
    to = "from" if a.remove else "to"
    body = f"{a.verb.lower()} {a.n} {to} {a.phrase}"
    return f"{counted}, {body}" if counted else body


def render_each(a: ir.Each, body: str, counted: str) -> str:
    """``body``: the action as printed alone; ``counted``: "for each ..."."""
    return f"{counted}, {body}" if a.first else f"{body} {counted}"


# ---------------------------------------------------------------- lowering

# the verbs processed for each X, and what the count multiplies: the chosen Digimon (CR 4.2
# 4-27-4) or the amount (cards from the top of a stack, 4-27-2; memory)
TIMES_TARGET = ("suspend", "unsuspend", "delete", "return-hand", "return-deck-bottom",
                "restrict", "unaffected")
TIMES_AMOUNT = ("trash-opponent-security", "trash-deck-top", "memory")


def _refuse(what: str, why: str) -> CardTextError:
    return CardTextError(what, f"read, but not executed by the engine: {why}")


def lower_dp_pair(a: ir.DPPair, first: FxTarget, second: FxTarget, duration: str | None,
                  per: Count | None) -> tuple[Action, Action]:
    """Both targets get the change, in one sentence: two lasting changes, the chosen Digimon's
    first (CR 4.2 15-1-8: effects that specify Security Digimon affect them)."""
    if duration is None:
        raise _refuse("... and Security Digimon get ... DP", "a persistent effect (no duration)")
    return (Action("dp", target=first, amount=a.amount, duration=duration, per=per),
            Action("dp", target=second, amount=a.amount, duration=duration, per=per))


_BOUND_FIELD = {"level": "max_level", "dp": "max_dp", "cost": "max_cost"}
# the verbs whose bound the sentence after may raise: the Digimon chosen, the card played
_RAISABLE = ("delete", "suspend", "return-hand", "return-deck-bottom", "play-free",
             "place-security")


def merge_raise(before: Clause | None, a: ir.RaiseMax, per: Count | None,
                condition: Condition | None, text: str) -> Clause:
    """The clause before, its last action's bound raised for each X (or, after "If ...,", once
    if the condition holds); refused where there is no such bound right before."""
    kind = measure(a.phrase)
    field = _BOUND_FIELD[kind]
    act = before.actions[-1] if before is not None and before.actions else None
    if act is None or act.raise_max is not None or (per is None) == (condition is None):
        raise CardTextError(text, "'add N to this effect's maximum' is read right after the "
                            "sentence it raises, after 'For each X,' or 'If ...,'")
    holder = act.target if getattr(act.target, field, None) is not None else act.filter
    if act.verb not in _RAISABLE or getattr(holder, field, None) is None:
        raise _refuse(text, f"the sentence before has no {kind} maximum to raise")
    raised = fx.RaiseMax(kind, -a.n if a.remove else a.n, per, condition)
    return replace(before, actions=(*before.actions[:-1], replace(act, raise_max=raised)),
                   text=f"{before.text} {text}")


def lower_suspend_either(first: FxTarget, second: FxTarget) -> Action:
    """Two "1 of / N of" descriptions of Digimon to choose from (Q&A Q982)."""
    if any(t.mode not in ("one", "up-to") or t.kind != "digimon" for t in (first, second)):
        raise _refuse("suspend ..., or ...", "a choice between two 'N of ... Digimon' "
                      "descriptions only")
    return Action("suspend-either", target=first, alt=second)


def lower_opp_security(a: ir.TrashOppSecurity) -> Action:
    return Action("trash-opponent-security", amount=a.n)


def lower_each(inner: Action, per: Count) -> Action:
    """The inner action with its count: refused where the rules don't say what the count
    multiplies."""
    if inner.verb in TIMES_TARGET:
        t = inner.target
        if t is None or t.mode not in ("one", "up-to"):
            raise _refuse("for each", "only '1 of' / 'up to N of' Digimon are chosen for each X "
                          "(CR 4.2 4-27-4), not 'all of' or 'this Digimon'")
    elif inner.verb not in TIMES_AMOUNT:
        raise _refuse("for each", f"'{inner.verb}' for each X")
    if inner.verb == "trash-deck-top" and inner.who != "you":
        raise _refuse("for each", "both players' decks for each X")
    return replace(inner, per=per)
