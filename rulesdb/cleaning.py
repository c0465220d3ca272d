"""Repair OCR/PDF extraction damage in rule texts without touching their wording.

Each function repairs one kind of damage and is safe to run on clean text (it then changes
nothing).  ``clean_text`` chains the ones that apply to running text, in a fixed order.
The seeds show what they repair: furigana written as ``^{reading}``, keyword brackets that an
HTML parser turned into tags (``<blocker></blocker>``, ``<blast digivolve="" dna="">``), dot
leaders of tables of contents, page numbers on their own line or dropped into a sentence
("an effect only 3 using brackets"), words split at a line end ("Digi- Egg") and a few
misread words ("purne", "Trainer card", "Marray Orașa").
"""

from __future__ import annotations

import re
from collections.abc import Callable

# --- furigana ---------------------------------------------------------------------------

_KANA = "ぁ-ゖァ-ヺー・"
_FURIGANA = re.compile(rf"\^\{{[{_KANA}]*\}}")
_LOST_BRACE_FURIGANA = re.compile(rf"\^[{_KANA}]")
_SUPERSCRIPT = re.compile(r"\^\{([^{}]*)\}")


def remove_furigana(text: str) -> str:
    """Drop ``^{reading}`` furigana (and a kana left behind by a lost brace: ``^う``).

    A caret group that is not kana is a superscript (``^{*}`` footnote marks): it is kept
    as plain text.
    """
    text = _FURIGANA.sub("", text)
    text = _LOST_BRACE_FURIGANA.sub("", text)
    return _SUPERSCRIPT.sub(r"\1", text)


# --- keyword brackets mangled into HTML tags ---------------------------------------------

_CLOSING_TAG = re.compile(r"</[a-z][^<>]*>")
_OPENING_TAG = re.compile(r'<([a-z][^\s<>="]*)((?:\s+[^\s<>="]+="")*)\s*>')
_ATTRIBUTE = re.compile(r'([^\s<>="]+)=""')
# Names whose word order cannot be recovered from the tag (attributes come out sorted).
_TAG_NAMES = {frozenset({"blast", "dna", "digivolve"}): "Blast DNA Digivolve"}
_UPPER_WORDS = {"dna": "DNA", "ace": "ACE", "dp": "DP"}


def _is_parameter(token: str) -> bool:
    return bool(re.fullmatch(r"[+-]?x|\(.*\)|[+-]?\d+", token))


def _tag_words(match: re.Match[str]) -> list[str]:
    return [match.group(1), *_ATTRIBUTE.findall(match.group(2))]


def _keyword_name(words: list[str]) -> str:
    words = [fix_misspellings(w) for w in words]
    known = _TAG_NAMES.get(frozenset(words))
    if known:
        return known
    # the tag name comes first; sorted attributes put "+x" before "attack": parameters last,
    # a bare or signed X before a parenthesised one ("Recovery +X (Deck)")
    head = [w for w in words if not _is_parameter(w)]
    params = sorted((w for w in words if _is_parameter(w)), key=lambda w: w.startswith("("))
    return " ".join(_UPPER_WORDS.get(w, w.title()) for w in head + params)


def restore_keyword_tags(text: str) -> str:
    """Turn HTML-parser debris back into the keyword in angle brackets it came from.

    ``<blocker></blocker>`` -> ``<Blocker>``, ``<security +x="" attack="">`` ->
    ``<Security Attack +X>``; closing tags are dropped.  Only lowercase tags are touched:
    the printed keywords (``<Blocker>``) are capitalised.
    """
    text = _CLOSING_TAG.sub("", text)
    return _OPENING_TAG.sub(lambda m: f"<{_keyword_name(_tag_words(m))}>", text)


# --- tables of contents, page numbers -----------------------------------------------------

_DOT_LEADER = re.compile(r"[ \t]*(?:[.·・…][ \t]*){4,}")
_PAGE_NUMBER_LINE = re.compile(
    r"^[ \t]*(?:[-–—][ \t]*)?(?:p\.?|page)?[ \t]*\d{1,3}(?:[ \t]*/[ \t]*\d{1,3})?"
    r"[ \t]*(?:[-–—])?[ \t]*(?:\n|$)",
    re.IGNORECASE | re.MULTILINE,
)
# A page number that the extraction dropped between two words of one sentence: a bare small
# number followed by a word that never follows a count in rules text ("only 3 using").
_STRAY_NUMBER = re.compile(
    r"\b([a-z']+,?) \d{1,3} (?=(?:using|the|an?|is|are|was|were|when|if|can|can't|must|will)\b)"
)
# words after which a number is part of the sentence ("its DP becomes 0 when ...")
_TAKES_NUMBER = frozenset(
    "is are was be becomes become reaches reach to of by than at level lv page step rule "
    "chapter phase turn with from under over".split()
)


