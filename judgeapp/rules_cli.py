"""``judgeapp rules``: import, list and show the documents of the rules corpus."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import click

from rulesdb.corpus import (
    BUILTIN_DIR,
    GAMES,
    LANGS,
    Corpus,
    CorpusError,
    DocumentVersion,
    Section,
    load_corpus,
)
from rulesdb.importer import RulesImportError, import_file


def _load() -> Corpus:
    try:
        return load_corpus()
    except CorpusError as exc:
        raise click.ClickException(f"the corpus cannot be loaded: {exc}") from exc


@click.group()
def rules() -> None:
    """Rules documents: import a new version, list documents, show a section."""


@rules.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--document", "document_id", required=True, help="Document id, e.g. cr-en.")
@click.option("--version", required=True, help="Edition as printed, e.g. 4.1.")
@click.option("--lang", required=True, type=click.Choice(LANGS))
@click.option("--date", default=None, help="Date of the edition, YYYY-MM-DD.")
@click.option("--title", default=None, help="Document title (default: Comprehensive Rules).")
@click.option("--game", default="dcg", show_default=True, type=click.Choice(GAMES))
@click.option("--replace-builtin", is_flag=True,
              help="Allow replacing a version built into DigiJudge (the engine cites it).")
def import_(
    file: Path, document_id: str, version: str, lang: str, date: str | None,
    title: str | None, game: str, replace_builtin: bool,
) -> None:
    """Add or replace a version of a numbered rules document (Comprehensive Rules format)."""
    builtin = _load().version(document_id, version)
    try:
        result = import_file(
            file, document_id=document_id, version=version, lang=lang, game=game,
            title=title, date=date, replace_builtin=replace_builtin,
        )
    except RulesImportError as exc:
        raise click.ClickException(str(exc)) from exc
    dv = result.version
    verb = "Replaced" if result.replaced else "Added"
    click.echo(f"{verb} {document_id} {version} ({len(dv.sections)} sections): {result.path}")
    if builtin is not None and builtin.path is not None and builtin.path != result.path:
        click.echo(f"It takes the place of the built-in {document_id} {version}.")
    if result.parsed.edition and result.parsed.edition != version:
        click.echo(f"Note: the file calls itself Ver.{result.parsed.edition}.")
    if result.parsed.repairs:
        click.echo("Repaired extraction damage:")
        for repair in result.parsed.repairs:
            click.echo(f"  {repair}")


def _imported(dv: DocumentVersion) -> bool:
    return dv.path is not None and not dv.path.is_relative_to(BUILTIN_DIR)


def _versions_line(versions: list[DocumentVersion]) -> str:
    return ", ".join(
        v.document.version + (f" ({v.document.date})" if v.document.date else "")
        + (" [imported]" if _imported(v) else "")
        for v in versions
    )


@rules.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def list_(as_json: bool) -> None:
    """List the documents and their versions (newest last)."""
    corpus = _load()
    rows = []
    for doc in corpus.documents():
        versions = corpus.document_versions(doc.id)
        rows.append({
            "id": doc.id, "title": doc.title, "lang": doc.lang, "game": doc.game,
            "versions": [
                {"version": v.document.version, "date": v.document.date,
                 "sections": len(v.sections), "imported": _imported(v),
                 "path": str(v.path) if v.path else None}
                for v in versions
            ],
        })
        if not as_json:
            click.echo(f"{doc.id}  {doc.title}  [{doc.lang}, {doc.game}]  "
                       f"{len(versions[-1].sections)} sections")
            click.echo(f"    versions: {_versions_line(versions)}")
    if as_json:
        click.echo(json.dumps({"documents": rows}, ensure_ascii=False, indent=2))


def _find(corpus: Corpus, key: str, version: str | None) -> Section:
    """The section, or a ClickException that says what is wrong and what exists."""
    doc_id, slash, section_id = key.partition("/")
    if not slash or not section_id:
        raise click.ClickException(f"{key!r} is not a section key: write DOCUMENT/SECTION, "
                                   "e.g. cr-en/2-3-1-3")
    versions = corpus.document_versions(doc_id)
    if not versions:
        known = ", ".join(d.id for d in corpus.documents())
        raise click.ClickException(f"no document {doc_id!r}; documents: {known}")
    dv = corpus.version(doc_id, version)
    if dv is None:
        raise click.ClickException(
            f"{doc_id} has no version {version!r}; versions: {_versions_line(versions)}"
        )
    section = dv.by_id.get(section_id)
    if section is None:
        close = difflib.get_close_matches(section_id, list(dv.by_id), n=5, cutoff=0.6)
        hint = f"; did you mean {', '.join(f'{doc_id}/{c}' for c in close)}?" if close else ""
        raise click.ClickException(
            f"no section {section_id!r} in {doc_id} {dv.document.version}{hint}"
        )
    return section


def section_json(corpus: Corpus, section: Section) -> dict:
    """A section with its document, parent, children and the versions it appears in."""
    d = section.document
    dv = corpus.version(d.id, d.version)
    children = dv.children(section.id) if dv else []
    return {
        "key": section.key, "id": section.id, "title": section.title, "kind": section.kind,
        "body": section.body, "parent_key": section.parent_key,
        "children": [c.key for c in children],
        "document": {"id": d.id, "title": d.title, "version": d.version, "date": d.date,
                     "lang": d.lang, "game": d.game, "source": d.source},
        "versions": [v.document.version for v in corpus.document_versions(d.id)
                     if section.id in v.by_id],
    }


@rules.command("show")
@click.argument("key")
@click.option("--version", default=None, help="Document version (default: the newest).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def show(key: str, version: str | None, as_json: bool) -> None:
    """Show one section by its key (DOCUMENT/SECTION, e.g. cr-en/2-3-1-3)."""
    corpus = _load()
    section = _find(corpus, key, version)
    data = section_json(corpus, section)
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return
    d = section.document
    click.echo(f"{section.key}  {section.title}")
    click.echo(f"{d.title} {d.version}" + (f" ({d.date})" if d.date else "")
               + f"  [{d.lang}, {d.game}]  source: {d.source}")
    if section.parent_key:
        parent = corpus.section(section.parent_key, d.version)
        click.echo(f"Parent: {section.parent_key}  {parent.title if parent else ''}".rstrip())
    if len(data["versions"]) > 1:
        click.echo(f"In versions: {', '.join(data['versions'])}")
    if section.body:
        click.echo("")
        click.echo(section.body)
    if data["children"]:
        click.echo("")
        click.echo("Sections: " + ", ".join(data["children"]))
