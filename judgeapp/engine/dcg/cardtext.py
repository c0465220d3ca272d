"""Parse printed card text into effect objects with a table of sentence templates.

Each :class:`Template` matches one action phrase (a sentence without its "you may", "by ...",
"if ..." and "Then," wrappers) and builds an :class:`~judgeapp.engine.dcg.effects.Action`.
Text outside the subset raises :class:`~judgeapp.engine.errors.CardTextError` quoting the
sentence; nothing is silently ignored. ``docs/card-text.md`` is generated from this table
(:func:`templates_markdown`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from judgeapp.engine.dcg import ascension, detach, guard, training, use_req
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import keywords as kw_status
from judgeapp.engine.dcg.effects import (
    Action,
    CardFilter,
    Clause,
    Condition,
    Effect,
    Static,
    Target,
    Trigger,
)
from judgeapp.engine.dcg.keyword_rules import read_in_part
from judgeapp.engine.errors import CardTextError

TIMINGS = {
    "on play": fx.ON_PLAY,
    "when digivolving": fx.WHEN_DIGIVOLVING,
    "when attacking": fx.WHEN_ATTACKING,
    "on deletion": fx.ON_DELETION,
    "your turn": fx.YOUR_TURN,
    "opponent's turn": fx.OPPONENTS_TURN,
    "all turns": fx.ALL_TURNS,
    "start of your turn": fx.START_OF_YOUR_TURN,
    "start of opponent's turn": fx.START_OF_OPPONENTS_TURN,
    "end of your turn": fx.END_OF_YOUR_TURN,
    "end of opponent's turn": fx.END_OF_OPPONENTS_TURN,
    "end of all turns": fx.END_OF_ALL_TURNS,
    "start of your main phase": fx.START_OF_YOUR_MAIN,
    "start of opponent's main phase": fx.START_OF_OPPONENTS_MAIN,
    "main": fx.MAIN,
    "security": fx.SECURITY,
    "counter": fx.COUNTER,
    "end of attack": fx.END_OF_ATTACK,
}
PER_TURN = {"once per turn": 1, "twice per turn": 2}

# Keywords a card can have (persistent), by printed name -> keyword id. The keywords issue
# adds the rest; until then any other keyword is refused with a message saying so.
STATIC_KEYWORDS = {
    "blocker": "blocker",
    "jamming": "jamming",
    "piercing": "piercing",
    "rush": "rush",
    "reboot": "reboot",
    "retaliation": "retaliation",
    "iceclad": "iceclad",
    "collision": "collision",
    "progress": "progress",
}
# Keywords that are "when this Digimon attacks" trigger effects: printed name -> (id, action).
ATTACK_KEYWORDS = {"raid": ("raid", "you may change the attack target to 1 of your "
                                    "opponent's unsuspended Digimon with the highest DP"),
                   "alliance": ("alliance", "by suspending 1 of your other Digimon, this "
                                "Digimon gains <Security A. +1> and the suspended Digimon's "
                                "DP for the attack")}
# Keyword replacements (immediate-type): the keyword works exactly as the English manual's
# keyword list words it (manual-en/kw-<id>); the sentence is parsed like any card text.
REPLACEMENT_KEYWORDS = {
    "armor purge": "When this Digimon would be deleted, by trashing this Digimon's top "
                   "stacked card, it isn't deleted.",
    "evade": "When this Digimon would be deleted, by suspending this Digimon, it isn't "
             "deleted.",
    "barrier": "When this Digimon would be deleted in battle, by trashing your top security "
               "card, it isn't deleted.",
    "scapegoat": "When this Digimon would be deleted other than by your effects, by deleting 1 "
                 "of your other Digimon, it isn't deleted.",
}
_FRAGMENT = re.compile(r"Fragment\s*<?(\d+)>?", re.IGNORECASE)
_DIGISORPTION = re.compile(r"Digisorption -(\d+)", re.IGNORECASE)
_MATERIAL_SAVE = re.compile(r"Material Save (\d+)", re.IGNORECASE)
_DIGI_BURST = re.compile(r"<Digi-Burst (\d+)>:?\s*(.+)$", re.IGNORECASE)
# "<Delay> • <effect>" (the reminder text in parentheses is dropped before this is matched).
_DELAY = re.compile(r"<Delay>\s*[•・]\s*(.+)$", re.IGNORECASE | re.DOTALL)
# The timings a <Delay> effect is modelled with: [Main] (an activation-type effect) and the
# start/end of turn and main phase timings (trigger-type; trashing the card is a "by" cost).
DELAY_TIMINGS = (fx.MAIN, fx.START_OF_YOUR_TURN, fx.START_OF_OPPONENTS_TURN,
                 fx.START_OF_YOUR_MAIN, fx.START_OF_OPPONENTS_MAIN, fx.END_OF_YOUR_TURN,
                 fx.END_OF_OPPONENTS_TURN, fx.END_OF_ALL_TURNS)
_DECOY = re.compile(r"Decoy \((Red|Blue|Yellow|Green|Black|Purple|White)\)", re.IGNORECASE)
# <Overclock (Trait)>, also the manual's <Overclock《Trait》>; the trait may be in brackets.
_OVERCLOCK = re.compile(r"Overclock\s*(?:\(\s*\[?([^()\[\]]+?)\]?\s*\)"
                        r"|《\s*\[?([^《》\[\]]+?)\]?\s*》)", re.IGNORECASE)
# Keywords that attack at the end of your turn (effect_attack.py): printed name -> wording.
END_OF_TURN_ATTACKS = {
    "vortex": "At the end of your turn, this Digimon may attack an opponent's Digimon; with "
              "this effect it can attack the turn it was played",
    "execute": "At the end of your turn, this Digimon may attack (your opponent's unsuspended "
               "Digimon too); at the end of that attack, delete this Digimon",
    "engage": "At the end of your turn, this Digimon may attack",  # cr-en/16-44-1
}
# "If your opponent has 1 or more memory" (manual-en/kw-blitz), from the controller's view.
_BLITZ_CONDITION = Condition("memory", "<=", -1)
_BLITZ_TIMINGS = (fx.ON_PLAY, fx.WHEN_DIGIVOLVING)
_BLITZ_FORMS = "[On Play] <Blitz> or [When Digivolving] <Blitz>"
_FRAGMENT_WORDING = ("When this Digimon would be deleted, by trashing any {n} of its "
                     "digivolution cards, it isn't deleted.")
_SECURITY_ATTACK = re.compile(r"Security A(?:ttack|\.) ?([+-]\d+)", re.IGNORECASE)
# "Would leave the battle area" keywords: <Partition (A & B)> (also the manual's 《A & B》)
# and <Decode (XX)>; what they specify is read by _partition_names and _decode_filter.
_PARTITION = re.compile(r"Partition\s*(?:\((?P<a>.+)\)|《(?P<b>.+)》)", re.IGNORECASE)
_DECODE = re.compile(r"Decode\s*(?:\((?P<a>.+)\)|《(?P<b>.+)》)", re.IGNORECASE)
# A card specified by level, colour, trait or part of a name rather than by its name.
_DESCRIBED = re.compile(r"\b(?:Lv|level|trait|Digimon|Tamer|card|with|in (?:its )?name|red|"
                        r"blue|yellow|green|black|purple|white)\b|\bw/", re.IGNORECASE)
_LEAVE_CAUSES = {"partition": "not-own-effect-or-battle", "decode": "not-battle"}
# What the parser says about a form of a modelled keyword it does not read.
_FORMS = {
    "blitz": f"write it as {_BLITZ_FORMS}",
    "overclock": "write it as <Overclock (Trait)> or <Overclock《Trait》>",
    "partition": "only 2 or more different cards specified by name are modelled: <Partition "
                 "(Agumon & Gabumon)>, <Partition ([Agumon] & [Gabumon])> or <Partition "
                 "《Agumon & Gabumon》>; cards specified by level, colour or trait are not",
    "decode": "modelled forms: <Decode ([Name])> (a card name in brackets) or <Decode ([Trait] "
              "trait)> (a trait); a bare word could be either, so write which; levels, colours "
              "and other descriptions are not modelled",
}

_NUM = r"(\d+)"
_DURATIONS = {
    "for the turn": fx.FOR_TURN,
    "until the end of your opponent's turn": fx.UNTIL_OPP_TURN_END,
    "until the end of their turn": fx.UNTIL_OPP_TURN_END,
    "until their turn ends": fx.UNTIL_OPP_TURN_END,
    "until your opponent's turn ends": fx.UNTIL_OPP_TURN_END,
}
_DURATION_RE = "|".join(re.escape(d) for d in _DURATIONS)


def keyword_id(printed: str) -> str | None:
    """The keyword id of a printed keyword (``Security A. +1`` -> ``security-attack``)."""
    inner = printed.strip("<> ")
    if _SECURITY_ATTACK.fullmatch(inner):
        return "security-attack"
    if inner.lower() in REPLACEMENT_KEYWORDS:
        return REPLACEMENT_KEYWORDS_IDS[inner.lower()]
    if inner.lower() in ATTACK_KEYWORDS:
        return ATTACK_KEYWORDS[inner.lower()][0]
    if _FRAGMENT.fullmatch(inner):
        return "fragment"
    if _DECOY.fullmatch(inner):
        return "decoy"
    if _OVERCLOCK.fullmatch(inner):
        return "overclock"
    if inner.lower() in END_OF_TURN_ATTACKS:
        return inner.lower()
    if _MATERIAL_SAVE.fullmatch(inner):
        return "material-save"
    if _DIGISORPTION.fullmatch(inner):
        return "digisorption"
    if _partition_names(inner) is not None:
        return "partition"
    if _decode_filter(inner) is not None:
        return "decode"
    if inner.lower() in ("fortitude", "ascension", "training", "guard"):
        return inner.lower()
    if use_req.read(inner) is not None:
        return "use-req"
    if detach.read(inner) is not None:
        return "detach"
    return STATIC_KEYWORDS.get(inner.lower())


REPLACEMENT_KEYWORDS_IDS = {name: name.replace(" ", "-") for name in REPLACEMENT_KEYWORDS}


def _card_name(spec: str) -> str | None:
    """A card specified by name (``[Agumon]`` or ``Agumon``); None for a description such as
    ``Lv.4 w/[Greymon] in name``."""
    spec = spec.strip()
    if m := re.fullmatch(r"\[([^\[\]]+)\]", spec):
        return m[1].strip()
    if not spec or re.search(r"[\[\]()<>《》]", spec) or _DESCRIBED.search(spec):
        return None
    return spec


def _partition_names(inner: str) -> tuple[str, ...] | None:
    """The names in ``Partition (A & B)`` / ``Partition 《A & B》``; None for other forms."""
    m = _PARTITION.fullmatch(inner.strip())
    if not m:
        return None
    names = tuple(_card_name(part) for part in (m["a"] or m["b"]).split("&"))
    distinct = len(set(names)) == len(names) >= 2
    return names if distinct and all(names) else None  # type: ignore[return-value]


def _decode_filter(inner: str) -> CardFilter | None:
    """``Decode ([Gabumon])`` (a name) or ``Decode ([Ice-Snow] trait)`` / ``Decode (Ice-Snow
    trait)`` (a trait); None for other forms. A bare word is refused: "1 XX Digimon card"
    (manual-en/kw-decode) could mean a name or a trait, and a misread would be a silent
    wrong ruling."""
    m = _DECODE.fullmatch(inner.strip())
    if not m:
        return None
    spec = (m["a"] or m["b"]).strip()
    if named := re.fullmatch(r"\[([^\[\]]+)\]", spec):
        return CardFilter(kind="digimon", names=(named[1].strip(),))
    trait = re.fullmatch(r"\[?([^\[\]]+?)\]? trait", spec, flags=re.IGNORECASE)
    value = _card_name(trait[1].strip()) if trait else None
    return CardFilter(kind="digimon", trait=value) if value else None


def printed_keyword_id(printed: str) -> str:
    """The keyword id of any printed keyword, modelled or not: its name without parameters
    (``De-Digivolve 2`` -> ``de-digivolve``, ``Decoy (Black)`` -> ``decoy``)."""
    inner = printed.strip().removeprefix("<").removesuffix(">").strip()
    if inner.lower().startswith("security a"):
        return "security-attack"
    if re.fullmatch(r"link\s*\+\s*(?:\d+|x)", inner, flags=re.IGNORECASE):
        return "link-plus"
    while (shorter := re.sub(r"\s*(?:\([^()]*\)|<[^<>]*>|[+-]?\s*(?:\d+|X))$", "",
                             inner)) != inner:
        inner = shorter
    return re.sub(r"[^a-z0-9]+", "-", inner.lower()).strip("-")


def refuse_keyword(printed: str, sentence: str) -> None:
    """Raise the CardTextError for a printed keyword the engine does not model."""
    kid = printed_keyword_id(printed)
    why = kw_status.refusal(kid) or _FORMS.get(kid) or "it is not written the way the engine " \
        "reads it"
    raise CardTextError(sentence, f"<{printed}> ({kid}): {why}")


def keyword_value(printed: str) -> int:
    m = _SECURITY_ATTACK.fullmatch(printed.strip("<> "))
    return int(m.group(1)) if m else 0


# ---------------------------------------------------------------- targets and filters

# "with [A], [B] or [C] in its name" (manual-en/specifying-names): the bracketed parts.
_NAMES = r"\[[^\[\]]+\](?:, \[[^\[\]]+\])*(?:,? or \[[^\[\]]+\])? in (?:its|their) names?"
_TARGET_RE = re.compile(
    r"(?P<q>1|2|3|up to \d+|all) of (?P<side>your opponent's|your|their) (?P<other>other )?"
    r"(?P<pre>(?:(?:suspended|unsuspended|level \d+ or lower|\d+ DP or (?:lower|less)) )*)"
    r"(?P<kind>Digimon or Tamers|Digimon|Tamers?)"
    r"(?P<post>(?: with (?:\d+ DP or (?:less|lower|more|higher)|the lowest level|"
    r"no digivolution cards|a level of \d+ or less|the \[[^\]]+\] trait|"
    rf"{_NAMES}))*)"
)


def _name_parts(text: str) -> tuple[str, ...]:
    """The bracketed parts of a "with [A] or [B] in its name" phrase."""
    return tuple(re.findall(r"\[([^\[\]]+)\]", text))


def parse_target(text: str) -> Target | None:
    """A target phrase (``1 of your opponent's Digimon with 4000 DP or less``) or None."""
    text = text.strip()
    if text.lower() in ("this digimon", "it", "this card"):
        return Target(mode="this")
    if text.lower() == "this tamer":
        return Target(mode="this", kind="tamer")
    m = _TARGET_RE.fullmatch(text[0].lower() + text[1:])
    if not m:
        return None
    q = m["q"]
    mode, count = ("all", 0) if q == "all" else ("up-to", int(q.split()[-1])) \
        if q.startswith("up to") else ("one", int(q))
    side = "own" if m["side"] == "your" else "opponent"
    kind = {"Digimon": "digimon", "Tamer": "tamer", "Tamers": "tamer"}.get(m["kind"], "any")
    fields: dict = {}
    parts = re.findall(r"unsuspended|suspended|level \d+ or lower|\d+ DP or (?:lower|less)",
                       m["pre"]) + [p.strip() for p in m["post"].split(" with ") if p.strip()]
    for part in parts:
        if part in ("suspended", "unsuspended"):
            fields["suspended"] = part == "suspended"
        elif n := re.fullmatch(r"(\d+) DP or (?:less|lower)", part):
            fields["max_dp"] = int(n.group(1))
        elif n := re.fullmatch(r"(\d+) DP or (?:more|higher)", part):
            fields["min_dp"] = int(n.group(1))
        elif n := re.fullmatch(r"level (\d+) or lower|a level of (\d+) or less", part):
            fields["max_level"] = int(n.group(1) or n.group(2))
        elif part == "the lowest level":
            fields["lowest_level"] = True
        elif part == "no digivolution cards":
            fields["no_digivolution"] = True
        elif re.fullmatch(_NAMES, part):
            fields["name_has"] = _name_parts(part)
        elif n := re.fullmatch(r"the \[([^\]]+)\] trait", part):
            fields["trait"] = n.group(1)
    return Target(mode=mode, side=side, kind=kind, count=count, other=bool(m["other"]),
                  **fields)


_FILTER_RE = re.compile(
    r"(?:level (?P<lv>\d+) or lower )?(?P<kind>Digimon|Tamer|Option)? ?cards?"
    r"(?P<post>(?: with (?:a play cost of \d+ or less|the \[[^\[\]]+\] trait|"
    rf"{_NAMES}|(?:\[[^\[\]]+\]|<[^<>]+>) in (?:its|their) text|different colors))*)")


def _filter_part(part: str) -> dict:
    """One "with ..." part of a card description, as CardFilter fields."""
    if m := re.fullmatch(r"a play cost of (\d+) or less", part):
        return {"max_cost": int(m[1])}
    if m := re.fullmatch(r"the \[([^\[\]]+)\] trait", part):
        return {"trait": m[1]}
    if re.fullmatch(_NAMES, part):
        return {"name_has": _name_parts(part)}
    if m := re.fullmatch(r"(?:\[([^\[\]]+)\]|(<[^<>]+>)) in (?:its|their) text", part):
        return {"text_has": m[1] or m[2]}
    return {"different_colors": True}


def parse_filter(text: str) -> CardFilter | None:
    """A card description in a zone: ``[Agumon]``, ``level 3 or lower Digimon card``,
    ``card with [Greymon] in its name``, ``card with <Save> in its text``..."""
    text = text.strip()
    names = re.fullmatch(r"\[([^\]]+)\](?: or \[([^\]]+)\])*", text)
    if names:
        return CardFilter(names=tuple(re.findall(r"\[([^\]]+)\]", text)))
    m = _FILTER_RE.fullmatch(text)
    if not m:
        return None
    fields: dict = {}
    for part in re.split(r" with (?![^\[]*\])", m["post"]):
        if part.strip():
            fields.update(_filter_part(part.strip()))
    return CardFilter(kind=m["kind"].lower() if m["kind"] else None,
                      max_level=int(m["lv"]) if m["lv"] else None, **fields)


# ---------------------------------------------------------------- the template table


@dataclass(frozen=True)
class Template:
    """One supported action phrase: ``pattern`` (regex over the phrase) -> ``build``."""

    name: str
    pattern: str
    build: Callable[[re.Match], Action | None]
    example: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "regex", re.compile(self.pattern, re.IGNORECASE))

    def match(self, phrase: str) -> Action | None:
        m = self.regex.fullmatch(phrase)
        return self.build(m) if m else None


