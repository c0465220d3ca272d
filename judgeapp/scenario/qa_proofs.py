"""Which official Q&A entries the scenario library reproduces (files tagged ``qa:<qno>``).

``qa_scenarios(folder)`` lists them; ``by_card(folder)`` gives, for each card number the
rulings are filed under, ``{qno: QaScenario}`` (the card page shows its rulings with the
scenario that proves each one). A ``pending-engine`` file reproduces its ruling only once the
engine reads its cards: ``pending`` holds its reason. Files are read as plain YAML (tags and
titles only), cached until a file of the folder changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from judgeapp.scenario.library import scenario_files
from rulesdb.cards import get_card_db
from rulesdb.cards.db import CardDB

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class QaScenario:
    """A library scenario reproducing the official Q&A ``qno``."""

    qno: str
    name: str  # the file name without .yaml (the library's name for it)
    title: str
    pending: str | None = None  # the pending reason of a pending-engine file

    def to_dict(self) -> dict[str, str | None]:
        return {"qno": self.qno, "name": self.name, "title": self.title,
                "pending": self.pending}


def qa_scenarios(folder: Path) -> list[QaScenario]:
    """Every ``qa:<qno>`` tag of the folder's scenario files, by file name then tag."""
    stamp = tuple((str(p), p.stat().st_mtime_ns) for p in scenario_files(folder))
    return list(_read(stamp))


@lru_cache(maxsize=4)
def _read(stamp: tuple[tuple[str, int], ...]) -> tuple[QaScenario, ...]:
    found = []
    for path, _ in stamp:
        try:
            data = yaml.load(Path(path).read_text(encoding="utf-8"), Loader=_LOADER)
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            continue  # an unreadable file proves nothing; `judgeapp check` reports it
        if not isinstance(data, dict) or not isinstance(data.get("tags"), list):
            continue
        pending = (str(data.get("pending_reason") or "")
                   if data.get("status") == "pending-engine" else None)
        for tag in data["tags"]:
            if isinstance(tag, str) and tag.startswith("qa:"):
                found.append(QaScenario(tag.removeprefix("qa:"), Path(path).stem,
                                        str(data.get("title") or ""), pending))
    return tuple(found)


def by_card(folder: Path, db: CardDB | None = None) -> dict[str, dict[str, QaScenario]]:
    """Card number -> {qno: the scenario reproducing that ruling} for every card the ruling
    is filed under (a passing scenario is preferred to a pending one for the same ruling)."""
    db = db or get_card_db()
    by_qno: dict[str, QaScenario] = {}
    for found in qa_scenarios(folder):
        if found.qno not in by_qno or (by_qno[found.qno].pending and not found.pending):
            by_qno[found.qno] = found
    result: dict[str, dict[str, QaScenario]] = {}
    for ruling in db.all_rulings():
        if ruling.qno in by_qno:
            result.setdefault(ruling.number, {})[ruling.qno] = by_qno[ruling.qno]
    return result
