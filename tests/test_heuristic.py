"""The heuristic bot makes the decisions a sensible player makes, always legally, and beats random bots.

Each situation is built exactly with the scenario builder; the bot decides from its seat's view only.
Rules are cited by rulebook file (000 = shared/rulebooks/000_7bfbc92714e683e0.txt) and section.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

import innkeeper
from innkeeper.bots import SeatView, make_bot, play_out
from innkeeper.bots.heuristic import HeuristicBot, evaluate
from innkeeper.testing import Scenario, alcohol_fortitude_gold, find, hand, play

# Cards used below (titles exactly as printed).
RUST = "This is just the thing to get the rust off my armor!"
BLOOD = "This is just the thing to get the blood off my sword!"
ARMOR = "Luckily for me, I was wearing my armor!"
BIKINI = "Hey! No more chain mail bikini jokes!"
HEALER = "I'm a quick healer."
GO_AWAY = "Go away! I'm arranging my weapons by size."
POLISHING = "Go away! I'm polishing my arsenal."
GAMBLE = "Gambling? I'm in!"
NOT_SO = "I don't think so!"
DUMP = "Dump it on the floor"
EXTRA = "A little somethin' extra"
TIP = "Tip the Wench."
TRANSMUTE = "Transmute peanuts to gold"
NO_POOKY = "No, Pooky! That's my friend!"
BACK = "How did this get stuck in your back?"
DOWN_POOKY = "Down Pooky!"
LICH_KING = "Look over there! It's the Lich King!"
MY_DICE = "This time, we'll use my dice."
DISTRACT = "I told you not to distract me!"
DRINKS = ["Light Ale"] * 12


def table(characters: list[str], hands: list[list[str]], turn: int = 0, phase: str = "action", stats=None,
          drink_me=None, drink_deck=DRINKS, **options) -> innkeeper.Game:
    """A game with exact hands, stats and Drink Me! piles, at ``turn``'s ``phase``."""
    s = Scenario(characters, **options)
    s.deal(hands, drink_me, stats)
    s.drink_deck(list(drink_deck))
    s.turn(turn, phase)
    return s.build()


def decide(g: innkeeper.Game) -> innkeeper.Action:
    """The heuristic bot's choice for the seat that must decide now."""
    seat = g.current_player
    view = SeatView(g, seat)
    action = HeuristicBot(seat, 0).act(view)
    assert action in view.legal
    return action


# ----- Drinks ------------------------------------------------------------------------------------------------

def test_ignores_a_drink_that_would_knock_it_out() -> None:
    """000 Passing Out: Alcohol reaching Fortitude is out; Fiona at 8/10 Ignores the Wine that would do it."""
    g = table(["fiona", "gerki", "zot"], [[RUST, BIKINI], [], []], phase="drink",
              stats={0: {"fortitude": 10, "alcohol": 8}}, drink_me={0: ["Wine"]})
    choice = decide(g)
    assert choice.kind == "play" and choice.card == RUST
    g.apply(choice)
    assert alcohol_fortitude_gold(g, 0)[:2] == (8, 10)


def test_keeps_its_ignore_when_a_light_ale_does_not_matter() -> None:
    """At full health a Light Ale is trivia: the bot keeps its Ignore for a Drink that matters."""
    g = table(["fiona", "gerki", "zot"], [[RUST, BIKINI], [], []], phase="drink", drink_me={0: ["Light Ale"]})
    assert decide(g).kind == "pass"


def test_ignores_a_strong_drink_when_low() -> None:
    """Dragon Breath Ale at margin 7 is worth an Ignore even though it would not knock the bot out."""
    g = table(["fiona", "gerki", "zot"], [[RUST, BIKINI], [], []], phase="drink",
              stats={0: {"fortitude": 15, "alcohol": 8}}, drink_me={0: ["Dragon Breath Ale"]})
    assert decide(g).card == RUST


