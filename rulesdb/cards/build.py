"""Build the shipped card database from a community snapshot: ``python -m rulesdb.cards.build``.

Reads ``cards.json``, ``qa.json``, ``errata.json`` and ``banlist.json`` (the format described in
``../shared/cards/README.md``), normalizes the typography once (rulesdb/cards/typography.py),
applies the reviewed repairs (rulesdb/cards/repairs.yaml) and the errata, and writes sorted,
reviewable JSON plus ``import-report.md`` (every change, by card number) into the data folder.
Rerun it when the snapshot changes; ``tests/test_cards_data.py`` fails while the shipped copy is
stale.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .cardnumbers import normalize_number
from .model import Card, Erratum, Provenance, Reminder, Requirement
from .typography import extract_reminders, extract_requirements, normalize_chars, split_lines

PACKAGE = Path(__file__).parent
DATA = PACKAGE / "data"
DEFAULT_SOURCE = Path(__file__).resolve().parents[2].parent / "shared" / "cards"
SOURCE_FILES = ("cards.json", "qa.json", "errata.json", "banlist.json")
OUTPUT_FILES = ("cards.json", "rulings.json", "errata.json", "banlist.json", "provenance.json",
                "import-report.md")
MAX_SOURCE_BYTES = 64 * 1024 * 1024
KIND_NAMES = {"DigiEgg": "Digi-Egg", "Digi-Egg": "Digi-Egg", "Digimon": "Digimon",
              "Tamer": "Tamer", "Option": "Option"}
# source field -> Card field, for the text fields
TEXT_FIELDS = (("effectText", "text"), ("inheritedEffectText", "inherited_text"),
               ("securityEffectText", "security_text"), ("linkEffect", "link_text"),
               ("optionEffect", "option_text"))


class SnapshotError(ValueError):
    """The snapshot is unusable; the message names the file and what is wrong."""


@dataclass
class Snapshot:
    cards: list[dict[str, Any]]
    qa: dict[str, list[dict[str, Any]]]
    errata: dict[str, dict[str, Any]]
    banlist: dict[str, Any]
    provenance: Provenance


@dataclass
class Built:
    cards: list[Card]
    snapshot: Snapshot
    changes: dict[str, list[str]] = field(default_factory=dict)  # card number -> changes
    problems: list[str] = field(default_factory=list)


# ---- reading ---------------------------------------------------------------------------------

def _read_json(path: Path) -> Any:
    try:
        if path.stat().st_size > MAX_SOURCE_BYTES:
            raise SnapshotError(f"{path.name}: larger than {MAX_SOURCE_BYTES // 2**20} MB")
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SnapshotError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SnapshotError(f"{path.name}: cannot read it ({exc})") from None
    except json.JSONDecodeError as exc:
        raise SnapshotError(f"{path.name}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except RecursionError:
        raise SnapshotError(f"{path.name}: nested too deeply to be a snapshot file") from None


def _provenance(folder: Path) -> Provenance:
    """Source repository, commit and snapshot date, from the snapshot's README when it has one."""
    text = ""
    readme = folder / "README.md"
    if readme.is_file():
        text = readme.read_text(encoding="utf-8", errors="replace")
    repo = re.search(r"repository\s+`([\w.-]+/[\w.-]+)`", text)
    commit = re.search(r"commit\s+([0-9a-f]{7,40})", text)
    date = re.search(r"commit\s+[0-9a-f]{7,40},\s*(\d{4}-\d{2}-\d{2})", text)
    return Provenance(
        source=f"https://github.com/{repo.group(1)}" if repo else "unknown community snapshot",
        commit=commit.group(1) if commit else "unknown",
        snapshot_date=date.group(1) if date else "unknown",
    )


