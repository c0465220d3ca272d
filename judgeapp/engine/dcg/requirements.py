"""Digivolution requirement lines: "[Digivolve] Lv.4 w/[Growlmon] in name or w/[Hero] trait:
Cost 3", "Digivolve: 3 from [Paildramon] or [Dinobeemon]" (CR 4.2 2-3-5-3: the text after the
[Digivolve] icon or "Digivolve:" is part of the card's digivolution requirements).

A line is read by the card-text grammar (``text_grammar.lark``, block "digivolution
requirements", start symbol ``requirement``) into :class:`Requirement`, rendered back
(:func:`render`; a line is accepted only if that gives back its text) and lowered to
:class:`DigivolveReq` (:func:`lower`), one per alternative: the card "can digivolve from a
level 3 card with the [ADVENTURE] trait" (manual-en/digivolution-requirements); when a card
has several requirements the player chooses one (CR 4.2 8-1-2-1, 8-1-3-1).

Meaning of each part (the Digimon's *top card* as printed is what is checked: CR 8-1-3-1
chooses "1 of their cards on the field that meets the requirement", and a digivolution card
"isn't considered to be a card on the field", manual-en/digivolution-cards):

* ``[A]``: a card named exactly A; ``[A]/[B]`` and ``[A] or [B]``: either name (a slash is
  "or": manual-ja/notation-slash-or; requirements by name or trait: manual-ja/digivolve).
* ``Lv.N``: level N; ``Black Lv.2``, ``Blue/Red Lv.4``: that level and one of those colors;
  ``Lv.N or higher``: level N or more (as "level 6 or higher" in effects); a card with no
  level (CR 4.2 2-9-2) never meets it; ``Lv.2 [Argomon]``: that level and that exact name.
* ``2-color``: a card with exactly that many colors (CR 4.2 2-4-3: a card with several colors
  is a multicolor card; official Q&A Q3484 reads "2-color w/green" as a "2-color Lv.4 Digimon
  w/green"); ``w/green``: one of its colors is green (2-4-3-1).
* ``w/[X] trait``, ``w/[X]/[Y] trait``: with the trait X (or Y).
* ``w/[X] in any trait``: one of its traits includes X (CR 4.2 2-3-2-4, "in any of its
  traits"); ``w/[X] in traits``: the older wording that the rules leave open, read both ways
  for each card met (``trait_reading.trait_in``: where a trait merely includes X the run stops
  with an ``unmodelled`` step).
* ``w/[X] in name``, ``if name contains [X]``: its name includes X (manual-en/specifying-names).
* ``w/[X] in text``, ``w/<Save> in text``: X or the exact icon is printed on it
  (manual-en/with-xx-in-its-text; ``card_refs.text_includes``).
* ``w/o [X] trait``: without that trait; ``... in name and [X] trait``: both.
* ``Non-white Lv.4 ...``: none of its colors is white (CR 4.2 2-4: a card's colors).
* ``Lv.4 w/[A] in name or w/[B] trait``: the level applies to both alternatives (official Q&A
  Q6066: a level 3 [Hero] trait Guilmon meets AD1-008's "Lv.5 w/[WarGrowlmon] in name or
  w/[Hero] trait" only by an effect that ignores the level).

* ``[Digivolve] While <condition>, <alternatives>: Cost N`` (or ``... <alternatives> while
  <condition>: Cost N``): a standard requirement that holds only while the condition, read by
  the card-text grammar, holds for the Digimon's owner when it digivolves (official Q&A
  Q4012-Q4016: not an effect; checked when <Blast Digivolve> is used).

* ``[Takuya Kanbara] w/5 [Hybrid] trait cards under it``, ``... w/2 or more [Hybrid] trait
  cards under``: that name, with at least that many cards of the trait under it (official Q&A
  Q2925, Q2966: more than 5 meets "w/5"; a face-down card has no trait, CR 4.2 4-7-9);
  ``[Siriusmon] w/[Arcturusmon] digivolution card``, ``[Sephirothmon] w/[Mercurymon] in
  digivolution cards``: with a card of that name among its digivolution cards
  (``DigivolveReq.under_*``; query._usable checks them on the stack).

Anything else (other requirements on the cards under it, play costs, colors it lacks ("w/o 3
colors"), a condition the card-text grammar does not read) is refused with the reason.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Transformer
from lark.exceptions import VisitError

from judgeapp.engine.dcg import text_under
from judgeapp.engine.dcg.text_under import Under

COLOR_WORDS = ("red", "blue", "yellow", "green", "black", "purple", "white")


class RequirementError(ValueError):
    """A requirement line the engine does not read: ``line`` and ``reason``."""

    def __init__(self, line: str, reason: str) -> None:
        super().__init__(f'the digivolution requirement "{line}" is not modelled: {reason}')
        self.line = line
        self.reason = reason


@dataclass(frozen=True)
class DigivolveReq:
    """One digivolution requirement the engine checks: every field that is set must hold for
    the Digimon's top card (by color and level, by name, by trait, by a name part, by text)."""

    cost: int
    color: str | None = None
    level: int | None = None
    name: str | None = None
    trait: str | None = None
    name_has: str | None = None  # its name includes this (manual-en/specifying-names)
    text_has: str | None = None  # printed on it: a word or an exact <Icon> (card_refs)
    not_trait: str | None = None  # "w/o [X] trait"
    min_level: int | None = None  # "Lv.N or higher"
    color_count: int | None = None  # "2-color": exactly that many colors
    trait_part: str | None = None  # "w/[X] in any trait": a trait includes X (CR 2-3-2-4)
    trait_in: str | None = None  # "w/[X] in traits": both readings (trait_reading)
    not_color: str | None = None  # "Non-white": none of its colors is this one
    # a card's own "Your [X] can digivolve into this card ..." (digivolve_into_this.py): not
    # from the breeding area; a requirement printed "While <condition>, ..." and that line
    # hold only while the condition (effects.Condition, for the Digimon's owner) holds
    battle_only: bool = False
    condition: Any = None
    # "w/N [or more] [X] trait cards under [it]" / "w/[X] digivolution card": at least
    # ``under_min`` face-up cards under it with the trait ``under_trait`` or the name
    # ``under_name``
    under_min: int = 0
    under_trait: str | None = None
    under_name: str | None = None

    def label(self) -> str:
        parts = []
        if self.not_color:
            parts.append(f"non-{self.not_color}")
        if self.color:
            parts.append(self.color)
        if self.level is not None:
            parts.append(f"Lv.{self.level}")
        if self.min_level is not None:
            parts.append(f"Lv.{self.min_level} or higher")
        if self.color_count is not None:
            parts.append(f"{self.color_count}-color")
        if self.name:
            parts.append(f"[{self.name}]")
        if self.trait:
            parts.append(f"[{self.trait}] trait")
        if self.name_has:
            parts.append(f"w/[{self.name_has}] in name")
        if self.text_has:
            shown = self.text_has if self.text_has.startswith("<") else f"[{self.text_has}]"
            parts.append(f"w/{shown} in text")
        if self.not_trait:
            parts.append(f"w/o [{self.not_trait}] trait")
        if self.trait_part:
            parts.append(f"w/[{self.trait_part}] in any trait")
        if self.trait_in:
            parts.append(f"w/[{self.trait_in}] in traits")
        parts.extend(text_under.label(self.under_min, self.under_trait, self.under_name))
        return f"{' '.join(parts)}: cost {self.cost}"


