"""Words whose terminal the words around them decide, for the grammar's lexer
(``text_grammar.WordLexer``): one token of lookahead in the LALR grammar can't tell these apart,
the text after (or before) them can.

- XCOMMA: a comma before "other than [" (a trait exception, text_grammar).
- TCOMMA: a comma of a trait list that ends with "trait": "[Machine], [Cyborg] or [TS] trait
  card" (text_descriptions).
- NCOMMA: a comma before a list of names that ends with "among": "1 card with [Hybrid] in its
  traits, [Susanoomon], or [Takuya Kanbara] among them" (text_reveal_picks).
- XINT: a cost printed with no bound after it: "Option card with a memory cost of 7" (then an
  "or" may begin another card description; text_descriptions).
- COND_OR: an "or" that begins a second condition (text_conjunctions).
- LNAME: a name after a level, a card of that name: "1 level 5 or lower [Eosmon] from your
  hand" (not a trait list: "level 4 or lower [DM] trait ..."; text_descriptions).
"""

from __future__ import annotations

import re

from judgeapp.engine.dcg.text_conjunctions import COND_OR

_XCOMMA = re.compile(r"\s*other than \[", re.IGNORECASE)
_XINT_BEFORE = re.compile(r"with an? (?:memory |use )?cost of\s*$", re.IGNORECASE)
_XINT_AFTER = re.compile(r"\s+or\s+(?:less|lower|more|higher)\b", re.IGNORECASE)
_LNAME_BEFORE = re.compile(r"level \d+ or (?:lower|higher)\s*$", re.IGNORECASE)
_LNAME_AFTER = re.compile(r"\s+(?:from|among|in)\b", re.IGNORECASE)
_TCOMMA = re.compile(r"(?:\s*(?:or\s+)?\[[^\[\]]+\]\s*,?)+\s*trait\b", re.IGNORECASE)
_NCOMMA = re.compile(r"(?:\s*,?\s*(?:or\s+)?(?:\d+\s+)?\[[^\[\]]+\])+\s+among\b", re.IGNORECASE)


def context_name(text: str, kind: str, value: str, start: int, end: int) -> str | None:
    """The terminal of a word the words around it decide (XCOMMA, TCOMMA, NCOMMA, XINT,
    COND_OR, LNAME)."""
    if value == ",":
        return "XCOMMA" if _XCOMMA.match(text, end) else \
            "TCOMMA" if _TCOMMA.match(text, end) else \
            "NCOMMA" if _NCOMMA.match(text, end) else None
    if kind == "int" and _XINT_BEFORE.search(text, max(0, start - 30), start) and \
            not _XINT_AFTER.match(text, end):
        return "XINT"
    if value.lower() == "or" and COND_OR.match(text, end):
        return "COND_OR"
    if kind == "bracket" and _LNAME_BEFORE.search(text, max(0, start - 30), start) and \
            _LNAME_AFTER.match(text, end):
        return "LNAME"
    return None
