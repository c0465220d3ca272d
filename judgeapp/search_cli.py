"""``judgeapp index`` and ``judgeapp search``: the search index from the command line."""

from __future__ import annotations

import html
import json
import re
import time

import click

from rulesdb.corpus import GAMES, KINDS, LANGS, CorpusError
from rulesdb.keywords import KeywordError

_TAG = re.compile(r"</?mark>")


def _open_index(rebuild: bool = False):
    from judgeapp.search_index import open_index

    try:
        return open_index(rebuild=rebuild)
    except (CorpusError, KeywordError) as exc:
        click.echo(f"Error: the rules corpus cannot be read: {exc}", err=True)
        raise SystemExit(1) from exc


@click.command()
@click.option("--rebuild", is_flag=True, help="Build the index again even if it is up to date.")
def index(rebuild: bool) -> None:
    """Build the search index if it is missing or out of date (or always, with --rebuild)."""
    started = time.perf_counter()
    rules_index = _open_index(rebuild)
    state = "built" if rules_index.built else "up to date"
    others = "".join(f", {n} {name}" for name, n in rules_index.source_counts.items())
    click.echo(
        f"Index {state}: {rules_index.sections} sections of {len(rules_index.documents)} "
        f"documents{others} in {rules_index.path} ({time.perf_counter() - started:.2f} s)"
    )


def plain_snippet(snippet_html: str) -> str:
    """A snippet for the terminal: no tags, entities decoded."""
    return html.unescape(_TAG.sub("", snippet_html))


@click.command()
@click.argument("query")
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option("--game", help=f"Only this game: {', '.join(GAMES)}.")
@click.option("--document", help="Only this document id (e.g. manual-en, cr-en).")
@click.option("--lang", help=f"Only this language: {', '.join(LANGS)}.")
@click.option("--kind", help=f"Only this kind of result: {', '.join(KINDS)}, card, ruling "
              "or scenario.")
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, 100),
              help="How many results to show.")
@click.option("--all-versions", is_flag=True, help="Search old document versions too.")
def search(query: str, as_json: bool, game: str | None, document: str | None,
           lang: str | None, kind: str | None, limit: int, all_versions: bool) -> None:
    """Search the rules for QUERY (English or Japanese; "phrases", AND, OR, NOT)."""
    from rulesdb.search import QueryError

    rules_index = _open_index()
    try:
        results = rules_index.search(
            query, game=game, document=document, lang=lang, kind=kind, limit=limit,
            all_versions=all_versions,
        )
    except QueryError as exc:
        click.echo(f"Error: {exc}", err=True)
        raise SystemExit(2) from exc
    if as_json:
        click.echo(json.dumps(results.to_dict(), ensure_ascii=False, indent=2))
        return
    if results.fallback:
        click.echo("Note: the query syntax was not understood; its words were searched as "
                   "plain terms.")
    for typed, used in results.corrections.items():
        click.echo(f"Note: {typed!r} is not in the rules; searched for {', '.join(used)}.")
    if not results.hits:
        click.echo(f"No sections match {query!r}.")
        return
    click.echo(f"{results.total} results match; the best {len(results.hits)}:")
    for hit in results.hits:
        click.echo(f"\n{hit.key}  {hit.title}  [{hit.document} {hit.version}]")
        if hit.parent_key:
            click.echo(f"  in {hit.parent_key}  {hit.parent_title}")
        click.echo(f"  {plain_snippet(hit.snippet_html)}")
