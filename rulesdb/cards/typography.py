"""Typography normalization of the community card text, done once at import.

Each function is pure and returns the new text plus a list of what it changed, so the build can
write a report. Only extraction and typesetting damage is touched; the publisher's wording is kept.
"""

from __future__ import annotations

import html
import re

from .model import Reminder, Requirement

# character-level typography: (what, replacement, description)
_CHARS = (
    ("＜", "<", "full-width < to <"),
    ("＞", ">", "full-width > to >"),
    ("⟨", "<", "angle bracket to <"),
    ("⟩", ">", "angle bracket to >"),
    ("，", ", ", "full-width comma to ', '"),
    ("\xa0", " ", "non-breaking space to space"),
    ("\u3000", " ", "ideographic space to space"),
    ("’", "'", "curly apostrophe to '"),
    ("‘", "'", "curly apostrophe to '"),
    ("“", '"', "curly quote to \""),
    ("”", '"', "curly quote to \""),
    ("•", "・", "bullet • to ・"),
)
# the scrape turned 'lv' inside words into 'Lv.' (De-DigivoLv.e, digivoLv.es)
_LV_DAMAGE = re.compile(r"(?<=[a-z])Lv\.(?=[a-z])")
# '&#xD7;' (×) lost its '&#': '[Shoutmon] xD7 [Starmons]'
_TIMES_DAMAGE = re.compile(r"\s*\bxD7\b\s*")
# the same damage on accented letters: 'CafxE9' (Café), 'SchwxE4rmer', 'LxF3nkhē'
_LATIN_DAMAGE = re.compile(r"(?<=[A-Za-z])x(C[0-9A-F]|D[0-689A-F]|E[0-9A-F]|F[0-689A-F])"
                           r"(?![0-9A-F])")
# a keyword's number run onto its name: '<De-Digivolve1>' (34 times; the keyword is
# '<De-Digivolve 1>' on every other card and in CR 16-8)
_NUMBER_RUN_ON = re.compile(r"<(De-Digivolve)(\d+)>")
# timings and other bracketed labels that begin an effect on a card
TIMINGS = (
    "On Play", "When Digivolving", "When Attacking", "End of Attack", "On Deletion",
    "Your Turn", "Opponent's Turn", "All Turns", "Start of Your Turn", "Start of Your Main Phase",
    "End of Your Turn", "End of Opponent's Turn", "End of All Turns", "Start of Opponent's Turn",
    "Start of Opponent's Main Phase", "Main", "Security", "Hand", "Trash", "Breeding", "Counter",
    "When Linking", "When Moving", "Rule", "Link", "Digivolve", "DNA Digivolve", "App Fusion",
)
_TIMING = "|".join(re.escape(t) for t in sorted(TIMINGS, key=len, reverse=True))
# an effect run onto the previous sentence: 'set your memory to 3.[Opponent's Turn] ...'
_RUN_ON = re.compile(rf"(?<=[.)>])[ \t]*(?=\[(?:{_TIMING})\])")
_RUN_ON_BULLET = re.compile(r"(?<=\S)[ \t]*(?=・)")
# an untimed effect glued to the previous one with not even a space: "... color
# requirements.When an effect trashes this card ..." (a printed sentence never does this)
_GLUED_UNTIMED = re.compile(r"(?<=[a-z)]\.)(?=(?:When|While) )")
# keywords run onto the end of a sentence: '... also treated as [Shoutmon].<Material Save 1>'
_KEYWORD_AFTER_SENTENCE = re.compile(r"(?<=\.)[ \t]*(?=(?:<[^<>\n]+>[ \t]*)+(?:\n|$))")
_KEYWORD_RUN = re.compile(r"^(<[^<>\n]+>)[ \t]*(?=<)", re.MULTILINE)
_SPACES = re.compile(r"[ \t]{2,}")

# keyword reminder text: '<Blocker> (When an opponent's Digimon attacks, ...)'
# or after the rest of the keyword's sentence: 'Trigger <De-Digivolve 1> on 1 of ... Digimon. ('
_KEYWORD_THEN_PAREN = re.compile(
    r"<(?P<kw>[^<>\n]+)>(?P<gap>\.?[ \t]*\n?[ \t]*|[^<>()\n\[\]]*?\.[ \t]+)\(")


