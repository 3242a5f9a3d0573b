"""Random playouts: seeded games with 2 to 8 seats and random character mixes, checking invariants at every step."""

from __future__ import annotations

import random

import pytest

import innkeeper
from innkeeper import Game

CHARACTERS = innkeeper.characters()


def total_gold(g: Game) -> int:
    """Every Stash, the pot and the Inn's ledger."""
    return sum(p.gold for p in g.players) + g.pot + g.inn


def random_game(seed: int) -> tuple[Game, random.Random]:
    """A new game with a random number of seats, characters and options."""
    rng = random.Random(seed)
    seats = rng.randint(2, 8)
    options = {
        "drink_deck": rng.choice(["core", "second"]),
        "bar_deck": rng.random() < 0.15,
        "ask_all": rng.random() < 0.1,
        "last_call": rng.choice([None, None, None, 3]),
    }
    g = innkeeper.new_game([rng.choice(CHARACTERS) for _ in range(seats)], seed=seed, **options)
    return g, rng


def side_cards(g: Game, di: int) -> int:
    """Every card of side deck ``di``: deck, discards, Setlist, in front of players, in play, in the pot."""
    d = g.sides[di]
    count = len(d.deck) + len(d.discard) + len(d.shown) + sum(len(f) for f in d.fronts)
    for f in g.stack:
        if f.kind == "card" and f.origin and f.origin != "shake" and f.deck == di:
            count += 1
        elif f.kind == "sing" and f.deck == di and f.song >= 0 and f.status != "done":
            count += 1
        elif f.kind == "tale" and f.deck == di:   # a story's end: its chapters still to happen
            count += len(f.cards)
    if g.round is not None:
        count += sum(1 for deck, _card in g.round.songs if deck == di)
    return count


def drink_side_cards(g: Game, kind: str) -> int:
    """Every card of the side decks of Drinks of this kind (the Special Reserve): in those decks, and wherever a Drink
    goes meanwhile (Drink Me! piles, revealed Drinks on the stack, the Drink Deck and its discards)."""
    count = sum(side_cards(g, di) for di, d in enumerate(g.sides) if d.kind == kind)
    cards = g.content.cards
    piles = [g.drink_deck, g.drink_discard, *(p.drink_me for p in g.players)]
    piles += [f.cards for f in g.stack if f.kind in ("drink", "group")]
    return count + sum(1 for pile in piles for c in pile if cards[c].is_drink and cards[c].side == kind)


def check_step(g: Game, total: int, deep: bool) -> None:
    """The invariants that hold between any two actions."""
    assert total_gold(g) == total, "Gold is not conserved"
    for di, d in enumerate(g.sides):
        side = g.content.characters[g.players[d.owner].character].side
        if g.content.cards[side.deck[0]].is_drink:   # its cards travel as Drinks: counted with their kind's
            same = sum(len(g.content.characters[g.players[e.owner].character].side.deck)
                       for e in g.sides if e.kind == d.kind)
            assert drink_side_cards(g, d.kind) == same, f"a {d.kind} card was lost or made"
            continue
        assert side_cards(g, di) == len(side.deck), f"a {d.kind} card was lost or made"
        if d.kind == "songs" and not any(f.kind == "setlist" for f in g.stack):
            assert len(d.shown) <= side.shown, "the Setlist holds more than three Songs"
    for t in g.tracks:
        chart = g.content.characters[g.players[t.owner].character].track
        assert chart.low <= t.value <= chart.high, f"the {chart.name} marker left its chart"
    for p in g.players:
        assert 0 <= p.fortitude <= 20 and 0 <= p.alcohol <= 20 and p.gold >= 0
    if not g.is_over:
        assert g.legal_actions(), "no legal action while the game is on"
        assert g.current_player is not None and not g.players[g.current_player].out
    if deep:
        assert g.clone() == g
        assert Game.from_json(g.to_json()) == g


def play_out(g: Game, rng: random.Random, seed: int, every: int, also=None) -> None:
    """Play ``g`` to its end with uniformly random legal actions, checking the invariants before each action
    (clone and JSON every ``every`` steps, and at the end), applying every legal action to a copy first, and
    calling ``also(g)`` at each step when given."""
    total = total_gold(g)
    steps = 0
    while not g.is_over:
        check_step(g, total, deep=steps % every == 0)
        if also is not None:
            also(g)
        actions = g.legal_actions()
        for action in actions:   # every legal action applies (to a copy)
            g.clone().apply(action)
        g.apply(actions[rng.randrange(len(actions))])
        steps += 1
        assert steps < 20000, f"game {seed} did not end"
    check_step(g, total, deep=True)


@pytest.mark.parametrize("block", range(6))
def test_random_playouts_keep_invariants(block: int) -> None:
    """300 seeded games; at every step: clone and JSON equal, every legal action applies, bounds, Gold; games end."""
    for seed in range(block * 50, block * 50 + 50):
        g, rng = random_game(seed)
        play_out(g, rng, seed, every=1)
        assert g.winners and all(not g.players[s].out for s in g.winners)
        assert g.current_player is None and g.legal_actions() == []


