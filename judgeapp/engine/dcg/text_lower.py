"""Lower a card-text reading (``text_ir``) to the effect model the resolver executes
(``effects.Effect``).

The lowering keeps the engine's current limits: where the engine does not execute a form the
grammar reads (a count above 3, "placing" as a cost, a
shield for the opponent's cards...), the lowering refuses it too, with the reason. Printed
texts (``Effect.text``, ``Clause.text``) are the printed words, cut the way the sentence
templates cut them (reminder notes dropped from sentences), so steps quote the card as before.
When the templates were retired, the lowering equalled their result on every text both read
(every card text of the library scenarios and every text box of the real cards).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import fields, is_dataclass, replace

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import (
    text_battle,
    text_conjunctions,
    text_de_digivolve_each,
    text_delay,
    text_deleted,
    text_dna,
    text_effect_did,
    text_events,
    text_face_down_cost,
    text_face_up,
    text_gain,
    text_group,
    text_has,
    text_has_effect,
    text_lead_play,
    text_lower_pending,
    text_lower_stack,
    text_mind_link,
    text_pay_and_place,
    text_play_exclusion,
    text_restrictions,
    text_statics,
    text_tamer_stack,
    text_tamers,
    text_turn_end,
    text_unsuspend_both,
    text_would_own,
    text_xros,
    token_spec,
)
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter, Clause, Condition, Effect, Static
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.dcg.keyword_text import (
    BLITZ_CONDITION,
    BLITZ_FORMS,
    BLITZ_TIMINGS,
    DELAY_TIMINGS,
    GAINABLE,
    keyword_id,
    keyword_value,
)
from judgeapp.engine.dcg.text_attack import (
    check_added,
    lower_flip,
    lower_may_attack,
    lower_security_to_hand,
    lower_you_added,
)
from judgeapp.engine.dcg.text_count import (
    lower_dp_pair,
    lower_each,
    lower_opp_security,
    lower_suspend_either,
    merge_raise,
)
from judgeapp.engine.dcg.text_descriptions import tokens_or
from judgeapp.engine.dcg.text_layout import PER_TURN, TIMINGS, split_sentences, title
from judgeapp.engine.dcg.text_render import trigger as trigger_words
from judgeapp.engine.dcg.text_reveal_picks import (
    check_you_do,
    level_either,
    lower_reveal_action,
    lower_search_for,
)
from judgeapp.engine.dcg.text_reveal_play import (
    add_it_clause,
    check_add_it,
    check_had,
    lower_use,
    play_each,
    reveal_place,
)
from judgeapp.engine.dcg.text_trait_field import trait_field
from judgeapp.engine.errors import CardTextError

_TIMING_IDS = {label: timing for label, timing in TIMINGS.items()}
_SELECTING = ("one", "up-to", "all")
_PLAYING = ("play-free", "dna-into")  # they make "it" the Digimon they put in play
_UNBINDING = ("place-digimon-under",)  # the Digimon it chose is a digivolution card after it
# triggers about this card itself ("When an effect trashes this digivolution card, ... it"):
# "it" stays the effect's own card
_CARD_ITSELF = ("under-trashed", "burst-trashed", "self-trashed")


class LoweringError(CardTextError):
    """The grammar reads the phrase, but the engine does not execute that form yet."""


def _refuse(what: str, why: str) -> LoweringError:
    return LoweringError(what, f"read, but not executed by the engine: {why}")


# ---------------------------------------------------------------- selectors


def target(t: ir.Target) -> FxTarget:
    if isinstance(t, ir.SecurityDigimon):
        side = "own" if t.owner == "your" else "opponent"
        return FxTarget(mode="all", side=side, kind="security-digimon")
    if isinstance(t, ir.This):
        return FxTarget(mode="this", kind="tamer") if t.kind == "tamer" else FxTarget("this")
    if isinstance(t, ir.Ref):
        text_turn_end.check_target(t)
        return FxTarget("it")
    if t.count is None:
        mode, count = "all", 0
    elif t.up_to:
        mode, count = "up-to", t.count
    else:
        if t.count > 3:
            raise _refuse(f"{t.count} of ...", "a count above 3 (only 1, 2, 3, up to N, all)")
        mode, count = "one", t.count
    fields: dict = {}
    for f in (*t.before, *t.after):
        if isinstance(f, ir.Suspended):
            fields["suspended"] = f.suspended
        elif isinstance(f, ir.ColorIs):
            fields["colors"] = f.colors
        elif isinstance(f, ir.ColorsAtLeast):
            fields["min_colors"] = f.n
        elif isinstance(f, ir.LevelAtMost):
            fields["max_level"] = f.level
        elif isinstance(f, ir.DPBound):
            fields["max_dp" if f.at_most else "min_dp"] = f.dp
        elif isinstance(f, ir.Extreme):
            fields["extreme"] = (f.measure, f.highest)
        elif isinstance(f, ir.NoDigivolutionCards):
            fields["no_digivolution"] = True
        elif isinstance(f, ir.Trait):
            fields["trait"] = f.trait
        elif isinstance(f, ir.TraitAny):
            fields["traits_any"] = f.traits
        elif isinstance(f, ir.TraitPart):
            fields["trait_part" if f.word else "trait_in"] = f.names
            fields["trait_except"] = f.excluded
            fields["trait_field"] = trait_field(f)
        elif isinstance(f, ir.NameHas):
            fields["name_has"] = f.names
        elif isinstance(f, ir.TextHas):
            fields["text_has"] = _text_specs(f)
        elif isinstance(f, ir.LevelAtLeast):
            fields["min_level"] = f.level
        elif isinstance(f, ir.LevelIs):
            fields["min_level"] = fields["max_level"] = f.level
        elif isinstance(f, ir.PlayCostBound):
            fields["max_cost" if f.at_most else "min_cost"] = f.cost
        elif isinstance(f, ir.DPAsThis):
            fields["dp_at_most_this"] = True
        elif isinstance(f, ir.HasKeyword):
            fields["keyword" if f.has else "no_keyword"] = _has_keyword(f)
        elif isinstance(f, ir.SameNameAsThis):
            fields["same_name_it" if f.it else "same_name"] = True
        elif isinstance(f, ir.CardsAsThis):
            fields["cards_at_least_this" if f.more else "cards_at_most_this"] = True
        elif isinstance(f, ir.UnderCount):
            fields["max_under" if f.at_most else "min_under"] = f.n
        elif isinstance(f, ir.UnderNamed):
            fields["under_named"] = f.names
        elif isinstance(f, ir.AnyOf):  # "with [X] in its name or the [Y] trait"
            fields["any_of"] = tuple(cards(ir.Cards(after=(alt,))) for alt in f.alts)
        elif isinstance(f, ir.LevelOrTrait):  # "that's level N or has the [X] trait"
            fields["any_of"] = text_pay_and_place.level_or_trait(f)
    kind = {"digimon": "digimon", "tamer": "tamer", "tamers": "tamer"}.get(t.kind, "any")
    side = {"your": "own", "either": "any"}.get(t.owner, "opponent")
    if t.names:
        fields["names"] = t.names
    out = FxTarget(mode=mode, side=side, kind=kind, count=count, other=t.other, **fields)
    return tokens_or(t, out) if t.or_tokens else out


def _has_keyword(f: ir.HasKeyword) -> str:
    if f.printed.strip("<> ").lower() == "security attack":  # no value printed: a Digimon
        return "security-attack"  # with <Security Attack +N> or <... -N> (Q&A Q2171)
    kid = keyword_id(f.printed)
    if kid not in GAINABLE or kid == "security-attack":
        raise _refuse(f"with {f.printed}", "a Digimon 'with <X>' is read for the keywords "
                      "that are a Digimon's state: " + ", ".join(
                          f"<{k.title()}>" for k in GAINABLE if k != "security-attack"))
    return kid


def lasting_target(t: ir.Target) -> FxTarget:
    """The target of a persistent effect or a lasting change: one kept for "all of ..." is
    matched again on every query, where a comparison made when the effect is processed ("with
    the lowest DP", "as much or less DP as this Digimon") has no meaning."""
    out = target(t)
    if out.mode == "all" and (out.extreme is not None or out.dp_at_most_this
                              or out.cards_at_most_this or out.cards_at_least_this):
        raise _refuse("all of ... with the lowest/highest ... / as much or less DP as this "
                      "Digimon", "a lasting change to every Digimon compared when the effect "
                      "is processed")
    if out.mode == "all" and (out.keyword is not None or out.no_keyword is not None):
        raise _refuse("all of ... with <keyword>", "a lasting change to every Digimon with a "
                      "keyword (the keywords it gives could change which Digimon have it)")
    return out


def cards(c: ir.Cards, *, different_colors_ok: bool = False) -> CardFilter:
    if c.either:  # one card fitting one of the alternatives (manual-en/xx-or-yy)
        return CardFilter(any_of=(tuple(cards(alt) for alt in c.either),))
    if c.names:
        if c.kind and "-or-" in c.kind:
            raise _refuse(f"[{c.names[0]}] ... or ... card", "a name with two kinds")
        if isinstance(c.level, ir.LevelIs) and c.level.or_level is not None:
            raise _refuse(f"level {c.level.level} or {c.level.or_level} [{c.names[0]}]",
                          "either level is read for a described card, not a named one")
        return CardFilter(names=c.names, kind=c.kind, max_level=c.max_level,
                          min_level=c.level.level if c.level else None)
    fields: dict = {}
    groups: list[tuple[CardFilter, ...]] = []
    for f in c.after:
        if isinstance(f, ir.AnyOf):  # "with A or B": a card fitting one of them
            groups.append(tuple(cards(ir.Cards(after=(alt,))) for alt in f.alts))
        elif isinstance(f, ir.PlayCostAtMost):
            fields["max_cost"] = f.cost
        elif isinstance(f, ir.Trait):
            fields["trait"] = f.trait
        elif isinstance(f, ir.TraitAny):
            fields["traits_any"] = f.traits
        elif isinstance(f, ir.TraitPart):
            fields["trait_part" if f.word else "trait_in"] = f.names
            fields["trait_except"] = f.excluded
            fields["trait_field"] = trait_field(f)
        elif isinstance(f, ir.NameHas):
            fields["name_has"] = f.names
        elif isinstance(f, ir.TextHas) and f.names:
            fields["texts_any"] = _text_specs(f)
        elif isinstance(f, ir.TextHas):
            fields["text_has"] = _text_spec(f)
        elif isinstance(f, ir.DPBound):  # a card's DP as printed (not in play: no effects)
            fields["max_dp" if f.at_most else "min_dp"] = f.dp
        elif isinstance(f, ir.WithInherited):
            fields["has_inherited"] = True
        elif isinstance(f, ir.NotNamed):  # text_costs.py
            fields["not_names"] = (f.name,)
        elif isinstance(f, ir.EffectIcon):
            fields["effect_icon"] = f.printed
        elif isinstance(f, ir.CostOf):
            if f.word in ("", "less", "lower"):
                fields["max_cost"] = f.cost
            if f.word in ("", "more", "higher"):
                fields["min_cost"] = f.cost
        elif isinstance(f, ir.ColorsAtLeast):
            fields["min_colors"] = f.n
        elif isinstance(f, ir.DifferentColors):
            if not different_colors_ok:
                raise _refuse("with different colors", "'with different colors' only in "
                              "'play up to N ...' (manual-en/with-different-xx)")
            fields["different_colors"] = True
        else:  # pragma: no cover - every card description of the grammar is lowered above
            raise TypeError(f)
    if c.colors:
        fields["colors"] = c.colors
    if c.n_colors is not None:
        fields["n_colors"] = c.n_colors
    if c.max_cost is not None:
        fields["max_cost"] = c.max_cost
    if isinstance(c.level, ir.LevelAtLeast):
        fields["min_level"] = c.level.level
    elif isinstance(c.level, ir.LevelIs) and c.level.or_level is not None:
        groups.append(level_either(c.level))
    elif isinstance(c.level, ir.LevelIs):
        fields["min_level"] = fields["max_level"] = c.level.level
    kind = c.kind
    if kind and "-or-" in kind:  # "Tamer or Option card"
        groups.append(tuple(CardFilter(kind=k) for k in kind.split("-or-")))
        kind = None
    return CardFilter(kind=kind, any_of=tuple(groups), **{"max_level": c.max_level, **fields})


def duration(d: ir.Duration | None) -> str | None:
    if d is None:
        return None
    if d.kind == text_statics.NEXT_UNSUSPEND_PHASE:
        raise _refuse(ir.DURATIONS[d.kind][d.wording], "read only with 'can't / doesn't "
                      "unsuspend' (text_statics.py)")
    return {"turn": fx.FOR_TURN, "until-opponents-turn-end": fx.UNTIL_OPP_TURN_END,
            "until-opponents-next-turn-end": fx.UNTIL_OPP_NEXT_TURN_END,
            "until-your-next-turn-end": fx.UNTIL_YOUR_NEXT_TURN_END,
            "until-your-turn-end": fx.UNTIL_YOUR_TURN_END}[d.kind]


_COUNT_ZONES = {"trash": "trash", "hand": "hand", "security-stack": "security",
                "opp-hand": "opp-hand", "opp-trash": "opp-trash"}


def count(f: ir.ForEach | None) -> fx.Count | None:
    """What "for each / for every N" counts."""
    if f is None:
        return None
    per = f.per or 1
    if f.form in ("of", "in-play"):
        t = target(f.stacks)
        if t.kind == "any" and f.stacks.kind != "digimon-or-tamers":
            raise _refuse("for each", f"counting {f.stacks.kind}")
        return fx.Count("stacks", per, t)
    if f.form == "cards":
        return fx.Count(_COUNT_ZONES[f.zone], per)
    if f.form == "security":
        return fx.Count("security", per)
    if f.form == "security-of":  # text_count.py
        return fx.Count(f.zone.replace("-stack", ""), per)
    if f.form == "colors":  # text_count.py
        return fx.Count(f"colors-{f.zone}", per, filter=cards(f.cards) if f.cards else None)
    if f.form == "described":  # text_count.py
        return fx.Count(f"described-{f.zone}", per, filter=cards(f.cards))
    if f.form == "face-down":
        return fx.Count("under-face-down", per)
    if f.form == "effect-trashed":  # checked against the effect's sentences (text_effect_did)
        return fx.Count(text_effect_did.TRASHED)
    return fx.Count("under", per)


def _per_keywords(kws: tuple[str, ...]) -> None:
    if any(not k.startswith("security-attack") for k in kws):
        raise _refuse("for each ..., gains", "only <Security Attack +N> is multiplied by a "
                      "count")


def keywords(kws: tuple[ir.Keyword, ...]) -> tuple[str, ...]:
    out = []
    for k in kws:
        kid = keyword_id(k.printed)
        out.append(f"{kid}{keyword_value(k.printed):+d}" if kid == "security-attack" else kid)
    return tuple(out)


def condition(c: ir.Condition) -> Condition:
    if isinstance(c, ir.Joined):
        return text_conjunctions.lower(c, condition)
    if isinstance(c, ir.DeletedOutsideBattle):
        return text_statics.lower_deleted_outside(c)
    if isinstance(c, ir.TheyDidnt):
        return Condition(text_statics.THEY_DIDNT, ">=", 1)
    if isinstance(c, ir.ThereIs):
        return Condition("there-is", ">=", 1, kind=c.kind, where=(c.state,) if c.state else ())
    if isinstance(c, ir.PlayedByEffect):
        return Condition(text_statics.PLAYED_BY_EFFECT, ">=", 1)
    if isinstance(c, ir.EffectDid):
        raise _refuse(c.wording, "read only as the condition of a sentence after the effect's "
                      "own action")
    if isinstance(c, ir.EffectDeleted):
        raise _refuse("this effect didn't delete", "read only as the condition of a sentence "
                      "after the effect's 'delete'")
    if isinstance(c, ir.YouAdded):
        return lower_you_added(c)
    if isinstance(c, ir.Compare):
        return Condition(c.subject, "==" if c.exact else "<=" if c.at_most else ">=", c.n,
                         filter=cards(c.cards) if c.cards else None)
    if isinstance(c, ir.HasName):
        if c.negated:  # "you don't have [X]": none in your battle area
            return Condition("has-name", "<=", 0, name=c.name)
        return Condition("has-name", ">=", 1, name=c.name,
                         names=(c.name, *c.others) if c.others else ())
    if isinstance(c, ir.UnderHas):
        return Condition("this-under", names=c.names,
                         filter=cards(c.cards) if c.cards is not None else None)
    if isinstance(c, ir.HasAnother):
        return Condition("another", ">=", 1, color=c.color or None, level=c.level or None,
                         kind="digimon-or-tamer" if c.or_tamer else None,
                         where=(c.state,) if c.state else (),
                         same_name=c.same_name, filter=_with_filter(c.with_))
    if isinstance(c, ir.HasDescribed):
        return text_has.lower(c, target)
    if isinstance(c, ir.HasEither):
        return text_has.lower_either(c, target)
    if isinstance(c, ir.FewerSecurity):  # your security cards minus theirs, below 0
        return Condition(text_has.FEWER_SECURITY, "<=", -1)
    if isinstance(c, ir.NoFaceUpSecurity) and c.name:
        return Condition("face-up-named", "<=", 0, name=c.name)
    if isinstance(c, ir.NoFaceUpSecurity):
        return Condition("face-up-security", "<=", 0)
    if isinstance(c, ir.FaceUpNamed):
        return Condition("face-up-named", name=c.name)
    if isinstance(c, ir.DnaDigivolving):
        return Condition("dna-digivolving")
    if isinstance(c, ir.DigiXrosing):  # cards placed: 1 or more, or exactly N
        return Condition("digixrosing", ">=" if c.cards is None else "==", c.cards or 1)
    if isinstance(c, ir.TurnIs):
        return Condition("turn", "==", int(c.mine))
    if isinstance(c, ir.ThisDigimon):
        return _this_digimon(c)
    if isinstance(c, ir.EventDigimon):
        return text_group.lower_condition(c)
    if isinstance(c, ir.RevealedIs):  # only with "add it to your hand" (add_it_clause)
        raise _refuse("if it's a ... card", "the revealed card's description is read with "
                      "'add it to your hand' only")
    assert isinstance(c, ir.Had), c  # [On Deletion]: the Digimon as it was (query.holds)
    return Condition("had", any_of=(_this_digimon(c.what),))


def _with_filter(f: ir.NameHas | ir.TraitPart | ir.TextHas | None) -> CardFilter | None:
    """A Digimon "with [X] in its name / traits / text" as a card description."""
    if f is None:
        return None
    if isinstance(f, ir.NameHas):
        return CardFilter(name_has=f.names)
    if isinstance(f, ir.TextHas):
        return CardFilter(text_has=_text_spec(f))
    return _trait_filter(f)


def _text_specs(f: ir.TextHas) -> tuple[str, ...]:
    """What "with [A]/[B] / <Icon> in its text" looks for: the names without brackets, an
    icon as printed (card_refs.text_includes)."""
    return tuple(f.names) if f.names else (f.text[1:-1] if f.text.startswith("[") else f.text,)


def _text_spec(f: ir.TextHas) -> str:
    """One text only: a card description's "with [X] in its text"."""
    if f.names:
        raise _refuse(" or ".join(f"[{n}]" for n in f.names) + " in its text",
                      "'with [X] in its text' in a card description is read for one [X]")
    return _text_specs(f)[0]


def _trait_filter(part: ir.TraitPart) -> CardFilter:
    """"with [A] in one of its traits" (trait_part) / "in its traits" (trait_in)."""
    return CardFilter(**{"trait_part" if part.word else "trait_in": part.names},
                      trait_field=trait_field(part))


def _this_digimon(c: ir.ThisDigimon) -> Condition:
    what = c.what
    if c.timing:
        return text_has_effect.lower(c)
    if c.named:
        return Condition("this-name", name=c.named)
    if c.dp:
        return Condition("this-dp", "<=" if c.dp_word in ("less", "lower") else ">=", c.dp)
    if c.level:
        op = {"": "==", "higher": ">=", "lower": "<="}[c.level_cmp]
        return Condition("this-level", op, c.level)
    if isinstance(what, ir.Suspended):
        return Condition("this-suspended", "==", int(what.suspended))
    if isinstance(what, ir.AnyOf):  # "this Digimon has A or B": one of them holds
        return Condition("this-any", any_of=tuple(_this_digimon(ir.ThisDigimon(alt))
                                                  for alt in what.alts))
    if isinstance(what, ir.NameHas):
        return Condition("this-name-part", names=what.names,
                         where=tuple(f"not:{n}" for n in what.excluded))
    if isinstance(what, ir.TraitAny):
        return Condition("this-trait", names=what.traits)
    if isinstance(what, ir.TraitPart):
        return Condition("this-trait-part" if what.word else "this-trait-in", names=what.names,
                         name=trait_field(what) or None)
    if isinstance(what, ir.TextHas):
        specs = _text_specs(what)  # one: name; "[A]/[B]": names
        return Condition("this-text", name=specs[0] if len(specs) == 1 else None,
                         names=specs if len(specs) > 1 else ())
    if isinstance(what, ir.Keyword) and c.effect_icon:
        return Condition("this-effect-icon", name=f"<{what.printed}>")
    if isinstance(what, ir.Keyword):
        return Condition("this-keyword", name=keyword_id(what.printed))
    return Condition("this-colors", ">=", c.colors)


# ---------------------------------------------------------------- verbs


def _own(t: FxTarget) -> bool:
    return t.mode == "this" or t.side == "own"


def _unaffected(a: ir.Unaffected) -> Action:
    t = lasting_target(a.target)
    who = ir.WHO[a.digimon_only][a.who]
    words = ir.DURATIONS[a.duration.kind][a.duration.wording] if a.duration else ""
    if not _own(t):
        raise _refuse(who, "a shield for the opponent's cards")
    if who.startswith("their") and "opponent" not in words:
        raise _refuse(who, "'their' with no 'your opponent' before it to refer to")
    return Action("unaffected", target=t, duration=duration(a.duration),
                  unaffected_by="digimon" if a.digimon_only else "effects")


def _move(a: ir.Move) -> Action:
    if a.to == "security":
        if isinstance(a.what, ir.TopOfDeck):
            return Action("deck-to-security", end=a.end, face_up=a.face_up)
        t = target(a.what)
        if t.kind != "digimon" or t.count != 1 or t.mode not in ("this", "one"):
            raise _refuse("place ... as the security card", "only 1 Digimon placed at once")
        return Action("place-security", target=t, end=a.end, face_up=a.face_up,
                      source="card" if a.what == ir.This("card") else None)  # "this card"
    if a.source == "field":
        if a.owner_word == "your":
            raise _refuse("to your hand", "a Digimon returns to 'the hand' or 'its owner's "
                          "hand'")
        if a.owner_word == "their" and not (isinstance(a.what, ir.Select)
                                            and a.what.owner in ("opponent", "their")):
            raise _refuse("to their hand/deck", "'their' refers to your opponent: only "
                          "your opponent's Digimon return there")
        verb = "return-hand" if a.to == "hand" else "return-deck-bottom"
        return Action(verb, target=target(a.what))
    if a.source == "hand":
        return Action("trash-hand", amount=a.n, filter=cards(a.what), up_to=a.up_to)
    if a.to == "deck":
        return text_delay.lower_trash_to_deck(a, cards(a.what))
    if a.owner_word in ("its owner's", "their"):
        raise _refuse(f"to {a.owner_word} hand", "cards from the trash return to 'the hand'")
    verb = "under-tamer-to-hand" if a.source == text_tamer_stack.UNDER_TAMER else "trash-to-hand"
    return Action(verb, amount=a.n, filter=cards(a.what), up_to=a.up_to)


def _trash_under(a: ir.TrashUnder) -> Action:
    if a.form == "any":
        return Action("trash-any-under", target=FxTarget("this"), amount=a.n)
    if a.end == "bottom":  # stack_surgery.py
        return Action("trash-under-bottom", target=target(a.target), amount=a.n,
                      up_to=a.up_to)
    return Action("trash-under", target=target(a.target), amount=a.n)


def _pick_under(a: ir.PickUnder) -> Action:
    """stack_surgery.py: the cards of the chosen Digimon, or of all the opponent's Digimon."""
    if a.target is None:
        return Action("trash-pick-under", target=FxTarget("all", side="opponent",
                                                          kind="digimon"), amount=a.n)
    t = target(a.target)
    if t.mode != "one" or t.count != 1:
        raise _refuse("trash any N digivolution cards of", "the cards of 1 Digimon, or of "
                      "your opponent's Digimon")
    return Action("trash-pick-under", target=t, amount=a.n, source="one")


def _play_free(a: ir.PlayFree) -> Action:
    if a.or_return:  # "return to the hand or play 1 ..." (one card: verbs/return_or_play.py)
        if a.n != 1 or a.up_to:
            raise _refuse("return to the hand or play", "read for 1 card")
        return Action("return-or-play", filter=cards(a.cards), source=a.source, amount=1)
    if a.more:  # "play 1 <cards> and 1 <cards> from this Digimon's digivolution cards"
        return play_each(a, cards)
    return Action("play-free", filter=cards(a.cards, different_colors_ok=a.up_to),
                  source=a.source, amount=a.n or 1, up_to=a.up_to,
                  suspended=a.suspended, to_breeding=a.breeding, unique_names=a.unique_names,
                  cost="reduced" if a.reduce else "", reduce=a.reduce,
                  target=target(a.holder) if a.holder is not None else None)


def _digivolve_into(a: ir.DigivolveInto) -> Action:
    """verbs/digivolve_into.py: one of the Digimon ``who`` names, into one card."""
    t = target(a.who)
    if t.mode not in ("this", "it") and (t.mode != "one" or t.count != 1 or t.side != "own"):
        raise _refuse("... may digivolve into", "1 of your Digimon, this Digimon or it")
    return Action("digivolve-into", target=t, filter=cards(a.cards), source=a.source,
                  amount=a.reduce, cost=a.cost)


def _link_cards(a: ir.LinkCards) -> Action:
    """verbs/link_cards.py: cards from the printed places linked to this Digimon or to 1 of
    yours, for nothing (``source``: the places joined by "+")."""
    if a.onto not in ("this", 1):
        raise _refuse(f"link ... to {a.onto} of your Digimon", "1 of your Digimon or this "
                      "Digimon")
    if a.cost_words not in ("the cost", "the costs", ""):
        raise _refuse(f"without paying {a.cost_words}", "write 'the cost'")
    # "1 of your Digimon on the field": the breeding area too (official Q&A Q5685)
    mode = "this" if a.onto == "this" else "one-on-field" if a.on_field else "one"
    return Action("link-cards", target=FxTarget(mode),
                  filter=None if a.this_card else cards(a.cards),
                  source="self" if a.this_card else "+".join(a.sources), amount=a.n,
                  up_to=a.up_to, cost="reduced" if a.reduce else "free", reduce=a.reduce)


def _play_token(a: ir.PlayToken) -> Action:
    """verbs/play_token.py: the Token the reminder describes; a Token with a memory cost is
    played only "without paying" it (a Token played by an effect is not paid for here)."""
    spec = token_spec.read(a.name, a.note)
    if spec.cost and not a.cost_words:
        raise _refuse(f"play {a.n} [{a.name}] Token", "a Token with a memory cost played "
                      "without 'without paying the cost'")
    if a.n > 3:
        raise _refuse(f"play {a.n} Tokens", "a count above 3")
    return Action("play-token", amount=a.n, token=spec)


def _dna_into(a: ir.DnaInto) -> Action:
    """verbs/dna_into.py: "1 of your Digimon" or "2 of your Digimon" (any two of yours: a
    DNA digivolution always takes two, CR 4.2 8-2-3), or this Digimon and another."""
    who = target(a.who) if a.who is not None else FxTarget("this")
    if who == FxTarget("one", count=2) and a.form == "one":
        who = FxTarget("one")
    if a.form != "one" and who.mode != "this" or who not in (FxTarget("this"), FxTarget("one")):
        raise _refuse("... DNA digivolve", "'1 of your Digimon' or 'this Digimon' and one of "
                      "your other Digimon")
    return Action("dna-into", target=who, filter=cards(a.cards))


def _delete_total(a: ir.DeleteTotal) -> Action:
    """The Digimon (and Tamers) the player may pick from, and the limit of their total."""
    t = target(ir.Select(None, False, a.owner, False, a.kind))
    return Action("delete-total", target=t, amount=a.limit, source=a.measure)


def _switch(a: ir.SwitchTarget) -> Action:
    t = target(a.target)
    if not _own(t) or t.mode not in ("one", "this") or t.kind != "digimon":
        raise _refuse("switch the target of attack", "only to 1 of your Digimon or this Digimon")
    return Action("switch-target", target=t)


def actions(a: ir.Action) -> tuple[Action, ...]:
    """The verbs of a clause's action, in the printed order ("A and B": two)."""
    if isinstance(a, ir.Both):
        return (action(a.first), action(a.second))
    if isinstance(a, ir.UnsuspendBoth):  # "this Digimon and ... may unsuspend"
        return text_unsuspend_both.lower(a, action)
    if isinstance(a, ir.UnaffectedPair):  # "... don't affect this Digimon and ..."
        return text_unsuspend_both.lower_pair(a, action)
    if isinstance(a, ir.RestrictPair):  # text_restrictions.py
        return (action(a.first), action(a.second))
    if isinstance(a, ir.AmongFirst):  # "Among them, add ... and place / trash ..."
        return (action(a.add), action(a.then))
    if isinstance(a, ir.SearchFor):  # "search ... for 1 ..., reveal it, and add it ..."
        return lower_search_for(a, cards)
    if isinstance(a, ir.Each) and isinstance(a.action, ir.Both):  # A for each X, then B
        return tuple(lower_each(x, count(a.per)) for x in actions(a.action))
    if isinstance(a, ir.DPPair):
        second = target(a.second) if a.second else FxTarget(
            mode="all", side=target(a.first).side, kind="security-digimon")
        return lower_dp_pair(a, lasting_target(a.first), second, duration(a.duration),
                             count(a.per))
    return (action(a),)


def action(a: ir.Action) -> Action:
    """One verb of the reading as the resolver's Action."""
    out = text_gain.keyword_effects(_action(a))
    if out.target is not None and out.target.kind == "security-digimon" and out.verb != "dp":
        raise _refuse("Security Digimon", "Security Digimon only get +/-N DP (CR 4.2 15-1-8)")
    return out


def _action(a: ir.Action) -> Action:
    if isinstance(a, (ir.Both, ir.DPPair)) or isinstance(a, ir.Each) and \
            isinstance(a.action, ir.Both):
        raise _refuse("... and ...", "two verbs joined by 'and' are read as a sentence's "
                      "action only, not as a replacement")
    if isinstance(a, (ir.MemoryLock, ir.PlayCostLock, ir.PlayDigimonLock,
                      ir.DigivolveCostLock)):
        raise _refuse("can't gain memory / reduce play costs", "a persistent effect only")
    if isinstance(a, ir.Draw):
        return Action("draw", amount=a.n, per=count(a.per))
    if isinstance(a, ir.DeDigivolve):
        return Action("de-digivolve", target=target(a.target), amount=a.n)
    if isinstance(a, text_face_down_cost.TrashOwnFaceDown):  # a "by" cost (EX9)
        return text_face_down_cost.lower(a)
    if isinstance(a, text_tamers.DurationEach):  # "until ..., for every N ..., ..."
        return lower_each(action(a.action), count(a.per))
    if isinstance(a, text_lead_play.LeadPlay):  # "from your trash and without paying ..."
        return text_lead_play.lower(a, _play_free(a.play))
    if isinstance(a, text_de_digivolve_each.DeDigivolveEach):  # X instances, one at a time
        return Action("de-digivolve", target=target(a.target), amount=a.n, per=count(a.per))
    if isinstance(a, ir.Delete):
        return Action("delete", target=target(a.target))
    if isinstance(a, ir.DeleteTotal):
        return _delete_total(a)
    if isinstance(a, ir.Suspend):
        return Action("unsuspend" if a.unsuspend else "suspend", target=target(a.target))
    if isinstance(a, ir.ChangeDP):
        if a.per is not None:
            _per_keywords(keywords(a.keywords))
        return Action("dp", target=lasting_target(a.target), amount=a.amount,
                      duration=duration(a.duration), keywords=keywords(a.keywords),
                      per=count(a.per))
    if isinstance(a, ir.GainKeywords):
        if a.per is not None:
            _per_keywords(keywords(a.keywords))
        return Action("gain-keyword", target=lasting_target(a.target),
                      keywords=keywords(a.keywords), duration=duration(a.duration),
                      per=count(a.per))
    if isinstance(a, ir.GainEffects):
        return text_gain.lower(a, lasting_target(a.target), duration(a.duration),
                               keywords(a.keywords))
    if isinstance(a, ir.NoOnPlay):  # text_no_on_play.py: after a "play ..." of the effect
        return Action("no-on-play")
    if isinstance(a, ir.MustAttack):  # "This Digimon attacks." (verbs/forced_attack.py)
        return Action("forced-attack", target=FxTarget("this"))
    if isinstance(a, ir.UnaffectedDP):  # text_restrictions.py: one choice, one change
        if a.unaffected.duration is None:
            raise _refuse("don't affect ... and it gets", "read with a duration only")
        return replace(_unaffected(a.unaffected), verb="dp", amount=a.amount)
    if isinstance(a, ir.RestrictDP):  # text_restrictions.py: one choice, one change
        return replace(action(a.restrict), verb="dp", amount=a.amount)
    if isinstance(a, ir.Restrict):
        what, until = text_statics.lower_restriction(a) or (a.what, duration(a.duration))
        return Action("restrict", target=lasting_target(a.target), restriction=what,
                      duration=until)
    if isinstance(a, ir.Unaffected):
        if a.duration is None:
            raise _refuse("isn't affected by", "a one-shot shield needs a duration")
        return _unaffected(a)
    if isinstance(a, ir.Memory):
        return Action("memory", amount=a.amount, who="opponent" if a.opponent else "you",
                      per=count(a.per))
    if isinstance(a, ir.SetMemory):
        return Action("set-memory", amount=a.n)
    if isinstance(a, ir.Move):
        return _move(a)
    if isinstance(a, ir.TrashUnder):
        return _trash_under(a)
    if isinstance(a, ir.PickUnder):
        return _pick_under(a)
    if isinstance(a, ir.TrashTop):
        return Action("trash-top", target=FxTarget("this"))
    if isinstance(a, ir.TrashAllUnder):
        return text_lower_stack.trash_all_under(a, target(a.target))
    if isinstance(a, ir.TrashTamerUnder):
        return text_lower_stack.trash_tamer_under(a)
    if isinstance(a, ir.PlaceUnder):
        flt = cards(a.what, different_colors_ok=a.up_to) if isinstance(a.what, ir.Cards) \
            else None  # "place up to N ... with different colors" (verbs/stack_place.py)
        moved = target(a.what) if isinstance(a.what, ir.Select) else None
        return text_lower_stack.place_under(a, target(a.dest), flt, moved)
    if isinstance(a, ir.CardsToSecurity):  # text_face_up.py
        return text_face_up.lower_cards_to_security(a, cards(a.what))
    if isinstance(a, ir.PlaceOnStack):  # text_face_up.py: as "... as the top security card"
        if isinstance(a.what, ir.Cards):
            return text_face_up.lower_cards_to_security(a, cards(a.what))
        return _move(ir.Move(a.what, "field", "security", end=a.end))
    if isinstance(a, ir.PlaySelfReduced):  # text_face_up.py
        return Action(text_face_up.SELF_PLAY, reduce=a.n)
    if isinstance(a, ir.SuspendEither):  # text_count.py
        return lower_suspend_either(target(a.first.target), target(a.second))
    if isinstance(a, ir.GiveDP):  # text_count.py: the same change as "<target> gets ..."
        return _action(ir.ChangeDP(a.target, a.amount, duration=a.duration, per=a.per))
    if isinstance(a, ir.RaiseMax):
        raise _refuse("add N to this effect's maximum", "read only as the sentence after the "
                      "one it raises")
    if isinstance(a, ir.TrashOppSecurity):
        return lower_opp_security(a)
    if isinstance(a, ir.Each) and not isinstance(a.action, ir.Both):
        return lower_each(action(a.action), count(a.per))
    if isinstance(a, ir.TrashSecurity):
        return Action("trash-security-end" if a.either_end else "trash-security", amount=1)
    if isinstance(a, ir.TrashDeckTop):
        return Action("trash-deck-top", amount=a.n, who="both" if a.both else "you")
    if isinstance(a, ir.Recovery):
        return Action("recovery", amount=a.n)
    if isinstance(a, ir.PlayFree):
        return _play_free(a)
    if isinstance(a, ir.PlaySelf):
        if a.cost_words.split()[0] == "their" or a.cost_words.endswith("costs"):
            raise _refuse(f"without paying {a.cost_words}", "write 'the cost' or 'its cost'")
        return Action("play-self")
    if isinstance(a, ir.ChooseTarget):
        return text_conjunctions.lower_choose(target(a.target))
    if isinstance(a, ir.SwitchTarget):
        return _switch(a)
    if isinstance(a, ir.DigivolveInto):
        return _digivolve_into(a)
    if isinstance(a, ir.DnaInto):
        return _dna_into(a)
    if isinstance(a, ir.MayAttack):
        return lower_may_attack(a, target(a.who))
    if isinstance(a, ir.AttacksPlayer):
        return text_battle.lower_attacks_player(a, target(a.who))
    if isinstance(a, ir.MayBattle):
        return text_battle.lower_may_battle(a, target(a.who), target(a.whom))
    if isinstance(a, ir.AlsoAttackFor):
        return Action("also-attack", target=lasting_target(a.target), duration=duration(a.duration))
    if isinstance(a, ir.LinkCards):
        return _link_cards(a)
    if isinstance(a, ir.TrashLink):
        return Action("trash-link", amount=a.n)
    if isinstance(a, ir.PlayLink):
        if a.n != 1 or a.cost_words not in ("the cost", "its cost"):
            raise _refuse(f"play {a.n} of this Digimon's link cards", "1 card, without "
                          "paying the cost")
        return Action("play-link", amount=1)
    if isinstance(a, ir.AppFuse):
        t = target(a.who)
        if t.mode != "one" or t.count != 1 or t.side != "own":
            raise _refuse("... may app fuse into", "1 of your Digimon")
        return Action("app-fuse", target=t, source="hand")
    if isinstance(a, ir.MindLink):
        return text_mind_link.lower(target(a.target))
    if isinstance(a, ir.SecurityToHand):
        return lower_security_to_hand(a)
    if isinstance(a, ir.FlipSecurity):
        return lower_flip(a)
    if isinstance(a, ir.LookDeckTop | ir.RevealHandTop):
        return lower_reveal_action(a, cards)
    if isinstance(a, ir.OpponentTrashHand):
        return Action("opponent-trash-hand", amount=a.n)
    if isinstance(a, ir.OpponentMay):
        return Action("opponent-may", amount=a.n, filter=cards(a.cards) if a.cards else None,
                      end="hand" if a.cards else "security")
    if isinstance(a, ir.SearchSecurity):
        return Action("search-security")
    if isinstance(a, ir.ShuffleSecurity):
        return Action("shuffle-security")
    if isinstance(a, ir.PlayToken):
        return _play_token(a)
    if isinstance(a, ir.PlayUnder):
        if a.n != 1:
            raise _refuse(f"play {a.n} digivolution cards under this card", "1 card")
        return Action("play-under", target=FxTarget("this"), amount=1,
                      filter=CardFilter(kind="digimon", max_level=a.max_level))
    if isinstance(a, ir.Reveal):
        return Action("reveal", amount=a.n)
    if isinstance(a, ir.AddAmong):
        if any(p.up_to for p in a.picks) and len(a.picks) > 1:
            raise _refuse("add up to N ... and ...", "'up to' is read for one description")
        return Action("add-among", picks=tuple((p.n, cards(p.cards)) for p in a.picks),
                      up_to=any(p.up_to for p in a.picks))
    if isinstance(a, ir.PlayAmong):
        return Action("play-among", filter=cards(a.cards), amount=a.n, up_to=a.up_to,
                      suspended=a.suspended)
    if isinstance(a, ir.Rest):
        return Action("reveal-rest", source=a.to)
    if isinstance(a, ir.TrashAmong) and a.n is None:  # "trash all ...": every one that fits
        return Action("trash-among", filter=cards(a.cards), picks=((None, cards(a.cards)),))
    if isinstance(a, ir.TrashAmong):
        return Action("trash-among", filter=cards(a.cards), amount=a.n)
    if isinstance(a, ir.UseCard):
        return lower_use(a, cards)
    simple = {ir.EndAttack: "end-attack", ir.ActivateMain: "activate-main",
              ir.PlaceSelf: "place-self", ir.AddSelf: "add-self",
              ir.OpponentAttacks: "opponent-attacks"}
    if type(a) in simple:
        return Action(simple[type(a)])
    return Action(a.name)  # KeywordAction: <Save>, <Blitz>


_COST_GERUNDS = ("trashing", "suspending", "deleting", "returning", "losing", "unsuspending")


def cost(a: ir.Action) -> Action:
    # placing this Digimon in security is paid when it left (cost_paid._LEAVE: text_would_own)
    this = isinstance(a, ir.Move) and isinstance(a.what, ir.This) and a.source == "field"
    if isinstance(a, ir.Move) and a.to == "security" and not this \
            or isinstance(a, ir.Memory) and a.amount > 0:
        raise _refuse("by placing/gaining ...", "a 'by' cost must start with one of "
                      + ", ".join(_COST_GERUNDS))
    return action(a)


# ---------------------------------------------------------------- clauses and effects


# the events whose Digimon "it" / "that Digimon" after the trigger refers to ("When one of
# your other Digimon digivolves, you may unsuspend it."): Target mode "event"
_EVENT_DIGIMON = ("attack", "played", "digivolved", "suspend", "unsuspend", text_group.EVENT,
                  "moved")


def bind_it(clauses: tuple[Clause, ...], trigger: fx.Trigger | None = None,
            text: str = "") -> tuple[Clause, ...]:
    """Bind each "it" (``Target("it")``): to the Digimon an earlier action of the effect chose
    or played (mode ``it``), or, when no earlier action chose any, to the Digimon the effect's
    trigger names (mode ``event``: "When one of your Digimon attacks, it gets +1000 DP") or
    else to the effect's own Digimon. In a sentence whose condition is about this Digimon
    ("if this Digimon is suspended, it gets ..."), "it" is this Digimon."""
    default = FxTarget("this")
    if trigger is not None and trigger.side != "this":
        if trigger.event not in _EVENT_DIGIMON:
            default = None  # "it" has nothing to refer to in the battle area
        else:
            default = FxTarget("event")
    bound, out = False, []
    for c in clauses:
        parts = []
        # "if this Digimon ..., it ...": "it" is the condition's Digimon, this one
        this_first = c.condition is not None and c.condition.subject.startswith("this-")
        for actions in (c.cost, c.actions):
            fixed = []
            for a in actions:
                t = a.target
                if t is not None and t.mode == "it" and this_first:
                    a = replace(a, target=FxTarget("this"))
                elif t is not None and t.mode == "it" and not bound:
                    if default is None:
                        raise _refuse(text, "'it' after this trigger would be a Digimon that "
                                      "left the battle area or a card: not modelled")
                    a = replace(a, target=default)
                # a Digimon played by the effect is "it" afterwards (verbs/play_free.py); one
                # placed under this Digimon is no longer a Digimon (CR 4.2 4-7-7): not "it"
                bound = bound or (t is not None and t.mode in _SELECTING
                                  and a.verb not in _UNBINDING) or a.verb in _PLAYING
                fixed.append(a)
            parts.append(tuple(fixed))
        out.append(replace(c, cost=parts[0], actions=parts[1]))
    return tuple(out)



@contextmanager
def _quoting(text: str) -> Iterator[None]:
    """Refusals name the whole printed sentence (so the Card Text Rule it uses is named)."""
    try:
        yield
    except LoweringError as exc:
        if exc.sentence == text:
            raise
        raise LoweringError(text, exc.hint) from None


def _clauses(sentences: tuple[ir.Sentence, ...], texts: list[str]) -> tuple[Clause, ...]:
    """The clauses of an effect's sentences; "When it would digivolve by this effect, reduce
    the cost by N" becomes the reduced cost of the digivolution just before it."""
    text_battle.check_chosen(sentences, texts)
    if (later := text_battle.fold_end_of_battle(sentences, texts, _bound)) is not None:
        return later
    out: list[Clause] = []
    for s, text in zip(sentences, texts, strict=True):
        if isinstance(getattr(s.clause, "action", None), ir.RaiseMax):  # text_count.py
            if not isinstance(s.clause, ir.Do) or s.then:
                raise CardTextError(text, "'add N to this effect's maximum' is read alone")
            with _quoting(text):
                cond = condition(s.condition.condition) if s.condition else None
            out[-1:] = [merge_raise(out[-1] if out else None, s.clause.action,
                                    count(s.clause.action.per), cond, text)]
            continue
        if text_play_exclusion.is_exclusion(s):
            out[-1:] = [text_play_exclusion.merge(out[-1] if out else None, s, text)]
            continue
        if not isinstance(s.clause, ir.ReduceBound):
            out.append(clause(s, text))
            continue
        before = out[-1].actions[-1] if out and out[-1].actions else None
        if s.condition or s.then or before is None or before.verb != "digivolve-into" \
                or before.cost != "pay":
            raise CardTextError(text, "'When it would digivolve by this effect, reduce the "
                                "cost by N' is read only right after '... may digivolve into "
                                "... for the cost'")
        out[-1] = replace(out[-1], actions=(*out[-1].actions[:-1], replace(
            before, cost="reduced", amount=s.clause.n)))
    text_deleted.check(tuple(out), " ".join(texts))
    text_effect_did.check(tuple(out), " ".join(texts))
    if any(c.instead and (i == 0 or out[i - 1].instead) for i, c in enumerate(out)):
        raise _refuse(" ".join(texts), "'... instead' overwrites the sentence before it (CR 4.2 "
                      "18-2-1), and there is none to overwrite")
    check_added(tuple(out), " ".join(texts))
    return tuple(out)


def _bound(sentences: tuple[ir.Sentence, ...], texts: list[str]) -> tuple[Clause, ...]:
    return bind_it(_clauses(sentences, texts))


def _may_of_its_own(action: object, acts: tuple[Action, ...]) -> bool:
    """Whether the action prints its own "may" ("<who> may [DNA] digivolve ...")."""
    if isinstance(action, ir.Suspend) and action.may or isinstance(action, ir.UnsuspendBoth):
        return True
    return bool(acts) and (acts[0].verb in ("digivolve-into", "app-fuse") or (
        acts[0].verb == "dna-into" and isinstance(action, ir.DnaInto)
        and action.form != "this-and-other"))


def clause(s: ir.Sentence, text: str) -> Clause:
    with _quoting(text):
        out = _clause(s, text)
    if getattr(s.clause, "instead", ""):
        if s.condition is None:
            raise _refuse(text, "'instead' is read after a condition ('If ..., ... instead')")
        out = replace(out, instead=True)
    return out


def _clause(s: ir.Sentence, text: str) -> Clause:
    if (added := add_it_clause(s, cards)) is not None:  # the one revealed card
        return replace(added, text=text)
    printed = s.condition.condition if s.condition else None
    cond = text_deleted.lower(printed) if isinstance(printed, ir.EffectDeleted) else \
        text_effect_did.lower(printed) if isinstance(printed, ir.EffectDid) else \
        condition(printed) if printed else None
    base = dict(condition=cond, then=s.then, text=text)
    c = s.clause
    if isinstance(getattr(c, "action", None), ir.PlayToken) and c.action.note is None:
        c = replace(c, action=replace(c.action, note=s.note))  # the reminder after the sentence
    if isinstance(c, ir.Cost):  # "By X, <Digimon> may digivolve": the "may" is asked too
        acts = actions(c.action)
        return Clause("by", actions=acts, cost=text_pay_and_place.costs(c.cost, cost),
                      may=c.you_may or _may_of_its_own(c.action, acts), **base)
    if isinstance(c, ir.DigiBurst):
        burst = Action("trash-any-under", target=FxTarget("this"), amount=c.n)
        return Clause("by", actions=actions(c.action), cost=(burst,), **base)
    if isinstance(c, ir.May):
        return Clause("may", actions=actions(c.action), **base)
    if isinstance(c, ir.AtEndOfTurn):
        return Clause("do", actions=(text_lower_pending.pending_action(c),), **base)
    if isinstance(c, ir.EndOfBattle):
        if not isinstance(c.action, ir.PlaySelf):
            raise _refuse("at the end of the battle", "only 'play this card' is executed at "
                          "the end of the battle")
        return Clause("do", actions=(Action("play-self-end-of-battle"),), **base)
    acts = actions(c.action)
    if _may_of_its_own(c.action, acts):
        return Clause("may", actions=acts, **base)  # "<who> may ...": the "may" is its own
    if acts[0].verb == "blitz" and cond is None:
        base["condition"] = BLITZ_CONDITION
    return Clause("do", actions=acts, **base)


def static(s: ir.Sentence, text: str) -> Static:
    with _quoting(text):
        out = text_gain.static_keyword_effects(_static(s))
    text_effect_did.check_static(out, text)
    return out


def _static(s: ir.Sentence) -> Static:
    a = s.clause.action
    if isinstance(a, ir.GainsAll):  # text_gain.py, gains_all.py
        return text_gain.gains_all_static(a, s.condition)
    if isinstance(a, ir.GainEffects):  # text_gain.py
        t = lasting_target(a.target)
        return text_gain.static_gain(a, FxTarget("this") if t.mode == "it" else t,
                                     keywords(a.keywords))
    if isinstance(a, ir.AlsoAttack):
        return text_statics.lower_also_attack(a, lasting_target(a.target))
    if isinstance(a, ir.OnlyInto):
        return text_restrictions.lower_only_into(a)
    if isinstance(a, ir.AlsoColor):
        return text_restrictions.lower_also_color(a, s.condition)
    if isinstance(a, ir.DnaAs):
        return text_dna.lower_dna_as(a, s.condition)
    if isinstance(a, ir.NoOptionSecurity):
        return text_statics.lower_no_option_security(lasting_target(a.target))
    if isinstance(a, ir.DeletionMax):
        return Static(target=FxTarget("this"), deletion_max=a.n)
    if isinstance(a, ir.MemoryLock):
        return Static(target=FxTarget("this"),
                      memory_lock="players" if a.players else "opponent")
    if isinstance(a, ir.PlayCostLock):
        return Static(target=FxTarget("this"), play_cost_lock=True)
    if isinstance(a, ir.PlayDigimonLock):
        return Static(target=FxTarget("this"), play_digimon_lock=True)
    if isinstance(a, ir.DigivolveCostLock):
        return Static(target=FxTarget("this"),
                      digivolve_cost_lock="players" if a.players else "opponent")
    if isinstance(a, ir.UnaffectedDP):  # persistent: the shield and the DP (text_restrictions)
        return replace(_static(replace(s, clause=replace(s.clause, action=a.unaffected))),
                       dp=a.amount)
    t = lasting_target(a.target)
    if t.kind == "security-digimon" and not isinstance(a, ir.ChangeDP):
        raise _refuse("Security Digimon", "Security Digimon only get +/-N DP (CR 4.2 15-1-8)")
    if t.mode == "it":
        t = FxTarget("this")
    if isinstance(a, (ir.ChangeDP, ir.GainKeywords)) and a.per is not None:
        _per_keywords(keywords(a.keywords))
    if isinstance(a, ir.ChangeDP) and a.duration is None:
        return Static(target=t, dp=a.amount, keywords=keywords(a.keywords), per=count(a.per))
    if isinstance(a, ir.GainKeywords) and a.duration is None:
        return Static(target=t, keywords=keywords(a.keywords), per=count(a.per))
    if isinstance(a, ir.Restrict) and a.duration is None:
        return Static(target=t, restriction=a.what)
    if isinstance(a, ir.Unaffected) and a.duration is None and a.form != "dont-duration-first":
        return Static(target=t, unaffected_by=_unaffected(a).unaffected_by)
    raise _refuse("persistent effect", "a persistent effect has no duration")


def _sentence_texts(body: str, count: int) -> list[str]:
    texts = split_sentences(body)
    if len(texts) != count:  # "... gain <Blocker> While you have ..." (no period between)
        texts = text_face_up.split_before_while(texts)
    if len(texts) != count:
        raise _refuse(body, "the sentences could not be matched to the printed text")
    return texts


def _first_after_trigger(first: str, trig: ir.Trigger) -> str:
    m = re.match(re.escape(trigger_words(trig)) + r",\s*", first, flags=re.IGNORECASE)
    rest = first[m.end():] if m else first
    return rest[:1].upper() + rest[1:]


def _effect_text(labels: tuple[str, ...], per_turn: str | None, body: str) -> str:
    timings = [_TIMING_IDS[label.lower()] for label in labels]
    head = " ".join(f"[{title(t)}]" for t in timings)
    if per_turn:
        head += f" [{'Once' if PER_TURN[per_turn.lower()] == 1 else 'Twice'} Per Turn]"
    return f"{head} {body}".strip()


def _unbound_that(node: object) -> bool:
    """Does ``node`` hold a "that Digimon" no earlier sentence chose (``ir.Ref`` unbound)?"""
    if isinstance(node, ir.Ref):
        return node.word not in ("it", text_turn_end.PLAYED) and node.to is None
    if isinstance(node, tuple):
        return any(_unbound_that(v) for v in node)
    return is_dataclass(node) and not isinstance(node, type) and any(
        _unbound_that(getattr(node, f.name)) for f in fields(node))


def _check_that(e: ir.Effect, text: str) -> None:
    """"that Digimon" names a Digimon an earlier sentence chose, or the one the trigger names
    (bind_it); with neither it names nothing the engine can point to."""
    trig = e.trigger if e.kind == "triggered" else None
    names_one = trig is not None and trig.side != "this" and trig.event in _EVENT_DIGIMON
    if not names_one and _unbound_that(e.sentences):
        raise _refuse(text, "'that Digimon' refers to a Digimon an earlier sentence chose or "
                      "the trigger names, and here there is none")


def effects_of(e: ir.Effect, body: str, inherited: bool) -> list[Effect]:
    """The resolver's effects for one printed effect (one per timing)."""
    e = text_face_up.bind_they_also(e)
    _check_that(e, body)
    timings = text_statics.face_up_timing(e.header) or [
        _TIMING_IDS[label.lower()] for label in e.header.timings] or \
        text_events.untimed_timings(e)
    per_turn = PER_TURN[e.header.per_turn.lower()] if e.header.per_turn else None
    text = _effect_text(e.header.timings, e.header.per_turn, body)
    out = []
    for timing in timings:
        base = dict(text=text, timing=timing, per_turn=per_turn, inherited=inherited)
        out.append(text_statics.check(_one_effect(e, body, timing, base)))
    return text_face_up.zone_effects(e.header, out)


_SEARCH_FORM = ("a search is read as 'Search your security stack.' followed by '[You may] add "
                "N ... among them to the hand' or '[You may] play N ... among them without "
                "paying the cost'")
_REVEAL_FORM = ("a reveal is read as 'Reveal the top N cards of your deck.', then 'Add N ... "
                "among them to the hand.', '[You may] play N ... among them without paying "
                "the cost.', 'Trash N ... among them.' or '[You may] place N ... among them "
                "as this Digimon's bottom digivolution card.' sentences, then the sentence "
                "placing the rest")


def check_reveals(e: ir.Effect, text: str) -> None:
    """Revealed cards are one process until all are placed (the manual's "Returning Revealed
    Cards to the Deck"); the engine executes a reveal only as: the reveal, "add ... among
    them" / "[you may] play ... among them" sentences (no condition), and the sentence placing
    the rest, which must follow."""
    actions = [(s, getattr(s.clause, "action", None)) for s in e.sentences]
    if e.replace is not None and isinstance(e.replace.action, ir.Reveal):
        raise CardTextError(text, _REVEAL_FORM)
    open_reveal = searched = False
    for s, a in actions:
        if isinstance(a, ir.Reveal):
            open_reveal = True
            continue
        if isinstance(a, ir.SearchSecurity):  # the cards stay in the security stack
            searched = True
            continue
        if searched:
            searched = False
            if isinstance(a, (ir.AddAmong, ir.PlayAmong)) and s.condition is None and \
                    not s.then and isinstance(s.clause, (ir.Do, ir.May)):
                continue
            raise CardTextError(text, _SEARCH_FORM)
        if not open_reveal:
            if isinstance(a, (ir.AddAmong, ir.Rest, ir.AddIt)) or \
                    isinstance(a, ir.Both) and isinstance(a.first, ir.AddAmong):
                raise CardTextError(text, _REVEAL_FORM)
            continue
        plain = isinstance(s.clause, ir.Do) and s.condition is None and not s.then
        if (isinstance(a, ir.AddAmong | ir.TrashAmong) and plain) or \
                reveal_place(s, a):  # text_reveal_play
            continue
        if isinstance(a, ir.PlayAmong) and s.condition is None and not s.then and \
                isinstance(s.clause, (ir.Do, ir.May)):
            continue
        if isinstance(a, ir.Rest) and plain:
            open_reveal = False
            continue
        raise CardTextError(text, _REVEAL_FORM)
    if open_reveal:
        raise CardTextError(text, _REVEAL_FORM)
    if searched:
        raise CardTextError(text, _SEARCH_FORM)


def _one_effect(e: ir.Effect, body: str, timing: str, base: dict) -> Effect:
    check_reveals(e, base["text"])
    check_you_do(e, base["text"])
    text_group.check_event_refs(e, base["text"])
    check_had(e, base["text"])
    check_add_it(e, base["text"])
    if e.kind == "delay":
        return _delay(e, body, timing, base)
    if e.kind == "choose":
        return _choose(e, body, timing, base)
    if e.kind == "field-digivolve-reduction":
        return _field_digivolve_reduction(e.reduction, timing, base)
    if e.kind == "digivolve-reduction":
        return _digivolve_reduction(e.reduction, body, base)
    if e.kind == "field-reduction":
        return _field_reduction(e.field_reduction, timing, base)
    if e.kind == "xros-tamers":
        return text_xros.lower(e.xros_tamers, cost(e.xros_tamers.cost), timing, base)
    if e.kind == "persistent":
        conds = [s.condition.condition for s in e.sentences if s.condition]
        if any(isinstance(c, ir.ThisDigimon) and c.dp or text_has.dynamic(c) for c in conds):
            raise _refuse(base["text"], "a 'while' condition on a Digimon's DP (DP that "
                          "persistent effects change while the condition is read)")
        texts = _sentence_texts(body, len(e.sentences))
        statics = tuple(static(s, t) for s, t in zip(e.sentences, texts, strict=True))
        if text_face_up.own_conditions(e.sentences):  # each sentence its own condition
            return Effect(type=fx.PERSISTENT, statics=text_face_up.with_conditions(
                statics, e.sentences, condition), **base)
        return Effect(type=fx.PERSISTENT, statics=statics,
                      condition=condition(conds[-1]) if conds else None, **base)
    texts = _sentence_texts(body, 1 if e.kind == "immediate" else len(e.sentences))
    if e.kind == "immediate":
        with _quoting(texts[0]):
            return _immediate(e, _first_after_trigger(texts[0], e.trigger), base)
    if e.kind == "would":  # an immediate-type effect that doesn't prevent (like <Decode>)
        texts[0] = _first_after_trigger(texts[0], e.trigger)
        trig = text_would_own.lower_trigger(e, event_trigger(e.trigger, timing, base["text"]),
                                            base["text"])
        return Effect(type=fx.IMMEDIATE, trigger=trig,
                      clauses=bind_it(_clauses(e.sentences, texts)), **base)
    if e.kind == "triggered":
        texts[0] = _first_after_trigger(texts[0], e.trigger)
        trig = event_trigger(e.trigger, timing, base["text"])
        if trig.event == "burst-trashed":
            return _burst_trashed(e, trig, texts, base)
        clauses = bind_it(_clauses(e.sentences, texts),
                          None if trig.event in _CARD_ITSELF else trig, base["text"])
        if trig.event == "under-trashed":
            text_lower_stack.check_under_trashed(trig, clauses, base["text"], base["inherited"])
        return Effect(type=fx.TRIGGER, trigger=trig, clauses=clauses, **base)
    clauses = bind_it(_clauses(e.sentences, texts))
    blitz = any(a.verb == "blitz" for c in clauses for a in c.actions)
    if blitz and timing not in BLITZ_TIMINGS:
        raise CardTextError(base["text"], f"<Blitz> is printed as {BLITZ_FORMS}")
    kind = fx.ACTIVATION if timing == fx.MAIN else fx.TRIGGER
    return Effect(type=kind, clauses=clauses, keyword="blitz" if blitz else None, **base)


def _burst_trashed(e: ir.Effect, trig: fx.Trigger, texts: list[str], base: dict) -> Effect:
    """"When this card is trashed due to activating this Digimon's <Digi-Burst>, return this
    card to its owner's hand.": the card waits in the trash (card_events.on_burst_trashed), so
    "this card" is that card there, not the Digimon; only that one sentence is read."""
    s = e.sentences[0] if len(e.sentences) == 1 else None
    a = getattr(s.clause, "action", None) if s else None
    plain = s is not None and isinstance(s.clause, ir.Do) and s.condition is None and not s.then
    if not (plain and isinstance(a, ir.Move) and a.what == ir.This("card") and a.to == "hand"):
        raise _refuse(base["text"], "after 'when this card is trashed due to activating this "
                      "Digimon's <Digi-Burst>' only 'return this card to its owner's hand' is "
                      "read")
    return Effect(type=fx.TRIGGER, trigger=trig, clauses=(Clause(
        "do", actions=(Action("return-self-to-hand"),), text=texts[0]),), **base)


_TURN_TIMINGS = (fx.YOUR_TURN, fx.OPPONENTS_TURN, fx.ALL_TURNS)


def event_trigger(t: ir.Trigger, timing: str, text: str) -> fx.Trigger:
    """A "When ..." trigger condition. After a [Your Turn]/[Opponent's Turn]/[All Turns]
    timing any event; after [When Attacking] only "When this Digimon attacks a player/an
    opponent's Digimon" (the first sets' wording: [When Attacking] narrowed to a target)."""
    if text_events.when_attacking_only(t) and timing != fx.WHEN_ATTACKING:
        raise CardTextError(text, "'When / If you attack an opponent's Digimon' is read after "
                            "[When Attacking] only (this Digimon's attack)")
    if timing not in _TURN_TIMINGS and not (timing == fx.WHEN_ATTACKING and t.event == "attack"
                                            and t.side == "this") \
            and not (timing == fx.WHEN_TRASHED and t.event == "self-trashed"):
        raise CardTextError(text, "a 'When ...' trigger is read after [Your Turn], [Opponent's "
                            "Turn] or [All Turns], and after [When Attacking] only as 'When "
                            "this Digimon attacks ...'")
    return fx.Trigger(t.event, t.side, t.cause, other=t.other, target=t.target, phase=t.phase,
                      n=t.n, what=t.what, trait=t.trait,
                      subject=None if t.who is None else trigger_subject(t, text),
                      into=None if t.into is None else target(t.into),
                      cards=None if t.placed is None else cards(t.placed))


# what a Digimon that was deleted is checked on: its cards (CR 4.2 2-1), not its state
_CARD_INFORMATION = ("max_dp", "min_dp", "dp_at_most_this", "extreme", "suspended", "keyword",
                     "no_keyword", "cards_at_most_this")


def trigger_subject(t: ir.Trigger, text: str) -> fx.Target:
    """The qualifiers of a trigger's subject, as a target the event's Digimon must fit. For a
    deletion the Digimon has left the battle area: qualifiers on its state (DP, suspended,
    keywords) would need its last information in play, which the engine does not keep."""
    spec = target(t.who)
    if t.event == "delete" and any(getattr(spec, f) not in (None, False)
                                   for f in _CARD_INFORMATION):
        raise _refuse(text, "a deleted Digimon's DP, state or keywords are not kept by the "
                      "engine: 'When ... is deleted' is read with qualifiers printed on its "
                      "cards (name, traits, level, color, play cost, digivolution cards)")
    return spec


def _choose(e: ir.Effect, body: str, timing: str, base: dict) -> Effect:
    """"[You may] activate 1 of the effects below." and its bulleted effects: one action
    holding each bullet as an effect of its own (verbs/activate_one.py)."""
    if e.choose.n != 1:
        raise _refuse(body, "'Activate N of the effects below' is read with N = 1")
    intro, *texts = re.split(r"\s*[•・]\s*", body)
    if len(texts) != len(e.choices):
        raise _refuse(body, "the bulleted effects could not be matched to the printed text")
    kind = fx.ACTIVATION if timing == fx.MAIN else fx.TRIGGER
    subs = []
    for choice, text in zip(e.choices, texts, strict=True):
        check_reveals(ir.Effect(e.header, "timed", sentences=choice.sentences), text)
        parts = _sentence_texts(text, len(choice.sentences))
        subs.append(Effect(text=text, timing=timing, type=kind,
                           clauses=bind_it(_clauses(choice.sentences, parts))))
    all_if = condition(e.choose.all_if) if e.choose.all_if is not None else None
    first = Clause("may" if e.choose.may else "do", text=intro.strip(), actions=(
        Action("activate-one", amount=1, choices=tuple(subs), all_if=all_if),))
    return Effect(type=kind, clauses=(first,), **base)


def color_static(e: ir.Effect, body: str, inherited: bool) -> Effect:
    """An Option's color-requirement static (``color_req.py``): a persistent effect whose
    action only carries data: ``ignore-colors`` (under its condition, if any) or
    ``also-meets-colors`` (the other color in ``Action.source``)."""
    if inherited:
        raise CardTextError(body, "a color-requirement rule is read on an Option's own text")
    s = e.sentences[0]
    rule = s.clause.action
    act = Action("ignore-colors") if rule.form in ("ignore", "use-without") else \
        Action("also-meets-colors", source=rule.color)
    return Effect(text=body, timing=fx.KEYWORD, type=fx.PERSISTENT, keyword="color-req",
                  clauses=(Clause("do", actions=(act,), text=body),),
                  condition=condition(s.condition.condition) if s.condition else None)


def _immediate(e: ir.Effect, text: str, base: dict) -> Effect:
    r = e.replace
    text = text.rstrip(".")
    if r.form == "instead":
        c = Clause("may" if r.may else "do", actions=(action(r.action),), text=text)
    elif r.form == "may-prevent":
        c = Clause("by", cost=(action(r.action),), text=text)
    else:
        if r.condition is not None and r.condition.word != "if":
            raise _refuse(text, "a condition before a 'by' cost is read as 'if ...'")
        c = Clause("by", cost=(cost(r.action),), text=text, condition=condition(
            r.condition.condition) if r.condition is not None else None)
    trig = text_would_own.lower_trigger(e, event_trigger(e.trigger, base["timing"], base["text"]),
                                        text)
    return Effect(type=fx.IMMEDIATE, trigger=trig, clauses=bind_it((c,)), prevent=True,
                  **base)


def _field_reduction(f: ir.FieldReduction, timing: str, base: dict) -> Effect:
    """play_cost.py: an immediate-type effect of a card in play, when a card fitting the
    description would be played by its owner."""
    if timing not in _TURN_TIMINGS:
        raise _refuse(base["text"], "a play cost reduction of a card in play is read after "
                      "[Your Turn], [Opponent's Turn] or [All Turns]")
    c = f.card
    flt = CardFilter(kind=c.kind, names=c.names, colors=(c.color,) if c.color else (),
                     traits_any=c.traits.traits if c.traits else ())
    act = Action("reduce-play-cost", amount=f.n, filter=flt,
                 source="hand" if f.hand else None)
    text = base["text"]
    clause = Clause("by", cost=(cost(f.cost),), actions=(act,), text=text) \
        if f.cost is not None else Clause("do", actions=(act,), text=text)
    return Effect(type=fx.IMMEDIATE, trigger=fx.Trigger("would-play-card"),
                  keyword="field-play-reduction", clauses=(clause,), **base)


def _digivolve_reduction(red: ir.DigivolveReduction, body: str, base: dict) -> Effect:
    """digivolve_cost.py: an immediate-type effect of the digivolving Digimon."""
    act = Action("reduce-digivolve-cost", amount=red.n,
                 filter=cards(red.into) if red.into is not None else None,
                 source="hand" if red.in_hand else "trash" if red.from_trash else None)
    cond = condition(red.condition.condition) if red.condition else None
    text = body.split(",", 1)[1].strip().rstrip(".") if "," in body else body
    clause = Clause("by", cost=text_tamer_stack.costs(red, cost), actions=(act,),
                    condition=cond, text=base["text"]) if red.cost is not None else \
        Clause("do", actions=(act,), condition=cond, text=text)
    return Effect(type=fx.IMMEDIATE, trigger=fx.Trigger("would-digivolve"),
                  clauses=(clause,), **base)


def _field_digivolve_reduction(red: ir.DigivolveReduction, timing: str, base: dict) -> Effect:
    """digivolve_cost.FIELD: an immediate-type effect of a card in play when one of its owner's
    Digimon (fitting ``subject``) would digivolve; its "by" cost is optional (text_group)."""
    if timing not in _TURN_TIMINGS:
        raise _refuse(base["text"], "a digivolution cost reduced by a card in play is read "
                      "after [Your Turn], [Opponent's Turn] or [All Turns]")
    into = replace(red.into, after=(*red.into.after, *red.hand_after))
    act = Action("reduce-digivolve-cost", amount=red.n, filter=cards(into),
                 source="hand" if red.in_hand else None,
                 alt=FxTarget("this") if red.lead == "this-or-tamers" else None)  # text_costs
    cond = condition(red.condition.condition) if red.condition else None
    clause = Clause("by", cost=text_tamer_stack.costs(red, cost), actions=(act,),
                    condition=cond, text=base["text"]) if red.cost is not None else \
        Clause("do", actions=(act,), condition=cond, text=base["text"])
    subject = target(red.who) if red.who is not None else None
    return Effect(type=fx.IMMEDIATE, trigger=fx.Trigger("would-digivolve", "own",
                                                        subject=subject),
                  keyword=text_group.FIELD_DIGIVOLVE, clauses=(clause,), **base)


def _delay(e: ir.Effect, body: str, timing: str, base: dict) -> Effect:
    if e.trigger is not None:  # with its qualifiers ("one of your [CS] trait Digimon")
        base = dict(base, trigger=event_trigger(e.trigger, timing, base["text"]))
    if e.delay_if is not None:
        if timing == fx.MAIN:
            raise _refuse(body, "a condition before [Main] <Delay> is not modelled")
        base = dict(base, condition=condition(e.delay_if.condition))
    if (timing not in DELAY_TIMINGS and e.trigger is None) or base["inherited"]:
        raise CardTextError(base["text"], "<Delay> (delay) is modelled on an Option's own text "
                            "with [Main] or a start/end of turn or main phase timing only")
    texts = _sentence_texts(text_delay.delay_body(body), len(e.sentences)) if e.sentences \
        else []  # "<Delay> • 1 of those Digimon doesn't leave." (text_would_own.py)
    trash = (Action("delay-trash"),)
    first = Clause("do", actions=trash, text="Trash this card in your battle area") \
        if timing == fx.MAIN else Clause("by", cost=trash, text="By trashing this card in "
                                         "your battle area, activate the effect below")
    kind = fx.ACTIVATION if timing == fx.MAIN else fx.TRIGGER
    prevent = False
    if text_would_own.is_own(e):  # "When any of your ... would leave ...": would_own.py
        kind, prevent = fx.IMMEDIATE, e.replace is not None
        base = dict(base, trigger=text_would_own.lower_trigger(e, base["trigger"], base["text"]))
    clauses = bind_it((first, *_clauses(e.sentences, texts)))
    return Effect(type=kind, clauses=clauses, keyword="delay", prevent=prevent, **base)
