"""The trigger-subjects family: triggers whose subject is printed in the plural ("When any of
your opponent's Digimon are deleted", "When other Digimon are deleted", "When any Digimon
suspend", "When any of your [X] trait Digimon or Tamers suspend", "When any of your opponent's
Digimon attack").

Each Digimon the event is about meets the trigger condition; met by several at once (Digimon
deleted at the same time), it triggers once (CR 4.2 15-5-2: ``resolve.collect``). So the
plural subject is read as the singular one it names ("When one of your opponent's Digimon is
deleted"): the same event, the same side, the same "other"; only the printed words differ
(``ir.Trigger.subject`` is one of ``LEADS``, ``ir.Trigger.wording`` the event's words).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``); the
rendering is used by ``text_render.trigger``; the lowering is ``text_lower.event_trigger``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.text_group import group_trigger
from judgeapp.engine.dcg.text_link import render_linked_to
from judgeapp.engine.errors import CardTextError

# the printed subject (``ir.Trigger.subject``) -> the words before its Digimon, the side of the
# Digimon the event is about, whether "other" leaves this one out, the owner of the Digimon as
# a description's (``ir.Select.owner``)
LEADS = {"many_own": ("any of your", "own", False, "your"),
         "many_own_other": ("any of your other", "own", True, "your"),
         "many_opponent": ("any of your opponent's", "opponent", False, "opponent"),
         "many_any": ("any", "any", False, "either"),
         "many_any_other": ("any other", "any", True, "either"),
         "many_bare": ("", "any", False, "either"),
         "many_bare_other": ("other", "any", True, "either")}

# the printed plural event (``ir.Trigger.wording``) -> the engine's event
PLURAL_EVENTS = {"are deleted": "delete", "suspend": "suspend", "attack": "attack",
                 "is deleted": "delete", "are deleted in battle": "delete"}
# the printed events that name their cause (text_battle.py: a battle's loser, CR 4.2 14-2-2)
_CAUSES = {"are deleted in battle": "battle"}
# ``ir.Trigger.subject`` of "When your opponent's Digimon attacks" (text_render.SUBJECTS)
YOUR_OPPONENT = "subj_your_opponent"
# ``ir.Trigger.subject`` of "When an effect suspends another Digimon or Tamer"
OR_TAMER = "obj_another_or_tamer"
# the events "When any of your ..." hands to this family (text_grammar.any_of_your)
OWN_EVENTS = (*PLURAL_EVENTS.values(), "played-from")

# which sides each event is read with (as the singular subjects: text_grammar._EVENTS)
_SIDES = {"delete": ("many_own", "many_own_other", "many_opponent", "many_any",
                     "many_any_other", "many_bare", "many_bare_other"),
          "suspend": ("many_own", "many_own_other", "many_opponent", "many_any",
                      "many_bare"),
          "attack": ("many_own", "many_own_other", "many_opponent", "many_any",
                     "many_bare")}


# "placed-under" triggers naming the cards placed (``ir.Trigger.placed``): form -> the words
PLACED = {2: "When an effect places {article} {cards} in this Digimon's digivolution cards",
          3: "When effects place {cards} in this Digimon's digivolution cards",
          4: "When {cards} are placed in this Digimon's digivolution cards"}


# docs/card-text.md (text_docs.EXAMPLES): one example of each form this module reads
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'When any of your [other] / any of your opponent's / any [other] / other <qualified> "
     "Digimon [or Tamers] are deleted / suspend / attack': each Digimon (or Tamer) the event is "
     "about, as 'one of ...' (several at once trigger it once: CR 4.2 15-5-2)",
     "[Your Turn] [Once Per Turn] When any of your yellow or red Tamers suspend, <Draw 1>."),
    ("'When other Digimon are deleted' (either player's Digimon other than this one)",
     "[All Turns] [Once Per Turn] When other Digimon are deleted, trash your opponent's top "
     "security card."),
    ("'When an effect places a Tamer card / a card with the [X] trait in this Digimon's "
     "digivolution cards', 'When effects place [X] trait Digimon cards in ...', 'When Tamer "
     "cards / [X] trait cards are placed in ...': one of the cards an effect placed under it "
     "fits, face up (CR 4.2 4-7-9; <Mind Link> places one too: official Q&A Q2703)",
     "[Your Turn] [Once Per Turn] When an effect places a Tamer card in this Digimon's "
     "digivolution cards, gain 1 memory."),
    ("'When one of your Digimon is played / any of your Digimon are played from digivolution "
     "cards / your trash' (as 'When you play a Digimon from ...': where it was played from)",
     "[Your Turn] [Once Per Turn] When one of your Digimon is played from digivolution cards, "
     "<Draw 1>."),
    ("'When another [X] is played': a card of that name, either player's, not this one",
     "[Your Turn] [Once Per Turn] When another [Eosmon] is played, gain 1 memory."),
    ("'When you play a [X]' / 'When an opponent plays a [X]': a card of that name; 'When any "
     "of your opponent's Digimon is deleted'; 'When your opponent's Digimon attacks' (as 'an "
     "opponent's Digimon')",
     "[Your Turn] When you play a [Groundramon], gain 1 memory."),
    ("'When an opponent's Digimon or Tamer becomes suspended', 'When an effect suspends another "
     "Digimon or Tamer' (a plain 'Digimon' subject is not met by a Tamer)",
     "[All Turns] [Once Per Turn] When an opponent's Digimon or Tamer becomes suspended, gain 1 "
     "memory."),
)


def many_trigger(subject: str, event: str, sel: ir.Select, words: str) -> ir.Trigger:
    """The trigger of a plural subject ``subject`` (one of ``LEADS``) with the event ``event``
    printed as ``words``: its qualifiers (``sel``; none for the plain "Digimon") checked on
    the event's Digimon as a target's (``text_lower.trigger_subject``)."""
    lead, side, other, _ = LEADS[subject]
    if subject not in _SIDES[event]:
        raise CardTextError(_printed(subject, words),
                            f"'{words}' is read after "
                            + ", ".join(f"'{LEADS[s][0] or '(none)'}'" for s in _SIDES[event]))
    plain = sel.kind == "digimon" and not sel.before and not sel.after
    if not plain and sel.kind not in ("digimon", "tamers", "digimon-or-tamers"):
        raise CardTextError(_printed(subject, words), "a plural trigger subject is read as "
                            "Digimon, Tamers or 'Digimon or Tamers'")
    return ir.Trigger(event, side, other=other, subject=subject, wording=words,
                      who=None if plain else sel, cause=_CAUSES.get(words))


def _own_played_from(subject: str, sel: ir.Select, source: Any) -> ir.Trigger:
    """"When any of your [other] Digimon are played from digivolution cards": as "When you
    play a Digimon from digivolution cards" (``Stack.played_from``)."""
    words = f"are played from {source.words}"
    if sel.kind != "digimon" or sel.before or sel.after:
        raise CardTextError(_printed(subject, words), "'When any of your ... are played from "
                            "...' is read for Digimon with no qualifier")
    return ir.Trigger("played", "own", source.cause, other=sel.other, subject=subject,
                      wording=words, what="other digimon" if sel.other else "digimon")


