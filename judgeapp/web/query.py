"""Reading the search form: the query, its filters and the messages about what was wrong.

The search itself (syntax fallback, length limit, filter validation) belongs to
``rulesdb.search``; this module only turns request arguments into a call and keeps what the
user typed so the page can show it back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from werkzeug.datastructures import MultiDict

from judgeapp.web.safety import whole_number

FILTERS = ("game", "document", "lang", "kind")
KNOWN_ARGS = frozenset({"q", "limit", "all_versions", "format", *FILTERS})
DEFAULT_LIMIT = 20
MAX_LIMIT = 100
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff]")
_LINE_BREAKS = re.compile(r"[\t\r\n]+")


@dataclass
class SearchForm:
    """What the user asked for, cleaned for the search call, plus notes for the page."""

    query: str | None
    filters: dict[str, str] = field(default_factory=dict)
    limit: int = DEFAULT_LIMIT
    all_versions: bool = False
    messages: list[str] = field(default_factory=list)

    @classmethod
    def from_args(cls, args: MultiDict[str, str]) -> SearchForm:
        form = cls(query=None)
        if "q" in args:
            form.query = form._clean(args.get("q", ""))
        form.filters = {name: args.get(name, "").strip() for name in FILTERS}
        form.limit = form._limit(args.get("limit"))
        form.all_versions = args.get("all_versions", "") in ("1", "on", "true", "yes")
        unknown = sorted(name for name in args if name not in KNOWN_ARGS)
        if unknown:
            names = ", ".join(repr(name) for name in unknown)
            form.messages.append(
                f"Unknown filter {names} ignored; the filters are {', '.join(FILTERS)}."
            )
        return form

    def _clean(self, text: str) -> str:
        cleaned = _LINE_BREAKS.sub(" ", _CONTROL.sub("", text))
        if cleaned != text and _CONTROL.search(text):
            self.messages.append("Control characters were removed from the query.")
        return cleaned

    def _limit(self, raw: str | None) -> int:
        if raw is None or raw == "":
            return DEFAULT_LIMIT
        number = whole_number(raw)
        if number is not None and 1 <= number <= MAX_LIMIT:
            return number
        self.messages.append(
            f"limit must be a whole number from 1 to {MAX_LIMIT}; showing {DEFAULT_LIMIT}."
        )
        return DEFAULT_LIMIT

    def search_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``RulesIndex.search`` (empty filters mean "any")."""
        kwargs: dict[str, Any] = {k: v for k, v in self.filters.items() if v}
        return {**kwargs, "limit": self.limit, "all_versions": self.all_versions}

    def to_dict(self) -> dict[str, Any]:
        return {
            "q": self.query,
            "filters": self.filters,
            "limit": self.limit,
            "all_versions": self.all_versions,
        }
