"""The printed wording "with [X] in its traits", which the rules do not settle.

Older cards print "with [X] in its type / form / attribute": the same wording, about the
traits printed in that place (CR 4.2 2-3-2-1: traits include form, attribute and type; a card
gives its forms and attributes, ``CardDef.forms`` / ``attributes``; the rest are its types).

CR 4.2 2-3-2-3: "with the [XX] trait" refers to a card with a trait that MATCHES XX.
CR 4.2 2-3-2-4: "with [XX] in any of its traits" refers to a card with a trait that INCLUDES
XX (official Q&A Q2059: "regardless of other words or pluralizations").

Older cards print "with [XX] in its traits", which is neither; the errata reword it both ways
(EX3-003 "in one of its traits", EX3-008 "the [Free] trait"). The engine reads the wording
and, for each card it is asked about, answers by both readings: where they agree (no trait of
that card merely contains XX) that is the answer; where they differ the run stops with an
``unmodelled`` step naming the card and the trait (:class:`UnsettledTrait`, caught by the
ruleset's ``advance``), rather than rule one way.

Only the resolver's own questions stop the run (:func:`resolving`, set by ``advance``). The
board snapshot of a step or of the end of a run is a picture, not a ruling, and must not change
what the engine computes: there a disagreement gives the CR's own wording's answer (a trait
that includes XX, CR 4.2 2-3-2-4).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from judgeapp.engine.dcg.cards import CardDef

_RESOLVING: ContextVar[bool] = ContextVar("trait_reading_resolving", default=False)


class UnsettledTrait(Exception):  # noqa: N818 - control flow, as GameOver
    """The two readings of "with [X] in its traits" differ for ``defn``: ``trait`` includes
    ``part`` (one of the printed texts) and no trait is one of them."""

    def __init__(self, defn: CardDef, trait: str, part: str, field: str = "") -> None:
        super().__init__(defn.name, trait)
        self.defn, self.trait, self.part = defn, trait, part
        self.field = field  # "in its type / form / attribute" ("": "in its traits")


def spelling(text: str) -> str:
    """A trait as compared: case aside (the card data prints some traits in two cases,
    [NSP]/[NSp]) and a hyphen as a space (older cards print [X-Antibody] for the trait the
    data and the official Q&A spell [X Antibody]: Q1671, Q1672 quote BT7-106's "[X-Antibody]
    in its traits" as "[X Antibody] in its traits")."""
    return text.casefold().replace("-", " ")


# "with [X] in its type / form / attribute" (older cards): the printed traits are form,
# attribute and type (CR 4.2 2-3-2-1), and the wording names one of them
FIELDS = ("type", "form", "attribute")


def field_traits(defn: CardDef, field: str = "") -> tuple[str, ...]:
    """The traits of ``defn`` printed as ``field`` (one of :data:`FIELDS`; "": all of
    them). Its types are its traits other than its forms and attributes."""
    if not field:
        return defn.traits
    types = list(defn.traits)
    for t in (*defn.forms, *defn.attributes):
        if t in types:
            types.remove(t)
    return {"type": tuple(types), "form": defn.forms, "attribute": defn.attributes}[field]


def trait_includes(defn: CardDef, parts: tuple[str, ...], excluded: tuple[str, ...] = (),
                   field: str = "") -> bool:
    """"With [A] or [B] in one/any of its traits": one of its traits includes one of ``parts``
    (CR 4.2 2-3-2-4; official Q&A Q2059: "regardless of other words or pluralizations"), a
    trait that is one of ``excluded`` aside ("other than [Sea Animal]": Q2059, Q2115); spelled
    as :func:`spelling` says."""
    out = {spelling(e) for e in excluded}
    return not defn.blank and any(spelling(part) in spelling(trait)
                                  for part in parts for trait in field_traits(defn, field)
                                  if spelling(trait) not in out)


def trait_is(defn: CardDef, parts: tuple[str, ...], field: str = "") -> bool:
    """One of its traits is one of ``parts`` (CR 4.2 2-3-2-3), spelled as above."""
    wanted = {spelling(p) for p in parts}
    return not defn.blank and any(spelling(t) in wanted for t in field_traits(defn, field))


def trait_in(defn: CardDef, parts: tuple[str, ...], field: str = "") -> bool:
    """"With [A] or [B] in its traits" (or "in its type/form/attribute": ``field``, the
    traits printed so): both readings, the answer where they agree. Where they differ, raise
    :class:`UnsettledTrait` while the resolver asks; elsewhere (a board picture) answer as
    CR 4.2 2-3-2-4 does."""
    includes = trait_includes(defn, parts, field=field)
    if includes == trait_is(defn, parts, field) or not _RESOLVING.get():
        return includes
    trait, part = next((t, p) for t in field_traits(defn, field) for p in parts
                       if spelling(p) in spelling(t))
    raise UnsettledTrait(defn, trait, part, field)


@contextmanager
def resolving(on: bool = True) -> Iterator[None]:
    """While the resolver runs (``on``), a disagreement stops the run; a board picture taken
    meanwhile sets ``on=False``."""
    token = _RESOLVING.set(on)
    try:
        yield
    finally:
        _RESOLVING.reset(token)
