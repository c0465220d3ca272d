"""The replayer shows an Option placed in the battle area (<Delay>) as a stack without DP."""

from __future__ import annotations

from judgeapp import replay as replays

NAME = "kw-delay-yes-placed-card-stays-until-a-later-turn"


def _battle(view: dict, player: str) -> list[dict]:
    area = next(p for p in view["board"]["players"] if p["id"] == player)
    return next(z for z in area["zones"] if z["name"] == "battle")["stacks"]


def test_replay_shows_the_placed_option_in_the_battle_area(client):
    rp = replays.library_replay(replays.find(NAME))
    number = next(s.index for s in rp.steps if s.event == "place_in_battle_area")
    data = client.get(f"/api/scenarios/{NAME}/replay?step={number}").get_json()
    option = next(s for s in _battle(data, "p1") if s["id"] == "p1-red-reserve")
    assert option["dp"] is None and option["name"] == "Red Reserve"
    html = client.get(f"/scenarios/{NAME}/replay?step={number}").data.decode()
    assert html.count('<span class="top">Red Reserve</span>') == 1
    last = client.get(f"/scenarios/{NAME}/replay?step={len(rp.steps) - 1}")
    assert last.status_code == 200
