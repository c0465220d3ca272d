"""From what a judge types to a backend-neutral query.

Three steps, each small:

1. ``parse``: the little syntax judges may use (words, "quoted phrases", AND, OR, NOT,
   parentheses).  Anything else that looks like syntax (unbalanced quotes or brackets,
   wildcards ``*``/``?``, ``field:`` prefixes, control characters) is a ``SyntaxProblem``; the
   caller then searches the words of the query as plain terms (``plain``).
2. ``Synonyms.expand``: keyword names and aliases in either language (from the keyword
   concordance) become a ``KeywordLeaf``: "jogress", "S.A.+1", "貫通" mean the keyword itself.
3. ``Resolver.resolve``: words become analyzed units (stems, kana/kanji n-grams); misspelt
   words that the index does not know are replaced by the nearest known words (fuzzy matching
   on unstemmed words); keywords expand to their id and their names in both languages.

The result (``Unit``, ``AnyOf``, ``AllOf``, ``Without``, ``KeywordTerm``) is what a backend
compiles, plus ``Highlight``: the stems and Japanese chunks snippets should mark.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from rulesdb import analysis
from rulesdb.keywords import Keyword, normalize

MAX_WINDOW = 4  # longest keyword alias, in words ("Blast DNA Digivolve +1")
MAX_DEPTH = 16  # brackets nested deeper than this are not syntax a judge means
_PAIRS = {"(": ")", "[": "]", "{": "}", "《": "》", "【": "】", "「": "」", "〈": "〉", "（": "）"}
_CLOSERS = {v: k for k, v in _PAIRS.items()}
# "bl?cker" and a lone "?" are wildcards; "blocker?" ends a question
_WILDCARD_QMARK = re.compile(r"(?:^|(?<=\s))[?？]|[?？]+(?=[^\s?？!！.。])")
_FIELD = re.compile(r"(?<![\w:.])[A-Za-z_]\w*:(?=\S)")
_LEX = re.compile(r'"(?P<phrase>[^"]*)"|(?P<open>\()|(?P<close>\))|(?P<word>[^\s()"]+)')
_OPERATORS = ("AND", "OR", "NOT")
_SYNTAX_CHARS = re.compile(r'["()\[\]{}:]')
_WILDCARDS = re.compile(r"[*?？]")
_PARAMETER = re.compile(r"[+-]?(x|\d+)$")


class SyntaxProblem(ValueError):
    """The query uses syntax the search does not understand (message says which)."""


# --- the parsed query ------------------------------------------------------------------------

@dataclass(frozen=True)
class Word:
    text: str


@dataclass(frozen=True)
class Phrase:
    text: str


@dataclass(frozen=True)
class KeywordLeaf:
    keyword: Keyword
    text: str


@dataclass(frozen=True)
class Group:
    all: bool  # AND (every child must match) or the default "any, more is better"
    children: tuple


@dataclass(frozen=True)
class Not:
    child: object


# --- what a backend compiles -----------------------------------------------------------------

@dataclass(frozen=True)
class Unit:
    """Analyzed tokens that must all occur in one text field (in order if ``phrase``)."""

    tokens: tuple[str, ...]
    phrase: bool = False


@dataclass(frozen=True)
class KeywordTerm:
    """Sections the keyword concordance links to keyword ``id``."""

    id: str


@dataclass(frozen=True)
class AnyOf:
    children: tuple
    coord: bool = True  # reward documents matching more of the children
    boost: float = 1.0


@dataclass(frozen=True)
class AllOf:
    children: tuple


@dataclass(frozen=True)
class Without:
    positive: object
    negative: object


@dataclass
class Highlight:
    """What snippets mark: Latin stems and Japanese chunks."""

    stems: set[str] = field(default_factory=set)
    chunks: set[str] = field(default_factory=set)


# --- 1. syntax -------------------------------------------------------------------------------

def syntax_problem(query: str) -> str | None:
    """Why ``query`` cannot be read as query syntax, or None if it can."""
    for ch in query:
        if ch in "\t\n\r":
            continue
        if ch == "\ufffd" or unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn"):
            return "control or binary characters"
    if query.count('"') % 2:
        return "an unbalanced quote"
    stack: list[str] = []
    for ch in query:
        if ch in _PAIRS:
            stack.append(ch)
            if len(stack) > MAX_DEPTH:
                return "brackets nested too deeply"
        elif ch in _CLOSERS:
            if not stack or stack.pop() != _CLOSERS[ch]:
                return "unbalanced brackets"
    if stack:
        return "unbalanced brackets"
    if "*" in query or _WILDCARD_QMARK.search(query):
        return "wildcards (* and ?) are not supported"
    if _FIELD.search(query):
        return "field: prefixes are not supported"
    return None


def parse(query: str) -> Group:
    """The query's syntax tree; raises SyntaxProblem when it is not valid syntax."""
    problem = syntax_problem(query)
    if problem:
        raise SyntaxProblem(problem)
    tokens = [(m.lastgroup, m.group(m.lastgroup)) for m in _LEX.finditer(query)]
    tree, rest = _sequence(tokens, 0)
    if rest != len(tokens):
        raise SyntaxProblem("an unmatched closing bracket")
    return tree


