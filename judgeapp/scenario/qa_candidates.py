"""Which official Q&A entries become ``qa:<qno>`` scenarios: the written selection procedure.

The procedure (scenarios/README.md, "Official rulings") is deterministic and never looks at
the engine, so nobody can choose rulings by whether they pass:

1. Every ruling of the card database (``rulesdb/cards``) is classified by mechanic: the first
   row of ``MECHANICS`` whose words occur in its question or answer (lowercased) wins; a
   ruling no row matches is ``other`` and is not a candidate. Not candidates either: a
   definition ("What does ... mean / refer to?", "What is ...?", "How does ... work?": no
   board shows a word's meaning) and a generic question filed word for word under 3 or more
   Q&A numbers. A Q&A filed under several cards counts once, under the first card by number.
2. Within a mechanic the rulings are put in a seeded random order (``random.Random`` seeded
   with ``qa-suite:<mechanic>``, the same on every machine), then spread over sets: the
   first ruling of each set in that order, then the second of each set, and so on.
3. The suite is written from the top of each mechanic's list, ``PER_MECHANIC`` at a time.
   A candidate is never dropped because the engine rules against it (that is a bug to fix or
   report); it may be passed over only for a reason listed in ``PASSED_OVER`` (no board can
   show it: a question about words, deck building or hidden information).

``python -m judgeapp.scenario.qa_candidates`` prints the list (``--per N``, ``--mechanic M``).
"""

from __future__ import annotations

import argparse
import random
import re
from collections import Counter, defaultdict
from dataclasses import dataclass

from rulesdb.cards import get_card_db
from rulesdb.cards.db import CardDB

# (mechanic, words): the first row with a word in the question or answer classifies a ruling.
MECHANICS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("special-digivolution", ("dna digivol", "digixros", "burst digivol", "app fusion",
                              "blast digivol", "assembly", "mind link", "<link", "link card",
                              "armor hybrid", "jogress")),
    ("security-attack", ("<security a", "security attack")),
    ("blocker", ("<blocker>", "block")),
    ("keyword", ("<piercing>", "<jamming>", "<reboot>", "<recovery", "<de-digivolve",
                 "<retaliation>", "<rush>", "<armor purge>", "<barrier>", "<collision>",
                 "<raid>", "<alliance>", "<vortex>", "<fortitude>", "<partition>",
                 "<scapegoat>", "<fragment>", "<decode", "<execute>", "<overclock",
                 "<iceclad>", "<progress>", "<save>", "<material save", "<evade>",
                 "<decoy", "<delay>", "<digisorption", "<mind link>", "<training>",
                 "<blast digivolve>", "<draw")),
    ("once-per-turn", ("once per turn", "twice per turn")),
    ("trigger-order", ("at the same time", "simultaneous", "in what order", "which order",
                       "activate first", "order of")),
    ("security-check", ("security check", "[security]", "security stack",
                        "security card")),
    ("memory", ("memory",)),
    ("cost", ("cost", "reduc")),
    ("digivolution", ("digivolve", "digivolution card", "de-digivolve")),
    ("battle", ("battle", "attack")),
    ("deletion", ("delete", "deletion")),
    ("play-and-effects", ("play ", "played", "activate", "trash", "hand", "return")),
)
PER_MECHANIC = 12

# Candidates passed over, each with its reason (step 3): only rulings no scenario file can
# show today. Each reason names what would have to change for the ruling to be written.
PASSED_OVER: dict[str, str] = {}

_QNO = re.compile(r"\d+")
_DEFINITION = re.compile(r"^\W*(what( cards?)? (does|do)\b.*\b(mean|refer)|what (is|are) "
                         r"|how does .* work)", re.IGNORECASE | re.DOTALL)
GENERIC_AT = 3  # a question filed word for word under this many Q&A numbers is generic


@dataclass(frozen=True)
class Candidate:
    """One ruling of the list: its place, mechanic, card and set."""

    rank: int
    mechanic: str
    qno: str
    number: str
    card_name: str
    set: str
    question: str
    answer: str


def classify(question: str, answer: str) -> str:
    """The mechanic of a ruling by the keyword table (``other`` when no row matches)."""
    text = f"{question}\n{answer}".lower()
    for mechanic, words in MECHANICS:
        if any(w in text for w in words):
            return mechanic
    return "other"


def qno_key(qno: str) -> int:
    match = _QNO.search(qno)
    return int(match.group()) if match else 0


def _question(text: str) -> str:
    return " ".join(text.split()).lower()


def candidates(db: CardDB | None = None) -> dict[str, list[Candidate]]:
    """Every mechanic's candidate list, in the procedure's order (steps 1 and 2)."""
    db = db or get_card_db()
    rulings = sorted(db.all_rulings(), key=lambda r: (qno_key(r.qno), r.number))
    asked = Counter(question for _, question in {(r.qno, _question(r.question))
                                                  for r in rulings})
    by_mechanic: dict[str, list] = defaultdict(list)
    seen: set[str] = set()
    for ruling in rulings:
        card = db.get(ruling.number)
        if card is None or ruling.qno in seen:
            continue
        seen.add(ruling.qno)
        if _DEFINITION.match(ruling.question) or asked[_question(ruling.question)] >= GENERIC_AT:
            continue
        mechanic = classify(ruling.question, ruling.answer)
        if mechanic != "other":
            by_mechanic[mechanic].append((ruling, card))
    result: dict[str, list[Candidate]] = {}
    for mechanic, _ in MECHANICS:
        pool = list(by_mechanic.get(mechanic, []))
        random.Random(f"qa-suite:{mechanic}").shuffle(pool)
        rank_in_set: Counter[str] = Counter()
        ranked = []
        for order, (ruling, card) in enumerate(pool):
            rank_in_set[card.set] += 1
            ranked.append((rank_in_set[card.set], order, ruling, card))
        spread = [(r, c) for _, _, r, c in sorted(ranked, key=lambda x: x[:2])]
        result[mechanic] = [
            Candidate(i + 1, mechanic, r.qno, c.number, c.name, c.set, r.question, r.answer)
            for i, (r, c) in enumerate(spread)]
    return result


def chosen(per: int = PER_MECHANIC, db: CardDB | None = None) -> list[Candidate]:
    """The first ``per`` candidates of each mechanic not passed over (step 3)."""
    picked = []
    for items in candidates(db).values():
        picked.extend([c for c in items if c.qno not in PASSED_OVER][:per])
    return picked


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per", type=int, default=PER_MECHANIC,
                        help="candidates per mechanic (default %(default)s)")
    parser.add_argument("--mechanic", choices=[m for m, _ in MECHANICS])
    args = parser.parse_args(argv)
    for c in chosen(max(args.per, 0)):
        if args.mechanic and c.mechanic != args.mechanic:
            continue
        question = " ".join(c.question.split())
        print(f"{c.mechanic}\t{c.rank}\t{c.qno}\t{c.number}\t{c.card_name}\t{question[:150]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
