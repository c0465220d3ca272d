"""The statics family of sentence forms: reading (``StaticsReader``, a mixin of the grammar's
reader), rendering and lowering, kept out of the large ``text_grammar.py`` / ``text_lower.py``.

Unsuspending prevented: "It can't unsuspend during your opponent's next unsuspend phase",
"That Digimon doesn't unsuspend during their next unsuspend phase", "... can't unsuspend in
their next unsuspend phase" (restriction ``unsuspend-phase``: the Digimon doesn't unsuspend in
the unsuspend phase of the controller's opponent's next turn, which begins with the [Start of
Your Turn] effects: official Q&A Q1086, Q4789, Q5075) and "<target> doesn't unsuspend [until
...]" (the restriction ``unsuspend``, as "can't unsuspend": the publisher prints both for the
one effect, official Q&A Q1086 / Q2636).

"Your opponent trashes N card(s) in their hand." (the opponent chooses: official Q&A Q2321;
``verbs/opponent_trash_hand.py``).

Attacking unsuspended Digimon: "<target> can also attack your opponent's unsuspended Digimon
[with no digivolution cards]" (a persistent effect; ``query.attackable``; CR 4.2 15-1-3).

"They" is the opponent: "if they have N or more/less [cards in their hand/trash]" (with the
noun left out: that of the latest earlier "if your opponent has ..." of the effect).

The opponent's choice: "Your opponent may trash N <cards> in their hand / the top card of their
security stack. If they don't, ..." (``verbs/opponent_may.py``; the opponent chooses whether
and which: official Q&A Q2561, Q1135, Q1136).

Checked Option cards: "<target> doesn't activate [Security] effects (skills) on Option cards it
checks" (a persistent effect; ``attack.security_check``; official Q&A Q886, Q1516).

Face-up security cards: "[Security] [All Turns] <persistent effect>" applies while the card is
face up in its owner's security stack, never on the field (the {Security} icon, CR 4.2
15-14-5-1; ``query.active_statics``).

How the Digimon was deleted: "[On Deletion] If deleted outside of a battle, ..." (the
condition ``deleted-outside-battle``: not by losing a battle; a deletion by <Retaliation>, an
effect or the rules is outside of a battle: official Q&A Q2322, Q3439, Q3498; an [On
Deletion] effect whose condition doesn't hold triggers but can't activate: Q2614).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Condition, Effect
from judgeapp.engine.dcg.text_attack import bind_counts
from judgeapp.engine.errors import CardTextError

# the duration of "during your opponent's / their next unsuspend phase" (text_ir.DURATIONS)
NEXT_UNSUSPEND_PHASE = "opponents-next-unsuspend-phase"
# the printed negations of "doesn't unsuspend" (Restrict.wording)
_DONT = ("doesn't", "does not", "don't", "do not")
_TARGETS = (ir.This, ir.Ref, ir.Select)


def _negation(ch: list[Any]) -> str:
    return next(str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token)
                and str(c) in _DONT)


def _duration(ch: list[Any]) -> ir.Duration | None:
    return next((c for c in ch if isinstance(c, ir.Duration)), None)


def _target(ch: list[Any]) -> ir.Target:
    return next(c for c in ch if isinstance(c, _TARGETS))


def _in_play(ch: list[Any]) -> bool:
    return any(str(c) == "in-play" and not isinstance(c, Token) for c in ch)


def _they_compare(ch: list[Any], subject: str, wording: str) -> ir.Compare:
    word = next(str(c) for c in ch if str(c) in ("more", "less", "fewer")
                and not isinstance(c, Token))
    n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
    return ir.Compare(subject, word in ("less", "fewer"), n, fewer=word == "fewer",
                      wording=wording)


class _NoDigivolution:
    """"with no digivolution cards" after "can also attack your opponent's unsuspended
    Digimon"."""


