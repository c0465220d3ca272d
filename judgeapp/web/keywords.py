"""The keyword concordance: an index of keyword effects and rules, and a page per keyword."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, url_for

from judgeapp import replay as replays
from judgeapp.web.errors import Missing
from judgeapp.web.library import library
from judgeapp.web.markup import render_markdown
from judgeapp.web.respond import respond
from judgeapp.web.summaries import document_summary, keyword_summary, section_summary, section_url
from rulesdb.keywords import Definition

bp = Blueprint("keywords", __name__)


def _definition(definition: Definition) -> dict[str, Any]:
    """One source's definition with its provenance (document, version, language)."""
    section = library().corpus.cited(definition.source)
    return {
        "source": definition.source,
        "lang": definition.lang,
        "text": definition.text,
        "html": render_markdown(definition.text),
        "url": section_url(definition.source, section.document.version) if section else None,
        "section": section_summary(section, pinned=True) if section else None,
        "document": document_summary(section.document) if section else None,
    }


def _proving_scenarios(keyword_id: str) -> list[dict[str, Any]]:
    """Library scenarios about the keyword: tagged ``keyword:<id>`` (the ones that prove it,
    where it applies and at its edge) first, then the others whose tags include the id."""
    found = []
    for entry in replays.library():
        if entry.scenario is None:
            continue
        tags = entry.scenario.data.get("tags") or []
        proves = f"keyword:{keyword_id}" in tags
        if proves or keyword_id in tags:
            found.append({"name": entry.name, "title": entry.scenario.title, "proves": proves,
                          "url": url_for("replay.scenario", name=entry.name),
                          "replay_url": url_for("replay.replay", name=entry.name)})
    return sorted(found, key=lambda s: (not s["proves"], s["name"]))


@bp.get("/keywords")
def index():
    keywords = sorted(library().keywords, key=lambda k: (k.kind, k.name_en.lower()))
    return respond("keywords.html", {"keywords": [keyword_summary(k) for k in keywords]})


@bp.get("/keywords/<keyword_id>")
def keyword(keyword_id: str):
    lib = library()
    found = lib.keywords_by_id.get(keyword_id)
    if found is None:
        raise Missing(f"There is no keyword {keyword_id!r} in the concordance.", keyword_id)
    sections = [lib.corpus.cited(key) for key in found.sections]
    context = {
        "keyword": keyword_summary(found),
        "definitions": [_definition(d) for d in found.definitions],
        "sections": [section_summary(s, pinned=True) for s in sections if s is not None],
        "unresolved": [key for key, s in zip(found.sections, sections, strict=True) if s is None],
        "scenarios": _proving_scenarios(found.id),
    }
    return respond("keyword.html", context)
