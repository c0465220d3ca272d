"""Corpus Markdown to safe HTML: raw HTML in the source is shown as text, never passed through."""

from __future__ import annotations

import re
import threading
from xml.etree.ElementTree import Element

import markdown
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor
from markupsafe import Markup

SAFE_SCHEMES = ("http://", "https://", "/", "#", "mailto:")
# Browsers drop tabs and line breaks inside a URL and read "\" as "/": "/\t/evil.example"
# and "/\evil.example" lead off the site just like "//evil.example".
_IGNORED_IN_URLS = re.compile(r"[\x00-\x20\x7f]")


def safe_href(href: str) -> bool:
    """Whether a link from imported text may be kept: http(s), mail, or this site's own path
    (never a protocol-relative ``//host`` that leads to another site)."""
    cleaned = _IGNORED_IN_URLS.sub("", href).replace("\\", "/").lower()
    return cleaned.startswith(SAFE_SCHEMES) and not cleaned.startswith("//")


class _SafeLinks(Treeprocessor):
    """Drop link targets with schemes such as ``javascript:`` or to another host written
    ``//host``; keep the link text."""

    def run(self, root: Element) -> None:
        for element in root.iter("a"):
            if not safe_href(element.get("href", "")):
                element.attrib.pop("href", None)
        for element in root.iter("img"):
            element.tag = "span"
            element.text = element.attrib.pop("alt", "")
            element.attrib.clear()


class SafeMarkdown(Extension):
    """Escape raw HTML (block and inline) and neutralise unsafe links and images."""

    def extendMarkdown(self, md: markdown.Markdown) -> None:  # noqa: N802 (Markdown's API)
        md.preprocessors.deregister("html_block")
        md.inlinePatterns.deregister("html")
        md.treeprocessors.register(_SafeLinks(md), "safe_links", 0)


_local = threading.local()  # a Markdown instance is costly to build and not thread-safe


def render_markdown(text: str) -> Markup:
    """Render corpus Markdown (tables and lists included) to HTML that is safe to embed."""
    md = getattr(_local, "md", None)
    if md is None:
        md = _local.md = markdown.Markdown(extensions=[SafeMarkdown(), "tables", "sane_lists"])
    return Markup(md.reset().convert(text))
