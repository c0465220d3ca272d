"""Effects granted by an effect, read, written back and lowered: "1 of your Digimon gains
"[On Deletion] Gain 2 memory" until the end of your opponent's next turn.", "Until the end of
your opponent's turn, 1 of their Digimon gains "[On Deletion] Lose 1 memory."", "All of your
Digimon gain the following effect for the turn: "..."", "... gets -3000 DP and gains "..."",
"Give <target> [<X> and] "..."" (the grammar's ``gain_effect``; executed by
``verbs/gain_effect.py``; CR 4.2 15-13, 15-15-2); the same in a persistent effect
(``Static.effects``); keywords that are effects of their own given as those effects
(``keyword_effects``, ``static_keyword_effects``); "gains <X> [and <Y>] and [gets] +N DP";
"This Digimon attacks." (``verbs/forced_attack.py``) and "This Digimon gains all effects of
cards with [X] in their names in this Digimon's digivolution cards" (``gains_all.py``).

Each quoted effect is a text box of its own, read whole by the grammar (its rendering must give
back its text) and lowered like any other box. A gained effect is had by the Digimon that
gained it: its "this Digimon" is that Digimon, its "you" that Digimon's player. Only trigger-type
effects with a timing are lowered: a gained persistent or immediate-type effect, a gained [X Per
Turn] limit and a gained "this card" other than in an [On Deletion] effect (there it is the
deleted Digimon's top card: official Q&A Q2730, Q2761) are refused with the reason (below).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``, which gives
``read_quoted``); the rendering is used by ``text_render``; ``lower`` by ``text_lower``, given
the box reader ``cardtext`` installs (``install``), so no module here imports the ones that
import it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter, Effect, Static
from judgeapp.engine.dcg.keyword_text import GIVEN_AS_EFFECTS
from judgeapp.engine.errors import CardTextError

_TARGETS = (ir.This, ir.Ref, ir.Select, ir.SecurityDigimon)
_THIS_CARD = re.compile(r"\bthis card\b", re.IGNORECASE)


class _Quotes(tuple):
    """The quoted effects of one sentence, as printed (quotes included)."""


class _OfThe:
    """"all of the effects" (else "all effects")."""


class _On:
    """"effects on cards" (else "effects of cards")."""


def _name(ch: list[Any]) -> str:
    return next(str(t) for t in ch if isinstance(t, Token) and t.type == "NAME")[1:-1]


class _KwQuoted(tuple):
    """``<A>[, <B>] and "<effect>"``: (keywords, separators, quotes)."""


class GainReader:
    """The ``gain_effect`` rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def read_quoted(self, text: str) -> ir.Box:  # pragma: no cover - text_grammar gives it
        raise NotImplementedError

    def quoted(self, ch: list[Any]) -> _Quotes:
        return _Quotes(str(t) for t in ch if isinstance(t, Token) and t.type == "QUOTED")

    def gain_effect(self, ch: list[Any], form: str = "gains") -> ir.GainEffects:
        vals = [c for c in ch if not isinstance(c, Token)]
        quotes = next((v for v in vals if isinstance(v, _Quotes)), None)
        if quotes is None:  # "the following effect ...: "..."": one quote, the last token
            quotes = _Quotes((str(ch[-1]),))
        signed = next((t for t in ch if isinstance(t, Token) and t.type == "SIGNED"), None)
        return ir.GainEffects(
            next(v for v in vals if isinstance(v, _TARGETS)), quotes,
            tuple(self.read_quoted(q[1:-1]) for q in quotes),
            next((v for v in vals if isinstance(v, ir.Duration)), None),
            plural=next((v for v in vals if isinstance(v, bool)), False), form=form,
            dp=int(signed) if signed is not None else 0)

    def gain_effect_first(self, ch: list[Any]) -> ir.GainEffects:
        return self.gain_effect(ch, "first")

    def gain_following(self, ch: list[Any]) -> ir.GainEffects:
        return self.gain_effect(ch, "following")

    def gain_effect_dp(self, ch: list[Any]) -> ir.GainEffects:
        return self.gain_effect(ch, "dp")

    def gain_effect_dp_first(self, ch: list[Any]) -> ir.GainEffects:
        return self.gain_effect(ch, "dp-first")

    def gains_all(self, ch: list[Any]) -> ir.GainsAll:
        vals = [c for c in ch if not isinstance(c, Token)]
        who = next(v for v in vals if isinstance(v, _TARGETS))
        if who != ir.This("digimon") or next(v for v in vals if isinstance(v, bool)):
            raise CardTextError("gain all effects", "read for 'This Digimon gains all ...' only")
        name, exact = next(v for v in vals if isinstance(v, tuple) and len(v) == 2
                           and isinstance(v[1], bool))
        return ir.GainsAll(name, exact, of_the=any(isinstance(v, _OfThe) for v in vals),
                           on=any(isinstance(v, _On) for v in vals))

    def of_on(self, ch: list[Any]) -> _On | None:
        return _On() if str(ch[0]).lower() == "on" else None

    def of_the(self, ch: list[Any]) -> _OfThe:
        return _OfThe()

    def gains_all_name_part(self, ch: list[Any]) -> tuple[str, bool]:
        return _name(ch), False

    def gains_all_named(self, ch: list[Any]) -> tuple[str, bool]:
        return _name(ch), True

    def keywords_and_dp(self, ch: list[Any], first: bool = False) -> ir.ChangeDP:
        """"gains <X> [and <Y>] and [gets] +N DP" (also with the duration first)."""
        vals = [c for c in ch if not isinstance(c, Token)]
        kws = tuple(v for v in vals if isinstance(v, ir.Keyword))
        seps = [str(v) for v in vals if isinstance(v, str)]
        commas = bool(seps) and all(sep == "," for sep in seps)
        if not commas and (any(sep != "and" for sep in seps[:-1])
                           or seps and seps[-1] not in (",", "and")):
            raise CardTextError(", ".join(f"<{k.printed}>" for k in kws), "keywords before "
                                "the DP are read as '<A> and <B> and ...' or '<A>, <B> and ...'")
        bools = [v for v in vals if isinstance(v, bool)]
        signed = next(t for t in ch if isinstance(t, Token) and t.type == "SIGNED")
        return ir.ChangeDP(next(v for v in vals if isinstance(v, _TARGETS)), int(signed), kws,
                           next((v for v in vals if isinstance(v, ir.Duration)), None),
                           duration_first=first, plural=bools[0],
                           wording="keyword-and-gets" if len(bools) == 2 else "keyword-and-dp",
                           kw_commas=commas)

    def keywords_and_dp_first(self, ch: list[Any]) -> ir.ChangeDP:
        return self.keywords_and_dp(ch, first=True)

    def this_attacks(self, ch: list[Any]) -> ir.MustAttack:
        if ch[0] != ir.This("digimon"):  # the target is shared with "<who> attacks a player"
            raise CardTextError("attacks", "'<Digimon> attacks.' is read as 'This Digimon "
                                "attacks.'")
        return ir.MustAttack()

    def attack_with_this(self, ch: list[Any]) -> ir.Do:
        return ir.Do(ir.MustAttack(with_form=True))

    def kw_quoted(self, ch: list[Any]) -> _KwQuoted:
        vals = [c for c in ch if not isinstance(c, Token)]
        return _KwQuoted((tuple(v for v in vals if isinstance(v, ir.Keyword)),
                          tuple(str(v) for v in vals if isinstance(v, str)
                                and not isinstance(v, _Quotes)),
                          next(v for v in vals if isinstance(v, _Quotes))))

    def _with_keywords(self, ch: list[Any], form: str) -> ir.GainEffects:
        kws, seps, quotes = next(v for v in ch if isinstance(v, _KwQuoted))
        return replace(self.gain_effect([*ch, quotes], form), keywords=kws, kw_seps=seps)

    def gain_kw_effect(self, ch: list[Any]) -> ir.GainEffects:
        return self._with_keywords(ch, "gains")

    def give_kw_effect(self, ch: list[Any]) -> ir.GainEffects:
        return self._with_keywords(ch, "give")

    def get_dp_effect(self, ch: list[Any]) -> ir.GainEffects:
        return self.gain_effect(ch, "dp-and")

    def restrict_gain_first(self, ch: list[Any]) -> ir.GainEffects:
        what = next(str(v) for v in ch if isinstance(v, str) and not isinstance(v, Token))
        return replace(self.gain_effect(ch, "restrict-first"), restriction=what)

    def give_effect(self, ch: list[Any]) -> ir.GainEffects:
        return self.gain_effect(ch, "give")

    def give_effect_first(self, ch: list[Any]) -> ir.GainEffects:
        return self.gain_effect(ch, "give-first")


