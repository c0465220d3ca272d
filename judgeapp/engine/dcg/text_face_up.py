"""Reading the face-up security family (grammar section "cards from the hand or trash placed
in the security stack"; the execution: ``verbs/cards_to_security.py``).

"You may place 1 [Royal Base] trait Digimon card from your hand face up as the bottom security
card.", "By placing 1 Digimon card with the [Royal Base] trait in your hand face up as the
bottom security card, ...", "... from your hand or trash face up as your bottom security card":
cards from the hand or trash go to the security stack, face down unless "face up" is printed
(manual "Placing cards in private areas"); a face-up one is public information there (CR 4.2
3-7-4; official Q&A Q2904: "They become face-up security cards that remain revealed").

Effects used outside the battle area: "[Trash] [Main] ..." and "[Hand] [Main] ..." are read
(``zone_icon``) and kept apart from the card's other effects (``Effect.zone``,
``CardDef.zone_effects``): they are activated from that zone in the main phase only
(``zone_main.py``; CR 4.2 15-14-2-1, 15-14-3-1). Triggered effects with those icons and every
[Breeding] effect stay refused: nothing would trigger them.

The transformer methods are mixed into ``text_grammar._Reader``; the lowering is called by
``text_lower`` with the card description already lowered.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter, Condition, Effect, Static
from judgeapp.engine.errors import CardTextError

VERB = "cards-to-security"
STACK_COUNT = "security-stack"  # "you have N or more cards in your security stack" (wording)
THEY_ALSO = "they also"  # the target word of "..., they also gain <Rush>" (ir.Ref.word)


class _StackEnd(str):
    """"on top of" (top) / "at the bottom of" (bottom) "your security stack"."""


class _FaceDownPrinted:
    """"face down" after "... your security stack"."""


class _FromTrash:
    """"from your trash" after "play this card"."""


class FaceUpReader:
    """Transformer methods of the face-up security section (mixed into
    ``text_grammar._Reader``)."""

    def self_from_trash(self, ch: list[Any]) -> _FromTrash:
        return _FromTrash()

    def play_self_reduced(self, ch: list[Any]) -> ir.PlaySelfReduced:
        reduced = next(v for v in ch if hasattr(v, "n") and hasattr(v, "play"))
        return ir.PlaySelfReduced(reduced.n, play_word=reduced.play,
                                  from_trash=any(isinstance(v, _FromTrash) for v in ch))

    def static_while(self, ch: list[Any]) -> ir.Sentence:
        return self.static(ch)  # type: ignore[attr-defined]

    def they_also(self, ch: list[Any]) -> ir.Ref:
        return ir.Ref(word=THEY_ALSO)

    def sec_stack_top(self, ch: list[Any]) -> _StackEnd:
        return _StackEnd("top")

    def sec_stack_bottom(self, ch: list[Any]) -> _StackEnd:
        return _StackEnd("bottom")

    def stack_face_down(self, ch: list[Any]) -> _FaceDownPrinted:
        return _FaceDownPrinted()

    def _on_stack(self, ch: list[Any], **kw: Any) -> ir.PlaceOnStack:
        words = [str(t).lower() for t in ch if isinstance(t, Token)]
        return ir.PlaceOnStack(end=next(v for v in ch if isinstance(v, _StackEnd)),
                               face_down=any(isinstance(v, _FaceDownPrinted) for v in ch),
                               gerund=words[0] == "placing", **kw)

    def place_on_stack(self, ch: list[Any]) -> ir.PlaceOnStack:
        what = next(v for v in ch if isinstance(v, (ir.This, ir.Ref, ir.Select)))
        return self._on_stack(ch, what=what)

    def cards_on_stack(self, ch: list[Any]) -> ir.PlaceOnStack:
        count = next(v for v in ch if isinstance(v, tuple))
        if len(count) > 2:
            raise CardTextError("place a card ... security stack", "write the number of "
                                "cards ('place 1 ...')")
        source = next(v for v in ch if hasattr(v, "zone"))
        return self._on_stack(ch, what=next(v for v in ch if isinstance(v, ir.Cards)),
                              n=count[0], up_to=count[1], source=source.zone,
                              in_hand=source.in_hand)

    def security_to_hand_of(self, ch: list[Any]) -> ir.SecurityToHand:
        end, hand = (str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token))
        words = [str(t).lower() for t in ch if isinstance(t, Token)]
        return ir.SecurityToHand(end, hand, gerund=words[0] in ("adding", "returning"),
                                 of_stack=True)

    def security_stack_count(self, ch: list[Any]) -> ir.Compare:
        return replace(self.security(ch), wording=STACK_COUNT)  # type: ignore[attr-defined]

    def security_return_of(self, ch: list[Any]) -> ir.SecurityToHand:
        return replace(self.security_to_hand_of(ch), verb="return")

    def has_name_or(self, ch: list[Any]) -> ir.HasName:
        """"you have [A] or [B]": either name, as "you have [A]/[B]" (manual "[A] or [B]")."""
        return replace(self.has_name_slash(ch), sep="or")  # type: ignore[attr-defined]

    def cards_to_your_security(self, ch: list[Any]) -> ir.CardsToSecurity:
        return self.cards_to_security(ch, owner="your")

    def cards_to_security(self, ch: list[Any], owner: str = "the") -> ir.CardsToSecurity:
        words = [str(t).lower() for t in ch if isinstance(t, Token)]
        count = next(v for v in ch if isinstance(v, tuple))
        if len(count) > 2:
            raise CardTextError("place a card ... as the security card", "write the number of "
                                "cards ('place 1 ...')")
        source = next(v for v in ch if hasattr(v, "zone"))
        marks = [str(v) for v in ch if isinstance(v, str) and not isinstance(v, Token)]
        end = next(m for m in marks if m in ("top", "bottom"))
        return ir.CardsToSecurity(next(v for v in ch if isinstance(v, ir.Cards)), n=count[0],
                                  up_to=count[1], source=source.zone, in_hand=source.in_hand,
                                  face_up="face-up" in marks, end=end, owner_word=owner,
                                  gerund=words[0] == "placing")


def lower_cards_to_security(a: ir.CardsToSecurity | ir.PlaceOnStack,
                            flt: CardFilter) -> Action:
    """``cards-to-security``: N cards fitting ``flt`` from the hand and/or trash to the
    controller's security stack."""
    if a.source not in ("hand", "trash", "hand-or-trash"):
        raise CardTextError("among them ... as the security card", "cards are placed in the "
                            "security stack from the hand or trash only")
    return Action(VERB, filter=flt, source=a.source, amount=a.n, up_to=a.up_to, end=a.end,
                  face_up=getattr(a, "face_up", False))


