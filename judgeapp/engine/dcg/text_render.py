"""Write a card-text reading (``text_ir``) back as canonical English.

The inverse of ``text_grammar``: for every text box that is read, rendering its reading
gives back the printed text (compared after ``text_grammar.normalized``). A misreading
("it" read as "this Digimon", a lost filter) shows up as a different rendering.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

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
    text_gain,
    text_group,
    text_has,
    text_has_effect,
    text_lead_play,
    text_link,
    text_mind_link,
    text_no_on_play,
    text_pay_and_place,
    text_play_exclusion,
    text_restrictions,
    text_statics,
    text_tamer_stack,
    text_tamers,
    text_this_with,
    text_trash_count,
    text_trigger_subjects,
    text_turn_end,
    text_unsuspend_both,
    text_would_own,
)
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.text_attack import (
    render_flip,
    render_may_attack,
    render_restrict,
    render_you_added,
)
from judgeapp.engine.dcg.text_count import (
    render_colors,
    render_described,
    render_dp_pair,
    render_each,
    render_give,
    render_opp_security,
    render_raise_max,
    render_security_of,
)
from judgeapp.engine.dcg.text_reveal_picks import (
    pick_words,
    render_hand_top,
    render_search_for,
)

SAME_NAMES = "without the same name as the cards in your battle area or trash"
TO_BREEDING = "to an empty space in your breeding area"
# where "play ... from <source>" takes cards under Tamers from (text_reveal_play.py,
# verbs/play_free.py)
TAMER_SOURCES = {"hand-or-under-tamer": "your hand or from under one of your Tamers",
                 "under-tamers": "under your Tamers"}


def play_place_words(a: ir.PlayFree) -> tuple[str, str, str]:
    """The words printed after the cards and after the zone of a "play ... from your hand",
    and the cost words ("without paying the cost" / "with the play cost reduced by N")."""
    return (f" {SAME_NAMES}" if a.unique_names else "",
            f" {TO_BREEDING}" if a.breeding else "", _price_words(a))


def _price_words(a: ir.PlayFree | ir.UseCard) -> str:
    """"without paying <cost words>" / "with the [play] cost reduced by N"."""
    return f"with the {'play ' if a.play_word else ''}cost reduced by {a.reduce}" if a.reduce \
        else f"without paying {a.cost_words}"


def revealed_words(c: ir.RevealedIs) -> str:
    """``it's a <cards>`` / ``that card has the <traits> trait`` (the renderer's words)."""
    if c.traits is not None:
        return f"that card has the {_trait_any(c.traits)} trait"
    return f"it's {c.article} {cards(c.cards)}"


def use_words(a: ir.UseCard) -> str:
    """The printed words of a :class:`~text_ir.UseCard`."""
    where = "in your hand" if a.in_hand else f"from your {a.source.replace('-', ' ')}"
    return (f"{'play or ' if a.play else ''}use {a.count_word or a.n} {cards(a.cards)} {where} "
            f"{_price_words(a)}")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _note(note: str | None) -> str:
    return f" {note}" if note else ""


def name_list(names: tuple[str, ...], oxford: bool = False, slash: bool = False) -> str:
    brackets = [f"[{n}]" for n in names]
    if len(brackets) == 1 or slash:
        return "/".join(brackets)
    return ", ".join(brackets[:-1]) + (", or " if oxford else " or ") + brackets[-1]


def _name_has(f: ir.NameHas) -> str:
    return (f"{name_list(f.names, f.oxford, f.slash)}"
            f"{' ' + f.except_text if f.except_text else ''} in {'their' if f.their else 'its'} "
            f"{'names' if f.plural else 'name'}")


# ---------------------------------------------------------------- selectors


def _text_has(f: ir.TextHas) -> str:
    """"with [A]/[B] in its text" / "with <Save> in their text"."""
    what = name_list(f.names, f.oxford, f.slash) if f.names else f.text
    return f"with {what} in {'their' if f.their else 'its'} text{'s' if f.plural else ''}"


def _filter(f: Any) -> str:
    if isinstance(f, ir.LevelOrTrait):
        return text_pay_and_place.render_level_or_trait(f, _trait_any)
    if isinstance(f, ir.AnyOf):  # "with A or B": one "with", then each alternative
        return " or ".join([_filter(f.alts[0]), *(_filter(alt).removeprefix("with ")
                                                  for alt in f.alts[1:])])
    if isinstance(f, ir.ColorIs):
        return " or ".join(f.colors)
    if isinstance(f, ir.CostOf):
        return f"with a {f.noun} of {f.cost}" + (f" or {f.word}" if f.word else "")
    if isinstance(f, ir.ColorsAtLeast):
        return f"with {f.n} or more colors"
    if isinstance(f, ir.Suspended):
        return "suspended" if f.suspended else "unsuspended"
    if isinstance(f, ir.LevelAtMost):
        return f"with a level of {f.level} or less" if f.after else \
            f"level {f.level} or lower"
    if isinstance(f, ir.DPBound):
        return f"and {f.dp} DP or {f.word}" if f.joined else \
            f"with {f.dp} DP or {f.word}" if f.after else f"{f.dp} DP or {f.word}"
    if isinstance(f, ir.Extreme):
        words = f"{'highest' if f.highest else 'lowest'} {_MEASURES[f.measure]}"
        return f"with the {words}" if f.after else words
    if isinstance(f, ir.PlayCostBound) and f.plural:
        return f"with play costs of {f.cost} or {f.word}"
    if isinstance(f, ir.PlayCostBound):
        return f"with a play cost {'of ' * f.of}{f.cost} or {f.word}" if f.after else \
            f"play cost {f.cost} or {f.word}"
    if isinstance(f, ir.DPAsThis):
        return ir.DP_AS_THIS[f.wording]
    if isinstance(f, ir.HasKeyword):
        return f"{'with' if f.has else 'without'} {f.printed}"
    if isinstance(f, ir.UnderCount):
        return "with digivolution cards" if f.some else \
            f"with {f.n} or {f.word} digivolution cards"
    if isinstance(f, ir.UnderNamed):
        return f"that has {name_list(f.names)} in its digivolution cards"
    if isinstance(f, ir.CardsAsThis):
        return f"with as many or {'more' if f.more else 'fewer'} digivolution cards as this Digimon"
    if isinstance(f, ir.SameNameAsThis):
        return "that share a name with it" if f.it else "with the same name as this Digimon"
    if isinstance(f, ir.TextHas):
        return _text_has(f)
    if isinstance(f, ir.TraitPart):
        mid = f", {f.except_text}," if f.except_text and not f.except_paren else ""
        end = f" {f.except_text}" if f.except_paren else ""
        return (f"with {name_list(f.names, f.oxford, f.slash)}{mid} in "
                f"{f.word + ' of ' if f.word else ''}{'their' if f.their else 'its'} "
                f"{f.field or 'traits'}"
                f"{end}")
    if isinstance(f, ir.TraitAny):
        return f"{_trait_any(f)} trait" if f.before else \
            f"with {f.article} {_trait_any(f)} trait"
    if isinstance(f, (ir.LevelAtLeast, ir.LevelIs)):
        return _level(f)
    if isinstance(f, ir.NoDigivolutionCards):
        return "with no digivolution cards"
    if isinstance(f, ir.Trait):
        return f"[{f.trait}] trait" if f.before else f"with {f.article} [{f.trait}] trait"
    if isinstance(f, ir.NameHas):
        return ("that has " if f.that else "with ") + _name_has(f)
    raise TypeError(f)


_MEASURES = {"level": "level", "dp": "DP", "cost": "play cost"}
_OWNERS = {"opponent": "your opponent's", "your": "your", "their": "their"}
_KINDS = {"digimon": "Digimon", "tamer": "Tamer", "tamers": "Tamers",
          "digimon-or-tamer": "Digimon or Tamer",
          "digimon-or-tamers": "Digimon or Tamers", "card": "card"}


def target(t: ir.Target) -> str:
    if isinstance(t, ir.SecurityDigimon):
        return f"all of {_OWNERS[t.owner]} {t.word} Digimon"
    if isinstance(t, ir.This):
        return f"this {_KINDS[t.kind]}"
    if isinstance(t, ir.Ref):
        return t.word
    count = "all" if t.count is None else f"up to {t.count}" if t.up_to else str(t.count)
    owner = [] if t.owner == "either" else ["of", _OWNERS[t.owner]]
    if t.bare:
        count, owner = "", [_OWNERS[t.owner]]
    if t.names:
        return " ".join([count, *owner, *(["other"] if t.other else []),
                         " or ".join(f"[{n}]" for n in t.names)])
    words = [count, *owner] + (["Tokens or"] if t.or_tokens else []) + \
        (["other"] if t.other else []) + \
        [_filter(f) for f in t.before] + [_KINDS[t.kind]] + [_filter(f) for f in t.after]
    return " ".join(w for w in words if w)


def _level(b: ir.LevelAtLeast | ir.LevelIs) -> str:
    return f"level {b.level} or higher" if isinstance(b, ir.LevelAtLeast) else \
        f"level {b.level}" + (f" or {b.or_level}" if b.or_level is not None else "")


def _trait_any(f: ir.TraitAny) -> str:
    names = [f"[{t}]" for t in f.traits]
    if f.slash or len(names) == 1:
        return "/".join(names)
    return ", ".join(names[:-1]) + (", or " if f.oxford else " or ") + names[-1]


def cards(c: ir.Cards) -> str:
    if c.either:
        out = cards(c.either[0])
        seps = c.either_seps or (" or",) * len(c.either_counts)
        for sep, count, alt in zip(seps, c.either_counts, c.either[1:], strict=True):
            out += f"{sep} " + (f"{count} " if count else "") + cards(alt)
        return out
    if c.names:
        seps = c.name_seps or ("or",) * (len(c.names) - 1)
        level = [f"level {c.max_level} or lower"] if c.max_level is not None else \
            [_level(c.level)] if c.level is not None else []
        out = " ".join([*level, f"[{c.names[0]}]"])
        for sep, name in zip(seps, c.names[1:], strict=True):
            out += f"/[{name}]" if sep == "/" else f" or [{name}]"
        if c.name_card:
            out += (f" {_kind(c.kind)}" if c.kind else "") + (" cards" if c.plural
                                                              else " card")
        return out
    cost = [f"play cost {c.max_cost} or lower"] if c.max_cost is not None else []
    level = ([f"level {c.max_level} or lower"] if c.max_level is not None else []) + \
        ([_level(c.level)] if c.level is not None else [])
    color = ([f"{c.n_colors}-color"] if c.n_colors is not None else []) + \
        ([" or ".join(c.colors)] if c.colors else [])
    words = cost + (color + level if c.color_first else level + color)
    after = c.after
    if c.trait_first:
        # "[X] trait card" / "[A] or [B] trait card" (text_group) / "level 4 or lower [A],
        # [B] or [C] trait Digimon card" (text_descriptions)
        first, after = c.after[0], c.after[1:]
        trait = _trait_any(first) if isinstance(first, ir.TraitAny) else f"[{first.trait}]"
        words.append(f"{trait} trait")
    words += ([_kind(c.kind)] if c.kind else []) + \
        ([] if c.bare_kind else ["cards" if c.plural else "card"])
    return " ".join(words + _card_posts(after)).replace(" \0", "")


def _such(c: ir.Cards) -> str:
    """``Tamer card`` / ``Tamer card or Option card`` after "such"."""
    word = "cards" if c.plural else "card"
    return " or ".join(f"{_cap(k)} {word}" for k in (c.kind or "").split("-or-"))


def _kind(kind: str) -> str:
    """``tamer-or-option`` -> ``Tamer or Option``."""
    return " or ".join(_cap(k) for k in kind.split("-or-"))


def _card_posts(after: tuple[Any, ...]) -> list[str]:
    words = []
    for f in after:
        if isinstance(f, ir.AnyOf):  # one "with", then each alternative
            first, *rest = (_card_posts((alt,))[0] for alt in f.alts)
            words.append(" or ".join([first, *(w.removeprefix("with ") for w in rest)]))
        elif isinstance(f, ir.PlayCostAtMost):
            words.append(f"{'and' if f.joined else 'with'} a play cost of {f.cost} or less")
        elif isinstance(f, ir.TextHas):
            words.append(_text_has(f))
        elif isinstance(f, ir.DifferentColors):
            words.append("with different colors")
        elif isinstance(f, ir.WithInherited):
            words.append("with an inherited effect" if f.an else "with inherited effects")
        elif isinstance(f, ir.NotNamed):  # joined to the word before it (cards)
            words.append(f"\0, other than [{f.name}],")
        elif isinstance(f, ir.EffectIcon):
            words.append(f"with {f.printed}")
        else:
            words.append(_filter(f))
    return words


def duration(d: ir.Duration | None) -> str:
    return ir.DURATIONS[d.kind][d.wording] if d else ""


def _with_duration(text: str, d: ir.Duration | None) -> str:
    return f"{text} {duration(d)}" if d else text


def keyword(k: ir.Keyword) -> str:
    return f"<{k.printed}>" + (f" {k.note}" if k.note else "")


def keywords(kws: tuple[ir.Keyword, ...]) -> str:
    out = [keyword(k) for k in kws]
    return out[0] if len(out) == 1 else ", ".join(out[:-1]) + " and " + out[-1]


_COMPARE = {"memory": "you have {n} or {w} memory",
            "security": "you have {n} or {w} security cards",
            "opp-security": "your opponent has {n} or {w} security cards",
            "hand": "you have {n} or {w} cards in your hand",
            "digivolution-cards": "this Digimon has {n} or {w} digivolution cards",
            "tamers": "you have {n} or {w} Tamers",
            "digimon": "you have {n} or {w} Digimon",
            "opp-memory": "your opponent has {n} or {w} memory",
            "opp-hand": "your opponent has {n} or {w} cards in their hand",
            "trash": "you have {n} or {w} cards in your trash",
            "opp-trash": "your opponent has {n} or {w} cards in their trash",
            "both-security": "there're {n} or {w} total cards in both players' security "
                             "stacks"}


def condition(c: ir.Condition) -> str:
    if isinstance(c, ir.Joined):
        return text_conjunctions.render(c, condition)
    if isinstance(c, ir.EffectDeleted):
        return text_deleted.render(c)
    if isinstance(c, ir.EffectDid):
        return text_effect_did.render(c)
    if isinstance(c, ir.DeletedOutsideBattle):
        return text_statics.DELETED_OUTSIDE_WORDS
    if isinstance(c, ir.TheyDidnt):
        return f"they {c.wording}"
    if isinstance(c, ir.ThereIs):
        return f"there's a {c.state + ' ' if c.state else ''}" + \
            ("Tamer" if c.kind == "tamer" else "Digimon")
    if isinstance(c, ir.PlayedByEffect):
        return "played by an effect"
    if isinstance(c, ir.YouAdded) and c.do:
        return "you do"
    if isinstance(c, ir.YouAdded):
        return render_you_added(c)
    if isinstance(c, ir.Compare):
        word = ("fewer" if c.fewer else "less") if c.at_most else "more"
        if c.after:
            return f"you have {c.n} memory or {word}"
        if c.exact:
            return f"you have {c.n} security cards"
        if c.wording == text_has.IN_HAND:
            return _COMPARE[c.subject].format(n=c.n, w=word).replace(
                "in your hand", "in hand").replace("in their hand", "in hand")
        if c.wording == "there-are":
            whose = "your opponent's" if c.subject == "opp-trash" else "your"
            return f"there are {c.n} or {word} cards in {whose} trash"
        if c.wording == "hand-has":
            return f"your hand has {c.n} or {word} cards"
        if c.wording == "security-stack":  # text_face_up.STACK_COUNT
            return f"you have {c.n} or {word} cards in your security stack"
        if c.wording == text_tamer_stack.TAMER_UNDER:
            return f"there are {c.n} or {word} {cards(c.cards)} under this Tamer"
        if c.wording == text_tamers.TAMER_COLORS:
            return text_tamers.render_compare(c, word, _card_posts)
        if c.wording == text_trash_count.TRASH_DESCRIBED:
            return text_trash_count.render(c, word, cards(c.cards))
        if c.wording == "elided":
            return f"you have {c.n} or {word}"
        if c.wording in text_delay.WORDINGS:
            return text_delay.WORDINGS[c.wording]
        if c.wording.startswith("they") or c.wording in text_statics.WORDINGS:
            return text_statics.render_compare(c, word)
        return _COMPARE[c.subject].format(n=c.n, w=word) + (" in play" if c.in_play else "")
    if isinstance(c, ir.HasName):
        if (area := text_delay.render_has_name(c)) is not None:
            return area
        return " ".join(["you", *(["don't"] if c.negated else []), "have",
                         *([c.article] if c.article else []),
                         (" or " if c.sep == "or" else "/").join(
                             f"[{n}]" for n in (c.name, *c.others)),
                         *(["in play"] if c.in_play else [])])
    if isinstance(c, ir.UnderHas):
        if c.has_form:
            return (f"this Digimon has {name_list(c.names, c.oxford, c.sep == '/')} in its "
                    "digivolution cards")
        what = f"{c.article} {cards(c.cards)}" if c.cards else \
            (" or " if c.sep == "or" else "/").join(f"[{n}]" for n in c.names)
        if c.bare_its:
            return f"{what} in its digivolution cards"
        return f"{what} is in this Digimon's digivolution cards"
    if isinstance(c, ir.HasAnother):
        what = c.state or c.color or (f"level {c.level}" if c.level else "")
        return " ".join(["you have another", *([what] if what else []),
                         "Digimon or Tamer" if c.or_tamer else "Digimon",
                         *([_filter(c.with_)] if c.with_ else []),
                         *(["in play"] if c.in_play else []),
                         *(["with the same name as this Digimon"] if c.same_name else [])])
    if isinstance(c, ir.HasDescribed):
        return text_has.render(c, _filter, _KINDS)
    if isinstance(c, ir.HasEither):
        return text_has.render_either(c, _filter, _KINDS)
    if isinstance(c, ir.FewerSecurity):
        return "you have fewer security cards than your opponent"
    if isinstance(c, ir.NoFaceUpSecurity):
        return f"you have no face-up {f'[{c.name}] ' if c.name else ''}security cards"
    if isinstance(c, ir.FaceUpNamed):
        return f"[{c.name}] is face-up in your security stack"
    if isinstance(c, ir.ThisDigimon):
        return "this Digimon " + _this_digimon(c)
    if isinstance(c, ir.EventDigimon):
        return _event_digimon(c)
    if isinstance(c, ir.RevealedIs):  # the one revealed card
        return revealed_words(c)
    if isinstance(c, ir.Had):  # "this Digimon had ...": the "has" words in the past
        had = "this Digimon had " + _this_digimon(c.what).removeprefix("has ")
        return had if c.the else had.replace("had the ", "had ", 1)
    if isinstance(c, ir.DnaDigivolving):
        return "DNA digivolving"
    if isinstance(c, ir.DigiXrosing):
        return "DigiXrosing" + (f" with {c.cards} cards" if c.cards is not None else "")
    assert isinstance(c, ir.TurnIs), c
    return "it's your turn" if c.mine else "it's your opponent's turn"


def _this_digimon(c: ir.ThisDigimon) -> str:
    what = c.what
    if c.timing:
        return text_has_effect.render(c)
    if c.named:
        return f"is [{c.named}]"
    if c.dp:
        return f"has {c.dp} DP or {c.dp_word}"
    if c.level:
        return f"is level {c.level}" + (f" or {c.level_cmp}" if c.level_cmp else "")
    if isinstance(what, ir.Suspended):
        return "is suspended" if what.suspended else "is unsuspended"
    if isinstance(what, ir.AnyOf):  # "has [X] in its name or the [Y] trait"
        return "has " + " or ".join(_this_digimon(ir.ThisDigimon(alt)).removeprefix("has ")
                                    for alt in what.alts)
    if isinstance(what, ir.NameHas):
        return f"has {_name_has(what)}"
    if isinstance(what, ir.TraitAny):
        return f"has {c.article or what.article} {_trait_any(what)} trait"
    if isinstance(what, ir.TraitPart):
        return "has" + _filter(what).removeprefix("with")
    if isinstance(what, ir.TextHas):
        return "has" + _text_has(what).removeprefix("with")
    if isinstance(what, ir.Keyword):
        return f"has {keyword(what)}"
    return f"has {c.colors} or more colors"


# ---------------------------------------------------------------- verbs


def for_each(f: ir.ForEach) -> str:
    each = "every" if f.every else "each"
    if f.form == "effect-trashed":
        return text_effect_did.render_count(f, each)
    if f.form == "described":
        return render_described(f, each, cards(f.cards))
    n = f"{f.per} " if f.per is not None else ""
    noun = "cards" if f.plural else "card"
    if f.form in ("of", "in-play"):
        t = f.stacks
        split = len(t.after) - f.after_whose
        words = (["other"] if t.other else []) + [_filter(x) for x in t.before] + \
            [_KINDS[t.kind]] + [_filter(x) for x in t.after[:split]]
        later = "".join(f" {_filter(x)}" for x in t.after[split:])
        if f.form == "of":
            return f"for {each} of {_OWNERS[t.owner]} " + " ".join(words) + \
                (" in play" if f.in_play else "")
        return f"for {each} {n}" + " ".join(words) + f" {f.whose}" + \
            (" in play" if f.in_play else "") + later
    if f.form == "security-of":
        return render_security_of(f, each)
    if f.form == "colors":
        return render_colors(f, each, text_tamers.posts_words(f.cards, _card_posts))
    if f.form == "cards":
        return f"for {each} {n}{noun} in {ir.COUNT_ZONES[f.zone]}"
    if f.form == "security":
        return f"for {each} {n}security {noun} you have"
    if f.form == "under-has":
        return f"for {each} {n}digivolution {noun} this Digimon has"
    if f.form == "face-down":
        return f"for {each} of {f.whose} face-down digivolution cards"
    if f.wording == "in":
        return f"for {each} {n}{noun} in this Digimon's digivolution cards"
    return f"for {each} of {f.wording or 'this Digimon' + chr(39) + 's'} digivolution cards"


def _per(text: str, f: ir.ForEach | None) -> str:
    return f"{text} {for_each(f)}" if f else text


def _verb(word: str, gerund: bool) -> str:
    if not gerund:
        return word
    return {"place": "placing", "delete": "deleting", "lose": "losing", "gain": "gaining",
            "return": "returning"}.get(word, word + "ing")


def _draw(a: ir.Draw) -> str:
    if a.keyword and a.per_first:
        return f"{for_each(a.per)}, <Draw {a.n}>{_note(a.note)}"
    if a.keyword:
        return _per(f"{'Trigger ' if a.trigger else ''}<Draw {a.n}>{_note(a.note)}", a.per)
    return f"draw {a.n} {'card' if a.n == 1 else 'cards'}" + \
        (" from your deck" if a.from_deck else "")


def _dp(a: ir.ChangeDP) -> str:
    if a.wording == "give":
        return _with_duration(f"give {target(a.target)} {a.amount:+d} DP", a.duration)
    get, gain = ("get", "gain") if a.plural else ("gets", "gains")
    body = f"{target(a.target)} {gain if a.wording == 'gains' else get} {a.amount:+d} DP"
    if a.wording == "dp-and-keyword":
        body += f" and {keywords(a.keywords)}"
    elif a.wording and a.wording != "gains":
        verb = f"{get} " if a.wording == "keyword-and-gets" else ""
        kws = ", ".join(map(keyword, a.keywords)) if a.kw_commas else keywords(a.keywords)
        body = f"{target(a.target)} {gain} {kws} and {verb}{a.amount:+d} DP"
    elif a.keywords:
        body += f" and {gain} {keywords(a.keywords)}"
    if a.per_first:
        return _with_duration(f"{for_each(a.per)}, {body}", a.duration)
    if a.duration_first:
        return f"{duration(a.duration)}, {_per(body, a.per)}"
    if a.per_before_duration:
        return _with_duration(_per(body, a.per), a.duration)
    return _per(_with_duration(body, a.duration), a.per)


def _first_or_after(body: str, d: ir.Duration | None, first: bool) -> str:
    return f"{duration(d)}, {body}" if first else _with_duration(body, d)


def _gain(a: ir.GainKeywords) -> str:
    if a.give:
        return _first_or_after(f"give {target(a.target)} {keywords(a.keywords)}", a.duration,
                               False)
    if a.per is not None:
        return f"{for_each(a.per)}, {target(a.target)} {'gain' if a.plural else 'gains'} " \
            f"{keywords(a.keywords)}"
    return _first_or_after(f"{target(a.target)} {'gain' if a.plural else 'gains'} "
                           f"{keywords(a.keywords)}", a.duration, a.duration_first)


_RESTRICT = {"attack": "attack", "block": "block", "attack-block": "attack or block",
             "be-blocked": "be blocked", "attack-players": "attack players",
             "unsuspend": "unsuspend", "suspend": "suspend", "digivolve": "digivolve",
             "attack-digimon": "attack Digimon",
             "deleted-in-battle": "be deleted in battle",
             "deleted-by-opponent": "be deleted by your opponent's effects",
             "be-attacked": "be attacked",
             "returned-by-opponent": "be returned to hands or decks by your opponent's effects"}


def _restriction(a: ir.Restrict) -> str:
    if a.the_hand:
        return "be returned to the hand or deck by your opponent's effects"
    return _RESTRICT.get(a.what) or text_restrictions.words(a.what)


def _unaffected(a: ir.Unaffected) -> str:
    who = ir.WHO[a.digimon_only][a.who]
    if a.form == "isnt":
        return _with_duration(f"{target(a.target)} {a.negation} affected by {who}", a.duration)
    if a.form == "dont":
        return _with_duration(f"{who} {a.negation} affect {target(a.target)}", a.duration)
    if a.form == "isnt-first":  # text_restrictions.py
        return f"{duration(a.duration)}, {target(a.target)} {a.negation} affected by {who}"
    return f"{duration(a.duration)}, {who} {a.negation} affect {target(a.target)}"


def _memory(a: ir.Memory) -> str:
    if a.decrease:
        return f"decreasing your memory by {-a.amount}"
    if a.pay:
        return f"paying {-a.amount} cost"
    if a.opponent:
        return f"your opponent {'gains' if a.amount > 0 else 'loses'} {abs(a.amount)} memory"
    return _per(f"{_verb('gain' if a.amount > 0 else 'lose', a.gerund)} {abs(a.amount)} "
                "memory", a.per)


def _security_card(a: ir.Move) -> str:
    if a.face_up_hyphen:
        return f" as the face-up {a.end} security card"
    up = " face up" if a.face_up and not a.face_up_after else ""
    after = " face up" if a.face_up_after else ""
    return f"{up} as the {a.end} security card{after}"


def _move(a: ir.Move) -> str:
    if a.to == "security":
        what = "the top card of your deck" if isinstance(a.what, ir.TopOfDeck) else \
            target(a.what)
        return f"{_verb('place', a.gerund)} {what}{_security_card(a)}"
    if a.source == "field":
        where = f"{a.owner_word} hand" if a.to == "hand" else \
            f"the bottom of {a.owner_word} deck"
        return f"{_verb('return', a.gerund)} {target(a.what)} to {where}"
    if a.source == "hand":
        return f"{_verb('trash', a.gerund)} {'up to ' if a.up_to else ''}{a.n} " \
            f"{cards(a.what)} {a.from_word} your hand"
    if a.to == "deck":
        return text_delay.render_move(a, _verb("return", a.gerund), cards(a.what))
    up_to = "up to " if a.up_to else ""
    source = "under one of your Tamers" if a.source == text_tamer_stack.UNDER_TAMER else \
        "your trash"
    return f"{_verb('return', a.gerund)} {up_to}{a.n} {cards(a.what)} from {source} to " \
        f"{a.owner_word} hand"


def _trash_under(a: ir.TrashUnder) -> str:
    verb = _verb("trash", a.gerund)
    cards = "cards" if a.plural else "card"
    if a.form == "of":
        n = f" {a.n}" if a.n_printed else ""
        return f"{verb} the {a.end}{n} digivolution {cards} of {target(a.target)}"
    if a.form == "its-end":  # text_events.py
        return f"{verb} its {a.end}{f' {a.n}' if a.n_printed else ''} digivolution {cards}"
    if a.form == "card-at-bottom":
        return f"{verb} the digivolution card at the bottom of {target(a.target)}"
    if a.form in ("from-bottom", "at-bottom"):
        return f"{verb} {'up to ' if a.up_to else ''}{a.n} digivolution {cards} " \
            f"{a.form.split('-')[0]} the bottom of {target(a.target)}"
    if a.form == "of-possessive":
        return f"{verb} the top card of this Digimon's digivolution cards"
    if a.form == "possessive":
        return f"{verb} this Digimon's top digivolution card"
    whose = "its" if a.its else "this Digimon's"
    return f"{verb} any {a.n} of {whose} digivolution cards"


def _pick_under(a: ir.PickUnder) -> str:
    whose = "your opponent's Digimon" if a.target is None else target(a.target)
    return f"{_verb('trash', a.gerund)} any {a.n} digivolution " \
        f"{'cards' if a.plural else 'card'} {a.of_word} {whose}"


def _trash_all_under(a: ir.TrashAllUnder) -> str:
    whose = f"{a.that} Digimon" if a.that else target(a.target)
    return f"{_verb('trash', a.gerund)} all {'of the ' if a.of_the else ''}digivolution cards " \
        f"of {whose}"


_PLACE_FROM = {"hand": "from your hand", "trash": "from your trash",
               "hand-or-trash": "from your hand or trash", "among": "among them",
               **text_tamer_stack.TAMER_SOURCES}


def _place_under(a: ir.PlaceUnder) -> str:
    if isinstance(a.what, ir.TopOfDeck):
        what = a.deck_words
    elif isinstance(a.what, ir.Cards):
        count = "a" if a.a_word else f"{'up to ' if a.up_to else ''}{a.n}"
        where = "in your hand" if a.in_hand else _PLACE_FROM[a.source]
        what = f"{count} {cards(a.what)} {where}"
    elif a.another:
        what = "another " + target(a.what).removeprefix("1 of your other ")
    else:
        what = target(a.what) + (" from the battle area" if a.source == "battle-area" else "")
    down = " face down" if a.face_down else ""
    return f"{_verb('place', a.gerund)} {what}{down} {_place_dest(a)}"


def _cards_to_security(a: ir.CardsToSecurity) -> str:
    where = "in your hand" if a.in_hand else _PLACE_FROM[a.source]
    up = " face up" if a.face_up else ""
    return f"{_verb('place', a.gerund)} {'up to ' if a.up_to else ''}{a.n} {cards(a.what)} " \
        f"{where}{up} as {a.owner_word} {a.end} security card"


def _place_on_stack(a: ir.PlaceOnStack) -> str:
    if isinstance(a.what, ir.Cards):
        where = "in your hand" if a.in_hand else _PLACE_FROM[a.source]
        what = f"{'up to ' if a.up_to else ''}{a.n} {cards(a.what)} {where}"
    else:
        what = target(a.what)
    end = "on top of" if a.end == "top" else "at the bottom of"
    return f"{_verb('place', a.gerund)} {what} {end} your security stack" + \
        (" face down" if a.face_down else "")


def _place_dest(a: ir.PlaceUnder) -> str:
    card = f"digivolution {'cards' if a.plural else 'card'}"
    return {"this": f"as {a.dest_word} bottom {card}",
            "under-this": f"under this Digimon as its bottom {card}",
            "of": f"as the bottom {card} of {target(a.dest)}",
            "of-any": f"as the bottom {card} of any of {target(a.dest).removeprefix('1 of ')}",
            "under-tamer": "under this Tamer",
            text_tamer_stack.THAT_ONE_OF: "under that Digimon as one of its digivolution cards",
            text_tamer_stack.UNDER_YOUR_TAMERS: "under your Tamers",
            "under-any-tamer": f"under any of your {_tamers(a)}",
            "under": f"under {_chosen(a)} as its bottom {card}",
            "under-at": f"under {_chosen(a)} at the bottom of its digivolution cards",
            "under-bare": f"under {_chosen(a)}",
            "poss": f"as {_chosen(a)}'s bottom {card}"}[a.dest_form]


def _chosen(a: ir.PlaceUnder) -> str:
    """"1 / one / any of your <Digimon>": the Digimon or Tamer the cards go under."""
    return a.dest_count + target(a.dest).removeprefix("1") if a.dest_count else ""


def _among_first(a: ir.AmongFirst) -> str:
    """"among them, add ... to the hand and place N <cards> ... / trash N <cards>"."""
    add = action(a.add).removesuffix(f" among them to {a.add.hand_word} hand")
    then = a.then
    what = "such card" if a.such else cards(then.what if isinstance(then, ir.PlaceUnder)
                                             else then.cards)
    if isinstance(then, ir.TrashAmong):
        rest = f"trash {then.n} {what}"
    else:
        down = " face down" if then.face_down else ""
        rest = f"place {then.n} {what}{down} {_place_dest(then)}"
    return f"among them, {add} to {a.add.hand_word} hand and {rest}"


def _tamers(a: ir.PlaceUnder) -> str:
    if a.tamer_form == "trait-first":
        return "/".join(f"[{t}]" for t in a.tamer_traits.traits) + " trait Tamers"
    if a.tamer_form == "with":
        return f"Tamers with the {_trait_any(a.tamer_traits)} trait"
    return "Tamers"


def _trash_tamer_under(a: ir.TrashTamerUnder) -> str:
    n = str(a.n) if a.n_printed else "the"
    where = "from under" if a.from_word else "under"
    return f"{_verb('trash', a.gerund)} {n} bottom face-down {'cards' if a.plural else 'card'} " \
        f"{where} any of your Tamers"


def _delete_total(a: ir.DeleteTotal) -> str:
    whose = f"of {_OWNERS[a.owner]} {_KINDS[a.kind]}"
    if a.worth:
        return f"delete up to {a.limit} DP total worth {whose}"
    total = f"total DP adds up to {a.limit} or less" if a.measure == "dp" else \
        f"play costs add up to {a.limit} or less"
    return f"choose any number {whose} whose {total} and delete them"


def holder_words(a: ir.PlayFree) -> str:
    """"one of your blue Digimon's" (source "under-own", text_costs.py)."""
    assert a.holder is not None
    return f"{a.under_words}{target(a.holder)[1:]}'s"


def _play_free(a: ir.PlayFree) -> str:
    count = "" if a.n is None else f"up to {a.n} " if a.up_to else f"{a.n} "
    suspended = " suspended" if a.suspended else ""
    source = f"{a.under_words} digivolution cards" if a.source == "under" else \
        f"{holder_words(a)} digivolution cards{' ' * bool(a.as_words)}{a.as_words}" \
        if a.holder is not None else \
        TAMER_SOURCES.get(a.source, f"your {a.source.replace('-', ' ')}")
    names, place, cost = play_place_words(a)
    more = "".join(f" and {n} {cards(c)}" for n, c in a.more)
    lead = "return to the hand or play" if a.or_return else "play"  # text_group
    return f"{lead} {count}{cards(a.cards)}{more}{names} from {source}{suspended}{place} {cost}"



def _play_token(a: ir.PlayToken) -> str:
    cost = f" without paying {a.cost_words}" if a.cost_words else ""
    note = f" {a.note}" if a.note else ""
    return f"play {a.n} [{a.name}] {'Tokens' if a.plural else 'Token'}{cost}{note}"


def _play_under(a: ir.PlayUnder) -> str:
    level = f"level {a.max_level} or lower " if a.max_level is not None else ""
    return f"play {a.n} {level}digivolution card under this card as another Digimon without " \
        f"paying {a.cost_words}"


def _digivolve_into(a: ir.DigivolveInto) -> str:
    article = f"{a.article} " if a.article else ""
    zone = a.source.replace("-", " ")
    tail = f" {a.cost_words}" if a.cost_words else ""
    tail = tail.replace(" ,", ",")
    where = a.zone_words or f"in {a.owner_word}"
    place = where if a.source == text_tamer_stack.UNDER_TAMERS else f"{where} {zone}"
    return f"{target(a.who)} {'can' if a.can else 'may'} digivolve into {article}" \
        f"{cards(a.cards)} {place}{tail}"


def _dna_into(a: ir.DnaInto) -> str:
    article = f"{a.article} " if a.article else ""
    tail = f" {a.cost_words.replace('dna', 'DNA')}" if a.cost_words else ""
    rest = f"into {article}{cards(a.cards)} in {a.owner_word} hand{tail}"
    if a.form == "one":
        return f"{target(a.who)} may DNA digivolve {rest}"
    if a.form == "with-other" and a.any_word == "another":
        return f"{target(a.who)} and another of your Digimon may DNA digivolve {rest}"
    if a.form == "with-other":
        return f"{target(a.who)} and {a.any_word} of your other Digimon may DNA digivolve {rest}"
    in_play = " in play" if a.in_play else ""
    return f"DNA digivolve this Digimon and one of your other Digimon{in_play} {rest}"


def _reveal(a: ir.Reveal) -> str:
    word = "cards" if a.plural else "card"
    if a.wording == "top-card":
        return "reveal the top card of your deck"
    if a.wording == "top":
        return f"reveal the top {a.n} {word} of your deck"
    return f"reveal {a.n} {word} from the top of your deck"


def _color_rule(a: ir.ColorRule) -> str:
    if a.form == "ignore":
        return f"you {a.verb} ignore this card's color requirements"
    if a.form == "use-without":
        return f"you may use this {'Option ' if a.option_word else ''}card without meeting " \
               "its color requirements"
    if a.form == "also-meets":
        return f"{a.color} also meets this card's color requirements"
    return f"this card may also have its color requirements met by {a.color}"


_VERBS: dict[type, Callable[[Any], str]] = {
    ir.Draw: _draw,
    ir.DeDigivolve: lambda a: f"<De-Digivolve {a.n}> {'on ' if a.on else ''}"
                              f"{target(a.target)}{_note(a.note)}" if a.note_last else
                              f"{'Trigger ' if a.trigger else ''}<De-Digivolve {a.n}>"
                              f"{_note(a.note)} {'on ' if a.trigger else ''}{target(a.target)}",
    ir.Delete: lambda a: f"{_verb('delete', a.gerund)} {target(a.target)}",
    ir.Suspend: lambda a: f"{target(a.target)} may unsuspend" if a.may else
                          f"{target(a.target)} unsuspends" if a.subject else
                          f"{_verb('unsuspend' if a.unsuspend else 'suspend', a.gerund)} "
                          f"{target(a.target)}",
    ir.ChangeDP: _dp,
    ir.GainKeywords: _gain,
    ir.Restrict: lambda a: _first_or_after(
        (f"neither player's Digimon can {_restriction(a)}" if a.wording == "neither" else None)
        or text_restrictions.render_restrict(a, target(a.target), lambda: _restriction(a))
        or render_restrict(a, target(a.target)) or text_statics.render_restrict(a, target(a.target))
        or f"{target(a.target)} can't {_restriction(a)}",
        a.duration, a.duration_first),
    ir.Unaffected: _unaffected,
    ir.Memory: _memory,
    ir.SetMemory: lambda a: f"set {'it' if a.it else 'your memory'} to {a.n}",
    ir.Move: _move,
    ir.TrashUnder: _trash_under,
    ir.PickUnder: _pick_under,
    ir.TrashAllUnder: _trash_all_under,
    ir.PlaceUnder: _place_under,
    ir.CardsToSecurity: _cards_to_security,
    ir.PlaceOnStack: _place_on_stack,
    ir.PlaySelfReduced: lambda a: f"play this card{' from your trash' if a.from_trash else ''} "
                                  f"with the {'play ' if a.play_word else ''}cost reduced by "
                                  f"{a.n}",
    ir.TrashAmong: lambda a: f"trash {'all' if a.n is None else a.n} {cards(a.cards)} among "
                             "them",
    ir.AmongFirst: _among_first,
    ir.UseCard: use_words,
    ir.AddIt: lambda a: f"add it to {a.hand_word} hand" + (
        f" if {revealed_words(a.after)}" if a.after else ""),
    ir.TrashTamerUnder: _trash_tamer_under,
    ir.TrashTop: lambda a: f"{_verb('trash', a.gerund)} this Digimon's top stacked card",
    ir.TrashSecurity: lambda a: f"{_verb('trash', a.gerund)} " + (
        "the top card of your security stack" if a.stack_words else "your top security card"
    ).replace("top", "top or bottom" if a.either_end else "top"),
    ir.TrashDeckTop: lambda a: "trash the top " + ("card" if a.one_card else f"{a.n} cards")
                               + (" of both players' decks" if a.both else " of your deck"),
    ir.Recovery: lambda a: f"{'Trigger ' if a.trigger else ''}<Recovery +{a.n}"
                           f"{' (Deck)' if a.deck_word else ''}>{_note(a.note)}",
    ir.SecurityToHand: lambda a: f"{_verb(a.verb, a.gerund)} the {a.end} card of your "
                                 f"security stack to {a.hand_word} hand" if a.of_stack else
                                 f"{_verb('add', a.gerund)} your {a.end} "
                                 f"{'face-down ' if a.face_down else ''}security card to "
                                 f"{a.hand_word} hand",
    ir.PlayFree: _play_free,
    ir.PlayExclusion: text_play_exclusion.render,
    ir.DigivolveInto: _digivolve_into,
    ir.LinkCards: lambda a: text_link.render(a, cards(a.cards)),
    ir.TrashLink: text_link.render_trash_link,
    ir.AppFuse: lambda a: f"{target(a.who)} may app fuse into a Digimon card in the hand",
    ir.PlayLink: lambda a: f"play {a.n} of this Digimon's link cards without paying "
                           f"{a.cost_words}",
    ir.MindLink: lambda a: text_mind_link.render(a, target(a.target)),
    ir.GainEffects: lambda a: text_gain.render(a, target(a.target), duration(a.duration),
                                               _RESTRICT.get(a.restriction, "")),
    ir.NoOnPlay: text_no_on_play.render,
    ir.CostPair: lambda p: text_pay_and_place.render_pair(p, action),
    ir.MustAttack: text_gain.render_attack,
    ir.GainsAll: text_gain.render_gains_all,
    ir.DnaInto: _dna_into,
    ir.MayAttack: lambda a: render_may_attack(a, target(a.who)),
    ir.FlipSecurity: render_flip,
    ir.OpponentTrashHand: text_statics.render_opponent_trash,
    ir.LookDeckTop: lambda a: "look at the top card of your deck",
    ir.RevealHandTop: lambda a: render_hand_top(a, cards),
    ir.SearchFor: lambda a: render_search_for(a, cards),
    ir.AlsoAttack: lambda a: text_statics.render_also_attack(a, target(a.target)),
    ir.OnlyInto: text_restrictions.render_only_into,
    ir.UnaffectedDP: lambda a: text_restrictions.render_unaffected_dp(a, _unaffected(
        replace(a.unaffected, duration=None, form="dont"))),
    ir.RestrictDP: lambda a: text_restrictions.render_restrict_dp(a, action(
        replace(a.restrict, duration=None, duration_first=False)), a.restrict),
    ir.AlsoColor: lambda a: f"this Digimon is also treated as {a.color}",
    ir.DnaAs: text_dna.render_dna_as,
    ir.RestrictPair: lambda a: _first_or_after(
        f"{target(a.first.target)} and {target(a.second.target)} can't "
        f"{_restriction(a.first)}", a.first.duration, a.first.duration_first),
    ir.NoOptionSecurity: lambda a: f"{target(a.target)} {a.negation} activate [Security] "
                                   f"{a.word} on Option cards it checks",
    ir.OpponentMay: lambda a: text_statics.render_opponent_may(a, cards(a.cards) if a.cards
                                                               else ""),
    ir.SearchSecurity: lambda a: "search your security stack",
    ir.ShuffleSecurity: lambda a: "shuffle your security stack",
    ir.PlayUnder: _play_under,
    ir.PlayToken: _play_token,
    ir.DeleteTotal: _delete_total,
    ir.DeletionMax: lambda a: f"add {a.n} to the maximum DP you can choose with DP-based "
                              "deletion effects",
    ir.PlaySelf: lambda a: "play this card without "
                           f"{'battling and without ' if a.without_battling else ''}paying "
                           f"{a.cost_words}",
    ir.ChooseTarget: lambda a: f"choose {target(a.target)}",
    ir.SwitchTarget: lambda a: f"{a.verb} {a.wording} to {target(a.target)}",
    ir.EndAttack: lambda a: f"end {a.word} attack",
    ir.OpponentAttacks: lambda a: "your opponent attacks with the chosen Digimon",
    ir.MayBattle: lambda a: f"{target(a.who)} may battle {target(a.whom)}",
    ir.AttacksPlayer: lambda a: f"{target(a.who)} attacks a player",
    ir.AlsoAttackFor: lambda a: f"{target(a.target)} {a.verb} attack your opponent's "
                                f"unsuspended Digimon {duration(a.duration)}",
    ir.ActivateMain: lambda a: f"activate this card's [Main] effect{'s' if a.plural else ''}",
    ir.PlaceSelf: lambda a: f"place this card {'into' if a.into else 'in'} {a.word} battle area",
    ir.AddSelf: lambda a: f"add this card to {a.hand_word} hand",
    ir.KeywordAction: lambda a: f"<{_cap(a.name)}>{_note(a.note)}",
    ir.Reveal: _reveal,
    ir.AddAmong: lambda a: "add " + " and ".join(pick_words(p, cards, _such) for p in a.picks)
                           + f" among them to {a.hand_word} hand",
    ir.PlayAmong: lambda a: f"play {'up to ' if a.up_to else ''}{a.n} {cards(a.cards)} "
                            f"{'suspended ' if a.suspended else ''}among them without paying "
                            f"{a.cost_words}",
    ir.Rest: lambda a: ir.REST_WORDINGS[a.wording][1],
    ir.Both: lambda a: f"{action(a.first)}{',' if a.comma else ''} and {action(a.second)}",
    ir.PlayCostLock: lambda a: "players can't reduce play costs",
    ir.PlayDigimonLock: lambda a: "players can't play Digimon by effects",
    ir.DigivolveCostLock: lambda a: f"{'players' if a.players else 'your opponent'} can't "
                                    "reduce digivolution costs",
    ir.MemoryLock: lambda a: f"{'players' if a.players else 'your opponent'} can't gain memory "
                             f"{ir.MEMORY_LOCK_WORDINGS[a.wording]}",
    ir.ColorRule: _color_rule,
    ir.TrashOppSecurity: render_opp_security,
    ir.Each: lambda a: render_each(a, action(a.action), for_each(a.per)),
    ir.GiveDP: lambda a: render_give(a, target(a.target), duration(a.duration), for_each(a.per)),
    ir.SuspendEither: lambda a: f"{action(a.first)}, or {target(a.second)}",
    ir.UnsuspendBoth: lambda a: text_unsuspend_both.render(a, target),
    ir.UnaffectedPair: lambda a: text_unsuspend_both.render_pair(a, action, target),
    ir.RaiseMax: lambda a: render_raise_max(a, for_each(a.per) if a.per else ""),
    text_face_down_cost.TrashOwnFaceDown: text_face_down_cost.render,
    text_tamers.DurationEach: lambda a: text_tamers.render_duration_each(
        a, duration(a.action.duration), for_each(a.per), action),
    text_de_digivolve_each.DeDigivolveEach: lambda a: text_de_digivolve_each.render(
        a, target(a.target), _note(a.note), for_each(a.per)),
    ir.DPPair: lambda a: render_dp_pair(a, target(a.first), target(a.second) if a.second else "",
                                        duration(a.duration), for_each(a.per) if a.per else ""),
}


def action(a: ir.Action) -> str:
    return _VERBS[type(a)](a)


# ---------------------------------------------------------------- composites


def clause(c: ir.Clause) -> str:
    if isinstance(c, ir.Do) and c.instead:
        return f"instead {action(c.action)}" if c.instead == "before" else \
            f"{action(c.action)} instead"
    if isinstance(c, ir.Do):
        return action(c.action)
    if isinstance(c, ir.May) and isinstance(c.action, text_lead_play.LeadPlay):
        return text_lead_play.render_clause(c.action, cards(c.action.play.cards))
    if isinstance(c, ir.May):
        return f"you may {action(c.action)}" + (" instead" if c.instead else "")
    if isinstance(c, ir.EndOfBattle):
        cond = f"{c.condition.word} {condition(c.condition.condition)}, " if c.condition else ""
        return f"at the end of the battle, {cond}{'you may ' * c.may}{action(c.action)}"
    if isinstance(c, ir.AtEndOfTurn) and c.when == text_turn_end.WHEN:
        return text_turn_end.render(c, action(c.action))
    if isinstance(c, ir.AtEndOfTurn) and c.when == "this-turn":  # text_effect_did.py
        return f"{action(c.action)} at the end of the turn"
    if isinstance(c, ir.AtEndOfTurn) and c.when:
        return f"at the next end of your opponent's turn, {action(c.action)}"
    if isinstance(c, ir.AtEndOfTurn):
        return f"at end of turn, {action(c.action)}"
    if isinstance(c, ir.Cost) and c.can_by:
        return f"you can {action(c.action)} by {action(c.cost)}"
    if isinstance(c, ir.Cost) and c.may_to:
        return f"you {'can' if c.can_to else 'may'} {action(c.cost)} to " \
            f"{'have ' if c.have else ''}{action(c.action)}"
    if isinstance(c, ir.Cost):
        return f"by {action(c.cost)}, {'you may ' if c.you_may else ''}{action(c.action)}"
    if isinstance(c, ir.ReduceBound):
        return reduce_bound(c)
    return (f"<Digi-Burst {c.n}>{':' if c.colon else ''}{' ' + c.bullet if c.bullet else ''} "
            f"{action(c.action)}")


def _ending(period: bool, note: str | None) -> str:
    return ("." if period else "") + (f" {note}" if note else "")


def sentence(s: ir.Sentence) -> str:
    text = clause(s.clause)
    if s.condition and s.condition.word == text_this_with.WITH:
        text = text_this_with.render(text, condition(s.condition.condition))
    elif s.condition:
        text = f"{s.condition.word} {condition(s.condition.condition)}, {text}"
    text = _cap(f"{s.then_word}{',' if s.then_comma else ''} {text}" if s.then else text)
    return text + _ending(s.period, s.note)


def sentences(items: tuple[ir.Sentence, ...]) -> str:
    return " ".join(sentence(s) for s in items)


# "When <subject> <event>": the printed subject (the grammar's rule name) -> its words, the
# side of the Digimon the event is about, and whether "other" leaves this one out
SUBJECTS = {"subj_this": ("this Digimon", "this", False),
            "subj_this_tamer": ("this Tamer", "this", False),
            "subj_opponent": ("an opponent's Digimon", "opponent", False),
            "subj_one_opponent": ("one of your opponent's Digimon", "opponent", False),
            "subj_own": ("one of your Digimon", "own", False),
            "subj_own_other": ("one of your other Digimon", "own", True),
            "subj_any": ("a Digimon", "any", False),
            "subj_another": ("another Digimon", "any", True),
            "subj_any_of": ("any of your Digimon", "own", False),
            "subj_your_opponent": ("your opponent's Digimon", "opponent", False)}
# the words before a qualified subject's qualifiers ("one of your" level 5 Digimon ...)
_SUBJECT_LEADS = {"subj_opponent": "an opponent's", "subj_one_opponent": "one of your opponent's",
                  "subj_own": "one of your", "subj_own_other": "one of your other",
                  "subj_any": "a", "subj_another": "another",
                  "subj_your_opponent": "your opponent's"}
# "When an effect suspends <object>"
EFFECT_OBJECTS = {"obj_own": ("one of your Digimon", "own", False),
                  "obj_any": ("a Digimon", "any", False),
                  "obj_this": ("this Digimon", "this", False),
                  "obj_another": ("another Digimon", "any", True)}
_VICTIMS = {"victim_an": "an opponent's Digimon", "victim_your": "your opponent's Digimon",
            "victim_one": "one of your opponent's Digimon"}
_ATTACKED = {None: "", "player": " a player", "digimon": " an opponent's Digimon"}
_DURING = {None: "", "main": " during your main phase", "unsuspend": " during your unsuspend phase"}
_CAUSES = {None: "", "battle": " in battle", "opponent-effect": " by an opponent's effect",
           "not-own-effect": " other than by your effects"}


# Triggers about cards (played, digivolving, linked, moved, Options used, security): (event,
# side, form) -> the printed words, ``{n}`` the number in the event.
CARD_TRIGGERS = {
    ("linked", "this", 0): "when this Digimon gets linked",
    ("linked", "own", 0): "when your Digimon get linked",
    ("linked", "own", 1): "when any of your Digimon get linked",
    ("links-trashed", "this", 0): "when effects trash any of this Digimon's link cards",
    ("links-trashed", "own", 0): "when effects trash any of your Digimon's link cards",
    ("burst-trashed", "this", 0):
        "when this card is trashed due to activating this Digimon's <Digi-Burst>",
    ("under-trashed", "this", 0): "when an effect trashes this digivolution card",
    ("tamer-under-trashed", "this", 0): "when effects trash cards from under this Tamer",
    ("placed-under", "this", 0): "when an effect places a digivolution card under this Digimon",
    ("placed-under", "this", 5): "when effects add to this Digimon's digivolution cards",
    ("placed-under", "this", 1):
        "when one of your effects places a digivolution card under this Digimon",
    ("tamer-under-trashed", "own", 0): "when effects trash cards from under your Tamers",
    ("under-trashed", "this", 1): "when an effect trashes this card from digivolution cards",
    ("under-trashed", "opponent", 0): "when one of your opponent's digivolution cards is trashed",
    ("under-trashed", "opponent", 2):
        "when you trash a digivolution card of 1 of your opponent's Digimon",
    ("security-removed", "own", 0): "when a card is removed from your security stack",
    ("security-removed", "opponent", 0):
        "when a card is removed from your opponent's security stack",
    ("security-removed", "any", 0): "when a card is removed from a security stack",
    ("security-removed", "own", 1): "when your security stack is removed from",
    ("security-removed", "opponent", 1): "when your opponent's security stack is removed from",
    ("security-removed", "any", 1): "when security stacks are removed from",
    ("hand-trashed", "own", 0): "when one of your effects trashes a card in your hand",
    ("hand-trashed", "own", 1): "when you trash a card in your hand using one of your effects",
    ("hand-trashed", "own", 2): "when an effect trashes a card in your hand",
    ("hand-trashed", "own", 3): "when your hand is trashed from",
    ("security-added", "own", 0): "when a card is added to your security stack",
    ("security-added", "own", 1): "when your security stack is added to",
    ("digivolved", "own", 0): "when one of your other Digimon digivolves",
    ("hand-added", "opponent", 0): "when an effect adds cards to your opponent's hand",
    ("hand-added", "own", 0): "when an effect adds a card to your hand",
    ("hand-added", "own", 1): "when an effect adds cards to your hand",
    ("hand-added", "own", 2): "when one of your Digimon's effects adds cards to your hand",
    ("played", "own", 0): "when an effect plays one of your Digimon",
    ("played", "opponent", 1): "when an effect plays an opponent's Digimon",
    ("played", "own", 2): "when you play a Digimon by an effect",
    ("played", "own", 3): "when you play another Digimon by an effect",
    ("played", "own", 4): "when you play a Tamer",
    ("played", "own", 5): "when you play a {color} Tamer",
    ("played", "own", 6): "when you play another Digimon",
    ("played", "opponent", 7): "when an opponent plays a Digimon",
    **text_events.CARD_TRIGGERS,
}


def _use_option(t: ir.Trigger) -> str:
    """"When you use an Option card / Option cards [with a [use] cost of N or more]"
    (``form``: +1 the plural, +2 "use cost")."""
    cards = "Option cards" if t.form % 2 else "an Option card"
    cost = f" with a {'use ' if t.form >= 2 else ''}cost of {t.n} or more" \
        if t.n is not None else ""
    return f"When you use {cards}{cost}"


def _any_played(t: ir.Trigger) -> str:
    """"When any of your [other] Digimon / <color> Digimon|Tamers / [X] trait Digimon|Tamers
    are played"."""
    *words, kind = (t.what or "digimon").split()
    group = " ".join(words + ([f"[{t.trait}] trait"] if t.trait else []) +
                     ["Digimon" if kind == "digimon" else "Tamers"])
    return f"When any of your {group} are played"