def remove_dot_leaders(text: str) -> str:
    """Replace table-of-contents dot leaders (``Token · · · · 16``) with one space."""
    return _DOT_LEADER.sub(" ", text)


def drop_page_number_lines(text: str) -> str:
    """Remove lines that hold nothing but a page number (``12``, ``- 12 -``, ``p. 12``)."""
    return _PAGE_NUMBER_LINE.sub("", text)


def remove_stray_page_numbers(text: str) -> str:
    """Remove a page number dropped inside a sentence ("effect only 3 using brackets")."""

    def repair(match: re.Match[str]) -> str:
        word = match.group(1)
        return match.group(0) if word.rstrip(",") in _TAKES_NUMBER else f"{word} "

    return _STRAY_NUMBER.sub(repair, text)


# --- broken lines and words ---------------------------------------------------------------

_SENTENCE_END = tuple(".!?:;)」』。！？\"'”")
_ITEM_START = re.compile(r"^(?:[-*•·]\s|\d+(?:-\d+)*[.)]?\s|#|>>|Q:|A:)")
_SPLIT_HYPHEN = re.compile(r"(?<=[A-Za-z])- (?=[A-Za-z])(?!(?:and|or|to|nor)\b)")
_CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")


def _joiner(before: str, after: str) -> str:
    if before.endswith("-") or (_CJK.match(before[-1]) and _CJK.match(after[0])):
        return ""
    return " "


def join_broken_lines(
    text: str, starts_item: Callable[[str], bool] = lambda line: bool(_ITEM_START.match(line))
) -> str:
    """Join a line to the previous one when the previous line stops mid-sentence.

    A line is kept apart when the previous one ends a sentence, when either is blank, or when
    ``starts_item(line)`` says it begins a new item (bullet, number, heading marker).
    """
    out: list[str] = []
    for line in text.split("\n"):
        stripped = line.strip()
        prev = out[-1].rstrip() if out else ""
        if stripped and prev and not prev.endswith(_SENTENCE_END) and not starts_item(stripped):
            out[-1] = prev + _joiner(prev, stripped) + stripped
        else:
            out.append(line)
    return "\n".join(out)


def fix_split_hyphens(text: str) -> str:
    """Close a hyphenated word split by a line break: ``Digi- Egg`` -> ``Digi-Egg``."""
    return _SPLIT_HYPHEN.sub("-", text)


def collapse_spaces(text: str) -> str:
    """Squeeze runs of spaces and tabs inside lines and trim line ends."""
    return "\n".join(re.sub(r"[ \t]{2,}", " ", line).strip() for line in text.split("\n"))


# --- misread words ------------------------------------------------------------------------

# (wrong, right, games): whole-word, case-sensitive; each fix is seen in a seed.
MISSPELLINGS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("purne", "purge", ("dcg",)),                       # <armor purne=""> (Armor Purge)
    ("Purne", "Purge", ("dcg",)),
    ("Trainer card", "Tamer card", ("dcg",)),           # the DCG has Tamers, not Trainers
    ("Trainer cards", "Tamer cards", ("dcg",)),
    ("Marray Orașa", "Memory Gauge", ("dcg",)),         # メモリーゲージ
    ("Marray", "Memory", ("dcg",)),
    ("vise versa", "vice versa", ("dccg",)),
    ("Viakalamon", "Vikaralamon", ("dccg",)),
    ("Antyalmon", "Antylamon", ("dccg",)),
    ("defensing", "defending", ("dccg",)),
    ("greymon", "Greymon", ("dccg",)),
)


def fix_misspellings(text: str, game: str = "dcg") -> str:
    """Fix the known misread words of ``game``'s documents (longest phrase first)."""
    fixes = sorted((f for f in MISSPELLINGS if game in f[2]), key=lambda f: -len(f[0]))
    for wrong, right, _games in fixes:
        text = re.sub(rf"(?<!\w){re.escape(wrong)}(?!\w)", right, text)
    return text


def fix_glued_quotes(text: str) -> str:
    """Put back the space lost after a closing quote: ``"Last in, First out"system``."""
    return re.sub(r'(?<=\w)"(?=[a-z])', '" ', text)


def clean_text(text: str, game: str = "dcg") -> str:
    """All running-text repairs in order: markup debris first, then lines, then words."""
    text = remove_furigana(text)
    text = restore_keyword_tags(text)
    text = remove_dot_leaders(text)
    text = drop_page_number_lines(text)
    text = join_broken_lines(text)
    text = fix_split_hyphens(text)
    text = remove_stray_page_numbers(text)
    text = fix_glued_quotes(text)
    text = fix_misspellings(text, game)
    return collapse_spaces(text)