class StaticsReader:
    """Transformer methods of the grammar's section "unsuspending prevented"."""

    def phase_whose(self, ch: list[Any]) -> str:
        return " ".join(str(t).lower() for t in ch)

    def next_unsuspend_phase(self, ch: list[Any]) -> ir.Duration:
        whose = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        return ir.Duration(NEXT_UNSUSPEND_PHASE, 0 if whose == "your opponent's" else 1)

    def cant_unsuspend_in(self, ch: list[Any]) -> ir.Restrict:
        return ir.Restrict(_target(ch), "unsuspend", ir.Duration(NEXT_UNSUSPEND_PHASE, 2))

    def doesnt_unsuspend(self, ch: list[Any], first: bool = False) -> ir.Restrict:
        return ir.Restrict(_target(ch), "unsuspend", _duration(ch), duration_first=first,
                           wording=_negation(ch))

    def doesnt_unsuspend_first(self, ch: list[Any]) -> ir.Restrict:
        return self.doesnt_unsuspend(ch, first=True)

    def deleted_outside_battle(self, ch: list[Any]) -> ir.DeletedOutsideBattle:
        return ir.DeletedOutsideBattle()

    def also_attack_post(self, ch: list[Any]) -> _NoDigivolution:
        return _NoDigivolution()

    def also_attack(self, ch: list[Any]) -> ir.AlsoAttack:
        return ir.AlsoAttack(_target(ch), any(isinstance(c, _NoDigivolution) for c in ch))

    def they_hand(self, ch: list[Any]) -> str:
        return "opp-hand"

    def they_trash(self, ch: list[Any]) -> str:
        return "opp-trash"

    def they_elided(self, ch: list[Any]) -> ir.Compare:
        return _they_compare(ch, THEY_ELIDED, THEY_ELIDED)

    def they_cards(self, ch: list[Any]) -> ir.Compare:
        zone = next(str(c) for c in ch if str(c) in ("opp-hand", "opp-trash")
                    and not isinstance(c, Token))
        return _they_compare(ch, zone, "they")

    def opponent_may_hand(self, ch: list[Any]) -> ir.OpponentMay:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.OpponentMay(n, next(c for c in ch if isinstance(c, ir.Cards)))

    def opponent_may_security(self, ch: list[Any]) -> ir.OpponentMay:
        return ir.OpponentMay()

    def they_neg(self, ch: list[Any]) -> str:
        return " ".join(str(t).lower() for t in ch)

    def they_didnt(self, ch: list[Any]) -> ir.TheyDidnt:
        return ir.TheyDidnt(next(str(c) for c in ch if not isinstance(c, Token)))

    def security_word(self, ch: list[Any]) -> str:
        return str(ch[0]).lower()

    def no_option_security(self, ch: list[Any]) -> ir.NoOptionSecurity:
        word = next(str(c) for c in ch if str(c) in ("effects", "skills")
                    and not isinstance(c, Token))
        return ir.NoOptionSecurity(_target(ch), _negation(ch), word)

    def dp_gains(self, ch: list[Any]) -> ir.ChangeDP:
        """"<target> gains +N DP [duration]": the reading of "gets +N DP", its verb kept."""
        return replace(self.dp_change(ch), wording="gains")  # type: ignore[attr-defined]

    def this_a_trait(self, ch: list[Any]) -> ir.ThisDigimon:
        return ir.ThisDigimon(next(c for c in ch if isinstance(c, ir.TraitAny)), article="a")

    def this_no_digivolution(self, ch: list[Any]) -> ir.Compare:
        return ir.Compare("digivolution-cards", True, 0, wording=NO_UNDER)

    def effects_cant_delete(self, ch: list[Any]) -> ir.Restrict:
        digimon_only, who = next(c for c in ch if isinstance(c, tuple))
        if digimon_only:
            raise CardTextError("the effects of your opponent's Digimon can't delete", "read "
                                "only as 'your opponent's (their) effects can't delete ...'")
        return ir.Restrict(_target(ch), "deleted-by-opponent", _duration(ch),
                           wording=f"{CANT_DELETE}{who}")

    def security_header(self, ch: list[Any]) -> ir.Header:
        """"[Security] [All Turns]" before a persistent effect (the {Security} icon)."""
        labels = tuple(str(t).strip()[1:-1].strip() for t in ch)
        if tuple(label.lower() for label in labels) not in _FACE_UP_HEADERS:
            raise CardTextError(" ".join(str(t) for t in ch), "a timing before [Your Turn] / "
                                "[All Turns] / [Opponent's Turn] is read only as '[Security] "
                                "[All Turns] / [Your Turn] / [Opponent's Turn]' (a face-up "
                                "security card's persistent effect)")
        return ir.Header(labels)

    def no_face_up_named(self, ch: list[Any]) -> ir.NoFaceUpSecurity:
        name = next(str(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        return ir.NoFaceUpSecurity(name.strip()[1:-1].strip())

    def no_tamers(self, ch: list[Any]) -> ir.Compare:
        return ir.Compare("tamers", True, 0, in_play=_in_play(ch), wording=NO_TAMERS)

    def this_name_except(self, ch: list[Any]) -> ir.ThisDigimon:
        """"this Digimon has [A] or [B] (other than [C], [D], or [E]) in its name"."""
        names, sep = next(c for c in ch if isinstance(c, tuple))
        excluded = next(str(t) for t in ch if isinstance(t, Token) and t.type == "EXCLUDE")
        return ir.ThisDigimon(ir.NameHas(names, oxford=sep is True, slash=sep == "/",
                                         excluded=tuple(re.findall(r"\[([^\[\]]+)\]", excluded)),
                                         except_text=excluded))

    def has_another_or_tamer(self, ch: list[Any]) -> ir.HasAnother:
        """"you have another Digimon or Tamer with ... [in play]": one of your other Digimon
        or one of your Tamers in the battle area fits."""
        return replace(self.has_another(ch), or_tamer=True)  # type: ignore[attr-defined]

    def played_by_effect(self, ch: list[Any]) -> ir.PlayedByEffect:
        return ir.PlayedByEffect()

    def there_kind(self, ch: list[Any]) -> str:
        return str(ch[0]).lower()

    def there_is(self, ch: list[Any]) -> ir.ThereIs:
        words = [str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token)]
        state = next((w for w in words if w in ("suspended", "unsuspended")), "")
        return ir.ThereIs(next(w for w in words if w in ("tamer", "digimon")), state)

    def opponent_trashes_hand(self, ch: list[Any]) -> ir.OpponentTrashHand:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.OpponentTrashHand(n, plural=any(c is True for c in ch))  # card_word: plural


def render_restrict(a: ir.Restrict, who: str) -> str | None:
    """"<who> doesn't unsuspend", "your opponent's effects can't delete <who>" (None: another
    restriction; the duration is added by the caller)."""
    if a.what == "unsuspend" and a.wording in _DONT:
        return f"{who} {a.wording} unsuspend"
    if a.wording.startswith(CANT_DELETE):
        owner = ("your opponent's", "their")[int(a.wording.removeprefix(CANT_DELETE))]
        return f"{owner} effects can't delete {who}"
    return None


def lower_restriction(a: ir.Restrict) -> tuple[str, str | None] | None:
    """The restriction and duration of a restriction "during ... next unsuspend phase"
    (None: any other duration, lowered as usual). Only "can't / doesn't unsuspend" is read
    with that duration."""
    if a.duration is None or a.duration.kind != NEXT_UNSUSPEND_PHASE:
        return None
    if a.what != "unsuspend":
        raise CardTextError(ir.DURATIONS[a.duration.kind][a.duration.wording],
                            "'during ... next unsuspend phase' is read only with 'can't / "
                            "doesn't unsuspend'")
    return "unsuspend-phase", fx.OPP_NEXT_UNSUSPEND_PHASE


def render_opponent_trash(a: ir.OpponentTrashHand) -> str:
    return f"your opponent trashes {a.n} {'cards' if a.plural else 'card'} in their hand"


# the permission "can also attack your opponent's unsuspended Digimon [with no digivolution
# cards]" (a Static's ``restriction`` slot; query.attackable)
ALSO_ATTACK = "also-attack-unsuspended"
ALSO_ATTACK_BARE = "also-attack-unsuspended-no-digivolution"


def render_also_attack(a: ir.AlsoAttack, who: str) -> str:
    tail = " with no digivolution cards" if a.no_digivolution else ""
    return f"{who} can also attack your opponent's unsuspended Digimon{tail}"


def lower_also_attack(a: ir.AlsoAttack, who: fx.Target) -> fx.Static:
    """The Digimon may also attack the opponent's unsuspended Digimon (those with no
    digivolution cards, if printed): its own effect, so an attacked Digimon's "isn't affected
    by your opponent's effects" doesn't stop it (official Q&A Q3278, Q3690); "can't be
    attacked" does (CR 4.2 15-1-3)."""
    if who.mode == "it":
        who = fx.Target("this")
    return fx.Static(target=who, restriction=ALSO_ATTACK_BARE if a.no_digivolution
                     else ALSO_ATTACK)


# "they have N or more/less" with its noun left out (bound by ``bind_they``)
THEY_ELIDED = "they-elided"
# the counts of the opponent's whose noun a later "if they have N or more," leaves out
_OPPONENT_COUNTS = {"opp-memory": "", "opp-security": " security cards",
                    "opp-hand": " cards in their hand", "opp-trash": " cards in their trash"}


def bind_they(sentences: tuple[ir.Sentence, ...]) -> tuple[ir.Sentence, ...]:
    """"If they have 4 or more," takes the noun of the latest earlier "If your opponent has N
    or more/less <noun>," of the effect (official Q&A Q2500: "if they have 4 or more" is
    their memory after "if your opponent has 4 or less memory"); with none, it is refused."""
    return bind_counts(
        sentences, lambda c: c.subject == THEY_ELIDED, lambda c: c.subject in _OPPONENT_COUNTS,
        "If they have {n} or ...,", "a count with its noun left out is read only after an "
        "earlier 'If your opponent has N or more/less <memory | security cards | cards in "
        "their hand | cards in their trash>' of the same effect")


NO_UNDER = "this-no-digivolution"  # "this Digimon has no digivolution cards" (Compare.wording)
NO_TAMERS = "no-tamers"  # "you have no Tamers [in play]" (Compare.wording)
WORDINGS = (NO_UNDER, NO_TAMERS)  # the Compare wordings render_compare writes
CANT_DELETE = "effects-cant-delete-"  # "your opponent's / their effects can't delete ..."


def render_compare(c: ir.Compare, word: str) -> str:
    """"they have N or more/less[ <noun>]" (the noun printed unless it was left out), "this
    Digimon has no digivolution cards"."""
    if c.wording == NO_UNDER:
        return "this Digimon has no digivolution cards"
    if c.wording == NO_TAMERS:
        return "you have no Tamers" + (" in play" if c.in_play else "")
    noun = "" if c.wording == THEY_ELIDED else _OPPONENT_COUNTS[c.subject]
    return f"they have {c.n} or {word}{noun}"


def lower_no_option_security(who: fx.Target) -> fx.Static:
    """The [Security] effects of the Option cards the Digimon checks don't activate (they are
    trashed: official Q&A Q886); other cards' [Security] effects do (Q1516): attack.py."""
    if who.mode == "it":
        who = fx.Target("this")
    return fx.Static(target=who, restriction="no-option-security")


_FACE_UP_HEADERS = {("security", "all turns"): fx.FACE_UP_SECURITY,
                    ("security", "your turn"): fx.FACE_UP_SECURITY_YOUR_TURN,
                    ("security", "opponent's turn"): fx.FACE_UP_SECURITY_OPP_TURN}


def face_up_timing(header: ir.Header) -> list[str] | None:
    """A "[Security] [All Turns] / [Your Turn] / [Opponent's Turn]" persistent effect works
    only face up in the security stack: one effect with that timing (None: any other
    header)."""
    timing = _FACE_UP_HEADERS.get(tuple(t.lower() for t in header.timings))
    return [timing] if timing else None


DELETED_OUTSIDE_WORDS = "deleted outside of a battle"
DELETED_OUTSIDE = "deleted-outside-battle"  # the condition's subject (query.holds)


def lower_deleted_outside(c: ir.DeletedOutsideBattle) -> Condition:
    """Holds when the deletion the [On Deletion] effect triggered on was not a battle's."""
    return Condition(DELETED_OUTSIDE, ">=", 1)


def check(effect: Effect) -> Effect:
    """"If deleted outside of a battle" is read in [On Deletion] effects only (the deletion
    they triggered on); "If they don't" only after a "Your opponent may ..." of the effect."""
    conds = [c.condition for c in effect.clauses] + [effect.condition]
    if effect.timing != fx.ON_DELETION and any(c is not None and c.subject == DELETED_OUTSIDE
                                               for c in conds):
        raise CardTextError(effect.text, "'if deleted outside of a battle' is read only in an "
                            "[On Deletion] effect")
    if effect.timing != fx.ON_PLAY and any(c is not None and c.subject == PLAYED_BY_EFFECT
                                           for c in conds):
        raise CardTextError(effect.text, "'if played by an effect' is read only in an [On "
                            "Play] effect")
    offered = False
    for c in effect.clauses:
        if c.condition is not None and c.condition.subject == THEY_DIDNT and not offered:
            raise CardTextError(effect.text, "'if they don't' is read only after a 'Your "
                                "opponent may ...' of the same effect")
        offered = offered or any(a.verb == "opponent-may" for a in c.actions)
    return effect


PLAYED_BY_EFFECT = "played-by-effect"  # the condition's subject (query.holds)
THEY_DIDNT = "opponent-didnt"  # the condition's subject (resolve.clause_holds)


def render_opponent_may(a: ir.OpponentMay, cards: str) -> str:
    """``cards``: the rendered card description (a hand trash)."""
    if a.cards is None:
        return "your opponent may trash the top card of their security stack"
    return f"your opponent may trash {a.n} {cards} in their hand"


# one example of each form read in a sentence (docs/card-text.md; each read and executed in
# tests/engine/test_text_grammar.py, test_cardtext.py); the persistent-only "can also attack
# your opponent's unsuspended Digimon" is in the grammar's section and test_text_statics.py
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'<target> can't / doesn't unsuspend during your opponent's (their) next unsuspend phase', "
     "'... can't unsuspend in their next unsuspend phase': only in that unsuspend phase, its "
     "[Start of Your Turn] effects included (official Q&A Q1086, Q4789, Q5075)",
     "[When Digivolving] Suspend 1 of your opponent's Digimon. It doesn't unsuspend during "
     "your opponent's next unsuspend phase."),
    ("'<target> doesn't unsuspend [<duration>]' (as 'can't unsuspend')",
     "[On Play] 1 of your opponent's Digimon doesn't unsuspend until the end of their turn."),
    ("'[On Deletion] If deleted outside of a battle, ...' (not by losing a battle: a deletion "
     "by <Retaliation> is outside of a battle, official Q&A Q2322, Q3439)",
     "[On Deletion] If deleted outside of a battle, gain 1 memory."),
    ("'they have N or more/less [cards in their hand | cards in their trash]' (they: the "
     "opponent; with the noun left out, that of the latest earlier 'your opponent has N or "
     "more/less <noun>' of the effect: official Q&A Q2500, Q3462, Q5120)",
     "[On Play] If your opponent has 4 or less memory, <Draw 1>. If they have 4 or more, "
     "delete 1 of their Digimon with 6000 DP or less."),
    ("'your opponent may trash N <cards> in their hand' / '... the top card of their security "
     "stack', then 'if they don't / didn't, ...' (the opponent chooses whether and which: "
     "official Q&A Q2561, Q1135; nothing to trash: they don't, Q1136)",
     "[On Play] Your opponent may trash 1 Digimon card in their hand. If they don't, gain 1 "
     "memory."),
    ("'<target> gains +N DP' (as 'gets +N DP')",
     "[On Play] This Digimon gains +3000 DP for the turn."),
    ("'this Digimon has a [A] or [B] trait' (as 'the [A] or [B] trait'); 'this Digimon has no "
     "digivolution cards'",
     "[On Play] If this Digimon has a [Hybrid] or [Ten Warriors] trait, <Draw 1>. If this "
     "Digimon has no digivolution cards, gain 1 memory."),
    ("'you have a suspended (unsuspended) Tamer [in play]', 'you have no Tamers [in play]'",
     "[On Play] If you have a suspended Tamer in play, <Draw 1>. If you have no Tamers in "
     "play, gain 1 memory."),
    ("'this Digimon has [A] or [B] (other than [C], [D], or [E]) in its name' (a card named "
     "exactly one of the excluded names doesn't count)",
     "[On Play] If this Digimon has [Omnimon] or [Greymon] (other than [DoruGreymon], "
     "[BurningGreymon], or [DexDoruGreymon]) in its name, <Draw 1>."),
    ("'[On Play] If played by an effect, ...' (the Digimon was played by an effect)",
     "[On Play] If played by an effect, 1 of your opponent's Digimon can't attack until the "
     "end of their turn."),
    ("'there's a [suspended] Tamer/Digimon' (either player's, in the battle area)",
     "[On Play] If there's a suspended Digimon, gain 1 memory."),
    ("'you have another Digimon or Tamer with ... [in play]'",
     "[On Play] If you have another Digimon or Tamer with [Xros Heart] in one of its traits in "
     "play, <Draw 1>."),
    ("'your opponent's effects can't delete <target> [duration]' (as 'can't be deleted by "
     "your opponent's effects')",
     "[On Play] Your opponent's effects can't delete this Digimon until the end of their turn."),
    ("'your opponent trashes N card(s) in their hand' (they choose: official Q&A Q2321)",
     "[On Deletion] Your opponent trashes 1 card in their hand."),
)
