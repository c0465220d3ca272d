"""Web speed: server-side render of a replay page, then gunicorn under load on 127.0.0.1.

Run: ``python benchmarks/replay_web_bench.py`` (prints numbers; nothing is asserted). The issue's
targets: a replay page of a 50-step scenario renders in under 30 ms (median); served by
``gunicorn -w 4 'judgeapp:create_app()'`` the search API answers at least 300 requests/s and
replay pages at least 100/s on a 2-core machine, with zero errors.

- render: the shortest library scenario with at least 50 steps and the longest one, one page
  per step through the Flask test client. "warm" reuses the cached replay (the normal case:
  library files do not change), "cold" clears the cache first so the engine plays the
  scenario out every time.
- load: gunicorn with 4 workers on a free port of 127.0.0.1, measured with ``wrk`` (Debian
  package) for ``--seconds`` per kind of page, cycling through several searches / steps;
  without wrk, a bounded Python load generator (threads with keep-alive connections).
"""

from __future__ import annotations

import argparse
import http.client
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from judgeapp import create_app
from judgeapp import replay as replays

ROOT = Path(__file__).resolve().parent.parent
MIN_STEPS = 50
# What judges type (one word, two words, a keyword, Japanese, a rule number), in turn.
SEARCHES = ["blocker", "security+attack", "on+deletion", "digivolve+cost", "%E3%82%B8%E3%83%A7"
            "%E3%82%B0%E3%83%AC%E3%82%B9", "2-3-1", "memory+gauge", "rule+check"]


def long_scenarios() -> list[tuple[str, int]]:
    """The shortest library scenario with at least 50 steps, and the longest one."""
    sizes = sorted((len(replays.library_replay(e).steps), e.name) for e in replays.library()
                   if e.scenario is not None)
    long = [(name, steps) for steps, name in sizes if steps >= MIN_STEPS]
    if not long:
        sys.exit(f"no library scenario has {MIN_STEPS} steps (longest: {sizes[-1]})")
    return list(dict.fromkeys([long[0], long[-1]]))


def bench_render(name: str, steps: int, repeat: int) -> None:
    client = create_app({"TESTING": True}).test_client()
    pages = [f"/scenarios/{name}/replay?step={n}" for n in range(0, steps, max(steps // 50, 1))]
    for label, cold in (("warm (cached replay)", False), ("cold (engine run per page)", True)):
        times = []
        for _ in range(repeat):
            for url in pages[: 10 if cold else None]:
                if cold:
                    replays._cached_replay.cache_clear()
                start = time.perf_counter()
                response = client.get(url)
                times.append((time.perf_counter() - start) * 1000)
                assert response.status_code == 200, url
        print(f"render {name} ({steps} steps), {label}: median {statistics.median(times):.2f} ms, "
              f"p90 {statistics.quantiles(times, n=10)[-1]:.2f} ms over {len(times)} pages")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_gunicorn(port: int, workers: int) -> subprocess.Popen:
    gunicorn = shutil.which("gunicorn") or str(Path(sys.executable).parent / "gunicorn")
    process = subprocess.Popen(
        [gunicorn, "-w", str(workers), "-b", f"127.0.0.1:{port}", "--log-level", "warning",
         "judgeapp:create_app()"], cwd=ROOT)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            conn.request("GET", "/api/search?q=blocker")
            if conn.getresponse().status == 200:
                return process
        except OSError:
            time.sleep(0.5)
    process.terminate()
    sys.exit("gunicorn did not answer within 120 s")


def warm_workers(port: int, urls: list[str], workers: int) -> None:
    """Every worker loads its replay cache before the timed run (many requests, spread)."""
    for url in urls:
        for _ in range(workers * 2):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            conn.request("GET", url)
            conn.getresponse().read()


def run_wrk(port: int, paths: list[str], seconds: int,
            connections: int) -> tuple[float, int, int]:
    """``wrk`` cycling through ``paths`` (a Lua script picks the next path per request)."""
    quoted = ", ".join('"' + p.replace('"', '%22') + '"' for p in paths)
    script = ("local paths = {" + quoted + "}\nlocal i = 0\n"
              "request = function()\n  i = i % #paths + 1\n"
              "  return wrk.format(nil, paths[i])\nend\n")
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as lua:
        lua.write(script)
    try:
        out = subprocess.run(
            ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "-s", lua.name,
             f"http://127.0.0.1:{port}/"], capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(lua.name)
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    total = int(re.search(r"(\d+) requests in", out).group(1))
    errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", out))
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return rate, total, errors + (int(non2xx.group(1)) if non2xx else 0)


def run_python(port: int, paths: list[str], seconds: int,
               connections: int) -> tuple[float, int, int]:
    """Bounded load: ``connections`` threads, each cycling through ``paths`` for ``seconds``."""
    counts = [0] * connections
    errors = [0] * connections
    stop = time.monotonic() + seconds

    def worker(i: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        while time.monotonic() < stop:
            path = paths[counts[i] % len(paths)]
            try:
                conn.request("GET", path)
                response = conn.getresponse()
                response.read()
                counts[i] += 1
                errors[i] += response.status != 200
            except (OSError, http.client.HTTPException):
                errors[i] += 1
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(connections)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return sum(counts) / seconds, sum(counts), sum(errors)


def bench_load(name: str, steps: int, seconds: int, workers: int, connections: int) -> None:
    port = free_port()
    process = start_gunicorn(port, workers)
    tool = "wrk" if shutil.which("wrk") else "python"
    load = run_wrk if tool == "wrk" else run_python
    middle = [f"step={n}" for n in range(0, steps, max(steps // 10, 1))]
    urls = {
        "search API": [f"/api/search?q={q}" for q in SEARCHES],
        "replay page (HTML)": [f"/scenarios/{name}/replay?{m}" for m in middle],
        "replay step (JSON)": [f"/api/scenarios/{name}/replay?{m}" for m in middle],
    }
    try:
        warm_workers(port, [p for paths in urls.values() for p in paths], workers)
        for label, paths in urls.items():
            rate, total, errors = load(port, paths, seconds, connections)
            print(f"gunicorn -w {workers}, {tool} {connections} connections {seconds}s, "
                  f"{label}: {rate:.0f} req/s ({total} requests, {errors} errors)")
    finally:
        process.terminate()
        process.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--no-load", action="store_true", help="only the render benchmark")
    args = parser.parse_args()
    chosen = long_scenarios()
    for name, steps in chosen:
        bench_render(name, steps, args.repeat)
    if not args.no_load:
        bench_load(*chosen[0], args.seconds, args.workers, args.connections)


if __name__ == "__main__":
    main()