ZONE_ICONS = ("hand", "trash")  # the icons whose [Main] effects zone_main.py activates


def zone_icon(printed: str, icon: str, timings: tuple[str, ...]) -> None:
    """Refuse an icon the engine doesn't activate from its zone: only "[Hand] [Main]" and
    "[Trash] [Main]" are (main-phase actions, zone_main.py)."""
    if icon.lower() not in ZONE_ICONS or tuple(t.lower() for t in timings) != ("main",):
        raise CardTextError(printed, f"an effect used from the {icon.lower()} ([{icon}] icon) "
                            "is not modelled, other than '[Hand] [Main]' / '[Trash] [Main]' (a "
                            "main-phase action): nothing triggers an effect from the hand, "
                            "trash or breeding area")


def zone_effects(header: ir.Header, effects: list[Effect]) -> list[Effect]:
    """The effects of a "[Hand] / [Trash] [Main]" header, marked with their zone and printed
    with the icon; any other header's unchanged."""
    if header.icon is None:
        if any(a.verb == SELF_PLAY for e in effects for c in e.clauses for a in c.actions):
            raise CardTextError("play this card", "'play this card with the play cost reduced "
                                "by N' is read only in a [Hand] / [Trash] [Main] effect")
        return effects
    if any(e.inherited for e in effects):
        raise CardTextError(f"[{header.icon}]", "an inherited effect is used from the battle "
                            "area, never from the hand or trash")
    zone = header.icon.lower()
    return [replace(e, zone=zone, text=f"[{header.icon}] {e.text}",
                    clauses=tuple(replace(c, actions=_from_zone(c.actions, zone),
                                          cost=_from_zone(c.cost, zone)) for c in e.clauses))
            for e in effects]