def _event_words(t: ir.Trigger) -> str:
    if t.event == "attack":
        return "attacks" + _ATTACKED[t.target]
    if t.event == "digivolved":
        verb = "digivolve" if t.subject == "subj_any_of" else "digivolves"
        if t.into is None:
            return verb
        into = " or ".join(f"[{n}]" for n in t.into.names) if t.into.names else \
            f"{t.wording} {_qualified(t.into)}"
        return f"{verb} into {into}"
    if t.event == "played":
        return "is played" + (f" from {t.source}" if t.source else "")
    if t.event == "battle-delete":
        return f"deletes {_VICTIMS[t.wording]} in battle" + \
            (" and survives" if t.cause == "survives" else "")
    if t.event == "suspend":
        return "suspends" if t.wording == "ev_suspends" else "becomes suspended"
    if t.event == "unsuspend":
        verb = "unsuspends" if t.wording == text_events.UNSUSPENDS else "becomes unsuspended"
        if t.wording == text_events.DURING_A_MAIN:
            return f"{verb} during a main phase"
        return verb + _DURING[t.phase]
    if t.event == "delete" and t.cause == "zero-dp":
        return "is deleted by dropping to 0 DP"
    if t.event == "moved" and t.wording:
        return text_battle.moved_words(t.wording)
    if t.event == "delete" and t.cause == text_battle.BATTLE_OR_ZERO_DP:
        return "is deleted in battle or by having 0 DP"
    if t.event == "delete" and t.cause == "battle":
        return t.wording if t.wording == text_battle.ARE_DELETED_IN_BATTLE else \
            "is deleted in battle"
    return {"delete": "is deleted", "blocked": "is blocked", "win-battle": "wins a battle",
            "moved": "moves from the breeding area to the battle area"}[t.event]