def test_splits_mead_with_the_opponent_closest_to_passing_out() -> None:
    """000 Mead and Similar Drinks: the drinker may split it; half goes to whoever it hurts most."""
    s = Scenario(["fiona", "gerki", "zot", "deirdre"], drink_deck="second")
    for seat in range(4):
        s.hand(seat, [])
    s.stats(1, alcohol=6)
    s.stats(2, fortitude=9, alcohol=6)   # margin 3: the weakest
    s.stats(3, alcohol=9)
    s.drink_me(0, ["Mead"])
    s.turn(0, "drink")
    g = s.build()
    choice = decide(g)
    assert choice.kind == "choose" and choice.option == "split" and choice.targets == (2,)


def test_splits_a_mead_it_passed_on_with_the_weakest_other_player() -> None:
    """000 Mead and Similar Drinks: the revealer still chooses the split after passing the Mead on; the bot sends
    the other half to the opponent closest to passing out, not to itself."""
    s = Scenario(["deirdre", "gerki", "zot"], drink_deck="second")
    s.hand(0, ["You look like you need this more than I do!"]).hand(1, []).hand(2, [])
    s.stats(2, fortitude=9, alcohol=6)   # margin 3: the weakest
    s.drink_me(0, ["Mead"])
    s.turn(0, "drink")
    g = s.build()
    play(g, "You look like you need this more than I do!", drink=0, targets=(1,))
    assert g.current_player == 0
    choice = decide(g)
    assert choice.kind == "choose" and choice.option == "split" and choice.targets == (2,)


def test_orders_a_drinks_draw_before_its_discard() -> None:
    """000 Discarding and Drawing: offered the order of a Drink's draw and discard, the bot draws first (it then
    discards knowing more)."""
    pack = Path(__file__).resolve().parent / "content" / "draw_discard_pack.toml"
    s = Scenario(["deirdre", "gerki"], content=[pack])
    s.hand(0, ["Tip the Wench."]).hand(1, [])
    s.drink_me(0, ["Test Scholar's Ale with a Chaser", "Test Muddled Cider"]).turn(0, "drink")
    g = s.build()
    while g.current_player == 0 and g.stack and g.stack[-1].kind == "window" or find(g, "drink"):
        g.apply((find(g, "drink") or find(g, "pass"))[0])
    choice = decide(g)
    assert choice.kind == "choose" and choice.option == "draw"


# ----- attacks and orders ------------------------------------------------------------------------------------

def test_hits_the_player_closest_to_passing_out() -> None:
    """Of three opponents at margins 12, 5 and 9, the attack goes to the one at 5."""
    g = table(["fiona", "gerki", "zot", "deirdre"], [[BIKINI], [], [], []],
              stats={1: {"alcohol": 8}, 2: {"fortitude": 12, "alcohol": 7}, 3: {"alcohol": 11}})
    choice = decide(g)
    assert choice.card == BIKINI and choice.targets == (2,)


def test_prefers_a_knock_out() -> None:
    """2 Fortitude knocks Gerki (margin 2) out; Zot (margin 3, many Drinks waiting) is weaker on paper but survives."""
    g = table(["fiona", "gerki", "zot"], [[BIKINI], [], []],
              stats={1: {"fortitude": 10, "alcohol": 8}, 2: {"fortitude": 10, "alcohol": 7}},
              drink_me={2: ["Water", "Water", "Water", "Water"]})
    choice = decide(g)
    assert choice.card == BIKINI and choice.targets == (1,)


def test_orders_for_the_most_vulnerable_opponent() -> None:
    """000 Order a Drink: the Drink goes face down to the opponent it may knock out soonest."""
    g = table(["fiona", "gerki", "zot", "deirdre"], [[], [], [], []], phase="order",
              stats={1: {"alcohol": 8}, 2: {"fortitude": 10, "alcohol": 6}, 3: {"alcohol": 11}})
    choice = decide(g)
    assert choice.kind == "order" and choice.targets == (2,)


