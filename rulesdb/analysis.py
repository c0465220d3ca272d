"""Text analysis shared by the search index, the query builder and the highlighter.

One tokenizer serves both languages, so every text field takes English and Japanese alike:

- runs of Latin letters and digits are words: lowercased, and (in stemmed fields) reduced to
  their Porter stem, so "piercing" and "pierce" meet at ``pierc``;
- runs of kana and kanji are cut into overlapping 2- and 3-character n-grams (measured on the
  seed text: n-grams found every relevant paragraph, while a morphological analyzer split
  デジタマ and ジョグレス wrongly and was 20 times slower).

Text is NFKC-normalized *before* it reaches the tokenizer (``normalize``), so full-width
letters match half-width ones and character offsets refer to the normalized text the index
stores for snippets.  Whoosh pickles analyzers into the index schema, which is why the
tokenizer lives in this importable module.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache

from whoosh.analysis import Token, Tokenizer
from whoosh.lang.porter import stem as porter_stem

CJK = "\u3005\u3006\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
CJK_RE = re.compile(f"[{CJK}]")
# A rule number ("2-3-1-3") is one word, so "10" does not find every rule numbered "...-10".
LATIN_CHAR = rf"[^\W_{CJK}]"
LATIN = rf"\d+(?:-\d+)+(?!{LATIN_CHAR})|{LATIN_CHAR}+"
_TOKEN = re.compile(rf"(?P<cjk>[{CJK}]+)|(?P<word>{LATIN})")
_HIRAGANA = re.compile(r"[\u3040-\u309f]+")
_HIRAGANA_OR_NOT = re.compile(r"[\u3040-\u309f]+|[^\u3040-\u309f]+")
GRAM_SIZES = (2, 3)
# A section's title and body share one index field: title words count TITLE_WEIGHT times (the
# weighted term frequency of BM25F), which halves the work of every query term.
TITLE_END = "\x1e"
TITLE_WEIGHT = 3.0
POSITION_GAP = 100  # no phrase spans the end of the title

# Words a judge's question is full of that say nothing about which rule is meant.  They stay
# in the index (phrases need them) and are dropped from free-text queries only.
STOP_WORDS = frozenset("""
a an the is are was were be been being it its of to in into on at by for from with as
and or if then than that this these those there their they them what which who whom whose
when where why how does do did doing done can could may might must shall should will would
i me my we our you your he she his her has have had having not no any some about so such
happens happen happened mean means meaning
""".split())


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The Porter stem of a lowercase word (cached: the corpus vocabulary is small).

    One addition to Porter: "-olution" meets "-olve" (digivolution/digivolve,
    resolution/resolve), which the rules use interchangeably."""
    stemmed = porter_stem(word)
    return stemmed[:-4] + "olv" if stemmed.endswith("olut") else stemmed


def normalize(text: str) -> str:
    """NFKC: full-width letters and digits become ASCII, half-width kana become full-width."""
    return unicodedata.normalize("NFKC", text)


def grams(run: str) -> list[tuple[int, int]]:
    """(start, end) offsets of the 2- and 3-grams of a kana/kanji run (a 1-character run is
    its own gram, so a lone kanji is still findable)."""
    if len(run) < GRAM_SIZES[0]:
        return [(0, len(run))]
    return [
        (i, i + n) for i in range(len(run)) for n in GRAM_SIZES if i + n <= len(run)
    ]


def query_grams(chunk: str) -> tuple[str, ...]:
    """The grams a query chunk must all match: its 3-grams cover it (2-gram if it is short)."""
    if len(chunk) <= GRAM_SIZES[0]:
        return (chunk,)
    size = GRAM_SIZES[-1]
    return tuple(dict.fromkeys(chunk[i:i + size] for i in range(len(chunk) - size + 1)))


def words(text: str) -> Iterator[tuple[str, str]]:
    """(kind, text) of every token of normalized ``text``: kind is "word" or "cjk"."""
    for m in _TOKEN.finditer(text):
        yield m.lastgroup or "word", m.group()


def cjk_chunks(run: str) -> list[str]:
    """A Japanese query run split at its hiragana: short hiragana (particles and inflections:
    の, が, を, した) are dropped, so "アタック時の効果" asks for アタック時 and 効果."""
    chunks = []
    for m in _HIRAGANA_OR_NOT.finditer(run):
        chunk = m.group()
        if _HIRAGANA.fullmatch(chunk) and len(chunk) <= 2:
            continue
        chunks.append(chunk)
    return chunks or [run]


class MixedTokenizer(Tokenizer):
    """Latin words (lowercased, stemmed if ``stemmed``) and kana/kanji n-grams (if ``cjk``).

    Feed it normalized text (``normalize``): offsets are offsets into the text it is given.
    """

    def __init__(self, stemmed: bool = True, cjk: bool = True):
        self.stemmed = stemmed
        self.cjk = cjk

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, MixedTokenizer)
            and (self.stemmed, self.cjk) == (other.stemmed, other.cjk)
        )

    def __hash__(self) -> int:
        return hash((self.stemmed, self.cjk))

    def __call__(self, value, positions=False, chars=False, keeporiginal=False,
                 removestops=True, start_pos=0, start_char=0, tokenize=True, mode="",
                 **kwargs):
        token = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        title, sep, body = value.rpartition(TITLE_END)
        if sep:
            yield from self._tokens(token, title, start_pos, start_char, TITLE_WEIGHT,
                                    positions, chars, keeporiginal)
            start_pos += len(title) + POSITION_GAP
            start_char += len(title) + 1
        yield from self._tokens(token, body, start_pos, start_char, 1.0,
                                positions, chars, keeporiginal)

    def _tokens(self, token, value, pos, start_char, boost, positions, chars, keeporiginal):
        for m in _TOKEN.finditer(value):
            if m.lastgroup == "word":
                word = m.group().lower()
                spans = [(m.start(), m.end(), stem(word) if self.stemmed else word)]
            elif self.cjk:
                run, base = m.group(), m.start()
                spans = [(base + i, base + j, run[i:j]) for i, j in grams(run)]
            else:
                continue
            for start, end, text in spans:
                token.text = text
                token.boost = boost
                token.stopped = False
                if keeporiginal:
                    token.original = text
                if positions:
                    token.pos = pos
                    pos += 1
                if chars:
                    token.startchar = start_char + start
                    token.endchar = start_char + end
                yield token


_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MARKUP = re.compile(
    r"(?m)^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+)"  # headings, quotes, list markers
    r"|[*_`]{1,3}"  # emphasis and code
    r"|\|?\s*:?-{3,}:?\s*\|?"  # table rules
)
_SPACE = re.compile(r"[\s\x00-\x1f\x7f]+")


def field_text(title: str, body: str) -> str:
    """The value of the one text field: normalized title, TITLE_END, normalized plain body."""
    return f"{title}{TITLE_END}{body}"


def plain_text(markdown: str) -> str:
    """Normalized text of a Markdown body for indexing and snippets (links keep their text,
    emphasis, headings, list markers and table rules go, whitespace collapses)."""
    text = _LINK.sub(r"\1", markdown)
    text = _MARKUP.sub(" ", text).replace("|", " ")
    return _SPACE.sub(" ", normalize(text)).strip()