_SWITCHED = {"any_target_switched": "When an attack target is switched",
             "targets_change": "When attack targets change",
             "this_target_switched": "When this Digimon's attack target is switched",
             "own_target_switched": "When one of your Digimon's attack targets is switched",
             **text_battle.SWITCHED}


def subject(name: str, who: ir.Select | None) -> str:
    """A trigger's subject as printed: "one of your Digimon", "an opponent's level 6
    Digimon with [X] in its name"."""
    if who is None:
        return SUBJECTS[name][0]
    return f"{_SUBJECT_LEADS[name]} {_qualified(who)}"


def _qualified(who: ir.Select) -> str:
    if who.kind == "named":  # "another [Eosmon]" (text_trigger_subjects)
        return " or ".join(f"[{n}]" for n in who.names)
    return " ".join([_filter(f) for f in who.before] + [_KINDS[who.kind]] +
                    [_filter(f) for f in who.after])


def _played_card(t: ir.Trigger) -> str:
    """"When you play a level 3 yellow Digimon [by an effect]", "When an opponent plays a
    Digimon with [X] in its name"."""
    lead = "When you play" if t.side == "own" else "When an opponent plays"
    by = " by an effect" if t.cause == "effect" else ""
    return f"{lead} {t.wording} {_qualified(t.who)}{by}"


