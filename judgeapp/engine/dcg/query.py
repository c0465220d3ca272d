"""Derived information: effective DP, keywords, restrictions, active effects, conditions.

Nothing here changes the state. Persistent effects are re-evaluated on every query, so a
continuous "all of your Digimon" effect reaches Digimon that arrive later.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import gains_all, succession
from judgeapp.engine.dcg.card_refs import (
    fits,
    fits_off_field,
    icon_in,
    name_includes,
    text_includes,
)
from judgeapp.engine.dcg.cards import Card, CardDef, DigivolveReq
from judgeapp.engine.dcg.effects import CardFilter, Condition, Count, Effect, Static, Target
from judgeapp.engine.dcg.state import GameState, Modifier, Player, Stack, other
from judgeapp.engine.dcg.trait_reading import trait_in, trait_includes


def is_digimon(stack: Stack) -> bool:
    return stack.top.defn.is_digimon


def stack_effects(state: GameState, stack: Stack, *,
                  gained: bool = True) -> Iterator[tuple[Effect, Card]]:
    """The effects a field object has: its top card's text and, for a Digimon, the
    inherited effects of its digivolution cards and (``gained``) the effects it gained from
    effects. Breeding-area Digimon have none active; an Option in the battle area has only its
    <Delay> effects and the ones worded for it there (``works_in_battle_area``; its [Main]
    effects are used from the hand)."""
    if state.area_of(stack) != "battle":
        return
    top = stack.top
    option = top.defn.kind == "option"
    for effect in top.defn.effects:
        if not option or works_in_battle_area(effect):
            yield effect, top
    if is_digimon(stack):
        yield from succession.gained(stack)  # <Succession> (CR 4.2 16-47)
        yield from gains_all.gained(stack)  # "gains all effects of cards with [X] ..."
        for card in visible_under(stack):
            for effect in card.defn.inherited:
                yield effect, card
        for card in stack.links:  # link effects (manual "D. Linking")
            for effect in card.defn.rules.link_effects:
                yield effect, card
        if gained:
            yield from ((effect, stack.top) for effect in gained_effects(state, stack))


def works_in_battle_area(effect: Effect) -> bool:
    """An Option's effect active while it is in the battle area: <Delay>, and one whose cost
    places this card from the battle area under a Tamer ("By placing this card from the
    battle area face down under any of your [X] trait Tamers, ...": verbs/stack_place.py)."""
    return effect.keyword == "delay" or bool(effect.clauses) and any(
        a.verb == "place-option-under" for a in effect.clauses[0].cost)


STATIC_GAINED_INDEX = 200_000  # effects persistent effects give: numbered per source


def gained_effects(state: GameState, stack: Stack, *, anywhere: bool = False,
                   lasting_only: bool = False) -> Iterator[Effect]:
    """The effects ``stack`` gained from effects (verbs/gain_effect.py; CR 4.2 15-13): while
    the change lasts, through digivolution (15-13-2), or while a persistent effect gives them
    (``Static.effects``, numbered apart for each source so two sources give two effects: Q&A
    Q1370); not one given by the opponent's effect while it isn't affected by it (15-15-5-4).
    Gained effects are never persistent ones (text_gain.py), so ``active_statics`` never needs
    them. ``anywhere``: a Digimon that just left the battle area, by its cards (only lasting
    changes: a persistent effect gives no [On Deletion] effect, text_gain.static_gain);
    ``lasting_only``: the lasting changes' effects only (for a condition that may be one of the
    persistent effects being evaluated)."""
    for mod in state.modifiers:
        if not mod.effects:
            continue
        if mod.stack_uid is not None:
            if mod.stack_uid != stack.uid:
                continue
        elif mod.target is None or not target_matches(state, mod.target, stack, mod.controller,
                                                      None, check_dp=False, anywhere=anywhere):
            continue
        if mod.controller != stack.owner and not anywhere and shielded(
                state, stack, mod.controller, mod.source_kind):
            continue
        yield from mod.effects
    if anywhere or lasting_only:
        return
    for static, source, controller in active_statics(state):
        if not static.effects or not target_matches(state, static.target, stack, controller,
                                                    source, check_dp=False):
            continue
        if controller != stack.owner and shielded(state, stack, controller, field_kind(source)):
            continue
        first = STATIC_GAINED_INDEX + 100 * source.uid
        yield from (replace(e, index=first + i) for i, e in enumerate(static.effects))


def _reaches(state: GameState, mod: Modifier, stack: Stack) -> bool:
    return mod.stack_uid == stack.uid if mod.stack_uid is not None else (
        mod.target is not None and target_matches(state, mod.target, stack, mod.controller,
                                                  None, check_dp=False, anywhere=True))


def may_have_been_shielded(state: GameState, gone: Stack) -> bool:
    """Did ``gone`` (just gone from the battle area) gain an effect from its opponent's effect
    while something could have kept that effect from affecting it: an "isn't affected" or
    <Progress> effect of its cards, or a lasting change giving one (CR 4.2 15-15-5-4)?"""
    mods = [m for m in state.modifiers if _reaches(state, m, gone)]
    if not any(m.effects and m.controller != gone.owner for m in mods):
        return False
    printed = [e for e in gone.top.defn.effects] + [e for c in gone.under
                                                    for e in c.defn.inherited]
    return any(m.unaffected_by or "progress" in m.keywords for m in mods) or any(
        e.keyword == "progress" or any(s.unaffected_by or "progress" in s.keywords
                                       for s in e.statics) for e in printed)


def in_scope(state: GameState, effect: Effect, controller: str) -> bool:
    """[Your Turn]/[Opponent's Turn] effects work only in that player's turn."""
    scope = effect.turn_scope
    if scope == "mine":
        return state.turn_player == controller
    if scope == "theirs":
        return state.turn_player != controller
    return True


def use_key(holder: Card, effect: Effect) -> str:
    """What an [X Per Turn] limit counts: per card, per printed effect, whatever the timing
    it activated at (official rulings Q1550, Q2299; ENGINE.md "Once Per Turn")."""
    return f"{holder.id}#{'i' if effect.inherited else ''}{effect.printed}"


def delay_ready(state: GameState, stack: Stack, effect: Effect) -> bool:
    """<Delay> can't be activated the turn its card entered the battle area
    (glossary-en/kw-delay: "after the placing turn")."""
    return effect.keyword != "delay" or stack.played_turn != state.turn


def uses_left(state: GameState, holder: Card, effect: Effect) -> bool:
    if effect.per_turn is None:
        return True
    return state.per_turn_uses.get(use_key(holder, effect), 0) < effect.per_turn


def holds(state: GameState, cond: Condition | None, controller: str,
          stack: Stack | None, statics: list[tuple[Static, Stack, str]] | None = None,
          event: dict | None = None) -> bool:
    """A processing condition, from the effect controller's view. ``statics``: the
    persistent effects in force to read a keyword with (``active_statics`` passes the ones
    found so far); ``event``: what the effect triggered on (``Pending.context``)."""
    if cond is None:
        return True
    if cond.subject == "dna-digivolving":  # the [When Digivolving] of a DNA digivolution
        return bool(event and event.get("dna"))
    if cond.subject == "digixrosing":  # the [On Play] of a DigiXros play (xros.py)
        placed = (event or {}).get("xros", 0)
        return placed >= cond.value if cond.op == ">=" else placed == cond.value
    if cond.subject == "there-is":  # "there's a [suspended] Tamer": either player's
        return any(s.top.defn.kind in _kinds(cond.kind)
                   and _state_fits(s, cond.where) for pl in state.players.values()
                   for s in pl.battle)
    if cond.subject == "played-by-effect":  # an [On Play]'s Digimon (text_statics.py)
        return stack is not None and stack.by_effect
    if cond.subject == "deleted-outside-battle":  # an [On Deletion]'s deletion (text_statics)
        return bool(event) and event.get("deletion") not in (None, "battle")
    if cond.subject == "turn":  # "if it's your turn" / "... your opponent's turn"
        return (state.turn_player == controller) == bool(cond.value)
    if cond.subject == "event-digimon":  # "if any of them / it / that Digimon ..." (text_group)
        return _event_holds(state, cond, event, statics)
    if cond.subject in ("all-of", "any-of"):  # "if A and B" / "if A or B" (text_conjunctions)
        parts = (holds(state, c, controller, stack, statics, event) for c in cond.any_of)
        return all(parts) if cond.subject == "all-of" else any(parts)
    if cond.subject.startswith("this-"):
        return _this_holds(state, cond, stack, statics)
    if cond.subject == "had":  # [On Deletion] "if this Digimon had ...": as it was in play
        gone = (event or {}).get("gone")
        return gone is not None and all(_this_holds(state, c, gone, None) for c in cond.any_of)
    me = state.players[controller]
    if cond.subject == "face-up-named":  # "[X] is face-up in your security stack"
        found = any(c.face_up and c.defn.named(cond.name) for c in me.security)
        return not found if cond.op == "<=" else found  # "you have no face-up [X] ..."
    if cond.subject == "has-name":  # "you [don't] have [X]" / "[A]/[B]" (CR 4.2 2-3-1-2)
        found = any(s.top.defn.named(n) for n in cond.names or (cond.name,) for s in me.battle)
        return found if cond.op == ">=" else not found
    if cond.subject == "another":  # "you have another [blue] Digimon [or Tamer]"
        return any((is_digimon(s) or cond.kind == "digimon-or-tamer" and s.top.defn.kind == "tamer")
                   and (stack is None or s.uid != stack.uid)
                   and (cond.color is None or cond.color in colors(state, s))
                   and (cond.level is None or s.top.defn.level == cond.level)
                   and (not cond.same_name or _same_name(s, stack))
                   and (cond.filter is None or fits(s.top.defn, cond.filter))
                   and _state_fits(s, cond.where) for s in me.battle)
    if cond.subject == "has-described":  # "you have / your opponent has <description>"
        # "on the field": the battle and breeding areas (official Q&A Q4485); otherwise the
        # breeding area is not referenced (CR 4.2 3-4-7-8)
        whose = me if cond.target.side == "own" else state.players[other(controller)]
        breeding = [whose.breeding] if "field" in cond.where and whose.breeding else []
        n = sum(target_matches(state, cond.target, s, controller, stack)
                for s in whose.battle) + sum(target_matches(
                    state, cond.target, s, controller, stack, anywhere=True) for s in breeding)
        return _compare(n, cond.op, cond.value)
    value = {
        "memory": lambda: state.mem(controller),
        "security": lambda: len(me.security),
        "opp-security": lambda: len(state.players[other(controller)].security),
        "hand": lambda: len(me.hand),
        "tamers": lambda: sum(s.top.defn.kind == "tamer" for s in me.battle),
        # "you have fewer security cards than your opponent" (text_has): yours minus theirs
        "security-below-opponent": lambda: len(me.security) - len(
            state.players[other(controller)].security),
        "both-security": lambda: len(me.security) + len(
            state.players[other(controller)].security),
        "digimon": lambda: sum(is_digimon(s) for s in me.battle),
        "opp-memory": lambda: max(0, state.mem(other(controller))),
        "opp-hand": lambda: len(state.players[other(controller)].hand),
        "trash": lambda: len(me.trash),
        "opp-trash": lambda: len(state.players[other(controller)].trash),
        "digivolution-cards": lambda: len(stack.under) if stack else 0,
        # "there are N or more <cards> under this Tamer": a face-down card has no card
        # information (CR 4.2 4-7-9), so it fits no description
        "tamer-under": lambda: sum(cond.filter is None or not c.face_down and fits(
            c.defn, cond.filter) for c in stack.under) if stack else 0,
        "face-up-security": lambda: sum(c.face_up for c in me.security),
        # "you have 4 or more cards with [X] in its text in your trash" (text_trash_count.py)
        "trash-described": lambda: sum(fits(c.defn, cond.filter) for c in me.trash),
        # "your Tamers [with ...] have N or more total colors" (text_tamers.py)
        "tamer-colors": lambda: len(tamer_colors(state, controller, cond.filter)),
    }[cond.subject]()
    return _compare(value, cond.op, cond.value)


def _state_fits(stack: Stack, where: tuple[str, ...]) -> bool:
    """"a suspended Tamer" / "an unsuspended Tamer": the state named in ``where``, if any."""
    return ("suspended" not in where or stack.suspended) and (
        "unsuspended" not in where or not stack.suspended)


def _kinds(kind: str | None) -> tuple[str, ...]:
    """The card kinds a condition's "Digimon" / "Tamer" / "Digimon or Tamer" covers."""
    return {"tamer": ("tamer",), "digimon-or-tamer": ("digimon", "digi-egg", "tamer")}.get(
        kind or "", ("digimon", "digi-egg"))


class EventGone(Exception):
    """The Digimon (or Tamer) a condition on the trigger's event refers to ("if any of them are
    blue") is no longer in the battle area when the effect is processed."""


def _event_holds(state: GameState, cond: Condition, event: dict | None,
                 statics: list[tuple[Static, Stack, str]] | None) -> bool:
    """A condition on the Digimon (or Tamer) the trigger's event was about, in the state when
    the effect is processed (CR 4.2 15-8-3-9-3): one of ``cond.any_of`` holds for it."""
    uid = (event or {}).get("subject_uid")
    stack = state.stack_by_uid(uid) if uid is not None else None
    if stack is None or state.area_of(stack) != "battle":
        raise EventGone
    return any(_this_holds(state, alt, stack, statics, tamer=True) for alt in cond.any_of)


def _this_holds(state: GameState, cond: Condition, stack: Stack | None,
                statics: list[tuple[Static, Stack, str]] | None, *, tamer: bool = False) -> bool:
    """A condition on the effect's own Digimon (``tamer``: or on a Tamer): its top card's name,
    traits, text and colors (only the top card of a stack is referenced: official Q&A Q4076;
    CR 4.2 2-3-1-3, 4-23-1, 4-24-1), whether it is suspended, the keywords it has (printed or
    gained)."""
    if stack is None or not (is_digimon(stack) or tamer and stack.top.defn.kind == "tamer"):
        return False
    top = stack.top.defn
    if cond.subject == "this-color":
        return cond.name in colors(state, stack)
    if cond.subject == "this-suspended":
        return stack.suspended == bool(cond.value)
    if cond.subject == "this-any":
        return any(_this_holds(state, alt, stack, statics) for alt in cond.any_of)
    if cond.subject == "this-name-part":  # "(other than [X])": an exact name X doesn't count
        return name_includes(top, cond.names) and not any(
            top.named(w.removeprefix("not:")) for w in cond.where if w.startswith("not:"))
    if cond.subject == "this-trait":
        return any(t in top.traits for t in cond.names)
    if cond.subject == "this-trait-part":  # CR 4.2 2-3-2-4
        return trait_includes(top, cond.names)
    if cond.subject == "this-trait-in":  # not settled: both readings (trait_reading)
        return trait_in(top, cond.names, cond.name or "")  # name: "type" ... (FIELDS)
    if cond.subject == "this-text":
        return any(text_includes(top, spec) for spec in cond.names or (cond.name,))
    if cond.subject == "this-effect-icon":  # an effect it has, its own or inherited
        # effects given by persistent effects are left out: this condition may be one of the
        # persistent effects being evaluated (the lasting changes' ones count)
        return any(_performs(effect, cond.name) for effect in (
            *(e for e, _ in stack_effects(state, stack, gained=False)),
            *gained_effects(state, stack, lasting_only=True)))
    if cond.subject == "this-timing-effect":  # its own or inherited (CR 4.2 15-3-2)
        return any(effect.timing == cond.name for effect in (
            *(e for e, _ in stack_effects(state, stack, gained=False)),
            *gained_effects(state, stack, lasting_only=True)))
    if cond.subject == "this-keyword":
        return has_keyword(state, stack, cond.name, statics)
    if cond.subject == "this-name":
        return top.named(cond.name)
    if cond.subject == "this-dp":  # its DP now (not in 'while' conditions: text_lower)
        value = dp(state, stack, statics)
        return value is not None and _compare(value, cond.op, cond.value)
    if cond.subject == "this-under":  # "[A] or [B] is in this Digimon's digivolution cards"
        return any(any(c.defn.named(n) for n in cond.names) if cond.names
                   else fits(c.defn, cond.filter) for c in visible_under(stack))
    if cond.subject == "this-level":  # a Digimon's level is its top card's (no level: none)
        return top.level is not None and _compare(top.level, cond.op, cond.value)
    return len(colors(state, stack)) >= cond.value  # this-colors


def _compare(value: int, op: str, n: int) -> bool:
    return value == n if op == "==" else value >= n if op == ">=" else value <= n


def sharing_a_name(stacks: list[Stack], named: list[Stack]) -> list[Stack]:
    """The ``stacks`` that share a name with one of ``named`` (the Digimon chosen before: "that
    share a name with it"; an exact name, official Q&A Q941; any card number, Q942)."""
    return [s for s in stacks if any(_same_name(n, s) for n in named)]


def _same_name(a: Stack, b: Stack | None) -> bool:
    """Do two Digimon share a name (one of them is enough: official Q&A Q5224; a (Rule) name
    counts, CR 4.2 2-3-4-3)?"""
    return b is not None and any(b.top.defn.named(n) for n in (
        a.top.defn.name, *a.top.defn.rules.also_names))


_LEAD_ICON = re.compile(r"\s*(<(?:[^<>]|<[^<>]*>)+>)")


def _performs(effect: Effect, icon: str) -> bool:
    """Is ``effect`` a <Blitz> / <Digi-Burst> effect: one of its processes is that keyword
    effect (not a mention of it, such as the "While this Digimon has <Blitz>" of a condition:
    CR 4.2 4-23-2)?"""
    return any((m := _LEAD_ICON.match(c.text)) is not None and icon_in(m[1], icon)
               for c in effect.clauses)


def needs_statics(cond: Condition | None) -> bool:
    """Does the condition read what persistent effects give (a keyword)?"""
    return cond is not None and cond.subject == "this-keyword"


def active_statics(state: GameState) -> list[tuple[Static, Stack, str]]:
    """Every persistent modification in force: (static, source Digimon, controller).

    Cached until the next step: every change of the board, memory or turn records a step."""
    key = (len(state.steps), state.memory, state.turn, state.turn_player)
    if state.statics_cache[0] == key:
        return state.statics_cache[1]
    out = []
    waiting: list[tuple[Effect, Stack]] = []
    for stack in [*state.stacks(), *_face_up_security(state)]:
        for effect in _persistent_effects(state, stack):
            if effect.type != fx.PERSISTENT or not in_scope(state, effect, stack.owner):
                continue
            if needs_statics(effect.condition):
                waiting.append((effect, stack))
                continue
            if not holds(state, effect.condition, stack.owner, stack):
                continue
            out.extend((static, stack, stack.owner) for static in effect.statics
                       if static.condition is None
                       or holds(state, static.condition, stack.owner, stack))
    out = _with_keyword_conditions(state, out, waiting)
    state.statics_cache = (key, out)
    return out


FACE_UP_TIMINGS = (fx.FACE_UP_SECURITY, fx.FACE_UP_SECURITY_YOUR_TURN,
                   fx.FACE_UP_SECURITY_OPP_TURN)


def _persistent_effects(state: GameState, stack: Stack) -> list[Effect]:
    """A field object's effects but the face-up security ones; a face-up security card's
    (``_face_up_security``) those only."""
    if stack.area == "security":
        return [e for e in stack.top.defn.effects if e.timing in FACE_UP_TIMINGS]
    return [e for e, _holder in stack_effects(state, stack, gained=False)
            if e.timing not in FACE_UP_TIMINGS]


def _face_up_security(state: GameState) -> list[Stack]:
    """Each face-up security card with a "[Security] [All Turns]" persistent effect, as a
    source of persistent effects (CR 4.2 15-14-5-1; not a field object: area "security")."""
    return [Stack(uid=-1 - i, cards=[card], owner=player, area="security")
            for player, pl in state.players.items()
            for i, card in enumerate(pl.security)
            if card.face_up and any(e.timing in FACE_UP_TIMINGS for e in card.defn.effects)]


def _with_keyword_conditions(state: GameState, base: list[tuple[Static, Stack, str]],
                             waiting: list[tuple[Effect, Stack]]
                             ) -> list[tuple[Static, Stack, str]]:
    """The persistent effects whose condition is a keyword ("While this Digimon has
    <Piercing>, ..."), added to ``base`` until none more applies: each is checked with the
    keywords the effects found so far give (a keyword given by one of them counts too)."""
    out = base
    for _ in range(len(waiting)):
        extra = [(static, stack, stack.owner) for effect, stack in waiting
                 if holds(state, effect.condition, stack.owner, stack, out)
                 for static in effect.statics]
        if len(base) + len(extra) == len(out):
            break
        out = base + extra
    return out


def target_matches(state: GameState, target: Target, stack: Stack, controller: str,
                   source: Stack | None, *, check_dp: bool = True,
                   anywhere: bool = False) -> bool:
    """Does ``stack`` (in the battle area, or ``anywhere``: a Digimon that just left it, by
    its cards) fit ``target`` from ``controller``'s view?"""
    if target.mode == "this":
        return source is not None and stack.uid == source.uid
    if (state.area_of(stack) != "battle" and not anywhere) or target.kind == "security-digimon":
        return False
    if target.side == "own" and stack.owner != controller:
        return False
    if target.side == "opponent" and stack.owner == controller:
        return False
    kind = stack.top.defn.kind
    if target.kind == "digimon" and kind not in ("digimon", "digi-egg"):
        return False
    if target.kind == "tamer" and kind != "tamer":
        return False
    if target.kind == "any" and kind not in ("digimon", "digi-egg", "tamer"):
        return False
    if target.other and source is not None and stack.uid == source.uid:
        return False
    if target.suspended is not None and stack.suspended != target.suspended:
        return False
    if target.no_digivolution and stack.under:
        return False
    if not _within(len(stack.under), target.min_under, target.max_under):
        return False
    if target.under_named and not any(any(c.defn.named(n) for n in target.under_named)
                                      for c in visible_under(stack)):
        return False
    if target.trait_or_token is not None and not (
            stack.top.defn.token or target.trait_or_token in stack.top.defn.traits):
        return False
    if target.name_has and not name_includes(stack.top.defn, target.name_has):
        return False
    if target.text_has and not any(text_includes(stack.top.defn, t) for t in target.text_has):
        return False  # official Q&A Q6051
    if target.any_of and not any(fits(stack.top.defn, alt) for alt in target.any_of):
        return False
    if target.colors and not set(target.colors) & set(colors(state, stack)):
        return False
    if target.min_colors is not None and len(set(stack.top.defn.colors)) < target.min_colors:
        return False  # the Digimon's own colors, not its digivolution cards' (Q&A Q1764)
    # CR 4.2 2-3-1-2; a (Rule) "Name: Also treated as [X]" name counts (2-3-4-3, Q&A Q2429)
    if target.names and not any(stack.top.defn.named(n) for n in target.names):
        return False
    if target.trait is not None and target.trait not in stack.top.defn.traits:
        return False
    if target.traits_any and not set(target.traits_any) & set(stack.top.defn.traits):
        return False
    if target.trait_part and not trait_includes(stack.top.defn, target.trait_part,
                                                target.trait_except):
        return False
    if target.trait_in and not trait_in(stack.top.defn, target.trait_in, target.trait_field):
        return False
    # a card without a level or play cost fits no bound on it (official Q&A Q2386)
    if not _within(stack.top.defn.level, target.min_level, target.max_level):
        return False
    if not _within(stack.top.defn.cost, target.min_cost, target.max_cost):
        return False
    if check_dp and (target.max_dp is not None or target.min_dp is not None):
        value = dp(state, stack)
        if value is None:
            return False
        if target.max_dp is not None and value > target.max_dp:
            return False
        if target.min_dp is not None and value < target.min_dp:
            return False
    if target.keyword is not None and not has_keyword(state, stack, target.keyword):
        return False
    if target.no_keyword is not None and has_keyword(state, stack, target.no_keyword):
        return False
    if target.same_name and not _same_name(stack, source):
        return False
    if target.cards_at_most_this and (source is None or state.area_of(source) != "battle"
                                      or len(stack.under) > len(source.under)):
        return False
    if target.cards_at_least_this and (source is None or state.area_of(source) != "battle"
                                       or len(stack.under) < len(source.under)):
        return False
    if check_dp and target.dp_at_most_this:
        value, mine = dp(state, stack), dp_of_source(state, source)
        if value is None or mine is None or value > mine:
            return False
    return True


def _within(value: int | None, low: int | None, high: int | None) -> bool:
    """``value`` within the bounds that are set; a missing value fits no bound."""
    if low is None and high is None:
        return True
    return value is not None and (low is None or value >= low) and (
        high is None or value <= high)


def dp_of_source(state: GameState, source: Stack | None) -> int | None:
    """The DP of the effect's own Digimon ("as much or less DP as this Digimon"), referenced
    when the effect is processed (CR 4.2 15-8-3-7); None when it is not in the battle area."""
    if source is None or state.area_of(source) != "battle":
        return None
    return dp(state, source)


def measure(state: GameState, stack: Stack, what: str) -> int | None:
    """A Digimon's level, DP or play cost (``Target.extreme``); None when it has none."""
    if what == "dp":
        return dp(state, stack)
    return stack.top.defn.level if what == "level" else stack.top.defn.cost


@dataclass(frozen=True)
class Reaching:
    """One persistent or lasting modification reaching a card, and whose effect it is."""

    mod: Static | Modifier
    controller: str
    kind: str  # the kind of card whose effect it is (resolve.effect_kind)
    source: str  # that card's id


@dataclass(frozen=True)
class Shield:
    """Its own player's effect that makes a card not affected by the opponent's effects
    (manual-en/isnt-affected-by-effects). ``scope``: effects | digimon (only the effects of
    the opponent's Digimon)."""

    scope: str
    source: str  # the card whose effect it is
    progress: bool = False  # <Progress>, while the card attacks


def field_kind(stack: Stack) -> str:
    """The kind of card a field object's effects are effects of (a Digi-Egg's are a
    Digimon's)."""
    return "digimon" if is_digimon(stack) else stack.top.defn.kind


def visible_under(stack: Stack) -> list[Card]:
    """The digivolution cards whose information can be referenced: not the face-down ones
    (CR 4.2 4-7-9: a face-down card under another card has no card information)."""
    return [c for c in stack.under if not c.face_down]


def count(state: GameState, spec: Count, controller: str, source: Stack | None) -> int:
    """How many times "for each" / "for every N" counts now (a persistent effect's count is
    read on every query, a one-shot effect's when it is processed): Digimon or Tamers in the
    battle area fitting the target from the controller's view, cards in a zone, or the source
    Digimon's digivolution cards; divided by ``per``, rounded down (CR 1-3-7: an integer)."""
    me, them = state.players[controller], state.players[other(controller)]
    if spec.what == "stacks":
        n = sum(1 for p in (me, them) for s in p.battle
                if target_matches(state, spec.target, s, controller, source, check_dp=False))
    elif spec.what == "under":
        n = len(source.under) if source is not None else 0
    elif spec.what == "under-face-down":
        n = sum(1 for c in source.under if c.face_down) if source is not None else 0
    elif spec.what.startswith("described-"):  # cards fitting a description (text_count.py)
        cards = me.trash if spec.what == "described-trash" else \
            [c for c in (source.under if source is not None else []) if not c.face_down]
        n = sum(1 for c in cards if fits_off_field(c.defn, spec.filter))
    elif spec.what == "colors-tamers":  # "for every N of your Tamers' colors" (text_tamers)
        n = len(tamer_colors(state, controller, spec.filter))
    elif spec.what.startswith("colors-"):
        n = len(_colors_counted(state, spec, me, them, source))
    elif spec.what.endswith("security-face-up"):  # face-up security cards (CR 4.2 3-7-4)
        n = sum(c.face_up for c in (them if spec.what.startswith("opp-") else me).security)
    else:
        n = len({"trash": me.trash, "hand": me.hand, "security": me.security,
                 "opp-security": them.security, "opp-hand": them.hand,
                 "opp-trash": them.trash}[spec.what])
    return n // spec.per


def _colors_counted(state: GameState, spec: Count, me: Player, them: Player,
                    source: Stack | None) -> set[str]:
    """The different colors "for each color" counts (each once: official Q&A Q3209; each color
    of a multicolor card, CR 4.2 2-4-3-1): of the source Digimon's digivolution cards (a
    face-down one shows none, CR 4.2 4-7-9) or the source itself, of the cards in the
    opponent's trash, of a player's Digimon and Tamers, of the controller's Digimon, in the
    battle area (those fitting the count's description). A Digimon or Tamer in play has the
    colors it "is also treated as" (``colors``; official Q&A Q3260), a card elsewhere its
    printed ones (Q1772). The controller's Tamers' colors are ``tamer_colors``, the reading
    the "total colors" condition shares."""
    what = spec.what
    if what == "colors-this":  # as its own effects leave it (``colors``)
        return set(colors(state, source)) if source is not None else set()
    if what == "colors-under":  # a digivolution card's printed colors (official Q&A Q1772)
        cards = [c for c in source.under if not c.face_down] if source is not None else []
        return {color for c in cards for color in c.defn.colors}
    if what == "colors-opp-trash":
        return {color for c in them.trash for color in c.defn.colors}
    if what in ("colors-field", "colors-opp-field"):  # Digimon and Tamers (official Q&A Q2908)
        stacks = [s for s in (me if what == "colors-field" else them).battle
                  if s.top.defn.kind in ("digimon", "digi-egg", "tamer")]
    else:
        stacks = [s for s in me.battle if s.top.defn.kind in ("digimon", "digi-egg")
                  and (spec.filter is None or fits(s.top.defn, spec.filter))]
    return {color for s in stacks for color in colors(state, s)}


def memory_lock(state: GameState, player: str, kind: str) -> Stack | None:
    """The Digimon or Tamer whose "can't gain memory except with Tamer effects" keeps an
    effect of a card of ``kind`` from increasing ``player``'s memory (None: it may). A Tamer's
    effect always may (official Q&A Q2911: a Tamer treated as a Digimon is a Tamer too)."""
    if kind == "tamer":
        return None
    for static, source, controller in active_statics(state):
        if static.memory_lock == "players" or (static.memory_lock == "opponent"
                                               and player != controller):
            return source
    return None


def play_cost_lock(state: GameState) -> Stack | None:
    """The Digimon or Tamer whose "Players can't reduce play costs" is in force, if any:
    play costs are paid in full, DigiXros and Assembly included (official Q&A Q1754, Q1757);
    playing "without paying the cost" is not a reduction (Q1755)."""
    return next((source for static, source, _c in active_statics(state)
                 if static.play_cost_lock), None)


def digivolve_cost_lock(state: GameState, player: str) -> Stack | None:
    """The Digimon or Tamer whose "Your opponent / Players can't reduce digivolution costs"
    keeps ``player``'s digivolution costs from being reduced, if any: effects that "reduce the
    memory cost of the digivolution" (<Digisorption> included) reduce nothing; digivolving for
    a fixed cost ignoring the requirements or without paying the cost is not a reduction
    (official Q&A Q1285-Q1287, Q4451, Q4452)."""
    for static, source, controller in active_statics(state):
        if static.digivolve_cost_lock == "players" or (
                static.digivolve_cost_lock == "opponent" and player != controller):
            return source
    return None


def play_digimon_lock(state: GameState) -> Stack | None:
    """The Digimon or Tamer whose "Players can't play Digimon by effects" is in force, if
    any: no effect plays a Digimon card (official Q&A Q1831, Q774: a revealed Digimon that
    can't be played stays with the rest); Tamers and moving out of the breeding area are not
    playing a Digimon by an effect (Q1844)."""
    return next((source for static, source, _c in active_statics(state)
                 if static.play_digimon_lock), None)


def _applying(state: GameState, stack: Stack,
              statics: list[tuple[Static, Stack, str]] | None) -> Iterator[Reaching]:
    """Every persistent or lasting modification reaching ``stack``."""
    if state.area_of(stack) != "battle":
        return
    for static, source, controller in statics if statics is not None else active_statics(
            state):
        player_wide = (static.memory_lock is not None or static.play_cost_lock
                       or static.deletion_max or static.play_digimon_lock
                       or static.digivolve_cost_lock)
        if not player_wide and target_matches(state, static.target, stack, controller, source,
                                              check_dp=False):
            if static.per is not None:
                n = count(state, static.per, controller, source)
                static = replace(static, dp=static.dp * n, keywords=static.keywords * n,
                                 per=None)
            yield Reaching(static, controller, field_kind(source), source.id)
    for mod in state.modifiers:
        if mod.stack_uid is not None:
            if mod.stack_uid == stack.uid:
                yield Reaching(mod, mod.controller, mod.source_kind, mod.source)
        elif mod.target is not None and target_matches(state, mod.target, stack,
                                                       mod.controller, None, check_dp=False):
            yield Reaching(mod, mod.controller, mod.source_kind, mod.source)


def attacking(state: GameState, stack: Stack) -> bool:
    """From the attack's declaration to the end of its end of attack timing."""
    return state.attack is not None and state.attack.attacker_uid == stack.uid


def _shields(state: GameState, stack: Stack, found: list[Reaching]) -> list[Shield]:
    """What keeps the opponent's effects from affecting ``stack``: only its own player's
    effects count (an opponent's effect can't shield it from the opponent's effects).
    <Progress> does while it attacks; an "isn't affected by" effect while it lasts."""
    out = []
    for r in found:
        if r.controller != stack.owner:
            continue
        if r.mod.unaffected_by:
            out.append(Shield(r.mod.unaffected_by, r.source))
        if "progress" in r.mod.keywords and attacking(state, stack):
            out.append(Shield("effects", r.source, progress=True))
    return out


def _covers(shield: Shield, stack: Stack, controller: str, kind: str) -> bool:
    """Does ``shield`` keep out an effect of ``controller``'s card of ``kind``? "The effects
    of your opponent's Digimon" leave out the opponent's Tamers and Options (and [Security]
    effects of Digimon cards: resolve.unaffected stops the run on those)."""
    return controller != stack.owner and (shield.scope == "effects" or kind == "digimon")


def _modifiers_for(state: GameState, stack: Stack,
                   statics: list[tuple[Static, Stack, str]] | None = None) -> list[
        Static | Modifier]:
    """The persistent and lasting effects that affect ``stack``. Those of the opponent's
    effects it isn't affected by stay with it and apply again once it can be affected
    (manual-en/isnt-affected-by-effects)."""
    found = list(_applying(state, stack, statics))
    shields = _shields(state, stack, found)
    return [r.mod for r in found
            if not any(_covers(sh, stack, r.controller, r.kind) for sh in shields)]


def shields(state: GameState, stack: Stack,
            statics: list[tuple[Static, Stack, str]] | None = None) -> list[Shield]:
    """Every shield ``stack`` has now."""
    return _shields(state, stack, list(_applying(state, stack, statics)))


def shielded(state: GameState, stack: Stack, controller: str, kind: str,
             statics: list[tuple[Static, Stack, str]] | None = None) -> Shield | None:
    """The shield that keeps an effect of ``controller``'s card of ``kind`` from affecting
    ``stack`` now, if any."""
    return next((sh for sh in shields(state, stack, statics)
                 if _covers(sh, stack, controller, kind)), None)


def unsettled_shield(state: GameState, stack: Stack) -> str | None:
    """A lasting change from a Digimon card's [Security] effect reaching ``stack`` while it
    isn't affected by the effects of the opponent's Digimon: the corpus doesn't settle whether
    that [Security] effect is a Digimon's effect. The change's source card, if so."""
    found = list(_applying(state, stack, None))
    if not any(sh.scope == "digimon" for sh in _shields(state, stack, found)):
        return None
    return next((r.source for r in found if r.kind == "digimon-security"
                 and r.controller != stack.owner), None)


def collision_blocker(state: GameState, stack: Stack,
                      statics: list[tuple[Static, Stack, str]] | None = None) -> bool:
    """<Collision>: during its attack all of the attacking player's opponent's Digimon have
    <Blocker> (manual-en/kw-collision), except those its effects don't affect."""
    att = state.attack
    if att is None or stack.owner == att.player or state.area_of(stack) != "battle":
        return False
    attacker = state.stack_by_uid(att.attacker_uid)
    return (is_digimon(stack) and attacker is not None
            and has_keyword(state, attacker, "collision", statics)
            and shielded(state, stack, att.player, "digimon", statics) is None)


def dp(state: GameState, stack: Stack,
       statics: list[tuple[Static, Stack, str]] | None = None) -> int | None:
    """Effective DP; None for a card without DP (DP can't be added to it: CR 2-5-3)."""
    base = stack.top.defn.dp
    if base is None or not is_digimon(stack):
        return None
    total = base + sum(m.dp for m in _modifiers_for(state, stack, statics))
    total += sum(c.defn.rules.link_dp for c in stack.links)  # Link DP (manual "D. Linking")
    return max(0, total)


def deletion_bonus(state: GameState, player: str) -> int:
    """What ``player``'s persistent effects add to the maximum DP of their DP-based deletion
    effects (official Q&A Q3294, Q3297: every such effect of theirs, this card's or not)."""
    return sum(static.deletion_max for static, _source, controller in active_statics(state)
               if controller == player)


def security_dp(state: GameState, card: Card) -> int:
    """A Security Digimon's DP: as printed, with the effects that give "all of ... Security
    Digimon" +/-N DP (CR 4.2 15-1-8; changes add up first, CR 4.2 1-3-8); never below 0."""
    change = sum(static.dp * (1 if static.per is None else
                              count(state, static.per, controller, source))
                 for static, source, controller in active_statics(state)
                 if _reaches_security(static.target, card, controller))
    change += sum(mod.dp for mod in state.modifiers
                  if mod.target is not None and _reaches_security(mod.target, card,
                                                                  mod.controller))
    return max(0, (card.defn.dp or 0) + change)


def _reaches_security(target: Target, card: Card, controller: str) -> bool:
    if target.kind != "security-digimon":
        return False
    return (card.owner == controller) == (target.side == "own")


def keywords(state: GameState, stack: Stack,
             statics: list[tuple[Static, Stack, str]] | None = None) -> list[str]:
    out: list[str] = []
    for mod in _modifiers_for(state, stack, statics):
        out.extend(mod.keywords)
    if collision_blocker(state, stack, statics):
        out.append("blocker")
    return out


def has_keyword(state: GameState, stack: Stack, keyword: str,
                statics: list[tuple[Static, Stack, str]] | None = None) -> bool:
    return any(k == keyword or k.startswith(keyword + "+") or k.startswith(keyword + "-")
               for k in keywords(state, stack, statics))


def security_attack(state: GameState, stack: Stack) -> int:
    return sum(int(k[len("security-attack"):]) for k in keywords(state, stack)
               if k.startswith("security-attack"))


def restricted(state: GameState, stack: Stack, what: str) -> bool:
    """``what``: attack | block | be-blocked | unsuspend ..."""
    for mod in _modifiers_for(state, stack):
        r = mod.restriction
        if r == what or (r == "attack-block" and what in ("attack", "block")) or \
                r is not None and what in r.split("+"):  # "can't suspend or activate ..."
            return True
        if r == "unsuspend-phase" and what == "unsuspend" and _in_locked_phase(state, mod):
            return True
    return False


def can_suspend(state: GameState, stack: Stack) -> bool:
    """``stack`` is unsuspended and no effect says it "can't suspend" (text_restrictions.py:
    then nothing suspends it, CR 4.2 1-3-2: no attack, 11-2-5, no block, 12-1-7-1, no cost,
    no effect, official Q&A Q3585)."""
    return not stack.suspended and not restricted(state, stack, "suspend")


def may_digivolve_into(state: GameState, stack: Stack, card: CardDef) -> bool:
    """No effect says ``stack`` "can't digivolve", nor that it "can only digivolve into" cards
    ``card`` doesn't fit (text_restrictions.py): a prohibiting effect takes precedence over the
    rules and the effects that let it digivolve (CR 4.2 15-1-3; official Q&A Q3855, Q5256)."""
    mods = _modifiers_for(state, stack)
    if any(m.restriction == "digivolve" for m in mods):
        return False
    return all(fits(card, m.only_into) for m in mods
               if isinstance(m, Static) and m.only_into is not None)


def digivolve_restriction_in_force(state: GameState) -> bool:
    """Some effect says Digimon "can't digivolve" / "can only digivolve into" (whether it
    reaches a Tamer digivolving as if it is a Digimon, official Q&A Q6536, is not modelled)."""
    return any(m.restriction == "digivolve" for m in state.modifiers) or any(
        s.restriction == "digivolve" or s.only_into is not None
        for s, _source, _c in active_statics(state))


def attackable(state: GameState, attacker: Stack, target: Stack) -> bool:
    """Whether ``attacker`` may declare an attack on the opponent's Digimon ``target``: a
    suspended one (CR 4.2 11-2-7-1), or an unsuspended one when an effect says the attacker
    "can also attack your opponent's unsuspended Digimon [with no digivolution cards]"
    (text_statics.py); never one that "can't be attacked", nor by an attacker that "can't
    attack [your opponent's] Digimon" (a prohibition wins, 15-1-3)."""
    if not is_digimon(target) or restricted(state, target, "be-attacked") or \
            restricted(state, attacker, "attack-digimon"):  # "can't attack Digimon"
        return False
    return target.suspended or may_attack_unsuspended(state, attacker, target)


def may_attack_unsuspended(state: GameState, attacker: Stack, target: Stack) -> bool:
    """An effect lets ``attacker`` also attack the unsuspended ``target``."""
    allowed = {m.restriction for m in _modifiers_for(state, attacker)}
    return "also-attack-unsuspended" in allowed or (
        "also-attack-unsuspended-no-digivolution" in allowed and not target.under)


def _in_locked_phase(state: GameState, mod: Static | Modifier) -> bool:
    """"Can't unsuspend during your opponent's next unsuspend phase": the unsuspend phase of
    the turn the lasting effect ends with (the controller's opponent's next turn: verbs/
    modify.py), [Start of Your Turn] effects included (official Q&A Q5075)."""
    return isinstance(mod, Modifier) and state.phase == "unsuspend" and \
        state.turn == mod.until


def colors(state: GameState, stack: Stack) -> tuple[str, ...]:
    """The colors of a Digimon or Tamer in play: its top card's (CR 4.2 2-4-3-1), and the
    colors its own persistent effects say it "is also treated as" while they are active, in
    the battle area only (effects don't activate in the breeding area: official Q&A Q1055,
    Q1466; CR 4.2 15-12-1 adds information). Read from the stack's printed effects, not from
    the persistent effects in force, so that a condition or target that reads colors can be
    evaluated without this function evaluating them (text_restrictions.py)."""
    top = stack.top.defn
    if state.area_of(stack) != "battle":
        return top.colors
    effects = [*top.effects, *(e for c in visible_under(stack) for e in c.defn.inherited)]
    extra = [c for e in effects if e.type == fx.PERSISTENT and in_scope(state, e, stack.owner)
             for s in e.statics for c in s.also_colors if c not in top.colors]
    return top.colors + tuple(dict.fromkeys(extra))


def tamer_colors(state: GameState, player: str, flt: CardFilter | None = None) -> set[str]:
    """The different colors of ``player``'s Tamers in the battle area (those fitting ``flt``:
    "your Tamers with the [X] trait"), the one reading of "your Tamers have N or more total
    colors" and "for every N of your Tamers' colors" so that the two can't disagree: each
    color once (official Q&A Q3209: "for each color" refers to unique colors; Q4444), each of
    a multicolor Tamer's (CR 4.2 2-4-3-1), and a color it "is also treated as" by its own
    active effect (``colors``: an added color is the card's color in play, official Q&A
    Q3260)."""
    return {color for s in state.players[player].battle if s.top.defn.kind == "tamer"
            and (flt is None or fits(s.top.defn, flt)) for color in colors(state, s)}


def field_colors(state: GameState, player: str) -> set[str]:
    """Colors of a player's Digimon and Tamers in the battle and breeding areas."""
    pl = state.players[player]
    stacks = list(pl.battle) + ([pl.breeding] if pl.breeding else [])
    return {c for s in stacks if s.top.defn.kind in ("digimon", "digi-egg", "tamer")
            for c in colors(state, s)}


def can_pay(state: GameState, player: str, cost: int) -> bool:
    """The counter must be able to move ``cost`` spaces: it may end on the opponent's 10."""
    return state.mem(player) - cost >= -10


def digivolve_cost(state: GameState, card: CardDef, stack: Stack) -> int | None:
    """The cost of the cheapest digivolution requirement of ``card`` that ``stack`` meets,
    or None."""
    req = digivolve_req(state, card, stack)
    return None if req is None else req.cost


def digivolve_req(state: GameState, card: CardDef, stack: Stack) -> DigivolveReq | None:
    """The cheapest digivolution requirement of ``card`` that ``stack`` meets (the player
    chooses one, CR 4.2 8-1-2-1; the documented choice is the cheapest), or None. A card
    with no level (CR 4.2 2-9-2) can only be digivolved from by a special digivolution."""
    top = stack.top.defn
    if not top.is_digimon or top.token or top.blank:
        return None
    if top.level is None:  # "Lv.-": can't be digivolved from (official ruling Q3275)
        return None
    if not may_digivolve_into(state, stack, card):  # "can't digivolve" (text_restrictions.py)
        return None
    if (treated := colors(state, stack)) != top.colors:  # "also treated as <color>" (Q1055)
        top = replace(top, colors=treated)
    met = [req for req in card.digivolve if meets(req, top) and _usable(state, req, stack)]
    return min(met, key=lambda r: r.cost) if met else None


def _usable(state: GameState, req: DigivolveReq, stack: Stack) -> bool:
    """A card's own "Your [X] can digivolve into this card ..." (digivolve_into_this.py): from
    the battle area only (official Q&A Q1291, Q1042), while its condition holds for the
    Digimon's owner."""
    if req.battle_only and state.area_of(stack) != "battle":
        return False
    return under_met(req, stack) and (req.condition is None
                                      or holds(state, req.condition, stack.owner, None))


def under_met(req: DigivolveReq, stack: Stack) -> bool:
    """"w/5 [Hybrid] trait cards under it" / "w/[X] digivolution card" (requirements.py): at
    least ``under_min`` face-up cards under the Digimon or Tamer with that trait or name (more
    than 5 meets "w/5": official Q&A Q2925; a face-down card has no information, CR 4.2
    4-7-9)."""
    if not req.under_min:
        return True
    under = [c for c in stack.cards[1:] if not c.face_down]
    fits = [c for c in under if (req.under_trait is None or _has_trait(c.defn, req.under_trait))
            and (req.under_name is None or c.defn.named(req.under_name))]
    return len(fits) >= req.under_min


def tamer_digivolve_req(state: GameState, card: CardDef, stack: Stack) -> DigivolveReq | None:
    """A requirement of ``card`` naming the Tamer on top of ``stack`` ("[Digivolve] [Takuya
    Kanbara]: Cost 2": "can digivolve from a card named ...", CR 4.2 2-3-5-3), or the
    requirement it meets as the Digimon ``card``'s "onto one of your red Tamers as if the
    Tamer is a level 3 Digimon" treats it as (tamer_digivolve.py), or None."""
    top = stack.top.defn
    if top.kind != "tamer" or card.kind != "digimon" or \
            not may_digivolve_into(state, stack, card):  # this Tamer "can't digivolve"
        return None
    onto = card.rules.onto_tamer
    if not onto_tamer(card, stack):
        return next((r for r in card.digivolve if r.name is not None and top.named(r.name)
                     and not r.battle_only and under_met(r, stack)  # "Your [X] can ...": a Digimon
                     and (r.condition is None or holds(state, r.condition, stack.owner, None))),
                    None)
    if onto.cost is not None:
        return DigivolveReq(cost=onto.cost)
    # treated as a Digimon of that level (and color): official Q&A Q4633, Q3382
    pretend = replace(top, kind="digimon", level=onto.level,
                      colors=(onto.color,) if onto.color else top.colors)
    met = [req for req in card.digivolve if meets(req, pretend) and _usable(state, req, stack)]
    return min(met, key=lambda r: r.cost) if met else None


def onto_tamer(card: CardDef, stack: Stack) -> bool:
    """Can ``card`` digivolve onto the Tamer on top of ``stack`` "as if the Tamer is a level
    N Digimon" (tamer_digivolve.py)? Then the Tamer digivolves as a Digimon (official Q&A
    Q1157, Q6536), unlike a requirement naming a Tamer (Q6903)."""
    onto, top = card.rules.onto_tamer, stack.top.defn
    return onto is not None and top.kind == "tamer" and onto.fits(top.colors, top.named)


def meets(req: DigivolveReq, top: CardDef) -> bool:
    """Does a Digimon whose top card is ``top`` meet the requirement (every part set holds;
    requirements.py says what each part means)?"""
    return ((req.name is None or top.named(req.name))
            and (req.color is None or req.color in top.colors)
            and (req.not_color is None or req.not_color not in top.colors)
            and (req.level is None or req.level == top.level)
            and (req.min_level is None or (top.level is not None
                                           and top.level >= req.min_level))
            and (req.color_count is None or len(top.colors) == req.color_count)
            and (req.trait is None or _has_trait(top, req.trait))
            and (req.name_has is None or name_includes(top, (req.name_has,)))
            and (req.text_has is None or text_includes(top, req.text_has))
            and (req.not_trait is None or not _has_trait(top, req.not_trait))
            and (req.trait_part is None or trait_includes(top, (req.trait_part,)))
            and (req.trait_in is None or trait_in(top, (req.trait_in,))))


def _has_trait(top: CardDef, trait: str) -> bool:
    """A trait as a requirement prints it; case is not significant (EX7-038 prints [NSP] for
    the [NSp] trait)."""
    return trait.casefold() in (t.casefold() for t in top.traits)