def normalize_chars(text: str) -> tuple[str, list[str]]:
    """Replace full-width brackets/commas, odd spaces and quotes; repair 'Lv.' damage."""
    changes: list[str] = []
    text = html.unescape(text) if "&" in text else text
    for old, new, what in _CHARS:
        if old in text:
            changes.append(f"{what} (x{text.count(old)})")
            text = text.replace(old, new)
    text, n = _TIMES_DAMAGE.subn(" × ", text)
    if n:
        changes.append(f"repaired 'xD7' (a mangled &#xD7;) to '×' (x{n})")
    text, n = _LATIN_DAMAGE.subn(lambda m: chr(int(m.group(1), 16)), text)
    if n:
        changes.append(f"repaired an accented letter written as its code, e.g. 'CafxE9' -> "
                       f"'Café' (x{n})")
    text, n = _NUMBER_RUN_ON.subn(r"<\1 \2>", text)
    if n:
        changes.append(f"spaced a keyword's number run onto its name, e.g. <De-Digivolve1> -> "
                       f"<De-Digivolve 1> (x{n})")
    fixed, n = _LV_DAMAGE.subn("lv", text)
    if n:
        changes.append(f"repaired 'Lv.' inside a word (x{n}, e.g. De-DigivoLv.e -> De-Digivolve)")
    return fixed, changes


def split_lines(text: str) -> tuple[str, list[str]]:
    """Put each effect, keyword and bullet on its own line; tidy spaces and blank lines."""
    changes: list[str] = []
    text, n = _RUN_ON.subn("\n", text)
    if n:
        changes.append(f"split {n} effect(s) run onto the previous sentence")
    text, n = _RUN_ON_BULLET.subn("\n", text)
    if n:
        changes.append(f"put {n} bullet(s) on their own line")
    text, n = _GLUED_UNTIMED.subn("\n", text)
    if n:
        changes.append(f"split {n} untimed effect(s) glued to the previous sentence")
    text, n = _KEYWORD_AFTER_SENTENCE.subn("\n", text)
    if n:
        changes.append(f"put {n} keyword(s) run onto a sentence on their own line")
    text, n = _KEYWORD_RUN.subn(r"\1\n", text)
    if n:
        changes.append(f"split {n} keyword(s) run together")
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    tidy = "\n".join(line for line in lines if line)
    return tidy, changes


