"""Build the shipped current editions from ``../shared/rules``: Comprehensive Rules Ver.4.2 and
the Official Rule Manual for Web ver. 6.0.

    python -m rulesdb.editions [SHARED_RULES_DIR]

writes ``rulesdb/corpus/cr-en/4.2.yaml`` and ``rulesdb/corpus/manual-en/6.0.yaml``.

The Comprehensive Rules go through the importer (``rulesdb.importer``), which repairs the
extraction damage and prints nothing here.  The manual is not numbered: it is cut at the
headings listed in ``MANUAL_60`` (its table of contents, in the order the headings stand in the
body), each part is one section whose id is the id the same chapter has in the earlier
edition (``manual-en`` version ``latest``), so ``section_history``/``section_diff`` compare
them.  Only
line breaks, page numbers and dot leaders are repaired (``clean_text``); the pictures of the
PDF left fragments of card text and captions whose line order is lost, which are kept as
extracted because they cannot be put back without guessing.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from rulesdb.cleaning import clean_text
from rulesdb.corpus import BUILTIN_DIR, Document, DocumentVersion, Section
from rulesdb.importer import import_text, render_version_file

SHARED_RULES = Path(__file__).resolve().parents[2] / "shared" / "rules"
CR_FILE = "comprehensive-rules-4.2.md"
CR_DATE = "2026-08-18"  # "Last Updated: 2026/08/18" on the title page
MANUAL_FILE = "rule-manual-web-6.0.md"


@dataclass(frozen=True)
class Heading:
    """Where a manual section starts: the ``nth`` line equal to ``line`` after the previous
    section's start."""

    id: str
    title: str
    line: str
    nth: int = 1


# The chapters of the table of contents, in body order.  The A-G main-phase actions print
# their heading twice (page title and heading); the list of actions in "Main Phase" is skipped.
MANUAL_60 = (
    Heading("about-the-game", "About the Game", "About the Game"),
    Heading("card-information", "Card Information", "Card Information"),
    Heading("game-areas", "Game Areas", "Game Areas"),
    Heading("decks", "Decks (Token Cards)", "Decks"),
    Heading("setting-up-the-game", "Setting up the Game (Paying Costs, Display Formats)",
            "Game Preparation"),
    Heading("turn-procedures", "Turn Procedures", "Turn Procedures"),
    Heading("play-a-digimon-or-tamer-card", "A. Play a Digimon Card or Tamer Card From the Hand",
            "A. Play a Digimon Card or Tamer Card From the Hand", nth=2),
    Heading("digivolve-from-the-hand", "B. Digivolve Into a Digimon Card From the Hand",
            "B. Digivolve Into a Digimon Card From the Hand"),
    Heading("use-an-option-card", "C. Use an Option Card From the Hand",
            "C. Use an Option Card From the Hand"),
    Heading("linking", "D. Linking", "D. Linking"),
    Heading("attacking", "E. Attacking", "E. Attack"),
    Heading("activate-activation-type-effects", "F. Activating Activation-Type Effects",
            "F. Activate Activation-Type Effects"),
    Heading("pass", "G. Passing and Turn End Conditions", "G. Pass"),
    Heading("digimon-ace", "Digimon ACE <Blast Digivolve>, <Blast DNA Digivolve>, and <Overflow>",
            "Digimon ACE"),
    Heading("dual-cards", "Dual cards", "Dual cards"),
    Heading("digixros", "DigiXros", "DigiXros"),
    Heading("assembly", "Assembly", "Assembly"),
    Heading("dna-digivolution", "DNA Digivolution", "DNA Digivolve"),
    Heading("burst-digivolve", "Burst Digivolve", "Burst Digivolve"),
    Heading("app-fusion", "App Fusion", "App Fusion"),
    Heading("effect-rules", "Effect Rules (Effect Basics)", "Effect Rules"),
    Heading("card-text-rules", "Card Text Rules", "Card Text Rules"),
    Heading("rule-checks", "Rule Checks", "Rule Checks"),
    Heading("keyword-effects-and-rules", "List of Keyword Effects and Rules", "Keyword Effects"),
)
# a bullet as extracted ("•", "• •", "- •"): written as a Markdown list item
_BULLET = re.compile(r"^(?:[-•]\s*)*•\s*")
# the table of contents ends with this note; the body starts after it
_BODY_START = "*The illustrations in this manual may differ slightly from actual products."