def render(a: ir.GainEffects, target: str, duration: str, restriction: str = "") -> str:
    """The sentence; ``target``, ``duration`` and ``restriction``: their words as rendered."""
    quotes = " and ".join(a.quotes)
    if a.form == "restrict-first":
        return f"{duration}, {target} can't {restriction} and " \
            f"{'gain' if a.plural else 'gains'} {quotes}"
    if a.keywords:  # "<A>, <B> and "<effect>"": each keyword with its reminder, if printed
        words = [f"<{k.printed}>" + (f" {k.note}" if k.note else "") for k in a.keywords]
        seps = ["," if sep == "," else f" {sep}" for sep in a.kw_seps]
        listed = words[0] + "".join(f"{sep} {word}" for sep, word in zip(seps, words[1:],
                                                                          strict=True))
        quotes = f"{listed} and {quotes}"
    if a.form in ("give", "give-first"):
        body = f"give {target} {quotes}"
        return f"{duration}, {body}" if a.form == "give-first" else f"{body} {duration}".rstrip()
    if a.form == "following":
        return f"{target} {'gain' if a.plural else 'gains'} the following effect {duration}: " \
            f"{quotes}"
    if a.form == "dp-and":
        return f"{target} {'get' if a.plural else 'gets'} {a.dp:+d} DP and {quotes} " \
            f"{duration}".rstrip()
    if a.form in ("dp", "dp-first"):
        verb = f"{'get' if a.plural else 'gets'} {a.dp:+d} DP and " \
            f"{'gain' if a.plural else 'gains'}"
    else:
        verb = "gain" if a.plural else "gains"
    body = f"{target} {verb} {quotes}"
    if a.form in ("first", "dp-first"):
        return f"{duration}, {body}"
    return f"{body} {duration}".rstrip()


