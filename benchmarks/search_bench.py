"""Search speed: index build time, and in-process search with highlighting over everything the
search box finds (the rules corpus, the ~4,400 cards, ~6,400 official rulings and the scenario
library), next to a throwaway SQLite FTS5 index of the same documents (the speed reference);
and the median render time of a card page.

    python benchmarks/search_bench.py [--builds 3] [--queries 1200] [--limit 20] [--pages 200]

Prints medians and p99 in milliseconds (wall clock, and CPU time of this process, which tells
how much of the wall time was spent waiting for a busy machine).  Targets (issue 9): build of
the whole library under 15 s, search median under 3 ms and p99 under 10 ms and within 3x of
FTS5, a card page under 20 ms median.  No assertion: numbers only.
"""

from __future__ import annotations

import argparse
import random
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judgeapp.search_index import sources as library_sources  # noqa: E402
from rulesdb.analysis import CJK_RE  # noqa: E402
from rulesdb.cards import get_card_db  # noqa: E402
from rulesdb.corpus import Corpus, load_corpus  # noqa: E402
from rulesdb.keywords import Keyword, load_keywords  # noqa: E402
from rulesdb.search import DocSource, IndexDoc, build_index, get_index, index_docs  # noqa: E402

QUESTIONS = ROOT / "tests" / "search_relevance.yaml"
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")


def card_queries(rng: random.Random) -> list[str]:
    """What judges type about cards: numbers in several spellings, names in English and
    Japanese (some misspelt), words of official Q&A questions."""
    db = get_card_db()
    cards = sorted(db.cards.values(), key=lambda c: c.number)
    pool: list[str] = []
    for card in rng.sample(cards, 150):
        prefix, _, serial = card.number.partition("-")
        pool += [card.number, f"{prefix.lower()}-{int(serial)}", card.name]
        if card.name_ja:
            pool.append(card.name_ja)
        if len(card.name) > 5:
            i = rng.randrange(1, len(card.name) - 1)
            pool.append(card.name[:i] + card.name[i + 1:])
    rulings = [r for c in rng.sample(cards, 300) for r in db.rulings(c.number)]
    for ruling in rng.sample(rulings, min(150, len(rulings))):
        pool.append(" ".join(ruling.question.split()[:7]))
    return pool


def queries(corpus: Corpus, keywords: list[Keyword], count: int) -> list[str]:
    """A deterministic mix of what judges type: keyword names and aliases in both languages,
    misspelt names, section titles (first words), judge questions, two-word combinations,
    card numbers and names, Q&A questions."""
    rng = random.Random(2024)
    pool: list[str] = card_queries(rng)
    for kw in keywords:
        pool.extend(kw.names)
        name = kw.name_en.lower()
        if len(name) > 4:
            i = rng.randrange(1, len(name) - 1)
            pool.append(name[:i] + name[i + 1:])  # one letter dropped
    titles = [s.title for s in corpus.sections()]
    for title in titles:
        pool.append(title[:12] if CJK_RE.search(title) else " ".join(title.split()[:3]))
    if QUESTIONS.exists():
        pool.extend(case["q"] for case in yaml.safe_load(QUESTIONS.read_text("utf-8"))["cases"])
    words = sorted({w.lower() for t in titles for w in _WORD.findall(t) if len(w) > 3})
    while len(pool) < count:
        pool.append(f"{rng.choice(words)} {rng.choice(words)}")
    rng.shuffle(pool)
    return pool[:count]


def timed(run: Callable[[str], object], qs: list[str]) -> tuple[list[float], list[float]]:
    for q in qs[:50]:
        run(q)  # warm caches the way a running server has them
    wall, cpu = [], []
    for q in qs:
        w, c = time.perf_counter(), time.process_time()
        run(q)
        wall.append((time.perf_counter() - w) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    return wall, cpu


def p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100)[98]


def all_docs(corpus: Corpus, keywords: list[Keyword],
             sources: list[DocSource]) -> list[IndexDoc]:
    """The newest version of every section and every card, ruling and scenario."""
    docs = [d for d in index_docs(corpus, keywords) if d.newest]
    return docs + [d for source in sources for d in source.docs()]


