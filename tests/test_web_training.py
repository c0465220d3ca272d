"""Training pages: choose a set, answer it, see the score and the explanations; bad input."""

from __future__ import annotations

import pytest

from judgeapp import training

POINTS, _ = training.all_points()


def test_training_page_offers_areas_and_difficulties(client):
    data = client.get("/api/training").get_json()
    assert data["questions"] == len(POINTS) >= 25
    assert {"battle", "trigger"} <= {t["tag"] for t in data["tags"]}
    assert client.get("/training").status_code == 200


def test_a_set_filters_and_hides_the_answers(client):
    data = client.get("/api/training/quiz?tags=battle&difficulty=1").get_json()
    assert data["questions"]
    for q in data["questions"]:
        assert "battle" in q["tags"] and q["difficulty"] == 1
        assert "answer" not in q and "explanation" not in q
        assert len(q["before"]) == min(q["step"], 3)  # the steps just before the question
    html = client.get("/training/quiz?tags=battle,trigger").data.decode()
    assert 'method="post"' in html and 'name="q"' in html


def test_scoring_counts_right_answers_and_explains_the_missed(client):
    a, b = POINTS[0], POINTS[1]
    wrong = (b.answer + 1) % len(b.options)
    form = {"q": [a.id, b.id], f"answer-{a.id}": str(a.answer), f"answer-{b.id}": str(wrong)}
    html = client.post("/training/quiz", data=form)
    assert html.status_code == 200
    data = client.post("/api/training/quiz", json={"answers": {a.id: a.answer, b.id: wrong}})
    result = data.get_json()
    assert (result["right"], result["total"]) == (1, 2)
    missed = result["results"][1]
    assert not missed["right"] and missed["explanation"] == b.explanation
    assert missed["cited"][0]["url"]
    assert b.explanation.replace("'", "&#39;").replace('"', "&#34;") in html.data.decode()


def test_unanswered_questions_count_as_missed(client):
    result = client.post("/api/training/quiz", data={"q": [POINTS[0].id]}).get_json()
    assert (result["right"], result["total"]) == (0, 1)
    assert result["results"][0]["given"] is None


@pytest.mark.parametrize("form,message", [
    ({}, "No questions"),
    ({"q": "no-such.0"}, "no question"),
    ({"q": POINTS[0].id, f"answer-{POINTS[0].id}": "99"}, "not one of"),
    ({"q": POINTS[0].id, f"answer-{POINTS[0].id}": "<script>x</script>"}, "not one of"),
    ({"q": ["x"] * 500}, "Too many"),
])
def test_tampered_answers_get_400(client, form, message):
    for prefix in ("", "/api"):
        response = client.post(prefix + "/training/quiz", data=form)
        assert response.status_code == 400
        assert message in response.data.decode().replace("&#39;", "'")
        if not prefix:
            assert "<script>x" not in response.data.decode()


def test_bad_json_body_gets_400(client):
    response = client.post("/api/training/quiz", json=["not", "an", "object"])
    assert response.status_code == 400 and "answers" in response.get_json()["message"]


def test_garbage_filters_are_explained_not_fatal(client):
    data = client.get("/api/training/quiz?difficulty=hard&tags=<b>x</b>").get_json()
    assert len(data["messages"]) == 2 and data["questions"] == []
    html = client.get("/training/quiz?tags=<b>x</b>&difficulty=" + "9" * 5000).data.decode()
    assert "<b>x</b>" not in html and "&lt;b&gt;" in html