def test_hits_back() -> None:
    """000 Timing Example 3: after a card cost Zot Fortitude he hits its player back."""
    g = table(["zot", "gerki", "fiona"], [[NO_POOKY], [BACK], []], turn=1)
    play(g, BACK, targets=[0])
    choice = decide(g)
    assert choice.card == NO_POOKY


# ----- Negate and Ignore -------------------------------------------------------------------------------------

def test_does_not_waste_a_negate_on_trivia() -> None:
    """Gerki Ignoring his own Light Ale at full health is not worth 'I don't think so!'."""
    g = table(["zot", "gerki", "fiona"], [[NOT_SO], [DUMP], []], turn=1, phase="drink", drink_me={1: ["Light Ale"]})
    play(g, DUMP, drink=0)
    assert g.current_player == 0
    assert decide(g).kind == "pass"


def test_negates_the_ignore_that_would_save_an_opponent() -> None:
    """Gerki would pass out from his Wine and Ignores it: Negating his card knocks him out."""
    g = table(["zot", "gerki", "fiona"], [[NOT_SO], [DUMP], []], turn=1, phase="drink",
              stats={1: {"fortitude": 10, "alcohol": 9}}, drink_me={1: ["Wine"]})
    play(g, DUMP, drink=0)
    assert g.current_player == 0
    assert decide(g).card == NOT_SO


def test_negates_a_card_that_would_knock_it_out() -> None:
    """Gerki spikes Zot's Wine to 4 Alcohol, enough to knock Zot out: Zot Negates the spike."""
    g = table(["zot", "gerki", "fiona"], [[NOT_SO], [EXTRA], []], phase="drink",
              stats={0: {"fortitude": 10, "alcohol": 7}}, drink_me={0: ["Wine"]})
    assert g.current_player == 1
    play(g, EXTRA, drink=0)
    assert g.current_player == 0
    assert decide(g).card == NOT_SO


def test_ignores_an_attack_only_when_it_matters() -> None:
    """'Luckily for me...' is kept against 1 Fortitude at full health and spent when that would knock Fiona out."""
    for fortitude, alcohol, expected in ((20, 0, "pass"), (10, 9, "play")):
        g = table(["fiona", "zot", "gerki"], [[ARMOR], [DOWN_POOKY], []], turn=1,
                  stats={0: {"fortitude": fortitude, "alcohol": alcohol}})
        play(g, DOWN_POOKY, targets=[0])
        assert decide(g).kind == expected


def test_shields_its_last_gold() -> None:
    """000 Running Out of Gold: at 1 Gold, Zot lets the Inn pay the Tip rather than go out."""
    g = table(["zot", "gerki", "fiona"], [[TRANSMUTE], [TIP], []], turn=1, stats={0: {"gold": 1}})
    play(g, TIP, targets=[0])
    assert decide(g).card == TRANSMUTE


def test_heals_when_low_but_not_at_full_fortitude() -> None:
    """'I'm a quick healer.' is played at margin 4 and kept at 20 Fortitude, where it would do nothing."""
    g = table(["fiona", "gerki", "zot"], [[HEALER], [], []], stats={0: {"fortitude": 12, "alcohol": 8}})
    assert decide(g).card == HEALER
    g = table(["fiona", "gerki", "zot"], [[HEALER], [], []], stats={0: {"alcohol": 10}})
    assert decide(g).kind == "pass"


def test_heals_itself_in_its_last_chance() -> None:
    """000 Losing the Game: a last chance to save yourself; Fiona at 10/10 heals 2 and stays in."""
    g = table(["fiona", "gerki", "zot"], [[HEALER], [], []], stats={0: {"fortitude": 10, "alcohol": 10}})
    assert g.stack and g.stack[-1].kind == "window"
    choice = decide(g)
    assert choice.card == HEALER
    g.apply(choice)
    assert not g.players[0].out and alcohol_fortitude_gold(g, 0)[:2] == (10, 12)