MANUAL_HEADER = """\
# Official Rule Manual for Web ver. 6.0 (English), built by `python -m rulesdb.editions` from
# ../shared/rules/rule-manual-web-6.0.md (community extraction, repository
# vinicius3333/aegis-digimon-tcg, commit c5c186fa7 of 2026-08-22).
#
# Version: "for Web ver. 6.0" as printed on the title page. Date: the extraction prints none,
# so date is null; the copy was taken on 2026-08-22, so the edition is no later than that.
#
# One section per chapter of the printed table of contents (rulesdb/editions.py, MANUAL_60),
# with the id of the same chapter in the earlier edition (manual-en version latest) so the two
# can be compared; Dual cards and Assembly are new in 6.0. Only line breaks, page numbers and dot
# leaders are repaired: the pictures left fragments of card text and captions, some of them
# out of reading order, that are kept as extracted (putting them back would be guessing).
# The passages the engine cites stay on the earlier edition, which is structured section by
# section (docs/engine.md, "Citations").
"""


def build_cr(rules_dir: Path = SHARED_RULES) -> DocumentVersion:
    """Comprehensive Rules Ver.4.2 through the importer."""
    path = rules_dir / CR_FILE
    result = import_text(path.read_text(encoding="utf-8"), document_id="cr-en", version="4.2",
                         lang="en", date=CR_DATE, source=CR_FILE)
    return result.version


def manual_parts(text: str, headings: tuple[Heading, ...] = MANUAL_60) -> list[tuple[Heading,
                                                                                     list[str]]]:
    """The body lines of each heading, cut where the heading's line stands."""
    lines = [_BULLET.sub("- ", line.strip()) for line in text.split("\n")]
    start = lines.index(_BODY_START) + 1
    cuts: list[int] = []
    at = start
    for heading in headings:
        seen = 0
        while True:
            if at >= len(lines):
                raise ValueError(f"heading {heading.line!r} ({heading.id}) not found")
            if lines[at] == heading.line:
                seen += 1
                if seen == heading.nth:
                    break
            at += 1
        cuts.append(at)
        at += 1
    ends = cuts[1:] + [len(lines)]
    parts = []
    for heading, cut, end in zip(headings, cuts, ends, strict=True):
        body = lines[cut + 1:end]
        while body and body[0] == heading.line:  # the heading printed twice
            body = body[1:]
        parts.append((heading, body))
    return parts


def build_manual(rules_dir: Path = SHARED_RULES) -> DocumentVersion:
    """The Rule Manual for Web 6.0, one section per chapter."""
    text = (rules_dir / MANUAL_FILE).read_text(encoding="utf-8")
    document = Document(id="manual-en", title="Official Rule Manual", version="6.0", date=None,
                        lang="en", game="dcg", source=MANUAL_FILE)
    sections = [
        Section(document, heading.id, heading.title, "rule",
                clean_text("\n".join(body), "dcg"), None, order)
        for order, (heading, body) in enumerate(manual_parts(text))
    ]
    return DocumentVersion(document, sections)


def write(dv: DocumentVersion, header: str = "", base: Path = BUILTIN_DIR) -> Path:
    path = base / dv.document.id / f"{dv.document.version}.yaml"
    path.write_text(header + render_version_file(dv), encoding="utf-8")
    return path


def main(argv: list[str]) -> int:
    rules_dir = Path(argv[0]) if argv else SHARED_RULES
    if not rules_dir.is_dir():
        print(f"no rules folder at {rules_dir}", file=sys.stderr)
        return 1
    print(write(build_cr(rules_dir)))
    print(write(build_manual(rules_dir), MANUAL_HEADER))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