def _check_cards(cards: Any) -> list[dict[str, Any]]:
    if not isinstance(cards, list) or not cards:
        raise SnapshotError("cards.json: expected a non-empty list of card records")
    seen: set[str] = set()
    for i, card in enumerate(cards):
        if not isinstance(card, dict):
            raise SnapshotError(f"cards.json: record {i + 1} is not an object")
        number = card.get("cardId")
        if not isinstance(number, str) or normalize_number(number) != number:
            raise SnapshotError(f"cards.json: record {i + 1} has no valid cardId ({number!r})")
        if number in seen:
            raise SnapshotError(f"cards.json: {number} appears twice")
        seen.add(number)
        if not isinstance(card.get("nameEn"), str) or not card["nameEn"].strip():
            raise SnapshotError(f"cards.json: {number} has no nameEn")
        kinds = card.get("kinds")
        if not isinstance(kinds, list) or not kinds or any(k not in KIND_NAMES for k in kinds):
            raise SnapshotError(f"cards.json: {number} has unknown kinds {str(kinds)[:40]}")
        _check_types(number, card)
    return cards


_LISTS = ("colors", "forms", "attributes", "types", "optionColorRequirements")
_INTS = ("level", "playCost", "dp", "maxCountInDeck", "linkDp", "overflowMemory")
_STRINGS = ("effectText", "inheritedEffectText", "securityEffectText", "linkEffect",
            "optionEffect", "linkRequirement", "dualEffect", "nameJp", "rarity", "set")


def _check_types(number: str, card: dict[str, Any]) -> None:
    """Each known field has the type the format gives it (or is absent/null)."""
    for key in _LISTS:
        value = card.get(key)
        if value is not None and not (isinstance(value, list)
                                      and all(isinstance(v, str) for v in value)):
            raise SnapshotError(f"cards.json: {number}: {key} must be a list of text")
    for key in _INTS:
        value = card.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise SnapshotError(f"cards.json: {number}: {key} must be a whole number")
    for key in _STRINGS:
        if card.get(key) is not None and not isinstance(card[key], str):
            raise SnapshotError(f"cards.json: {number}: {key} must be text")
    costs = card.get("evoCosts") or []
    if not isinstance(costs, list) or not all(
            isinstance(c, dict) and isinstance(c.get("color"), str)
            and isinstance(c.get("level"), int) and isinstance(c.get("memoryCost"), int)
            for c in costs):
        raise SnapshotError(f"cards.json: {number}: evoCosts must be a list of "
                            "{color, level, memoryCost}")


def _check_mapping(data: Any, name: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise SnapshotError(f"{name}: expected an object keyed by card number")
    return data


def _check_qa(qa: Any) -> dict[str, list[dict[str, Any]]]:
    for number, items in _check_mapping(qa, "qa.json").items():
        if not isinstance(items, list) or not all(
                isinstance(i, dict) and isinstance(i.get("qno"), str)
                and isinstance(i.get("question"), str) and isinstance(i.get("answer"), str)
                and isinstance(i.get("date"), str | None)
                and isinstance(i.get("related") or [], list)
                and all(isinstance(r, str) for r in i.get("related") or [])
                for i in items):
            raise SnapshotError(f"qa.json: {number}: expected a list of "
                                "{qno, question, answer, date, related}")
    return qa


def _check_banlist(banlist: Any) -> dict[str, Any]:
    events = _check_mapping(banlist, "banlist.json").get("events")
    if not isinstance(events, list):
        raise SnapshotError("banlist.json: expected an 'events' list")
    for i, event in enumerate(events):
        if not (isinstance(event, dict) and isinstance(event.get("cardId"), str)
                and event.get("status") in ("banned", "restricted", "banned_pair")
                and event.get("action") in ("restrict", "lift")
                and re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(event.get("effectiveDate")))):
            raise SnapshotError(f"banlist.json: event {i + 1} is not "
                                "{cardId, status, count, effectiveDate, action}")
    return banlist


def read_snapshot(source: Path) -> Snapshot:
    """Read and check a snapshot folder (or a single ``cards.json`` whose folder holds the rest).

    Raises SnapshotError with a short message naming the file when anything is unusable."""
    folder = source if source.is_dir() else source.parent
    if not source.exists():
        raise SnapshotError(f"{source}: no such file or folder")
    if source.is_file() and source.name != "cards.json":
        raise SnapshotError(f"{source.name}: give the snapshot folder or its cards.json "
                            f"(the folder holds {', '.join(SOURCE_FILES)})")
    cards = _check_cards(_read_json(folder / "cards.json"))
    qa = _check_qa(_read_json(folder / "qa.json"))
    errata = _check_mapping(_read_json(folder / "errata.json"), "errata.json")
    banlist = _check_banlist(_read_json(folder / "banlist.json"))
    return Snapshot(cards, qa, errata, banlist, _provenance(folder))