# ---------------------------------------------------------------- the reading


@dataclass(frozen=True)
class Level:
    """"Lv.N" or "Lv.N or higher"."""

    n: int
    or_higher: bool = False


@dataclass(frozen=True)
class Part:
    """One "w/..." part: ``kind`` trait | name | text | icon | not_trait | and_trait | color
    ("w/green") | trait_in ("in traits") | trait_part ("in any trait")."""

    kind: str
    values: tuple[str, ...]  # bracketed names or one icon, as printed
    seps: tuple[str, ...] = ()  # printed between the values: "/" or "or"
    its: bool = False  # "in its name"
    in_word: bool = True  # "w/<Save> text" prints no "in"


@dataclass(frozen=True)
class Alt:
    """One alternative: a name, or colors/level and parts, or "if name contains"."""

    name: str | None = None
    colors: tuple[str, ...] = ()
    color_seps: tuple[str, ...] = ()
    level: Level | None = None
    parts: tuple[Part, ...] = ()
    contains: str | None = None
    color_count: int | None = None  # "2-color"
    under: Under | None = None  # "[X] w/5 [Hybrid] trait cards under it"
    non: tuple[str, str] | None = None  # "Non-white": (the word as printed, the color)


@dataclass(frozen=True)
class Requirement:
    """A requirement line: ``wording`` icon ("[Digivolve] ...: Cost N"), from ("Digivolve: N
    from ...") or if ("Digivolve: N if name contains [X]")."""

    wording: str
    cost: int
    alts: tuple[Alt, ...]
    seps: tuple[str, ...] = ()  # "or" or "/" between the alternatives
    # "While <condition>, ..." (``after``: "... while <condition>: Cost N"): the card-text
    # reading of the condition (text_ir) and its text as rendered
    condition: Any = None
    condition_text: str = ""
    after: bool = False