class Fts5:
    """The same documents in SQLite FTS5: English with porter/unicode61, Japanese with trigrams
    (a card's Japanese name goes to both; queries shorter than 3 characters fall back to LIKE,
    as trigram MATCH cannot do them)."""

    def __init__(self, docs: list[IndexDoc]):
        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE en USING fts5(key, title, body, "
                        "tokenize='porter unicode61')")
        self.db.execute("CREATE VIRTUAL TABLE ja USING fts5(key, title, body, "
                        "tokenize='trigram')")
        for d in docs:
            japanese = d.lang == "ja" or CJK_RE.search(d.title_text) is not None
            if d.lang != "ja":
                self.db.execute("INSERT INTO en VALUES (?, ?, ?)", (d.key, d.title_text, d.text))
            if japanese:
                self.db.execute("INSERT INTO ja VALUES (?, ?, ?)", (d.key, d.title_text, d.text))

    def search(self, q: str, limit: int) -> list[tuple]:
        rows = []
        words = _WORD.findall(q)
        if words:
            match = " OR ".join(f'"{w}"' for w in words)
            rows += self.db.execute(
                "SELECT key, title, snippet(en, 2, '<mark>', '</mark>', '…', 24) FROM en "
                "WHERE en MATCH ? ORDER BY bm25(en, 0, 3, 1) LIMIT ?", (match, limit)).fetchall()
        for run in re.findall(rf"[{CJK_RE.pattern[1:-1]}]+", q):
            if len(run) >= 3:
                rows += self.db.execute(
                    "SELECT key, title, snippet(ja, 2, '<mark>', '</mark>', '…', 24) FROM ja "
                    "WHERE ja MATCH ? ORDER BY bm25(ja, 0, 3, 1) LIMIT ?",
                    (f'"{run}"', limit)).fetchall()
            else:
                rows += self.db.execute(
                    "SELECT key, title, body FROM ja WHERE body LIKE ? OR title LIKE ? LIMIT ?",
                    (f"%{run}%", f"%{run}%", limit)).fetchall()
        return rows[:limit]


def card_pages(count: int) -> list[float]:
    """Milliseconds to render each of ``count`` card pages (sampled) through the app."""
    from judgeapp import create_app

    client = create_app({"TESTING": True}).test_client()
    numbers = random.Random(7).sample(sorted(get_card_db().cards), count)
    for number in numbers[:10]:
        client.get(f"/cards/{number}")  # warm the template cache
    times = []
    for number in numbers:
        started = time.perf_counter()
        response = client.get(f"/cards/{number}")
        times.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, number
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--builds", type=int, default=3)
    parser.add_argument("--queries", type=int, default=1200)
    parser.add_argument("--limit", type=int, default=20)
    parser.add_argument("--pages", type=int, default=200)
    args = parser.parse_args()

    corpus, keywords = load_corpus(), load_keywords()
    sources = library_sources()
    docs = all_docs(corpus, keywords, sources)
    sections = sum(1 for _ in corpus.sections(newest_only=False))
    print(f"library: {sections} sections in {len(corpus.versions)} documents, "
          f"{len(keywords)} keywords, and "
          + ", ".join(f"{sum(d.document == name for d in docs)} {name}"
                      for name in ("cards", "rulings", "scenarios")))

    builds, build_cpu = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.builds):
            started, cpu = time.perf_counter(), time.process_time()
            build_index(corpus, keywords, Path(tmp) / str(i), sources=sources)
            builds.append(time.perf_counter() - started)
            build_cpu.append(time.process_time() - cpu)
    print(f"index build of the whole library: median {statistics.median(builds):.2f} s wall "
          f"({statistics.median(build_cpu):.2f} s cpu) over {args.builds} builds "
          f"(min {min(builds):.2f}, max {max(builds):.2f}; target < 15 s)")

    qs = queries(corpus, keywords, args.queries)
    japanese = sum(1 for q in qs if CJK_RE.search(q))
    print(f"queries: {len(qs)} ({japanese} Japanese, {len(qs) - japanese} English), "
          f"limit {args.limit}, snippets highlighted, over {len(docs)} documents")

    with tempfile.TemporaryDirectory() as tmp:
        import os

        os.environ["DIGIJUDGE_INDEX_DIR"] = tmp
        index = get_index(corpus, keywords, sources=sources)
        whoosh_wall, whoosh_cpu = timed(lambda q: index.search(q, limit=args.limit), qs)
        index.close()
    fts = Fts5(docs)
    fts_wall, fts_cpu = timed(lambda q: fts.search(q, args.limit), qs)

    print()
    print(f"{'ms per query':24} {'whoosh':>10} {'sqlite fts5':>12} {'ratio':>8}")
    rows = [
        ("median (wall)", statistics.median(whoosh_wall), statistics.median(fts_wall)),
        ("p99 (wall)", p99(whoosh_wall), p99(fts_wall)),
        ("mean (wall)", statistics.mean(whoosh_wall), statistics.mean(fts_wall)),
        ("median (cpu)", statistics.median(whoosh_cpu), statistics.median(fts_cpu)),
        ("p99 (cpu)", p99(whoosh_cpu), p99(fts_cpu)),
    ]
    for label, whoosh, fts5 in rows:
        print(f"{label:24} {whoosh:10.2f} {fts5:12.3f} {whoosh / fts5:7.1f}x")
    print("targets: median < 3 ms, p99 < 10 ms, within 3x of FTS5 (whoosh, wall)")
    slow = sorted(zip(whoosh_wall, qs, strict=True), reverse=True)[:5]
    print("slowest whoosh queries: " + "; ".join(f"{q!r} {t:.1f} ms" for t, q in slow))

    pages = card_pages(args.pages)
    print(f"\ncard page (/cards/<number>, {len(pages)} sampled cards): median "
          f"{statistics.median(pages):.2f} ms, p99 {p99(pages):.2f} ms (target < 20 ms median)")


if __name__ == "__main__":
    main()
