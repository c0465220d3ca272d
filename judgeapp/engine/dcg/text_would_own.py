"""The interrupts family: immediate-type effects of a card in play for its owner's Digimon,
read (``WouldOwnReader``, a mixin of the grammar's reader), written back and lowered, kept out
of the large ``text_grammar.py`` / ``text_lower.py`` (executed by ``would_own.py``):

- "When any of your [other] <qualified> Digimon would leave the battle area [by effects / other
  than by your effects / ...], by <cost>, they don't leave." (all of them: official Q&A Q3098,
  Q4319, Q5580, Q6314: "affects all Digimon without having to choose them");
- "..., by <cost>, 1 of those Digimon doesn't leave." / "..., by <cost>, prevent 1 of those
  Digimon from leaving." (that many of them, chosen);
- "When one of your [other] <qualified> Digimon would leave the battle area ..., by <cost>,
  prevent it from leaving." (the one it is about; official Q&A Q4002: the card with the effect
  may be deleted as its cost while it leaves by the same effect);
- "When any of your ... would leave the battle area, you may <action>. ..." (an immediate-type
  effect that doesn't prevent it);
- the same triggers before a <Delay> Option's "<Delay> • <sentences>" / "<Delay> • 1 of those
  Digimon doesn't leave." (CR 4.2 16-17; not the turn it was placed, 16-17-3).

"Would leave the battle area" is being trashed, returned to the hand or deck, placed in
security, moved to the breeding area or placed under another card (official Q&A Q2560, Q2881);
the engine offers the interrupt for deletions, returns and placing in security and stops with
an ``unmodelled`` step for the other ways (``resolve.check_leaving_modelled``). Deletion
("would be deleted") triggers for one's other Digimon are not read by this family.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.errors import CardTextError

# ``ir.Trigger.subject`` -> the printed lead
LEADS = {"own_any": "any of your", "own_one": "one of your"}
# ``ir.Trigger.form`` of "When this Digimon would leave battle area" (EX7-049 prints no "the")
NO_THE = 1
# "N of those <kind> doesn't leave": the kinds read there, as printed
KINDS = {"digimon": "Digimon", "digimon-or-tamers": "Digimon or Tamers"}
# ``ir.Replace.form`` of "<Delay> • 1 of those Digimon doesn't leave." (no action)
DELAY_THOSE = "delay-those"
# ``fx.Trigger.target`` of "one of your ... prevent it from leaving": the one it is about
IT = "it"

# docs/card-text.md (text_docs.EXAMPLES): one example of each form this module reads
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'When any of your [other] <qualified> Digimon would leave the battle area [<cause>], by "
     "<cost>, they don't leave / N of those Digimon doesn't leave / prevent N of those Digimon "
     "from leaving' (an immediate-type effect of a card in play: all of them at once, official "
     "Q&A Q3098, Q4319)",
     "[All Turns] When any of your other Digimon would leave the battle area, by deleting this "
     "Digimon, they don't leave."),
    ("'When one of your <qualified> Digimon would leave the battle area [<cause>], by <cost>, "
     "prevent it from leaving'",
     "[All Turns] When one of your Digimon with [Gammamon] in its text would leave the battle "
     "area other than by one of your effects, by deleting this Digimon, prevent it from "
     "leaving."),
    ("'When any of your <qualified> Digimon would leave the battle area, you may <action>' (an "
     "immediate-type effect that doesn't prevent it)",
     "[All Turns] [Once Per Turn] When any of your Digimon with the [Royal Knight] trait would "
     "leave the battle area, you may play 1 [Omekamon] from your hand without paying the "
     "cost."),
    ("'When any of your <qualified> Digimon would leave the battle area, <Delay> • <sentences> / "
     "N of those Digimon doesn't leave' (a <Delay> Option's immediate-type effect, CR 4.2 "
     "16-17)",
     "[All Turns] When any of your Digimon with [Omnimon] in its name would leave the battle "
     "area, <Delay> ・1 of those Digimon doesn't leave."),
)


class WouldOwnReader:
    """The family's grammar rules (a mixin of ``text_grammar._Reader``, whose ``select``,
    ``owner`` and ``_replace`` it uses)."""

    def _own_would(self, ch: list[Any], lead: str) -> ir.Trigger:
        at = next(i for i, t in enumerate(ch) if isinstance(t, Token) and t.lower() == "would")
        cause = next((v for v in ch[at:] if hasattr(v, "cause") and hasattr(v, "words")), None)
        quals = list(ch[:at])
        if lead == "own_any":
            quals.insert(0, self.owner([Token("YOUR", "your")]))  # type: ignore[attr-defined]
        sel = self.select([(1, False), *quals])  # type: ignore[attr-defined]
        if sel.owner != "your" or sel.kind not in ("digimon", "digimon-or-tamers"):
            raise CardTextError(f"When {LEADS[lead]}", "an interrupt for a card's other Digimon "
                                "is read for its owner's Digimon or 'Digimon or Tamers'")
        plain = sel.kind == "digimon" and not (sel.before or sel.after)
        return ir.Trigger("would-leave", "own", cause.cause if cause else None, other=sel.other,
                          subject=lead, wording=cause.words if cause else None,
                          who=None if plain else sel)

    def own_would_leave_any(self, ch: list[Any]) -> ir.Trigger:
        return self._own_would(ch, "own_any")

    def own_would_leave_one(self, ch: list[Any]) -> ir.Trigger:
        return self._own_would(ch, "own_one")

    def place_in_security_hyphen(self, ch: list[Any]) -> ir.Move:
        move = self.place_in_security(ch)  # type: ignore[attr-defined]
        return replace(move, face_up=True, face_up_hyphen=True)

    def own_would_glued(self, ch: list[Any]) -> ir.Trigger:
        return self._own_would(ch, "own_any")

    def immediate_glued(self, ch: list[Any]) -> ir.Effect:
        """The trigger and "by <cost>, they don't leave" printed with no comma between."""
        rep = replace(self.by_they_dont_leave(ch[2:]), comma=False)
        return self.immediate([ch[0], ch[1], rep])  # type: ignore[attr-defined]

    def would_leave_no_the(self, ch: list[Any]) -> ir.Trigger:
        return replace(self.would_leave(ch), form=NO_THE)  # type: ignore[attr-defined]

    def under_in_its(self, ch: list[Any]) -> ir.UnderHas:
        return replace(self.under_has(ch), bare_its=True)  # type: ignore[attr-defined]

    def would_delay(self, ch: list[Any]) -> ir.Effect:
        return self.triggered_delay(ch)  # type: ignore[attr-defined]

    def would_delay_those(self, ch: list[Any]) -> ir.Effect:
        """"<Delay> • 1 of those Digimon doesn't leave." (no action: the replacement only)."""
        n, up_to = next(v for v in ch if isinstance(v, tuple) and len(v) == 2
                        and isinstance(v[0], int))
        period, note = ch[-1]
        if up_to:
            raise CardTextError("up to", "'N of those Digimon doesn't leave' is read with N")
        effect = self.triggered_delay([*ch[:-1], ()])  # type: ignore[attr-defined]
        return replace(effect, replace=ir.Replace(None, DELAY_THOSE, prevents=n, period=period,
                                                  note=note))

    def by_they_dont_leave(self, ch: list[Any]) -> ir.Replace:
        return self._replace(ch, "by-prevent", False, ", they don't leave")  # type: ignore[attr-defined]

    def by_those_dont_leave(self, ch: list[Any]) -> ir.Replace:
        n = _count(ch)
        kind = KINDS[str(next(v for v in ch if str(v) in KINDS and not isinstance(v, Token)))]
        rep = self._replace(ch, "by-prevent", False,  # type: ignore[attr-defined]
                            f", {n} of those {kind} doesn't leave")
        return replace(rep, prevents=n)

    def by_prevent_those(self, ch: list[Any]) -> ir.Replace:
        n = _count(ch)
        rep = self._replace(ch, "by-prevent", False,  # type: ignore[attr-defined]
                            f", prevent {n} of those Digimon from leaving")
        return replace(rep, prevents=n)


def _count(ch: list[Any]) -> int:
    return int(next(t for t in ch if isinstance(t, Token) and t.type == "INT"))


def render_trigger(t: ir.Trigger, qualified: Any) -> str | None:
    """"When any of your other [X] trait Digimon would leave the battle area by effects" (None:
    not this family's trigger)."""
    if t.event == "would-leave" and t.side == "this" and t.form == NO_THE:
        who = qualified(t.who) if t.who is not None else "Digimon"
        return f"When this {who} would leave battle area{f' {t.wording}' if t.wording else ''}"
    if t.subject not in LEADS:
        return None
    other = "other " if t.other else ""
    who = qualified(t.who) if t.who is not None else "Digimon"
    cause = f" {t.wording}" if t.wording else ""
    return f"When {LEADS[t.subject]} {other}{who} would leave the battle area{cause}"


def is_own(e: ir.Effect) -> bool:
    """Is ``e``'s trigger this family's ("When any / one of your ... would leave ...")?"""
    return e.trigger is not None and e.trigger.subject in LEADS


def delay_body(e: ir.Effect) -> str | None:
    """"1 of those Digimon doesn't leave." after <Delay> (None: sentences are printed)."""
    r = e.replace
    if r is None or r.form != DELAY_THOSE:
        return None
    return f"{r.prevents} of those Digimon doesn't leave" + ("." if r.period else "") + \
        (f" {r.note}" if r.note else "")


def lower_trigger(e: ir.Effect, trig: fx.Trigger, text: str) -> fx.Trigger:
    """The trigger of an effect of this family: how many of the Digimon it prevents (``n``;
    None: all of them) and, for "one of your ...", that it prevents the one it is about
    (``target``). Other triggers are returned as they are."""
    if e.trigger is None or e.trigger.subject not in LEADS:
        return trig
    rep = e.replace
    if e.trigger.subject == "own_one":
        if rep is not None and not rep.ending.endswith("prevent it from leaving"):
            raise CardTextError(text, "after 'When one of your ... would leave the battle area' "
                                "the replacement is read as 'prevent it from leaving'")
        return replace(trig, n=1, target=IT)
    if rep is not None and rep.prevents is None and not rep.ending.endswith("they don't leave"):
        raise CardTextError(text, "after 'When any of your ... would leave the battle area' "
                            "the replacement is read as 'they don't leave' or 'N of those "
                            "Digimon doesn't leave'")
    return replace(trig, n=rep.prevents if rep is not None else None)