def _played_or_digivolved(t: ir.Trigger) -> str:
    """"When your [other] Digimon [or Tamers] are played or digivolve", "When [any] [other]
    Digimon are ...", "When any of your [other] Digimon are ...", "When one of your [other]
    Digimon / an opponent's Digimon is played or digivolves" (text_group)."""
    if t.subject in SUBJECTS:
        return f"When {SUBJECTS[t.subject][0]} is played or digivolves"
    group = "Digimon or Tamers" if t.what == "digimon-or-tamer" else "Digimon"
    lead = text_group.GROUP_LEADS[t.subject].format(other="other " if t.other else "")
    return f"{lead}{group} are played or digivolve"


def _event_digimon(c: ir.EventDigimon) -> str:
    """"any of them have the [X] trait or are blue", "it has [X] in its name", "that Digimon
    is level 5 or higher" (text_group): each alternative with the verb its lead takes."""
    if c.level:
        return f"{c.lead} is level {c.level}" + (f" or {c.level_cmp}" if c.level_cmp else "")
    plural = c.lead == "any of them"
    alts = []
    for a in c.alts:
        if a.color:
            alts.append(f"{'are' if plural else 'is'} {a.color}")
            continue
        what = a.what
        body = f"the {_trait_any(what)} trait" if isinstance(what, ir.TraitAny) else \
            _name_has(what) if isinstance(what, ir.NameHas) else \
            _text_has(what).removeprefix("with ")
        alts.append(f"{'have' if plural else 'has'} {body}")
    return f"{c.lead} " + " or ".join(alts)


