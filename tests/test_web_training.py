"""Training pages: choose a set, answer it, see the score and the explanations; bad input."""

from __future__ import annotations

import markupsafe
import pytest

from judgeapp import replay as replays
from judgeapp import training

POINTS, _ = training.all_points()


def test_training_page_offers_areas_and_difficulties(client):
    data = client.get("/api/training").get_json()
    assert data["questions"] == len(POINTS) >= 25
    assert {"battle", "trigger"} <= {t["tag"] for t in data["tags"]}
    assert client.get("/training").status_code == 200


def _shown(point, seed):
    """The position the answer of ``point`` is shown at in the set ``seed``."""
    return training.option_order(point, seed).index(point.answer)


def test_a_set_filters_and_hides_the_answers(client):
    data = client.get("/api/training/quiz?tags=battle&difficulty=1").get_json()
    q = data["question"]
    assert data["number"] == 1 and data["of"] >= 2 and len(data["ids"]) == data["of"]
    assert "battle" in q["tags"] and q["difficulty"] == 1 and q["game"] == "dcg"
    assert "answer" not in q and "explanation" not in q
    assert len(q["before"]) == min(q["step"], 3)  # the steps just before the question
    assert not {"replay_url", "scenario_url", "title"} & set(q)  # they would tell the answer
    point = next(p for p in POINTS if p.id == q["id"])
    html = client.get("/training/quiz", query_string={"seed": data["seed"], "tags": "battle",
                                                      "difficulty": 1}).get_data(as_text=True)
    shown = markupsafe.escape
    assert shown(point.question) in html and shown(point.title) not in html
    html = client.get("/training/quiz?tags=battle,trigger").data.decode()
    assert 'method="get"' in html and 'name="n" value="1"' in html


def test_legacy_questions_stay_out_of_a_digimon_card_game_set(client):
    legacy = {p.id for p in POINTS if p.game == "dccg" and "battle" in p.tags}
    assert legacy
    for seed in range(5):
        data = client.get(f"/api/training/quiz?tags=battle&seed={seed}").get_json()
        assert data["game"] == "dcg" and not legacy & set(data["ids"])
    data = client.get("/api/training/quiz?tags=battle&game=dccg").get_json()
    assert set(data["ids"]) == legacy
    assert client.get("/api/training").get_json()["games"][1]["questions"] == len(
        [p for p in POINTS if p.game == "dccg"])


def test_options_are_shuffled_per_set_so_the_first_option_does_not_pass(client):
    by_id = {p.id: p for p in POINTS}
    seen_positions = set()
    for seed in range(3):
        ids = client.get(f"/api/training/quiz?seed={seed}").get_json()["ids"]
        result = client.post("/api/training/quiz", json={
            "seed": seed, "answers": {i: 0 for i in ids}}).get_json()
        assert result["right"] < result["total"]  # ticking the first option fails
        seen_positions |= {_shown(by_id[i], seed) for i in ids}
    assert seen_positions == {0, 1, 2}
    first = [_shown(p, seed) == 0 for seed in range(20) for p in POINTS]
    assert sum(first) / len(first) < 0.6  # about one in two (most questions have 2 options)
    point = POINTS[0]
    assert training.option_order(point, 7) == training.option_order(point, 7)  # seeded


def test_one_question_at_a_time_with_context_only_up_to_its_step(client):
    """Each page shows one question; a later question of the same scenario is never on the
    page of an earlier one, and the steps shown stop before the question's own step."""
    seed = 11
    first = client.get(f"/api/training/quiz?seed={seed}").get_json()
    by_id = {p.id: p for p in POINTS}
    positions = {}
    for n, qid in enumerate(first["ids"]):
        page = client.get(f"/api/training/quiz?seed={seed}&n={n}").get_json()
        assert page["question"]["id"] == qid and page["number"] == n + 1
        point = by_id[qid]
        rp = replays.library_replay(replays.find(point.scenario))
        assert page["question"]["before"] == [s.text for s in rp.steps[:point.step]][-3:]
        positions.setdefault(point.scenario, []).append(point.step)
        html = client.get(f"/training/quiz?seed={seed}&n={n}").data.decode()
        assert html.count('class="quiz-question"') == 1
    assert all(steps == sorted(steps) for steps in positions.values())


def test_answers_ride_along_and_are_scored_in_the_order_shown(client):
    seed = 5
    ids = client.get(f"/api/training/quiz?seed={seed}").get_json()["ids"]
    by_id = {p.id: p for p in POINTS}
    carried = {f"answer-{i}": str(_shown(by_id[i], seed)) for i in ids[:-1]}
    last = client.get("/training/quiz", query_string={"seed": seed, "n": len(ids) - 1,
                                                      **carried})
    html = last.data.decode()
    assert 'method="post"' in html and html.count('name="q"') == len(ids)
    for name, value in carried.items():
        assert f'name="{name}" value="{value}"' in html
    form = {"seed": str(seed), "q": ids, **carried}
    result = client.post("/api/training/quiz", data=form).get_json()
    assert (result["right"], result["total"]) == (len(ids) - 1, len(ids))


def test_scoring_counts_right_answers_and_explains_the_missed(client):
    a, b = POINTS[0], POINTS[1]
    seed = 3
    right, wrong = _shown(a, seed), (_shown(b, seed) + 1) % len(b.options)
    form = {"seed": str(seed), "q": [a.id, b.id], f"answer-{a.id}": str(right),
            f"answer-{b.id}": str(wrong)}
    html = client.post("/training/quiz", data=form)
    assert html.status_code == 200
    data = client.post("/api/training/quiz", json={"seed": seed,
                                                   "answers": {a.id: right, b.id: wrong}})
    result = data.get_json()
    assert (result["right"], result["total"]) == (1, 2)
    missed = result["results"][1]
    assert not missed["right"] and missed["explanation"] == b.explanation
    assert missed["options"][missed["answer"]] == b.options[b.answer]
    assert missed["given"] == wrong
    assert missed["cited"][0]["url"]
    assert b.explanation.replace("'", "&#39;").replace('"', "&#34;") in html.data.decode()


def test_an_answer_without_the_seed_is_refused(client):
    response = client.post("/api/training/quiz", json={"answers": {POINTS[0].id: 0}})
    assert response.status_code == 400 and "seed" in response.get_json()["message"]


def test_unanswered_questions_count_as_missed(client):
    result = client.post("/api/training/quiz", data={"seed": "1", "q": [POINTS[0].id]}
                         ).get_json()
    assert (result["right"], result["total"]) == (0, 1)
    assert result["results"][0]["given"] is None


@pytest.mark.parametrize("form,message", [
    ({}, "No questions"),
    ({"seed": "1", "q": "no-such.0"}, "no question"),
    ({"seed": "1", "q": POINTS[0].id, f"answer-{POINTS[0].id}": "99"}, "not one of"),
    ({"seed": "1", "q": POINTS[0].id, f"answer-{POINTS[0].id}": "<script>x</script>"},
     "not one of"),
    ({"seed": "1", "q": ["x"] * 500}, "Too many"),
    ({"seed": "<b>", "q": POINTS[0].id}, "seed"),
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
    data = client.get("/api/training/quiz?difficulty=hard&tags=<b>x</b>&game=go").get_json()
    assert len(data["messages"]) == 3 and data["question"] is None and data["ids"] == []
    html = client.get("/training/quiz?tags=<b>x</b>&difficulty=" + "9" * 5000).data.decode()
    assert "<b>x</b>" not in html and "&lt;b&gt;" in html