def _sequence(tokens: list, i: int) -> tuple[Group, int]:
    """Clauses up to a closing bracket, combined as "any, more is better"."""
    clauses = []
    while i < len(tokens) and tokens[i][0] != "close":
        clause, i = _disjunction(tokens, i)
        clauses.append(clause)
    if not clauses:
        raise SyntaxProblem("an empty group")
    return Group(False, tuple(clauses)), i


def _disjunction(tokens: list, i: int) -> tuple[object, int]:
    parts = []
    while True:
        part, i = _conjunction(tokens, i)
        parts.append(part)
        if i < len(tokens) and tokens[i] == ("word", "OR"):
            i += 1
            continue
        break
    return (parts[0] if len(parts) == 1 else Group(False, tuple(parts))), i


def _conjunction(tokens: list, i: int) -> tuple[object, int]:
    parts = []
    while True:
        part, i = _unary(tokens, i)
        parts.append(part)
        if i < len(tokens) and tokens[i] == ("word", "AND"):
            i += 1
            continue
        break
    return (parts[0] if len(parts) == 1 else Group(True, tuple(parts))), i


def _unary(tokens: list, i: int) -> tuple[object, int]:
    if i >= len(tokens):
        raise SyntaxProblem("an operator with nothing after it")
    kind, text = tokens[i]
    if kind == "word" and text == "NOT":
        child, i = _unary(tokens, i + 1)
        return Not(child), i
    if kind == "word" and text in _OPERATORS:
        raise SyntaxProblem(f"{text} with nothing before it")
    if kind == "open":
        group, i = _sequence(tokens, i + 1)
        if i >= len(tokens):
            raise SyntaxProblem("an unbalanced bracket")
        return group, i + 1
    if kind == "close":
        raise SyntaxProblem("an unmatched closing bracket")
    return (Phrase(text) if kind == "phrase" else Word(text)), i + 1


def plain(query: str) -> Group:
    """The fallback: every word of the query, syntax characters and control characters gone."""
    cleaned = "".join(
        " " if unicodedata.category(ch)[0] == "C" or ch == "\ufffd" else ch for ch in query
    )
    # "bl?cker" becomes "blcker", which fuzzy matching then reads as "blocker"
    words = _SYNTAX_CHARS.sub(" ", _WILDCARDS.sub("", cleaned)).split()
    return Group(False, tuple(Word(w) for w in words if w not in _OPERATORS))


# --- 2. synonyms -----------------------------------------------------------------------------

def _candidates(name: str) -> list[str]:
    """Normalized forms a typed name may match: as typed, numbers read as X, parameter gone."""
    key = normalize(name)
    generic = re.sub(r"\d+", "x", key)
    return list(dict.fromkeys(k for k in (key, generic, _PARAMETER.sub("", generic)) if k))


