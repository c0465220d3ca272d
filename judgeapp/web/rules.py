"""Rule documents: the list of documents, a document's table of contents, a section page."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, request, url_for

from judgeapp.web.errors import Missing
from judgeapp.web.library import library
from judgeapp.web.markup import render_markdown
from judgeapp.web.respond import respond
from judgeapp.web.summaries import (
    document_summary,
    keyword_summary,
    section_summary,
    section_url,
)
from rulesdb.corpus import DocumentVersion, Section
from rulesdb.crossrefs import linkify
from rulesdb.same_rule import same_rule
from rulesdb.versions import section_diff, section_history

bp = Blueprint("rules", __name__)


def _document_version(doc: str) -> DocumentVersion:
    """The requested (``?version=``) or newest version of ``doc``; 404 if either is unknown."""
    corpus = library().corpus
    versions = corpus.document_versions(doc)
    if not versions:
        known = ", ".join(sorted(corpus.versions))
        raise Missing(f"There is no rule document {doc!r}. The documents are: {known}.", doc)
    wanted = request.args.get("version") or None
    dv = corpus.version(doc, wanted)
    if dv is None:
        known = ", ".join(v.document.version for v in versions)
        raise Missing(
            f"{versions[-1].document.title} has no version {wanted!r}; its versions are: {known}.",
            doc,
            [document_summary(v.document) for v in versions],
        )
    return dv


def _nearest(dv: DocumentVersion, section_id: str) -> list[dict[str, Any]]:
    """Existing sections whose id is a prefix of an unknown rule number (2-3-1-99 -> 2-3-1)."""
    parts = section_id.split("-")
    found = []
    for end in range(len(parts) - 1, 0, -1):
        candidate = dv.by_id.get("-".join(parts[:end]))
        if candidate:
            found.append(section_summary(candidate))
    return found


def _toc(dv: DocumentVersion, pinned: bool) -> list[dict[str, Any]]:
    """The document's sections as a tree, in document order."""
    children: dict[str | None, list[dict[str, Any]]] = {}
    for s in dv.sections:
        item = {**section_summary(s, pinned=pinned), "children": children.setdefault(s.id, [])}
        children.setdefault(s.parent, []).append(item)
    return children.get(None, [])


def _breadcrumb(dv: DocumentVersion, section: Section) -> list[Section]:
    chain: list[Section] = []
    parent = dv.by_id.get(section.parent) if section.parent else None
    while parent is not None and parent not in chain:
        chain.insert(0, parent)
        parent = dv.by_id.get(parent.parent) if parent.parent else None
    return chain


def _neighbours(dv: DocumentVersion, section: Section) -> tuple[Section | None, Section | None]:
    i = dv.sections.index(section)
    prev = dv.sections[i - 1] if i > 0 else None
    nxt = dv.sections[i + 1] if i + 1 < len(dv.sections) else None
    return prev, nxt


def _versions(section: Section) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """The section in every version of its document, and what changed since the one before."""
    history = section_history(library().corpus, section.key)
    entries = [
        {
            "version": h.version,
            "label": library().version_label(section.document.id, h.version),
            "date": h.date,
            "status": h.status,
            "current": h.version == section.document.version,
            "url": section_url(section.key, h.version) if h.section else None,
        }
        for h in history
    ]
    at = next((i for i, e in enumerate(entries) if e["current"]), 0)
    if at == 0:
        return entries, None
    before, now = history[at - 1], history[at]
    diff = {
        "from": before.version,
        "to": now.version,
        "from_label": library().version_label(section.document.id, before.version),
        "status": now.status,
        "changed": now.status != "unchanged",
        "segments": [
            {"op": d.op, "text": d.text} for d in section_diff(before.section, now.section)
        ],
    }
    return entries, diff


# a subtree with more rules than this is listed (its children), not rendered: a chapter of the
# Comprehensive Rules Ver.4.2 has at most 242; a user import could have far more
SUBTREE_MAX = 600
SUBTREE_DEPTH = 12  # the Comprehensive Rules nest 6 deep


def _subtree(dv: DocumentVersion, section: Section, pinned: bool) -> list[dict[str, Any]]:
    """The descendants of ``section``, nested, each rendered with its links; none when there
    are more than SUBTREE_MAX or they nest deeper than SUBTREE_DEPTH (the page lists the
    children instead)."""
    corpus = library().corpus
    children: dict[str | None, list[Section]] = {}
    for s in dv.sections:  # one pass: a document may hold thousands of sections
        children.setdefault(s.parent, []).append(s)
    placed: set[str] = {section.id}  # each section once: a file's parent links may loop

    def items(parent: Section, depth: int) -> list[dict[str, Any]]:
        if depth > SUBTREE_DEPTH or len(placed) > SUBTREE_MAX:
            raise _TooBig
        out = []
        for child in children.get(parent.id, []):
            if child.id in placed:
                continue
            placed.add(child.id)
            out.append({
                **section_summary(child, pinned=pinned),
                "anchor": anchor(child),
                "markdown": child.body,
                "html": render_markdown(linkify(child, corpus, section_url)),
                "children": items(child, depth + 1),
            })
        return out

    try:
        return items(section, 1)
    except _TooBig:
        return []