def render_gains_all(a: ir.GainsAll) -> str:
    cards = f"[{a.name}]" if a.exact else f"cards with [{a.name}] in their names"
    return f"this Digimon gains all {'of the ' if a.of_the else ''}effects " \
        f"{'on' if a.on else 'of'} {cards} in this Digimon's digivolution cards"


def gains_all_static(a: ir.GainsAll, condition: object) -> Static:
    """The persistent effect: this Digimon, and which of its digivolution cards."""
    if condition is not None:
        raise CardTextError(render_gains_all(a), "a condition on gaining all effects of "
                            "digivolution cards is not modelled")
    flt = CardFilter(names=(a.name,)) if a.exact else CardFilter(name_has=(a.name,))
    return Static(target=fx.Target("this"), gains_from=flt)


def render_attack(a: ir.MustAttack) -> str:
    return "attack with this Digimon" if a.with_form else "this Digimon attacks"


# the box reader (cardtext.parse_text), installed by cardtext when it is imported
_READ: list[Callable[[str], tuple[Effect, ...]]] = []


def install(read: Callable[[str], tuple[Effect, ...]]) -> None:
    _READ[:] = [read]


def gained(a: ir.GainEffects) -> tuple[Effect, ...]:
    """The quoted effects lowered, or the refusal saying which the engine can't give."""
    out: list[Effect] = []
    for quote in a.quotes:
        inner = quote[1:-1]
        effects = _READ[0](inner)
        # "this card" in a gained [On Deletion] effect is the deleted Digimon's top card, the
        # card that had the effect (official Q&A Q2730, Q2761: "Digimon carry over effects
        # after digivolving, therefore it plays [AncientGreymon]"; Q3500); elsewhere unsettled
        if _THIS_CARD.search(inner) and any(e.timing != fx.ON_DELETION for e in effects):
            raise CardTextError(quote, "which card 'this card' names in a gained effect other "
                                "than [On Deletion] (the Digimon's top card, or the card whose "
                                "effect gave it) is not settled by the rules: not modelled")
        for effect in effects:
            if effect.type != fx.TRIGGER:
                raise CardTextError(quote, f"a gained {effect.type} effect is not modelled: "
                                    "only trigger-type effects are given")
            if effect.per_turn is not None:
                raise CardTextError(quote, "a gained [X Per Turn] effect is not modelled")
            out.append(effect)
    return tuple(out)