def _target(m: re.Match, group: str = "target") -> Target | None:
    return parse_target(m[group])


def _duration(m: re.Match) -> str | None:
    d = m.groupdict().get("duration")
    return _DURATIONS[d.lower()] if d else None


def _with_target(verb: str, **kw) -> Callable[[re.Match], Action | None]:
    def build(m: re.Match) -> Action | None:
        target = _target(m)
        return Action(verb, target=target, **kw) if target else None
    return build


# Keywords an effect can give ("gains <X>", "gets +1000 DP and <X>"): the ones the engine reads
# as a Digimon's state when they matter (query.has_keyword / security_attack). The others are
# effects of their own (triggers, interrupts, costs) that a granted keyword would not bring.
GAINABLE = ("blocker", "rush", "jamming", "piercing", "reboot", "iceclad", "collision",
            "retaliation", "progress", "security-attack")


def _keywords(text: str) -> tuple[str, ...] | None:
    printed = re.findall(r"<([^<>]+)>", text)
    if not printed or re.sub(r"<[^<>]+>|\s|and|,", "", text):
        return None
    ids = []
    for p in printed:
        kid = keyword_id(p)
        if kid is None:
            return None
        if kid not in GAINABLE:
            raise CardTextError(f"<{p}>", f"<{p}> ({kid}) given by an effect is not modelled: "
                                "the engine gives only " + ", ".join(
                                    f"<{k}>" for k in GAINABLE) + " (see docs/keywords.md)")
        ids.append(f"{kid}{keyword_value(p):+d}" if kid == "security-attack" else kid)
    return tuple(ids)