class _TooBig(Exception):
    """The subtree is too large to render on one page."""


def anchor(section: Section) -> str:
    """The fragment id of a section rendered inside its parent's page (``r-15-4-5-2``)."""
    return f"r-{section.id}"


def edition(dv: DocumentVersion) -> dict[str, Any]:
    """The edition a rule page shows at its top: ``Comprehensive Rules, Ver.4.2 · 2026-08-18``."""
    doc = dv.document
    newest = library().corpus.version(doc.id)
    return {
        "label": doc.heading,
        "version": doc.version,
        "date": doc.date,
        "newest": newest is dv,
    }


def _same_rule(section: Section) -> list[dict[str, Any]]:
    """The sections of other documents that explain the same rule, each in its edition."""
    corpus = library().corpus
    out = []
    for key in same_rule(section.key):
        other = corpus.cited(key)
        if other is None or other.document.id == section.document.id:
            continue
        newest = corpus.section(key)
        out.append({
            **section_summary(other, pinned=newest is not None and newest is not other),
            "document_title": other.document.title,
            "lang": other.document.lang,
            "edition": edition(corpus.version(other.document.id, other.document.version)),
        })
    return out


@bp.get("/rules")
def documents():
    corpus = library().corpus
    context = {
        "documents": [
            {
                **document_summary(versions[-1].document),
                "sections": len(versions[-1].sections),
                "versions": [document_summary(v.document) for v in versions],
            }
            for versions in corpus.versions.values()
        ],
    }
    return respond("documents.html", context)


@bp.get("/rules/<doc>")
def document(doc: str):
    dv = _document_version(doc)
    pinned = "version" in request.args
    context = {
        "document": document_summary(dv.document),
        "versions": [document_summary(v.document) for v in library().corpus.document_versions(doc)],
        "sections": len(dv.sections),
        "toc": _toc(dv, pinned),
    }
    return respond("document.html", context)


@bp.get("/rules/<doc>/<section>")
def section(doc: str, section: str):
    dv = _document_version(doc)
    found = dv.by_id.get(section)
    if found is None and "version" not in request.args:
        # a passage the newest edition no longer has as a section of its own: the edition it
        # is cited from (the earlier Rule Manual), else the newest that has it
        found = library().corpus.cited(f"{doc}/{section}")
        dv = library().corpus.version(doc, found.document.version) if found else dv
    if found is None:
        raise Missing(
            f"{dv.document.title} (version {dv.document.version}) has no section {section!r}.",
            section,
            _nearest(dv, section),
        )
    lib = library()
    pinned = "version" in request.args
    prev, nxt = _neighbours(dv, found)
    versions, diff = _versions(found)
    body = linkify(found, lib.corpus, section_url)
    newest = lib.corpus.version(doc)
    context = {
        "document": document_summary(dv.document),
        "edition": edition(dv),
        "section": {
            **section_summary(found, pinned=pinned),
            "markdown": found.body,
            "html": render_markdown(body),
            "permalink": url_for("rules.section", doc=doc, section=found.id, _external=True),
            "edition_link": url_for("rules.section", doc=doc, section=found.id,
                                    version=dv.document.version, _external=True),
        },
        "subtree": _subtree(dv, found, pinned),
        "breadcrumb": [section_summary(s, pinned=pinned) for s in _breadcrumb(dv, found)],
        "prev": section_summary(prev, pinned=pinned) if prev else None,
        "next": section_summary(nxt, pinned=pinned) if nxt else None,
        "children": [section_summary(s, pinned=pinned) for s in dv.children(found.id)],
        "keywords": [keyword_summary(k) for k in lib.keywords_explained_by(found.key)],
        "referred_by": [
            section_summary(lib.corpus.section(key)) for key in lib.referrers.get(found.key, [])
        ],
        "same_rule": _same_rule(found),
        "versions": versions,
        "diff": diff,
        "newest": None if newest is dv else {
            "version": newest.document.version,
            "label": newest.document.label,
            "url": section_url(found.key) if found.id in newest.by_id else None,
        },
    }
    return respond("section.html", context)
