"""Keyword rules printed in a card's text box (manual "Keyword Rules"): read and refused.

Modelled (taken out of the text before the effect parser sees the rest):
``<Overflow <-X>>`` (or ``<Overflow 《-X》>``); ``[DNA Digivolve] <side> + <side>: Cost N``
(a side is ``blue Lv.4``, ``Red/Yellow Lv.5`` (either color, CR 4.2 4-24-1), ``Lv.4``,
``[Name]`` or ``[Trait] trait``);
``[Hand][Counter] <Blast Digivolve>`` and ``<Blast DNA Digivolve ([A]+[B])>``;
``Link <side>: Cost N`` and ``Link DP: +N`` on a link card (and a final
``Link effect: <effect text>``, which the linked Digimon has), ``<Link +X>`` on a Digimon;
``DigiXros -X [A]×[B]`` (names), ``[DigiXros -X] N Digimon cards w/[A] trait`` (or ``w/<Icon>
in text``) and ``This card is also treated as [A] for a DigiXros.``;
``Burst Digivolve [Digimon]: By returning 1 [Tamer] to the
hand, cost N``; ``App Fusion [A] & [B]: Cost N``; ``[Main] <Mind Link>`` on a Tamer. The rest
(other Mind Link forms, doing any of these by an effect) and the unmodelled Card Text Rules
are refused with a message naming the rule, never silently accepted.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from judgeapp.engine.dcg import assembly_alts, requirements
from judgeapp.engine.dcg.requirements import DigivolveReq, RequirementError
from judgeapp.engine.dcg.tamer_digivolve import OntoTamer

ReadLine = Callable[[str], tuple[DigivolveReq, ...]]

COLORS = ("red", "blue", "yellow", "green", "black", "purple", "white")


class KeywordRuleError(ValueError):
    """Printed keyword-rule text the engine does not model (the message says which)."""


@dataclass(frozen=True)
class DnaSide:
    """One Digimon a DNA digivolution requirement names (left side goes on top)."""

    color: str | None = None
    level: int | None = None
    name: str | None = None
    trait: str | None = None
    or_higher: bool = False  # "Lv.3 or higher" (a Link requirement: ST22-08)
    # "Red/Yellow Lv.5" (EX12): ``color`` or one of these, "XX/YY" being "XX or YY" (CR 4.2
    # 4-24-1)
    or_colors: tuple[str, ...] = ()

    def fits(self, defn) -> bool:  # noqa: ANN001 - a CardDef (cards.py imports this module)
        """Does a Digimon whose top card is ``defn`` meet this side? Tokens never do."""
        if not defn.is_digimon or defn.token or defn.blank:
            return False
        if self.name is not None:
            return defn.named(self.name)
        if self.trait is not None and self.trait not in defn.traits:
            return False
        if self.or_higher:
            return defn.level is not None and defn.level >= self.level
        colors = (self.color, *self.or_colors) if self.color else ()
        return (not colors or any(c in defn.colors for c in colors)) and \
            (self.level is None or self.level == defn.level)

    def label(self) -> str:
        if self.trait:
            return f"[{self.trait}] trait"
        if self.name:
            return f"[{self.name}]"
        level = f"Lv.{self.level}{' or higher' if self.or_higher else ''}" if self.level else ""
        color = "/".join((self.color, *self.or_colors)) if self.color else None
        return " ".join(p for p in (color, level) if p)


@dataclass(frozen=True)
class DnaReq:
    left: DnaSide
    right: DnaSide
    cost: int

    def label(self) -> str:
        return f"{self.left.label()} + {self.right.label()}: Cost {self.cost}"


@dataclass(frozen=True)
class LinkReq:
    side: DnaSide
    cost: int

    def label(self) -> str:
        return f"{self.side.label()}: Cost {self.cost}"


@dataclass(frozen=True)
class BurstReq:
    digimon: str  # the name of the Digimon that burst digivolves
    tamer: str  # the name of the Tamer returned to the hand
    cost: int

    def label(self) -> str:
        return f"from [{self.digimon}] by returning 1 [{self.tamer}] to the hand, cost {self.cost}"


@dataclass(frozen=True)
class XrosDescribed:
    """A DigiXros requirement by description: "[DigiXros -1] 1 Digimon card w/[Xros Heart]
    trait", "DigiXros -2: 1 Digimon card w/<Save> in text": up to ``count`` Digimon cards with
    one of ``traits`` (exactly, CR 4.2 4-24-1 for "[A]/[B]") or the icon ``text_has`` printed
    on them (manual-en/with-xx-in-its-text): ``xros.fits_described``."""

    count: int
    traits: tuple[str, ...] = ()
    text_has: str | None = None

    def label(self) -> str:
        what = "/".join(f"[{t}]" for t in self.traits) + " trait" if self.traits else \
            f"{self.text_has} in text"
        return f"{self.count} Digimon card{'s' if self.count > 1 else ''} w/{what}"


@dataclass(frozen=True)
class XrosSlot:
    """One DigiXros requirement by description among others joined by "x" ("[DigiXros -2] Lv.4
    w/[Tyrannomon]/[Raremon] in its name x Lv.4 w/[Puppet] trait", "[DigiXros -2] Blue
    [Greymon] x [MailBirdramon]"): 1 card with one of ``names`` (exactly) or with one of
    ``name_has`` in its name or one of ``traits``, of ``level`` and ``color`` (xros.py)."""

    names: tuple[str, ...] = ()
    name_has: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    level: int | None = None
    color: str | None = None
    digimon: bool = False  # "Digimon card"

    def label(self) -> str:
        parts = [self.color.capitalize() if self.color else "",
                 f"Lv.{self.level}" if self.level is not None else "",
                 "Digimon card" if self.digimon else "",
                 "/".join(f"[{n}]" for n in self.names),
                 "w/" + "/".join(f"[{n}]" for n in self.name_has) + " in its name"
                 if self.name_has else "",
                 "w/" + "/".join(f"[{t}]" for t in self.traits) + " trait" if self.traits else ""]
        return " ".join(p for p in parts if p)


@dataclass(frozen=True)
class AssemblyReq:
    """``Assembly -X: N [Name] cards``: N cards of that name from the trash, cost -X; or by a
    description (``[Assembly -X] [N] [Lv.L [or lower]] [A]/[B] trait [Digimon] card(s)
    [w/different levels|names]``, ``[Assembly -X] [N] [A]/[B] [w/different names]``): N cards
    fitting it (one of the names exactly; one of the traits, CR 4.2 4-24-1)."""

    reduction: int
    count: int
    name: str | None = None
    names: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    digimon: bool = False  # "Digimon card(s)"
    level: int | None = None
    or_lower: bool = False  # "Lv.L or lower"
    different: str | None = None  # "levels" | "names": each card's is different
    # "Lv.4 or lower w/[A] in name or w/[B] trait", "Lv.5 x Lv.4 x Lv.3, all w/...":
    # (kind, values) alternatives (checked by assembly.py) and the levels of the cards, left
    # first (assembly_alts.py)
    alts: tuple[tuple[str, tuple[str, ...]], ...] = ()
    levels: tuple[int, ...] = ()

    def fits(self, defn) -> bool:  # noqa: ANN001 - a CardDef (cards.py imports this module)
        """Can the card ``defn`` be one of the cards placed? (Tokens never are.)"""
        if defn.token or defn.blank or self.digimon and not defn.is_digimon:
            return False
        if self.levels:
            return defn.level in self.levels
        if self.name is not None or self.names:
            return any(defn.named(n) for n in (self.name,) + self.names if n)
        if self.traits and not any(t in defn.traits for t in self.traits):
            return False
        if self.level is not None:
            if defn.level is None:
                return False
            return defn.level <= self.level if self.or_lower else defn.level == self.level
        return True

    def label(self) -> str:
        """What the cards are, e.g. "[Negamon] card(s)", "Lv.5 or lower [Shambala] trait
        card(s) w/different levels"."""
        if self.levels:
            return f"{' x '.join(f'Lv.{n}' for n in self.levels)}, all " \
                f"{assembly_alts.label(self.alts)}"
        if self.alts:
            return f"Lv.{self.level}{' or lower' if self.or_lower else ''} " \
                f"{'Digimon card ' if self.digimon else ''}{assembly_alts.label(self.alts)}"
        if self.name is not None or self.names:
            what = "/".join(f"[{n}]" for n in (self.name,) + self.names if n)
        else:
            level = f"Lv.{self.level}{' or lower' if self.or_lower else ''} " \
                if self.level is not None else ""
            what = f"{level}{'/'.join(f'[{t}]' for t in self.traits)} trait" \
                   f"{' Digimon' if self.digimon else ''}"
        return f"{what} card(s)" + (f" w/different {self.different}" if self.different else "")


@dataclass(frozen=True)
class RuleText:
    """The keyword rules found on one card."""

    overflow: int = 0  # memory lost when the card leaves the field or a stack (0: none)
    dna: tuple[DnaReq, ...] = ()
    blast: bool = False  # [Hand][Counter] <Blast Digivolve>
    blast_dna: tuple[str, ...] = ()  # [Hand][Counter] <Blast DNA Digivolve ([A]+[B])>: A, B
    link: tuple[LinkReq, ...] = ()  # Link <side>: Cost N
    link_dp: int = 0  # Link DP: +N (added to the linked Digimon's DP)
    link_plus: int = 0  # <Link +X> on a Digimon: X more link cards allowed
    # DigiXros -X [A]×[B] or [C]...: the requirements, left (top) first, each the names of
    # which one card is placed ("[B] or [C]": either, official Q&A Q3720)
    xros: tuple[tuple[str, ...] | XrosSlot, ...] = ()
    xros_reduction: int = 0
    xros_described: XrosDescribed | None = None  # "[DigiXros -1] 1 Digimon card w/[X] trait"
    # "This card is also treated as [Shoutmon] for a DigiXros.": names it has as a DigiXros
    # material only (official Q&A Q3068: not for anything else)
    xros_also: tuple[str, ...] = ()
    app_fusion: tuple[tuple[tuple[str, ...], int], ...] = ()  # ((names), cost) each
    mind_link: bool = False  # [Main] <Mind Link> on a Tamer
    link_text: str | None = None  # "Link effect: ..." (parsed by board.parse_card)
    link_effects: tuple = ()  # the parsed link effects (effects.Effect), given to the linked
    burst: tuple[BurstReq, ...] = ()  # Burst Digivolve [Digimon]: by returning 1 [Tamer] ...
    # "[Digivolve] ...: Cost N" / "Digivolve: N from ..." lines (requirements.py)
    digivolve: tuple[DigivolveReq, ...] = ()
    assembly: AssemblyReq | None = None  # Assembly -X: N [Name] cards (assembly.py)
    # (Rule) lines (rule_lines.py, CR 4.2 2-3-4): names the card is also treated as, names
    # it is treated as having in its name, traits it is treated as having
    also_names: tuple[str, ...] = ()
    name_parts: tuple[str, ...] = ()
    also_traits: tuple[str, ...] = ()
    # "You may digivolve this card from your hand onto one of your red Tamers as if the
    # Tamer is a level 3 Digimon." (tamer_digivolve.py)
    onto_tamer: OntoTamer | None = None


_OVERFLOW = re.compile(r"<Overflow\s*(?:<|《)?\s*-(\d+)\s*(?:>|》)?>", re.IGNORECASE)
# "[DNA Digivolve]" or, as the CR names it (2-3-6) and BT16 prints it, "[DNA Digivolution]"
_DNA = re.compile(r"[\[<]DNA Digivol(?:ve|ution)[\]>]\s*(?P<left>[^+:]+?)\s*\+\s*(?P<right>[^+:]+?)"
                  r"\s*:\s*Cost\s*(?P<cost>\d+)\.?", re.IGNORECASE)
_BLAST = re.compile(r"(?:\[Hand\]\s*)?\[Counter\]\s*<Blast Digivolve>\.?", re.IGNORECASE)
_LINK = re.compile(r"(?<![\w+])<?Link>?\s+(?P<side>(?:[a-z]+ )?Lv\.?\s*\d+(?: or higher)?|"
                   r"\[[^\]]+\](?: trait)?)"
                   r"\s*:\s*Cost\s*(?P<cost>\d+)\.?", re.IGNORECASE)
_LINK_DP = re.compile(r"Link DP:?\s*\+(?P<dp>\d+)\.?", re.IGNORECASE)
_LINK_PLUS = re.compile(r"<Link \+(?P<n>\d+)>\.?", re.IGNORECASE)
_XROS_SLOT = r"\[[^\]]+\](?:\s+or\s+\[[^\]]+\])*"
_XROS = re.compile(rf"[\[<]?DigiXros[\]>]?\s*-(?P<n>\d+)\s*(?P<names>{_XROS_SLOT}(?:\s*[×x]\s*"
                   rf"{_XROS_SLOT})*)\.?", re.IGNORECASE)
_XROS_ALSO = re.compile(r"This card is also treated as (?P<names>\[[^\]]+\](?:/\[[^\]]+\])*) for "
                        r"(?:a )?DigiXros\.?"
                        # BT11-015's wording of the same rule (the card as a DigiXros material)
                        r"|When you would DigiXros, the name of this card/Digimon is also "
                        r"treated as (?P<names2>\[[^\]]+\])\.?", re.IGNORECASE)
# "[DigiXros -1] 1 Digimon card w/[Xros Heart] trait", "DigiXros -2: 1 Digimon card w/<Save>
# in text" (one requirement by description: xros.py); "w/[X] in traits" is left refused (whether
# "in traits" means "has the trait" or "a trait includes it" is not settled: trait_reading.py)
_XROS_DESCRIBED = re.compile(
    r"^[ \t]*[\[<]?DigiXros[\]>]?\s*-(?P<n>\d+)\]?:?\s*(?P<count>\d+) Digimon cards? "
    r"w/(?:(?P<traits>\[[^\]]+\](?:/\[[^\]]+\])*) trait|(?P<icon><[^<>]+>) in text)\.?[ \t]*$",
    re.IGNORECASE | re.MULTILINE)
_BURST = re.compile(r"[\[<]?Burst Digivolve[\]>]?:?\s*(?:(?P<c1>\d+) from )?\[(?P<digimon>[^\]]+)\]"
                    r":?\s*by returning 1 \[(?P<tamer>[^\]]+)\] to (?:the )?hand,?\s*"
                    r"(?:cost (?P<c2>\d+))?\.?", re.IGNORECASE)
_APP = re.compile(r"[\[<]?App Fusion[\]>]?:?\s*(?P<names>\[[^\]]+\](?:\s*&\s*\[[^\]]+\])+)"
                  r"\s*:\s*Cost\s*(?P<cost>\d+)\.?", re.IGNORECASE)
_ASSEMBLY = re.compile(r"[\[<]?Assembly[\]>]?\s*-(?P<x>\d+)\s*:\s*(?P<n>\d+)\s*\[(?P<name>[^\]]+)\]"
                       r"\s*cards?\.?", re.IGNORECASE)
# "[Assembly -2] Lv.4 or lower [TB] trait card", "[Assembly -4] 2 Lv.5 or lower [Shambala] trait
# cards w/different levels", "[Assembly -2] [Plutomon]", "[Assembly -6] 3 [A]/[B]/[C] w/different
# names" (a requirement by description: AssemblyReq; other descriptions stay refused)
_ASSEMBLY_DESC = re.compile(
    r"^[ \t]*\[Assembly\s*-(?P<x>\d+)\][ \t]*(?:(?P<n>\d+)[ \t]+)?"
    r"(?:Lv\.(?P<lv>\d+)(?P<lower> or lower)?[ \t]+)?"
    r"(?:(?P<traits>\[[^\]]+\](?:/\[[^\]]+\])*)[ \t]+trait[ \t]+(?P<kind>Digimon[ \t]+)?cards?"
    r"|(?P<names>\[[^\]]+\](?:/\[[^\]]+\])*))"
    r"(?:[ \t]+w/different (?P<diff>levels|names))?\.?[ \t]*$", re.IGNORECASE | re.MULTILINE)
# "[DigiXros -2] Lv.4 w/[A]/[B] in its name x Lv.4 w/[C] trait", "[DigiXros -2] Blue [Greymon] x
# [MailBirdramon]", "[DigiXros -2] [Machinedramon] x 1 Lv.5 Digimon card w/[Cyborg] trait": each
# requirement 1 card (XrosSlot); read when one of them is a description (names alone: _XROS)
_XROS_SLOTS = re.compile(r"^[ \t]*\[DigiXros\s*-(?P<n>\d+)\][ \t]*(?P<slots>[^\n]+?)[ \t]*$",
                         re.IGNORECASE | re.MULTILINE)
_NAMES = r"\[[^\]]+\](?:/\[[^\]]+\])*"
_XROS_SLOT_DESC = re.compile(
    rf"(?:1 )?(?:(?P<color>{'|'.join(COLORS)}) )?(?:Lv\.(?P<lv>\d+) ?)?(?P<digimon>Digimon card ?)?"
    rf"(?:(?P<names>{_NAMES})|w/(?P<has>{_NAMES}) in its name|w/(?P<traits>{_NAMES}) trait)",
    re.IGNORECASE)
# "[Main] <Mind Link>" alone (any of your Digimon); "<Mind Link> [with|to] 1 of your Digimon
# with ..." is a sentence the card-text grammar reads (text_mind_link.py)
_MIND_LINK = re.compile(r"\[Main\]\s*<Mind Link>(?!\s*(?:with\b|to\b|\d))\.?(?:\s*\([^()]*\))?",
                        re.IGNORECASE)
_BLAST_DNA = re.compile(r"(?:\[Hand\]\s*)?\[Counter\]\s*<Blast DNA Digivolve\s*\("
                        r"\s*\[(?P<a>[^\]]+)\]\s*\+\s*\[(?P<b>[^\]]+)\]\s*\)>\.?", re.IGNORECASE)
_LINK_EFFECT = re.compile(r"Link effects?:\s*(?P<text>.+)$", re.IGNORECASE | re.DOTALL)
_SIDE = re.compile(r"(?:(?P<color>[a-z]+(?:/[a-z]+)*) )?Lv\.?\s*(?P<level>\d+)"
                   r"(?P<higher> or higher)?|"
                   r"\[(?P<name>[^\]]+)\]"
                   r"(?P<trait> trait)?",
                   re.IGNORECASE)

# Keyword rules (and Digimon ACE keywords) not modelled yet: pattern -> (name, reason).
NOT_MODELLED = {
    r"Assembly": ("Assembly", "only 'Assembly -X: N [Name] cards' and '[Assembly -X] [N] "
                  "[Lv.N [or lower]] [A]/[B] trait [Digimon] card(s) / [A]/[B] [w/different "
                  "levels|names]' as the card's play rule are read (other Assembly "
                  "requirements are not modelled)"),
    # "if DigiXrosing [with N cards]" is a condition the card-text grammar reads
    # "... with DigiXros requirements would be played, ..., for a / their DigiXros" (a Tamer's
    # effect the card-text grammar reads: text_xros.py)
    r"(?<!for a )(?<!for their )(?<!with )(?<!with a )DigiXros(?!ing\b)": (
        "DigiXros", "only 'DigiXros -X [A]×[B]...', '[DigiXros -X] N "
                  "Digimon cards w/[A] trait / w/<Icon> in text' and '[DigiXros -X] <1 card> x "
                  "<1 card>' ([Color] [Lv.N] [Name] / w/[A] in its name / w/[A] trait) as the "
                  "card's play rule are read (DigiXros by effects, other descriptions and 'in "
                  "traits' are not modelled)"),
    r"Burst Digivolve": ("Burst Digivolve", "only 'Burst Digivolve [Digimon]: By returning 1 "
                         "[Tamer] to the hand, cost N' is read (burst digivolving by effects "
                         "is not modelled)"),
    r"App Fusion": ("App Fusion", "only 'App Fusion [A] & [B]: Cost N' is read (app fusing by "
                    "effects is not modelled)"),
    r"Blast DNA Digivolve": ("Blast DNA Digivolve", "only '[Hand][Counter] <Blast DNA "
                             "Digivolve ([A]+[B])>' is read"),
    r"Mind Link>(?!\s*(?:with\s+|to\s+)?1 of your Digimon\b)": (
        "Mind Link", "only '[Main] <Mind Link>' (any of your Digimon) and '<Mind Link> [with] "
        "1 of your Digimon <with ...>' are read"),
    # "link [up to] N <cards> ... to ..." (linking by an effect) is left to the card-text
    # grammar (text_link.py), which reads its forms or refuses the sentence
    r"\[Link\]|(?<!Mind )\bLink\b"
    r"(?!\s+(?:up to\s+)?\d+\s|\s+cost reduced by\b|\s+this card to\b|\s+cards?\b)": (
        "Link", "only 'Link <requirement>: Cost N', 'Link DP: +N', '<Link +X>', a final "
        "'Link effect: <effect text>' and 'link N <cards> from <place> to this Digimon / 1 "
        "of your Digimon without paying the cost' are read"),
}


# The manual's Card Text Rules (manual-en/card-text-rules): what the engine does with each.
# Section id -> (status, note). Phrases of the "not modelled" ones are refused by name; those
# of the "partial" ones are refused by name in any sentence the card-text grammar does not read.
CARD_TEXT_RULES = {
    "effects-that-choose-targets": ("modelled", "'1 of ...' effects choose their targets; "
                                    "Digimon that arrive later are not affected."),
    "effects-that-dont-choose-targets": ("modelled", "'All ...' effects choose nothing; "
                                         "continuous ones reach Digimon that arrive later."),
    "ending-an-attack": ("modelled", "'end the attack' goes straight to the end of attack."),
    "face-up-security-cards": ("partial", "`face_up: true` security cards (on the board, or "
                               "placed 'face up' by an effect) are checked and their "
                               "[Security] effects activate like others; shuffling security "
                               "is not modelled."),
    "changing-an-attack-target": ("partial", "'Switch the target of attack to 1 of your "
                                  "[suspended] Digimon [with the [X] trait]' or 'change the "
                                  "attack target to this Digimon' (e.g. in an "
                                  "[Opponent's Turn] 'When an opponent's Digimon attacks' "
                                  "effect) changes the target of an attack by an opponent's "
                                  "Digimon before its confirmation, never to the current "
                                  "target (with no other Digimon nothing happens), whether or "
                                  "not the attacker or the new target is affected by effects. "
                                  "Not read: switching to a player, to the opponent's or any "
                                  "other Digimon, or 'all'/'up to' forms; a switch after the "
                                  "confirmation began stops the run (unmodelled)."),
    "isnt-affected-by-effects": ("partial", "'<target> isn't affected by your opponent's "
                                 "effects <duration>', '<duration>, their Digimon's effects "
                                 "don't affect <target>' and the persistent '[Your Turn]/"
                                 "[All Turns] This Digimon isn't affected by your opponent's "
                                 "effects' / '... the effects of your opponent's Digimon' "
                                 "(<target>: this or your own cards). The opponent's effects "
                                 "(or only those of the opponent's Digimon cards, inherited "
                                 "effects included, not Tamers or Options) can still choose "
                                 "it, but do nothing to it, and their persistent effects and "
                                 "lasting changes on it (DP, keywords such as <Security A. "
                                 "-1>, can't attack/block) don't apply until it can be "
                                 "affected again, and then do (the manual says so of gained "
                                 "effects such as <Security A. -1>; DP changes and "
                                 "restrictions are the engine's reading of it); <Progress> "
                                 "works the same way "
                                 "while it attacks. Battles, rule checks, its own player's "
                                 "effects and changing the attack target still apply. Not "
                                 "read: counts such as 'for every 2 colors your Tamers "
                                 "have', shields for the opponent's cards, other wordings; a "
                                 "Digimon card's [Security] effect reaching a card shielded "
                                 "only from Digimon effects stops the run (the corpus doesn't "
                                 "settle whether it is a Digimon's effect)."),
    "specifying-names": ("partial", "'[Name]' alone is that exact name; 'with [A], [B] or "
                         "[C] in its name' (the name includes one of them: [Greymon] in its "
                         "name is MetalGreymon too) is read in targets (the top card's name), "
                         "in cards to play, trash from the hand or return from the trash, and "
                         "in 'if you have a Digimon/Tamer with [X] in its name', and in "
                         "trigger subjects ('When one of your Digimon with [X] in its name "
                         "attacks / is deleted'); other uses (other triggers, keyword rules "
                         "such as DNA Digivolve or Link requirements, digivolution "
                         "requirements) are not."),
    "with-xx-in-its-text": ("partial", "'with [X] in its text' / 'with <Icon> in its text' "
                            "('[A]/[B]': either) is read for cards in the hand or trash (to "
                            "play, trash or return), for Digimon and Tamers in play ('1 of your "
                            "Digimon with ...', 'you have a Digimon with ...', 'this Digimon "
                            "has ...': its top card only, official Q&A Q4076): the card's "
                            "printed name, traits, digivolution requirements and text boxes "
                            "(keyword rules included: Q6051), never gained effects; an icon "
                            "matches only the exact icon (<Save> is not <Material Save 2>). "
                            "Other sentences using it are refused by name."),
    "with-different-xx": ("partial", "'play up to N ... cards with different colors from "
                          "your hand/trash without paying the cost' is read: each card picked "
                          "must leave every picked card one of its own colors, all different "
                          "(2 red/blue cards count as red and blue); the run stops with an "
                          "`unmodelled` step if a colorless card could be picked. Other "
                          "'with different XX' (names, levels, a fixed number of cards, "
                          "'such' cards) is not read."),
    "returning-revealed-cards-to-the-deck": (
        "partial", "'Reveal the top N cards of your deck' / 'Reveal N cards from the top of "
        "your deck' / 'Reveal the top card of your deck' (as many as the deck has: official "
        "Q&A Q873), then 'Add N|all <cards> [and N <cards>] among them to the hand' (as many as "
        "possible; a card fitting two descriptions counts for one: Q1934, Q3530) and '[You "
        "may] play N <cards> among them without paying the cost' (its [On Play] waits for the "
        "rest: Q7126), then the rest at the bottom or the top of the deck (or either: the "
        "activating player's choice, Q2438) in the order the player who activated the effect "
        "chooses, or trashed. 'Add up to N <cards>' (one description) lets the player stop "
        "(CR 4.2 15-10-2-2). Not read: the opponent's deck or security, searching/looking "
        "at, 'in its traits', 'such' cards, other processing while cards are revealed, and "
        "'among them' placed under a Digimon, digivolved into or used."),
    "xx-or-yy": ("partial", "'[A] or [B]' (exact names), 'the [A] or [B] trait' and 'the "
                 "[A]/[B] trait' (either trait; CR 4.2 4-24-1 for the slash) and 'purple or "
                 "black' cards are read in cards to play, add, trash or return, and so are "
                 "card descriptions joined with 'or' ('1 Tamer card or 1 Digimon card with "
                 "...', 'Tamer or Option card', 'with [X] in its name or the [Y] trait': one "
                 "card fitting one of them; a word describes its own alternative, official "
                 "Q&A Q1332, Q3187); refused: a color printed on some alternatives only "
                 "(Q3424 and Q4024 disagree), alternatives without a count between them "
                 "that differ in more than their kind; Digimon targets and conditions joined "
                 "with 'or' are not read; other 'or' forms are read where their own rule "
                 "is."),
    "placing-cards-in-private-areas": ("partial", "'Place 1 of <target> Digimon' or 'Place "
                                       "this Digimon' 'as the top/bottom security card' is "
                                       "modelled: the Digimon leaves the battle area "
                                       "(would-leave effects interrupt first) for its owner's "
                                       "security stack, face down unless 'face up' is printed; "
                                       "the cards under it and its link cards are trashed; a "
                                       "Token leaves the game instead. So is 'Place the top "
                                       "card of your deck as the top/bottom security card'. "
                                       "Not modelled: placing more than 1 Digimon or a Tamer, "
                                       "cards from the hand or trash (revealed from a private "
                                       "area), 'top/bottom of your security stack' wordings, "
                                       "placing in the deck, and 'add N to this effect's DP "
                                       "maximum' by a count the parser does not read (the "
                                       "counts it reads: text_count.py)."),
}
# Card Text Rules read in some forms only (cardtext.py): a sentence using one that the parser
# can't read is refused naming the rule (cardtext.parse_text calls read_in_part).
_PARTLY_READ_PHRASES = {
    r"(?:isn't|aren't|is not|are not) affected|(?:don't|doesn't|do not|does not) affect":
        "isnt-affected-by-effects",
    r"(?:switch|change) the (?:target of (?:the )?attack|attack target)":
        "changing-an-attack-target",
    r"in (?:its|their) names?\b": "specifying-names",
    r"in (?:its|their) text\b": "with-xx-in-its-text",
    r"with different\b": "with-different-xx",
    r"(?:top|bottom) (?:card )?of (?:your|their) security|as the (?:top|bottom) security card|"
    r"in (?:your|their) security stack": "placing-cards-in-private-areas",
    # the manual's placing example raises its DP maximum "for every 2 colors your Tamers have"
    r"\bthis effect's DP maximum\b": "placing-cards-in-private-areas",
}


def read_in_part(sentence: str) -> str | None:
    """Why an unreadable ``sentence`` is refused, if it uses a Card Text Rule that is read
    only in some forms: the rule's name and what the engine reads of it."""
    for pattern, section in _PARTLY_READ_PHRASES.items():
        if re.search(pattern, sentence, re.IGNORECASE):
            return (f"card text rule '{section}' (manual-en/{section}) is read only in some "
                    f"forms: {CARD_TEXT_RULES[section][1]} The engine can't rule on this card")
    return None


def _side(text: str) -> DnaSide:
    m = _SIDE.fullmatch(text.strip())
    if not m:
        raise KeywordRuleError(f"DNA Digivolve: can't read the side {text.strip()!r} "
                               "(write 'blue Lv.4', 'Lv.4' or '[Name]')")
    if m["name"] and m["trait"]:
        return DnaSide(trait=m["name"])
    if m["name"]:
        return DnaSide(name=m["name"])
    colors = (m["color"] or "").lower().split("/") if m["color"] else []
    if any(c not in COLORS for c in colors):
        raise KeywordRuleError(f"DNA Digivolve: unknown color {m['color']!r}")
    return DnaSide(color=colors[0] if colors else None, level=int(m["level"]),
                   or_higher=bool(m["higher"]), or_colors=tuple(colors[1:]))


def _xros_slots(text: str) -> tuple[re.Match | None, tuple[XrosSlot, ...]]:
    """A DigiXros requirement line whose requirements are read one by one (at least one of
    them a description), or (None, ())."""
    for m in _XROS_SLOTS.finditer(text):
        parts = re.split(r"\s+[x×]\s+", m["slots"])
        found = [_XROS_SLOT_DESC.fullmatch(p.strip()) for p in parts]
        if len(parts) < 2 or not all(found) or not any(
                f["lv"] or f["has"] or f["traits"] or f["color"] for f in found):
            continue
        return m, tuple(XrosSlot(
            names=tuple(re.findall(r"\[([^\]]+)\]", f["names"] or "")),
            name_has=tuple(re.findall(r"\[([^\]]+)\]", f["has"] or "")),
            traits=tuple(re.findall(r"\[([^\]]+)\]", f["traits"] or "")),
            level=int(f["lv"]) if f["lv"] else None,
            color=f["color"].lower() if f["color"] else None, digimon=bool(f["digimon"]))
            for f in found)
    return None, ()


def _assembly_described(m: re.Match | None) -> AssemblyReq | None:
    """An Assembly requirement by description; refused when "different levels" could pick a
    card without a level (whether such a card counts is not settled)."""
    if m is None:
        return None
    traits = tuple(re.findall(r"\[([^\]]+)\]", m["traits"] or ""))
    names = tuple(re.findall(r"\[([^\]]+)\]", m["names"] or ""))
    if names and m["lv"]:
        raise KeywordRuleError("the keyword rule Assembly is not modelled by the engine: a "
                               "level with names ('Lv.N [Name]') is not read")
    diff = (m["diff"] or "").lower() or None
    if diff == "levels" and not m["kind"] and not m["lv"]:
        raise KeywordRuleError("the keyword rule Assembly is not modelled by the engine: "
                               "'w/different levels' where a card without a level could be "
                               "placed is not read")
    return AssemblyReq(int(m["x"]), int(m["n"] or 1), names=names, traits=traits,
                       digimon=bool(m["kind"]), level=int(m["lv"]) if m["lv"] else None,
                       or_lower=bool(m["lower"]), different=diff)


def _requirement_lines(text: str, read_requirement: ReadLine | None
                       ) -> tuple[str, tuple[DigivolveReq, ...]]:
    if read_requirement is None:
        return text, ()
    try:
        return requirements.extract(text, read_requirement)
    except RequirementError as exc:
        raise KeywordRuleError(str(exc)) from None


def extract(text: str | None, read_requirement: ReadLine | None = None
            ) -> tuple[str | None, RuleText]:
    """Take the modelled keyword rules out of ``text``; refuse the unmodelled ones. With
    ``read_requirement`` (``text_grammar.read_requirement``; ``cardtext.extract_rules``
    passes it) the digivolution requirement lines are taken out and read too."""
    if not text:
        return text, RuleText()
    text, digivolve = _requirement_lines(text, read_requirement)
    overflow = 0
    for m in _OVERFLOW.finditer(text):
        overflow += int(m.group(1))
    rest = _OVERFLOW.sub("", text)
    dna = tuple(DnaReq(_side(m["left"]), _side(m["right"]), int(m["cost"]))
                for m in _DNA.finditer(rest))
    rest = _DNA.sub("", rest)
    bd = _BLAST_DNA.search(rest)
    rest = _BLAST_DNA.sub("", rest)
    blast = bool(_BLAST.search(rest))
    rest = _BLAST.sub("", rest)
    mind_link = bool(_MIND_LINK.search(rest))
    rest = _MIND_LINK.sub("", rest)
    app = tuple((tuple(re.findall(r"\[([^\]]+)\]", m["names"])), int(m["cost"]))
                for m in _APP.finditer(rest))
    rest = _APP.sub("", rest)
    burst = tuple(BurstReq(m["digimon"], m["tamer"], int(m["c1"] or m["c2"] or 0))
                  for m in _BURST.finditer(rest))
    rest = _BURST.sub("", rest)
    asm = _ASSEMBLY.search(rest)
    rest = _ASSEMBLY.sub("", rest)
    asm_desc = _assembly_described(_ASSEMBLY_DESC.search(rest))
    rest = _ASSEMBLY_DESC.sub("", rest)
    if asm_alts := assembly_alts.LINE.search(rest):
        asm_desc = AssemblyReq(**assembly_alts.read(asm_alts))
        rest = assembly_alts.LINE.sub("", rest)
    xros_also = tuple(n for m in _XROS_ALSO.finditer(rest)
                      for n in re.findall(r"\[([^\]]+)\]", m["names"] or m["names2"]))
    rest = _XROS_ALSO.sub("", rest)
    slots_m, slots = _xros_slots(rest)
    if slots_m is not None:
        rest = rest.replace(slots_m.group(0), "", 1)
    described_m = _XROS_DESCRIBED.search(rest)
    described = XrosDescribed(
        int(described_m["count"]), tuple(re.findall(r"\[([^\]]+)\]", described_m["traits"] or "")),
        described_m["icon"]) if described_m else None
    rest = _XROS_DESCRIBED.sub("", rest)
    xros_m = _XROS.search(rest)
    xros = tuple(tuple(re.findall(r"\[([^\]]+)\]", slot))
                 for slot in re.split(r"\s*[×x]\s*(?=\[)", xros_m["names"])) if xros_m else slots
    rest = _XROS.sub("", rest)
    link_effect = _LINK_EFFECT.search(rest)
    rest = _LINK_EFFECT.sub("", rest)
    link = tuple(LinkReq(_side(m["side"]), int(m["cost"])) for m in _LINK.finditer(rest))
    rest = _LINK.sub("", rest)
    link_dp = sum(int(m["dp"]) for m in _LINK_DP.finditer(rest))
    rest = _LINK_DP.sub("", rest)
    link_plus = sum(int(m["n"]) for m in _LINK_PLUS.finditer(rest))
    rest = _LINK_PLUS.sub("", rest)
    for pattern, (name, reason) in NOT_MODELLED.items():
        if re.search(pattern, rest, re.IGNORECASE):
            raise KeywordRuleError(f"the keyword rule {name} is not modelled by the engine: "
                                   f"{reason}")
    rest = rest.strip()
    return (rest or None), RuleText(overflow=overflow, dna=dna, blast=blast, link=link,
                                    link_dp=link_dp, link_plus=link_plus, xros=xros,
                                    xros_reduction=int(xros_m["n"]) if xros_m else
                                    int(described_m["n"]) if described_m else
                                    int(slots_m["n"]) if slots_m else 0,
                                    xros_described=described,
                                    xros_also=xros_also,
                                    burst=burst, app_fusion=app, mind_link=mind_link,
                                    digivolve=digivolve,
                                    blast_dna=(bd["a"], bd["b"]) if bd else (),
                                    assembly=AssemblyReq(int(asm["x"]), int(asm["n"]),
                                                         asm["name"].strip()) if asm else
                                    asm_desc,
                                    link_text=link_effect["text"].strip() if link_effect
                                    else None)
