"""Sending workers ([R-FR] pp.5-6), completion ([R-FR] pp.6-7) and machines ([R-FR] p.8)."""

import pytest

from marquoir.engine import Game, IllegalMove


def table(alice, **setup):
    return Game.from_table(["Alice", "Bruno"], seed=1, setup={"Alice": alice, **setup})


def test_rulebook_chapelle_example():
    """[R-FR] p.6: a compagnon (0/0/1/3, wage 4) completes the Chapelle (3/2/2/3) that holds 3/2/1/0."""
    game = table({"ecus": 10, "workers": ["compagnon-3"], "sites": {"chapelle": ["compagnon-5", "apprenti-4"]}})
    game.send("compagnon-3", to="chapelle")
    assert game.actions_left == 2
    assert game.ecus("Alice") == 10 - 4 + 18
    assert game.vp("Alice") == 5
    assert game.built("Alice") == ["chapelle"] and game.sites("Alice") == {}
    assert sorted(game.team("Alice")) == ["apprenti-4", "compagnon-3", "compagnon-5"]
    events = [e["event"] for e in game.log]
    assert events[-2:] == ["send", "complete"]


def test_send_pays_the_wage_and_one_action():
    game = table({"workers": ["maitre-1"], "sites": {"cathedrale": []}})
    game.send("maitre-1", to="cathedrale")
    assert game.ecus("Alice") == 10 - 5 and game.actions_left == 2
    assert game.sites("Alice") == {"cathedrale": ["maitre-1"]} and game.team("Alice") == []


def test_escalation_on_the_same_site_in_the_same_turn():
    game = table({"ecus": 30, "workers": ["apprenti-1", "apprenti-2", "apprenti-3"], "sites": {"cathedrale": []}})
    assert game.send_cost("cathedrale") == 1
    game.send("apprenti-1", to="cathedrale")
    assert game.actions_left == 2 and game.send_cost("cathedrale") == 2
    game.send("apprenti-2", to="cathedrale")
    assert game.actions_left == 0 and game.send_cost("cathedrale") == 3
    game.buy()
    game.buy()
    with pytest.raises(IllegalMove) as refused:
        game.send("apprenti-3", to="cathedrale")
    assert refused.value.rule == "no-actions" and refused.value.params["need"] == 3
    game.buy()
    game.send("apprenti-3", to="cathedrale")
    assert game.actions_left == 0
    assert game.ecus("Alice") == 30 - 6 - 15


def test_different_sites_cost_one_each():
    game = table({"workers": ["apprenti-1", "apprenti-2", "apprenti-3"],
                  "sites": {"cathedrale": [], "chateau-fort": [], "aqueduc": []}})
    game.send("apprenti-1", to="cathedrale")
    game.send("apprenti-2", to="chateau-fort")
    game.send("apprenti-3", to="aqueduc")
    assert game.actions_left == 0 and game.ecus("Alice") == 4


def test_workers_from_earlier_turns_do_not_count():
    """FAQ 5: the first worker sent to a site this turn costs 1 action, however many are already there."""
    game = table({"ecus": 20, "workers": ["apprenti-3", "apprenti-5"],
                  "sites": {"cathedrale": ["maitre-1", "maitre-2", "maitre-3"]}})
    assert game.send_cost("cathedrale") == 1
    game.send("apprenti-3", to="cathedrale")
    game.end_turn()
    game.end_turn()
    assert game.current == "Alice" and game.send_cost("cathedrale") == 1
    game.send("apprenti-5", to="cathedrale")
    assert game.actions_left == 2


def test_each_resource_compared_separately_and_surplus_lost():
    # tonnelle needs 1 stone + 1 tile; maitre-4 gives 3 stone + 2 wood (no tile)
    game = table({"workers": ["maitre-4", "apprenti-5"], "sites": {"tonnelle": []}})
    game.send("maitre-4", to="tonnelle")
    assert game.sites("Alice") == {"tonnelle": ["maitre-4"]} and game.vp("Alice") == 0
    game.send("apprenti-5", to="tonnelle")  # 0/0/1/1: now 3/2/1/1 >= 1/0/0/1
    assert game.built("Alice") == ["tonnelle"]
    assert game.ecus("Alice") == 10 - 5 - 2 + 8


def test_no_pooling_between_sites():
    """FAQ 17: workers on one site never help another."""
    game = table({"workers": ["apprenti-3"], "sites": {"tonnelle": ["apprenti-5"], "lavoir": ["manoeuvre-1"]}})
    # tonnelle holds 0/0/1/1 (needs 1/0/0/1); lavoir holds 0/2/0/1 (needs 0/1/0/2)
    game.send("apprenti-3", to="lavoir")  # 1/0/0/1: lavoir now 1/2/0/2 -> complete
    assert game.built("Alice") == ["lavoir"]
    assert game.sites("Alice") == {"tonnelle": ["apprenti-5"]}


