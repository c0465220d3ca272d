"""The real card pool: cards, official Q&A rulings, errata and restrictions (pure data).

``get_card_db()`` returns the cached database built by ``python -m rulesdb.cards.build`` from
the community snapshot in ``../shared/cards`` (shipped in ``rulesdb/cards/data/``) or a newer
snapshot imported with ``judgeapp cards import``. Pure Python: no Flask, no search index.
"""

from .cardnumbers import normalize_number
from .db import CardDB, get_card_db
from .model import (
    BanEvent,
    Card,
    Erratum,
    Provenance,
    Reminder,
    Requirement,
    Restriction,
    Ruling,
)

__all__ = [
    "BanEvent", "Card", "CardDB", "Erratum", "Provenance", "Reminder", "Requirement",
    "Restriction", "Ruling", "get_card_db", "normalize_number",
]