def trigger(t: ir.Trigger) -> str:
    own = text_events.render_trigger(t, trigger, _qualified)  # "If ...", "you attack ..."
    if own is not None:
        return own
    plural = text_trigger_subjects.render(t, _qualified, cards)  # "When any of your ... are"
    if plural is not None:
        return plural
    if (delay := text_delay.render_trigger(t)) is not None:
        return delay
    if (own_would := text_would_own.render_trigger(t, _qualified)) is not None:
        return own_would
    if t.event == text_group.EVENT:
        return _played_or_digivolved(t)
    if t.event in ("would-delete", "would-leave"):
        cause = f" {t.wording}" if t.wording else _CAUSES[t.cause]
        event = "be deleted" if t.event == "would-delete" else "leave the battle area"
        who = _qualified(t.who) if t.who is not None else "Digimon"
        return f"When this {who} would {event}{cause}"
    if t.event == "played" and t.form == text_group.PLAYED_FROM:
        kind = "Digimon" if t.what.endswith("digimon") else "Tamer"
        return f"When you play {t.wording} {_qualified(t.who) if t.who else kind} from {t.source}"
    if t.event == "played" and t.form in (9, 10):
        return _played_card(t)
    if t.event == "played" and t.form == 11:
        other = "other " if t.what.startswith("other") else ""
        return f"When any of your {other}{_qualified(t.who)} are played"
    if t.event == "digivolved" and t.subject == "subj_any_of":
        other = "other " if t.what.startswith("other") else ""
        return f"When any of your {other}Digimon {_event_words(t)}"
    if t.who is not None or (t.event in ("digivolved", "played") and t.subject in SUBJECTS):
        return f"When {subject(t.subject, t.who)} {_event_words(t)}"
    if t.event == "switch":
        return _SWITCHED[t.subject]
    if t.event == "played" and t.form == 8:
        return _any_played(t)
    if t.event == "use-option":
        return _use_option(t)
    card_event = CARD_TRIGGERS.get((t.event, t.side, t.form))
    if card_event is not None:
        return _cap(card_event.format(n=t.n, color=(t.what or "").partition(" ")[0]))
    if t.event == "suspend" and t.cause == "effect":
        return f"When an effect suspends {EFFECT_OBJECTS[t.subject][0]}"
    return f"When {subject(t.subject, t.who)} {_event_words(t)}"


