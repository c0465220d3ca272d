"""``judgeapp deck``: deck construction checks for both games (judgeapp/engine/decks.py)."""

from __future__ import annotations

import json
from pathlib import Path

import click

from judgeapp.engine.decks import GAMES, DeckInputError, DeckReport, check_deck

GAME_NAMES = {"dcg": "Digimon Card Game", "dccg": "legacy Digimon Collectible Card Game"}


@click.group()
def deck() -> None:
    """Deck lists: check them against the deck construction rules."""


@deck.command("check")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--game", type=click.Choice(GAMES), default="dcg", show_default=True,
              help="dcg: Digimon Card Game; dccg: legacy Digimon Collectible Card Game.")
@click.option("--date", default=None,
              help="Apply the restriction list as of this date (YYYY-MM-DD; default today).")
@click.option("--json", "as_json", is_flag=True, help="The report as JSON.")
def check(file: Path, game: str, date: str | None, as_json: bool) -> None:
    """Check the deck list FILE ('4 Agumon (BT1-010)' per line, or a deck builder's export)
    against the deck rules, the real card list and the restriction list; exit 1 if not legal."""
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise click.BadParameter(f"cannot read {file}: {exc}", param_hint="FILE") from None
    try:
        report = check_deck(text, game, on=date)
    except DeckInputError as exc:
        raise click.BadParameter(str(exc), param_hint="FILE") from None
    if as_json:
        click.echo(json.dumps(report.to_dict(), indent=2, ensure_ascii=False))
    else:
        for line in report_lines(report):
            click.echo(line)
    if not report.legal:
        raise SystemExit(1)


def report_lines(report: DeckReport) -> list[str]:
    counts = f"{report.main_count} cards"
    if report.game == "dcg":
        counts += f", Digi-Egg deck {report.egg_count}; restriction list as of {report.as_of}"
    verdict = "legal" if report.legal else f"NOT legal ({len(report.errors)} problem(s))"
    lines = [f"{GAME_NAMES[report.game]} deck: {counts}: {verdict}"]
    for problem in report.problems:
        where = f" [lines {', '.join(map(str, problem.lines))}]" if problem.lines else ""
        rule = f" ({problem.rule})" if problem.rule else ""
        lines.append(f"  {problem.severity}: {problem.message}{where}{rule}")
    return lines