class Synonyms:
    """Keyword names and aliases (English and Japanese) from the keyword concordance."""

    def __init__(self, keywords: Iterable[Keyword]):
        self.by_name: dict[str, Keyword] = {}
        for kw in keywords:
            for name in kw.names:
                self.by_name.setdefault(normalize(name), kw)
        self.japanese = sorted(
            ((name, kw) for name, kw in self.by_name.items()
             if len(name) >= 2 and any(analysis.CJK_RE.match(c) for c in name)),
            key=lambda item: -len(item[0]),
        )

    def lookup(self, text: str) -> Keyword | None:
        return next((self.by_name[k] for k in _candidates(text) if k in self.by_name), None)

    def expand(self, node: object) -> object:
        """``node`` with keyword names replaced by (or, inside Japanese text, joined by)
        KeywordLeaf nodes."""
        if isinstance(node, Group):
            return Group(node.all, tuple(self._expand_children(node.children)))
        if isinstance(node, Not):
            return Not(self.expand(node.child))
        if isinstance(node, Phrase):
            kw = self.lookup(node.text)
            return KeywordLeaf(kw, node.text) if kw else node
        if isinstance(node, Word):
            return self._word(node)
        return node

    def _expand_children(self, children: Sequence) -> list:
        out: list = []
        i = 0
        while i < len(children):
            match = self._window(children, i)
            if match:
                kw, n = match
                text = " ".join(c.text for c in children[i:i + n])
                out.append(KeywordLeaf(kw, text))
                i += n
            else:
                out.append(self.expand(children[i]))
                i += 1
        return out

    def _window(self, children: Sequence, i: int) -> tuple[Keyword, int] | None:
        for n in range(min(MAX_WINDOW, len(children) - i), 0, -1):
            window = children[i:i + n]
            if not all(isinstance(c, Word) for c in window):
                continue
            kw = self.lookup(" ".join(c.text for c in window))
            if kw:
                return kw, n
        return None

    def _word(self, word: Word) -> object:
        """A Japanese word that contains keyword names: the word, or any of the keywords."""
        text = normalize(word.text)
        found: list[Keyword] = []
        taken: list[tuple[int, int]] = []
        for name, kw in self.japanese:
            start = text.find(name)
            if start < 0 or kw in found:
                continue
            end = start + len(name)
            if any(s < end and start < e for s, e in taken):
                continue  # part of a longer name already found (ジョグレス in ブラストジョグレス)
            taken.append((start, end))
            found.append(kw)
        if not found:
            return word
        return Group(False, (word, *(KeywordLeaf(kw, word.text) for kw in found)))


# --- 3. resolution ---------------------------------------------------------------------------

class Vocabulary(Protocol):
    def known(self, word: str) -> bool:
        """Whether the unstemmed ``word`` or its stem occurs in the index."""

    def similar(self, word: str) -> list[str]:
        """Known unstemmed words nearest to a misspelt ``word`` (closest first)."""


FUZZY_MIN_LENGTH = 4  # shorter words are not corrected ("dp", "atk")
FUZZY_MAX_LENGTH = 24  # nor are longer ones (no rule word is that long)
MAX_CORRECTED_WORDS = 5  # per query: a pasted paragraph of typos is not worth seconds
PARTIAL_GRAMS = 2  # Japanese chunks with more grams than this may match partly
OTHER_LANGUAGE = 0.25  # weight of a keyword's names in the language the judge did not type