# ---- repairs ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Repairs:
    lost_keywords: tuple[tuple[str, str], ...]  # (reminder start, keyword)
    cards: dict[str, list[dict[str, str]]]
    doubled_phrases: tuple[str, ...] = ()


def load_repairs(path: Path = PACKAGE / "repairs.yaml") -> Repairs:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    cards: dict[str, list[dict[str, str]]] = {}
    for entry in data.get("cards") or []:
        cards.setdefault(entry["number"], []).append(entry)
    lost = tuple((e["reminder"], e["keyword"]) for e in data.get("lost_keywords") or [])
    return Repairs(lost, cards, tuple(data.get("doubled_phrases") or ()))


def _undouble(text: str, repairs: Repairs) -> tuple[str, list[str]]:
    """One copy of a phrase the scrape printed twice in a row ('in its name in its name')."""
    changes: list[str] = []
    for phrase in repairs.doubled_phrases:
        doubled = re.compile(rf"\b{re.escape(phrase)}\s+{re.escape(phrase)}\b")
        text, count = doubled.subn(phrase, text)
        changes += [f"removed the doubled phrase {phrase!r}"] * count
    return text, changes


def _restore_lost_keywords(text: str, repairs: Repairs) -> tuple[str, list[str]]:
    """Put back a keyword the scrape lost, found by its reminder. The reminder then begins a
    line; or a doubled space marks where the keyword stood earlier in the sentence ('gains  (This
    Digimon checks 1 additional security card)', '[Once Per Turn]  1 of your opponent's Digimon
    (Trash the top card. ...)'); or a period stands alone before it ('in play, . (Draw 1 card
    from your deck.)')."""
    changes: list[str] = []

    def restore(match: re.Match[str]) -> str:
        found = match.group("line") or match.group("later") or match.group("dotted")
        for reminder, keyword in repairs.lost_keywords:
            if found.startswith(reminder):
                changes.append(f"restored the keyword <{keyword}> lost before its reminder")
                if match.group("gap") is not None:
                    return f" <{keyword}> {match.group('gap')}"
                return f" <{keyword}>." if match.group("dot") else f"<{keyword}> ("
        return match.group(0)

    return _LOST_BEFORE.sub(restore, text), changes


_LOST_BEFORE = re.compile(
    r"^\((?=(?P<line>[^()\n]*))"
    r"|(?<=[^\s>]) {2}(?P<gap>[^()<>.\n]*?)(?=\((?P<later>[^()\n]*))"
    r"|(?<=\S)(?P<dot> \.)(?= \((?P<dotted>[^()\n]*))", re.MULTILINE)


# ---- one card --------------------------------------------------------------------------------

def _tidy(text: str) -> str:
    return split_lines(normalize_chars(text)[0])[0]


def _loose(text: str) -> re.Pattern[str]:
    """``text`` as a pattern that ignores how whitespace was laid out."""
    return re.compile(r"\s*".join(re.escape(token) for token in text.split()))


# the official errata page labels the text box a change is in
_ERRATUM_LABELS = {"Effect": None, "Inherited Effect": "inheritedEffectText",
                   "Security Effect": "securityEffectText"}


def _unlabel(before: str, after: str) -> tuple[str, str, str | None]:
    """Drop a leading 'Effect' / 'Inherited Effect' line; return the field it names."""
    first = before.split("\n", 1)[0].strip()
    if first in _ERRATUM_LABELS and after.split("\n", 1)[0].strip() == first:
        return (before.split("\n", 1)[1] if "\n" in before else "",
                after.split("\n", 1)[1] if "\n" in after else "", _ERRATUM_LABELS[first])
    return before, after, None