def _toks(ch: list[Any]) -> list[Token]:
    return [c for c in ch if isinstance(c, Token)]


def _names(ch: list[Any]) -> tuple[str, ...]:
    return tuple(str(t) for t in ch if isinstance(t, Token) and t.type == "NAME")


class _Non(tuple):
    """"Non-white": (the word "Non" as printed, the color)."""

    def __new__(cls, word: str, color: str) -> _Non:
        return super().__new__(cls, (word, color))


@dataclass(frozen=True)
class _While:
    """A requirement's "while <condition>": the reading, its text, printed after the Digimon."""

    condition: Any
    text: str
    after: bool = False


class _Reader(Transformer):
    def __init__(self, condition: Callable[[Any], tuple[Any, str]] | None = None) -> None:
        super().__init__()
        self._condition = condition

    def requirement_cost(self, ch: list[Any]) -> int:
        return int(next(t for t in _toks(ch) if t.type == "INT"))

    def req_icon(self, ch):
        alts, seps = next(c for c in ch if isinstance(c, tuple))
        cond = next((c for c in ch if isinstance(c, _While)), None)
        if cond is None:
            return Requirement("icon", int(_toks(ch)[-1]), alts, seps)
        return Requirement("icon", int(_toks(ch)[-1]), alts, seps, condition=cond.condition,
                           condition_text=cond.text, after=cond.after)

    def req_while(self, ch):
        if self._condition is None:  # pragma: no cover - text_grammar always passes it
            raise RequirementError("while", "the condition needs the card-text reader")
        return _While(*self._condition(next(c for c in ch if not isinstance(c, Token))))

    def req_while_after(self, ch):
        return replace(self.req_while(ch), after=True)

    def req_from(self, ch):
        alts, seps = next(c for c in ch if isinstance(c, tuple))
        return Requirement("from", int(next(t for t in _toks(ch) if t.type == "INT")), alts,
                           seps)

    def req_if(self, ch):
        alt = next(c for c in ch if isinstance(c, Alt))
        return Requirement("if", int(next(t for t in _toks(ch) if t.type == "INT")), (alt,))

    def req_alts(self, ch):
        alts = tuple(c for c in ch if isinstance(c, Alt))
        return alts, tuple(c for c in ch if type(c) is str)

    def req_or(self, ch):
        return str(ch[0]).lower()

    def req_name(self, ch):
        return Alt(name=str(ch[0]))

    def req_non(self, ch):
        word, color = str(ch[0]).split("-")
        return _Non(word, color.lower())

    def req_level_alt(self, ch):
        colors = next((c for c in ch if isinstance(c, tuple) and not isinstance(c, _Non)),
                      ((), ()))
        level = next(c for c in ch if isinstance(c, Level))
        contains = next((c.contains for c in ch if isinstance(c, Alt)), None)
        return Alt(colors=colors[0], color_seps=colors[1], level=level,
                   parts=tuple(c for c in ch if isinstance(c, Part)), contains=contains,
                   color_count=next((c for c in ch if type(c) is int), None),
                   non=next((tuple(c) for c in ch if isinstance(c, _Non)), None))

    def req_name_under(self, ch):
        return Alt(name=str(_toks(ch)[0]), under=next(c for c in ch if isinstance(c, Under)))

    def req_under_count(self, ch):
        return Under("count", _names(ch)[0], int(next(t for t in _toks(ch) if t.type == "INT")),
                     or_more=any(c == "or more" for c in ch), it=any(c == "it" for c in ch))

    def req_under_card(self, ch):
        return Under("card", _names(ch)[0])

    def req_under_in(self, ch):
        return Under("in", _names(ch)[0])

    def req_or_more(self, ch):
        return "or more"

    def req_it(self, ch):
        return "it"

    def req_level_name(self, ch):
        level = next(c for c in ch if isinstance(c, Level))
        return Alt(name=str(_toks(ch)[-1]), level=level)

    def req_part_alt(self, ch):
        return Alt(parts=tuple(c for c in ch if isinstance(c, Part)),
                   color_count=next((c for c in ch if type(c) is int), None))

    def req_ncolor(self, ch):
        return int(ch[0])

    def req_contains(self, ch):
        return Alt(contains=_names(ch)[0])

    def req_colors(self, ch):
        colors = tuple(c for c in ch if isinstance(c, Token))
        seps = tuple(c for c in ch if isinstance(c, tuple))
        return tuple(str(c).lower() for c in colors), tuple(s[0] for s in seps)

    def req_color(self, ch):
        return ch[0]

    def req_color_sep(self, ch):
        return (", or" if len(ch) == 2 else str(ch[0]),)

    def req_level(self, ch):
        n = int(next(t for t in _toks(ch) if t.type == "INT"))
        return Level(n, or_higher=any(c == "or higher" for c in ch))

    def req_or_higher(self, ch):
        return "or higher"

    def req_names(self, ch):
        return _names(ch), tuple(c for c in ch if type(c) is str)

    def req_name_sep(self, ch):
        return str(ch[0]).lower()

    def _part(self, kind: str, ch: list[Any]) -> Part:
        names, seps = next(c for c in ch if isinstance(c, tuple))
        words = [str(t).lower() for t in _toks(ch)]
        return Part(kind, names, seps, its="its" in words)

    def req_trait(self, ch):
        return self._part("trait", ch)

    def req_name_has(self, ch):
        return self._part("name", ch)

    def req_trait_in(self, ch):
        return self._part("trait_in", ch)

    def req_trait_part(self, ch):
        return self._part("trait_part", ch)

    def req_text_has(self, ch):
        return self._part("text", ch)

    def req_icon_text(self, ch):
        words = [str(t).lower() for t in _toks(ch)]
        icon = next(str(t) for t in _toks(ch) if str(t).startswith("<"))
        return Part("icon", (icon,), its="its" in words, in_word="in" in words)

    def req_not_trait(self, ch):
        return Part("not_trait", _names(ch))

    def req_and_trait(self, ch):
        return Part("and_trait", _names(ch))

    def req_has_color(self, ch):
        return Part("color", (str(ch[-1]).lower(),))  # the req_color token