def _dp(m: re.Match) -> Action | None:
    target = _target(m)
    if not target:
        return None
    kws = _keywords(m["kw"]) if m.groupdict().get("kw") else ()
    if kws is None:
        return None
    return Action("dp", target=target, amount=int(m["amount"]), duration=_duration(m),
                  keywords=kws)


def _gain_keyword(m: re.Match) -> Action | None:
    target, kws = _target(m), _keywords(m["kw"])
    if not target or not kws:
        return None
    return Action("gain-keyword", target=target, keywords=kws, duration=_duration(m))


def _restrict(m: re.Match) -> Action | None:
    target = _target(m)
    what = {"attack": "attack", "block": "block", "attack or block": "attack-block",
            "be blocked": "be-blocked"}[m["what"].lower()]
    return Action("restrict", target=target, restriction=what, duration=_duration(m)) \
        if target else None


def _play(m: re.Match) -> Action | None:
    """"play [up to] N <cards> from your hand/trash ...". "With different colors" is read
    only with "up to" (manual-en/with-different-xx): each pick must keep the picked cards'
    colors distinct, and the player may stop; a fixed number would make the player find a
    largest combination, which is not modelled."""
    flt = parse_filter(m["what"])
    if not flt or (flt.different_colors and not m["up_to"]):
        return None
    return Action("play-free", filter=flt, source=m["zone"].lower(),
                  amount=int(m["n"]) if m["n"] else 1, up_to=bool(m["up_to"]))


def _zone_cards(verb: str) -> Callable[[re.Match], Action | None]:
    """Trash from the hand / return from the trash: N cards fitting a description (never
    "with different colors", which only "play up to N" reads)."""
    def build(m: re.Match) -> Action | None:
        flt = parse_filter(m["what"])
        if not flt or flt.different_colors:
            return None
        return Action(verb, amount=int(m["n"]), filter=flt)
    return build


def _face_up(m: re.Match) -> bool:
    """'face up' printed before or after 'as the top/bottom security card' (face down
    otherwise: manual-en/placing-cards-in-private-areas)."""
    return bool(m["up1"] or m["up2"])


def _place_security(m: re.Match) -> Action | None:
    """One Digimon only: several placed at once would need an order the engine doesn't ask."""
    target = _target(m)
    if target is None or target.kind != "digimon" or target.count != 1 or \
            target.mode not in ("this", "one"):
        return None
    return Action("place-security", target=target, end=m["end"].lower(), face_up=_face_up(m))


def _trash_under(m: re.Match) -> Action | None:
    target = parse_target(m["target"])
    n = m["n"]
    amount = 1 if n in (None, "", "card") else int(n)
    return Action("trash-under", target=target, amount=amount) if target else None


_T = r"(?P<target>.+?)"
_DUR = rf"(?: (?P<duration>{_DURATION_RE}))?"
# Whose effects an "isn't affected by effects" effect keeps out (manual-en/isnt-affected-by-
# effects): all of the opponent's effects, or only those of the opponent's Digimon.
_WHO = (r"(?P<who>(?:your opponent's|their) (?:Digimon's )?effects|the effects of "
        r"(?:your opponent's|their) Digimon)")
_ISNT_AFFECTED = r"(?:isn't|aren't|is not|are not) affected by"
_DONT_AFFECT = r"(?:don't|doesn't|do not|does not) affect"
# "Switch the target of attack to ..." (manual-en/changing-an-attack-target).
_SWITCH = r"(?:switch|change) the (?:target of (?:the )?attack|attack target) to"