@dataclass
class Resolver:
    vocabulary: Vocabulary
    drop_stop_words: bool = True
    highlight: Highlight = field(default_factory=Highlight)
    corrections: dict[str, list[str]] = field(default_factory=dict)
    fuzzy_tries: int = 0

    def resolve(self, node: object, negated: bool = False) -> object | None:
        """The backend-neutral query for ``node`` (None when nothing of it is searchable)."""
        if isinstance(node, Group):
            return self._group(node, negated)
        if isinstance(node, Not):
            return Without(None, self.resolve(node.child, not negated))
        if isinstance(node, Word):
            return self._word(node.text, negated)
        if isinstance(node, Phrase):
            return self._phrase(node.text, negated)
        if isinstance(node, KeywordLeaf):
            return self._keyword(node.keyword, node.text, negated)
        raise TypeError(f"unknown query node {node!r}")

    def _group(self, group: Group, negated: bool) -> object | None:
        positive, negative = [], []
        for child in group.children:
            resolved = self.resolve(child, negated)
            if isinstance(resolved, Without) and resolved.positive is None:
                if resolved.negative is not None:
                    negative.append(resolved.negative)
            elif resolved is not None:
                positive.append(resolved)
        if not positive:
            if negative:
                raise SyntaxProblem("NOT needs something to search for")
            return None
        node = _combine(positive, group.all)
        if negative:
            node = Without(node, _combine(negative, False))
        return node

    def _word(self, text: str, negated: bool) -> object | None:
        units: list = []
        for kind, token in analysis.words(analysis.normalize(text)):
            if kind == "cjk":
                for chunk in analysis.cjk_chunks(token):
                    units.append(self._chunk(chunk, negated))
                continue
            word = token.lower()
            if self.drop_stop_words and word in analysis.STOP_WORDS:
                continue
            units.append(self._latin(word, negated))
        return _combine(units, False) if units else None

    def _latin(self, word: str, negated: bool) -> object:
        if not negated and word.isalpha() \
                and FUZZY_MIN_LENGTH <= len(word) <= FUZZY_MAX_LENGTH \
                and self.fuzzy_tries < MAX_CORRECTED_WORDS \
                and not self.vocabulary.known(word):
            self.fuzzy_tries += 1
            nearest = self.vocabulary.similar(word)
            if nearest:
                self.corrections[word] = nearest
                return AnyOf(tuple(self._stem(w, negated) for w in nearest), coord=False)
        return self._stem(word, negated)

    def _stem(self, word: str, negated: bool) -> Unit:
        stem = analysis.stem(word)
        if not negated and word not in analysis.STOP_WORDS and not _letter(word):
            self.highlight.stems.add(stem)
        return Unit((stem,))

    def _chunk(self, chunk: str, negated: bool, whole: bool = False) -> object:
        """A Japanese chunk: all its grams if it is short or ``whole`` (a phrase), else as many
        of them as possible (a long compound the text may write with a particle inside)."""
        if not negated:
            self.highlight.chunks.add(chunk)
        grams = analysis.query_grams(chunk)
        if whole or len(grams) <= PARTIAL_GRAMS:
            return Unit(grams)
        return AnyOf(tuple(Unit((g,)) for g in grams), boost=1.0 / len(grams))

    def _phrase(self, text: str, negated: bool, ordered: bool = True) -> object | None:
        """Words in order (or just all of them, if not ``ordered``); a Japanese run must occur
        whole (all its grams)."""
        parts: list = []
        latin: list[str] = []
        for kind, token in analysis.words(analysis.normalize(text)):
            if kind == "cjk":
                if latin:
                    parts.append(Unit(tuple(latin), phrase=ordered and len(latin) > 1))
                    latin = []
                parts.append(self._chunk(token, negated, whole=True))
            elif ordered or token.lower() not in analysis.STOP_WORDS:
                latin.append(self._stem(token.lower(), negated).tokens[0])
        if latin:
            parts.append(Unit(tuple(latin), phrase=ordered and len(latin) > 1))
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else AllOf(tuple(parts))

    def _keyword(self, kw: Keyword, typed: str, negated: bool) -> object:
        """The keyword: sections the concordance links to it, or its names in any language
        (names in the language the judge typed in weigh more), or the words typed (unless they
        carry a parameter: the "1" of "S.A.+1" is no word to search for)."""
        typed_japanese = analysis.CJK_RE.search(typed) is not None
        names = [kw.name_en, kw.name_ja]  # aliases are indexed with the sections they explain
        if not re.search(r"\d", typed):
            names.append(typed)
        options: list = [KeywordTerm(kw.id)]
        seen: set = set()
        for name in filter(None, names):
            resolved = self._phrase(name, negated, ordered=False)  # phrases cost 5x more
            if resolved is None or resolved in seen:
                continue
            seen.add(resolved)
            same = (analysis.CJK_RE.search(name) is not None) == typed_japanese
            options.append(resolved if same else AnyOf((resolved,), boost=OTHER_LANGUAGE))
        return AnyOf(tuple(options), coord=False)


def _letter(word: str) -> bool:
    """A lone letter ("S" of Sアタック) is searched but not marked: it would mark every "s"."""
    return len(word) == 1 and word.isalpha()


def _combine(children: list, all_: bool) -> object:
    children = list(dict.fromkeys(children))  # "blocker blocker" asks once
    if len(children) == 1:
        return children[0]
    return AllOf(tuple(children)) if all_ else AnyOf(tuple(children))
