"""``judgeapp cards``: look real cards up, and import a newer card snapshot."""

from __future__ import annotations

import json
import re
from pathlib import Path

import click

from rulesdb.cards import Card, get_card_db

_TEXTS = (("text", "Effect"), ("inherited_text", "Inherited effect"),
          ("security_text", "Security effect"), ("link_text", "Link effect"),
          ("option_text", "Option effect"))


@click.group()
def cards() -> None:
    """The real card pool: cards, official Q&A, errata and restrictions."""


def _find(number: str) -> Card:
    db = get_card_db()
    card = db.get(number)
    if card is None:
        near = ", ".join(f"{c.number} {c.name}" for c in db.suggest(number, 5))
        hint = f"; did you mean: {near}" if near else ""
        raise click.ClickException(f"no card {number[:40]!r}{hint}")
    return card


def card_json(card: Card, date: str | None = None) -> dict:
    """The card, its restriction status and its rulings (the JSON of ``cards show``)."""
    db = get_card_db()
    return {"card": card.to_dict(), "restriction": db.status(card.number, date).to_dict(),
            "rulings": [r.to_dict() for r in db.rulings(card.number)],
            "provenance": db.provenance.to_dict()}


def card_lines(card: Card) -> list[str]:
    db = get_card_db()
    stats = [" / ".join(card.kinds), "/".join(card.colors)]
    stats += [f"Lv.{card.level}"] if card.level is not None else []
    stats += [f"play cost {card.play_cost}"] if card.play_cost is not None else []
    stats += [f"use cost {card.use_cost}"] if card.use_cost is not None else []
    stats += [f"{card.dp} DP"] if card.dp is not None else []
    lines = [f"{card.number} {card.name}" + (f" ({card.name_ja})" if card.name_ja else ""),
             "  " + ", ".join(stats)]
    if card.digivolve_costs:
        lines.append("  Digivolve: " + "; ".join(
            f"from {color} Lv.{level} for {cost}" for color, level, cost in card.digivolve_costs))
    if card.forms or card.attributes or card.traits:
        lines.append("  " + " | ".join(
            "/".join(part) for part in (card.forms, card.attributes, card.traits) if part))
    for req in card.requirements:
        lines.append(f"  Requirement ({req.kind}): {req.line or '(missing from the source)'}")
    for name, label in _TEXTS:
        if getattr(card, name):
            lines.append(f"  {label}:")
            lines += [f"    {line}" for line in getattr(card, name).split("\n")]
    for erratum in card.errata:
        lines.append(f"  Erratum {erratum.date}: printed {erratum.before!r} -> "
                     f"{erratum.after!r}" + (f" ({erratum.notes})" if erratum.notes else ""))
    for note in card.notes:
        lines.append(f"  Note: {note}")
    lines.append(f"  Restriction today: {db.status(card.number).describe()} "
                 f"(max {card.max_copies} copies by card number)")
    rulings = db.rulings(card.number)
    lines.append(f"  Official Q&A: {len(rulings)}")
    for ruling in rulings:
        lines.append(f"    {ruling.qno} ({ruling.date}) Q: {ruling.question}")
        lines.append(f"      A: {ruling.answer}")
    prov = db.provenance
    lines.append(f"  Source: {prov.source} commit {prov.commit}, snapshot {prov.snapshot_date}")
    return lines


@cards.command("show")
@click.argument("number")
@click.option("--date", default=None, help="Restriction status on this date (YYYY-MM-DD).")
@click.option("--json", "as_json", is_flag=True, help="The card, its rulings and status as JSON.")
def show(number: str, date: str | None, as_json: bool) -> None:
    """Print the card NUMBER (BT1-010, bt1-10, ST1-03, P-001) with its text, errata and Q&A."""
    if date is not None and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        raise click.BadParameter("write the date as YYYY-MM-DD", param_hint="--date")
    card = _find(number)
    if as_json:
        click.echo(json.dumps(card_json(card, date), ensure_ascii=False, indent=2))
    else:
        for line in card_lines(card):
            click.echo(line)


