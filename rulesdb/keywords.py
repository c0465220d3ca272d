"""The keyword concordance: every keyword effect and keyword rule of the official documents.

One reviewable file, ``rulesdb/corpus/keywords.yaml``::

    keywords:
      - id: security-attack          # keyword id (see docs: slug of the English name, no parameter)
        kind: keyword-effect         # keyword-effect | keyword-rule
        name_en: Security A.
        name_ja: Sアタック            # null when no Japanese source names it
        aliases: [S.A.+1, SA+, セキュリティアタック]
        definitions:                 # the keyword's definition as each source words it
          - source: manual-en/kw-security-attack   # corpus key of the passage
            lang: en
            text: This Digimon checks X additional security card(s). ...
        sections:                    # corpus keys of the sections that explain it
          - manual-en/kw-security-attack

A keyword is cited across the project by the key ``keyword/<id>``.  Names and aliases are
matched the way judges type them: case, width (全角/半角), spaces, dots, hyphens and the
brackets cards print around keywords (《》 <> 〈〉 [] 「」 【】) are ignored, and a number or X
parameter ("S.A.+2", "Draw 1", "退化2") falls back to the keyword it parameterises.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

BUILTIN_PATH = Path(__file__).parent / "corpus" / "keywords.yaml"
KINDS = ("keyword-effect", "keyword-rule")
LANGS = ("en", "ja")
KEY_PREFIX = "keyword/"
_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_SECTION_KEY = re.compile(r"^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9._-]*$")
_IGNORED = re.compile(r"[\s._\-‐‑–—−・･《》<>〈〉\[\]「」【】()（）]")
_PARAMETER = re.compile(r"\+?(x|\d+)$")


class KeywordError(ValueError):
    """The concordance file is malformed; the message names the entry and the field."""


@dataclass(frozen=True)
class Definition:
    source: str  # corpus key of the passage the text is copied from
    lang: str
    text: str


@dataclass(frozen=True)
class Keyword:
    id: str
    kind: str
    name_en: str
    name_ja: str | None
    aliases: tuple[str, ...]
    definitions: tuple[Definition, ...]
    sections: tuple[str, ...]

    @property
    def key(self) -> str:
        """The citation key, ``keyword/<id>``."""
        return KEY_PREFIX + self.id

    @property
    def names(self) -> tuple[str, ...]:
        """Every name a judge might type for this keyword."""
        return tuple(n for n in (self.name_en, self.name_ja, *self.aliases) if n)


def normalize(name: str) -> str:
    """The form names are compared in: NFKC, casefolded, without spaces, dots and brackets."""
    return _IGNORED.sub("", unicodedata.normalize("NFKC", name).casefold())


def _strings(value: object, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise KeywordError(f"{where} must be a list of non-empty strings")
    return tuple(v.strip() for v in value)


def _definitions(value: object, where: str) -> tuple[Definition, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise KeywordError(f"{where} must be a list")
    found = []
    for i, d in enumerate(value):
        at = f"{where}[{i}]"
        if not isinstance(d, dict):
            raise KeywordError(f"{at} must be a mapping with source, lang, text")
        source, lang, text = d.get("source"), d.get("lang"), d.get("text")
        if not isinstance(source, str) or not _SECTION_KEY.match(source):
            raise KeywordError(f"{at}.source {source!r} is not a corpus key <document>/<section>")
        if lang not in LANGS:
            raise KeywordError(f"{at}.lang must be one of {LANGS}")
        if not isinstance(text, str) or not text.strip():
            raise KeywordError(f"{at}.text is missing")
        found.append(Definition(source, lang, text.strip()))
    return tuple(found)


def _keyword(raw: object, where: str) -> Keyword:
    if not isinstance(raw, dict):
        raise KeywordError(f"{where} must be a mapping")
    kid = raw.get("id")
    if not isinstance(kid, str) or not _ID.match(kid):
        raise KeywordError(f"{where}.id {kid!r} is not a keyword id (lowercase slug)")
    where = f"{where} ({kid})"
    if raw.get("kind") not in KINDS:
        raise KeywordError(f"{where}.kind must be one of {KINDS}")
    name_en, name_ja = raw.get("name_en"), raw.get("name_ja")
    if not isinstance(name_en, str) or not name_en.strip():
        raise KeywordError(f"{where}.name_en is missing")
    if name_ja is not None and (not isinstance(name_ja, str) or not name_ja.strip()):
        raise KeywordError(f"{where}.name_ja must be a non-empty string or null")
    sections = _strings(raw.get("sections"), f"{where}.sections")
    for key in sections:
        if not _SECTION_KEY.match(key):
            raise KeywordError(f"{where}.sections: {key!r} is not a corpus key")
    return Keyword(
        id=kid, kind=raw["kind"], name_en=name_en.strip(),
        name_ja=name_ja.strip() if name_ja else None,
        aliases=_strings(raw.get("aliases"), f"{where}.aliases"),
        definitions=_definitions(raw.get("definitions"), f"{where}.definitions"),
        sections=sections,
    )


def parse_keywords(text: str, origin: str) -> list[Keyword]:
    """Parse and validate a concordance file; errors name ``origin``, the entry and the field."""
    try:
        raw = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise KeywordError(f"{origin}: not valid YAML: {exc}") from exc
    if not isinstance(raw, dict) or not isinstance(raw.get("keywords"), list):
        raise KeywordError(f"{origin}: needs a top-level 'keywords' list")
    keywords: list[Keyword] = []
    owners: dict[str, str] = {}
    for i, entry in enumerate(raw["keywords"]):
        kw = _keyword(entry, f"{origin}: keywords[{i}]")
        if any(k.id == kw.id for k in keywords):
            raise KeywordError(f"{origin}: keywords[{i}].id {kw.id!r} is used twice")
        for name in kw.names:
            owner = owners.setdefault(normalize(name), kw.id)
            if owner != kw.id:
                raise KeywordError(
                    f"{origin}: keywords[{i}] ({kw.id}).aliases: {name!r} already names {owner!r}"
                )
        keywords.append(kw)
    return keywords


def load_keywords(path: Path | str | None = None) -> list[Keyword]:
    """The concordance, from ``path`` or the built-in file."""
    if path is None:
        return list(_builtin())
    path = Path(path)
    return parse_keywords(path.read_text(encoding="utf-8"), str(path))


@cache
def _builtin() -> tuple[Keyword, ...]:
    return tuple(parse_keywords(BUILTIN_PATH.read_text(encoding="utf-8"), str(BUILTIN_PATH)))


@cache
def _by_name() -> dict[str, Keyword]:
    return {normalize(name): kw for kw in _builtin() for name in kw.names}


def keyword_by_id(keyword_id: str) -> Keyword | None:
    return next((k for k in _builtin() if k.id == keyword_id), None)


def find_keyword(name: str) -> Keyword | None:
    """The keyword a judge means by ``name`` (an English or Japanese name or alias), if any.

    An exact (normalized) match wins; else a number parameter is read as X ("S.A.+2" is
    "S.A.+X"); else a trailing parameter is dropped ("Draw 2" is "Draw").
    """
    by_name = _by_name()
    key = normalize(name)
    if not key:
        return None
    generic = re.sub(r"\d+", "x", key)
    for candidate in (key, generic, _PARAMETER.sub("", generic)):
        if candidate in by_name:
            return by_name[candidate]
    return None


def resolve_keyword_key(key: str) -> Keyword | None:
    """The keyword a citation key ``keyword/<id>`` names, or None."""
    if not key.startswith(KEY_PREFIX):
        return None
    return keyword_by_id(key[len(KEY_PREFIX):])