def _opponent_played(sel: ir.Select) -> ir.Trigger:
    """"When any of your opponent's Digimon are played": as "When an opponent's Digimon is
    played" (each Digimon played; several at once trigger it once: CR 4.2 15-5-2)."""
    if sel.kind != "digimon" or sel.before or sel.after:
        raise CardTextError(_printed("many_opponent", "are played"), "'When any of your "
                            "opponent's ... are played' is read for Digimon with no qualifier")
    return ir.Trigger("played", "opponent", subject="many_opponent", wording="are played",
                      what="digimon")


def _cards(ch: list[Any]) -> ir.Cards:
    return next(v for v in ch if isinstance(v, ir.Cards))


def _placed(form: int, cards: ir.Cards, article: str | None = None) -> ir.Trigger:
    """A "placed-under" trigger on this Digimon naming the cards placed (by an effect: the
    engine reports no other placing, card_events.on_placed_under). Cards by name or a
    description; "Digimon or Tamer" kinds and alternatives are read as the lowering reads them
    (text_lower.cards)."""
    return ir.Trigger("placed-under", "this", form=form, placed=cards, wording=article)


def _printed(subject: str, words: str | None) -> str:
    """The printed words a refusal quotes: the subject's lead, else the event's words."""
    lead = LEADS[subject][0]
    return f"When {lead}" if lead else (words or "When")


def render(t: ir.Trigger, qualified: Callable[[ir.Select], str],
           cards: Callable[[ir.Cards], str]) -> str | None:
    """"When any of your opponent's [X] trait Digimon are deleted", "When an effect places a
    Tamer card in this Digimon's digivolution cards" (None: not this family's)."""
    if t.subject == OR_TAMER:
        return "When an effect suspends another Digimon or Tamer"
    if t.event == "placed-under" and t.placed is not None:
        return PLACED[t.form].format(article=t.wording, cards=cards(t.placed))
    if t.event == "linked" and t.placed is not None:
        return render_linked_to(t, cards(t.placed))
    if t.subject not in LEADS:
        return None
    lead = LEADS[t.subject][0]
    who = qualified(t.who) if t.who is not None else "Digimon"
    return " ".join(w for w in ("When", lead, who, t.wording) if w)


