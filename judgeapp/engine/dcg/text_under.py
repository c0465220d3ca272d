"""A digivolution requirement on the cards under the Digimon or Tamer, read, written back and
labelled: "[Takuya Kanbara] w/5 [Hybrid] trait cards under it", "[Siriusmon] w/[Arcturusmon]
digivolution card", "[Sephirothmon] w/[Mercurymon] in digivolution cards" (requirements.py
reads the line; query.under_met checks it on the stack)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Under:
    """What a requirement asks of the cards under it: ``kind`` count ("w/N [or more] [X] trait
    cards under [it]") | card ("w/[X] digivolution card") | in ("w/[X] in digivolution
    cards")."""

    kind: str
    name: str
    n: int = 1
    or_more: bool = False
    it: bool = False


def render(u: Under) -> str:
    """The words as printed after the name."""
    if u.kind == "count":
        return f"w/{u.n}{' or more' if u.or_more else ''} {u.name} trait cards under" + \
            (" it" if u.it else "")
    return f"w/{u.name} digivolution card" if u.kind == "card" else \
        f"w/{u.name} in digivolution cards"


def _inner(value: str) -> str:
    return value[1:-1] if value.startswith("[") else value


def fields(under: Under | None) -> dict[str, Any]:
    """The ``DigivolveReq.under_*`` fields of the reading."""
    if under is None:
        return {}
    if under.kind == "count":
        return {"under_min": under.n, "under_trait": _inner(under.name)}
    return {"under_min": 1, "under_name": _inner(under.name)}


def label(under_min: int, trait: str | None, name: str | None) -> list[str]:
    """The parts of ``DigivolveReq.label`` for the cards under it."""
    if trait:
        return [f"w/{under_min} or more [{trait}] trait cards under"]
    return [f"w/[{name}] under"] if name else []
