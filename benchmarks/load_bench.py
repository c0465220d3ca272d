"""Load check: gunicorn on 127.0.0.1 serving a bounded number of requests, with hostile ones
mixed in (issues 14 and 15).

    python benchmarks/load_bench.py [REQUESTS_PER_KIND] [CONCURRENCY]

Starts ``gunicorn -w 2`` on a free port of 127.0.0.1 (its own index and data directories in a
temporary folder), waits until it answers, then sends REQUESTS_PER_KIND (default 100) of each:
a search, a replay page and ``POST /api/builder``, CONCURRENCY (default 4) at a time; then
the same again with about as many hostile requests mixed in (YAML bombs, hostile card text,
nested JSON, raw bytes, unicode digits). Prints requests per second and the errors: any
request that does not get its expected status (200 for the ordinary ones, the 4xx each
hostile one must get), a 5xx or a lost connection. Stops gunicorn at the end.
"""

from __future__ import annotations

import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judgeapp.scenario import permalink  # noqa: E402 (after the path set-up)

BUILDER_FIELDS = {
    "title": "Greymon attacks", "description": "p1 attacks the player.", "tags": "attack",
    "difficulty": "beginner", "source": "manual-en/attacking", "turn_player": "p1",
    "phase": "main", "turn": "3", "memory_player": "p1", "memory": "3",
    "card-0-name": "Greymon", "card-0-kind": "digimon", "card-0-colors": "red",
    "card-0-level": "4", "card-0-dp": "5000", "card-0-cost": "5",
    "p1-deck": "5", "p1-security": "3", "p1-battle-0-card": "Greymon",
    "p2-deck": "5", "p2-security": "2", "actions": "attack p1-greymon -> player",
    "expect": "{}", "do": "check",
}
BOMB = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"{n}: &{n} [{', '.join(['*' + p] * 9)}]\n" for p, n in zip("abcdefgh", "bcdefghi",
                                                                strict=True))
Request = tuple[str, str, bytes | None, dict[str, str]]  # method, path, body, headers


def ordinary() -> list[Request]:
    form = urlencode(BUILDER_FIELDS).encode()
    return [
        ("GET", "/api/search?q=blocker", None, {}),
        ("GET", "/scenarios/attack-blocker/replay?step=3", None, {}),
        ("POST", "/api/builder", form,
         {"Content-Type": "application/x-www-form-urlencoded"}),
    ]


def hostile() -> list[tuple[str, Request, int]]:
    """Hostile requests: a label, the request, and the status each must get."""
    card = {"name": "Agumon", "kind": "digimon", "color": "red", "level": 3, "dp": 2000,
            "play_cost": 3, "text": "a" * 500_000}
    blob = permalink.encode({"title": "t", "description": "d", "tags": ["main"],
                             "difficulty": "beginner", "source": ["manual-en/main-phase"],
                             "cards": [card], "board": {"turn_player": "p1"}, "expect": {}})
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    as_json = {"Content-Type": "application/json"}
    return [
        ("YAML bomb upload", ("POST", "/api/builder/upload",
                              urlencode({"yaml": BOMB}).encode(), form), 422),
        ("YAML bomb in a builder field", ("POST", "/api/builder", urlencode(
            {**BUILDER_FIELDS, "expect": BOMB}).encode(), form), 422),
        ("500,000-character card text link", ("GET", f"/s/{blob}", None, {}), 422),
        ("JSON nested 100,000 deep", ("POST", "/api/deck-check", b"[" * 100_000, as_json),
         400),
        ("limit=² (a note on the page)", ("GET", "/search?q=x&limit=%C2%B2", None, {}), 200),
        ("raw byte 0xff in the query", ("GET", "/search?q=\xff", None, {}), 400),
        ("step=² on a replay", ("GET", "/scenarios/attack-blocker/replay?step=%C2%B2", None,
                                {}), 400),
        ("quiz answer ²", ("POST", "/api/training/quiz", b'{"answers": {"x": "\\u00b2"}}',
                           as_json), 400),
    ]


def send(port: int, request: Request) -> int:
    """The status of one request (0 when the connection failed). Written on a plain socket so
    that a raw non-UTF-8 byte in the path goes out as it is."""
    method, path, body, headers = request
    body = body or b""
    head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            f"Content-Length: {len(body)}\r\n"
            + "".join(f"{name}: {value}\r\n" for name, value in headers.items()) + "\r\n")
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=60) as conn:
            conn.sendall(head.encode("latin-1") + body)
            answer = b""
            while chunk := conn.recv(65536):
                answer += chunk
        return int(answer.split(b" ", 2)[1])
    except (OSError, ValueError, IndexError):
        return 0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(port: int, folder: str) -> subprocess.Popen:
    env = {**os.environ, "DIGIJUDGE_INDEX_DIR": f"{folder}/index",
           "DIGIJUDGE_DATA_DIR": f"{folder}/data"}
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-w", "2", "-b", f"127.0.0.1:{port}",
         "--log-level", "warning", "judgeapp:create_app()"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if send(port, ("GET", "/api/search?q=blocker", None, {})) == 200:
            return server
        if server.poll() is not None:
            raise SystemExit(f"gunicorn stopped: {server.stderr.read().decode()[-2000:]}")
        time.sleep(0.5)
    server.terminate()
    raise SystemExit("gunicorn did not answer within 120 s")


def run(port: int, requests: list[tuple[str, Request, int]], concurrency: int
        ) -> tuple[float, dict[str, tuple[int, list[int]]]]:
    """Send every request; returns the seconds taken and, by label, (expected, statuses)."""
    started = time.perf_counter()
    with ThreadPoolExecutor(concurrency) as pool:
        statuses = list(pool.map(lambda item: send(port, item[1]), requests))
    seconds = time.perf_counter() - started
    by_label: dict[str, tuple[int, list[int]]] = {}
    for (label, _, expected), status in zip(requests, statuses, strict=True):
        by_label.setdefault(label, (expected, []))[1].append(status)
    return seconds, by_label


def report(title: str, seconds: float, by_label: dict[str, tuple[int, list[int]]]) -> int:
    """Print req/s and each label's statuses; returns how many got another status."""
    total = sum(len(s) for _, s in by_label.values())
    errors = 0
    print(f"{title}: {total} requests in {seconds:.1f} s = {total / seconds:.1f} req/s")
    for label, (expected, statuses) in by_label.items():
        wrong = sum(s != expected for s in statuses)
        errors += wrong
        counts = {s: statuses.count(s) for s in sorted(set(statuses))}
        print(f"  {label:40} {len(statuses):4}  statuses {json.dumps(counts)}  errors {wrong}")
    return errors


def main(per_kind: int, concurrency: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        started = time.perf_counter()
        server = start(port, folder)
        print(f"gunicorn -w 2 on 127.0.0.1:{port} answering after "
              f"{time.perf_counter() - started:.1f} s")
        try:
            plain = [(f"{m} {p.split('?')[0]}", (m, p, b, h), 200)
                     for m, p, b, h in ordinary()] * per_kind
            run(port, plain[:3 * concurrency], concurrency)  # each worker's first requests
            errors = report("ordinary", *run(port, plain, concurrency))
            mixed = plain + hostile() * max(1, per_kind // len(hostile()))
            random.Random(0).shuffle(mixed)  # hostile requests among the ordinary ones
            errors += report("ordinary + hostile", *run(port, mixed, concurrency))
        finally:
            server.terminate()
            server.wait(timeout=30)
        print(f"errors: {errors}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100,
         int(sys.argv[2]) if len(sys.argv) > 2 else 4)