# ----- discarding and gambling -------------------------------------------------------------------------------

def test_discards_useless_cards_and_keeps_defences() -> None:
    """000 Discard and Draw: the Round-leaving cards and spare Gambling cards go; the Ignores stay."""
    g = table(["fiona", "gerki", "zot"], [[GO_AWAY, POLISHING, RUST, BLOOD, ARMOR, GAMBLE, GAMBLE], [], []],
              phase="discard")
    discarded = []
    while g.phase == "discard" and g.current_player == 0:
        choice = decide(g)
        if choice.kind == "discard":
            discarded.append(choice.card)
        g.apply(choice)
    assert {GO_AWAY, POLISHING} <= set(discarded) and discarded.count(GAMBLE) >= 1
    assert {RUST, BLOOD, ARMOR} <= set(hand(g, 0))


def test_leaves_a_round_it_cannot_win() -> None:
    """000 Leaving a Round: with no Gambling or Cheating card, Fiona skips the ante and leaves."""
    g = table(["fiona", "gerki", "zot"], [[GO_AWAY], [GAMBLE, GAMBLE], []], turn=1)
    play(g, GAMBLE)
    assert g.current_player == 0
    assert decide(g).card == GO_AWAY


def test_takes_control_of_a_round_holding_a_cheat() -> None:
    """000 Gambling: Zot holds a Cheating card and takes control rather than passing."""
    g = table(["zot", "gerki"], [[LICH_KING], [GAMBLE]], turn=1)
    play(g, GAMBLE)
    assert g.round is not None and g.current_player == 0
    assert decide(g).card == LICH_KING


def test_gambles_holding_cheats_and_attacks_otherwise() -> None:
    """000 Gambling: with two Cheating cards behind it Zot starts a Round; with none he hits the weak Gerki."""
    strong = [GAMBLE, LICH_KING, MY_DICE, DISTRACT]
    g = table(["zot", "gerki", "fiona"], [strong, [], []])
    assert decide(g).card == GAMBLE
    g = table(["zot", "gerki", "fiona"], [[GAMBLE, DISTRACT], [], []], stats={1: {"fortitude": 8, "alcohol": 4}})
    choice = decide(g)
    assert choice.card == DISTRACT and choice.targets == (1,)


# ----- legality, reproducibility, strength -------------------------------------------------------------------

def test_always_legal_over_random_playouts() -> None:
    """Whole games at 2 to 8 seats, with and without ask_all: every choice is one of the legal actions."""
    chars = innkeeper.characters()
    rng = random.Random(5)
    for seed in range(35):
        n = 2 + seed % 7
        g = innkeeper.new_game([rng.choice(chars) for _ in range(n)], seed=seed, ask_all=seed % 4 == 0,
                               drink_deck="second" if seed % 3 == 0 else "core")
        kinds = ["heuristic" if rng.random() < 0.5 else "random" for _ in range(n)]
        bots = [make_bot(k, s, seed * 10 + s) for s, k in enumerate(kinds)]
        steps = 0
        while not g.is_over:
            view = SeatView(g, g.current_player)
            action = bots[view.seat].act(view)
            assert action in view.legal
            g.apply(action)
            steps += 1
        assert g.winners and steps > 10


def test_same_seed_same_choices() -> None:
    """The bot draws only on its own seeded generator: the same seeds replay the same game."""
    logs = []
    for _ in range(2):
        g = innkeeper.new_game(["zot", "gerki", "fiona", "deirdre"], seed=11)
        log: list[str] = []
        bots = [make_bot("heuristic", s, 3 + s) for s in range(4)]
        play_out(g, bots, on_step=lambda g, a, ev, log=log: log.append(str(a)))
        logs.append(log)
    assert logs[0] == logs[1] and len(logs[0]) > 20


def test_unknown_option_is_refused() -> None:
    """Options the bot does not know are an error naming them."""
    with pytest.raises(ValueError, match="unknown heuristic bot option"):
        make_bot("heuristic", 0, 1, depth=3)


