"""Keywords in card text: which printed keywords the engine models (``keyword_id``), how a
keyword an effect gives is named, the keywords built from the English manual's wording, and
the refusal of any other keyword (naming it and why, from ``keywords.py``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from judgeapp.engine.dcg import detach, keyword_specs, succession, use_req
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import keywords as kw_status
from judgeapp.engine.dcg.effects import CardFilter, Condition, Target
from judgeapp.engine.dcg.keyword_specs import Spec
from judgeapp.engine.errors import CardTextError

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
    # cards of EX7, EX8 and BT18 print it in two words; their reminder is CR 4.2 16-35-1's
    # <Iceclad> ("compares its number of digivolution cards instead of DP")
    "ice clad": "iceclad",
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
# <Fragment <3>> as the manual writes it, <Fragment (3)> as cards print it (CR 4.2 16-37-1)
FRAGMENT = re.compile(r"Fragment\s*(?:<(\d+)>?|\((\d+)\)|(\d+))", re.IGNORECASE)
DIGISORPTION = re.compile(r"Digisorption -(\d+)", re.IGNORECASE)
MATERIAL_SAVE = re.compile(r"Material Save (\d+)", re.IGNORECASE)
# The timings a <Delay> effect is modelled with: [Main] (an activation-type effect) and the
# start/end of turn and main phase timings (trigger-type; trashing the card is a "by" cost).
DELAY_TIMINGS = (fx.MAIN, fx.START_OF_YOUR_TURN, fx.START_OF_OPPONENTS_TURN,
                 fx.START_OF_YOUR_MAIN, fx.START_OF_OPPONENTS_MAIN, fx.END_OF_YOUR_TURN,
                 fx.END_OF_OPPONENTS_TURN, fx.END_OF_ALL_TURNS)
DECOY = re.compile(r"Decoy \((?P<spec>[^()]+)\)", re.IGNORECASE)
# <Overclock (Trait)>, also the manual's <Overclock《Trait》>; the trait may be in brackets,
# and the CR's "<Overclock ([Puppet] Trait)>" (CR 4.2 16-34-1; ST19-08) names it a trait.
OVERCLOCK = re.compile(r"Overclock\s*(?:\(\s*\[?([^()\[\]]+?)\]?(?:\s+trait)?\s*\)"
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
BLITZ_CONDITION = Condition("memory", "<=", -1)
BLITZ_TIMINGS = (fx.ON_PLAY, fx.WHEN_DIGIVOLVING)
BLITZ_FORMS = "[On Play] <Blitz> or [When Digivolving] <Blitz>"
FRAGMENT_WORDING = ("When this Digimon would be deleted, by trashing any {n} of its "
                     "digivolution cards, it isn't deleted.")
_SECURITY_ATTACK = re.compile(r"Security A(?:ttack|\.) ?([+-]\d+)", re.IGNORECASE)
# "Would leave the battle area" keywords: <Partition (A & B)> (also the manual's 《A & B》)
# and <Decode (XX)>; what they specify is read by partition_specs and decode_spec.
_PARTITION = re.compile(r"Partition\s*(?:\((?P<a>.+)\)|《(?P<b>.+)》)", re.IGNORECASE)
_DECODE = re.compile(r"Decode\s*(?:\((?P<a>.+)\)|《(?P<b>.+)》)", re.IGNORECASE)
# A card specified by level, colour, trait or part of a name rather than by its name.
_DESCRIBED = re.compile(r"\b(?:Lv|level|trait|Digimon|Tamer|card|with|in (?:its )?name|red|"
                        r"blue|yellow|green|black|purple|white)\b|\bw/", re.IGNORECASE)
LEAVE_CAUSES = {"partition": "not-own-effect-or-battle", "decode": "not-battle"}
# What the parser says about a form of a modelled keyword it does not read.
_FORMS = {
    "blitz": f"write it as {BLITZ_FORMS}",
    "overclock": "write it as <Overclock (Trait)> or <Overclock《Trait》>",
    "partition": "modelled: 2 or more different cards specified by name (<Partition (Agumon & "
                 "Gabumon)>, <Partition ([Agumon] & [Gabumon])>, <Partition 《Agumon & "
                 "Gabumon》>) or by colour and level (<Partition (blue Lv.4 & green Lv.4)>)",
    "succession": "modelled forms: <Succession ([Name])> and <Succession ([Trait] trait)>; a "
                  "card specified by level or part of a name is not",
    "decode": "modelled forms: <Decode ([Name])> (a card name in brackets), <Decode ([Trait] "
              "trait)> (a trait) and descriptions such as <Decode (Blue Lv.4)> or <Decode (Lv.4 "
              "or lower w/[A]/[B] in name or w/[C] trait)>; a bare word could be a name or a "
              "trait, so it is not read",
}


def keyword_id(printed: str) -> str | None:
    """The keyword id of a printed keyword (``Security A. +1`` -> ``security-attack``)."""
    inner = printed.strip("<> ")
    if _SECURITY_ATTACK.fullmatch(inner):
        return "security-attack"
    if inner.lower() in REPLACEMENT_KEYWORDS:
        return REPLACEMENT_KEYWORDS_IDS[inner.lower()]
    if inner.lower() in ATTACK_KEYWORDS:
        return ATTACK_KEYWORDS[inner.lower()][0]
    if FRAGMENT.fullmatch(inner):
        return "fragment"
    if decoy_protects(inner) is not None:
        return "decoy"
    if OVERCLOCK.fullmatch(inner):
        return "overclock"
    if inner.lower() in END_OF_TURN_ATTACKS:
        return inner.lower()
    if MATERIAL_SAVE.fullmatch(inner):
        return "material-save"
    if DIGISORPTION.fullmatch(inner):
        return "digisorption"
    if partition_specs(inner) is not None:
        return "partition"
    if decode_spec(inner) is not None:
        return "decode"
    if inner.lower() in ("fortitude", "ascension", "training", "guard"):
        return inner.lower()
    if use_req.read(inner) is not None:  # keywords of CR Ver.4.2 (their own modules)
        return "use-req"
    if detach.read(inner) is not None:
        return "detach"
    if succession.read(inner) is not None:
        return "succession"
    return STATIC_KEYWORDS.get(inner.lower())


REPLACEMENT_KEYWORDS_IDS = {name: name.replace(" ", "-") for name in REPLACEMENT_KEYWORDS}


def _card_name(spec: str) -> str | None:
    """A card specified by a bare name (``Agumon``, as the manual writes <Partition (Agumon &
    Gabumon)>); None for a description such as ``Lv.4 w/[Greymon] in name``."""
    spec = spec.strip()
    if not spec or re.search(r"[\[\]()<>《》]", spec) or _DESCRIBED.search(spec):
        return None
    return spec


def _partition_part(part: str) -> Spec | None:
    if name := _card_name(part):
        return Spec(CardFilter(names=(name,)), f"[{name}]")
    spec = keyword_specs.read(part)
    return Spec(CardFilter(names=spec.filter.names), spec.words) if spec and \
        spec.filter.names else spec


def partition_specs(inner: str) -> tuple[Spec, ...] | None:
    """The cards ``Partition (A & B)`` / ``Partition 《A & B》`` (also ``A + B``) specifies,
    each by name or description (keyword_specs); None for other forms."""
    m = _PARTITION.fullmatch(inner.strip())
    if not m:
        return None
    specs = tuple(_partition_part(part) for part in re.split(r"[&+]", m["a"] or m["b"]))
    if len(specs) < 2 or not all(specs):
        return None
    names = [s.filter.names for s in specs if s.filter.names]  # type: ignore[union-attr]
    return specs if len(set(names)) == len(names) else None  # type: ignore[return-value]


def decode_spec(inner: str) -> Spec | None:
    """The card ``Decode (XX)`` specifies: ``[Gabumon]`` (a name), ``[Ice-Snow] trait``, or a
    description (``Blue Lv.4``, ``Lv.4 or lower w/[DS] trait``: keyword_specs). A bare word is
    refused: "1 XX Digimon card" (manual-en/kw-decode) could mean a name or a trait, and a
    misread would be a silent wrong ruling."""
    m = _DECODE.fullmatch(inner.strip())
    return keyword_specs.read(m["a"] or m["b"]) if m else None


def decoy_protects(inner: str) -> Target | None:
    """Which of your other Digimon <Decoy (XX)> protects, as each card's reminder words it:
    ``Black`` / ``Black/White`` ("your other black or white Digimon"), ``[Puppet] trait``
    ("your other [Puppet] trait Digimon") and ``[Bagra Army]`` ("your other Digimon with
    [Bagra Army] in its traits"); None for a bare word (``Deva/Four Sovereigns``: a name or a
    trait), which is not read."""
    m = DECOY.fullmatch(inner.strip())
    if not m:
        return None
    spec = m["spec"].strip()
    base = Target("one", side="own", other=True)
    words = spec.lower().split("/")
    if all(w in keyword_specs.COLORS for w in words):
        return replace(base, colors=tuple(words))
    if trait := re.fullmatch(r"\[([^\[\]]+)\] trait", spec, flags=re.IGNORECASE):
        return replace(base, traits_any=(trait[1].strip(),))
    if part := re.fullmatch(r"\[([^\[\]]+)\]", spec):
        return replace(base, trait_in=(part[1].strip(),))
    return None


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




# Keywords an effect can give ("gains <X>", "gets +1000 DP and <X>"): the ones the engine reads
# as a Digimon's state when they matter (query.has_keyword / security_attack). The others are
# effects of their own (triggers, interrupts, costs) that a granted keyword would not bring.
GAINABLE = ("blocker", "rush", "jamming", "piercing", "reboot", "iceclad", "collision",
            "retaliation", "progress", "security-attack")
# Keywords an effect gives as the keyword's own effect, which the Digimon then has
# (verbs/gain_effect.py, query.gained_effects; CR 4.2 15-13): their processing names only "this
# Digimon" (text_gain.py).
GIVEN_AS_EFFECTS = ("raid", "alliance", "execute", "vortex", "evade", "barrier", "scapegoat")
