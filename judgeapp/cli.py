"""The ``judgeapp`` console command."""

from __future__ import annotations

from pathlib import Path

import click


@click.group()
def main() -> None:
    """DigiJudge: rules library, rules engine and scenario replayer for judges."""


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True, type=int)
def serve(host: str, port: int) -> None:
    """Start the web app (development server; see README for gunicorn).

    The search index is built on first start (or when the corpus changed)."""
    from judgeapp import create_app
    from rulesdb.corpus import CorpusError
    from rulesdb.keywords import KeywordError

    try:
        app = create_app()
    except (CorpusError, KeywordError) as exc:
        raise click.ClickException(str(exc)) from exc
    lib = app.extensions["digijudge"]
    state = "built" if lib.index.built else "opened"
    click.echo(f"{len(lib.corpus.versions)} documents, {len(lib.keywords)} keywords; "
               f"search index {state} at {lib.index.path}")
    app.run(host=host, port=port)


@main.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Scenario, steps, decisions, final board.")
def replay(file: Path, as_json: bool) -> None:
    """Play a scenario FILE out and print every step with its explanation and citations."""
    import json

    from judgeapp.scenario.library import check_file
    from judgeapp.scenario.report import replay_lines

    outcome = check_file(file)
    if outcome.result is None:
        for line in outcome.lines:
            click.echo(line, err=True)
        raise SystemExit(1)
    if as_json:
        click.echo(json.dumps(outcome.result.to_dict(), indent=2, ensure_ascii=False))
    else:
        for line in replay_lines(outcome.result):
            click.echo(line)
    if outcome.status == "failed":
        raise SystemExit(1)


@main.command()
@click.argument("folder", required=False, type=click.Path(file_okay=False, path_type=Path))
def check(folder: Path | None) -> None:
    """Validate every scenario in FOLDER (default: the library) and run it against its expect."""
    from judgeapp.resources import resource_dir
    from judgeapp.scenario.library import check_file, scenario_files, summary

    folder = folder or resource_dir("scenarios")
    if not folder.is_dir():
        raise click.BadParameter(f"{folder} is not a folder", param_hint="FOLDER")
    outcomes = [check_file(path) for path in scenario_files(folder)]
    for outcome in outcomes:
        for line in outcome.lines:
            click.echo(line)
    click.echo(summary(outcomes))
    if any(o.status in ("failed", "invalid", "error") for o in outcomes):
        raise SystemExit(1)


from judgeapp.rules_cli import rules  # noqa: E402 (the rules group lives in its own module)

main.add_command(rules)

from judgeapp.deck_cli import deck  # noqa: E402 (the deck group lives in its own module)

main.add_command(deck)

from judgeapp.search_cli import index, search  # noqa: E402 (search commands: their own module)

main.add_command(index)
main.add_command(search)

from judgeapp.cards_cli import cards  # noqa: E402 (the cards group lives in its own module)

main.add_command(cards)