def _own(target: Target | None) -> bool:
    """This card, or the controller's own cards (what "isn't affected" and a switched attack
    target are read for)."""
    return target is not None and (target.mode == "this" or target.side == "own")


def _unaffected_scope(who: str, duration: str | None) -> str | None:
    """``effects`` or ``digimon`` (the effects of the opponent's Digimon); None when "their"
    has no "your opponent's" before it to refer to."""
    if who.lower().startswith("their") and "opponent" not in (duration or "").lower():
        return None
    return "digimon" if "digimon" in who.lower() else "effects"


def _unaffected(m: re.Match) -> Action | None:
    target, scope = _target(m), _unaffected_scope(m["who"], m["duration"])
    if not _own(target) or scope is None:
        return None
    return Action("unaffected", target=target, duration=_duration(m), unaffected_by=scope)


def _switch_target(m: re.Match) -> Action | None:
    """Only to 1 of the controller's Digimon; switching to a player is not read."""
    target = _target(m)
    if not _own(target) or target.mode != "one" or target.kind != "digimon":
        return None
    return Action("switch-target", target=target)


TEMPLATES: tuple[Template, ...] = (
    Template("draw", r"<Draw (\d+)>|draw (\d+) cards?(?: from your deck)?",
             lambda m: Action("draw", amount=int(m[1] or m[2])), "<Draw 1>."),
    Template("de-digivolve", rf"<De-Digivolve (?P<n>\d+)> {_T}",
             lambda m: _de_digivolve(m),
             "<De-Digivolve 1> 1 of your opponent's Digimon."),
    Template("trash top stacked card", r"trash (?P<target>this Digimon)'s top stacked card",
             _with_target("trash-top"),
             "[All Turns] When this Digimon would be deleted, by trashing this Digimon's top "
             "stacked card, it isn't deleted."),
    Template("save", r"<Save>", lambda m: Action("save"), "[On Deletion] <Save>."),
    Template("blitz", r"<Blitz>", lambda m: Action("blitz"), "[On Play] <Blitz>."),
    Template("place this card in the battle area",
             r"place this card in (?:your|the) battle area",
             lambda m: Action("place-self"), "[Main] Place this card in your battle area."),
    Template("trash any digivolution cards",
             r"trash any (?P<n>\d+) of (?:its|this Digimon's) digivolution cards",
             lambda m: Action("trash-any-under", target=Target(mode="this"), amount=int(m["n"])),
             "[All Turns] When this Digimon would be deleted, by trashing any 2 of its "
             "digivolution cards, it isn't deleted."),
    Template("trash top security card", r"trash your top security card",
             lambda m: Action("trash-security", amount=1),
             "By trashing your top security card, <Draw 1>."),
    Template("recovery", r"<Recovery \+(\d+) \(Deck\)>",
             lambda m: Action("recovery", amount=int(m[1])), "<Recovery +1 (Deck)>."),
    Template("place the top card of the deck in security (face down; 'face up' if printed)",
             r"place the top card of your deck(?P<up1> face up)? as the (?P<end>top|bottom) "
             r"security card(?P<up2> face up)?",
             lambda m: Action("deck-to-security", end=m["end"].lower(), face_up=_face_up(m)),
             "Place the top card of your deck as the bottom security card."),
    Template("place 1 Digimon in security ('1 of ...' or 'this Digimon'; face down; "
             "'face up' if printed; a Token leaves the game)",
             r"place (?P<target>this Digimon|1 of .+?)(?P<up1> face up)? as the "
             r"(?P<end>top|bottom) security card(?P<up2> face up)?",
             _place_security,
             "Place 1 of your opponent's 6000 DP or lower Digimon as the top security card."),
    Template("gain memory", rf"gain {_NUM} memory",
             lambda m: Action("memory", amount=int(m[1])), "Gain 1 memory."),
    Template("lose memory", rf"lose {_NUM} memory",
             lambda m: Action("memory", amount=-int(m[1])), "Lose 2 memory."),
    Template("opponent memory", rf"your opponent (gains|loses) {_NUM} memory",
             lambda m: Action("memory", who="opponent",
                              amount=int(m[2]) * (1 if m[1] == "gains" else -1)),
             "Your opponent loses 1 memory."),
    Template("set memory", rf"set your memory to {_NUM}",
             lambda m: Action("set-memory", amount=int(m[1])),
             "If you have 2 or less memory, set your memory to 3."),
    Template("delete", rf"delete {_T}", _with_target("delete"),
             "Delete 1 of your opponent's Digimon with 4000 DP or less."),
    Template("DP change", rf"{_T} gets? (?P<amount>[+-]\d+) DP(?: and gains? (?P<kw>.+?))?{_DUR}",
             _dp, "1 of your Digimon gets +3000 DP for the turn."),
    Template("DP change (duration first)",
             rf"(?P<duration>{_DURATION_RE}), {_T} gets? (?P<amount>[+-]\d+) DP"
             r"(?: and gains? (?P<kw>.+?))?",
             _dp, "Until the end of your opponent's turn, 1 of your opponent's Digimon gets "
                  "-2000 DP."),
    Template("gain keyword", rf"{_T} gains? (?P<kw><.+>){_DUR}", _gain_keyword,
             "1 of your Digimon gains <Piercing> for the turn."),
    Template("can't attack/block",
             rf"{_T} can't (?P<what>attack or block|attack|block|be blocked){_DUR}", _restrict,
             "1 of your opponent's Digimon can't attack or block until the end of your "
             "opponent's turn."),
    Template("suspend", rf"suspend {_T}", _with_target("suspend"),
             "Suspend 1 of your opponent's Digimon."),
    Template("unsuspend", rf"unsuspend {_T}", _with_target("unsuspend"), "Unsuspend this Digimon."),
    Template("return to hand", rf"return {_T} to (?:the|its owner's) hand",
             _with_target("return-hand"), "Return 1 of your opponent's level 4 or lower Digimon "
                                          "to the hand."),
    Template("return to deck bottom",
             rf"return {_T} to the bottom of (?:the|its owner's) deck",
             _with_target("return-deck-bottom"),
             "Return 1 of your opponent's Digimon with 3000 DP or less to the bottom of the "
             "deck."),
    Template("trash digivolution cards",
             r"trash the top (?P<n>\d+|card) (?:digivolution cards? of (?P<target>.+?)|of "
             r"(?P<target2>.+?)'s digivolution cards)",
             lambda m: _trash_under_any(m),
             "Trash the top 2 digivolution cards of 1 of your opponent's Digimon."),
    Template("trash this Digimon's top digivolution card",
             r"trash (?P<target>this Digimon)'s top (?P<n>)digivolution card",
             _trash_under, "Trash this Digimon's top digivolution card."),
    Template("trash from hand", r"trash (?P<n>\d+) (?P<what>.+?) (?:in|from) your hand",
             _zone_cards("trash-hand"),
             "By trashing 1 card with [Knightmon] in its text in your hand, <Draw 2>."),
    Template("return from trash to hand",
             r"return (?P<n>\d+) (?P<what>.+?) from your trash to (?:the|your) hand",
             _zone_cards("trash-to-hand"),
             "Return 1 card with [Garurumon], [Greymon] or [Omnimon] in its name from your "
             "trash to the hand."),
    Template("play without paying",
             r"play (?:(?P<up_to>up to )?(?P<n>\d+) )?(?P<what>.+?) from your "
             r"(?P<zone>hand|trash) without paying (?:the|its|their) (?:memory )?costs?",
             _play, "You may play up to 2 Digimon cards with different colors from your hand "
                    "without paying the cost."),
    Template("play this card", r"play this card without paying (?:the|its) (?:memory )?cost",
             lambda m: Action("play-self"), "[Security] Play this card without paying the cost."),
    Template("isn't affected by effects",
             rf"{_T} {_ISNT_AFFECTED} {_WHO} (?P<duration>{_DURATION_RE})", _unaffected,
             "1 of your Digimon isn't affected by your opponent's effects until the end of "
             "your opponent's turn."),
    Template("effects don't affect (duration first)",
             rf"(?P<duration>{_DURATION_RE}), {_WHO} {_DONT_AFFECT} {_T}", _unaffected,
             "Until your opponent's turn ends, their Digimon's effects don't affect 1 of your "
             "Digimon."),
    Template("effects don't affect", rf"{_WHO} {_DONT_AFFECT} {_T} (?P<duration>{_DURATION_RE})",
             _unaffected, "Your opponent's effects don't affect this Digimon for the turn."),
    Template("switch the attack target", rf"{_SWITCH} {_T}", _switch_target,
             "[Opponent's Turn] When an opponent's Digimon attacks, by suspending this Tamer, "
             "switch the target of attack to 1 of your suspended Digimon with the [Insectoid] "
             "trait."),
    Template("end the attack", r"end (?:the|that) attack",
             lambda m: Action("end-attack"),
             "[Opponent's Turn] When an opponent's Digimon attacks, by trashing 1 card in "
             "your hand, end the attack."),
    Template("activate [Main]", r"activate this card's \[Main\] effect",
             lambda m: Action("activate-main"), "[Security] Activate this card's [Main] effect."),
)


