"""The script: ``actions`` entries as option-id strings (GUIDE.md), and their grammar."""

from __future__ import annotations

import re
from typing import Any

# order_triggers / interrupt: "<card> <timing>", then, when two pending effects share that,
# "<holder card>" and "#<n>" (the effect's position on it), then " (<k>)" for the k-th copy
# of one effect triggered twice (docs/engine.md "Option ids").
_PENDING = re.compile(r"^(?P<card>\S+) (?P<timing>[a-z][a-z0-9-]*)"
                      r"(?: (?P<holder>[a-z0-9][a-z0-9-]*)(?:#\d+)?)?(?: \(\d+\))?$")
_SIMPLE = {"pass", "hatch", "skip", "yes", "no", "none", "top", "bottom"}
_ONE_CARD = {"play", "use", "activate", "move", "block", "train", "zone"}

# mapping form -> how to build the string
_MAPPING_KEYS = {
    "play": (), "use": (), "activate": (), "move": (), "block": (),
    "digivolve": ("onto",), "attack": ("target",), "choose": (), "order": ("timing",),
}


class ActionError(ValueError):
    """An action entry that is not an option id; the message names what is wrong."""


def to_answer(entry: Any) -> str | list[str]:
    """A script entry (string, number, list of ids, or readable mapping) as the engine's
    answer."""
    if isinstance(entry, str):
        return entry.strip()
    if isinstance(entry, int) and not isinstance(entry, bool):
        return str(entry)  # choose_amount: how many
    if isinstance(entry, list):
        if not entry or not all(isinstance(x, str) for x in entry):
            raise ActionError("a list answer must be a non-empty list of card ids")
        return list(entry)
    if not isinstance(entry, dict):
        raise ActionError(f"expected a string, a number or a mapping, got {type(entry).__name__}")
    verbs = [k for k in entry if k in _MAPPING_KEYS]
    if len(verbs) != 1:
        known = ", ".join(_MAPPING_KEYS)
        got = sorted(map(str, entry))
        raise ActionError(f"a mapping needs exactly one of: {known} (got {got})")
    verb = verbs[0]
    allowed = {verb, *_MAPPING_KEYS[verb]}
    extra = sorted(str(k) for k in set(entry) - allowed)
    if extra:
        raise ActionError(f"unexpected key(s) {extra} for {verb!r} (allowed: {sorted(allowed)})")
    missing = [k for k in _MAPPING_KEYS[verb] if k not in entry]
    if missing:
        raise ActionError(f"{verb!r} needs {missing[0]!r}")
    value = entry[verb]
    if verb == "choose":
        return to_answer(value) if isinstance(value, list) else str(value)
    if verb == "digivolve":
        return f"digivolve {value} onto {entry['onto']}"
    if verb == "attack":
        return f"attack {value} -> {entry['target']}"
    if verb == "order":
        return f"{value} {entry['timing']}"
    return f"{verb} {value}"


def card_ids(answer: str | list[str]) -> list[str]:
    """The card ids an answer names; raises ActionError if it is not in the option grammar."""
    if isinstance(answer, list):
        return list(answer)
    words = answer.split()
    if not words:
        raise ActionError("empty action")
    verb = words[0]
    if verb in _SIMPLE:
        if len(words) != 1:
            raise ActionError(f"{verb!r} takes nothing after it")
        return []
    if verb == "play" and len(words) > 3 and words[2] in ("xros", "assemble"):
        return [words[1], *words[3:]]
    if verb in _ONE_CARD:
        if len(words) != 2:
            raise ActionError(f"expected '{verb} <card id>'")
        return [words[1]]
    if verb == "digivolve":
        if len(words) != 4 or words[2] != "onto":
            raise ActionError("expected 'digivolve <hand card> onto <field card>'")
        return [words[1], words[3]]
    if verb in ("blast", "link", "burst", "mindlink"):
        if len(words) != 4 or words[2] != "onto":
            raise ActionError(f"expected '{verb} <card> onto <field card>'")
        return [words[1], words[3]]
    if verb == "blastdna":
        if len(words) != 6 or words[2] != "onto" or words[4] != "+":
            raise ActionError("expected 'blastdna <hand card> onto <Digimon> + <hand card>'")
        return [words[1], words[3], words[5]]
    if verb == "fuse":
        if len(words) != 6 or words[2] != "onto" or words[4] != "with":
            raise ActionError("expected 'fuse <hand card> onto <Digimon> with <link card>'")
        return [words[1], words[3], words[5]]
    if verb == "dna":
        if len(words) != 6 or words[2] != "onto" or words[4] != "+":
            raise ActionError("expected 'dna <hand card> onto <left Digimon> + <right Digimon>'")
        return [words[1], words[3], words[5]]
    if verb == "attack":
        if len(words) != 4 or words[2] != "->":
            raise ActionError(
                "expected 'attack <attacker> -> player' or 'attack <attacker> -> <card>'")
        return [words[1]] if words[3] == "player" else [words[1], words[3]]
    if len(words) == 1 and verb.isascii() and verb.isdigit():
        return []  # choose_amount: a number
    if len(words) == 1:
        return [verb]  # choose_target: a card id
    if m := _PENDING.match(" ".join(words)):  # order_triggers, interrupt
        return [m["card"]] + ([m["holder"]] if m["holder"] else [])
    raise ActionError(
        "not an option id; expected play/digivolve/use/attack/activate/pass, hatch/move/skip, "
        "yes/no, none, block <card>, a card id, a number, or '<card> <timing>' (then "
        "'<holder card>#<n>' when two pending effects share that)"
    )