# ---------------------------------------------------------------- rendering


def _part_text(part: Part) -> str:
    values = part.values[0] + "".join(
        ("/" if sep == "/" else f" {sep} ") + value
        for sep, value in zip(part.seps, part.values[1:], strict=True))
    its = "its " if part.its else ""
    return {"trait": f"w/{values} trait", "name": f"w/{values} in {its}name",
            "text": f"w/{values} in {its}text",
            "icon": f"w/{values} {'in ' if part.in_word else ''}{its}text",
            "not_trait": f"w/o {values} trait", "and_trait": f"and {values} trait",
            "color": f"w/{values}", "trait_in": f"w/{values} in traits",
            "trait_part": f"w/{values} in any trait"}[part.kind]


def _level_text(level: Level) -> str:
    return f"Lv.{level.n}" + (" or higher" if level.or_higher else "")


def _alt_text(alt: Alt) -> str:
    if alt.name and alt.under:
        return f"{alt.name} {text_under.render(alt.under)}"
    if alt.name:
        return f"{_level_text(alt.level)} {alt.name}" if alt.level else alt.name
    words = [f"{alt.non[0]}-{alt.non[1]}"] if alt.non else []  # as printed: "Non-white"
    if alt.colors:
        words.append(alt.colors[0] + "".join(
            ("/" if sep == "/" else f"{sep} ") + color
            for sep, color in zip(alt.color_seps, alt.colors[1:], strict=True)))
    if alt.level is not None:
        words.append(_level_text(alt.level))
    if alt.color_count is not None:
        words.append(f"{alt.color_count}-color")
    words.extend(_part_text(p) for p in alt.parts)
    if alt.contains:
        words.append(f"if name contains {alt.contains}")
    return " ".join(words)


def render(req: Requirement) -> str:
    """The requirement line in canonical English (the round trip)."""
    alts = _alt_text(req.alts[0]) + "".join(
        ("/" if sep == "/" else f" {sep} ") + _alt_text(alt)
        for sep, alt in zip(req.seps, req.alts[1:], strict=True))
    if req.wording == "icon" and req.condition is not None:
        if req.after:
            return f"[Digivolve] {alts} while {req.condition_text}: Cost {req.cost}"
        return f"[Digivolve] While {req.condition_text}, {alts}: Cost {req.cost}"
    if req.wording == "icon":
        return f"[Digivolve] {alts}: Cost {req.cost}"
    if req.wording == "from":
        return f"Digivolve: {req.cost} from {alts}"
    return f"Digivolve: {req.cost} {alts}"