def _de_digivolve(m: re.Match) -> Action | None:
    target = _target(m)
    return Action("de-digivolve", target=target, amount=int(m["n"])) if target else None


def _trash_under_any(m: re.Match) -> Action | None:
    raw = m["target"] or m["target2"]
    target = parse_target(raw)
    amount = 1 if m["n"] == "card" else int(m["n"])
    return Action("trash-under", target=target, amount=amount) if target else None


_GERUNDS = {"trashing": "trash", "suspending": "suspend", "deleting": "delete",
            "returning": "return", "losing": "lose", "unsuspending": "unsuspend"}


def template_names() -> str:
    return ", ".join(t.name for t in TEMPLATES)


def _hint() -> str:
    return ("supported: timings " + ", ".join(f"[{_title(t)}]" for t in TIMINGS.values())
            + "; keywords <Blocker> <Jamming> <Piercing> <Rush> <Reboot> <Retaliation> "
            "<Iceclad> <Collision> <Raid> <Alliance> <Fortitude> <Scapegoat> <Fragment <X>> "
            "[On Play]/[When Digivolving] <Blitz> <Vortex> <Execute> <Engage> "
            "<Overclock (Trait)> <Ascension> <Guard> <Training> <Detach ([Name])> "
            "<Detach ([Trait] trait)> <Use Req. ([Name])> "
            "<Use Req. ([Trait] trait)> "
            "<Progress> <Save> <Delay> • <effect> <Decoy (Color)> <Digi-Burst X>: "
            "<Material Save X> <Digisorption -X> <Partition (Name & Name)> <Decode ([Name])> "
            "<Decode ([Trait] trait)> "
            "<Armor Purge> <Evade> <Barrier> <Security A. +X> <Draw X> <Recovery +X (Deck)> "
            "<De-Digivolve X>; wrappers 'You may', 'By ...,', 'If ...,', 'Then,'; "
            "actions: " + template_names() + " (see docs/card-text.md)")


def parse_action(phrase: str, sentence: str) -> tuple[Action, ...]:
    phrase = phrase.strip().rstrip(".").strip()
    for template in TEMPLATES:
        action = template.match(phrase)
        if action is not None:
            return (action,)
    for keyword in re.findall(r"<([^<>]+)>", phrase):
        if keyword_id(keyword) is None and not re.match(r"(Draw|Recovery|De-Digivolve)\b",
                                                        keyword):
            refuse_keyword(keyword, sentence)
    raise CardTextError(sentence, _hint())


def _cost(phrase: str, sentence: str) -> tuple[Action, ...]:
    words = phrase.split(" ", 1)
    verb = _GERUNDS.get(words[0].lower())
    if verb is None or len(words) < 2:
        raise CardTextError(sentence, "a 'by' cost must start with one of "
                            + ", ".join(_GERUNDS) + "; " + _hint())
    return parse_action(f"{verb} {words[1]}", sentence)


_CONDITIONS = (
    (r"you have (\d+) or (less|more) memory", "memory"),
    (r"you have (\d+) or (less|more) security cards", "security"),
    (r"your opponent has (\d+) or (less|more) security cards", "opp-security"),
    (r"you have (\d+) or (less|more) cards in your hand", "hand"),
    (r"this Digimon has (\d+) or (less|more) digivolution cards", "digivolution-cards"),
)


def parse_condition(text: str, sentence: str) -> Condition:
    text = text.strip()
    for pattern, subject in _CONDITIONS:
        m = re.fullmatch(pattern, text, flags=re.IGNORECASE)
        if m:
            return Condition(subject, "<=" if m[2] == "less" else ">=", int(m[1]))
    m = re.fullmatch(r"you have (?:a|an) \[([^\]]+)\](?: in play)?", text, flags=re.IGNORECASE)
    if m:
        return Condition("has-name", ">=", 1, name=m[1])
    m = re.fullmatch(r"you have a Tamer", text, flags=re.IGNORECASE)
    if m:
        return Condition("has-tamer", ">=", 1)
    m = re.fullmatch(rf"you have (?:a|an|1 or more) (Digimon|Tamers?) with ({_NAMES})", text)
    if m:
        return Condition("has-name-part", ">=", 1, names=_name_parts(m[2]),
                         kind="digimon" if m[1] == "Digimon" else "tamer")
    raise CardTextError(sentence, "supported conditions: " + "; ".join(
        p for p, _ in _CONDITIONS) + "; " + _OTHER_CONDITIONS)


_OTHER_CONDITIONS = ("you have a [Name]; you have a Tamer; you have a Digimon/Tamer with "
                     "[A] or [B] in its name")


def parse_clause(sentence: str) -> Clause:
    """One sentence: ``[Then,] [If C,] [You may | By X,] action``."""
    s = sentence.strip().rstrip(".")
    then = False
    if s.lower().startswith("then, "):
        then, s = True, s[6:]
    if m := _DIGI_BURST.match(s):  # "<Digi-Burst 2>: ..." is a "by" cost (manual-en/kw-digi-burst)
        s = f"By trashing any {m[1]} of this Digimon's digivolution cards, {m[2]}"
    condition = None
    m = re.match(r"if (.+?), (.+)$", s, flags=re.IGNORECASE)
    if m:
        condition, s = parse_condition(m[1], sentence), m[2]
    base = dict(condition=condition, then=then, text=sentence.strip())
    m = re.match(r"by (.+?), (.+)$", s, flags=re.IGNORECASE)
    if m:
        return Clause("by", actions=parse_action(m[2], sentence), cost=_cost(m[1], sentence),
                      **base)
    m = re.match(r"you may (.+)$", s, flags=re.IGNORECASE)
    if m:
        return Clause("may", actions=parse_action(m[1], sentence), **base)
    actions = parse_action(s, sentence)
    if actions[0].verb == "blitz" and condition is None:
        base["condition"] = _BLITZ_CONDITION
    return Clause("do", actions=actions, **base)


# ---------------------------------------------------------------- persistent effects


