"""Rule numbers in queries: ``11-5``, ``CR 15-4-5-2``, ``15-4-5-2.``, ``cr-en/11-5``.

A judge who types a rule number wants that rule, not every text with the digits in it; the
search puts the rule first with its whole subtree (``rule_and_subtree``).  ``7-4`` is never
``7-40``: a subtree is the rule and the numbers that continue it after a hyphen.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# optional "CR", "Comprehensive Rules", "rule" or a document prefix, the number, an optional
# full stop (as printed: "15-4-5-2.")
_QUERY = re.compile(
    r"^\s*(?:(?:cr|comprehensive\s+rules?|rule)\s*[:#]?\s*|[a-z]{2,}-[a-z]{2}/)?"
    r"(\d{1,3}(?:-\d{1,3})+)\.?\s*$",
    re.IGNORECASE,
)
# the documents whose section ids are rule numbers, in the order they are looked up
NUMBERED_DOCUMENTS = ("cr-en",)


def rule_number(query: str) -> str | None:
    """The rule number a whole query names, or None (``"CR 11-5"`` -> ``"11-5"``)."""
    match = _QUERY.match(query)
    return match.group(1) if match else None


def in_subtree(section_id: str, number: str) -> bool:
    """Whether ``section_id`` is rule ``number`` or one of its descendants."""
    return section_id == number or section_id.startswith(number + "-")


def rule_and_subtree(keys: Iterable[str], document: str, number: str) -> list[str]:
    """The keys of ``document`` that are rule ``number`` and its descendants, in the order
    given (document order)."""
    prefix = document + "/"
    return [k for k in keys if k.startswith(prefix) and in_subtree(k[len(prefix):], number)]
