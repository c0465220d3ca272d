"""The <Delay> Option cards' family of forms, read (``DelayReader``, a mixin of the grammar's
reader), written back and lowered (CR 4.2 16-17; glossary-en/kw-delay), kept out of the large
``text_grammar.py`` / ``text_lower.py``:

- the <Delay> effect printed on its own line ("[Main] <Delay>Place ...", "[Main] <Delay> You
  may play ...": ``delay_body``); the <Delay> effect itself (its trigger or timing, the trash
  of the card as its cost, not the turn it was placed) is ``text_lower._delay``, its rule
  checks ``query.delay_ready``;
- "If you don't have a Digimon, ..." / "if you have no Digimon, ..." (none in your battle
  area; the breeding area is not referenced: CR 4.2 3-4-7-8);
- "While you don't have [X] in the battle area, you can ignore this card's color requirements"
  (LM-054..062 print "you have don't have"; the same condition, read as printed);
- "Return 1 <card> from your trash to the top/bottom of the deck" (``verbs/trash_to_deck.py``);
- "After," beginning a sentence: processed after the sentence before it, as "Then," (rule
  manual, "By doing...": "the processing shown for 'after' or 'then'");
- the triggers of the <Delay> Options: "When any of your [Shoto Kazama]s suspend", "When any
  of your [Ryutaro Williams] are played" (the cards of that exact name, CR 4.2 2-3-1-2: a
  Digimon or a Tamer; several at once trigger once, CR 4.2 15-5-2) and "When attack target is
  switched" (BT18-099's wording of "When an attack target is switched");
- BT21-100's "When effects delete Digimon" (either player's, deleted by an effect: the
  deletion's cause, ``resolve``);
- BT21-090's "When effects place digivolution cards under your Digimon" (any of your Digimon,
  ``card_events.on_placed_under``);
- EX4-070's "If they do not trash a card, ..." (after "Your opponent may trash ...": as "If
  they don't", ``text_statics``);
- BT19-097's "When this card is trashed from the deck, you may place this card in the battle
  area." (its own deck: as "from your deck"; the Option is placed from the trash, where the
  effect activates, CR 4.2 4-16-2: ``verbs/place_self.py``).
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.errors import CardTextError

_DELAY = re.compile(r"<delay>\s*\.?\s*(\([^()]*\))?\s*", re.IGNORECASE)
_BULLET = re.compile(r"[•・]")

NO_DIGIMON = "have-no-digimon"  # "you have no Digimon"
WORDINGS = {NO_DIGIMON: "you have no Digimon"}
HAVE_DONT_HAVE = "have don't have"  # LM-054..062's "you have don't have [X]" (HasName.wording)
ANY_NAMED = 70  # ir.Trigger.form of "When any of your [X][s] are played / suspend"
EFFECTS_DELETE = 71  # "When effects delete Digimon" (Trigger.form)
PLACED_UNDER_OWN = 2  # "When effects place digivolution cards under your Digimon" (Trigger.form)
BARE_SWITCHED = "bare_target_switched"  # "When attack target is switched" (Trigger.subject)


def _words(ch: list[Any]) -> list[str]:
    return [str(t).lower() for t in ch if isinstance(t, Token)]


class DelayReader:
    """The delay family's rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def no_digimon(self, ch: list[Any]) -> ir.Compare:
        return ir.Compare("digimon", True, 0, wording=NO_DIGIMON)

    def not_has_name_area(self, ch: list[Any]) -> ir.HasName:
        name = next(str(t)[1:-1] for t in ch if isinstance(t, Token) and t.type == "NAME")
        wording = HAVE_DONT_HAVE if _words(ch)[:3] == ["you", "have", "don't"] else ""
        return ir.HasName(name, "", negated=True, battle_area=True, wording=wording)

    def any_of_your_named(self, ch: list[Any]) -> ir.Trigger:
        name = next(str(t)[1:-1] for t in ch if isinstance(t, Token) and t.type == "NAME")
        event = next(c for c in ch if not isinstance(c, Token))
        who = ir.Select(1, False, "your", False, "named", names=(name,))
        plural = "s" if "s" in _words(ch) else ""
        return ir.Trigger(event, "own", who=who, wording=plural, form=ANY_NAMED,
                          what="card" if event == "played" else None)

    def named_played(self, ch: list[Any]) -> str:
        return "played"

    def named_suspend(self, ch: list[Any]) -> str:
        return "suspend"

    def subj_one_named(self, ch: list[Any]) -> tuple[str, ir.Select]:
        name = next(str(t)[1:-1] for t in ch if isinstance(t, Token) and t.type == "NAME")
        owner = next(str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token))
        if owner != "your":
            raise CardTextError(f"When one of {owner} [{name}]", "a named subject is read as "
                                "'one of your [X]'")
        return "subj_own", ir.Select(1, False, "your", False, "named", names=(name,))

    def they_didnt_trash(self, ch: list[Any]) -> ir.TheyDidnt:
        neg = next(str(c) for c in ch if not isinstance(c, Token))
        return ir.TheyDidnt(f"{neg} trash a card")

    def effects_delete_digimon(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("delete", "any", cause="effect", form=EFFECTS_DELETE)

    def placed_under_own(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("placed-under", "own", form=PLACED_UNDER_OWN)

    def st_deck_the(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("self-trashed", "this", cause="deck", form=5)

    def bare_target_switched(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("switch", "any", subject=BARE_SWITCHED)

    def trash_to_deck(self, ch: list[Any]) -> ir.Move:
        end, owner = [str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token)]
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        cards = next(c for c in ch if isinstance(c, ir.Cards))
        return ir.Move(cards, "trash", "deck", n=n, end=end, owner_word=owner,
                       gerund=_words(ch)[0].endswith("ing"))


def delay_body(body: str) -> str:
    """The printed text of a <Delay>'s effect: after its bullet, or after "<Delay>" when the
    effect is printed on the same line."""
    bullet = _BULLET.search(body)
    if bullet:
        return body[bullet.end():]
    m = _DELAY.search(body)
    return body[m.end():] if m else body


def render_trigger(t: ir.Trigger) -> str | None:
    """The family's triggers as printed (None: not one of them)."""
    if t.form == ANY_NAMED and t.who is not None:
        event = "are played" if t.event == "played" else "suspend"
        return f"When any of your [{t.who.names[0]}]{t.wording or ''} {event}"
    if t.subject == BARE_SWITCHED:
        return "When attack target is switched"
    if t.event == "delete" and t.form == EFFECTS_DELETE:
        return "When effects delete Digimon"
    if t.event == "placed-under" and t.form == PLACED_UNDER_OWN:
        return "When effects place digivolution cards under your Digimon"
    return None


def render_has_name(c: ir.HasName) -> str | None:
    """"you don't have [X] in the battle area" (and LM's "you have don't have [X] ..."), or
    None for the other wordings of ``ir.HasName``."""
    if not c.battle_area:
        return None
    have = "have don't have" if c.wording == HAVE_DONT_HAVE else "don't have"
    return f"you {have} [{c.name}] in the battle area"


def render_move(a: ir.Move, verb: str, what: str) -> str:
    """"return 1 <cards> from your trash to the top/bottom of the deck"."""
    return f"{verb} {a.n} {what} from your trash to the {a.end} of {a.owner_word} deck"


def lower_trash_to_deck(a: ir.Move, flt: CardFilter | None) -> Action:
    """``trash-to-deck``: 1 card only (several cards placed at once are placed in the order
    their owner chooses, CR 4.2 3-1-3-4: not modelled)."""
    if a.n != 1:
        raise CardTextError(f"from your trash to the {a.end} of {a.owner_word} deck",
                            "1 card is read: the order of several cards placed on the deck "
                            "at once (CR 4.2 3-1-3-4) is not modelled")
    return Action("trash-to-deck", amount=1, filter=flt, end=a.end)


# One example of each form of the family (docs/card-text.md; each is read in
# tests/engine/test_cardtext.py).
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("<Delay> with its effect on the same line ('<Delay>Place ...', '<Delay> You may ...')",
     "[Main] <Delay> You may play 1 [Terriermon] or [Lopmon] from your hand without paying the "
     "cost."),
    ("'if you don't have a Digimon' / 'if you have no Digimon' (none in your battle area)",
     "[Start of Your Turn] If you don't have a Digimon, <Delay>. ・ Gain 2 memory."),
    ("'While you don't have [X] in the battle area, ...' (LM-054..062's 'you have don't have' "
     "read as printed)",
     "While you don't have [Spiral Mountain] in the battle area, you can ignore this card's "
     "color requirements. [Main] <Draw 2>."),
    ("'Return 1 <card> from your trash to the top / bottom of the deck' (1 card: the order of "
     "several, CR 4.2 3-1-3-4, is not modelled)",
     "[Main] Return 1 red Digimon card from your trash to the top of the deck."),
    ("'After,' beginning a sentence (as 'Then,': rule manual 'By doing...')",
     "[Main] By trashing 1 card in your hand, <Draw 2> After, gain 1 memory."),
    ("'When any of your [X][s] suspend / are played' (that exact name: a Digimon or a Tamer)",
     "[Your Turn] When any of your [Shoto Kazama]s suspend, <Delay> ・Gain 1 memory."),
    ("'When one of your [X] attacks / is deleted / is played / suspends' (that exact name)",
     "[All Turns] When one of your [Myotismon] is deleted, <Delay>. ・ Gain 1 memory."),
    ("'When attack target is switched' (BT18-099's wording)",
     "[All Turns] When attack target is switched, <Delay>. ・Gain 1 memory."),
    ("'When effects delete Digimon' (either player's, by an effect)",
     "[Your Turn] When effects delete Digimon, <Delay>. ・Gain 1 memory."),
    ("'When effects place digivolution cards under your Digimon'",
     "[All Turns] When effects place digivolution cards under your Digimon, <Delay>. ・Gain 1 "
     "memory."),
    ("'When this card is trashed from the deck, you may place this card in the battle area' "
     "(from the trash, where it activates: CR 4.2 4-16-2)",
     "When this card is trashed from the deck, you may place this card in the battle area."),
    ("'If they do not trash a card, ...' (after 'Your opponent may trash ...')",
     "[Main] Your opponent may trash 1 Option card in their hand. If they do not trash a card, "
     "gain 2 memory."),
)