def _static(sentence: str) -> Static:
    s = sentence.strip().rstrip(".")
    m = re.fullmatch(r"(?P<target>.+?) (?:gets?|get) (?P<amount>[+-]\d+) DP"
                     r"(?: and gains? (?P<kw>.+))?", s)
    if m and (target := parse_target(m["target"])):
        kws = _keywords(m["kw"]) if m["kw"] else ()
        if kws is not None:
            return Static(target=target, dp=int(m["amount"]), keywords=kws)
    m = re.fullmatch(r"(?P<target>.+?) gains? (?P<kw><.+>)", s)
    if m and (target := parse_target(m["target"])) and (kws := _keywords(m["kw"])):
        return Static(target=target, keywords=kws)
    m = re.fullmatch(r"(?P<target>.+?) can't (?P<what>attack or block|attack|block|be blocked)",
                     s)
    if m and (target := parse_target(m["target"])):
        what = {"attack or block": "attack-block", "be blocked": "be-blocked"}.get(
            m["what"], m["what"])
        return Static(target=target, restriction=what)
    if static := _unaffected_static(s):
        return static
    raise CardTextError(sentence, (
        "persistent effects supported: '<target> gets +N DP', '<target> gains <Keyword>', "
        "'<target> can't attack/block/be blocked', '<target> isn't affected by your "
        "opponent's effects', optionally after 'If <condition>,'; " + _hint()))


def _unaffected_static(s: str) -> Static | None:
    """"This Digimon isn't affected by your opponent's effects." / "... by the effects of your
    opponent's Digimon." (manual-en/isnt-affected-by-effects): while the effect is active."""
    m = re.fullmatch(rf"(?P<target>.+?) {_ISNT_AFFECTED} {_WHO}", s, flags=re.IGNORECASE) \
        or re.fullmatch(rf"{_WHO} {_DONT_AFFECT} (?P<target>.+)", s, flags=re.IGNORECASE)
    if not m:
        return None
    target, scope = parse_target(m["target"]), _unaffected_scope(m["who"], None)
    if not _own(target) or scope is None:
        return None
    return Static(target=target, unaffected_by=scope)


# ---------------------------------------------------------------- effects

_TRIGGERS = (
    (r"when an opponent's Digimon attacks", Trigger("attack", "opponent")),
    (r"when one of your Digimon attacks", Trigger("attack", "own")),
    (r"when one of your Digimon is deleted", Trigger("delete", "own")),
    (r"when an opponent's Digimon is deleted", Trigger("delete", "opponent")),
    (r"when this Digimon would be deleted in battle", Trigger("would-delete", "this", "battle")),
    (r"when this Digimon would be deleted by an opponent's effect",
     Trigger("would-delete", "this", "opponent-effect")),
    (r"when this Digimon would be deleted other than by your effects",
     Trigger("would-delete", "this", "not-own-effect")),
    (r"when this Digimon would be deleted", Trigger("would-delete", "this")),
)

_PREVENT = re.compile(r"(?:, )?(?:to )?prevent (?:that|the) deletion$|, it isn't deleted$",
                      re.IGNORECASE)


def _mask(text: str) -> tuple[str, list[str]]:
    """Hide ``<...>`` spans (they may contain periods: ``<Security A. +1>``)."""
    spans: list[str] = []

    def keep(m: re.Match) -> str:
        spans.append(m.group(0))
        return f"\x00{len(spans) - 1}\x00"

    return re.sub(r"<[^<>]*(?:<[^<>]*>[^<>]*)*>", keep, text), spans


def _unmask(text: str, spans: list[str]) -> str:
    return re.sub(r"\x00(\d+)\x00", lambda m: spans[int(m.group(1))], text)


def split_sentences(body: str) -> list[str]:
    masked, spans = _mask(body)
    masked = re.sub(r"\s*\([^()]*\)", "", masked)  # reminder notes (CR 2-13-1-6)
    parts = re.split(r"(?<=\.)\s+", masked.strip())
    return [_unmask(p, spans).strip() for p in parts if p.strip()]


_HEADER = re.compile(r"\s*\[([^\]]+)\]\s*/?")


def _chunks(text: str) -> list[tuple[list[str], int | None, str]]:
    """Split a text box into (timings, per_turn, body) chunks at timing brackets. A bracket
    is a header only at the start or after a sentence (``[Main]`` inside a sentence is not)."""
    chunks: list[tuple[list[str], int | None, str]] = []
    masked, spans = _mask(text.replace("\n", " \n "))
    pos, timings, per_turn = 0, [], None
    for m in _HEADER.finditer(masked):
        label = m[1].lower()
        if label not in TIMINGS and label not in PER_TURN:
            continue
        before = masked[pos:m.start()]
        so_far = before.rstrip(" ")
        if so_far.strip() and not so_far.endswith((".", "\n", ")", "\x00")):
            continue
        if before.strip():
            chunks.append((timings, per_turn, _unmask(before, spans).strip()))
            timings, per_turn = [], None
        if label in TIMINGS:
            timings.append(TIMINGS[label])
        else:
            per_turn = PER_TURN[label]
        pos = m.end()
    rest = masked[pos:]
    if rest.strip() or timings:
        chunks.append((timings, per_turn, _unmask(rest, spans).strip()))
    return chunks


def _keyword_effects(body: str, inherited: bool) -> list[Effect]:
    found = re.findall(r"<((?:[^<>]|<[^<>]*>)+)>", body)  # also <Fragment <3>>
    rest = re.sub(r"<(?:[^<>]|<[^<>]*>)+>|[\s.,]", "", re.sub(r"\([^()]*\)", "", body))
    if not found or rest:
        raise CardTextError(body, "text without a timing must be keywords such as <Blocker>; "
                            + _hint())
    out = []
    for printed in found:
        kid = keyword_id(printed)
        if kid is None:
            refuse_keyword(printed, f"<{printed}>")
        if printed.lower() in REPLACEMENT_KEYWORDS:
            out.append(_replacement_keyword(printed, kid, inherited,
                                            REPLACEMENT_KEYWORDS[printed.lower()]))
            continue
        if m := _FRAGMENT.fullmatch(printed):
            out.append(_replacement_keyword(printed, kid, inherited,
                                            _FRAGMENT_WORDING.format(n=m[1])))
            continue
        if _DIGISORPTION.fullmatch(printed):  # read from the hand when digivolving (game.py)
            out.append(Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.PERSISTENT,
                              keyword=kid, inherited=inherited))
            continue
        if m := _MATERIAL_SAVE.fullmatch(printed):
            clause = Clause("do", actions=(Action("material-save", amount=int(m[1])),),
                            text=f"When this Digimon would be deleted, you may place {m[1]} "
                                 "card(s) in this Digimon's DigiXros requirements from this "
                                 "Digimon's digivolution cards under 1 of your Tamers")
            out.append(Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.IMMEDIATE,
                              trigger=Trigger("would-delete", "this"), clauses=(clause,),
                              keyword=kid, inherited=inherited))
            continue
        if kid in _LEAVE_CAUSES:
            out.append(_leave_keyword(printed, kid, inherited))
            continue
        if m := _DECOY.fullmatch(printed):
            trig = Trigger("would-delete", f"other:{m[1].lower()}", "opponent-effect")
            out.append(Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.IMMEDIATE,
                              trigger=trig, keyword=kid, prevent=True, inherited=inherited))
            continue
        if kid == "ascension":
            out.append(ascension.effect(printed, inherited))
            continue
        if kid == "use-req":
            out.append(use_req.effect(printed, inherited))
            continue
        if kid == "training":
            out.append(training.effect(printed, inherited))
            continue
        if kid == "guard":
            out.append(guard.effect(printed, inherited))
            continue
        if kid == "detach":
            out.append(detach.effect(printed, inherited))
            continue
        if kid == "fortitude":
            clause = Clause("may", actions=(Action("play-self"),),
                            text="You may play this card without paying the cost")
            out.append(Effect(text=f"<{printed}>", timing=fx.ON_DELETION, type=fx.TRIGGER,
                              clauses=(clause,), keyword=kid, inherited=inherited))
            continue
        if kid in ("overclock", *END_OF_TURN_ATTACKS):
            out.append(_end_of_turn_attack(printed, kid, inherited))
            continue
        if printed.lower() in ATTACK_KEYWORDS:
            wording = ATTACK_KEYWORDS[printed.lower()][1]
            clause = Clause("do" if kid == "alliance" else "may", actions=(Action(kid),),
                            text=wording[0].upper() + wording[1:])
            out.append(Effect(text=f"<{printed}>", timing=fx.WHEN_ATTACKING, type=fx.TRIGGER,
                              clauses=(clause,), keyword=kid, inherited=inherited))
            continue
        label = f"{kid}{keyword_value(printed):+d}" if kid == "security-attack" else kid
        out.append(Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.PERSISTENT,
                          statics=(Static(Target("this"), keywords=(label,)),),
                          keyword=kid, inherited=inherited))
    return out


