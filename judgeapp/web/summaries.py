"""Plain, JSON-ready dicts describing corpus objects, shared by every page and its JSON twin."""

from __future__ import annotations

from typing import Any

from flask import url_for

from rulesdb.corpus import Document, Section
from rulesdb.keywords import Keyword


def section_url(key: str, version: str | None = None, *, api: bool = False) -> str:
    """URL of the page (or JSON twin) of section ``key`` (``<document>/<section-id>``)."""
    doc, _, section_id = key.partition("/")
    endpoint = "api_rules.section" if api else "rules.section"
    return url_for(endpoint, doc=doc, section=section_id, version=version)


def document_summary(doc: Document) -> dict[str, Any]:
    return {
        "id": doc.id,
        "title": doc.title,
        "version": doc.version,
        "label": doc.label,
        "heading": doc.heading,
        "date": doc.date,
        "lang": doc.lang,
        "game": doc.game,
        "source": doc.source,
        "url": url_for("rules.document", doc=doc.id, version=doc.version),
    }


def section_summary(section: Section, *, pinned: bool = False) -> dict[str, Any]:
    """Key, title and links of a section; ``pinned`` links to its document version."""
    version = section.document.version if pinned else None
    return {
        "key": section.key,
        "id": section.id,
        "title": section.title,
        "kind": section.kind,
        "document": section.document.id,
        "version": section.document.version,
        "url": section_url(section.key, version),
        "api_url": section_url(section.key, version, api=True),
    }


def keyword_summary(keyword: Keyword) -> dict[str, Any]:
    return {
        "id": keyword.id,
        "name_en": keyword.name_en,
        "name_ja": keyword.name_ja,
        "aliases": list(keyword.aliases),
        "kind": keyword.kind,
        "url": url_for("keywords.keyword", keyword_id=keyword.id),
        "api_url": url_for("api_keywords.keyword", keyword_id=keyword.id),
    }