def _closing_paren(text: str, start: int) -> int | None:
    """Index of the parenthesis closing the one at ``start`` (None when unbalanced)."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return None


def extract_reminders(text: str, field: str) -> tuple[str, list[Reminder]]:
    """Take keyword reminder text out of ``text``; return the text and the reminders."""
    reminders: list[Reminder] = []
    pos = 0
    out: list[str] = []
    while True:
        match = _KEYWORD_THEN_PAREN.search(text, pos)
        if not match:
            out.append(text[pos:])
            break
        open_at = match.end() - 1
        close = _closing_paren(text, open_at)
        if close is None:
            out.append(text[pos:])
            break
        inner = text[open_at + 1:close].strip()
        if inner == "Rule":
            out.append(text[pos:close + 1])
            pos = close + 1
            continue
        end = close + 1
        if text[end:end + 1] == "." and not inner.endswith(".") and not match["gap"].strip():
            end += 1  # '(...).' : the period closes the reminder sentence
        reminders.append(Reminder(keyword=match["kw"].strip(), text=inner, field=field))
        gap = match["gap"].rstrip()
        out.append(text[pos:match.start()] + f"<{match['kw']}>" + gap)
        pos = end
    return "\n".join(line.strip() for line in "".join(out).split("\n") if line.strip()), reminders


# ---- special requirement lines -------------------------------------------------------------

# reminder sentences printed with a requirement (rule text, not an effect)
_RULE_REMINDER = re.compile(
    r"^\s*(?:"
    r"Digivolve unsuspended with the 2 specified Digimon stacked on top of each other\."
    r"|When you would play this card, you may place specified cards from your hand[^.]*under "
    r"it\. Each (?:card placed|placed card) reduces the play cost\."
    r"|On play, place from hand/battle area under this card\. Reduce play cost per card\."
    r"|At the end of the burst digivolution turn, trash this Digimon's top card\.?"
    r")"
)
_COST = r"\s*:\s*Cost\s*(?P<cost>\d+)"
_OLD = r"\s*:\s*(?P<cost>\d+)\s+(?P<detail>(?:from|if)\s.+)$"
_REQUIREMENTS = (
    ("digivolve", re.compile(r"^\[Digivolve\]\s*(?P<detail>.+?)" + _COST)),
    ("digivolve", re.compile(r"^Digivolve" + _OLD)),
    ("dna", re.compile(r"^\[DNA Digivol(?:ve|ution)\]\s*(?P<detail>.+?)" + _COST)),
    ("dna", re.compile(r"^DNA Digivol(?:ve|ution)" + _OLD)),
    ("digixros", re.compile(r"^\[DigiXros\s*-\s*(?P<cost>\d+)\]\s*(?P<detail>.+?)$")),
    ("digixros", re.compile(r"^DigiXros\s*-\s*(?P<cost>\d+)\s*:\s*(?P<detail>.+?)$")),
    ("link", re.compile(r"^\[Link\]\s*(?P<detail>.+?)" + _COST)),
    ("burst", re.compile(r"^\[Burst Digivolve\]\s*(?P<detail>.+?)" + _COST)),
    ("burst", re.compile(r"^Burst Digivolve" + _OLD)),
    ("app-fusion", re.compile(r"^\[App Fusion\]\s*(?P<detail>.+?)" + _COST)),
    ("assembly", re.compile(r"^\[Assembly\s*-\s*(?P<cost>\d+)\]\s*(?P<detail>.+?)$")),
)
_EFFECT_TIMINGS = tuple(t for t in TIMINGS if t not in ("Link", "Digivolve", "DNA Digivolve",
                                                         "App Fusion"))
# where a requirement's description ends when more text was run onto its line
_DETAIL_END = re.compile(
    r"(?<!w/)<|\((?!\d)(?![^\[]*\])"
    r"|\[(?:" + "|".join(re.escape(t) for t in _EFFECT_TIMINGS) + r")\]"
    r"|(?<=\])(?=[A-Z])|(?<=[a-z0-9])(?=[A-Z][a-z])(?![^\[]*\])"
    r"|\s(?=(?:When|You may|You can|This card|The name|One of|On play|If you|At the end"
    r"|Digivolve unsuspended|DigiXros\s*-)\b)"
)


def _orphan_kind(reminder: str) -> str:
    if reminder.startswith("Digivolve unsuspended"):
        return "dna"
    if "burst" in reminder:
        return "burst"
    return "digixros"


def _match_requirement(line: str) -> tuple[str, re.Match[str]] | None:
    for kind, pattern in _REQUIREMENTS:
        match = pattern.match(line)
        if match:
            return kind, match
    return None


def _requirement(line: str, field: str) -> tuple[Requirement, str] | None:
    """The requirement at the start of ``line`` and whatever text was run onto it."""
    hit = _match_requirement(line)
    if hit is None:
        return None
    kind, match = hit
    detail = match["detail"]
    rest = line[match.end():]
    cut = _DETAIL_END.search(detail)
    if cut and cut.start() > 0:
        detail, rest = detail[:cut.start()], detail[cut.start():] + rest
    printed = line[:len(line) - len(rest)].strip()
    detail = re.sub(r"^from\s+", "", detail)  # 'Digivolve: 3 from [X]' -> detail '[X]'

    reminder = ""
    found = _RULE_REMINDER.match(rest)
    if found:
        reminder = found.group(0).strip()
        rest = rest[found.end():]
    return Requirement(kind=kind, line=printed, cost=int(match["cost"]), detail=detail.strip(),
                       reminder=reminder, field=field), rest.strip()


def extract_requirements(text: str, field: str) -> tuple[str, list[Requirement], list[str]]:
    """Take the special requirement lines (and their rule reminders) out of ``text``."""
    requirements: list[Requirement] = []
    changes: list[str] = []
    kept: list[str] = []
    pending = text.split("\n")
    while pending:
        line = pending.pop(0)
        found = _RULE_REMINDER.match(line)
        if found and requirements and not requirements[-1].reminder:
            last = requirements.pop()
            requirements.append(Requirement(**{**last.to_dict(), "reminder": found.group(0)}))
        elif found:  # the requirement line itself is missing from the source
            requirements.append(Requirement(kind=_orphan_kind(found.group(0)), line="",
                                            reminder=found.group(0).strip(), field=field))
            changes.append("a requirement's reminder without its requirement line: kept as a "
                           "requirement whose line is missing")
        if found:
            if line[found.end():].strip():
                pending.insert(0, line[found.end():].strip())
            continue
        hit = _requirement(line, field)
        if hit is None:
            kept.append(line)
            continue
        requirement, rest = hit
        requirements.append(requirement)
        changes.append(f"requirement line -> structured ({requirement.kind}): "
                       f"{requirement.line}")
        if rest:
            changes.append(f"split text run onto a requirement line: {rest[:60]!r}")
            pending.insert(0, rest)
    return "\n".join(kept), requirements, changes
