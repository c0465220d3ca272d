"""Search speed: index build time, and in-process search with highlighting over the whole corpus,
next to a throwaway SQLite FTS5 index of the same sections (the speed reference).

    python benchmarks/search_bench.py [--builds 5] [--queries 1200] [--limit 20]

Prints medians and p99 in milliseconds (wall clock, and CPU time of this process, which tells
how much of the wall time was spent waiting for a busy machine).  Targets (issue 2): build
under 3 s, search median under 3 ms and p99 under 10 ms.  No assertion: numbers only.
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

from rulesdb.analysis import CJK_RE, plain_text  # noqa: E402
from rulesdb.corpus import Corpus, load_corpus  # noqa: E402
from rulesdb.keywords import Keyword, load_keywords  # noqa: E402
from rulesdb.search import build_index, get_index  # noqa: E402

QUESTIONS = ROOT / "tests" / "search_relevance.yaml"
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")


def queries(corpus: Corpus, keywords: list[Keyword], count: int) -> list[str]:
    """A deterministic mix of what judges type: keyword names and aliases in both languages,
    misspelt names, section titles (first words), judge questions, two-word combinations."""
    rng = random.Random(2024)
    pool: list[str] = []
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


class Fts5:
    """The same sections in SQLite FTS5: English with porter/unicode61, Japanese with trigrams
    (queries shorter than 3 characters fall back to LIKE, as trigram MATCH cannot do them)."""

    def __init__(self, corpus: Corpus):
        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE en USING fts5(key, title, body, "
                        "tokenize='porter unicode61')")
        self.db.execute("CREATE VIRTUAL TABLE ja USING fts5(key, title, body, "
                        "tokenize='trigram')")
        for s in corpus.sections():
            table = "ja" if s.document.lang == "ja" else "en"
            self.db.execute(f"INSERT INTO {table} VALUES (?, ?, ?)",
                            (s.key, s.title, plain_text(s.body)))

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--builds", type=int, default=5)
    parser.add_argument("--queries", type=int, default=1200)
    parser.add_argument("--limit", type=int, default=20)
    args = parser.parse_args()

    corpus, keywords = load_corpus(), load_keywords()
    sections = sum(1 for _ in corpus.sections(newest_only=False))
    print(f"corpus: {sections} sections in {len(corpus.versions)} documents, "
          f"{len(keywords)} keywords")

    builds, build_cpu = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.builds):
            started, cpu = time.perf_counter(), time.process_time()
            build_index(corpus, keywords, Path(tmp) / str(i))
            builds.append(time.perf_counter() - started)
            build_cpu.append(time.process_time() - cpu)
    print(f"index build: median {statistics.median(builds):.2f} s wall "
          f"({statistics.median(build_cpu):.2f} s cpu) over {args.builds} builds "
          f"(min {min(builds):.2f}, max {max(builds):.2f}; target < 3 s)")

    qs = queries(corpus, keywords, args.queries)
    japanese = sum(1 for q in qs if CJK_RE.search(q))
    print(f"queries: {len(qs)} ({japanese} Japanese, {len(qs) - japanese} English), "
          f"limit {args.limit}, snippets highlighted")

    with tempfile.TemporaryDirectory() as tmp:
        import os

        os.environ["DIGIJUDGE_INDEX_DIR"] = tmp
        index = get_index(corpus, keywords)
        whoosh_wall, whoosh_cpu = timed(lambda q: index.search(q, limit=args.limit), qs)
        index.close()
    fts = Fts5(corpus)
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
    print("targets: median < 3 ms, p99 < 10 ms (whoosh, wall)")
    slow = sorted(zip(whoosh_wall, qs, strict=True), reverse=True)[:5]
    print("slowest whoosh queries: " + "; ".join(f"{q!r} {t:.1f} ms" for t, q in slow))


if __name__ == "__main__":
    main()