@cards.command("search")
@click.argument("query", nargs=-1, required=True)
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 200))
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def search(query: tuple[str, ...], limit: int, as_json: bool) -> None:
    """Find cards by number, English or Japanese name, or words of their text."""
    from rulesdb.cards.lookup import find_cards

    text = " ".join(query)
    hits = find_cards(get_card_db(), text, limit)
    if as_json:
        click.echo(json.dumps({"query": text, "cards": [
            {"number": c.number, "name": c.name, "name_ja": c.name_ja, "kinds": list(c.kinds),
             "colors": list(c.colors), "level": c.level} for c in hits]},
            ensure_ascii=False, indent=2))
        return
    if not hits:
        near = get_card_db().suggest(text, 5)
        hint = (" Did you mean: " + ", ".join(f"{c.number} {c.name}" for c in near)) if near \
            else ""
        click.echo(f"No card matches {text[:80]!r}.{hint}")
        raise SystemExit(1)
    for card in hits:
        level = f" Lv.{card.level}" if card.level is not None else ""
        click.echo(f"{card.number}  {card.name}  [{'/'.join(card.kinds)}, "
                   f"{'/'.join(card.colors)}{level}]")


@cards.command("import")
@click.argument("source", type=click.Path(path_type=Path))
@click.option("--date", "snapshot_date", default=None,
              help="Snapshot date (YYYY-MM-DD) when the folder has no README saying it.")
def import_(source: Path, snapshot_date: str | None) -> None:
    """Import a newer card snapshot (a folder with cards.json, qa.json, errata.json and
    banlist.json, or its cards.json) into the user data folder and print what changed."""
    from rulesdb.cards.build import SnapshotError, install
    from rulesdb.cards.changes import describe_changes
    from rulesdb.cards.db import user_cards_dir

    if snapshot_date is not None and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", snapshot_date):
        raise click.BadParameter("write the date as YYYY-MM-DD", param_hint="--date")
    old = get_card_db()
    target = user_cards_dir()
    try:
        built = install(source, target, snapshot_date)
    except SnapshotError as exc:
        raise click.ClickException(f"{exc} (nothing was changed)") from None
    except OSError as exc:
        raise click.ClickException(f"cannot write {target}: {exc}") from None
    new = get_card_db(target)
    for line in describe_changes(old, new):
        click.echo(line)
    prov = new.provenance
    click.echo(f"Imported {len(new.cards)} cards (snapshot {prov.snapshot_date}) into {target}; "
               f"{len(built.changes)} cards normalized or repaired (see import-report.md there).")
    if get_card_db().path != target:
        click.echo("Note: the built-in card data is newer than this snapshot and stays in use.")


def _coverage_db(source: Path | None):
    """The card database to measure: the active one, a data folder written by ``judgeapp cards
    import`` / ``python -m rulesdb.cards.build`` (or its cards.json), or a raw snapshot (a
    folder with the source's cards.json, qa.json, errata.json and banlist.json)."""
    import tempfile

    from rulesdb.cards.build import SnapshotError, install
    from rulesdb.cards.db import CardDB

    if source is None:
        return get_card_db()
    folder = source.parent if source.is_file() else source
    if (folder / "provenance.json").is_file():
        return CardDB.load(folder)
    with tempfile.TemporaryDirectory() as tmp:
        try:
            install(source, Path(tmp) / "cards", "unknown")
        except SnapshotError as exc:
            raise click.ClickException(str(exc)) from None
        return CardDB.load(Path(tmp) / "cards")


@cards.command("coverage")
@click.argument("source", required=False, type=click.Path(exists=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the measures as JSON.")
def coverage(source: Path | None, as_json: bool) -> None:
    """How much card text the engine reads whole: cards read / cards with text, per set, and
    the 30 most frequent refused phrases (numbers and names abstracted). SOURCE: a card data
    folder or snapshot (default: the card database in use)."""
    from judgeapp.text_coverage import measure

    db = _coverage_db(source)
    prov = db.provenance
    result = measure(db.cards.values(), f"{len(db.cards)} cards, snapshot {prov.snapshot_date}")
    if as_json:
        click.echo(json.dumps(result.to_json(), ensure_ascii=False, indent=1))
        return
    for line in result.lines():
        click.echo(line)