def _match_erratum(fields: dict[str, str], before: str, after: str, only: str | None,
                   date: str, log: list[str]) -> str | None:
    """Put ``after`` in place of ``before`` in the first field holding either; its name."""
    for name, text in fields.items():
        if not before or not after or (only and name != only):
            continue
        if _loose(after).search(text):
            log.append(f"{name}: erratum of {date} already in the source text")
            return name
        found = _loose(before).search(text)
        if found:
            fields[name] = text[:found.start()] + after + text[found.end():]
            log.append(f"{name}: erratum of {date} applied (printed text kept with the "
                       "erratum)")
            return name
    log.append(f"erratum of {date} does not match the card's text; shown with the card, text "
               "left as in the source")
    return None


def _apply_errata(fields: dict[str, str], raw: dict[str, Any] | None,
                  log: list[str]) -> tuple[Erratum, ...]:
    """Make each text field (and the name) hold the erratum's ``after``; return the errata."""
    if not raw:
        return ()
    errata = []
    for change in raw.get("changes") or []:
        before, after = _tidy(change.get("before") or ""), _tidy(change.get("after") or "")
        where = _match_erratum(fields, *_unlabel(before, after), str(raw.get("date")), log)
        errata.append(Erratum(date=str(raw.get("date")), before=before, after=after,
                              notes=raw.get("notes"), source=raw.get("source"), field=where))
    return tuple(errata)


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 \
        else None


def clean_card(raw: dict[str, Any], erratum: dict[str, Any] | None,
               repairs: Repairs) -> tuple[Card, list[str]]:
    """The cleaned Card for one source record and the list of what was changed."""
    number = raw["cardId"]
    log: list[str] = []
    notes: list[str] = []
    texts = {src: raw.get(src) or "" for src, _ in TEXT_FIELDS}
    link_requirement = raw.get("linkRequirement") or ""
    for entry in repairs.cards.get(number, []):
        if "note" in entry:
            notes.append(" ".join(entry["note"].split()))
            log.append(f"known damage noted: {notes[-1]}")
        if "find" in entry:
            src = entry["field"]
            if entry["find"] in texts.get(src, ""):
                texts[src] = texts[src].replace(entry["find"], entry["replace"])
                log.append(f"{src}: repaired {entry['find']!r} -> {entry['replace']!r}")
            else:
                log.append(f"STALE repair: {entry['find']!r} is not in {src}")
    for src in texts:
        text, changes = normalize_chars(texts[src])
        text, restored = _restore_lost_keywords(text, repairs)  # before doubled spaces go
        changes += restored
        text, undoubled = _undouble(text, repairs)
        changes += undoubled
        text, more = split_lines(text)
        texts[src] = text
        log.extend(f"{src}: {c}" for c in changes + more)
    name, changes = normalize_chars(raw["nameEn"])
    log.extend(f"nameEn: {c}" for c in changes)
    texts["nameEn"] = " ".join(name.split())
    errata = _apply_errata(texts, erratum, log)
    name = texts.pop("nameEn")
    requirements: list[Requirement] = []
    reminders: list[Reminder] = []
    out: dict[str, str] = {}
    for src, dest in TEXT_FIELDS:
        text = texts[src]
        if src == "effectText":
            text, reqs, changes = extract_requirements(text, "text")
            requirements.extend(reqs)
            log.extend(f"{src}: {c}" for c in changes)
            text = split_lines(text)[0]
        text, changes = _restore_lost_keywords(text, repairs)  # reminders now begin lines
        log.extend(f"{src}: {c}" for c in changes)
        text, found = extract_reminders(text, dest.removesuffix("_text") or "text")
        if found:
            log.append(f"{src}: reminder text kept separately for "
                       + ", ".join(f"<{r.keyword}>" for r in found))
        reminders.extend(found)
        text, changes = split_lines(text)  # a keyword whose reminder ran on may now end a line
        log.extend(f"{src}: {c}" for c in changes)
        out[dest] = text
    if link_requirement:
        text = _tidy(link_requirement)
        text, reqs, _ = extract_requirements(text, "link")
        requirements.extend(reqs)
        if text:
            log.append(f"linkRequirement: not read as a requirement: {text!r}")
    kinds = tuple(KIND_NAMES[k] for k in raw["kinds"])
    # a DUAL card has a use cost and no play cost (Rule Manual 6.0 "Dual cards": "they don't
    # have a play cost and can't be played"); the snapshot gives its use cost as playCost
    is_option = kinds == ("Option",) or bool(raw.get("isDualCard"))
    card = Card(
        number=number, set=str(raw.get("set") or number.split("-")[0]),
        name=name,
        name_ja=raw.get("nameJp") or None,
        kinds=kinds, colors=tuple(raw.get("colors") or ()), level=_int(raw.get("level")),
        play_cost=None if is_option or "Digi-Egg" in kinds else _int(raw.get("playCost")),
        use_cost=_int(raw.get("playCost")) if is_option else None,
        dp=_int(raw.get("dp")) if "Digimon" in kinds else None,
        digivolve_costs=tuple((e["color"], e["level"], e["memoryCost"])
                              for e in raw.get("evoCosts") or ()),
        forms=tuple(f for f in raw.get("forms") or () if f and f != "-"),
        attributes=tuple(raw.get("attributes") or ()), traits=tuple(raw.get("types") or ()),
        text=out["text"], inherited_text=out["inherited_text"],
        security_text=out["security_text"], requirements=tuple(requirements),
        reminders=tuple(reminders), rarity=raw.get("rarity"),
        max_copies=_int(raw.get("maxCountInDeck")) or 4, errata=errata,
        link_dp=_int(raw.get("linkDp")), link_text=out["link_text"],
        dual_name=raw.get("dualEffect") if raw.get("isDualCard") else None,
        option_text=out["option_text"],
        option_color_requirements=tuple(raw.get("optionColorRequirements") or ()),
        ace=bool(raw.get("isAce")), overflow=_int(raw.get("overflowMemory")),
        notes=tuple(notes),
    )
    return card, log