@pytest.mark.parametrize("block", range(2))
def test_playouts_with_jin_and_greppa_keep_invariants(block: int) -> None:
    """60 games with Jin and Greppa always seated (2 to 8 seats): the same invariants; side decks keep every card."""
    for seed in range(block * 30, block * 30 + 30):
        rng = random.Random(10_000 + seed)
        others = [rng.choice(CHARACTERS) for _ in range(rng.randint(0, 6))]
        seats = ["jin", "greppa", *others]
        rng.shuffle(seats)
        g = innkeeper.new_game(seats, seed=seed, ask_all=rng.random() < 0.2, last_call=rng.choice([None, 4]))
        play_out(g, rng, seed, every=7)
        assert g.winners


THIRD_BOX = ["kaylin", "serena", "wizgille", "phrenk"]


@pytest.mark.parametrize("block", range(2))
def test_playouts_with_the_third_edition_box_keep_invariants(block: int) -> None:
    """60 games seating one to four of Kaylin, Serena, Wizgille and Phrenk (2 to 8 seats): the same invariants;
    the Wulfric, Gear and Potion Decks keep every card and Piety stays on its chart."""
    for seed in range(block * 30, block * 30 + 30):
        rng = random.Random(20_000 + seed)
        box = rng.sample(THIRD_BOX, rng.randint(1, 4))
        others = [rng.choice(CHARACTERS) for _ in range(rng.randint(max(0, 2 - len(box)), 8 - len(box)))]
        seats = [*box, *others]
        rng.shuffle(seats)
        g = innkeeper.new_game(seats, seed=seed, ask_all=rng.random() < 0.2, last_call=rng.choice([None, 4]),
                               drink_deck=rng.choice(["core", "second"]))
        play_out(g, rng, seed, every=7)
        assert g.winners


CORE_BOX = ["warthorn", "wench", "molly", "jasper"]


@pytest.mark.parametrize("block", range(2))
def test_playouts_with_the_core_box_and_its_variants_keep_invariants(block: int) -> None:
    """60 games seating one to four of Warthorn, the Wench, Molly and Jasper (2 to 8 seats), often with the Prize
    variant and a Bar Deck holding the 000 Drink pack: the same invariants; every side deck keeps its cards."""
    for seed in range(block * 30, block * 30 + 30):
        rng = random.Random(40_000 + seed)
        box = rng.sample(CORE_BOX, rng.randint(1, 4))
        others = [rng.choice(CHARACTERS) for _ in range(rng.randint(max(0, 2 - len(box)), 8 - len(box)))]
        seats = [*box, *others]
        rng.shuffle(seats)
        bar = rng.choice([False, ["core", "000-pack"], ["core", "second", "000-pack"]])
        g = innkeeper.new_game(seats, seed=seed, ask_all=rng.random() < 0.2, last_call=rng.choice([None, 4]),
                               prizes=rng.random() < 0.5, bar_deck=bar)
        play_out(g, rng, seed, every=7)
        assert g.winners


def test_every_legal_action_applies() -> None:
    """At many states, every single legal action applies to a copy without error."""
    for seed in range(20):
        g, rng = random_game(1000 + seed)
        for _ in range(200):
            if g.is_over:
                break
            for action in g.legal_actions():
                g.clone().apply(action)
            actions = g.legal_actions()
            g.apply(actions[rng.randrange(len(actions))])


def test_clone_is_independent() -> None:
    """Changing a clone never changes the original."""
    g, rng = random_game(7)
    before = g.to_json()
    c = g.clone()
    for _ in range(50):
        if c.is_over:
            break
        actions = c.legal_actions()
        c.apply(actions[rng.randrange(len(actions))])
    assert g.to_json() == before


def prize_cards(g: Game) -> int:
    """Every Prize: in the Inn, the Prize Bin, the pot, in front of players and being played."""
    p = g.prizes
    assert p is not None
    count = len(p.inn) + len(p.bin) + (p.pot >= 0) + sum(len(front) for front in p.fronts)
    return count + sum(1 for f in g.stack if f.kind == "card" and f.origin == "prize")


def prizes_kept(g: Game) -> None:
    """No Prize is lost or made; the pot holds a Prize only while a Round is on."""
    assert prize_cards(g) == len(g.content.prizes), "a Prize was lost or made"
    assert g.prizes.pot < 0 or g.round is not None, "a Prize stayed in the pot after the Round"


@pytest.mark.parametrize("block", range(2))
def test_playouts_with_prizes_keep_invariants(block: int) -> None:
    """60 games of the Prize variant (2 to 8 seats, random characters and options): the same invariants; no
    Prize is lost or made, the pot holds a Prize only while a Round is on, and each Prize is one card."""
    for seed in range(block * 30, block * 30 + 30):
        rng = random.Random(30_000 + seed)
        seats = [rng.choice(CHARACTERS) for _ in range(rng.randint(2, 8))]
        g = innkeeper.new_game(seats, seed=seed, prizes=True, ask_all=rng.random() < 0.2,
                               last_call=rng.choice([None, 4]), drink_deck=rng.choice(["core", "second"]),
                               bar_deck=rng.random() < 0.2)
        play_out(g, rng, seed, every=7, also=prizes_kept)
        prizes_kept(g)
        assert g.winners
