"""How card text refers to cards: by part of a name, by printed text, by different colors.

* manual-en/specifying-names: "When an effect specifies 'with [XX] in its name,' cards whose
  names include the text in brackets can be referenced" ([Greymon] in its name: MetalGreymon,
  WarGreymon). A name alone in brackets ([Greymon]) still means that exact name only.
* manual-en/with-xx-in-its-text: "it refers to cards that contain the specified text or icon
  in their names, traits, effects, inherited effects, Link, Rule, digivolution requirements,
  DigiXros requirements, DNA Digivolve, Burst Digivolve or App Fusion. Because the actual
  text on cards is to be referenced, even if a Digimon gains an effect, it isn't considered
  to have gained the effect's text. ... only cards with the exact icon can be referenced
  (<Material Save> can't be referenced for <Save>)." The printed strings are the card
  definition's name, traits, digivolution requirements and text boxes as written (keyword
  rules such as Link or DNA Digivolve are part of the ``text`` box); nothing gained counts.
* manual-en/with-different-xx: "refers to combinations where each XX is different ... 2 cards
  that are both red and blue can each be treated as a combination of the different colors
  red and blue": cards fit together if each can be given one of its own colors, all
  different (a matching, checked by :func:`distinct_colors`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from judgeapp.engine.dcg.cards import CardDef
from judgeapp.engine.dcg.effects import CardFilter
from judgeapp.engine.dcg.trait_reading import trait_in, trait_includes

_ICON = re.compile(r"<((?:[^<>]|<[^<>]*>)+)>")


def specified_cards(spec: str) -> CardFilter | None:
    """The cards a keyword's parameter specifies: ``[Name]`` (that name) or ``[Trait] trait``;
    None for any other description (<Detach>, <Use Req.>)."""
    spec = spec.strip()
    if named := re.fullmatch(r"\[([^\[\]]+)\]", spec):
        return CardFilter(names=(named[1].strip(),))
    if trait := re.fullmatch(r"\[([^\[\]]+)\] trait", spec, flags=re.IGNORECASE):
        return CardFilter(trait=trait[1].strip())
    return None


def name_includes(defn: CardDef, parts: tuple[str, ...]) -> bool:
    """Does the card's name include one of ``parts`` (as printed, case included)?"""
    return not defn.blank and any(part in name for part in parts for name in defn.names)


def printed_text(defn: CardDef) -> tuple[str, ...]:
    """Everything printed on the card that "with XX in its text" reads."""
    return (defn.name, *defn.traits, *(r.label() for r in defn.digivolve), *defn.printed)


# An icon's values: "Material Save 2", "Recovery +1 (Deck)", "Decoy (Black)", "Fragment <3>".
_VALUES = re.compile(r"\s*(?:\([^()]*\)|《[^《》]*》|<[^<>]*>|[+-]?\s*(?:\d+|X))$")


def _icon(inner: str) -> str:
    return " ".join(inner.split()).lower()


def _icon_name(inner: str) -> str:
    """The icon without its values (the manual names <Material Save> without its number)."""
    name = _icon(inner)
    while (shorter := _VALUES.sub("", name)) != name:
        name = shorter
    return name


def _icon_matches(wanted: str, printed: str) -> bool:
    """An icon named without values (<Material Save>) is that icon whatever its values; one
    written with values (<De-Digivolve 1>) only with those. <Save> is never <Material Save>."""
    if _icon_name(wanted) == _icon(wanted):
        return _icon_name(printed) == _icon(wanted)
    return _icon(printed) == _icon(wanted)


def icon_in(text: str, spec: str) -> bool:
    """Is the icon ``spec`` (``<Blitz>``, ``<Digi-Burst>``) printed in ``text``?"""
    wanted = _ICON.fullmatch(spec)
    return wanted is not None and any(_icon_matches(wanted[1], m[1])
                                      for m in _ICON.finditer(text))


def icon_in_effects(defn: CardDef, spec: str) -> bool:
    """"A card with <Icon>": the icon printed in the card's text box, not only in its inherited
    effect (official Q&A Q3249: a card "with <Retaliation>" is not one with <Retaliation> as
    its inherited effect; Q1289: ShoutmonDX's [On Play] <Blitz>). Notes are not text (CR 4.2
    4-23-5): a parenthesised reminder is left out."""
    return not defn.blank and icon_in(_without_notes(defn.effect_text), spec)