def replacement(r: ir.Replace) -> str:
    if r.form == "instead":
        text = ("you may " if r.may else "") + f"{action(r.action)} instead"
    elif r.form == "may-prevent":
        text = f"you may {action(r.action)}{r.ending}"
    else:
        text = f"by {action(r.action)}{r.ending}"
    if r.condition is not None:
        text = f"{r.condition.word} {condition(r.condition.condition)}, {text}"
    return text + _ending(r.period, r.note)


def header(h: ir.Header) -> str:
    icon = f"[{h.icon}] " if h.icon else ""
    return icon + " ".join(f"[{t}]" for t in h.timings) + \
        (f" [{h.per_turn}]" if h.per_turn else "")


def effect(e: ir.Effect) -> str:
    head = header(e.header)
    if e.kind == "color":
        return sentences(e.sentences)
    if e.kind in ("timed", "persistent"):
        return f"{head} {sentences(e.sentences)}"
    if e.kind in ("triggered", "would"):
        return f"{head} {trigger(e.trigger)}, {sentences(e.sentences)}"
    if e.kind == "immediate":
        comma = "," if e.replace.comma else ""
        return f"{head} {trigger(e.trigger)}{comma} {replacement(e.replace)}"
    if e.kind == "choose":
        c = e.choose
        intro = f"{'You may a' if c.may else 'A'}ctivate {c.n} of the effects below{c.end}"
        if c.all_if is not None:
            intro += f" If {condition(c.all_if)}, activate all of the effects below instead" \
                     f"{c.all_end}"
        return " ".join([head, intro, *(f"{ch.bullet} {sentences(ch.sentences)}"
                                        for ch in e.choices)])
    if e.kind == "digivolve-reduction":
        return f"{head} {_digivolve_reduction(e.reduction)}"
    if e.kind == "field-digivolve-reduction":
        return f"{head} {_field_digivolve_reduction(e.reduction)}"
    if e.kind == "field-reduction":
        return f"{head} {field_reduction(e.field_reduction)}"
    if e.kind == "xros-tamers":
        return f"{head} {xros_tamers(e.xros_tamers)}"
    note = f" {e.delay_note}" if e.delay_note else ""
    if e.trigger is not None:
        head = f"{head} {trigger(e.trigger)},"
    if e.delay_if is not None:
        head = f"{head} {_cap(e.delay_if.word)} {condition(e.delay_if.condition)},"
    dot = "." if e.delay_dot else ""
    bullet = f" {e.bullet}" if e.bullet else ""  # "" : the effect on the <Delay> line
    body = text_would_own.delay_body(e) or sentences(e.sentences)
    return f"{head} <Delay>{dot}{note}{bullet} {body}"


