"""The Stable (Molly the Stablehand's side deck), played through as scenarios: one worked round of the table, and
random games with Molly seated that keep every invariant.

000 Getting Started says only that Molly comes with a secondary deck of Stable cards, shuffled at setup; what the
deck does is designed (innkeeper/engine/mechanics/stable.py, docs/content-format.md "The Stable").
"""

from __future__ import annotations

import random

import pytest

import innkeeper
from innkeeper.testing import Scenario, find, fortitudes, golds, pass_, play, texts
from tests.test_playouts import check_step, total_gold

MOLLY, ZOT, KAYLIN = 0, 1, 2
BESS = "Old Bess, the plough horse"
JENNY = "Jenny the mule"
THUNDER = "Thunder, the warhorse"
MAGPIE = "Sticky-beak the magpie"
HENRIETTA = "Henrietta the hen"


def paddock(g) -> list[str]:
    """The animals in Molly's Paddock, first out first."""
    return [g.title(c) for c in g.sides[0].shown]


def settle(g) -> list:
    """Everyone passes until nothing is left to answer; the events."""
    events: list = []
    while g.stack and g.stack[-1].kind in ("window", "loss"):
        events += pass_(g)
    return events


def test_a_round_of_the_table_with_molly_and_her_animals():
    """000 Getting Started (the Stable is shuffled at setup), then the designed Stable: two horseshoe cards fill the
    Paddock, a third call sends the weakest back, Thunder charges, Zot's hit is guarded and kicked and spooks the
    first animal out, and the animal left earns her Gold as her next turn starts."""
    s = Scenario(["molly", "zot", "kaylin"])
    s.deal([("Mind the hooves!", "Who wants an apple?", "Here, girl! Come on out!"),
            ("I told you not to distract me!",), ("Don't call me cute!",)])
    s.side(MOLLY, deck=[BESS, JENNY, THUNDER, HENRIETTA])
    s.side(KAYLIN, shown=["Sleepy"])
    s.drink_deck(["Water"] * 20)
    s.turn(MOLLY, "action")
    g = s.build()
    assert paddock(g) == []

    # Her Action: 2 Fortitude to Zot, then Old Bess comes out.
    play(g, "Mind the hooves!", targets=(ZOT,))
    settle(g)
    assert fortitudes(g) == [20, 18, 20] and paddock(g) == [BESS]
    # An Anytime apple: +1 Fortitude (she is at 20) and Jenny comes out; the Paddock is full.
    play(g, "Who wants an apple?")
    settle(g)
    assert paddock(g) == [BESS, JENNY]
    # A third call: Thunder comes out and she must send one back first; she sends Old Bess.
    play(g, "Here, girl! Come on out!")
    assert [a.card for a in find(g, "choose")] == [BESS, JENNY, THUNDER]
    g.apply(next(a for a in find(g, "choose") if a.card == BESS))
    assert paddock(g) == [JENNY, THUNDER] and [g.title(c) for c in g.sides[0].discard] == [BESS]

    # Her turn ends; Zot's Action hits her: Jenny kicks Zot for 2, then Jenny (out first) bolts.
    while g.turn == MOLLY:
        g.apply(find(g, "order")[0] if find(g, "order") else find(g, "drink")[0] if find(g, "drink")
                else g.legal_actions()[0])
    while g.phase != "action" or g.current_player != ZOT:
        g.apply(g.legal_actions()[0])
    events = texts(play(g, "I told you not to distract me!", targets=(MOLLY,)) + settle(g))
    assert fortitudes(g)[:2] == [18, 16]
    assert f"Molly's '{JENNY}' kicks Zot: 2 Fortitude lost." in events
    assert f"'{JENNY}' bolts from Molly's Paddock back to the Stable." in events
    assert paddock(g) == [THUNDER]
    assert sum(len(p) for p in (g.sides[0].deck, g.sides[0].shown, g.sides[0].discard)) == 4   # (the four set)


@pytest.mark.parametrize("block", range(2))
def test_playouts_with_molly_keep_invariants(block: int) -> None:
    """60 random games with Molly always seated (2 to 8 seats): every invariant of the playout tests holds, and her
    Stable keeps all 14 animals, at most two of them in the Paddock."""
    for seed in range(block * 30, block * 30 + 30):
        rng = random.Random(30_000 + seed)
        seats = ["molly", *[rng.choice(innkeeper.characters()) for _ in range(rng.randint(1, 7))]]
        rng.shuffle(seats)
        g = innkeeper.new_game(seats, seed=seed, ask_all=rng.random() < 0.2)
        total = total_gold(g)
        steps = 0
        while not g.is_over:
            check_step(g, total, deep=steps % 7 == 0)
            for d in g.sides:
                if d.kind == "stable":
                    assert len(d.deck) + len(d.shown) + len(d.discard) == 14 and len(d.shown) <= 3
            actions = g.legal_actions()
            g.apply(actions[rng.randrange(len(actions))])
            steps += 1
            assert steps < 20000, f"game {seed} did not end"
        check_step(g, total, deep=True)
        assert g.winners


def test_molly_takes_a_pot_with_her_magpie():
    """Design (pot): Molly wins her own Round; the magpie takes 2 Gold more from the Inn."""
    s = Scenario(["molly", "zot"])
    s.deal([("Gambling? I'm in!",), ()])
    s.side(MOLLY, shown=[MAGPIE])
    s.turn(MOLLY, "action")
    g = s.build()
    events = texts(play(g, "Gambling? I'm in!"))
    assert golds(g) == [11, 7] and g.inn == -2   # (two players start with 8 Gold: 000 Getting Started)
    assert f"'{MAGPIE}' earns Molly 2 Gold from the Inn." in events