def keyword_effects(action: Action) -> Action:
    """"Gains <Raid> [and <Piercing>] ...", "gets +3000 DP and gains <Alliance> ...": the
    keywords that are effects of their own (``GIVEN_AS_EFFECTS``) are given as those effects
    (the keyword's own, read from its icon), the others as the Digimon's state."""
    given = [k for k in action.keywords if k in GIVEN_AS_EFFECTS]
    if not given or action.verb not in ("dp", "gain-keyword", "gain-effect"):
        return action
    effects = tuple(e for k in given for e in _READ[0](f"<{k.title()}>"))
    return replace(action, verb="gain-effect", gained=effects + action.gained,
                   keywords=tuple(k for k in action.keywords if k not in GIVEN_AS_EFFECTS),
                   amount=action.amount if action.verb == "dp" else 0)


def static_keyword_effects(static: Static) -> Static:
    """A persistent effect giving a keyword that is an effect of its own ("it gains <Evade>"):
    the Digimon has that effect while it applies (``Static.effects``)."""
    given = [k for k in static.keywords if k in GIVEN_AS_EFFECTS]
    if not given:
        return static
    if static.per is not None:
        raise CardTextError(", ".join(f"<{k.title()}>" for k in given), "a keyword effect "
                            "given 'for each ...' is not modelled")
    return replace(static, keywords=tuple(k for k in static.keywords
                                          if k not in GIVEN_AS_EFFECTS),
                   effects=static.effects + tuple(e for k in given
                                                  for e in _READ[0](f"<{k.title()}>")))


def static_gain(a: ir.GainEffects, target: fx.Target, keywords: tuple[str, ...]) -> Static:
    """"All of your opponent's Digimon gain "<effect>"" as a persistent effect. A gained [On
    Deletion] effect is refused: whether the persistent effect still gives it as the Digimon
    leaves is not modelled (the engine keeps no persistent effects of the moment before)."""
    if a.duration is not None or a.dp or a.form not in ("gains", "following"):
        raise CardTextError(render(a, "<target>", ""), "read in a persistent effect only as "
                            "'<target> gain(s) \"<effect>\"'")
    effects = gained(a)
    if any(e.timing == fx.ON_DELETION for e in effects):
        raise CardTextError(" and ".join(a.quotes), "an [On Deletion] effect given by a "
                            "persistent effect is not modelled")
    return Static(target=target, keywords=keywords, effects=effects)


def lower(a: ir.GainEffects, target: fx.Target, duration: str | None,
          keywords: tuple[str, ...]) -> Action:
    """``gain-effect``: the target (as a lasting target), the duration, the DP change of the
    "gets N DP and gains" form, the keywords given with it (lowered) and the lowered
    effects."""
    return Action("gain-effect", target=target, duration=duration, amount=a.dp,
                  keywords=keywords, restriction=a.restriction or None, gained=gained(a))
