"""The scenario library as documents of the one search index: a judge's question ("can a
suspended <Blocker> block?") finds the scenario that shows the answer.

The fingerprint part is a hash of the files' bytes (cheap at every start); the files are only
parsed when the index is built.  A file that is not a readable scenario is left out of search
(``judgeapp check`` reports it).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from rulesdb.analysis import normalize
from rulesdb.cards import get_card_db
from rulesdb.search import DocSource, IndexDoc

SCENARIOS = "scenarios"  # the "document" of scenario hits
SCENARIO_KIND = "scenario"
LAYOUT = "2"  # change when scenario_doc changes: the index is then rebuilt
SCENARIO_WEIGHT = 0.4  # next to a rule section's 1.0: the rules first, then what shows them
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def scenario_key(name: str) -> str:
    return f"{SCENARIOS}/{name}"


def _files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.yaml") if p.is_file())


def _strings(value: Any) -> list[str]:
    return [str(v) for v in value if isinstance(v, str | int)] if isinstance(value, list) else []


def _card_words(card: dict[str, Any]) -> str | None:
    """A card definition's name, and for a real card (``{number: BT1-010}``) its number and
    its name in the card database, so that searching for the card finds the scenario."""
    number = card.get("number")
    real = get_card_db().get(number) if isinstance(number, str) else None
    words = [card.get("name"), *((real.number, real.name) if real else ())]
    return " ".join(w for w in words if isinstance(w, str)) or None


def scenario_doc(path: Path) -> IndexDoc | None:
    """The search document of one scenario file, or None if it cannot be read."""
    try:
        data = yaml.load(path.read_text("utf-8"), Loader=_LOADER)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("title"), str):
        return None
    cards = [_card_words(c) for c in data.get("cards") or [] if isinstance(c, dict)]
    quiz = [q.get("question") for q in data.get("quiz") or [] if isinstance(q, dict)]
    text = " ".join([
        str(data.get("description") or ""), " ".join(_strings(data.get("tags"))),
        " ".join(n for n in cards if isinstance(n, str)),
        " ".join(q for q in quiz if isinstance(q, str)),
    ])
    game = data.get("game") if data.get("game") in ("dcg", "dccg") else "dcg"
    return IndexDoc(
        key=scenario_key(path.stem), version="library", document=SCENARIOS, lang="en",
        game=game, kind=SCENARIO_KIND, newest=True, title=data["title"],
        title_text=normalize(data["title"]), text=normalize(" ".join(text.split())),
        keyword_ids="", parent_key=None, parent_title=None, weight=SCENARIO_WEIGHT,
    )


def scenario_docs(folder: Path) -> Iterator[IndexDoc]:
    for path in _files(folder):
        doc = scenario_doc(path)
        if doc is not None:
            yield doc


def scenario_source(folder: Path) -> DocSource:
    """The scenario files under ``folder`` for ``rulesdb.search.get_index``."""
    digest = hashlib.sha256(LAYOUT.encode())
    for path in _files(folder):
        digest.update(f"{path.relative_to(folder)}\n".encode())
        digest.update(path.read_bytes())
    return DocSource(name=SCENARIOS, digest=digest.hexdigest(),
                     docs=lambda: scenario_docs(folder), kinds=(SCENARIO_KIND,),
                     documents=(SCENARIOS,))