def test_beats_three_random_bots() -> None:
    """Over 200 four-seat games, seats and characters rotating, one heuristic bot wins far more than 1 in 4."""
    perms = list(itertools.permutations(innkeeper.characters(), 4))
    wins = 0.0
    games = 200
    for i in range(games):
        seat = i % 4
        g = innkeeper.new_game(list(perms[(i // 4) % len(perms)]), seed=i)
        play_out(g, [make_bot("heuristic" if s == seat else "random", s, 1000 * i + s) for s in range(4)])
        if seat in g.winners:
            wins += 1 / len(g.winners)
    assert wins / games > 0.45


# ----- evaluate ----------------------------------------------------------------------------------------------

def test_evaluate_favours_the_healthy_and_scores_the_end() -> None:
    """evaluate is in [0, 1], higher for the seat further from passing out, 1 for a winner and 0 once out."""
    g = table(["fiona", "gerki", "zot"], [[], [], []], stats={1: {"alcohol": 15}})
    obs = g.observe(0)
    values = [evaluate(obs, s) for s in range(3)]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[0] > values[1] and values[2] > values[1]
    assert abs(sum(values) - 1.0) < 1e-9
    g = innkeeper.new_game(["fiona", "gerki"], seed=2)
    play_out(g, [make_bot("heuristic", 0, 1), make_bot("random", 1, 2)])
    obs = g.observe(0)
    winner = g.winners[0]
    assert evaluate(obs, winner) == (1.0 if len(g.winners) == 1 else 0.5)
    loser = 1 - winner
    if loser not in g.winners:
        assert evaluate(obs, loser) == 0.0



# ----- the op registry's estimates ---------------------------------------------------------------------------

def _scores(g: innkeeper.Game, know=None) -> dict[str, float]:
    """The bot's score of each card play for the seat deciding now (best per title)."""
    seat = g.current_player
    view = SeatView(g, seat)
    bot = HeuristicBot(seat, 0, **({"knowledge": know} if know is not None else {}))
    out: dict[str, float] = {}
    for a, s in zip(view.legal, bot.scores(view), strict=True):
        if a.kind == "play":
            out[a.card] = max(s, out.get(a.card, -9.0))
    return out


def test_an_effect_counts_as_its_operation_declares(monkeypatch) -> None:
    """The bot reads what an attack does from the op registry's estimate: declared as nothing, it is worth nothing."""
    import dataclasses

    from innkeeper.bots.knowledge import Knowledge
    from innkeeper.engine.ops import OPS

    g = table(["fiona", "gerki", "zot"], [[BIKINI], [], []], stats={1: {"alcohol": 8}})
    assert _scores(g, Knowledge())[BIKINI] > 0.0
    monkeypatch.setitem(OPS, "lose_fortitude", dataclasses.replace(OPS["lose_fortitude"], estimate=None))
    assert _scores(g, Knowledge())[BIKINI] <= 0.0


def test_mocking_and_singing_are_worth_something() -> None:
    """Ops the bot had no copy of get values from their declared estimates: a Mock aimed at a rival, a Song Sung."""
    g = table(["greppa", "gerki", "zot"], [["Ha! You make this too easy"], [], []])
    assert _scores(g)["Ha! You make this too easy"] > 0.0
    g = table(["jin", "gerki", "zot"], [["Encore! Encore!"], [], []])
    assert _scores(g)["Encore! Encore!"] > 0.0


def test_shares_a_loss_it_cannot_otherwise_stop() -> None:
    """Eve's Share Pain halves the Fortitude she would lose and costs its player the same: she plays it."""
    share = "I've been working on a new spell. It's called Share Pain!"
    g = table(["eve", "fiona", "zot"], [[share], [BIKINI], []], turn=1, stats={0: {"fortitude": 4}})
    play(g, BIKINI, targets=[0])
    assert g.current_player == 0
    choice = decide(g)
    assert choice.card == share
