"""Read card text with the lark grammar ``text_grammar.lark`` into the typed IR (``text_ir``).

:func:`read_box` parses one text box with lark's LALR(1) parser built in strict mode: the
grammar has no conflict, so no text has two readings (a grammar change that would allow two
readings is refused when the parser is built, naming the rules). Text the grammar does not
derive is refused with a :class:`~judgeapp.engine.errors.CardTextError` quoting the sentence
and saying why. A
reading is checked by rendering it back (``text_render``): :func:`read_whole` accepts a box
only if the rendering gives back its normalized text.

Readings are cached per text (many cards share texts).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, fields, is_dataclass, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, VisitError
from lark.lexer import Lexer

from judgeapp.engine.dcg import (
    card_either,
    digivolve_into_this,
    requirements,
    rule_lines,
    tamer_digivolve,
    text_dna,
    text_render,
    text_this_with,
)
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.card_either import EitherReader
from judgeapp.engine.dcg.keyword_text import (
    GAINABLE,
    GIVEN_AS_EFFECTS,
    keyword_id,
    refuse_keyword,
)
from judgeapp.engine.dcg.text_attack import AttackReader, bind_elided
from judgeapp.engine.dcg.text_battle import BattleReader
from judgeapp.engine.dcg.text_conjunctions import ConjunctionReader
from judgeapp.engine.dcg.text_costs import CostsReader, FromTrash
from judgeapp.engine.dcg.text_count import CountReader
from judgeapp.engine.dcg.text_de_digivolve_each import DeDigivolveEachReader
from judgeapp.engine.dcg.text_delay import DelayReader
from judgeapp.engine.dcg.text_deleted import DeletedReader
from judgeapp.engine.dcg.text_descriptions import DescriptionReader
from judgeapp.engine.dcg.text_dna import DnaRefReader
from judgeapp.engine.dcg.text_effect_did import DidReader
from judgeapp.engine.dcg.text_events import EventReader
from judgeapp.engine.dcg.text_face_up import FaceUpReader, zone_icon
from judgeapp.engine.dcg.text_gain import GainReader
from judgeapp.engine.dcg.text_group import GroupReader, InHand, group_trigger
from judgeapp.engine.dcg.text_has import HasReader
from judgeapp.engine.dcg.text_has_effect import HasEffectReader
from judgeapp.engine.dcg.text_layout import PER_TURN, TIMINGS
from judgeapp.engine.dcg.text_lead_play import LeadPlayReader
from judgeapp.engine.dcg.text_lexing import context_name
from judgeapp.engine.dcg.text_link import LinkReader, linked_to
from judgeapp.engine.dcg.text_mind_link import MindLinkReader
from judgeapp.engine.dcg.text_no_on_play import NoOnPlayReader
from judgeapp.engine.dcg.text_no_on_play import check as check_no_on_play
from judgeapp.engine.dcg.text_pay_and_place import PayAndPlaceReader
from judgeapp.engine.dcg.text_play_exclusion import PlayExclusionReader
from judgeapp.engine.dcg.text_render import action as render_action
from judgeapp.engine.dcg.text_render import name_list, render_box
from judgeapp.engine.dcg.text_restrictions import RestrictionsReader, RestrictionWord
from judgeapp.engine.dcg.text_reveal_picks import RevealPicksReader
from judgeapp.engine.dcg.text_reveal_play import RevealPlayReader
from judgeapp.engine.dcg.text_stack import StackReader, bind_placed_under
from judgeapp.engine.dcg.text_statics import StaticsReader, bind_they
from judgeapp.engine.dcg.text_tamer_stack import (
    ReductionByReader,
    TamerCountReader,
    TamerStackReader,
)
from judgeapp.engine.dcg.text_tamers import TamersReader
from judgeapp.engine.dcg.text_this_with import ThisWithReader
from judgeapp.engine.dcg.text_trait_field import TraitFieldReader
from judgeapp.engine.dcg.text_trash_count import TrashCountReader
from judgeapp.engine.dcg.text_trigger_subjects import OWN_EVENTS, TriggerSubjectReader
from judgeapp.engine.dcg.text_turn_end import TurnEndReader
from judgeapp.engine.dcg.text_turn_end import check as check_played
from judgeapp.engine.dcg.text_unsuspend_both import UnsuspendBothReader
from judgeapp.engine.dcg.text_would_own import WouldOwnReader
from judgeapp.engine.dcg.text_xros import XrosReader
from judgeapp.engine.dcg.text_xros import read as read_xros_tamers
from judgeapp.engine.errors import CardTextError

GRAMMAR_FILE = Path(__file__).with_name("text_grammar.lark")


_EXCLUDE = re.compile(r"\(other than \[[^()]*\)", re.IGNORECASE)
class WordLexer(Lexer):
    """The grammar's tokens, found fast: one pass over the text with a small regex, each word
    looked up in a table of the grammar's literal words (lark's basic lexer tries hundreds of
    literal patterns at every position). A word outside the grammar stops the reading there."""

    _SCAN = re.compile(r"\s+|(?P<bracket>\[[^\[\]]+\])|(?P<angle><(?:[^<>]|<[^<>]*>)+>)"
                       r"|(?P<note>\((?:[^()]|\([^()]*\))*\))|(?P<signed>[+-]\d+)"
                       r"|(?P<int>\d+)|(?P<word>[^\W\d_][\w'-]*)|(?P<quote>\"[^\"]*\")"
                       r"|(?P<mark>[^\w\s])")

    def __init__(self, conf: Any) -> None:
        self.words: dict[str, str] = {}
        self.patterns: dict[str, list[tuple[re.Pattern[str], str]]] = {
            "bracket": [], "angle": [], "mark": []}
        for term in sorted(conf.terminals, key=lambda t: -t.priority):
            pattern = term.pattern
            if pattern.type == "str":
                self.words[pattern.value.lower()] = term.name
            elif term.name in ("NAME", "KEYWORD") or term.priority > 1:
                group = "angle" if pattern.value.lstrip("(?i:").startswith("<") else "bracket"
                self.patterns[group].append((re.compile(pattern.to_regexp()), term.name))
            elif term.name == "BULLET":
                self.patterns["mark"].append((re.compile(pattern.to_regexp()), term.name))

    def lex(self, data: Any, parser_state: Any = None) -> Iterator[Token]:
        text = data if isinstance(data, str) else getattr(data, "text", data)
        pos = 0
        while pos < len(text):
            m = self._SCAN.match(text, pos)
            if m is None:  # pragma: no cover - the scanner matches every character
                raise UnexpectedCharacters(text, pos, 1, pos + 1)
            kind, value = m.lastgroup, m.group()
            if kind is not None:
                name = context_name(text, kind, value, pos, m.end()) or \
                    self._name(kind, value)
                if name is None:
                    raise UnexpectedCharacters(text, pos, 1, pos + 1)
                yield Token(name, value, start_pos=pos)
            pos = m.end()

    def _name(self, kind: str, value: str) -> str | None:
        if kind == "note" and _EXCLUDE.fullmatch(value):  # "(other than [X])"
            return "EXCLUDE"
        if kind in ("note", "signed", "int", "quote"):
            return {"note": "NOTE", "signed": "SIGNED", "int": "INT", "quote": "QUOTED"}[kind]
        for pattern, name in self.patterns.get(kind, ()):
            if pattern.fullmatch(value):
                return name
        return self.words.get(value.lower())


@cache
def parser() -> Lark:
    """The LALR(1) parser of the grammar, built in lark's strict mode: a grammar in which any
    text could have two readings (a shift/reduce or reduce/reduce conflict) is refused when
    the parser is built, so every text that is read has exactly one reading."""
    return Lark(GRAMMAR_FILE.read_text(encoding="utf-8"), parser="lalr", lexer=WordLexer,
                start=["start", "requirement", "rule_line", "tamer_line", "into_this_line"],
                strict=True,
                keep_all_tokens=True,
                propagate_positions=False)


# ---------------------------------------------------------------- helpers


def _toks(ch: list[Any]) -> list[str]:
    return [str(t).lower() for t in ch if isinstance(t, Token)]


def _vals(ch: list[Any]) -> list[Any]:
    return [c for c in ch if not isinstance(c, Token)]


def _tok(ch: list[Any], kind: str) -> Token | None:
    return next((t for t in ch if isinstance(t, Token) and t.type == kind), None)


def _ints(ch: list[Any]) -> list[int]:
    return [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"]


def _words(ch: list[Any]) -> str:
    return " ".join(" ".join(str(t).lower().split()) for t in ch if isinstance(t, Token))


def _one(ch: list[Any], cls: type | tuple[type, ...]) -> Any:
    return next((c for c in _vals(ch) if isinstance(c, cls)), None)


def _gerund(ch: list[Any]) -> bool:
    first = next((str(t).lower() for t in ch if isinstance(t, Token)), "")
    return first.endswith("ing")


def _note(ch: list[Any]) -> str | None:
    note = _tok(ch, "NOTE")
    return str(note) if note else None


def _inner(token: str) -> str:
    return token.strip()[1:-1].strip()


class _Marker(str):
    """A small word-valued result (``then``, ``face-up`` ...), told apart from IR values."""


@dataclass(frozen=True)
class _Played:
    """``When ... would be played [from your hand]`` (would_played): its form, the card, the
    printed hand words and article."""

    form: str
    card: ir.PlayedCard
    hand: str
    article: str


@dataclass(frozen=True)
class _Cause:
    """A "would be deleted / would leave the battle area" cause: what it means (battle |
    opponent-effect | not-own-effect | not-battle | effect) and the printed words."""

    cause: str
    words: str


def _prevented(ch: list[Any]) -> str:
    """The printed object of "prevent" ("that deletion", "it from leaving")."""
    return next(str(v) for v in _vals(ch) if type(v) is _Marker)


class _DigiZone(_Marker):
    """hand | trash | hand-or-trash: where a card digivolved into by an effect is."""


@dataclass(frozen=True)
class _DigiCost:
    """The cost phrase of "may digivolve into": kind (pay | free | reduced), by how much,
    the words as printed."""

    kind: str
    n: int
    words: str


class _Suspended:
    """``suspended`` after the zone of "play ... from your hand/trash"."""


class _MayCan(_Marker):
    """may | can before "digivolve"."""


class _DigiIn(_Marker):
    """"in the" | "in your" | "from your" before the zone."""


class _DnaCost(_Marker):
    """The cost phrase of "DNA digivolve into ..." as printed."""


@dataclass(frozen=True)
class _DnaRest:
    """``into <cards> in the hand [<cost>]`` of a DNA digivolution by an effect."""

    cards: ir.Cards
    article: str
    owner_word: str
    cost_words: str


class _State(_Marker):
    """suspended | unsuspended, in a condition."""


_TARGETS = (ir.This, ir.Ref, ir.Select, ir.SecurityDigimon)
_ACTIONS = ir.Action.__args__  # type: ignore[attr-defined]


def _is_gerund(action: Any) -> bool:
    return bool(getattr(action, "gerund", False))


# ---------------------------------------------------------------- the transformer


# "When <subject> <event>" (the grammar's ``trigger``): the subjects each event is read with
_EVENTS = {
    "attack": {"subj_this", "subj_opponent", "subj_one_opponent", "subj_own", "subj_own_other",
               "subj_another", "subj_any", "subj_your_opponent"},
    "delete": {"subj_own", "subj_own_other", "subj_opponent", "subj_one_opponent",
               "subj_another", "subj_your_opponent"},
    "blocked": {"subj_this"},
    "suspend": {"subj_this", "subj_this_tamer", "subj_opponent", "subj_one_opponent",
                "subj_own", "subj_any"},
    "unsuspend": {"subj_this", "subj_opponent", "subj_one_opponent", "subj_own", "subj_any"},
    "battle-delete": {"subj_this", "subj_own"},
    "win-battle": {"subj_this"},
    "moved": {"subj_this", "subj_opponent", "subj_one_opponent", "subj_own", "subj_own_other"},
    "digivolved": {"subj_own", "subj_own_other"},
    "played": {"subj_own", "subj_own_other", "subj_opponent", "subj_one_opponent",
               "subj_another"},
    "played-digivolved": {"subj_own", "subj_own_other", "subj_opponent"},
}
# the events whose Digimon a qualified subject is checked on ("When one of your [X] trait
# Digimon attacks"): the Digimon is in play, or (deleted) its cards' information is used.
# Not "digivolves": whether the Digimon before or after digivolving must fit is not settled.
_QUALIFIED_EVENTS = ("attack", "delete", "suspend", "unsuspend", "played", "battle-delete",
                     "moved")
_EVENT_SUBJECTS = {event: ", ".join(sorted(f"'{text_render.SUBJECTS[s][0]}'" for s in subjects))
                   for event, subjects in _EVENTS.items()}


# "this Digimon has <X>" for a keyword effect (not a state): the Digimon has an effect, its
# own or inherited (CR 4.2 15-3-2), printed with that icon (official Q&A Q1292, Q1151)
EFFECT_ICONS = ("blitz", "digi-burst")


class _Reader(ConjunctionReader, AttackReader, DeletedReader, DidReader, DnaRefReader,
              EitherReader, StackReader,
              LinkReader, CountReader, GainReader, NoOnPlayReader, EventReader, GroupReader,
              RevealPlayReader, MindLinkReader, StaticsReader, DescriptionReader,
              RestrictionsReader, FaceUpReader, ThisWithReader, TriggerSubjectReader,
              TamerStackReader, TamerCountReader, ReductionByReader, XrosReader, DelayReader,
              HasEffectReader, PayAndPlaceReader, TrashCountReader, PlayExclusionReader,
              TurnEndReader, UnsuspendBothReader, TraitFieldReader, HasReader, WouldOwnReader,
              CostsReader, RevealPicksReader, TamersReader, DeDigivolveEachReader,
              LeadPlayReader, BattleReader, Transformer):
    """Parse tree -> IR. Raises CardTextError for forms the grammar derives but the model
    refuses (an imperative where a "by" cost needs a gerund, a [Main] reference that is not
    [Main]...)."""

    # --- box, items, effects
    def start(self, ch):
        return ir.Box(tuple(_vals(ch)))

    def read_quoted(self, text):  # a quoted effect granted by an effect (text_gain.py)
        return read_whole(text)

    def card_would_be_played(self, ch):
        return _Marker(_words(ch))

    you_would_play = you_would_use = card_would_be_used = card_would_be_played

    def into_this_named(self, ch):
        names = tuple(_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        words = " ".join(str(t) if t.type == "NAME" else str(t).lower()
                         for t in ch if isinstance(t, Token))  # names as printed
        return _Marker(words), ("names", names)

    def into_this_tamer_under(self, ch):
        return _Marker(_words(ch)), ("tamer-under", ())

    def reduce_obj(self, ch):
        return _DnaCost(_words(ch))

    def play_reduction(self, ch):
        note = _tok(ch, "NOTE")
        into = next((v for v in _vals(ch) if isinstance(v, tuple)), None)
        if into is not None:  # "one of your ... would digivolve into this card in your hand"
            ch = [*ch[:1], into[0], *ch[2:]]
        return ir.PlayReduction(_ints(ch)[-1], str(next(v for v in _vals(ch)
                                                         if type(v) is _Marker)),
                                digivolver=into[1] if into is not None else None,
                                obj=str(_one(ch, _DnaCost)), condition=_one(ch, ir.If),
                                period=_tok(ch, "DOT") is not None,
                                note=str(note) if note else None)

    def play_reduction_by(self, ch):
        red = self.play_reduction(ch)
        return replace(red, cost=_cost(next(c for c in _vals(ch) if isinstance(c, _ACTIONS))))

    def would_played(self, ch):
        toks = _toks(ch)
        hand = next((f"from {toks[i + 1]} hand" for i, t in enumerate(toks)
                     if t == "from"), "")
        names = tuple(_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        if names:
            return _Played("named", ir.PlayedCard(names=names), hand, "")
        form = "you" if toks[1] == "you" else "any-yours" if "of" in toks[:3] else "any"
        marks = [str(v) for v in _vals(ch) if type(v) is _Marker]  # a/an, then a color
        card = _one(ch, ir.PlayedCard)
        if len(marks) > 1:
            card = replace(card, color=marks[1])
        return _Played(form, card, hand, marks[0] if marks else "")

    def played_desc(self, ch):
        names = tuple(_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        if len(ch) == 1 and names:
            return ir.PlayedCard(names=names)
        color = _one(ch, _Marker)  # color_word; kind_word is read by card_either's reader
        kind = next(str(v) for v in _vals(ch) if isinstance(v, str) and v is not color)
        return ir.PlayedCard(kind=kind, color=str(color) if color is not None else None,
                             plural=next(v for v in _vals(ch) if isinstance(v, bool)),
                             traits=_one(ch, ir.TraitAny))

    def by_cost(self, ch):
        return _cost(next(c for c in _vals(ch) if isinstance(c, _ACTIONS)))

    def played_obj(self, ch):
        return _DnaCost(_words(ch))

    def field_play_reduction(self, ch):
        played = _one(ch, _Played)
        if played is None or played.card.xros:  # a DigiXros card (text_xros.py)
            raise CardTextError("would be played", "a play cost reduction for DigiXros cards")
        period, note = _vals(ch)[-1]
        red = ir.FieldReduction(played.form, played.card, _ints(ch)[-1],
                                obj=str(_one(ch, _DnaCost)), hand=played.hand,
                                article=played.article,
                                cost=next((c for c in _vals(ch) if isinstance(c, _ACTIONS)),
                                          None), period=period, note=note)
        return ir.Effect(_vals(ch)[0], "field-reduction", field_reduction=red)

    def xros_tamers(self, ch):
        vals = _vals(ch)
        return read_xros_tamers(vals[0], vals[1], vals[2], vals[3], vals[-1],
                                render_action(vals[2]))

    def keyword_item(self, ch):
        notes = [str(t) for t in ch if isinstance(t, Token) and t.type == "NOTE"]
        dot = _tok(ch, "DOT")
        first_note = notes[0] if notes and (dot is None or ch.index(dot) > 1) else None
        after = notes[-1] if dot is not None and ch[-1] is not dot and ch[-1].type == "NOTE" \
            else None
        printed = _inner(ch[0])
        if keyword_id(printed) is None:
            refuse_keyword(printed, f"<{printed}>")
        return ir.KeywordItem(ir.Keyword(printed, first_note), period=dot is not None,
                              note_after=after)

    def header(self, ch):
        timings = tuple(_inner(t) for t in ch if t.type in ("TIMING", "TURN_TIMING"))
        per_turn = _tok(ch, "PER_TURN")
        icon = _tok(ch, "ICON")
        if icon is not None:
            zone_icon(" ".join(str(t) for t in ch), _inner(icon), timings)
        return ir.Header(timings, _inner(per_turn) if per_turn else None,
                         icon=_inner(icon) if icon is not None else None)

    turn_header = header

    def timed(self, ch):
        return _effect(ir.Effect(ch[0], "timed", sentences=ch[1]))

    def triggered(self, ch):
        header, trigger, sentences = _vals(ch)
        return _effect(ir.Effect(header, "triggered", sentences=sentences, trigger=trigger))

    timed_triggered = triggered  # "[When Attacking] When this Digimon attacks a player, ..."

    def immediate(self, ch):
        header, trigger, rep = _vals(ch)
        return _effect(ir.Effect(header, "immediate", trigger=trigger, replace=rep))

    def immediate_effect(self, ch):
        """"When this Digimon would ..., you may <action>. ...": an immediate-type effect
        that doesn't prevent the cause."""
        header, trigger, sentences = _vals(ch)
        return _effect(ir.Effect(header, "would", sentences=sentences, trigger=trigger))

    def would_first(self, ch):
        return ir.Sentence(ir.May(_imperative(_vals(ch)[0])), period=False)

    def play_stacked(self, ch):
        count = next(v for v in _vals(ch) if isinstance(v, tuple))
        words = [str(v) for v in _vals(ch) if type(v) is _Marker]
        return ir.PlayFree(_one(ch, ir.Cards), "under", count[0], up_to=count[1],
                           cost_words=words[-1], under_words=words[0],
                           suspended=any(isinstance(v, _Suspended) for v in _vals(ch)))

    def under_owner(self, ch):
        return _Marker(_words(ch))

    def color_static(self, ch):
        """An Option's color-requirement static: one sentence, no timing."""
        rule = _one(ch, ir.ColorRule)
        note = _tok(ch, "NOTE")
        return ir.Effect(ir.Header(()), "color", sentences=(ir.Sentence(
            ir.Do(rule), condition=_one(ch, ir.If), period=_tok(ch, "DOT") is not None,
            note=str(note) if note else None),))

    def ignore_colors(self, ch):
        return ir.ColorRule("ignore", verb=str(_one(ch, _Marker)))

    def can_may(self, ch):
        return _Marker(_words(ch))

    def use_without_colors(self, ch):
        return ir.ColorRule("use-without", option_word="option" in _toks(ch))

    def also_meets(self, ch):
        return ir.ColorRule("also-meets", color=str(_vals(ch)[0]))

    def also_met_by(self, ch):
        return ir.ColorRule("met-by", color=str(_vals(ch)[-1]))
    def would_digivolve(self, ch):
        marks = [str(v) for v in _vals(ch) if type(v) is _Marker]
        return ir.DigivolveReduction(0, into=_one(ch, ir.Cards), article=marks[0] if marks else "",
                                     in_hand=_one(ch, InHand) is not None,
                                     from_trash=_one(ch, FromTrash) is not None)

    def digi_reduction(self, ch):
        return ir.DigivolveReduction(_ints(ch)[0], condition=_one(ch, ir.If),
                                     digivolution="digivolution" in _toks(ch))

    def digi_reduction_memory(self, ch):
        return ir.DigivolveReduction(_ints(ch)[0], condition=_one(ch, ir.If), memory=True)

    def digivolve_reduction(self, ch):
        header, would, reduction, (period, _note) = _vals(ch)
        return ir.Effect(header, "digivolve-reduction", reduction=replace(
            reduction, into=would.into, article=would.article, period=period,
            in_hand=would.in_hand, from_trash=would.from_trash))

    def any_one(self, ch):
        return _Marker(_toks(ch)[0])

    def dna_cost(self, ch):
        return _DnaCost(_words(ch))

    dna_paying = dna_cost

    def dna_rest(self, ch):
        marks = [str(v) for v in _vals(ch) if type(v) is _Marker]
        cost = _one(ch, _DnaCost)
        return _DnaRest(_one(ch, ir.Cards), marks[0] if len(marks) == 2 else "", marks[-1],
                        str(cost) if cost else "")

    def dna_rest_paying(self, ch):
        return self.dna_rest(ch)

    def _dna(self, ch, form: str, **kw) -> ir.DnaInto:
        rest = _one(ch, _DnaRest)
        return ir.DnaInto(form, rest.cards, article=rest.article, owner_word=rest.owner_word,
                          cost_words=rest.cost_words, **kw)

    def dna_into(self, ch):
        return self._dna(ch, "one", who=_one(ch, _TARGETS))

    def dna_with_other(self, ch):
        return self._dna(ch, "with-other", who=_one(ch, _TARGETS),
                         any_word=str(_one(ch, _Marker)))

    def dna_with_another(self, ch):
        return self._dna(ch, "with-other", who=_one(ch, _TARGETS), any_word="another")

    def dna_this_and_other(self, ch):
        return self._dna(ch, "this-and-other",
                         in_play=any(v == "in-play" for v in _vals(ch)))

    def digi_subject(self, ch):
        return _Marker(_words(ch))

    def by_with(self, ch):
        return _DigiZone(_toks(ch)[0])

    def reduce_bound(self, ch):
        red = _one(ch, ir.DigivolveReduction)
        if red.condition is not None:
            raise CardTextError(_words(ch), "a condition on the reduction of a digivolution "
                                "by an effect is not read")
        return ir.ReduceBound(red.n, str(_one(ch, _Marker)),
                              str(next(v for v in _vals(ch) if isinstance(v, _DigiZone))),
                              red.digivolution)

    def persistent(self, ch):
        return _effect(ir.Effect(ch[0], "persistent", sentences=ch[1]))

    def delay(self, ch):
        note = _tok(ch, "NOTE")
        return _effect(ir.Effect(ch[0], "delay", sentences=ch[-1],
                                 delay_note=str(note) if note else None,
                                 bullet=str(_tok(ch, "BULLET") or ""),
                                 delay_dot=_tok(ch, "DOT") is not None,
                                 delay_if=_one(ch, ir.If)))

    def triggered_delay(self, ch):
        effect = self.delay(ch)
        return replace(effect, trigger=_one(ch, ir.Trigger))

    def choose(self, ch):
        header, intro, *choices = _vals(ch)
        return ir.Effect(header, "choose", choose=intro, choices=tuple(
            replace(c, sentences=bind(c.sentences)) for c in choices))

    def choose_intro(self, ch):
        toks = [str(t) for t in ch if isinstance(t, Token)]
        all_if, all_end = _one(ch, tuple) or (None, ".")
        return ir.ChooseIntro(_ints(ch)[0], may="may" in _toks(ch), end=toks[-1],
                              all_if=all_if, all_end=all_end)

    def all_instead(self, ch):
        return (_vals(ch)[0], str(ch[-1]))

    def choice(self, ch):
        return ir.Choice(_vals(ch)[0], bullet=str(_tok(ch, "BULLET")))

    def would_sentences(self, ch):
        return self.sentences(ch)

    def sentences(self, ch):
        out: list[ir.Sentence] = []
        for c in ch:
            if isinstance(c, ir.Sentence):
                out.append(c)
            elif c.type == "DOT":
                out[-1] = replace(out[-1], period=True)
            elif c.type == "NOTE":
                out[-1] = replace(out[-1], note=str(c))
        return tuple(out)

    statics = sentences

    def sentence(self, ch):
        clause = _one(ch, (ir.Do, ir.May, ir.Cost, ir.DigiBurst, ir.EndOfBattle,
                           ir.ReduceBound, ir.AtEndOfTurn))
        clause, condition = text_this_with.lift(clause, _one(ch, ir.If))
        action = getattr(clause, "action", None)
        if isinstance(action, ir.SetMemory) and action.it and not (
                condition and isinstance(condition.condition, ir.Compare)
                and condition.condition.subject == "memory"):
            raise CardTextError("set it to", "'set it to N' is read after 'If you have N or "
                                "less memory,' only ('it': your memory)")
        then = next((c for c in _vals(ch) if isinstance(c, _Marker)
                     and c.startswith("then")), None)
        return ir.Sentence(clause, then=then is not None, condition=condition, period=False,
                           then_comma=then != "then-no-comma",
                           then_word="After" if then == "then-after" else "Then")

    def glued_sentence(self, ch):
        """"<Draw 1> Then, ...": a "Then" sentence with no period before it."""
        return self.sentence(ch)

    def static(self, ch):
        clause, condition = text_this_with.lift(ir.Do(_vals(ch)[-1]), _one(ch, ir.If))
        return ir.Sentence(clause, condition=condition, period=False)

    def then(self, ch):
        return _Marker("then" if "," in _toks(ch) else "then-no-comma")

    def then_after(self, ch):
        return _Marker("then-after")

    def condition_if(self, ch):
        return ir.If(_vals(ch)[0], word=_toks(ch)[0])

    def dna_digivolving(self, ch):
        return ir.DnaDigivolving()

    def digixrosing(self, ch):
        return ir.DigiXrosing(_ints(ch)[0] if _ints(ch) else None)

    # --- clauses
    def do(self, ch):
        return ir.Do(_imperative(_vals(ch)[0]))

    def may(self, ch):
        return ir.May(_imperative(_vals(ch)[0]))

    def do_instead(self, ch):
        return ir.Do(_imperative(_vals(ch)[0]), instead="after")

    def instead_do(self, ch):
        return ir.Do(_imperative(_vals(ch)[0]), instead="before")

    def may_instead_clause(self, ch):
        return ir.May(_imperative(_vals(ch)[0]), instead="after")

    def end_of_battle(self, ch):
        return ir.EndOfBattle(_imperative(_vals(ch)[0]))

    def at_end_of_turn(self, ch):
        return ir.AtEndOfTurn(_imperative(_vals(ch)[0]))

    def at_next_opponent_turn_end(self, ch):
        return ir.AtEndOfTurn(_imperative(_vals(ch)[0]), when="next-opponent")

    def cost(self, ch):
        cost, action = _vals(ch)
        return ir.Cost(_cost(cost), _imperative(action))

    def cost_may(self, ch):
        return replace(self.cost(ch), you_may=True)

    def may_to(self, ch):
        """"You may <cost> to <action>": the older wording of "By <cost>, <action>" (official
        Q&A Q1463: with no card to trash the effect can't be activated)."""
        cost, action = _vals(ch)
        return ir.Cost(_imperative(cost), _imperative(action), may_to=True)

    def can_by(self, ch):
        """"You can <action> by <cost>": the older wording of "By <cost>, you may <action>"
        (official Q&A Q893: a "by" condition can't be met in part)."""
        action, cost = _vals(ch)
        return ir.Cost(_cost(cost), _imperative(action), can_by=True)

    def may_to_have(self, ch):
        """"You may <cost> to have <target> get +N DP / gain <X>"."""
        cost, action = _vals(ch)
        if not action.plural:
            raise CardTextError(render_action(action), "'to have ...' is followed by 'get' / "
                                "'gain'")
        return ir.Cost(_imperative(cost), action, may_to=True, have=True)

    def may_to_give(self, ch):
        """"You may <cost> to give <target> +N DP [duration]" (the older "to have ... get")."""
        cost, give = _vals(ch)[:2]
        change = ir.ChangeDP(give, int(_tok(ch, "SIGNED")), duration=_one(ch, ir.Duration),
                             wording="give")
        return ir.Cost(_imperative(cost), change, may_to=True)

    def digi_burst(self, ch):
        n = int(re.search(r"\d+", str(ch[0]))[0])
        bullet = _tok(ch, "BULLET")
        return ir.DigiBurst(n, _imperative(_vals(ch)[0]), colon=":" in _toks(ch),
                            bullet=str(bullet) if bullet else None)

    # --- triggers and replacements
    def event_trigger(self, ch):
        (subject, who), (event, wording, extra) = _vals(ch)
        if subject not in _EVENTS[event]:
            raise CardTextError(f"When {text_render.subject(subject, who)}",
                                f"the trigger '{event}' is read for {_EVENT_SUBJECTS[event]} "
                                "only")
        if who is not None and event not in _QUALIFIED_EVENTS:
            raise CardTextError(f"When {text_render.subject(subject, who)}",
                                f"a qualified subject is read with the events "
                                f"{', '.join(sorted(_QUALIFIED_EVENTS))} only")
        _, side, other = text_render.SUBJECTS[subject]
        if event in ("digivolved", "played"):  # card_events: which Digimon (or Tamer)
            kind = "digimon" if who is None else "card" if who.kind == "named" else \
                who.kind.rstrip("s")
            kind = "digimon" if who is None else who.kind.rstrip("s")
            kind = "card" if kind == "named" else kind  # a Digimon or a Tamer by that name
            if kind not in ("digimon", "tamer", "card"):
                raise CardTextError(f"When {text_render.subject(subject, who)}",
                                    "a card played is read as a Digimon or a Tamer")
            extra = {**extra, "what": f"other {kind}" if other else kind}
        return ir.Trigger(event, side, other=other, subject=subject, wording=wording,
                          who=who, **extra)

    def effect_suspends(self, ch):
        obj = str(_vals(ch)[0])
        side, other = text_render.EFFECT_OBJECTS[obj][1:]
        return ir.Trigger("suspend", side, cause="effect", other=other, subject=obj)

    # "When an attack target is switched" / "When attack targets change": any attack's target
    # (official Q&A Q806, Q2208); "When this Digimon's attack target is switched": its own
    def any_target_switched(self, ch):
        return ir.Trigger("switch", "any", subject="any_target_switched")

    def targets_change(self, ch):
        return ir.Trigger("switch", "any", subject="targets_change")

    def this_target_switched(self, ch):
        return ir.Trigger("switch", "this", subject="this_target_switched")

    def own_target_switched(self, ch):  # the attacking Digimon is one of yours
        return ir.Trigger("switch", "own", subject="own_target_switched")

    def ev_digivolves(self, ch):
        return ("digivolved", None, {})

    def ev_played(self, ch):
        return ("played", None, {})

    def ev_attacks(self, ch):
        target = _vals(ch)
        return ("attack", None, {"target": str(target[0]) if target else None})

    def ev_deleted(self, ch):
        return ("delete", None, {})

    def ev_deleted_zero_dp(self, ch):
        """"is deleted by dropping to 0 DP": the rule check's deletion (CR 4.2 17-1-3-1-1)."""
        if _ints(ch) != [0]:
            raise CardTextError(_words(ch), "a deletion by dropping to DP other than 0 is not "
                                "a rule of the game")
        return ("delete", None, {"cause": "zero-dp"})

    def ev_blocked(self, ch):
        return ("blocked", None, {})

    def ev_becomes_suspended(self, ch):
        return ("suspend", "ev_becomes_suspended", {})

    def ev_suspends(self, ch):
        return ("suspend", "ev_suspends", {})

    def ev_unsuspended(self, ch):
        phase = _vals(ch)
        return ("unsuspend", None, {"phase": str(phase[0]) if phase else None})

    def ev_battle_delete(self, ch):
        victim, *survives = _vals(ch)
        return ("battle-delete", str(victim), {"cause": "survives" if survives else None})

    def survives(self, ch):
        return _Marker("survives")

    def at_player(self, ch):
        return _Marker("player")

    def at_digimon(self, ch):
        return _Marker("digimon")

    def during_main(self, ch):
        return _Marker("main")

    def during_unsuspend(self, ch):
        return _Marker("unsuspend")

    def subj_this(self, ch):
        return "subj_this", None

    def subj_this_tamer(self, ch):
        return "subj_this_tamer", None

    def subj_opponent(self, ch):
        return _subject("subj_opponent", self.select([(1, False), _Marker("opponent"), *ch]))

    def subj_one(self, ch):
        sel = self.select([(1, False), *ch])
        if sel.owner == "your":
            return _subject("subj_own_other" if sel.other else "subj_own", sel)
        if sel.owner == "opponent" and not sel.other:
            return _subject("subj_one_opponent", sel)
        raise CardTextError("When one of " + text_render.target(sel)[len("1 of "):],
                            "a trigger's subject is read as 'one of your [other] ...' or "
                            "'one of your opponent's ...'")

    def subj_any(self, ch):
        return _subject("subj_any", self.select([(1, False), _Marker("either"), *ch]))

    def subj_another(self, ch):
        return _subject("subj_another", self.select([(1, False), _Marker("either"),
                                                     _Marker("other"), *ch]))

    def obj_own(self, ch):
        return _Marker("obj_own")

    def obj_any(self, ch):
        return _Marker("obj_any")

    def obj_this(self, ch):
        return _Marker("obj_this")

    def obj_another(self, ch):
        return _Marker("obj_another")

    def victim_an(self, ch):
        return _Marker("victim_an")

    def victim_your(self, ch):
        return _Marker("victim_your")

    def victim_one(self, ch):
        return _Marker("victim_one")

    # --- triggers about cards (triggers-cards)
    def this_linked(self, ch):
        return ir.Trigger("linked", "this")

    def own_linked(self, ch):
        return ir.Trigger("linked", "own", form=int("any" in _toks(ch)))

    def use_option(self, ch):
        cards = next(c for c in ch if isinstance(c, Tree) and c.data == "option_cards")
        cost = next((c for c in ch if isinstance(c, Tree) and c.data == "option_min_cost"),
                    None)
        wording = int("cards" in _toks(cards.children)) + \
            (2 if cost is not None and "use" in _toks(cost.children) else 0)
        return ir.Trigger("use-option", "own", n=_ints(cost.children)[0] if cost else None,
                          form=wording)

    def burst_trashed(self, ch):
        printed = str(_tok(ch, "KEYWORD"))
        if printed.lower() != "<digi-burst>":
            raise CardTextError(f"this Digimon's {printed}", "'When this card is trashed due to "
                                "activating this Digimon's ...' is read for <Digi-Burst>")
        return ir.Trigger("burst-trashed", "this")

    def security_card_removed(self, ch):
        return ir.Trigger("security-removed", str(_one(ch, _Marker)))

    def security_removed_from(self, ch):
        return ir.Trigger("security-removed", str(_one(ch, _Marker)), form=1)

    def own_effect_trashes_hand(self, ch):
        return ir.Trigger("hand-trashed", "own", "own-effect")

    def you_trash_hand_by_effect(self, ch):
        return ir.Trigger("hand-trashed", "own", "own-effect", form=1)

    def effect_trashes_hand(self, ch):
        return ir.Trigger("hand-trashed", "own", "effect", form=2)

    def hand_trashed_from(self, ch):
        return ir.Trigger("hand-trashed", "own", form=3)

    def effect_plays_own(self, ch):
        return ir.Trigger("played", "own", "effect", what="digimon")

    def effect_plays_opponent(self, ch):
        return ir.Trigger("played", "opponent", "effect", what="digimon", form=1)

    def you_play(self, ch):
        """"When you play <card> [by an effect]": the printed forms keep their own wording
        (text_render.CARD_TRIGGERS); any other qualified card is checked as a target is."""
        article, sel = _one(ch, tuple)
        effect = "effect" if _one(ch, _Marker) == "by-effect" else None
        plain = (sel.kind, article, bool(effect))
        kinds = {("digimon", "a", True): 2, ("digimon", "another", True): 3,
                 ("tamer", "a", False): 4, ("digimon", "another", False): 6}
        bare = not sel.after and not sel.before
        colored = not sel.after and len(sel.before) == 1 \
            and isinstance(sel.before[0], ir.ColorIs) and len(sel.before[0].colors) == 1
        if bare and plain in kinds:
            what = ("other " if article == "another" else "") + sel.kind
            return ir.Trigger("played", "own", effect, what=what, form=kinds[plain])
        if colored and plain == ("tamer", "a", False):
            return ir.Trigger("played", "own", what=f"{sel.before[0].colors[0]} tamer", form=5)
        return _played("own", article, sel, effect)

    def opponent_plays(self, ch):
        article, sel = _one(ch, tuple)
        if article == "a" and sel.kind == "digimon" and not sel.before and not sel.after:
            return ir.Trigger("played", "opponent", what="digimon", form=7)
        return _played("opponent", article, sel, None)

    def played_a(self, ch):
        article = _toks(ch)[0].lower()
        return article, self.select([(1, False), _Marker("either"), *ch[1:]])

    def played_another(self, ch):
        return "another", self.select([(1, False), _Marker("either"), _Marker("other"),
                                       *ch[1:]])

    def by_an_effect(self, ch):
        return _Marker("by-effect")

    def security_card_added(self, ch):
        return ir.Trigger("security-added", "own")

    def security_added_to(self, ch):
        return ir.Trigger("security-added", "own", form=1)

    def effect_adds_opponent_hand(self, ch):
        return ir.Trigger("hand-added", "opponent", "effect")

    def effect_adds_hand(self, ch):
        return ir.Trigger("hand-added", "own", "effect", form=int("cards" in _toks(ch)))

    def digimon_effect_adds_hand(self, ch):
        return ir.Trigger("hand-added", "own", "own-digimon-effect", form=2)

    def any_of_your(self, ch):
        """"When any of your <qualified> Digimon/Tamers are played / digivolve into <card> /
        get linked": one trigger for the Digimon of one event (CR 4.2 15-5-2)."""
        event = ch[-1]
        if event[0] in OWN_EVENTS:  # "are deleted", "suspend", "attack", "are played from"
            return self.many_own(ch)
        sel = self.select([(1, False), _Marker("your"), *ch[:-1]])
        kind = sel.kind.rstrip("s")
        if kind not in ("digimon", "tamer"):
            raise CardTextError("When any of your " + text_render.subject("subj_any", sel)[2:],
                                "'When any of your ...' is read for Digimon or Tamers")
        if event[0] == "linked":
            if sel.other or sel.before or sel.after or kind != "digimon":
                raise CardTextError("When any of your " + text_render.subject("subj_any", sel)
                                    [2:] + " get linked", "linking is read for your Digimon")
            return linked_to(event) or ir.Trigger("linked", "own", form=1)
        what = f"other {kind}" if sel.other else kind
        if event[0] == "played":
            return _any_played(sel, what)
        if event[0] == "played-digivolved" and not (sel.before or sel.after) and kind == "digimon":
            return group_trigger("group_any_of", sel.other)
        if sel.before or sel.after or kind != "digimon":
            raise CardTextError("When any of your " + text_render.subject("subj_any", sel)[2:],
                                "whether the Digimon before or after digivolving must fit is "
                                "not settled")
        article, into = event[1]
        return ir.Trigger("digivolved", "own", what=what, subject="subj_any_of",
                          into=into, wording=article)

    def ae_played(self, ch):
        return ("played",)

    def ae_linked(self, ch):
        return ("linked",)

    def ae_digivolve_into(self, ch):
        return ("digivolved", _one(ch, tuple))

    def ev_digivolves_into(self, ch):
        article, into = _one(ch, tuple)
        return ("digivolved", article, {"into": into})

    def into_a(self, ch):
        article = _toks(ch)[0].lower()
        return article, self.select([(1, False), _Marker("either"), *ch[1:]])

    def into_named(self, ch):
        names = tuple(_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        return None, ir.Select(1, False, "either", False, "named", names=names)

    def sec_own(self, ch):
        return _Marker("own")

    def sec_opponent(self, ch):
        return _Marker("opponent")

    def sec_any(self, ch):
        return _Marker("any")

    def would_trigger(self, ch, event: str = "would-delete"):
        """"When this [yellow] Digimon [with ...] would ...": its qualifiers (``who``) as a
        target's, checked on the Digimon when it would leave (resolve._interrupt_applies)."""
        cause = _one(ch, _Cause)
        at = next(i for i, t in enumerate(ch) if isinstance(t, Token) and t.lower() == "digimon")
        before, after = [v for v in ch[:at] if _is_filter(v)], [v for v in ch[at:] if _is_filter(v)]
        who = self.select([(1, False), _Marker("either"), *before, _Marker("digimon"), *after]) \
            if before or after else None
        return ir.Trigger(event, "this", cause.cause if cause else None,
                          wording=cause.words if cause else None, who=who)

    def would_leave(self, ch):
        return self.would_trigger(ch, "would-leave")

    def in_battle(self, ch):
        return _Cause("battle", _words(ch))

    def by_opponent_effect(self, ch):
        return _Cause("opponent-effect", _words(ch))

    def not_own_effect(self, ch):
        return _Cause("not-own-effect", _words(ch))

    def not_battle(self, ch):
        return _Cause("not-battle", _words(ch))

    def by_effects(self, ch):
        return _Cause("effect", _words(ch))

    def end(self, ch):
        note = _tok(ch, "NOTE")
        return (_tok(ch, "DOT") is not None, str(note) if note else None)

    def _replace(self, ch, form: str, may: bool, ending: str = "") -> ir.Replace:
        action = next(c for c in _vals(ch) if isinstance(c, _ACTIONS))
        period, note = _vals(ch)[-1]
        action = _cost(action) if form == "by-prevent" else _imperative(action)
        return ir.Replace(action, form, may=may, ending=ending, period=period, note=note,
                          condition=_one(ch, ir.If))

    def may_instead(self, ch):
        return self._replace(ch, "instead", True)

    def instead(self, ch):
        return self._replace(ch, "instead", False)

    def may_prevent(self, ch):
        return self._replace(ch, "may-prevent", True, " to prevent " + _prevented(ch))

    def by_prevent(self, ch):
        words = _toks(ch)
        ending = ("," if "," in words else "") + (" to" if "to" in words else "") + \
            " prevent " + _prevented(ch)
        return self._replace(ch, "by-prevent", False, ending)

    def by_not_deleted(self, ch):
        return self._replace(ch, "by-prevent", False, ", it isn't deleted")

    def by_not_leave(self, ch):
        return self._replace(ch, "by-prevent", False, ", it doesn't leave")

    def prevented(self, ch):
        return _Marker(_words(ch))

    # --- verbs
    def memory_lock(self, ch):
        who, wording = _vals(ch)
        return ir.MemoryLock(players=who == "players", wording=wording)

    def play_cost_lock(self, ch):
        if _vals(ch)[0] != "players":
            raise CardTextError("your opponent can't reduce play costs", "only 'Players "
                                "can't reduce play costs' is read")
        return ir.PlayCostLock()

    def digivolve_cost_lock(self, ch):
        return ir.DigivolveCostLock(players=_vals(ch)[0] == "players")

    def play_digimon_lock(self, ch):
        if _vals(ch)[0] != "players":
            raise CardTextError("your opponent can't play Digimon by effects", "only 'Players "
                                "can't play Digimon by effects' is read")
        return ir.PlayDigimonLock()

    def lock_opponent(self, ch):
        return _Marker("opponent")

    def lock_players(self, ch):
        return _Marker("players")

    def except_with(self, ch):
        return 0

    def other_than_by(self, ch):
        return 1

    def both(self, ch):
        first, second = _vals(ch)
        return ir.Both(_imperative(first), _imperative(second))

    def both_comma(self, ch):  # "unsuspend this Digimon, and gain 1 memory ..."
        return replace(self.both(ch), comma=True)

    def draw(self, ch):
        if kw := _tok(ch, "DRAW_KW"):
            return ir.Draw(int(re.search(r"\d+", str(kw))[0]), note=_note(ch))
        return ir.Draw(_ints(ch)[0], keyword=False, from_deck="from-deck" in _vals(ch))

    def trigger_draw(self, ch):
        """"Trigger <Draw N>": the older wording of the keyword effect (official Q&A Q960:
        "Trigger <Draw 2>" draws 2 cards, it can't be skipped)."""
        return replace(self.draw([c for c in ch[1:] if not isinstance(c, ir.ForEach)]),
                       trigger=True, per=_one(ch, ir.ForEach))

    def trigger_de_digivolve(self, ch):
        return replace(self.de_digivolve(ch[1:]), trigger=True)

    def trigger_recovery(self, ch):
        return replace(self.recovery(ch[1:]), trigger=True)

    def from_deck(self, ch):
        return _Marker("from-deck")

    def de_digivolve(self, ch):
        return ir.DeDigivolve(int(re.search(r"\d+", str(ch[0]))[0]), _one(ch, _TARGETS),
                              note=_note(ch))

    def de_digivolve_note_last(self, ch):
        on = any(isinstance(c, Tree) and c.data == "on_word" for c in ch)
        return replace(self.de_digivolve(ch), note_last=True, on=on)

    def delete(self, ch):
        return ir.Delete(_one(ch, _TARGETS), gerund=_gerund(ch))

    def suspend(self, ch):
        return ir.Suspend(_one(ch, _TARGETS), gerund=_gerund(ch))

    def unsuspend(self, ch):
        return ir.Suspend(_one(ch, _TARGETS), unsuspend=True, gerund=_gerund(ch))

    def unsuspend_subject(self, ch):
        return ir.Suspend(_one(ch, _TARGETS), unsuspend=True, subject=True)

    def unsuspend_may(self, ch):
        return ir.Suspend(_one(ch, _TARGETS), unsuspend=True, subject=True, may=True)

    def dp_change(self, ch, first: bool = False):
        vals = _vals(ch)
        kws = next((v for v in vals if isinstance(v, tuple)), ())
        plural = next(v for v in vals if isinstance(v, bool))
        tail = next((v for v in vals if isinstance(v, list)), [])
        duration = _one(ch, ir.Duration) or next(
            (v for v in tail if isinstance(v, ir.Duration)), None)
        per = _one(ch, ir.ForEach) or next((v for v in tail if isinstance(v, ir.ForEach)),
                                           None)
        before = bool(tail) and isinstance(tail[0], ir.ForEach) and duration is not None
        return ir.ChangeDP(_one(ch, _TARGETS), int(_tok(ch, "SIGNED")), kws, duration,
                           duration_first=first, plural=plural, per=per,
                           per_before_duration=before)

    def dp_tail(self, ch):
        return [v for v in _vals(ch) if isinstance(v, (ir.Duration, ir.ForEach))]

    def dp_change_each(self, ch):
        plural = next(v for v in _vals(ch) if isinstance(v, bool))
        return ir.ChangeDP(_one(ch, _TARGETS), int(_tok(ch, "SIGNED")), plural=plural,
                           duration=_one(ch, ir.Duration), per=_one(ch, ir.ForEach),
                           per_first=True)

    def draw_each(self, ch):
        return replace(self.draw([c for c in ch if not isinstance(c, ir.ForEach)]),
                       per=_one(ch, ir.ForEach), per_first=True)

    def gain_keywords_each(self, ch):
        return replace(self.gain_keywords(ch), per=_one(ch, ir.ForEach))

    # --- counts
    def for_each(self, ch):
        word, counted = _vals(ch)
        return replace(counted, every=word == "every")

    def each_word(self, ch):
        return _Marker(_toks(ch)[0])

    def _stacks(self, ch, owner: str) -> ir.Select:
        marks = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        kind_at = next(i for i, v in enumerate(ch) if isinstance(v, _Marker) and
                       str(v) in ("digimon", "tamer", "tamers", "digimon-or-tamers",
                                  "digimon-or-tamer"))
        return ir.Select(None, False, owner, "other" in marks, str(ch[kind_at]),
                         tuple(v for v in ch[:kind_at] if _is_filter(v)),
                         tuple(v for v in ch[kind_at:] if _is_filter(v)))

    def count_of(self, ch):
        owner = next(str(v) for v in _vals(ch) if isinstance(v, _Marker))
        return ir.ForEach("of", stacks=self._stacks(ch, owner),
                          in_play=any(v == "in-play" for v in _vals(ch)))

    def count_in_play(self, ch):
        whose_at = next(i for i, v in enumerate(ch) if isinstance(v, tuple))
        whose = ch[whose_at]
        owner = "your" if whose[0] == "you have" else "opponent"
        ints = _ints(ch)
        return ir.ForEach("in-play", per=ints[0] if ints else None,
                          stacks=self._stacks(ch, owner), whose=whose[0], in_play=whose[1],
                          after_whose=sum(1 for v in ch[whose_at:] if _is_filter(v)))

    def whose_play(self, ch):
        return (_words(ch), any(v == "in-play" for v in _vals(ch)))

    def count_cards(self, ch):
        ints = _ints(ch)
        return ir.ForEach("cards", per=ints[0] if ints else None,
                          zone=str(_one(ch, _Marker)),
                          plural=next(v for v in _vals(ch) if isinstance(v, bool)))

    def count_security(self, ch):
        ints = _ints(ch)
        return ir.ForEach("security", per=ints[0] if ints else None,
                          plural=next(v for v in _vals(ch) if isinstance(v, bool)))

    def count_under(self, ch):
        ints = _ints(ch)
        return ir.ForEach("under-has", per=ints[0] if ints else None,
                          plural=next(v for v in _vals(ch) if isinstance(v, bool)))

    def count_under_of(self, ch):
        return ir.ForEach("under-of")

    def zone_trash(self, ch):
        return _Marker("trash")

    def zone_hand(self, ch):
        return _Marker("hand")

    def zone_security(self, ch):
        return _Marker("security-stack")

    def zone_opp_hand(self, ch):
        return _Marker("opp-hand")

    def zone_opp_trash(self, ch):
        return _Marker("opp-trash")

    def dp_change_first(self, ch):
        return self.dp_change(ch, first=True)

    def dp_and_keyword(self, ch):  # "gets +2000 DP and <Security Attack +1> for the turn"
        return replace(self.dp_change(ch), keywords=(_one(ch, ir.Keyword),),
                       wording="dp-and-keyword")

    def keyword_and_dp(self, ch):  # "gains <Piercing> and [gets] +3000 DP for the turn"
        gets = any(isinstance(v, bool) for v in _vals(ch)[2:])
        return replace(self.dp_change(ch), keywords=(_one(ch, ir.Keyword),),
                       wording="keyword-and-gets" if gets else "keyword-and-dp")

    def get(self, ch):
        return _toks(ch)[0] == "get"

    def gain(self, ch):
        return _toks(ch)[0] == "gain"

    def and_gain(self, ch):
        return _Marker("and-gain")

    def gain_keywords(self, ch, first: bool = False):
        vals = _vals(ch)
        return ir.GainKeywords(_one(ch, _TARGETS), next(v for v in vals if isinstance(v, tuple)),
                               _one(ch, ir.Duration),
                               plural=next(v for v in vals if isinstance(v, bool)),
                               duration_first=first)

    def gain_keywords_first(self, ch):
        return self.gain_keywords(ch, first=True)

    def give_keywords(self, ch):
        """"Give 1 of your opponent's Digimon <Security A. -1> until their turn ends": the
        target gains the keywords (the verb names the giver, not the gainer)."""
        kws = next(v for v in _vals(ch) if isinstance(v, tuple))
        return ir.GainKeywords(_one(ch, _TARGETS), kws, _one(ch, ir.Duration), give=True)

    def keywords(self, ch):
        seps = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        kws = tuple(v for v in _vals(ch) if isinstance(v, ir.Keyword))
        if seps != _separators(len(kws)):
            raise CardTextError(", ".join(f"<{k.printed}>" for k in kws),
                                "keywords are listed 'A, B and C'")
        return kws

    def kw_sep(self, ch):
        return _Marker(_toks(ch)[0])

    def keyword(self, ch):
        """A keyword an effect gives: only those the engine reads as a Digimon's state."""
        printed = _inner(ch[0])
        kid = keyword_id(printed)
        if kid not in GAINABLE + GIVEN_AS_EFFECTS:
            raise CardTextError(f"<{printed}>", f"<{printed}> ({kid or 'not modelled'}) given "
                                "by an effect is not modelled: the engine gives only "
                                + ", ".join(f"<{k}>" for k in GAINABLE + GIVEN_AS_EFFECTS))
        return ir.Keyword(printed, _note(ch))

    def restrict(self, ch, first: bool = False):
        what, _, wording = str(_one(ch, (_Marker, RestrictionWord))).partition("/")
        return ir.Restrict(_one(ch, _TARGETS), what, _one(ch, ir.Duration),
                           duration_first=first, the_hand=wording == "the",
                           wording="" if wording == "the" else wording)

    def restrict_first(self, ch):
        return self.restrict(ch, first=True)

    def restrict_neither(self, ch):  # "neither player's Digimon can ...": every Digimon can't
        everyone = ir.Select(None, False, "either", False, "digimon")
        return replace(self.restrict([everyone, *ch]), wording="neither")

    def no_attack_players(self, ch):
        return _Marker("attack-players")

    def no_unsuspend(self, ch):
        return _Marker("unsuspend")

    def no_suspend(self, ch):  # text_restrictions.py
        return RestrictionWord("suspend")

    def not_deleted_in_battle(self, ch):
        return _Marker("deleted-in-battle")

    def not_deleted_by_opponent(self, ch):
        return _Marker("deleted-by-opponent")

    def not_attacked(self, ch):
        return _Marker("be-attacked")

    def not_returned(self, ch):
        return _Marker("returned-by-opponent")

    def not_returned_the(self, ch):
        return _Marker("returned-by-opponent/the")

    def attack_or_block(self, ch):
        return _Marker("attack-block")

    def no_attack(self, ch):
        return _Marker("attack")

    def no_block(self, ch):
        return _Marker("block")

    def not_blocked(self, ch):
        return _Marker("be-blocked")

    def _unaffected(self, ch, form: str) -> ir.Unaffected:
        who = next(v for v in _vals(ch) if isinstance(v, tuple))
        neg = next(v for v in _vals(ch) if isinstance(v, _Marker))
        return ir.Unaffected(_one(ch, _TARGETS), who[0], who[1], form, str(neg),
                             _one(ch, ir.Duration))

    def unaffected(self, ch):
        return self._unaffected(ch, "isnt")

    def dont_affect(self, ch):
        return self._unaffected(ch, "dont")

    def dont_affect_first(self, ch):
        return self._unaffected(ch, "dont-duration-first")

    def isnt(self, ch):
        return _Marker(_words(ch))

    dont = isnt

    def whose_effects(self, ch):
        owner = str(_vals(ch)[0])
        digimon = "digimon's" in _toks(ch)
        return (digimon, (0 if owner == "your opponent's" else 1))

    def effects_of_digimon(self, ch):
        return (True, 2 if str(_vals(ch)[0]) == "your opponent's" else 3)

    def who_owner(self, ch):
        return _Marker(_words(ch))

    def gain_memory(self, ch):
        return ir.Memory(_ints(ch)[0], gerund=_gerund(ch), per=_one(ch, ir.ForEach))

    def lose_memory(self, ch):
        return ir.Memory(-_ints(ch)[0], gerund=_gerund(ch))

    def decrease_memory(self, ch):
        return ir.Memory(-_ints(ch)[0], gerund=True, decrease=True)

    def pay_cost(self, ch):  # "By paying 2 cost, ..." (CR 4.2 4-2-1: paid with memory)
        return ir.Memory(-_ints(ch)[0], gerund=True, pay=True)

    def opponent_memory(self, ch):
        n = _ints(ch)[0]
        return ir.Memory(n if "gains" in _toks(ch) else -n, opponent=True)

    def set_memory(self, ch):
        return ir.SetMemory(_ints(ch)[0])

    def set_memory_it(self, ch):
        return ir.SetMemory(_ints(ch)[0], it=True)

    def hand_owner(self, ch):
        return _Marker(_words(ch))

    def return_to_hand(self, ch):
        return ir.Move(_one(ch, _TARGETS), "field", "hand", owner_word=str(_one(ch, _Marker)),
                       gerund=_gerund(ch))

    def return_to_deck(self, ch):
        return ir.Move(_one(ch, _TARGETS), "field", "deck-bottom",
                       owner_word=str(_one(ch, _Marker)), gerund=_gerund(ch))

    def face_up(self, ch):
        return _Marker("face-up")

    def face_up_after(self, ch):
        return _Marker("face-up-after")

    def end_word(self, ch):
        return _Marker(_toks(ch)[0])

    def _security(self, ch, what: Any) -> ir.Move:
        marks = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        end = next(m for m in marks if m in ("top", "bottom"))
        return ir.Move(what, "field" if isinstance(what, _TARGETS) else "deck", "security",
                       end=end, face_up="face-up" in marks or "face-up-after" in marks,
                       face_up_after="face-up-after" in marks, gerund=_gerund(ch))

    def place_in_security(self, ch):
        return self._security(ch, _one(ch, _TARGETS))

    def deck_to_security(self, ch):
        return self._security(ch, ir.TopOfDeck())

    def in_from(self, ch):
        return _Marker(_toks(ch)[0])

    def trash_from_hand(self, ch):
        return ir.Move(_one(ch, ir.Cards), "hand", "trash", n=_ints(ch)[0],
                       from_word=str(_one(ch, _Marker)), gerund=_gerund(ch),
                       up_to="up" in _toks(ch))

    def trash_to_hand(self, ch):
        up_to = "up" in _toks(ch)
        if up_to and _gerund(ch):
            raise CardTextError("returning up to", "'up to N' is read in an action, not in "
                                "a 'by' cost")
        return ir.Move(_one(ch, ir.Cards), "trash", "hand", n=_ints(ch)[0],
                       owner_word=str(_one(ch, _Marker)), gerund=_gerund(ch), up_to=up_to)

    def trash_under(self, ch, end: str = "top"):
        plural = next(v for v in _vals(ch) if isinstance(v, bool))
        return ir.TrashUnder(_one(ch, _TARGETS), (_ints(ch) or [1])[0], plural=plural,
                             gerund=_gerund(ch), end=end, n_printed=bool(_ints(ch)))

    def trash_under_bottom(self, ch):
        return self.trash_under(ch, "bottom")

    def trash_from_bottom(self, ch):
        plural = next(v for v in _vals(ch) if isinstance(v, bool))
        word = [str(v) for v in _vals(ch) if isinstance(v, _Marker)][-1]
        up_to = "up" in _toks(ch)
        if up_to and _gerund(ch):
            raise CardTextError("trashing up to", "'up to N' is read in an action, not in a "
                                "'by' cost")
        return ir.TrashUnder(_one(ch, _TARGETS), _ints(ch)[0], f"{word}-bottom", plural=plural,
                             gerund=_gerund(ch), end="bottom", up_to=up_to)

    def at_from(self, ch):
        return _Marker(_toks(ch)[0])

    def of_from(self, ch):
        return _Marker(_toks(ch)[0])

    def trash_pick_under(self, ch):
        plural = next(v for v in _vals(ch) if isinstance(v, bool))
        of_word = next(str(v) for v in _vals(ch) if isinstance(v, _Marker)
                       and str(v) in ("of", "from"))
        where = _one(ch, _TARGETS)
        if where == ir.Select(None, False, "opponent", False, "digimon", bare=True):
            where = None  # "from your opponent's Digimon": among all of them (Q&A Q3686)
        return ir.PickUnder(where, _ints(ch)[0], of_word, plural=plural,
                            gerund=_gerund(ch))

    def trash_under_of_possessive(self, ch):
        return ir.TrashUnder(ir.This("digimon"), 1, "of-possessive", gerund=_gerund(ch))

    def trash_under_possessive(self, ch):
        return ir.TrashUnder(ir.This("digimon"), 1, "possessive", gerund=_gerund(ch))

    def trash_top_stacked(self, ch):
        return ir.TrashTop(ir.This("digimon"), gerund=_gerund(ch))

    def trash_any_under(self, ch):
        return ir.TrashUnder(ir.This("digimon"), _ints(ch)[0], "any",
                             its=str(_one(ch, _Marker)) == "its", gerund=_gerund(ch))

    def its_this(self, ch):
        return _Marker(_words(ch))

    def trash_security(self, ch):
        return ir.TrashSecurity(gerund=_gerund(ch))

    def trash_security_stack(self, ch):
        return ir.TrashSecurity(gerund=_gerund(ch), stack_words=True)

    def trash_deck_top(self, ch):
        return ir.TrashDeckTop(_ints(ch)[0])

    def recovery(self, ch):
        return ir.Recovery(int(re.search(r"\+(\d+)", str(ch[0]))[1]), note=_note(ch),
                           deck_word="(deck)" in str(ch[0]).lower())

    def play_count(self, ch):
        return (_ints(ch)[0], "up" in _toks(ch))

    def zone(self, ch):
        return _Marker("-".join(_toks(ch)))

    def cost_words(self, ch):
        return _Marker(_words(ch))

    def play_free(self, ch):
        count = next((v for v in _vals(ch) if isinstance(v, tuple)), (None, False))
        zone, words = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        return ir.PlayFree(card_either.join_cost(_one(ch, ir.Cards), ch), zone, count[0],
                           up_to=count[1],
                           cost_words=words, suspended=any(isinstance(v, _Suspended)
                                                           for v in _vals(ch)))

    def token_word(self, ch):
        return _DigiZone(_toks(ch)[0])

    def play_token(self, ch):
        count = next(v for v in _vals(ch) if isinstance(v, tuple))
        if count[1]:
            raise CardTextError("play up to N Tokens", "'up to' is not read here")
        note = _tok(ch, "NOTE")
        words = next((v for v in _vals(ch) if type(v) is _Marker), None)
        return ir.PlayToken(count[0], _inner(_tok(ch, "NAME")),
                            str(_one(ch, _DigiZone)) == "tokens",
                            str(words) if words is not None else None,
                            str(note) if note else None)

    def play_under(self, ch):
        count = next(v for v in _vals(ch) if isinstance(v, tuple))
        if count[1]:
            raise CardTextError("play up to N digivolution card", "'up to' is not read here")
        level = _one(ch, ir.LevelAtMost)
        return ir.PlayUnder(count[0], level.level if level else None, str(_one(ch, _Marker)))

    def play_suspended(self, ch):
        return _Suspended()

    def digi_owner(self, ch):
        return _Marker(_toks(ch)[0])

    def digi_hand(self, ch):
        return _DigiZone("hand")

    def digi_trash(self, ch):
        return _DigiZone("trash")

    def digi_hand_or_trash(self, ch):
        return _DigiZone("hand-or-trash")

    def digi_free(self, ch):
        return _DigiCost("free", 0, "without paying " + str(_one(ch, _Marker)))

    def digi_reduced(self, ch):
        return _DigiCost("reduced", _ints(ch)[0], _words(ch))

    def digi_ignore_free(self, ch):
        return _DigiCost("free-ignoring", 0, _words(ch))

    def digi_ignore_fixed(self, ch):
        return _DigiCost("fixed-ignoring", _ints(ch)[0], _words(ch))

    def digi_full(self, ch):
        return _DigiCost("pay", 0, _words(ch))

    def may_can(self, ch):
        return _MayCan(_toks(ch)[0])

    def digi_in(self, ch):
        return _DigiIn(_words(ch) + " " + str(_one(ch, _Marker)))

    def digi_from(self, ch):
        return _DigiIn(_words(ch))

    def digivolve_into(self, ch):
        marks = [str(v) for v in _vals(ch) if type(v) is _Marker]
        cost = _one(ch, _DigiCost) or _DigiCost("pay", 0, "")
        zone_in = str(_one(ch, _DigiIn))
        return ir.DigivolveInto(_one(ch, _TARGETS), _one(ch, ir.Cards), str(_one(ch, _DigiZone)),
                                owner_word=zone_in.split()[-1], article=marks[0] if marks else "",
                                cost=cost.kind, reduce=cost.n, cost_words=cost.words,
                                can=str(_one(ch, _MayCan)) == "can", zone_words=zone_in)

    def play_self(self, ch):
        battling = any(isinstance(c, Tree) and c.data == "without_battling" for c in ch)
        return ir.PlaySelf(str(_one(ch, _Marker)), without_battling=battling)

    def attack_target(self, ch):
        return _Marker(_words(ch))

    def switch_target(self, ch):
        return ir.SwitchTarget(_one(ch, _TARGETS), verb=_toks(ch)[0],
                               wording="the " + str(_one(ch, _Marker)))

    def end_attack(self, ch):
        return ir.EndAttack(_toks(ch)[1])

    def activate_main(self, ch):
        timing = _tok(ch, "TIMING")
        if _inner(timing).lower() != "main":
            raise CardTextError(f"activate this card's {timing} effect",
                                "only a card's [Main] effect is activated this way")
        return ir.ActivateMain(plural="effects" in _toks(ch))

    def area_owner(self, ch):
        return _Marker(_words(ch))

    def place_self(self, ch):
        return ir.PlaceSelf(str(_one(ch, _Marker)), into="into" in _toks(ch))

    def add_self(self, ch):
        return ir.AddSelf(str(_one(ch, _Marker)))

    def save(self, ch):
        return ir.KeywordAction("save", note=_note(ch))

    def blitz(self, ch):
        return ir.KeywordAction("blitz", note=_note(ch))

    # --- durations and conditions
    def for_turn(self, ch):
        return ir.Duration("turn")

    def until_end_opponent(self, ch):
        return ir.Duration("until-opponents-turn-end", 0)

    def until_end_their(self, ch):
        return ir.Duration("until-opponents-turn-end", 1)

    def until_their_ends(self, ch):
        return ir.Duration("until-opponents-turn-end", 2)

    def until_opponent_ends(self, ch):
        return ir.Duration("until-opponents-turn-end", 3)

    def until_end_opponent_next(self, ch):
        return ir.Duration("until-opponents-next-turn-end", 0)

    def until_end_their_next(self, ch):
        return ir.Duration("until-opponents-next-turn-end", 1)

    def until_end_your_next(self, ch):
        return ir.Duration("until-your-next-turn-end", 0)

    def until_end_your(self, ch):
        return ir.Duration("until-your-turn-end", 0)

    def more_less(self, ch):
        return _Marker(_toks(ch)[0])

    def _compare(self, ch, subject: str) -> ir.Compare:
        word = str(_one(ch, _Marker))
        return ir.Compare(subject, word in ("less", "fewer"), _ints(ch)[0],
                          fewer=word == "fewer")

    def memory(self, ch):
        return self._compare(ch, "memory")

    def memory_after(self, ch):
        return replace(self._compare(ch, "memory"), after=True)

    def security(self, ch):
        return self._compare(ch, "security")

    def opp_security(self, ch):
        return self._compare(ch, "opp-security")

    def hand(self, ch):
        return self._compare(ch, "hand")

    def digivolution_cards(self, ch):
        return self._compare(ch, "digivolution-cards")

    def susp_state(self, ch):
        return _State(_toks(ch)[0])

    def opp_memory(self, ch):
        return self._compare(ch, "opp-memory")

    def opp_hand(self, ch):
        return self._compare(ch, "opp-hand")

    def opp_trash(self, ch):
        return self._compare(ch, "opp-trash")

    def trash(self, ch):
        return self._compare(ch, "trash")

    def opp_trash_there(self, ch):
        return replace(self._compare(ch, "opp-trash"), wording="there-are")

    def hand_has(self, ch):
        return replace(self._compare(ch, "hand"), wording="hand-has")

    # --- conditions on this Digimon (its top card: official Q&A Q4076)
    def this_state(self, ch):
        return ir.ThisDigimon(ir.Suspended(str(_one(ch, _State)) == "suspended"))

    def this_where(self, ch):
        return _Marker(_words(ch))

    def under_names(self, ch):
        seps = {str(t).lower() for t in ch if isinstance(t, str) and not
                (isinstance(t, Token) and t.type == "NAME")}
        if len(seps) > 1:
            raise CardTextError(" ".join(str(t) for t in ch), "names are separated one way")
        return ir.UnderHas(tuple(_inner(t) for t in ch if isinstance(t, Token)
                                 and t.type == "NAME"), sep=next(iter(seps), "or"))

    def under_sep(self, ch):
        return _Marker(_toks(ch)[0])

    def under_described(self, ch):
        return ir.UnderHas(cards=_one(ch, ir.Cards), article=str(_one(ch, _Marker)))

    def under_has(self, ch):
        return _one(ch, ir.UnderHas)

    def security_exact(self, ch):
        return ir.Compare("security", False, _ints(ch)[0], exact=True)

    def this_trait_part(self, ch):
        """"this Digimon has [A] or [B] in one/any of its traits" (CR 4.2 2-3-2-4)."""
        part = self.trait_part(ch)
        if part.their:
            raise CardTextError("this Digimon has ... in one of their traits",
                                "'this Digimon has [X] in one of its traits'")
        return ir.ThisDigimon(part)

    def this_name_or_text(self, ch):
        names, oxford, slash = _name_list(_vals(ch)[0])
        its, word = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        if slash and word == "digivolution cards":
            raise CardTextError(f"{name_list(names, oxford, slash)} in {its} {word}",
                                "'[A]/[B]' in digivolution cards is not read")
        if word == "digivolution cards":
            if its != "its":
                raise CardTextError(f"this Digimon has ... in {its} {word}",
                                    "'this Digimon has [X] in its digivolution cards'")
            return ir.UnderHas(names, sep="/" if slash else "or", oxford=oxford,
                               has_form=True)
        if its != "its":
            raise CardTextError(f"this Digimon has ... in {its} {word}",
                                "'this Digimon has [X] in its name/text/traits'")
        if word == "traits":  # not settled: both readings at run time (trait_reading)
            return ir.ThisDigimon(ir.TraitPart(names, word="", oxford=oxford, slash=slash))
        if word != "text":
            return ir.ThisDigimon(ir.NameHas(names, plural=word == "names", oxford=oxford,
                                             slash=slash))
        return ir.ThisDigimon(_text_in(names, oxford, slash))

    def this_trait(self, ch):
        return ir.ThisDigimon(_one(ch, ir.TraitAny))

    def this_in_text(self, ch):
        return _Marker("in-text")

    def this_keyword(self, ch):
        printed = next(t for t in ch if isinstance(t, Token) and str(t).startswith("<"))
        if _one(ch, _Marker) is not None:
            return ir.ThisDigimon(ir.TextHas(str(printed)))
        inner = _inner(printed)
        if keyword_id(inner) in GAINABLE:
            return ir.ThisDigimon(ir.Keyword(inner))
        if inner.lower() in EFFECT_ICONS:  # an effect it has: "<Blitz>", "<Digi-Burst>"
            return ir.ThisDigimon(ir.Keyword(inner), effect_icon=True)
        raise CardTextError(f"this Digimon has {printed}", f"{printed} is read in 'this "
                            "Digimon has <X>' only for the keywords a Digimon can have as its "
                            "state (" + ", ".join(f"<{k}>" for k in GAINABLE) + ") and the "
                            "effects " + ", ".join(f"<{k}>" for k in EFFECT_ICONS))

    def this_colors(self, ch):
        word = str(_one(ch, _Marker))
        if word != "more":
            raise CardTextError(f"this Digimon has {_ints(ch)[0]} or {word} colors",
                                "'this Digimon has N or more colors' only")
        return ir.ThisDigimon(colors=_ints(ch)[0])

    def level_cmp(self, ch):
        return _Marker(_toks(ch)[1])

    def both_security(self, ch):
        return self._compare(ch, "both-security")

    def this_dp(self, ch):
        return ir.ThisDigimon(dp=_ints(ch)[0], dp_word=str(_one(ch, _Marker)))

    def this_level(self, ch):
        cmp = _one(ch, _Marker)
        return ir.ThisDigimon(level=_ints(ch)[0], level_cmp=str(cmp) if cmp else "")

    def this_named(self, ch):
        return ir.ThisDigimon(named=_inner(_tok(ch, "NAME")))

    def trash_there(self, ch):
        return replace(self._compare(ch, "trash"), wording="there-are")

    def not_has_name(self, ch):
        marks = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        article = next((m for m in marks if m in ("a", "an")), "")
        return ir.HasName(_inner(_tok(ch, "NAME")), article, "in-play" in marks, negated=True)

    def has_name_bare(self, ch):
        marks = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        return ir.HasName(_inner(_tok(ch, "NAME")), "", "in-play" in marks)

    def has_name_slash(self, ch):
        first, *others = [_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME"]
        return replace(self.has_name_bare(ch), others=tuple(others))

    def another_filter(self, ch):
        vals = _vals(ch)
        if _ints(ch):
            return ("level", _ints(ch)[0])
        if isinstance(vals[0], _State):
            return ("state", str(vals[0]))
        return ("color", str(vals[0]))

    def has_another(self, ch):
        f = _one(ch, tuple) or ("", "")
        in_play = any(isinstance(v, _Marker) and str(v) == "in-play" for v in _vals(ch))
        return ir.HasAnother(state=f[1] if f[0] == "state" else "",
                             color=f[1] if f[0] == "color" else "",
                             level=f[1] if f[0] == "level" else 0, in_play=in_play,
                             same_name=any(isinstance(v, _Marker) and str(v) == "same-name"
                                           for v in _vals(ch)),
                             with_=_one(ch, (ir.NameHas, ir.TraitPart, ir.TextHas)))

    def another_with(self, ch):
        return _one(ch, (ir.NameHas, ir.TraitPart, ir.TextHas))

    def same_name(self, ch):
        return _Marker("same-name")

    def your_turn(self, ch):
        return ir.TurnIs(True)

    def opponents_turn(self, ch):
        return ir.TurnIs(False)

    def a_an(self, ch):
        return _Marker(_toks(ch)[0])

    def in_play(self, ch):
        return _Marker("in-play")

    def has_name(self, ch):
        marks = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        return ir.HasName(_inner(_tok(ch, "NAME")), marks[0], "in-play" in marks)

    def on_field(self, ch):
        return _Marker("on-field")

    def no_face_up_security(self, ch):
        return ir.NoFaceUpSecurity()

    def face_up_named(self, ch):
        names = _one(ch, ir.UnderHas).names
        if len(names) != 1:
            raise CardTextError("[A] or [B] is face-up in your security stack", "one name is "
                                "read here")
        return ir.FaceUpNamed(names[0])

    # --- revealing the top of the deck
    def reveal_top(self, ch):
        return ir.Reveal(_ints(ch)[0], "top", plural=_one(ch, bool))

    def reveal_from_top(self, ch):
        return ir.Reveal(_ints(ch)[0], "from-top", plural=_one(ch, bool))

    def reveal_top_card(self, ch):
        return ir.Reveal(1, "top-card", plural=False)

    def add_among(self, ch):
        hand = str(_one(ch, _Marker))
        if hand not in ("the", "your"):
            raise CardTextError(f"among them to {hand} hand", "revealed cards are added to "
                                "'the hand' or 'your hand'")
        picks = [v for v in _vals(ch) if isinstance(v, ir.Pick | card_either.SuchPick)]
        return ir.AddAmong(card_either.bind_such(picks), hand_word=hand)

    def pick(self, ch):
        return ir.Pick(_ints(ch)[0], _one(ch, ir.Cards),
                       up_to="up" in _toks(ch))

    def pick_all(self, ch):
        return ir.Pick(None, _one(ch, ir.Cards))

    def color_word(self, ch):
        return _Marker(_toks(ch)[0])

    def card_color(self, ch):
        return card_either.Colors(tuple(str(v) for v in ch if isinstance(v, _Marker)),
                                  _one(ch, card_either.ColorCount))

    def rest_words(self, ch):
        return _Marker(_words(ch))

    def play_among(self, ch):
        n, up_to = _one(ch, tuple)
        words = str(_one(ch, _Marker))
        if words.startswith("their") or words.endswith("costs"):
            raise CardTextError(f"without paying {words}", "write 'the cost' or 'its cost'")
        return ir.PlayAmong(card_either.join_cost(_one(ch, ir.Cards), ch), n, up_to, words,
                            suspended="suspended" in _toks(ch))

    def rest_end(self, ch):
        return _Marker(_words(ch))

    def rest(self, ch):
        printed = " ".join(" ".join(str(c).lower().split()) for c in ch)
        for i, (to, wording) in enumerate(ir.REST_WORDINGS):
            if wording == printed:
                return ir.Rest(to, i)
        raise CardTextError(printed, "the rest is read in the printed wordings only: "
                            + "; ".join(f"'{w}'" for _, w in ir.REST_WORDINGS))

    # --- targets
    def this(self, ch):
        return ir.This(str(_one(ch, _Marker)))

    def this_kind(self, ch):
        return _Marker(_toks(ch)[0])

    def it(self, ch):
        return ir.Ref()

    def that_ref(self, ch):
        return ir.Ref(word="that Digimon")

    def count(self, ch):
        ints = _ints(ch)
        return (ints[0], "up" in _toks(ch)) if ints else (None, False)

    def owner(self, ch):
        return _Marker({"your opponent's": "opponent"}.get(_words(ch), _words(ch)))

    def other(self, ch):
        return _Marker("other")

    def kind(self, ch):
        return _Marker(_words(ch).replace(" ", "-"))

    def select(self, ch):
        count = next(v for v in _vals(ch) if isinstance(v, tuple))
        marks = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        kind_at = next(i for i, v in enumerate(ch) if isinstance(v, _Marker) and
                       str(v) in ("digimon", "tamer", "tamers", "digimon-or-tamers",
                                  "digimon-or-tamer"))
        before = tuple(v for v in ch[:kind_at] if _is_filter(v))
        after = tuple(v for v in ch[kind_at:] if _is_filter(v))
        return ir.Select(count[0], count[1], marks[0], "other" in marks, str(ch[kind_at]),
                         before, after)

    def select_named(self, ch):
        count = next(v for v in _vals(ch) if isinstance(v, tuple))
        marks = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        names = tuple(_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        return ir.Select(count[0], count[1], marks[0], "other" in marks, "named",
                         names=names)

    def keyword_post(self, ch):
        printed = next(t for t in ch if isinstance(t, Token) and str(t).startswith("<"))
        return ir.HasKeyword(str(printed))

    def trait_unsettled(self, ch):
        """"with [X] in its traits": read, and answered at run time (trait_reading)."""
        names, oxford, slash = _name_list(_vals(ch)[0])
        its = str(next(v for v in _vals(ch) if isinstance(v, _Marker)))
        return ir.TraitPart(names, word="", their=its == "their", oxford=oxford, slash=slash)

    def deletion_max(self, ch):
        return ir.DeletionMax(_ints(ch)[0])

    def keyword_absent_post(self, ch):
        return replace(self.keyword_post(ch), has=False)

    def cards_as_this(self, ch):
        return ir.CardsAsThis()

    def cards_as_this_more(self, ch):
        return ir.CardsAsThis(more=True)

    def security_digimon(self, ch):
        count = next(v for v in _vals(ch) if isinstance(v, tuple))
        if count[0] is not None:
            raise CardTextError("of ... Security Digimon", "Security Digimon are read with "
                                "'all of' only")
        owner = str(next(v for v in _vals(ch) if isinstance(v, _Marker)))
        word = next(str(t) for t in ch if isinstance(t, Token) and str(t).lower() == "security")
        return ir.SecurityDigimon(owner, word)

    def color_pre(self, ch):
        return ir.ColorIs(tuple(str(v) for v in ch if isinstance(v, _Marker)))

    def trait_pre(self, ch):
        names = tuple(_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        if len(names) == 1:
            return ir.Trait(names[0], before=True)
        return ir.TraitAny(names, slash=True, before=True)

    def select_bare(self, ch):
        """"Your opponent's Digimon with no digivolution cards": all of them, no count."""
        return replace(self.select([(None, False), *ch]), bare=True)

    def under_count_post(self, ch):
        word = str(_one(ch, _Marker))
        return ir.UnderCount(_ints(ch)[0], word != "more", word)

    def some_digivolution(self, ch):
        return ir.UnderCount(1, False, "", some=True)

    def either_target(self, ch):
        """"1 Digimon" (no player named): owner ``either``."""
        return self.select([*ch[:1], _Marker("either"), *ch[1:]])

    def suspended(self, ch):
        return ir.Suspended(True)

    def unsuspended(self, ch):
        return ir.Suspended(False)

    def level_pre(self, ch):
        return ir.LevelAtMost(_ints(ch)[0])

    def level_post(self, ch):
        return ir.LevelAtMost(_ints(ch)[0], after=True)

    def lower_less(self, ch):
        return _Marker(_toks(ch)[0])

    dp_word = lower_less

    def dp_pre(self, ch):
        return ir.DPBound(_ints(ch)[0], True, str(_one(ch, _Marker)), after=False)

    def dp_post(self, ch):
        word = str(_one(ch, _Marker))
        return ir.DPBound(_ints(ch)[0], word in ("less", "lower"), word)

    def total_dp(self, ch):
        return ("dp", _ints(ch)[0])

    def total_cost(self, ch):
        return ("cost", _ints(ch)[0])

    def delete_total(self, ch):
        measure, limit = _one(ch, tuple)
        owner, kind = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        return ir.DeleteTotal(owner, kind, measure, limit)

    def delete_dp_worth(self, ch):
        owner, kind = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        return ir.DeleteTotal(owner, kind, "dp", _ints(ch)[0], worth=True)

    def level_min_pre(self, ch):
        return ir.LevelAtLeast(_ints(ch)[0])

    def level_is_pre(self, ch):
        return ir.LevelIs(_ints(ch)[0])

    def cost_pre(self, ch):
        word = str(_one(ch, _Marker))
        return ir.PlayCostBound(_ints(ch)[0], True, word, after=False)

    def cost_post(self, ch):
        word = str(_one(ch, _Marker))
        return ir.PlayCostBound(_ints(ch)[0], word in ("less", "lower"), word)

    def cost_post_no_of(self, ch):
        return replace(self.cost_post(ch), of=False)

    def extreme_word(self, ch):
        return _Marker(_toks(ch)[0])

    def measure(self, ch):
        return _Marker({"play cost": "cost"}.get(_words(ch), _words(ch)))

    def extreme_pre(self, ch):
        word, measure = (str(v) for v in _vals(ch))
        return ir.Extreme(measure, word == "highest", after=False)

    def extreme_post(self, ch):
        word, measure = (str(v) for v in _vals(ch))
        return ir.Extreme(measure, word == "highest")

    def dp_as_this(self, ch):
        return ir.DPAsThis(0)

    def dp_le_this_dp(self, ch):
        return ir.DPAsThis(1)

    def dp_le_this(self, ch):
        return ir.DPAsThis(2)

    def one_any(self, ch):
        return _Marker(_toks(ch)[0])

    def trait_part(self, ch):
        names, oxford, slash = _name_list(_vals(ch)[0])
        word, its = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        excluded = _one(ch, _Except) or _paren_except(_tok(ch, "EXCLUDE"))
        return ir.TraitPart(names, word=word, their=its == "their", oxford=oxford,
                            slash=slash, excluded=excluded.names if excluded else (),
                            except_text=excluded.text if excluded else "",
                            except_paren=excluded is not None and excluded.paren)

    def trait_except(self, ch):
        name = _tok(ch, "NAME")
        return _Except((_inner(name),), f"other than {name}")

    def no_digivolution(self, ch):
        return ir.NoDigivolutionCards()

    def trait(self, ch):
        return ir.Trait(_inner(_tok(ch, "NAME")))

    def trait_post(self, ch):
        return _one(ch, ir.Trait)

    card_trait = trait_post

    def names(self, ch):
        names = tuple(_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        oxford = any(isinstance(v, _Marker) and str(v) == ", or" for v in ch)
        return (names, oxford)

    def or_sep(self, ch):
        return _Marker(", or" if "," in _toks(ch) else "or")

    def its_their(self, ch):
        return _Marker(_toks(ch)[0])

    def name_word(self, ch):
        return _Marker(_toks(ch)[0])

    def name_has(self, ch):
        names, oxford, slash = _name_list(_vals(ch)[0])
        marks = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        return ir.NameHas(names, their=marks[0] == "their", plural=marks[1] == "names",
                          oxford=oxford, slash=slash)

    def name_post(self, ch):
        return _one(ch, ir.NameHas)

    def name_or_text(self, ch):
        return _Marker(_toks(ch)[0])

    def text_in(self, ch):
        names, oxford, slash = _name_list(_vals(ch)[0])
        its = str(next(v for v in _vals(ch) if isinstance(v, _Marker)))
        plural = _toks(ch)[-1] == "texts"
        return replace(_text_in(names, oxford, slash), their=its == "their", plural=plural)

    def text_post(self, ch):
        return _one(ch, ir.TextHas)

    def card_name_or_text(self, ch):
        names, oxford, slash = _name_list(_vals(ch)[0])
        its, word = [str(v) for v in _vals(ch) if isinstance(v, _Marker)]
        if word != "text":
            return ir.NameHas(names, their=its == "their", plural=word == "names",
                              oxford=oxford, slash=slash)
        return replace(_text_in(names, oxford, slash), their=its == "their")

    # --- cards in a zone
    def named_cards(self, ch):
        seps = tuple(str(v) for v in ch if isinstance(v, _Marker))
        kind = _one(ch, _Marker)
        plural = next((v for v in _vals(ch) if isinstance(v, bool)), None)
        return ir.Cards(names=tuple(_inner(t) for t in ch if isinstance(t, Token)
                                    and t.type == "NAME"),
                        name_seps=seps if "/" in seps else (),
                        kind=None if kind is None or kind in ("or", "/") else str(kind),
                        plural=bool(plural), name_card=plural is not None)

    def name_alt(self, ch):
        return _Marker("/" if not _toks(ch) or _toks(ch)[0] == "/" else "or")

    def cost_at_most(self, ch):
        return _CostFirst(_ints(ch)[0])

    def slash_names(self, ch):
        return (tuple(_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME"),
                "/")

    def level_at_most(self, ch):
        return ir.LevelAtMost(_ints(ch)[0])

    def level_at_least(self, ch):
        return ir.LevelAtLeast(_ints(ch)[0])

    def level_exact(self, ch):
        return ir.LevelIs(_ints(ch)[0])

    def trait_alts(self, ch):
        names = tuple(_inner(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
        slash = any(isinstance(t, Token) and str(t) == "/" for t in ch)
        oxford = any(isinstance(v, _Marker) and str(v) == ", or" for v in ch)
        return ir.TraitAny(names, slash=slash, oxford=oxford)

    def card_traits(self, ch):
        traits = _one(ch, ir.TraitAny)
        return ir.Trait(traits.traits[0]) if len(traits.traits) == 1 else traits

    def card_kind(self, ch):
        return _Marker(_vals(ch)[0])

    def kind_pair(self, ch):
        return _Marker(super().kind_pair(ch))

    def card_word(self, ch):
        return _toks(ch)[0] == "cards"

    def trait_cards(self, ch):
        """``[X] trait card``: the trait printed before the card word."""
        kind = _one(ch, _Marker)
        cost = _one(ch, _CostFirst)
        return ir.Cards(kind=str(kind) if kind else None,
                        plural=next(v for v in _vals(ch) if isinstance(v, bool)),
                        after=(ir.Trait(_inner(_tok(ch, "NAME"))), *_card_posts(ch)),
                        trait_first=True, max_cost=None if cost is None else int(cost))

    def level_color(self, ch):
        return _LevelColor(tuple(_vals(ch)))

    def color_first(self, ch):
        return _LevelColor(tuple(_vals(ch)), color_first=True)

    def described_cards(self, ch):
        lc = _one(ch, _LevelColor) or _LevelColor(())
        level = _one(lc.parts, ir.LevelAtMost)
        bound = _one(lc.parts, (ir.LevelAtLeast, ir.LevelIs))
        kind = _one(ch, _Marker)
        plural = next(v for v in _vals(ch) if isinstance(v, bool))
        printed = _one(lc.parts, tuple) or ()
        colors = tuple(printed)
        cost = _one(ch, _CostFirst)
        return ir.Cards(max_level=level.level if level else None,
                        n_colors=getattr(printed, "n_colors", None),
                        kind=str(kind) if kind else None, plural=plural,
                        after=_card_posts(ch), level=bound, colors=colors,
                        max_cost=None if cost is None else int(cost),
                        color_first=lc.color_first)

    def card_dp(self, ch):
        word = str(_one(ch, _Marker))
        return ir.DPBound(_ints(ch)[0], word in ("less", "lower"), word)

    def play_cost(self, ch):
        return ir.PlayCostAtMost(_ints(ch)[0])

    def text_has(self, ch):
        printed = next(t for t in ch if isinstance(t, Token) and str(t).startswith("<"))
        return ir.TextHas(str(printed), their=str(_one(ch, _Marker)) == "their")

    def different_colors(self, ch):
        return ir.DifferentColors()


@dataclass(frozen=True)
class _LevelColor:
    """A card description's level and colors, and which was printed first."""

    parts: tuple[Any, ...]
    color_first: bool = False


class _CostFirst(int):
    """``play cost N or lower`` printed before a card description."""


def _text_in(names: tuple[str, ...], oxford: bool, slash: bool) -> ir.TextHas:
    """"[A]/[B] in its text" (one name: ``text`` alone, as before)."""
    return ir.TextHas(f"[{names[0]}]", names=names if len(names) > 1 else (), oxford=oxford,
                      slash=slash)


@dataclass(frozen=True)
class _Except:
    """An exclusion from "in one of its traits": the traits that do not count, as printed."""

    names: tuple[str, ...]
    text: str  # "other than [A]" / "(other than [A])"
    paren: bool = False


def _paren_except(tok: Token | None) -> _Except | None:
    if tok is None:
        return None
    return _Except(tuple(re.findall(r"\[([^\[\]]+)\]", str(tok))), str(tok), paren=True)


def _name_list(v: tuple[tuple[str, ...], Any]) -> tuple[tuple[str, ...], bool, bool]:
    """``names`` / ``slash_names``: the names, ", or" before the last, "/" between them."""
    names, sep = v
    return names, sep is True, sep == "/"


def _card_posts(ch: list[Any]) -> tuple[Any, ...]:
    return tuple(v for v in _vals(ch) if isinstance(v, (ir.PlayCostAtMost, ir.Trait,
                                                        ir.TraitAny, ir.NameHas, ir.TextHas,
                                                        ir.DifferentColors, ir.TraitPart,
                                                        ir.DPBound, ir.WithInherited,
                                                        ir.ColorsAtLeast, ir.CostOf,
                                                        ir.NotNamed)))


def _any_played(sel: ir.Select, what: str) -> ir.Trigger:
    """"When any of your [other] Digimon / <color> Digimon|Tamers / [X] trait Digimon|Tamers
    are played" keep their form (8); other qualifiers are checked as a target's (form 11)."""
    if not sel.after and len(sel.before) <= 1 and not (sel.other and sel.before) \
            and sel.kind in ("digimon", "tamers"):
        f = sel.before[0] if sel.before else None
        if f is None:
            return ir.Trigger("played", "own", what=what, form=8)
        if isinstance(f, ir.ColorIs) and len(f.colors) == 1:
            return ir.Trigger("played", "own", what=f"{f.colors[0]} {what}", form=8)
        if isinstance(f, ir.Trait):
            return ir.Trigger("played", "own", what=what, trait=f.trait, form=8)
    return ir.Trigger("played", "own", what=what, who=sel, form=11)


def _played(side: str, article: str, sel: ir.Select, cause: str | None) -> ir.Trigger:
    """"When you play / an opponent plays <a qualified card>" (form 9 / 10)."""
    if sel.kind not in ("digimon", "tamer", "card", "named"):  # a card: Digimon or Tamer
        raise CardTextError(f"play {article} {text_render.subject('subj_any', sel)[2:]}",
                            "'When you play ...' is read for a Digimon or a Tamer")
    what = ("other " if sel.other else "") + ("card" if sel.kind == "named" else sel.kind)
    return ir.Trigger("played", side, cause, what=what, who=sel, wording=article,
                      form=9 if side == "own" else 10)


def _subject(name: str, sel: ir.Select) -> tuple[str, ir.Select | None]:
    """A trigger's subject: its rule name, and its qualifiers (None when it has none: the
    plain "one of your Digimon", "an opponent's Digimon")."""
    plain = sel.kind == "digimon" and not sel.before and not sel.after
    return name, None if plain else sel


def _is_filter(v: Any) -> bool:
    return isinstance(v, (ir.Suspended, ir.ColorIs, ir.LevelAtMost, ir.DPBound, ir.Extreme,
                          ir.NoDigivolutionCards, ir.Trait, ir.NameHas, ir.PlayCostBound,
                          ir.DPAsThis, ir.TraitPart, ir.TraitAny, ir.LevelAtLeast, ir.LevelIs,
                          ir.HasKeyword, ir.CardsAsThis, ir.UnderCount, ir.TextHas, ir.AnyOf,
                          ir.SameNameAsThis, ir.UnderNamed, ir.ColorsAtLeast, ir.LevelOrTrait))


def _separators(n: int) -> list[str]:
    return [","] * max(0, n - 2) + (["and"] if n >= 2 else [])


def _imperative(action: Any) -> Any:
    if _is_gerund(action):
        raise CardTextError(render_action(action), "a gerund ('trashing ...') is only read "
                            "as the cost of 'By ...,'")
    return action


def _cost(action: Any) -> Any:
    if not _is_gerund(action):
        raise CardTextError(f"By {render_action(action)}", "a 'by' cost is a gerund: 'By "
                            "trashing ...', 'By suspending ...', 'By deleting ...'")
    return action


# ---------------------------------------------------------------- bindings


def _effect(effect: ir.Effect) -> ir.Effect:
    """Bind every "it" of the effect's sentences (text_ir.Ref)."""
    return replace(effect, sentences=bind_they(bind_elided(bind(effect.sentences)))) \
        if effect.sentences else effect


def bind(sentences: tuple[ir.Sentence, ...]) -> tuple[ir.Sentence, ...]:
    """``it`` refers to the cards the latest earlier sentence chose ("1 of ...", "all of
    ..."), or to the effect's own card when no earlier sentence chose any."""
    chooser: int | None = None
    out = []
    for i, sentence in enumerate(sentences):
        out.append(bind_placed_under(_bind_refs(sentence, chooser), i))
        if any(isinstance(t, ir.Select) for t in _targets_of(sentence)) \
                or text_dna.makes_digimon(sentence):
            chooser = i
    check_no_on_play(tuple(out))
    check_played(tuple(out))
    text_dna.check(tuple(out))
    return _bind_among(tuple(out))


def _bind_among(sentences: tuple[ir.Sentence, ...]) -> tuple[ir.Sentence, ...]:
    """``among them`` and ``the rest`` refer to the cards the latest earlier sentence
    revealed; text using them with no such sentence is refused."""
    revealer: int | None = None
    out = []
    for i, sentence in enumerate(sentences):
        action = getattr(sentence.clause, "action", None)
        if isinstance(action, (ir.Reveal, ir.SearchSecurity)):
            revealer = i
        elif isinstance(action, (ir.AddAmong, ir.PlayAmong, ir.Rest, ir.TrashAmong,
                                 ir.AmongFirst)) or \
                isinstance(action, ir.PlaceUnder) and action.source == "among":
            if revealer is None:
                raise CardTextError("the rest" if isinstance(action, ir.Rest)
                                    else "among them", "refers to revealed cards, and no earlier "
                                    "sentence of the effect reveals any")
            sentence = replace(sentence, clause=replace(
                sentence.clause, action=replace(action, among=ir.Among(revealer))))
        out.append(sentence)
    return tuple(out)


def _targets_of(node: Any) -> list[Any]:
    found = []
    if isinstance(node, _TARGETS):
        return [node]
    if is_dataclass(node):
        for f in fields(node):
            value = getattr(node, f.name)
            if is_dataclass(value) and not isinstance(value, type):
                found.extend(_targets_of(value))
    return found


def _bind_refs(node: Any, chooser: int | None) -> Any:
    if isinstance(node, ir.Ref):
        return replace(node, to=chooser)
    if not is_dataclass(node) or isinstance(node, _TARGETS):
        return node
    changes = {f.name: _bind_refs(getattr(node, f.name), chooser) for f in fields(node)
               if is_dataclass(getattr(node, f.name))}
    return replace(node, **changes) if changes else node


# ---------------------------------------------------------------- reading


QUOTED = 300  # characters of a refused sentence quoted at most
_HEADERS = "|".join(re.escape(t) for t in (*TIMINGS, *PER_TURN))
_SENTENCE_START = re.compile(rf"\.\s+|\n|\[(?:{_HEADERS})\]\s*", re.IGNORECASE)
_SENTENCE_END = re.compile(rf"\.(?=\s|$)|\n|\s*\[(?:{_HEADERS})\]", re.IGNORECASE)


def _span_text(text: str, pos: int) -> str:
    """The sentence of ``text`` around ``pos`` (for a refusal): from the end of the previous
    sentence or timing to the next period, line end or timing."""
    starts = [m.end() for m in _SENTENCE_START.finditer(text, 0, pos)]
    start = starts[-1] if starts else 0
    m = _SENTENCE_END.search(text, pos)
    if m and m.end() > pos and text[pos] == "[":  # the refused word is itself a timing
        m = _SENTENCE_END.search(text, m.end())
    stop = (m.start() + (text[m.start()] == ".")) if m else len(text)
    return (text[start:stop].strip() or text.strip())[:QUOTED]


_SUPPORTED = "(supported forms: docs/card-text.md)"
_KEYWORD_ACTIONS = re.compile(r"(Draw|Recovery|De-Digivolve)\b", re.IGNORECASE)


def _refusal(text: str, exc: UnexpectedInput) -> CardTextError:
    pos = getattr(exc, "pos_in_stream", None)
    if pos is None:
        pos = getattr(getattr(exc, "token", None), "start_pos", None)
    if isinstance(exc, UnexpectedEOF) or pos is None:
        return CardTextError(text.strip()[-80:], "the text ends before the sentence does "
                             + _SUPPORTED)
    where = _span_text(text, pos)
    if re.match(r"\[digivolve\]|digivolve:", where, flags=re.IGNORECASE):
        return CardTextError(where, "a digivolution requirement line other than the card's "
                             "color and level ones (a name, a name part, a trait, text) is not "
                             "modelled")
    if where.lower().startswith("[rule]"):
        return CardTextError(where, "[Rule] text (a name or trait a card also counts as) is not "
                             "modelled")
    for printed in re.findall(r"<((?:[^<>]|<[^<>]*>)+)>", where):
        if keyword_id(printed) is None and not _KEYWORD_ACTIONS.match(printed):
            try:
                refuse_keyword(printed, where)
            except CardTextError as refused:
                return refused
    if isinstance(exc, UnexpectedCharacters):
        word = re.match(r"\S+", text[pos:])
        return CardTextError(where, f"no sentence form reads the word "
                             f"'{word[0] if word else text[pos:pos + 1]}' here {_SUPPORTED}")
    token = getattr(exc, "token", None)
    if where.lower().startswith("when "):  # a trigger, or the one condition read with "when"
        return CardTextError(where, f"no sentence form reads '{token}' here: 'When ...' is read "
                             "as a trigger or as the condition 'when DNA digivolving' "
                             + _SUPPORTED)
    return CardTextError(where, f"no sentence form reads '{token}' here {_SUPPORTED}")


CACHED_TEXT = 2000  # characters: a printed text box is far shorter; longer text is not kept


def read_box(text: str) -> ir.Box:
    """The reading of one text box, or CardTextError (the phrase and why). Readings of texts
    up to CACHED_TEXT characters are cached (many cards share texts); a longer text (never a
    printed card's) is read every time, so the cache's memory stays bounded."""
    return _cached_read(text) if len(text) <= CACHED_TEXT else _read(text)


@lru_cache(maxsize=8192)
def _cached_read(text: str) -> ir.Box:
    return _read(text)


def _read(text: str) -> ir.Box:
    try:
        tree = parser().parse(text, start="start")
    except UnexpectedInput as exc:
        raise _refusal(text, exc) from None
    try:
        box = _Reader().transform(tree)
    except VisitError as exc:
        if isinstance(exc.orig_exc, CardTextError):
            raise exc.orig_exc from None
        raise
    if "this digimon with" in text.lower():
        text_this_with.check_lifted(box)
    return box


def normalized(text: str) -> str:
    """Text as compared in the round trip: case-folded, one space between words, no space
    next to punctuation and brackets."""
    text = " ".join(text.split()).casefold()
    return re.sub(r"\s*([.,:()\[\]<>•・])\s*", r"\1", text)


def read_requirement(line: str) -> tuple[requirements.DigivolveReq, ...]:
    """A digivolution requirement line ("[Digivolve] Lv.4 w/[Hero] trait: Cost 3"), read by
    the grammar's ``requirement`` block and checked by rendering it back (requirements.py),
    or ``requirements.RequirementError``."""
    line = " ".join(line.split())
    requirements.refuse_unread(line)
    try:
        tree = parser().parse(line, start="requirement")
    except UnexpectedInput:
        raise requirements.RequirementError(line, requirements.NOT_PARSED) from None
    req = requirements.reading(line, tree, _requirement_condition)
    rendered = requirements.render(req)
    if normalized(rendered) != normalized(line):
        raise requirements.RequirementError(
            line, f"the reading renders as {rendered!r}, not as printed")
    return requirements.lower(req, line)


def _requirement_condition(tree: Tree) -> tuple[ir.Condition, str]:
    """A requirement's "while <condition>": its reading and its text (requirements.py)."""
    condition = _Reader().transform(tree)
    return condition, text_render.condition(condition)


def read_whole(text: str, *, security: bool = False) -> ir.Box:
    """Read a text box and check the reading renders back to it (CardTextError if not)."""
    if security and not text.lstrip().lower().startswith("[security]"):
        text = "[Security] " + text
    box = read_box(text)
    rendered = render_box(box)
    if normalized(rendered) != normalized(text):
        raise CardTextError(text, f"the reading renders as {rendered!r}, not as printed")
    return box


def _read_line(line: str, start: str, module: Any) -> Any:
    """A line read on its own from the grammar's ``start`` block into ``module.reading`` and
    checked by rendering it back (``module.render``), or None when it is not read that way."""
    line = " ".join(line.split())
    try:
        tree = parser().parse(line, start=start)
    except UnexpectedInput:
        return None
    reading = module.reading(tree)
    return reading if normalized(module.render(reading)) == normalized(line) else None


def read_into_this_line(line: str) -> digivolve_into_this.IntoThis | None:
    """"Your [Shoutmon] can digivolve into this card in your hand ..." (digivolve_into_this.py;
    its "While/If ...," read by this grammar's reader)."""
    return _read_line(line, "into_this_line",
                      digivolve_into_this.LineModule(lambda tree: _Reader().transform(tree)))


def read_tamer_line(line: str) -> tamer_digivolve.OntoTamer | None:
    """"You may digivolve this card from your hand onto one of your red Tamers as if the
    Tamer is a level 3 Digimon." (tamer_digivolve.py)."""
    return _read_line(line, "tamer_line", tamer_digivolve)


def read_rule_line(line: str) -> rule_lines.AlsoTreated | None:
    """A (Rule) line giving a card another name or trait ("[Rule] Trait: Has the [Aquatic]
    type.", rule_lines.py)."""
    return _read_line(line, "rule_line", rule_lines)