class TriggerSubjectReader:
    """The grammar rules of the family (a mixin of ``text_grammar._Reader``, whose ``select``
    and ``owner`` it uses)."""

    def _many(self, subject: str, ch: list[Any]) -> ir.Trigger:
        event = ch[-1]
        owner = LEADS[subject][3]
        # the owner as the reader's marker ("your" / "opponent" / "either")
        sel = self.select([(1, False), self.owner([Token("OWNER", owner)]), *ch[:-1]])
        if sel.other and not subject.endswith("other"):
            subject += "_other"
        if event[0] == "played-digivolved":  # "When [any] [other] Digimon are played or ..."
            return self._many_entering(subject, sel)
        if event[0] == "played-from" and subject in ("many_own", "many_own_other"):
            return _own_played_from(subject, sel, event[1])
        if event[0] == "played" and subject == "many_opponent":
            return _opponent_played(sel)
        if event[0] not in PLURAL_EVENTS.values():
            raise CardTextError(_printed(subject, None), "this plural subject is read with "
                                "'are deleted', 'suspend' or 'attack'")
        return many_trigger(subject, event[0], sel, event[1])

    @staticmethod
    def _many_entering(subject: str, sel: ir.Select) -> ir.Trigger:
        """"When [any] [other] Digimon are played or digivolve" (text_group's trigger)."""
        if sel.kind != "digimon" or sel.before or sel.after:
            raise CardTextError(_printed(subject, "are played or digivolve"),
                                "'When [any] [other] Digimon are played or digivolve' is read "
                                "for Digimon with no qualifier")
        group = "group_any" if subject.startswith("many_any") else "group_bare"
        return group_trigger(group, sel.other)

    def many_own(self, ch: list[Any]) -> ir.Trigger:
        """"When any of your [other] ... are deleted / suspend / attack" (the rule
        ``any_of_your`` with these events)."""
        return self._many("many_own", ch)

    def many_opponent(self, ch: list[Any]) -> ir.Trigger:
        return self._many("many_opponent", ch)

    def many_any(self, ch: list[Any]) -> ir.Trigger:
        return self._many("many_any", ch)

    def many_bare(self, ch: list[Any]) -> ir.Trigger:
        return self._many("many_bare", ch)

    def effect_places_cards(self, ch: list[Any]) -> ir.Trigger:
        article = next(str(v) for v in ch if not isinstance(v, (ir.Cards, Token)))
        return _placed(2, _cards(ch), article)

    def effects_place_cards(self, ch: list[Any]) -> ir.Trigger:
        return _placed(3, _cards(ch))

    def cards_placed(self, ch: list[Any]) -> ir.Trigger:
        return _placed(4, _cards(ch))

    def placed_tamers(self, ch: list[Any]) -> ir.Cards:
        return ir.Cards(kind="tamer", plural=True)

    def placed_trait(self, ch: list[Any]) -> ir.Cards:
        name = next(str(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        return ir.Cards(plural=True, after=(ir.Trait(name.strip()[1:-1].strip()),),
                        trait_first=True)

    def in_this_stack(self, ch: list[Any]) -> None:
        return None

    def effect_suspends_or_tamer(self, ch: list[Any]) -> ir.Trigger:
        """"When an effect suspends another Digimon or Tamer": either player's, not this one
        (the qualifier lets a Tamer meet it: resolve._trigger_conditional)."""
        return ir.Trigger("suspend", "any", cause="effect", other=True, subject=OR_TAMER,
                          who=ir.Select(1, False, "either", True, "digimon-or-tamer"))

    def played_a_named(self, ch: list[Any]) -> tuple[str, ir.Select]:
        """"a [Groundramon]": a card of that name (the Digimon or Tamer played)."""
        article = str(ch[0]).lower()
        name = next(str(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        return article, ir.Select(1, False, "either", False, "named",
                                  names=(name.strip()[1:-1].strip(),))

    def subj_your_opponent(self, ch: list[Any]) -> tuple[str, ir.Select | None]:
        """"your opponent's Digimon": the subject "an opponent's Digimon", so printed."""
        sel = self.select([(1, False), self.owner([Token("OWNER", "opponent")]), *ch])
        plain = sel.kind == "digimon" and not sel.before and not sel.after
        return YOUR_OPPONENT, None if plain else sel

    def ae_is_deleted(self, ch: list[Any]) -> tuple[str, str]:
        return ("delete", "is deleted")

    def ae_played_from(self, ch: list[Any]) -> tuple[str, Any]:
        return ("played-from", ch[-1])

    def ev_played_from(self, ch: list[Any]) -> tuple[str, None, dict[str, Any]]:
        """"is played from digivolution cards / your trash": the cause and the printed words
        (``ir.Trigger.source``)."""
        source = ch[-1]
        return ("played", None, {"cause": source.cause, "source": source.words})

    def subj_another_named(self, ch: list[Any]) -> tuple[str, ir.Select]:
        """"another [Eosmon]": a card of that name, either player's, other than this one."""
        name = next(str(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        return "subj_another", ir.Select(1, False, "either", True, "named",
                                         names=(name.strip()[1:-1].strip(),))

    def ae_deleted(self, ch: list[Any]) -> tuple[str, str]:
        return ("delete", "are deleted")

    def ae_suspend(self, ch: list[Any]) -> tuple[str, str]:
        return ("suspend", "suspend")

    def ae_attack(self, ch: list[Any]) -> tuple[str, str]:
        return ("attack", "attack")