def sort_key(number: str) -> tuple[str, int, int]:
    prefix, serial = number.split("-")
    letters = prefix.rstrip("0123456789")
    return letters, int(prefix[len(letters):] or 0), int(serial)


def build(snapshot: Snapshot, repairs: Repairs | None = None) -> Built:
    repairs = repairs or load_repairs()
    built = Built(cards=[], snapshot=snapshot)
    for raw in sorted(snapshot.cards, key=lambda c: sort_key(c["cardId"])):
        try:
            card, log = clean_card(raw, snapshot.errata.get(raw["cardId"]), repairs)
        except (TypeError, KeyError, ValueError, AttributeError) as exc:
            raise SnapshotError(f"errata.json: {raw['cardId']}: an entry has an "
                                f"unexpected value ({type(exc).__name__}: {exc})") from None
        built.cards.append(card)
        if log:
            built.changes[card.number] = log
    numbers = {c.number for c in built.cards}
    for number in sorted(set(snapshot.qa) - numbers, key=sort_key):
        built.problems.append(f"qa.json: rulings for {number}, which is not in cards.json")
    for number in sorted(set(snapshot.errata) - numbers, key=sort_key):
        built.problems.append(f"errata.json: erratum for {number}, which is not in cards.json")
    return built


# ---- writing ---------------------------------------------------------------------------------

def _dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


_NOTABLE = re.compile(r"repair|restored|STALE|known damage|erratum|missing|split text run")


_FIELD_PREFIX = re.compile(
    r"^(?:" + "|".join(src for src, _ in TEXT_FIELDS) + "|linkRequirement): ")


def _change_kind(change: str) -> str:
    """'effectText: full-width < to < (x2)' -> 'full-width < to <'."""
    text = _FIELD_PREFIX.sub("", change)
    text = re.sub(r"\s*\(x\d+[^)]*\)", "", text)
    text = re.sub(r"(requirement line -> structured \([\w-]+\)|erratum of).*", r"\1", text)
    text = re.sub(r"(reminder text kept separately|split text run onto a requirement line|"
                  r"known damage noted|repaired|STALE repair).*", r"\1", text)
    return re.sub(r"\d+", "N", text)