# "this card" while it is in the hand or trash: the verbs that move it from there
SELF_VERBS = {"return-deck-bottom": "zone-self-deck-bottom"}
SELF_PLAY = "zone-self-play"  # "play this card with the play cost reduced by N"


def _from_zone(actions: tuple[Action, ...], zone: str) -> tuple[Action, ...]:
    """A [Hand] / [Trash] effect's verbs: "this card" is the card in that zone, not a
    Digimon in the battle area."""
    out = []
    for a in actions:
        if a.target is not None and a.target.mode == "this":
            if a.verb not in SELF_VERBS:
                raise CardTextError("this card", "what an effect does to "
                                    f"this card in the {zone} is modelled only for 'return "
                                    "this card to the bottom of the deck'")
            a = Action(SELF_VERBS[a.verb])
        elif a.verb == "play-self" and zone != "trash":
            raise CardTextError("play this card", "playing this card from the hand by its "
                                "[Hand] effect is not modelled")
        out.append(a)
    return tuple(out)


def bind_they_also(e: ir.Effect) -> ir.Effect:
    """"they also gain <Rush>" in a persistent effect: the Digimon of the sentence before it
    ("All of your red or blue [TS] trait Digimon gain <Alliance>. While you have [Apollomon]
    or [Dianamon], they also gain <Rush>"); anywhere else it is refused."""
    if not _has_they(e.sentences):
        return e
    if e.kind != "persistent":
        raise CardTextError(THEY_ALSO, "'they also' is read only in a persistent effect, for "
                            "the Digimon of the sentence before it")
    out: list[ir.Sentence] = []
    for s in e.sentences:
        action = getattr(s.clause, "action", None)
        they = getattr(action, "target", None)
        if isinstance(they, ir.Ref) and they.word == THEY_ALSO:
            before = getattr(getattr(out[-1].clause, "action", None), "target", None) \
                if out else None
            if not isinstance(before, ir.Select) or before.count is not None:
                raise CardTextError(THEY_ALSO, "'they also' is read only after a sentence "
                                    "about 'all of your <Digimon>'")
            s = replace(s, clause=replace(s.clause, action=replace(action, target=before)))
        out.append(s)
    return replace(e, sentences=tuple(out))


def _has_they(node: object) -> bool:
    if isinstance(node, ir.Ref):
        return node.word == THEY_ALSO
    if isinstance(node, tuple):
        return any(_has_they(v) for v in node)
    return is_dataclass(node) and not isinstance(node, type) and any(
        _has_they(getattr(node, f.name)) for f in fields(node))


_BEFORE_WHILE = re.compile(r"(?<=>)\s+(?=While\b)")


def split_before_while(texts: list[str]) -> list[str]:
    """The printed sentences, a keyword sentence and a "While ..." one printed with no
    period between them ("... gain <Blocker> While you have [A] or [B], ...") told apart."""
    return [part for text in texts for part in _BEFORE_WHILE.split(text)]


def own_conditions(sentences: tuple[ir.Sentence, ...]) -> bool:
    """Do a persistent effect's sentences have different conditions ("... gain <Blocker>
    While you have [A] or [B], all of ... gain <Alliance>": the first applies always)?"""
    return len(sentences) > 1 and len({repr(s.condition) for s in sentences}) > 1


def with_conditions(statics: tuple[Static, ...], sentences: tuple[ir.Sentence, ...],
                    lower: Callable[[Any], Condition]) -> tuple[Static, ...]:
    """Each static with its own sentence's condition (query.active_statics checks it)."""
    out = []
    for static, s in zip(statics, sentences, strict=True):
        cond = lower(s.condition.condition) if s.condition else None
        if cond is not None and cond.subject == "this-keyword":
            raise CardTextError(s.condition.word, "a keyword condition on one sentence of a "
                                "persistent effect is not modelled")
        out.append(replace(static, condition=cond))
    return tuple(out)