def _without_notes(text: str) -> str:
    """``text`` without its notes: parentheses outside an icon ("<Recovery +1 (Deck)>" keeps
    its own)."""
    out, icon, depth = [], 0, 0
    for ch in text:
        icon += (ch == "<") - (ch == ">") if depth == 0 else 0
        if icon == 0 and ch in "()":
            depth = max(0, depth + (1 if ch == "(" else -1))
            continue
        if depth == 0:
            out.append(ch)
    return "".join(out)


def text_includes(defn: CardDef, spec: str) -> bool:
    """``spec`` is ``<Icon>`` (an exact icon: <Save> is not <Material Save 2>) or text (a
    bracketed name or word, found anywhere in the printed strings, case included)."""
    if defn.blank:
        return False
    if icon := _ICON.fullmatch(spec):
        return any(_icon_matches(icon[1], m[1]) for s in defn.printed
                   for m in _ICON.finditer(s))
    return any(spec in s for s in printed_text(defn))


def fits(defn: CardDef, flt: CardFilter) -> bool:
    """Does a card (as printed) fit a card description? ``different_colors`` is a constraint
    on several cards together, checked by the caller with :func:`distinct_colors`."""
    if defn.blank:
        return False
    if flt.kind and defn.kind != flt.kind:
        return False
    if any(not any(fits(defn, alt) for alt in group) for group in flt.any_of):
        return False
    if flt.names and not any(defn.named(n) for n in flt.names):
        return False
    if any(defn.named(n) for n in flt.not_names):  # "other than [X]" (a (Rule) name too)
        return False
    if flt.name_has and not name_includes(defn, flt.name_has):
        return False
    if flt.text_has is not None and not text_includes(defn, flt.text_has):
        return False
    if flt.texts_any and not any(text_includes(defn, t) for t in flt.texts_any):
        return False
    if flt.max_level is not None and (defn.level is None or defn.level > flt.max_level):
        return False
    if flt.min_level is not None and (defn.level is None or defn.level < flt.min_level):
        return False
    if flt.traits_any and not set(flt.traits_any) & set(defn.traits):
        return False
    if flt.trait_part and not trait_includes(defn, flt.trait_part, flt.trait_except):
        return False
    if flt.trait_in and not trait_in(defn, flt.trait_in, flt.trait_field):
        return False
    if flt.colors and not set(flt.colors) & set(defn.colors):
        return False
    if flt.n_colors is not None and len(set(defn.colors)) != flt.n_colors:
        return False
    if flt.min_colors is not None and len(set(defn.colors)) < flt.min_colors:
        return False
    if flt.max_cost is not None and (defn.cost is None or defn.cost > flt.max_cost):
        return False
    if flt.min_cost is not None and (defn.cost is None or defn.cost < flt.min_cost):
        return False
    if (flt.max_dp is not None or flt.min_dp is not None) and not (
            defn.dp is not None and (flt.max_dp is None or defn.dp <= flt.max_dp)
            and (flt.min_dp is None or defn.dp >= flt.min_dp)):
        return False
    if flt.has_inherited and not defn.inherited:  # its lower text (official Q&A Q2717)
        return False
    if flt.effect_icon is not None and not icon_in_effects(defn, flt.effect_icon):
        return False
    return not (flt.trait and flt.trait not in defn.traits)


def fits_off_field(defn: CardDef, flt: CardFilter) -> bool:
    """A card in the hand, trash or deck, or revealed: a DUAL card fits if its Digimon
    information or its Option information does (it "can be treated as being in either the
    Digimon card category or the Option card category", CR 4.2 4-6-1, 4-6-5-2, 4-6-6-2;
    official Q&A Q6404: "treated as an Option card with the [Three Musketeers] trait")."""
    option = defn.option
    return fits(defn, flt) or (option is not None and flt.kind != "digimon"
                               and fits(option, flt))


def distinct_colors(color_sets: Sequence[tuple[str, ...]], used: frozenset[str] = frozenset()
                    ) -> bool:
    """Can each card be given one of its colors, all different? (At most 7 colors: a small
    backtracking search is exact.)"""
    if not color_sets:
        return True
    first, rest = color_sets[0], color_sets[1:]
    return any(distinct_colors(rest, used | {c}) for c in first if c not in used)