# ---------------------------------------------------------------- lowering


def _inner(value: str) -> str:
    return value[1:-1] if value.startswith("[") else value


def _part_options(part: Part) -> list[dict[str, str]]:
    field = {"trait": "trait", "name": "name_has", "text": "text_has", "icon": "text_has",
             "not_trait": "not_trait", "and_trait": "trait", "color": "color",
             "trait_in": "trait_in", "trait_part": "trait_part"}[part.kind]
    return [{field: _inner(v)} for v in part.values]


def _level_fields(level: Level | None) -> dict[str, int | None]:
    if level is None:
        return {"level": None}
    return {"min_level": level.n} if level.or_higher else {"level": level.n}


def lower(req: Requirement, line: str = "") -> tuple[DigivolveReq, ...]:
    """One :class:`DigivolveReq` per alternative (an "or" of names, colors or traits is one
    alternative each). An alternative printed without a level ("or w/[Hero] trait") takes
    the level and colors of the alternative before it (Q6066)."""
    out: list[DigivolveReq] = []
    level: Level | None = None
    colors: tuple[str, ...] = ()
    for alt in req.alts:
        if alt.name:
            out.append(DigivolveReq(req.cost, name=_inner(alt.name), **_level_fields(alt.level),
                                    **text_under.fields(alt.under)))
            continue
        if alt.level is not None:
            level, colors = alt.level, alt.colors
        base = DigivolveReq(req.cost, name_has=_inner(alt.contains) if alt.contains else None,
                            color_count=alt.color_count, **_level_fields(level),
                            not_color=alt.non[1] if alt.non else None)
        for combo in itertools.product(*(_part_options(p) for p in alt.parts)):
            # printed colors ("Blue/Red Lv.4") and "w/green" would both be a color
            fields: dict[str, str | None] = dict.fromkeys(("color",) if colors else ())
            for option in combo:
                clash = set(option) & set(fields)
                if clash:
                    raise RequirementError(line, f"two conditions on the {clash.pop()} of "
                                           "one alternative")
                fields.update(option)
            for color in colors or (fields.get("color"),):
                out.append(replace(base, **{**fields, "color": color}))
    # "While ...": every alternative holds only while it does (the card-text reading here;
    # cardtext lowers it to the resolver's condition)
    return tuple(replace(r, condition=req.condition) for r in out) if req.condition else \
        tuple(out)


# ---------------------------------------------------------------- reading a line


LINE = re.compile(r"^[ \t]*(?:\[Digivolve\]|Digivolve:).*$", re.IGNORECASE | re.MULTILINE)

# Shapes printed on real cards that are not read, and why (checked before the grammar).
NOT_READ = (
    (re.compile(r"play cost", re.I), "a requirement on the play cost is not modelled"),
    (re.compile(r"w/o \d+ colors", re.I), "a requirement on colors a card lacks "
     "(\"w/o 3 colors\") is not modelled"),
)


def refuse_unread(line: str) -> None:
    """RequirementError for a printed shape that is not read (``NOT_READ``)."""
    for pattern, why in NOT_READ:
        if pattern.search(line):
            raise RequirementError(line, why)


def reading(line: str, tree: Any,
            condition: Callable[[Any], tuple[Any, str]] | None = None) -> Requirement:
    """The typed reading of a parsed line (``tree``: the grammar's ``requirement``);
    ``condition`` reads a "while ..." subtree with the card-text reader: (reading, text)."""
    try:
        return _Reader(condition).transform(tree)
    except VisitError as exc:  # pragma: no cover - the reader raises nothing of its own
        raise RequirementError(line, str(exc.orig_exc)) from None


NOT_PARSED = ("only requirements by name, level (or higher) and color, number of colors, "
              "trait, a name part or text, and 'or' of these, are read (CR 2-3-5-3)")


def extract(text: str, read_line: Callable[[str], tuple[DigivolveReq, ...]]
            ) -> tuple[str, tuple[DigivolveReq, ...]]:
    """Take the requirement lines out of a text box: (the rest, their requirements), each
    line read by ``read_line`` (``text_grammar.read_requirement``)."""
    reqs: list[DigivolveReq] = []
    for m in LINE.finditer(text):
        reqs.extend(read_line(m.group()))
    return LINE.sub("", text), tuple(reqs)