def test_completion_is_free_and_workers_can_go_again_this_turn():
    """FAQ 6, 8 and D10: completing costs nothing; a freed worker can be sent again in the same turn."""
    game = table({"ecus": 4, "workers": ["compagnon-1"], "sites": {"tonnelle": ["apprenti-5"], "cabane": []}})
    game.send("compagnon-1", to="tonnelle")  # 0/0/1/1 + 1/1/1/1 >= 1/0/0/1
    assert game.actions_left == 2 and game.ecus("Alice") == 4 - 4 + 8
    assert game.built("Alice") == ["tonnelle"] and "compagnon-1" in game.team("Alice")
    game.send("compagnon-1", to="cabane")  # another site: 1 action again; 1/1/1/1 >= 0/1/1/0
    assert game.actions_left == 1 and game.ecus("Alice") == 8 - 4 + 8
    assert game.built("Alice") == ["tonnelle", "cabane"]


def test_ecus_needed_to_pay_the_wage():
    game = table({"ecus": 3, "workers": ["compagnon-1"], "sites": {"tonnelle": []}})
    with pytest.raises(IllegalMove) as refused:
        game.send("compagnon-1", to="tonnelle")
    assert refused.value.rule == "no-ecus-wage"
    assert refused.value.params == {"cost": 4, "have": 3, "worker": "compagnon-1"}


def test_a_freed_worker_sent_where_someone_went_this_turn_costs_two():
    """The escalation counter belongs to each site: freed by a completion, the worker pays the other site's count."""
    game = table({"ecus": 20, "workers": ["apprenti-3", "apprenti-2"], "sites": {"tonnelle": [], "cathedrale": []}})
    game.send("apprenti-2", to="cathedrale")
    game.send("apprenti-3", to="tonnelle")  # 1/0/0/1 completes the tonnelle (+8)
    assert game.built("Alice") == ["tonnelle"] and game.actions_left == 1
    assert game.send_cost("cathedrale") == 2
    game.buy()
    game.send("apprenti-3", to="cathedrale")
    assert game.actions_left == 0 and game.ecus("Alice") == 20 - 2 - 2 + 8 - 5 - 2
    assert game.sites("Alice") == {"cathedrale": ["apprenti-2", "apprenti-3"]}


def test_machine_completion_gives_vp_no_ecus_and_joins_the_team():
    game = table({"ecus": 10, "workers": ["manoeuvre-1"], "sites": {"grue-1": []}})
    game.send("manoeuvre-1", to="grue-1")  # 0/2/0/1 >= 0/1/0/1
    assert game.built("Alice") == ["grue-1"] and game.vp("Alice") == 1
    assert game.ecus("Alice") == 10 - 3  # no écus for a machine
    assert game.team("Alice") == ["manoeuvre-1", "grue-1"]
    assert [e["event"] for e in game.log][-2:] == ["complete", "machine"]


def test_a_machine_works_for_no_wage_but_costs_actions():
    """FAQ 9, D5: wage 0, actions as any worker, with the same escalation."""
    game = table({"ecus": 0, "workers": ["apprenti-3"], "built": ["grue-2"], "sites": {"cathedrale": []}})
    assert "grue-2" in game.team("Alice")
    game.send("grue-2", to="cathedrale")
    assert game.ecus("Alice") == 0 and game.actions_left == 2
    assert game.sites("Alice") == {"cathedrale": ["grue-2"]}
    game.take(1)
    game.take(1)  # 2 écus for the apprentice, and no actions left
    with pytest.raises(IllegalMove) as refused:
        game.send("apprenti-3", to="cathedrale")
    assert refused.value.rule == "no-actions" and refused.value.params["need"] == 2


def test_a_machine_produces_like_a_worker():
    game = table({"ecus": 0, "workers": ["four-2"], "built": ["four-2"], "sites": {"tonnelle": ["apprenti-1"]}})
    game.send("four-2", to="tonnelle")  # 1/0/1/0 + 0/0/0/3 >= 1/0/0/1
    assert game.built("Alice") == ["four-2", "tonnelle"]
    assert game.vp("Alice") == 2 and game.ecus("Alice") == 8


def test_an_unbuilt_machine_is_not_a_worker():
    game = table({"sites": {"grue-1": [], "chapelle": []}}, buildings_row=["grue-2"])
    for move in ("send grue-1 to chapelle", "send grue-2 to chapelle"):
        with pytest.raises(IllegalMove) as refused:
            game.play(move)
        assert refused.value.rule == "not-in-team"


def test_a_worker_stays_until_completion():
    """FAQ 7: no moving a worker to another site."""
    game = table({"workers": ["apprenti-1"], "sites": {"chapelle": ["maitre-1"], "eglise": []}})
    with pytest.raises(IllegalMove) as refused:
        game.send("maitre-1", to="eglise")
    assert refused.value.rule == "worker-busy" and refused.value.params["site"] == "chapelle"
