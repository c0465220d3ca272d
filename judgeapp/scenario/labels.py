"""What the builder's form fields are called on the page, and its problems in the page's words.

The form posts fields such as ``card-0-text`` and ``p1-battle-0-card``; a judge sees "Card 1
text" and "Player 1 battle area, Digimon 1". :func:`label` gives that name for any field, and
:func:`for_the_form` rewords the loader's and the parser's messages that speak of the file
("define it under cards:") or run to a page (the list of everything the card-text parser
reads), so the message next to a field says what is wrong where the user typed it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable

from judgeapp.scenario.schema import suggest

FIELDS = {
    "title": "Title", "description": "What it shows", "tags": "Tags",
    "difficulty": "Difficulty", "source": "Rule sections it comes from",
    "turn_player": "Turn player", "phase": "Phase", "turn": "Turn number",
    "first_player": "First player", "memory_player": "Memory counter on the side of",
    "memory": "Memory", "actions": "Script", "mode": "What the players do",
    "expect": "Expected outcome", "extra": "Other keys", "game": "Game",
    "cards-yaml": "Cards (YAML)", "board-yaml": "Board (YAML)",
}
ZONES = {"hand": "hand", "security": "security", "deck": "deck",
         "digi_egg_deck": "Digi-Egg deck", "trash": "trash",
         "hatched": "already hatched or moved this turn",
         "used_once": "[Once Per Turn] effects already used"}
CARD = {"name": "name", "kind": "kind", "colors": "color(s)", "level": "level", "dp": "DP",
        "cost": "play / use cost", "digivolve": "digivolution requirements",
        "traits": "traits", "text": "text", "inherited": "inherited effect",
        "security": "[Security] effect", "token": "token", "number": "card number",
        "label": "label (a second printing of a name)"}
STACK = {"card": "", "under": "digivolution cards", "links": "link cards", "id": "id",
         "suspended": "suspended", "played": "played this turn",
         "by-effect": "placed by an effect"}
_CARD = re.compile(r"^card-(\d+)-(.+)$")
_STACK = re.compile(r"^(p[12])-(battle-(\d+)|breeding)-(.+)$")
_ZONE = re.compile(r"^(p[12])-(.+)$")
_QUOTED = r"('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\")"
_UNKNOWN_CARD = re.compile(rf"^(?P<pre>(?:line \d+: )?)unknown card {_QUOTED}"
                           r"(?: \(did you mean [^)]*\))?; define it under cards:$")
_UNKNOWN_KEY = re.compile(r"^unknown key '[^']*'")
_CARD_TEXT = re.compile(rf"^unsupported card text {_QUOTED}: (?P<hint>.*)$", re.S)
MAX_SENTENCE = 120
MAX_REASON = 220


def _player(player: str) -> str:
    return f"Player {player[1]}"


def label(name: str) -> str:
    """The name a form field has on the page (``card-0-text`` -> ``Card 1 text``)."""
    if name in FIELDS:
        return FIELDS[name]
    if m := _CARD.match(name):
        return f"Card {int(m.group(1)) + 1} {CARD.get(m.group(2), m.group(2))}"
    if m := _STACK.match(name):
        where = (f"battle area, Digimon {int(m.group(3)) + 1}" if m.group(3) is not None
                 else "breeding area")
        part = STACK.get(m.group(4), m.group(4))
        return f"{_player(m.group(1))} {where}" + (f", {part}" if part else "")
    if m := _ZONE.match(name):
        return f"{_player(m.group(1))} {ZONES.get(m.group(2), m.group(2))}"
    return name


def _unquote(quoted: str) -> str:
    """The text a message quoted with ``repr`` (as it was quoted, should it not read back)."""
    try:
        value = ast.literal_eval(quoted)
    except (ValueError, SyntaxError):
        return quoted[1:-1]
    return value if isinstance(value, str) else quoted[1:-1]


def _shorten(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;:") + " …"


def for_the_form(message: str, known_cards: Iterable[str], name: str | None = None) -> str:
    """A loader or parser message worded for the builder's page, next to field ``name``
    (others unchanged)."""
    if message == "expected a non-empty string" and name in ("title", "description"):
        return f"{FIELDS[name]} is required: fill it in"
    if name and _CARD.match(name) and _UNKNOWN_KEY.match(message):
        return "this kind of card has none: leave it empty, or change the card's kind"
    if m := _UNKNOWN_CARD.match(message):
        name = _unquote(m.group(2))
        return (f"{m.group('pre')}unknown card {name!r}{suggest(name, known_cards)}: name a "
                "built-in example card, or define it in Cards below")
    if m := _CARD_TEXT.match(message):
        sentence = _shorten(_unquote(m.group(1)), MAX_SENTENCE)
        reason = re.split(r"(?:^|;\s*)supported[^:]*:", m.group("hint"), maxsplit=1)[0]
        reason = _shorten(reason, MAX_REASON) or "the card-text parser does not read it"
        return (f"unsupported card text {sentence!r}: {reason} (the card text the engine reads "
                "is listed in docs/card-text.md)")
    return message
