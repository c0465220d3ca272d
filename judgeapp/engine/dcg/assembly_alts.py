"""Assembly requirements printed as a level and "w/..." alternatives (CR 4.2 2-3-10, 7-3):

* ``[Assembly -2] Lv.4 or lower w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait``
  (EX12-016): 1 level 4 or lower card with Agumon or Greymon in its name
  (manual-en/specifying-names) or with the [ME] or [VB] trait;
* ``[Assembly -2] Lv.4 or lower card w/[Aqua]/[Sea Animal] in any trait or w/[TB] trait``
  (EX12-031): "in any trait" is a trait that includes the word (CR 4.2 2-3-2-4);
* ``[Assembly -2] Lv.4 or lower Digimon card w/[Chronomon] in text or w/[TS] trait``
  (BT26-073): "in text" as manual-en/with-xx-in-its-text reads it (``card_refs``);
* ``[Assembly -6] Lv.5 x Lv.4 x Lv.3, all w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait``
  (EX12-017, EX12-035): 3 cards, 1 of each level, each fitting one alternative (official Q&A
  Q6743, Q6780), stacked with the left one (Lv.5) on top (7-3-2-6).

The level applies to every alternative (official Q&A Q6741, Q6767: "XX card with AA or BB" is
an XX card with AA or an XX card with BB). :func:`read` gives the fields of
``keyword_rules.AssemblyReq``; ``assembly.fits_alternatives`` checks one card against them.
"""

from __future__ import annotations

import re

_NAMES = r"\[[^\]]+\](?:/\[[^\]]+\])*"
_ALT = rf"w/{_NAMES} (?:in name|in any trait|trait|in text)"
LINE = re.compile(
    r"^[ \t]*\[Assembly\s*-(?P<x>\d+)\][ \t]*"
    r"(?:(?P<levels>Lv\.\d+(?: x Lv\.\d+)+), all|Lv\.(?P<lv>\d+)(?P<lower> or lower)?"
    r"(?: (?P<kind>Digimon card|card))?)"
    rf" (?P<alts>{_ALT}(?: or {_ALT})*)\.?[ \t]*$", re.IGNORECASE | re.MULTILINE)
_ONE = re.compile(rf"w/(?P<names>{_NAMES}) (?P<how>in name|in any trait|trait|in text)",
                  re.IGNORECASE)
KINDS = {"in name": "name", "in any trait": "trait_part", "trait": "trait", "in text": "text"}


def read(m: re.Match) -> dict:
    """The ``AssemblyReq`` fields of a matched :data:`LINE`."""
    alts = tuple((KINDS[a["how"].lower()], tuple(re.findall(r"\[([^\]]+)\]", a["names"])))
                 for a in _ONE.finditer(m["alts"]))
    if m["levels"]:
        levels = tuple(int(n) for n in re.findall(r"\d+", m["levels"]))
        return {"reduction": int(m["x"]), "count": len(levels), "levels": levels,
                "different": "levels", "alts": alts}
    return {"reduction": int(m["x"]), "count": 1, "level": int(m["lv"]),
            "or_lower": bool(m["lower"]), "digimon": (m["kind"] or "").lower() == "digimon card",
            "alts": alts}


def label(alts: tuple[tuple[str, tuple[str, ...]], ...]) -> str:
    """The alternatives as printed: "w/[A]/[B] in name or w/[C] trait"."""
    words = {v: k for k, v in KINDS.items()}
    return " or ".join(f"w/{'/'.join(f'[{n}]' for n in values)} {words[kind]}"
                       for kind, values in alts)
