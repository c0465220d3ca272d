"""The rules corpus: documents, their versions and sections, loaded from reviewable YAML files.

File format (one file per document version, ``rulesdb/corpus/<document>/<version>.yaml``)::

    document:
      id: cr-en                    # URL-safe document id, stable across versions
      title: Comprehensive Rules
      version: "4.0"               # edition as printed
      date: 2024-04-26             # ISO date where known, else null
      lang: en                     # en | ja
      game: dcg                    # dcg (Digimon Card Game) | dccg (legacy Collectible Card Game)
      source: 004_d78a385d990234bb.txt
    sections:
      - id: 2-3-1-3                # URL-safe, unique in the document, never positional
        title: Name
        kind: rule                 # rule | keyword | glossary | timing | procedure
        parent: 2-3-1              # id of the parent section in the same document, or null
        pages: [12, 13]            # optional: printed page numbers of the section
        body: |
          Markdown text of the section.

A section is addressed across the project by its *key* ``<document>/<section>``
(``cr-en/2-3-1-3``); without a version the newest version of the document is meant.
Engine citations are keys, resolved by ``Corpus.cited`` (the edition they were read from).
User-imported document versions live in the data directory
(``DIGIJUDGE_DATA_DIR``) in the same format and are loaded after the built-in ones, replacing
a built-in version with the same document id and version.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import yaml

BUILTIN_DIR = Path(__file__).parent / "corpus"
KINDS = ("rule", "keyword", "glossary", "timing", "procedure")
GAMES = ("dcg", "dccg")
LANGS = ("en", "ja")
# libyaml parses the corpus several times faster than the pure-Python loader.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_SLUG = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
# The edition that engine citations and keyword definitions of a document were read from
# (``Corpus.cited``), where it is not the newest.
CITED_EDITIONS = {"manual-en": "latest"}


class CorpusError(ValueError):
    """A corpus file is malformed; the message names the file and the field."""


def data_dir() -> Path:
    """Where user-imported document versions are kept."""
    default = Path.home() / ".local" / "share" / "digijudge"
    return Path(os.environ.get("DIGIJUDGE_DATA_DIR", default))


@dataclass(frozen=True)
class Document:
    id: str
    title: str
    version: str
    date: str | None
    lang: str
    game: str
    source: str
    edition: str | None = None  # how the edition is called when ``version`` is only an id

    @property
    def label(self) -> str:
        """The edition as shown to a reader: ``edition`` when recorded (a version id such as
        ``latest`` says nothing), else ``Ver.<version>``."""
        if self.edition:
            return self.edition
        return f"Ver.{self.version}" if self.version[:1].isdigit() else self.version

    @property
    def heading(self) -> str:
        """Title and edition, the edition only once (``... Ver.4.0``, not ``Ver.4.0 v4.0``)."""
        if self.label.casefold() in self.title.casefold():
            return self.title
        return f"{self.title}, {self.label}"

    @property
    def sort_key(self) -> tuple:
        """Newest last: by date, then by the numbers in the version string."""
        numbers = tuple(int(n) for n in re.findall(r"\d+", self.version))
        return (self.date or "", numbers, self.version)


@dataclass(frozen=True)
class Section:
    document: Document
    id: str
    title: str
    kind: str
    body: str
    parent: str | None = None
    order: int = 0
    pages: tuple[int, ...] = ()  # printed page numbers, so "see page 15" can resolve

    @property
    def key(self) -> str:
        return f"{self.document.id}/{self.id}"

    @property
    def parent_key(self) -> str | None:
        return f"{self.document.id}/{self.parent}" if self.parent else None


@dataclass
class DocumentVersion:
    document: Document
    sections: list[Section]
    path: Path | None = None

    @cached_property
    def by_id(self) -> dict[str, Section]:
        return {s.id: s for s in self.sections}

    def children(self, section_id: str | None) -> list[Section]:
        return [s for s in self.sections if s.parent == section_id]


@dataclass
class Corpus:
    """All loaded document versions. Lookups default to the newest version of a document."""

    versions: dict[str, list[DocumentVersion]] = field(default_factory=dict)

    def add(self, version: DocumentVersion) -> None:
        existing = [
            v for v in self.versions.get(version.document.id, [])
            if v.document.version != version.document.version
        ]
        existing.append(version)
        existing.sort(key=lambda v: v.document.sort_key)
        self.versions[version.document.id] = existing

    def documents(self) -> list[Document]:
        """The newest version of every document."""
        return [vs[-1].document for vs in self.versions.values()]

    def document_versions(self, doc_id: str) -> list[DocumentVersion]:
        return list(self.versions.get(doc_id, []))

    def version(self, doc_id: str, version: str | None = None) -> DocumentVersion | None:
        versions = self.versions.get(doc_id, [])
        if not versions:
            return None
        if version is None:
            return versions[-1]
        return next((v for v in versions if v.document.version == version), None)

    def section(self, key: str, version: str | None = None) -> Section | None:
        doc_id, _, section_id = key.partition("/")
        dv = self.version(doc_id, version)
        return dv.by_id.get(section_id) if dv else None

    def cited(self, key: str) -> Section | None:
        """The section a citation key names, in the edition the citation was written against.

        Engine citations and concordance definitions of a document listed in
        ``CITED_EDITIONS`` were read from that edition: they stay on it while it has the
        section (the Rule Manual 6.0 is one section per chapter, its text partly out of order,
        so the earlier edition remains the one cited section by section).  Any other key
        resolves in the newest version that has the section.  The section's
        ``document.version`` says which edition it is.
        """
        doc_id, _, section_id = key.partition("/")
        pinned = self.version(doc_id, CITED_EDITIONS[doc_id]) if doc_id in CITED_EDITIONS else None
        if pinned is not None and section_id in pinned.by_id:
            return pinned.by_id[section_id]
        for dv in reversed(self.versions.get(doc_id, [])):
            if section_id in dv.by_id:
                return dv.by_id[section_id]
        return None

    def is_current(self, dv: DocumentVersion, section: Section) -> bool:
        """Whether ``section`` of ``dv`` is searched by default: the newest version's sections,
        and those of a cited edition (``CITED_EDITIONS``) that the newest does not have."""
        doc_id = dv.document.id
        newest = self.versions[doc_id][-1]
        if dv is newest:
            return True
        return CITED_EDITIONS.get(doc_id) == dv.document.version and section.id not in newest.by_id

    def __contains__(self, key: str) -> bool:
        return self.section(key) is not None

    def sections(self, newest_only: bool = True) -> Iterator[Section]:
        for versions in self.versions.values():
            for dv in versions[-1:] if newest_only else versions:
                yield from dv.sections


def parse_version_file(text: str, origin: str, path: Path | None = None) -> DocumentVersion:
    """Parse and validate one corpus file; errors name ``origin`` and the offending field."""
    try:
        raw = yaml.load(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        raise CorpusError(f"{origin}: not valid YAML: {exc}") from exc
    if not isinstance(raw, dict) or "document" not in raw or "sections" not in raw:
        raise CorpusError(f"{origin}: needs top-level 'document' and 'sections'")
    d = raw["document"]
    for name in ("id", "title", "version", "lang", "game"):
        if not d.get(name):
            raise CorpusError(f"{origin}: document.{name} is missing")
    if d["lang"] not in LANGS:
        raise CorpusError(f"{origin}: document.lang must be one of {LANGS}")
    if d["game"] not in GAMES:
        raise CorpusError(f"{origin}: document.game must be one of {GAMES}")
    doc = Document(
        id=str(d["id"]), title=str(d["title"]), version=str(d["version"]),
        date=str(d["date"]) if d.get("date") else None, lang=d["lang"], game=d["game"],
        source=str(d.get("source", origin)),
        edition=str(d["edition"]) if d.get("edition") else None,
    )
    sections: list[Section] = []
    seen: set[str] = set()
    for i, s in enumerate(raw["sections"] or []):
        where = f"{origin}: sections[{i}]"
        sid = str(s.get("id", ""))
        if not _SLUG.match(sid):
            raise CorpusError(f"{where}: id {sid!r} is not URL-safe (a-z, 0-9, . _ -)")
        if sid in seen:
            raise CorpusError(f"{where}: id {sid!r} is used twice")
        seen.add(sid)
        if s.get("kind") not in KINDS:
            raise CorpusError(f"{where} ({sid}): kind must be one of {KINDS}")
        sections.append(Section(
            document=doc, id=sid, title=_title(str(s.get("title") or sid), doc.lang),
            kind=s["kind"],
            body=str(s.get("body") or "").strip(), parent=s.get("parent"), order=i,
            pages=_pages(s.get("pages"), where),
        ))
    for s in sections:
        if s.parent and s.parent not in seen:
            raise CorpusError(f"{origin}: section {s.id}: parent {s.parent!r} does not exist")
    return DocumentVersion(doc, sections, path)


def _title(title: str, lang: str) -> str:
    """A section title as shown: in an English document the extraction's Japanese double
    angle brackets (``Decoy《XX》``) are the manual's guillemets (``Decoy «XX»``)."""
    if lang != "en":
        return title
    return re.sub(r"\s*《\s*(.*?)\s*》", r" «\1»", title)


def _pages(value: object, where: str) -> tuple[int, ...]:
    """The optional ``pages`` field: a list of printed page numbers."""
    if value is None:
        return ()
    if not isinstance(value, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) and p > 0 for p in value
    ):
        raise CorpusError(f"{where}: pages must be a list of positive page numbers")
    return tuple(value)


def _files(dirs: Iterable[Path]) -> Iterator[Path]:
    for base in dirs:
        if base.is_dir():
            yield from sorted(p for p in base.glob("*/*.yaml"))


def load_corpus(extra_dirs: Iterable[Path] | None = None) -> Corpus:
    """Load the built-in corpus, then user-imported versions (which may replace built-ins)."""
    dirs = [BUILTIN_DIR, *(extra_dirs if extra_dirs is not None else [data_dir() / "corpus"])]
    corpus = Corpus()
    for path in _files(dirs):
        corpus.add(parse_version_file(path.read_text(encoding="utf-8"), str(path), path))
    return corpus
