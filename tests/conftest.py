import pytest

from judgeapp import create_app


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