def _leave_keyword(printed: str, kid: str, inherited: bool) -> Effect:
    """<Partition (A & B)> / <Decode (XX)>: immediate-type, before the Digimon leaves the
    battle area (it still leaves); the action plays cards from its digivolution cards."""
    if kid == "partition":
        names = _partition_names(printed) or ()
        flt = CardFilter(names=names)
        specified = " and ".join(f"[{n}]" for n in names)
        wording = (f"When this Digimon with {specified} in its digivolution cards would leave "
                   "the battle area other than by your effects or a battle, you may play 1 "
                   "each of them without paying the costs")
    else:
        flt = _decode_filter(printed) or CardFilter()
        what = f"[{flt.names[0]}]" if flt.names else f"Digimon card with the [{flt.trait}] trait"
        wording = ("When this Digimon would leave the battle area other than in battle, you "
                   f"may play 1 {what} from its digivolution cards without paying the cost")
    clause = Clause("do", actions=(Action(kid, filter=flt),), text=wording)
    return Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.IMMEDIATE,
                  trigger=Trigger("would-leave", "this", _LEAVE_CAUSES[kid]),
                  clauses=(clause,), keyword=kid, inherited=inherited)


def _end_of_turn_attack(printed: str, kid: str, inherited: bool) -> Effect:
    """<Vortex>, <Execute>, <Overclock (Trait)>: [End of Your Turn] triggers that attack
    (effect_attack.py). <Overclock>'s "by deleting" cost is an ordinary optional cost."""
    clause = Clause("do", actions=(Action(kid),), text=END_OF_TURN_ATTACKS.get(kid, ""))
    if m := _OVERCLOCK.fullmatch(printed):
        trait = (m[1] or m[2]).strip()
        fodder = Target("one", side="own", other=True, trait_or_token=trait)
        clause = Clause("by", cost=(Action("delete", target=fodder),),
                        actions=(Action(kid),),
                        text=f"At the end of your turn, by deleting 1 of your Tokens or other "
                             f"[{trait}] trait Digimon, this Digimon attacks a player without "
                             "suspending")
    return Effect(text=f"<{printed}>", timing=fx.END_OF_YOUR_TURN, type=fx.TRIGGER,
                  clauses=(clause,), keyword=kid, inherited=inherited)


def _replacement_keyword(printed: str, kid: str, inherited: bool, wording: str) -> Effect:
    """An immediate-type keyword, built from the manual's wording of it."""
    first, rest = wording.split(", ", 1)
    trig = next(t for p, t in _TRIGGERS if re.fullmatch(p, first, flags=re.IGNORECASE))
    base = dict(text=f"<{printed}>", timing=fx.KEYWORD, per_turn=None, inherited=inherited)
    effect = _immediate(trig, [rest[0].upper() + rest[1:]], base)
    return Effect(**{**effect.__dict__, "keyword": kid})


def _delay(timing: str, per_turn: int | None, effect_text: str, text: str,
           inherited: bool) -> Effect:
    """``<Delay> • <effect>`` on an Option in the battle area: trashing the card is the cost
    (manual-en/kw-delay); [Main] is activated by the player, other timings trigger and the
    cost is optional ("by"). Not usable the turn the card was placed (query.delay_ready)."""
    if timing not in DELAY_TIMINGS or inherited:
        raise CardTextError(text, "<Delay> (delay) is modelled on an Option's own text with "
                            "[Main] or a start/end of turn or main phase timing only")
    sentences = split_sentences(effect_text)
    if not sentences:
        raise CardTextError(text, "<Delay> needs an effect after the bullet")
    trash = (Action("delay-trash"),)
    cost = Clause("do", actions=trash, text="Trash this card in your battle area") \
        if timing == fx.MAIN else Clause("by", cost=trash, text="By trashing this card in "
                                         "your battle area, activate the effect below")
    kind = fx.ACTIVATION if timing == fx.MAIN else fx.TRIGGER
    return Effect(text=text, timing=timing, type=kind, per_turn=per_turn, keyword="delay",
                  clauses=(cost, *(parse_clause(s) for s in sentences)))


def _effect(timing: str, per_turn: int | None, body: str, text: str,
            inherited: bool) -> Effect:
    if m := _DELAY.match(" ".join(split_sentences(body))):
        return _delay(timing, per_turn, m[1], text, inherited)
    sentences = split_sentences(body)
    if not sentences:
        raise CardTextError(text, "an effect needs text after its timing")
    base = dict(text=text, timing=timing, per_turn=per_turn, inherited=inherited)
    if timing in (fx.YOUR_TURN, fx.OPPONENTS_TURN, fx.ALL_TURNS):
        first = sentences[0]
        for pattern, trig in _TRIGGERS:
            m = re.match(pattern + r", (.+)$", first, flags=re.IGNORECASE)
            if not m:
                continue
            sentences = [m[1][0].upper() + m[1][1:]] + sentences[1:]
            if trig.event == "would-delete":
                return _immediate(trig, sentences, base)
            return Effect(type=fx.TRIGGER, trigger=trig,
                          clauses=tuple(parse_clause(s) for s in sentences), **base)
        statics, condition = [], None
        for s in sentences:
            m = re.match(r"(?:if|while) (.+?), (.+)$", s, flags=re.IGNORECASE)
            if m:
                condition = parse_condition(m[1], s)
                s = m[2]
            statics.append(_static(s))
        return Effect(type=fx.PERSISTENT, statics=tuple(statics), condition=condition, **base)
    kind = fx.ACTIVATION if timing == fx.MAIN else fx.TRIGGER
    clauses = tuple(parse_clause(s) for s in sentences)
    blitz = any(a.verb == "blitz" for c in clauses for a in c.actions)
    if blitz and timing not in _BLITZ_TIMINGS:
        raise CardTextError(text, f"<Blitz> is printed as {_BLITZ_FORMS}")
    return Effect(type=kind, clauses=clauses, keyword="blitz" if blitz else None, **base)


def _immediate(trig: Trigger, sentences: list[str], base: dict) -> Effect:
    if len(sentences) != 1:
        raise CardTextError(" ".join(sentences), "a 'would be deleted' effect must be one "
                            "sentence ending in 'instead' or 'prevent that deletion'")
    s = sentences[0].rstrip(".")
    m = re.fullmatch(r"(you may )?(.+) instead", s, flags=re.IGNORECASE)
    if m:
        clause = Clause("may" if m[1] else "do", actions=parse_action(m[2], s), text=s)
        return Effect(type=fx.IMMEDIATE, trigger=trig, clauses=(clause,), prevent=True, **base)
    m = re.fullmatch(r"you may (.+?) to prevent that deletion", s, flags=re.IGNORECASE)
    if m:
        clause = Clause("by", cost=parse_action(m[1], s), text=s)
        return Effect(type=fx.IMMEDIATE, trigger=trig, clauses=(clause,), prevent=True, **base)
    m = re.fullmatch(r"by (.+?)(?:" + _PREVENT.pattern + ")", s, flags=re.IGNORECASE)
    if m:
        clause = Clause("by", cost=_cost(m[1], s), text=s)
        return Effect(type=fx.IMMEDIATE, trigger=trig, clauses=(clause,), prevent=True, **base)
    raise CardTextError(s, "supported 'would be deleted' replacements: '<action> instead', "
                        "'you may <action> to prevent that deletion', 'by <cost>, prevent that "
                        "deletion'")


