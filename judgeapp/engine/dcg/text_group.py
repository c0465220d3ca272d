"""The group-triggers family of sentence forms, read (the reader methods are mixed into
``text_grammar._Reader``) and partly lowered:

* Digimon played or digivolving: "When your Digimon [or Tamers] are played or digivolve, if any
  of them have the [X] trait, ...", "When one of your other Digimon is played or digivolves, if
  it has the [Free] trait or is yellow, ...", "When any Digimon are played or digivolve" (the
  event: ``group_events.py``). Each play and each digivolution is one event; "any of them",
  "it" and "that Digimon" in the condition after it are its Digimon, checked when the effect is
  processed (CR 4.2 15-8-3-9-3; official Q&A Q6256: it triggers for a Digimon of any color,
  and activates only when that Digimon is blue).
* "When you play a Digimon from your trash / from one of your Digimon's digivolution cards"
  (``Stack.played_from``) and "When you play another Digimon with the same name as this
  Digimon" (``ir.SameNameAsThis``).
* "would" forms: a qualified "this <...> Digimon" (the trigger's subject, text_grammar),
  a would-leave effect whose first sentence is done, "reduce its play cost by N if ..." (the
  condition printed last), a card in play reducing its owner's digivolution cost
  (digivolve_cost.from_field) and "into <card> in your hand".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Condition
from judgeapp.engine.errors import CardTextError

EVENT = "played-digivolved"

# the printed subject of "... are played or digivolve" (``ir.Trigger.subject``) -> its words
# before "Digimon" ({other}: "other " when printed)
GROUP_LEADS = {"group_your": "When your {other}", "group_bare": "When {other}",
               "group_any": "When any {other}", "group_any_of": "When any of your {other}"}


# docs/card-text.md (text_docs.EXAMPLES): one example of each form this module reads
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'When your [other] Digimon [or Tamers] are played or digivolve' / 'When [any] [other] "
     "Digimon are ...' / 'When any of your [other] Digimon are ...': each play or digivolution "
     "(CR 4.2 15-5-2); 'if any of them have the [X] trait / have [X] in their names / texts / "
     "are <color>': the Digimon (or Tamer) played or digivolved, when the effect is processed "
     "(CR 4.2 15-8-3-9-3; official Q&A Q6256, Q2604)",
     "[Your Turn] When your Digimon are played or digivolve, if any of them are blue, this "
     "Digimon may digivolve into [Apollomon] in the hand with the cost reduced by 2."),
    ("'When one of your [other] Digimon / an opponent's Digimon is played or digivolves, if it "
     "has the [X] trait or is <color> / if that Digimon is level N or higher'",
     "[Your Turn] [Once Per Turn] When one of your other Digimon is played or digivolves, if it "
     "has the [Free] trait or is yellow, gain 1 memory."),
    ("'When this <qualified> Digimon would leave the battle area / be deleted ...' (qualified as "
     "a target is: the Digimon fits it when it would leave, CR 4.2 15-8-3-3)",
     "[All Turns] [Once Per Turn] When this yellow Digimon with the [Data]/[Witchelny] trait "
     "would leave the battle area by your opponent's effects, by trashing your top security "
     "card, it doesn't leave."),
    ("'When this Digimon would leave the battle area, [if ...,] <action>': an immediate-type "
     "effect that doesn't prevent it, its first sentence done (CR 4.2 15-8-5-2)",
     "[All Turns] [Once Per Turn] When this Digimon would leave the battle area, if you have 2 "
     "or fewer security cards, <Recovery +1 (Deck)>."),
    ("'When you play a Digimon from your trash / from one of your Digimon's digivolution cards' "
     "and 'When you play another Digimon with the same name as this Digimon' (official Q&A "
     "Q1023, Q1233)",
     "[Your Turn] When you play a Digimon from your trash, that Digimon gains <Rush> for the "
     "turn."),
    ("'When you would play this card from your hand, reduce its play cost by N if ...' (the "
     "condition printed last; official Q&A Q1700)",
     "When you would play this card from your hand, reduce its play cost by 2 if you have "
     "[Alice McCoy] in play."),
    ("'When one of your [green] Digimon / any of your [suspended] Digimon would digivolve into "
     "<cards>, [by <cost>,] reduce the digivolution cost by N' / '..., you may <cost> to reduce "
     "...': a card in play, before the cost is paid (CR 4.2 8-1-2-4; digivolve_cost.py)",
     "[Your Turn] When one of your green Digimon would digivolve into a level 5 or higher card, "
     "by suspending this Tamer, reduce the digivolution cost by 1."),
)


# the keyword of an effect reducing its owner's digivolution costs (digivolve_cost.py)
FIELD_DIGIVOLVE = "field-digivolve-reduction"

# ``ir.Trigger.form`` of "When you play <card> from <where>" (text_render.trigger)
PLAYED_FROM = 12


class _Source:
    """Where "When you play ... from ..." plays from: the trigger's cause and the printed
    words."""

    def __init__(self, cause: str, words: str) -> None:
        self.cause, self.words = cause, words


class InHand:
    """``in your hand`` after the card a Digimon would digivolve into."""


class _Kind(str):
    """digimon | digimon-or-tamer: what "your Digimon [or Tamers]" covers."""


class _Where(tuple):
    """``in its/their name(s)/text(s)``: (their, word)."""


def _tokens(ch: list[Any]) -> list[str]:
    return [str(t).lower() for t in ch if isinstance(t, Token)]


def _values(ch: list[Any]) -> list[Any]:
    return [c for c in ch if not isinstance(c, Token)]


def _other(ch: list[Any]) -> bool:
    return any(str(v) == "other" for v in _values(ch))


def group_trigger(subject: str, other: bool, what: str = "digimon") -> ir.Trigger:
    return ir.Trigger(EVENT, "any" if subject in ("group_bare", "group_any") else "own",
                      other=other, subject=subject, what=what)


class GroupReader:
    """The transformer methods of the "played or digivolve" triggers and their conditions."""

    def your_group_enters(self, ch: list[Any]) -> ir.Trigger:
        kind = next(v for v in _values(ch) if isinstance(v, _Kind))
        return group_trigger("group_your", _other(ch), str(kind))

    def group_digimon(self, ch: list[Any]) -> _Kind:
        return _Kind("digimon")

    def group_digimon_tamers(self, ch: list[Any]) -> _Kind:
        return _Kind("digimon-or-tamer")

    def ae_played_or_digivolve(self, ch: list[Any]) -> tuple[str]:
        return (EVENT,)

    def ev_played_or_digivolves(self, ch: list[Any]) -> tuple[str, None, dict]:
        return (EVENT, None, {"what": "digimon"})

    # --- "When you play a Digimon from your trash / from [one of your Digimon's] digivolution
    # cards": where the card was played from (Stack.played_from; official Q&A Q1548: a
    # digivolution card left as the Digimon by <De-Digivolve> is not played)
    def you_play_from(self, ch: list[Any]) -> ir.Trigger:
        article, sel = next(v for v in _values(ch) if isinstance(v, tuple))
        source = next(v for v in _values(ch) if isinstance(v, _Source))
        if sel.kind not in ("digimon", "tamer"):
            raise CardTextError(f"When you play ... from {source.words}",
                                "'When you play ... from ...' is read for a Digimon or a Tamer")
        plain = not sel.before and not sel.after
        return ir.Trigger("played", "own", source.cause,
                          what=("other " if sel.other else "") + sel.kind,
                          who=None if plain else sel, wording=article, form=PLAYED_FROM,
                          source=source.words)

    def played_a_card(self, ch: list[Any]) -> tuple[str, ir.Select]:
        """"When you play a card with the [X] trait": a Digimon or a Tamer card (the kind
        ``card``: card_events._played_fits)."""
        at = next(i for i, t in enumerate(ch) if isinstance(t, Token) and t.lower() == "card")
        return _tokens(ch)[0], ir.Select(1, False, "either", False, "card",
                                         tuple(_values(ch[:at])), tuple(_values(ch[at:])))

    def return_or_play_stacked(self, ch: list[Any]) -> ir.PlayFree:
        return replace(self.play_stacked(ch), or_return=True)  # type: ignore[attr-defined]

    def trait_alts_cards(self, ch: list[Any]) -> ir.Cards:
        """"1 [Cyborg] or [Ver.4] trait card": a card with either trait (the first of the
        description's ``after``, printed first: ``trait_first``)."""
        names = [t for t in ch if isinstance(t, Token) and t.type == "NAME"]
        first, at = ch.index(names[0]), ch.index(names[-1])
        seps = {str(v) for v in ch[first:at] if not isinstance(v, Token)}  # "or" / "/"
        if len(seps) != 1:
            raise CardTextError("[A] or [B]/[C] trait card", "traits are separated one way")
        cards = self.trait_cards([*ch[:first], names[0], *ch[at + 1:]])  # type: ignore[attr-defined]
        traits = ir.TraitAny(tuple(str(t).strip()[1:-1].strip() for t in names),
                             slash=seps == {"/"})
        return replace(cards, after=(traits, *cards.after[1:]))

    def played_from_trash(self, ch: list[Any]) -> _Source:
        return _Source("from-trash", "your trash")

    def played_from_under(self, ch: list[Any]) -> _Source:
        words = "one of your Digimon's digivolution cards" if len(_tokens(ch)) > 2 else \
            "digivolution cards"
        return _Source("from-under", words)

    # --- "When you would play this card from your hand, reduce its play cost by 2 if ...":
    # the card's own reduction (play_cost.py) with its condition printed last
    def play_reduction_after(self, ch: list[Any]) -> ir.PlayReduction:
        return replace(self.play_reduction(ch), cond_after=True)  # type: ignore[attr-defined]

    def play_if_after(self, ch: list[Any]) -> ir.If:
        return ir.If(_values(ch)[0], word="if")

    # --- "When this Digimon would leave the battle area, [if ...,] <action>. ...": an
    # immediate-type effect that doesn't prevent it, its first sentence done (CR 4.2 15-8-5-2)
    def would_first_do(self, ch: list[Any]) -> ir.Sentence:
        cond = next((v for v in _values(ch) if isinstance(v, ir.If)), None)
        act = next(v for v in _values(ch) if not isinstance(v, ir.If))
        return ir.Sentence(ir.Do(act), condition=cond, period=False)

    # --- "When one of your [green] Digimon / any of your Digimon would digivolve into <cards>,
    # [by <cost>,] reduce the digivolution cost by N" (a card in play: digivolve_cost.FIELD)
    def field_would_digivolve(self, ch: list[Any], lead: str = "one") -> ir.DigivolveReduction:
        at = next(i for i, t in enumerate(ch) if isinstance(t, Token)
                  and t.lower() in ("would", "into"))
        your = self.owner([Token("YOUR", "your")])  # type: ignore[attr-defined]
        quals = ch[:at] if lead == "one" else [your, *ch[:at]]
        sel = self.select([(1, False), *quals])  # type: ignore[attr-defined]
        if sel.owner != "your" or sel.kind != "digimon":
            raise CardTextError("When one of ... would digivolve", "a digivolution cost "
                                "reduced by a card in play is read for one of your Digimon")
        into = next(v for v in ch[at:] if isinstance(v, ir.Cards))
        article = next((str(v) for v in ch[at:] if isinstance(v, str)
                        and not isinstance(v, Token)), "")
        plain = not (sel.before or sel.after or sel.other)
        hand = next((i for i, v in enumerate(ch) if isinstance(v, InHand)), None)
        return ir.DigivolveReduction(0, into=into, article=article, lead=lead,
                                     who=None if plain else sel, in_hand=hand is not None,
                                     hand_after=() if hand is None else tuple(
                                         v for v in ch[hand + 1:] if not isinstance(v, Token)))

    def field_digivolving(self, ch: list[Any]) -> ir.DigivolveReduction:
        return self.field_would_digivolve(ch, "digivolving")

    def digi_in_hand(self, ch: list[Any]) -> InHand:
        return InHand()

    def field_would_digivolve_any(self, ch: list[Any]) -> ir.DigivolveReduction:
        return self.field_would_digivolve(ch, "any")

    def field_digivolve_reduction(self, ch: list[Any], may: bool = False) -> ir.Effect:
        vals = _values(ch)
        header, would = vals[0], vals[1]
        red = next(v for v in vals[2:] if isinstance(v, ir.DigivolveReduction))
        period, _note = vals[-1]
        cost = next((v for v in vals[2:] if isinstance(v, ir.Action.__args__)), None)
        if cost is not None and not may and not getattr(cost, "gerund", False):
            raise CardTextError("By ...", "a 'by' cost is a gerund: 'By suspending ...'")
        return ir.Effect(header, "field-digivolve-reduction", reduction=replace(
            red, into=would.into, article=would.article, lead=would.lead, who=would.who,
            cost=cost, cost_may=may, period=period, in_hand=would.in_hand,
            hand_after=would.hand_after))

    def field_digivolve_reduction_may(self, ch: list[Any]) -> ir.Effect:
        return self.field_digivolve_reduction(ch, may=True)

    # --- the condition on the event's Digimon
    def any_of_them(self, ch: list[Any]) -> ir.EventDigimon:
        return ir.EventDigimon("any of them", tuple(_values(ch)))

    def it_event(self, ch: list[Any]) -> ir.EventDigimon:
        return ir.EventDigimon("it", tuple(_values(ch)))

    def that_event(self, ch: list[Any]) -> ir.EventDigimon:
        return ir.EventDigimon("that Digimon", tuple(_values(ch)))

    def that_level(self, ch: list[Any]) -> ir.EventDigimon:
        cmp = next((str(v) for v in _values(ch) if isinstance(v, str)), "")
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.EventDigimon("that Digimon", level=n, level_cmp=cmp)

    def ev_trait(self, ch: list[Any]) -> ir.EventHas:
        return ir.EventHas(next(v for v in _values(ch) if isinstance(v, ir.TraitAny)))

    def ev_color(self, ch: list[Any]) -> ir.EventHas:
        return ir.EventHas(color=str(_values(ch)[0]))

    def ev_where(self, ch: list[Any]) -> _Where:
        their, word = _tokens(ch)
        return _Where((their == "their", word))

    def ev_names(self, ch: list[Any]) -> ir.EventHas:
        vals = _values(ch)
        names, sep = next(v for v in vals if isinstance(v, tuple) and not isinstance(v, _Where))
        their, word = next(v for v in vals if isinstance(v, _Where))
        oxford, slash = sep is True, sep == "/"
        if word.startswith("name"):
            return ir.EventHas(ir.NameHas(names, their=their, plural=word == "names",
                                          oxford=oxford, slash=slash))
        return ir.EventHas(ir.TextHas(f"[{names[0]}]", their=their,
                                      names=names if len(names) > 1 else (), slash=slash,
                                      oxford=oxford, plural=word == "texts"))


# the triggers whose event is one Digimon (or Tamer) played or digivolving: what "any of
# them", "it" and "that Digimon" in a condition refer to (the context's ``subject_uid``)
_EVENT_DIGIMON = (EVENT, "played", "digivolved")


def check_event_refs(e: ir.Effect, text: str) -> None:
    """A condition on the event's Digimon is read only after a trigger on a Digimon played or
    digivolving (other than "this Digimon"): elsewhere "any of them" / "it" has nothing to
    refer to. A "would leave" effect's first sentence may be done ("<Draw 1>."); a "would be
    deleted" one's is "you may ..." or a replacement."""
    t = e.trigger
    if e.kind == "would" and t.event == "would-delete" and isinstance(e.sentences[0].clause,
                                                                      ir.Do):
        raise CardTextError(text, "after 'When this Digimon would be deleted,' a sentence that "
                            "doesn't prevent the deletion is read as 'you may ...' (the cards "
                            "print no other)")
    fits = isinstance(t, ir.Trigger) and t.event in _EVENT_DIGIMON and t.side != "this"
    sentences = list(e.sentences) + [s for c in e.choices for s in c.sentences]
    for s in sentences:
        c = s.condition.condition if s.condition else None
        if isinstance(c, ir.EventDigimon) and not fits:
            raise CardTextError(text, f"'if {c.lead} ...' is read after a trigger on Digimon "
                                "played or digivolving only")


def lower_condition(c: ir.EventDigimon) -> Condition:
    """The resolver's condition ``event-digimon``: one of ``any_of`` holds for the event's
    Digimon (each a ``this-*`` condition, checked on that Digimon: query.holds)."""
    if c.level:
        op = {"": "==", "higher": ">=", "lower": "<="}[c.level_cmp]
        return Condition("event-digimon", any_of=(Condition("this-level", op, c.level),))
    return Condition("event-digimon", any_of=tuple(_alt(a) for a in c.alts))


def _alt(a: ir.EventHas) -> Condition:
    if a.color:
        return Condition("this-color", name=a.color)
    what = a.what
    if isinstance(what, ir.TraitAny):
        return Condition("this-trait", names=what.traits)
    if isinstance(what, ir.NameHas):
        return Condition("this-name-part", names=what.names)
    assert isinstance(what, ir.TextHas)
    specs = what.names or (what.text[1:-1],)
    return Condition("this-text", name=specs[0] if len(specs) == 1 else None,
                     names=specs if len(specs) > 1 else ())