def _reduced_card(c: ir.PlayedCard) -> str:
    if c.names:
        return " or ".join(f"[{n}]" for n in c.names)
    if c.trait_first:
        return f"{_trait_any(c.traits)} trait card{'s' if c.plural else ''}"
    color = f"{c.color} " if c.color else ""
    traits = f" with the {_trait_any(c.traits)} trait" if c.traits else ""
    return f"{color}{(c.kind or '').capitalize()} card{'s' if c.plural else ''}{traits}"


def xros_tamers(x: ir.XrosTamers) -> str:
    """text_xros.py: cards from under Tamers placed for a DigiXros."""
    w = x.when
    cards = f"card{'s' if w.plural else ''}"
    when = {"play": f"When you play {w.n} Digimon with DigiXros requirements",
            "you": f"When you would play {w.article} Digimon {cards} with a DigiXros requirement",
            "any": f"When any of your {_trait_any(w.traits) if w.traits else ''} trait Digimon "
                   f"{cards} with DigiXros requirements would be played"}[w.form]
    if x.grant == "each":
        under = "from under" if x.from_word else "under"
        grant = f"1 card {under} your Tamers and 1 card in your trash can also be placed for " \
                "their DigiXros"
    else:
        tamers = "one of your Tamers" if x.grant == "one" else "your Tamers"
        grant = f"you may place cards from under {tamers} as digivolution cards for a DigiXros"
    return f"{when}, by {action(x.cost)}, {grant}" + _ending(x.period, x.note)