def parse_text(text: str | None, *, inherited: bool = False,
               security: bool = False) -> tuple[Effect, ...]:
    """All effects of one text box. ``security``: the box is [Security] text."""
    if not text or not text.strip():
        return ()
    text = " ".join(text.split()) if "\n" not in text else text
    if security and not text.lstrip().lower().startswith("[security]"):
        text = "[Security] " + text
    try:
        effects = _parse_chunks(text, inherited)
    except CardTextError as exc:
        if why := read_in_part(exc.sentence):
            raise CardTextError(exc.sentence, f"{why}; {exc.hint}") from exc
        raise
    return tuple(
        Effect(**{**e.__dict__, "index": i}) for i, e in enumerate(effects)
    )


def _parse_chunks(text: str, inherited: bool) -> list[Effect]:
    effects: list[Effect] = []
    for timings, per_turn, body in _chunks(text):
        if not timings:
            if per_turn:
                raise CardTextError(body, "[Once Per Turn] must follow a timing")
            effects.extend(_keyword_effects(body, inherited))
            continue
        printed = " ".join(f"[{_title(t)}]" for t in timings) + \
            (f" [{'Once' if per_turn == 1 else 'Twice'} Per Turn]" if per_turn else "") + \
            f" {body}"
        for timing in timings:
            effects.append(_effect(timing, per_turn, body, printed.strip(), inherited))
    return effects


def _title(timing: str) -> str:
    label = next(k for k, v in TIMINGS.items() if v == timing)
    return " ".join(w if w in ("of",) else w[0].upper() + w[1:] for w in label.split())


def templates_markdown() -> str:
    """The docs/card-text.md table, generated from :data:`TEMPLATES`."""
    lines = [
        "# Supported card text",
        "",
        "Generated from `judgeapp/engine/dcg/cardtext.py` (`python -m "
        "judgeapp.engine.dcg.cardtext > docs/card-text.md`). Any other sentence is refused "
        "with a `CardTextError` quoting it.",
        "",
        "## Timings",
        "",
        ", ".join(f"`[{_title(t)}]`" for t in TIMINGS.values())
        + ", icons `[Once Per Turn]`, `[Twice Per Turn]`. Inherited effects are the "
        "`inherited:` text of a card; `[Security]` effects its `security:` text.",
        "",
        "## Keywords a card can have",
        "",
        "`<Blocker>`, `<Jamming>`, `<Piercing>`, `<Rush>`, `<Reboot>`, `<Retaliation>`, "
        "`<Iceclad>`, `<Collision>`, `<Security A. +X>` / `<Security A. -X>` (also in "
        "`gains <...>` actions); `<Raid>` (a 'when this Digimon attacks' trigger); "
        "`<Alliance>` (also a 'when this Digimon attacks' trigger); "
        "`<Fortitude>` (an [On Deletion] that needs digivolution cards); `<Progress>`; "
        "`[On Play] <Blitz>` / `[When Digivolving] <Blitz>` (an attack if the opponent has 1 "
        "or more memory); `<Vortex>`, `<Execute>`, `<Engage>` and `<Overclock (Trait)>` (also "
        "`<Overclock《Trait》>`): [End of Your Turn] attacks; `<Ascension>` (on its deletion, "
        "from the trash to the top of security; not inherited); `<Use Req. ([Name])>` / "
        "`<Use Req. ([Trait] trait)>` on an Option (its color requirements are ignored with "
        "such a Digimon or Tamer in your battle area); `<Training>` (main-phase option "
        "`train <Digimon>`, also in the breeding area); `<Guard>` (for your other Digimon "
        "that would leave the battle area by the opponent's effect); `<Detach ([Name])>` / "
        "`<Detach ([Trait] trait)>` (by trashing 1 such link card it doesn't leave the battle "
        "area, other than by your effects); "
        "`<Save>` as an action; `<Delay> • <effect>` on an Option placed in the battle area "
        "by 'Place this card in your battle area' (with [Main] or a start/end of turn or main "
        "phase timing: trash the card, then the effect; not the turn it was placed); "
        "`<Digi-Burst X>: <effect>` (read as 'By trashing any X of this "
        "Digimon's digivolution cards, <effect>'); immediate-type "
        "`<Digisorption -X>` (on the card in the hand, when digivolving into it); "
        "`<Decoy (Color)>` (for your other Digimon of that color), `<Material Save X>` (does "
        "not prevent the deletion), `<Partition (Name & Name)>` (also `[Name]` and the "
        "manual's `《Name & Name》`; cards specified by name only) and `<Decode ([Name])>` / "
        "`<Decode ([Trait] trait)>` (before the Digimon leaves the battle "
        "area by a deletion or an effect's return; they do not prevent it), "
        "`<Armor Purge>`, `<Evade>`, `<Barrier>`, `<Scapegoat>`, `<Fragment <X>>` (each parsed "
        "from the "
        "English manual's wording of it). `<Draw X>`, `<Recovery +X (Deck)>` and "
        "`<De-Digivolve X> <target>` are actions. Any other keyword is refused with a "
        "`CardTextError` saying it is not yet modelled and why (status table: "
        "`docs/keywords.md`). An effect can give (`gains <X>`) only "
        + ", ".join(f"`<{k}>`" for k in GAINABLE) + "; giving any other keyword is refused.",
        "",
        "## Sentence wrappers",
        "",
        "| form | meaning |",
        "| --- | --- |",
        "| `Then, <sentence>` | processed after the previous sentence |",
        "| `If <condition>, <sentence>` | processing condition, checked when processed |",
        "| `You may <action>.` | optional: the controller decides |",
        "| `By <cost>, <action>.` | optional cost, all or nothing; declining stops the effect |",
        "| `[Your Turn]/[Opponent's Turn]/[All Turns] When ... , <sentence>` | trigger "
        "conditions: " + "; ".join(f"`{p}`" for p, _ in _TRIGGERS) + " |",
        "| `When this Digimon would be deleted, <action> instead.` / `..., you may <action> to "
        "prevent that deletion.` / `..., by <cost>, prevent that deletion.` | immediate-type "
        "replacement |",
        "| `[Your Turn] <target> gets +N DP.` (no timing verb) | persistent effect; also "
        "`gains <Keyword>`, `can't attack/block/be blocked`, `isn't affected by your "
        "opponent's effects` / `by the effects of your opponent's Digimon` (this or your own "
        "cards), after `If/While <condition>,` |",
        "",
        "Conditions: " + "; ".join(f"`{p}`" for p, _ in _CONDITIONS)
        + "; " + "; ".join(f"`{c}`" for c in _OTHER_CONDITIONS.split("; ")) + ".",
        "",
        "Targets: `this Digimon`, `this Tamer`, `1/2/3/up to N/all of your/your opponent's/"
        "their [other] [suspended|unsuspended|level N or lower|N DP or lower] "
        "Digimon|Tamer(s)|Digimon or Tamers [with N DP or less|more] [with the lowest level] "
        "[with no digivolution cards] [with the [X] trait] [with [A], [B] or [C] in its name]` "
        "(a name part: `[Greymon] in its name` is MetalGreymon too; the top card's name).",
        "",
        "Cards in the hand or trash (play, trash from the hand, return from the trash): "
        "`card`, `[Name]` (that exact name), `[level N or lower] Digimon|Tamer|Option card(s)` "
        "with any of `with a play cost of N or less`, `with the [X] trait`, `with [A] or [B] "
        "in its name`, `with [X] in its text` / `with <Icon> in its text` (the card's printed "
        "name, traits, digivolution requirements and text boxes; an icon matches exactly: "
        "`<Save>` is not `<Material Save 2>`), and, only in `play up to N ...`, `with "
        "different colors` (each card gets one of its colors, all different).",
        "",
        "Durations: " + ", ".join(f"`{d}`" for d in _DURATIONS) + ".",
        "",
        "## Action templates",
        "",
        "| template | example |",
        "| --- | --- |",
    ]
    for t in TEMPLATES:
        lines.append(f"| {t.name} | `{t.example}` |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover - documentation generator
    print(templates_markdown(), end="")
