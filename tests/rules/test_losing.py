"""Rulebook 000 Losing the Game: passing out, running out of Gold, last chance, splitting Gold, ties."""

from __future__ import annotations

from innkeeper.testing import Scenario, pass_, play

HIT2 = "My Goddess made me do it!"    # Deirdre Action: another player loses 2 Fortitude
HEAL = "My Goddess heals me."         # Deirdre Anytime: gain 2 Fortitude
TIP = "Tip the Wench."                # Anytime: another player pays 1 Gold to the Inn


def table(n: int, hands: dict[int, list[str]] | None = None, phase: str = "action") -> Scenario:
    """``n`` Deirdres, seat 0's turn."""
    s = Scenario(["deirdre"] * n)
    for seat in range(n):
        s.hand(seat, (hands or {}).get(seat, []))
        s.drink_me(seat, ["Water"])
    s.turn(0, phase)
    return s


def test_pass_out_splits_gold() -> None:
    """000 Passing Out: 10 Gold with 3 others: 5 (half, rounded up) + remainder 2 to the Inn, 1 to each."""
    s = table(4, {0: [HIT2]})
    s.stats(1, fortitude=6, alcohol=5)
    g = s.build()
    play(g, HIT2, targets=(1,))
    assert g.players[1].out
    assert [g.players[i].gold for i in (0, 2, 3)] == [11, 11, 11] and g.inn == 7
    assert g.players[1].gold == 0


def test_drink_me_pile_goes_to_discard_on_losing() -> None:
    """000 Losing the Game: a losing player's Drink Me! pile goes to the Drink discard pile."""
    s = table(3, {0: [HIT2]})
    s.stats(1, fortitude=2, alcohol=1)
    s.drink_me(1, ["Wine", "Elven Wine"])
    s.drink_discard([])
    g = s.build()
    play(g, HIT2, targets=(1,))
    assert g.players[1].out and g.players[1].drink_me == []
    discarded = [g.title(c) for c in g.drink_discard]
    assert "Elven Wine" in discarded and "Wine" in discarded


def test_last_chance_saves() -> None:
    """000 Losing the Game: after cards resolve a losing player has one last chance to save themselves."""
    s = table(3, {0: [HIT2], 1: [HEAL]})
    s.stats(1, fortitude=7, alcohol=5)
    g = s.build()
    play(g, HIT2, targets=(1,))
    assert g.current_player == 1   # Deirdre may heal in answer to the card itself
    pass_(g)
    assert g.stack[-2].kind == "loss"   # and right after losing the Fortitude
    pass_(g)
    assert g.players[1].fortitude == 5 and not g.players[1].out
    assert g.current_player == 1 and g.stack[-2].kind == "last_chance"
    play(g, HEAL)
    assert not g.players[1].out and g.players[1].fortitude == 7


def test_last_chance_declined_means_out() -> None:
    """000 Losing the Game: a player who cannot or does not save themselves is out."""
    s = table(3, {0: [HIT2], 1: [HEAL]})
    s.stats(1, fortitude=7, alcohol=5)
    g = s.build()
    play(g, HIT2, targets=(1,))
    for _ in range(3):   # the card's window, the Fortitude-loss window, the last chance
        pass_(g)
    assert g.players[1].out


def test_out_of_gold() -> None:
    """000 Running Out of Gold: a player with no Gold is out of the game."""
    s = table(3, {0: [TIP]})
    s.stats(2, gold=1)
    g = s.build()
    play(g, TIP, targets=(2,))
    assert g.players[2].out and g.players[2].gold == 0


def test_pass_out_share_saves_broke_player() -> None:
    """000 Losing the Game: a passing-out player's Gold is split first and can save a broke player."""
    s = table(3, {0: ["Mass Heal!"]})
    # Mass Heal: everyone +1 Fortitude, each other player pays 1 Gold: seat 2 goes broke.
    s.stats(1, fortitude=5, alcohol=18, gold=9)
    s.stats(2, gold=1)
    g = s.build()
    play(g, "Mass Heal!")
    # seat 1 passes out (6 vs 18) with 8 Gold: 4 to the Inn, 4 split between seats 0 and 2 (2 each)
    assert g.players[1].out and not g.players[2].out
    assert g.players[2].gold == 2


def test_everyone_losing_at_once_is_a_tie() -> None:
    """000 Losing the Game: if all remaining players would lose at once, the game is a tie between them."""
    s = Scenario(["deirdre", "gerki"])
    s.hand(0, [])
    s.hand(1, [])
    s.stats(0, fortitude=2, alcohol=1)
    s.stats(1, fortitude=2, alcohol=1)
    s.drink_me(0, [])
    s.drink_me(1, [])
    s.drink_deck(["Drinking Contest!", "Wine", "Wine", "Water", "Water"])
    s.drink_me(0, ["Drinking Contest!"])
    s.drink_deck(["Wine", "Wine", "Water", "Water", "Water"])
    s.turn(0, "drink")
    g = s.build()
    assert g.is_over and sorted(g.winners) == [0, 1]


def test_winner_when_one_left() -> None:
    """000 Object of the Game: the last player standing wins."""
    s = table(2, {0: [HIT2]})
    s.stats(1, fortitude=2, alcohol=0)
    g = s.build()
    play(g, HIT2, targets=(1,))
    assert g.is_over and g.winners == [0] and g.current_player is None


def test_losing_checked_only_when_nothing_resolves() -> None:
    """000 Running out of Gold During Gambling: a player who runs out of Gold mid-Round stays in until it has ended."""
    s = Scenario(["gerki", "deirdre", "zot"])
    s.hand(0, ["Gambling? I'm in!"])
    s.hand(1, [])
    s.hand(2, [])
    s.stats(1, gold=1)
    s.turn(0, "action")
    g = s.build()
    play(g, "Gambling? I'm in!")
    # Deirdre anted her last Gold; the Round ran out with Gerki in control; only then is she out.
    assert g.round is None and g.players[0].gold == 12
    assert g.players[1].out
