"""Sections that explain the same rule in different documents (``same_rule.yaml``), so a judge
reading the English manual finds the Japanese text that prevails and the Comprehensive Rules
number, and the other way round.

Two sources: the hand-made groups of ``rulesdb/corpus/same_rule.yaml``, and one group per
keyword of the concordance made of its keyword-list entries (``manual-en/kw-<id>``,
``manual-ja/kw-<id>``) and its Comprehensive Rules rule (the ``cr-*`` key of its sections
that is a chapter heading such as ``cr-en/16-5``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import yaml

from rulesdb.keywords import Keyword, load_keywords

BUILTIN_PATH = Path(__file__).parent / "corpus" / "same_rule.yaml"
# a rule heading of the Comprehensive Rules: "cr-en/16-5", "cr-en/8-2" (not "cr-en/2-3-9")
_CR_RULE = re.compile(r"^cr-[a-z]{2}/\d{1,2}-\d{1,2}$")


class SameRuleError(ValueError):
    """The groups file is malformed; the message says where."""


def _file_groups(text: str) -> list[tuple[str, ...]]:
    raw = yaml.safe_load(text) or {}
    groups = raw.get("groups") if isinstance(raw, dict) else None
    if not isinstance(groups, list):
        raise SameRuleError("same_rule.yaml: needs a top-level 'groups' list")
    out = []
    for i, group in enumerate(groups):
        if not (isinstance(group, list) and len(group) >= 2
                and all(isinstance(k, str) and "/" in k for k in group)):
            raise SameRuleError(f"same_rule.yaml: groups[{i}] must list 2 or more section keys")
        out.append(tuple(group))
    return out


def keyword_groups(keywords: Iterable[Keyword]) -> list[tuple[str, ...]]:
    """For each keyword: its keyword-list entries and its Comprehensive Rules rule."""
    groups = []
    for kw in keywords:
        keys = [k for k in kw.sections if k.endswith(f"/kw-{kw.id}") or _CR_RULE.match(k)]
        if len(keys) >= 2:
            groups.append(tuple(keys))
    return groups


@cache
def load_groups() -> tuple[tuple[str, ...], ...]:
    return tuple(_file_groups(BUILTIN_PATH.read_text(encoding="utf-8"))
                 + keyword_groups(load_keywords()))


def same_rule(key: str, groups: Iterable[tuple[str, ...]] | None = None) -> list[str]:
    """The other keys of every group ``key`` is in, in group order, without repeats."""
    found: dict[str, None] = {}
    for group in load_groups() if groups is None else groups:
        if key in group:
            found.update((k, None) for k in group if k != key)
    return list(found)