def field_reduction(f: ir.FieldReduction) -> str:
    card = _reduced_card(f.card)
    hand = f" {f.hand}" if f.hand else ""
    when = {"any": f"When any {card} would be played{hand}",
            "any-yours": f"When any of your {card} would be played{hand}",
            "you": f"When you would play {f.article} {card}{hand}",
            "named": f"When {card} would be played{hand}"}[f.form]
    cost = f"by {action(f.cost)}, " if f.cost is not None else ""
    return f"{when}, {cost}reduce {f.obj} by {f.n}" + _ending(f.period, f.note)


def reduce_bound(r: ir.ReduceBound) -> str:
    cost = "the digivolution cost" if r.digivolution else "the cost"
    subject = r.subject.replace("digimon", "Digimon")
    return f"When {subject} would digivolve {r.word} this effect, reduce {cost} by {r.n}"


def _digivolve_reduction(r: ir.DigivolveReduction) -> str:
    into = ""
    if r.into is not None:
        into = f" into {_into_card(r)}" + (" from the trash" if r.from_trash else "")
    cond = f"{r.condition.word} {condition(r.condition.condition)}, " if r.condition else ""
    cost = "the memory cost of the digivolution" if r.memory else \
        "the digivolution cost" if r.digivolution else "the cost"
    by = f"by {action(r.cost)}, " if r.cost is not None else ""  # text_tamer_stack
    return f"When this Digimon would digivolve{into}, {by}{cond}reduce {cost} by {r.n}" + \
        ("." if r.period else "")


def _field_digivolve_reduction(r: ir.DigivolveReduction) -> str:
    """"When one of your green Digimon / any of your Digimon would digivolve into <cards>, [by
    <cost>,] reduce ..." / "..., you may <cost> to reduce ..." (text_group)."""
    who = _qualified(r.who) if r.who is not None else "Digimon"
    into = _into_card(r)
    cond = f"{r.condition.word} {condition(r.condition.condition)}, " if r.condition else ""
    cost = "the memory cost of the digivolution" if r.memory else \
        "the digivolution cost" if r.digivolution else "the cost"
    reduce = f"{cond}reduce {cost} by {r.n}"
    if r.cost is not None:
        costs = action(r.cost) + (f" and {action(r.cost_and)}" if r.cost_and else "")
        reduce = f"you may {costs} to {reduce}" if r.cost_may else f"by {costs}, {reduce}"
    if r.lead == "this-or-tamers":  # text_costs.py
        assert r.into is not None
        return "When this Digimon or any of your Tamers would digivolve into a multicolored " \
            f"Digimon that is {' or '.join(r.into.colors)}, {reduce}" + ("." if r.period else "")
    if r.lead == text_tamer_stack.IF_ONE:
        return f"If one of your {who} digivolves into {into}, {reduce}" + \
            ("." if r.period else "")
    if r.lead == "digivolving":
        return f"When digivolving one of your {who} into {into}, {reduce}" + \
            ("." if r.period else "")
    return f"When {r.lead} of your {who} would digivolve into {into}, {reduce}" + \
        ("." if r.period else "")


def _into_card(r: ir.DigivolveReduction) -> str:
    """The card a Digimon would digivolve into, "in your hand" where printed (the description
    after it, ``hand_after``, is part of the card's)."""
    card = cards(r.into)
    if r.in_hand:
        whole = cards(replace(r.into, after=(*r.into.after, *r.hand_after)))
        card = f"{card} in your hand{whole[len(card):]}"
    return f"{r.article + ' ' if r.article else ''}{card}"


def keyword_item(k: ir.KeywordItem) -> str:
    return keyword(k.keyword) + ("." if k.period else "") + \
        (f" {k.note_after}" if k.note_after else "")


def play_reduction(p: ir.PlayReduction) -> str:
    cond = f"{p.condition.word} {condition(p.condition.condition)}, " if p.condition else ""
    if p.cost is not None:
        cond = f"by {action(p.cost)}, "
    if p.cond_after:  # "reduce its play cost by 2 if you have [X] in play"
        return f"When {p.wording}, reduce {p.obj} by {p.n} {cond[:-2]}" + \
            _ending(p.period, p.note)
    per = f" {for_each(p.per)}" if p.per is not None else ""
    if p.cond_first:  # "While ..., when playing this card from your hand, reduce ..."
        return f"{cond[0].upper()}{cond[1:]}when {p.wording}, reduce {p.obj} by {p.n}{per}" + \
            _ending(p.period, p.note)
    return f"When {p.wording}, {cond}reduce {p.obj} by {p.n}{per}" + _ending(p.period, p.note)


def render_box(box: ir.Box) -> str:
    """The canonical English of a whole text box."""
    return "\n".join(effect(i) if isinstance(i, ir.Effect) else play_reduction(i)
                     if isinstance(i, ir.PlayReduction) else keyword_item(i)
                     for i in box.items)
