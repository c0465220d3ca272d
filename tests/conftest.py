import pytest

from judgeapp import create_app


@pytest.fixture(scope="session", autouse=True)
def isolated_user_dirs(tmp_path_factory):
    """Keep the tests off the user's search index and imported rules versions."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DIGIJUDGE_INDEX_DIR", str(tmp_path_factory.mktemp("index")))
        mp.setenv("DIGIJUDGE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
        yield


@pytest.fixture
def app(tmp_path):
    app = create_app({"TESTING": True})
    yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


# --- Real-browser tests (Debian chromium driven by Playwright; see tests/test_browser.py) ---

CHROMIUM = "/usr/lib/chromium/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch Debian's chromium (``playwright install`` cannot download here)."""
    import os

    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"{CHROMIUM} is missing: apt-get install -y chromium fonts-ipafont-gothic")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def live_server():
    """The app served by werkzeug on 127.0.0.1 (free port) in a thread; yields its base URL."""
    import threading

    from werkzeug.serving import make_server

    server = make_server("127.0.0.1", 0, create_app({"TESTING": True}), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join()
