"""How a card's text box is laid out: timings and icons, effects, sentences, reminder notes.

Plain string work shared by the readers: the timing labels (``TIMINGS``), splitting a box into
(timings, Once/Twice Per Turn, body) chunks at timing brackets, and a body into sentences with
its reminder notes dropped (``<...>`` keywords may contain periods: ``<Security A. +1>``).
"""

from __future__ import annotations

import re

from judgeapp.engine.dcg import effects as fx

TIMINGS = {
    "on play": fx.ON_PLAY,
    "when digivolving": fx.WHEN_DIGIVOLVING,
    "when attacking": fx.WHEN_ATTACKING,
    "on deletion": fx.ON_DELETION,
    "your turn": fx.YOUR_TURN,
    "opponent's turn": fx.OPPONENTS_TURN,
    "all turns": fx.ALL_TURNS,
    "start of your turn": fx.START_OF_YOUR_TURN,
    "start of opponent's turn": fx.START_OF_OPPONENTS_TURN,
    "end of your turn": fx.END_OF_YOUR_TURN,
    "end of opponent's turn": fx.END_OF_OPPONENTS_TURN,
    "end of all turns": fx.END_OF_ALL_TURNS,
    "start of your main phase": fx.START_OF_YOUR_MAIN,
    "start of opponent's main phase": fx.START_OF_OPPONENTS_MAIN,
    "main": fx.MAIN,
    "security": fx.SECURITY,
    "counter": fx.COUNTER,
    "end of attack": fx.END_OF_ATTACK,
    "when linking": fx.WHEN_LINKING,
    "when moving": fx.WHEN_MOVING,
}
PER_TURN = {"once per turn": 1, "twice per turn": 2}


def _mask(text: str) -> tuple[str, list[str]]:
    """Hide ``<...>`` spans (they may contain periods: ``<Security A. +1>``) and quoted effects
    (``gains "[On Deletion] Lose 1 memory."``: a box of their own, text_gain.py)."""
    spans: list[str] = []

    def keep(m: re.Match) -> str:
        spans.append(m.group(0))
        return f"\x00{len(spans) - 1}\x00"

    return re.sub(r'<[^<>]*(?:<[^<>]*>[^<>]*)*>|"[^"]*"', keep, text), spans


def _unmask(text: str, spans: list[str]) -> str:
    return re.sub(r"\x00(\d+)\x00", lambda m: spans[int(m.group(1))], text)


def split_sentences(body: str) -> list[str]:
    masked, spans = _mask(body)

    def keep(m: re.Match) -> str:
        spans.append(m.group(0))
        return f"\x00{len(spans) - 1}\x00"

    # a name may hold a period too: "[Thomas H. Norstein]", "[J.P. Shibayama]"
    masked = re.sub(r"\[[^\[\]]*\.[^\[\]]*\]", keep, masked)
    masked = re.sub(r"\s*\([^()]*\)", "", masked)  # reminder notes (CR 2-13-1-6)
    # a sentence ends at a period, or at a keyword (masked) followed by "Then" / "After,"
    # ("<Draw 1> Then, ...", "<Draw 2> After, ...")
    parts = re.split(r"(?<=\.)\s+|(?<=\x00)\s+(?=Then\b|After,)", masked.strip())
    return [_unmask(p, spans).strip() for p in parts if p.strip()]


_HEADER = re.compile(r"\s*\[([^\]]+)\]\s*/?")
# "[Hand] [Main] ...": the icon begins the header; the effect's zone is in the reading
# (text_face_up.zone_effects), not in the chunk
ZONE_ICONS = ("hand", "trash", "breeding")


def chunks(text: str) -> list[tuple[list[str], int | None, str]]:
    """Split a text box into (timings, per_turn, body) chunks at timing brackets. A bracket
    is a header only at the start or after a sentence (``[Main]`` inside a sentence is not)."""
    chunks: list[tuple[list[str], int | None, str]] = []
    masked, spans = _mask(text.replace("\n", " \n "))
    pos, timings, per_turn = 0, [], None
    for m in _HEADER.finditer(masked):
        label = m[1].lower()
        if label not in TIMINGS and label not in PER_TURN and label not in ZONE_ICONS:
            continue
        before = masked[pos:m.start()]
        so_far = before.rstrip(" ")
        if so_far.strip() and not so_far.endswith((".", "\n", ")", "\x00")):
            continue
        if before.strip():
            chunks.append((timings, per_turn, _unmask(before, spans).strip()))
            timings, per_turn = [], None
        if label in TIMINGS:
            timings.append(TIMINGS[label])
        elif label in PER_TURN:
            per_turn = PER_TURN[label]
        pos = m.end()
    rest = masked[pos:]
    if rest.strip() or timings:
        chunks.append((timings, per_turn, _unmask(rest, spans).strip()))
    return chunks



def title(timing: str) -> str:
    """The printed label of a timing id (``on-play`` -> ``On Play``)."""
    label = next(k for k, v in TIMINGS.items() if v == timing)
    return " ".join(w if w in ("of",) else w[0].upper() + w[1:] for w in label.split())