def report_markdown(built: Built) -> str:
    prov = built.snapshot.provenance
    lines = [
        "# Card database import report",
        "",
        f"Source: {prov.source} (commit {prov.commit}, snapshot {prov.snapshot_date}); "
        "built by `python -m rulesdb.cards.build` with the repairs in "
        "`rulesdb/cards/repairs.yaml`.",
        f"{len(built.cards)} cards, {sum(len(v) for v in built.snapshot.qa.values())} rulings, "
        f"{len(built.snapshot.errata)} errata, "
        f"{len(built.snapshot.banlist.get('events', []))} restriction events.",
        "",
    ]
    if built.problems:
        lines += ["## Problems", ""] + [f"- {p}" for p in built.problems] + [""]
    kinds: dict[str, set[str]] = {}
    for number, changes in built.changes.items():
        for change in changes:
            kinds.setdefault(_change_kind(change), set()).add(number)
    lines += ["## Summary (cards per kind of change)", "", "| change | cards |", "| --- | --- |"]
    lines += [f"| {kind} | {len(numbers)} |" for kind, numbers in sorted(kinds.items())]
    lines += ["", "## Repairs, errata and known damage", ""]
    for number in sorted(built.changes, key=sort_key):
        notable = [c for c in built.changes[number] if _NOTABLE.search(c)]
        if notable:
            lines.append(f"- {number}: " + "; ".join(notable))
    levelless = [c.number for c in built.cards
                 if ("Digimon" in c.kinds or "Digi-Egg" in c.kinds) and c.level is None]
    lines += ["", "## Digimon and Digi-Eggs without a level in the source (left as they are)", "",
              ", ".join(levelless) or "none"]
    lines += ["", "## Every change by card", ""]
    for number in sorted(built.changes, key=sort_key):
        lines.append(f"- {number}: " + "; ".join(built.changes[number]))
    return "\n".join(lines) + "\n"


def outputs(built: Built) -> dict[str, str]:
    """The data folder's files, name -> text (deterministic: sorted keys, sorted cards)."""
    snap = built.snapshot
    return {
        "cards.json": _dump([card.to_dict() for card in built.cards]),
        "rulings.json": _dump({n: snap.qa[n] for n in sorted(snap.qa, key=sort_key)}),
        "errata.json": _dump(snap.errata),
        "banlist.json": _dump(snap.banlist),
        "provenance.json": _dump(snap.provenance.to_dict()),
        "import-report.md": report_markdown(built),
    }


def write(built: Built, target: Path) -> None:
    """Write the data files into ``target`` (each file replaced atomically)."""
    target.mkdir(parents=True, exist_ok=True)
    for name, text in outputs(built).items():
        tmp = target / f".{name}.tmp"
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(target / name)


def install(source: Path, target: Path, snapshot_date: str | None = None) -> Built:
    """Build ``source`` and write it to ``target`` (nothing is written when it is unusable).

    A snapshot without a README saying its date is dated ``snapshot_date`` (default: today)."""
    from dataclasses import replace
    from datetime import date

    snapshot = read_snapshot(source)
    if snapshot_date or snapshot.provenance.snapshot_date == "unknown":
        snapshot.provenance = replace(snapshot.provenance,
                                      snapshot_date=snapshot_date or date.today().isoformat())
    built = build(snapshot)
    staging = target.with_name(target.name + ".new")
    if staging.exists():
        shutil.rmtree(staging)
    write(built, staging)
    if target.exists():
        shutil.rmtree(target)
    staging.replace(target)
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rulesdb.cards.build", description=__doc__)
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE,
                        help="snapshot folder (default: ../shared/cards)")
    parser.add_argument("--out", type=Path, default=DATA, help="data folder to write")
    args = parser.parse_args(argv)
    from .changes import describe_changes
    from .db import CardDB

    try:
        built = build(read_snapshot(args.source))
    except SnapshotError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    old = CardDB.load(args.out) if (args.out / "cards.json").is_file() else None
    write(built, args.out)
    new = CardDB.load(args.out)
    for line in describe_changes(old, new):
        print(line)
    print(f"wrote {len(built.cards)} cards to {args.out} "
          f"({len(built.changes)} cards normalized or repaired: see import-report.md)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
