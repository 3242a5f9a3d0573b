"""Rulebook 000 Mead and Similar Drinks: the player who revealed the Mead chooses the split, also after passing it.

Once players are done changing a revealed Mead, the player who revealed it chooses a player to split it with; this
holds also when the Mead was passed to another player meanwhile (the halves then go to the player it was passed to
and the player chosen)."""

from __future__ import annotations

from innkeeper.testing import Scenario, act, can, pass_, pass_until_settled, play, texts

DEIRDRE, GERKI, ZOT = 0, 1, 2
PASS_IT = "You look like you need this more than I do!"   # Deirdre's Sometimes: hand your Drink to another player


def table() -> Scenario:
    """Deirdre (0) reveals Mead in her Drink phase, holding a card that passes a Drink; Gerki (1) and Zot (2)."""
    s = Scenario(["deirdre", "gerki", "zot"], drink_deck="second")
    s.hand(DEIRDRE, [PASS_IT]).hand(GERKI, []).hand(ZOT, [])
    s.drink_me(DEIRDRE, ["Mead"]).drink_deck(["Water"] * 8)
    return s.turn(DEIRDRE, "drink")


def test_the_revealer_chooses_the_split_after_passing_the_mead():
    """000 Mead and Similar Drinks: Deirdre reveals Mead and passes it to Gerki; she, its revealer, still chooses
    whom it is split with (anyone but Gerki, who has it): she picks Zot, and Gerki and Zot each drink 2."""
    g = table().build()
    play(g, PASS_IT, drink=0, targets=(GERKI,))
    assert g.current_player == DEIRDRE and g.stack[-1].kind == "drink"
    assert {(a.option, a.targets) for a in g.legal_actions()} == {
        ("keep", ()), ("split", (DEIRDRE,)), ("split", (ZOT,))}
    events = act(g, "choose", option="split", targets=(ZOT,))
    assert "Deirdre splits Gerki's Drink with Zot" in texts(events)
    assert [p.alcohol for p in g.players] == [0, 2, 2]


def test_the_revealer_may_leave_the_passed_mead_whole():
    """000 Mead and Similar Drinks: the choice may be not to split; Gerki, who was passed the Mead, drinks all 3."""
    g = table().build()
    play(g, PASS_IT, drink=0, targets=(GERKI,))
    assert g.current_player == DEIRDRE and can(g, "choose", option="keep")
    act(g, "choose", option="keep")
    assert [p.alcohol for p in g.players] == [0, 3, 0]


def test_the_revealer_chooses_when_nobody_changes_it():
    """000 Mead and Similar Drinks (contrast): kept by its revealer, she splits it with a player of her choice."""
    g = table().build()
    pass_(g)
    assert g.current_player == DEIRDRE
    assert {(a.option, a.targets) for a in g.legal_actions()} == {
        ("keep", ()), ("split", (GERKI,)), ("split", (ZOT,))}
    act(g, "choose", option="split", targets=(GERKI,))
    pass_until_settled(g)   # (Deirdre could pass her half on in the window on the halves; she does not)
    assert [p.alcohol for p in g.players] == [2, 2, 0]
