"""Kaylin the Renegade with Wulfric (innkeeper/content/data/kaylin.toml): each of her cards and each of Wulfric's
moods works, and is refused (or Ignored, Negated, or does nothing) where it does not apply; and the mood mechanism
(innkeeper/engine/moods.py): setup, the paw print, reshuffling, saving, cloning, observing, determinizing.

The cards every deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench's tip, stop playing with
the drinks, "Tip the Wench.", "Wench, bring some drinks for my friends!", "What's that up your sleeve?") are tested in
test_shared.py; they appear here only to set up a situation. Every seat's hand and the Wulfric Deck are set exactly.
"001" is rulebook shared/rulebooks/001_1cea4fe352a848bc.txt (How to Play, third edition), "004" is
004_30c0125d7da16774.txt (Allies), "000" the core rulebook; a card's own effect comes from the header of
kaylin.toml (rulebook cards keep the effect the rulebooks give them; the rest are designed).
"""

from __future__ import annotations

import pytest

from innkeeper import screen
from innkeeper.content import ContentError, load_content
from innkeeper.engine import Game
from innkeeper.testing import (
    Scenario,
    alcohols,
    can,
    drink,
    find,
    fortitudes,
    golds,
    in_quiet,
    pass_,
    pass_until_settled,
    play,
    playable,
    texts,
)

KAYLIN, ZOT, FIONA = 0, 1, 2
DRINKS = ["Light Ale"] * 12

# Kaylin's main deck.
CUTE = "Don't call me cute!"
BITE = "Actually, his bite is worse than his bark"
WE_DONT = "We don't think so!"
TANKARDS = "Why do they have to make these tankards so big?"
SO_BIG = "You think you're so big? Have another drink!"
FEEDING = "Not now, I'm feeding Wulfric"
POOF = "*Poof!*"
PIXIE = "Private Pixie Time"
SIC = "Sic 'em, Wulfric!"
GUARD = "Wulfric, guard me!"
SNEEZE = "Gesundheit, Wulfric!"
FETCH = "Fetch, Wulfric! The shiny ones!"
NUDGE = "Wulfric, nudge their elbow!"
FINISH = "Here, Wulfric, you finish it."
GOOD_BOY = "Who's a good boy? You are!"
SNIFF = "Wulfric, go sniff out their cards!"
SETTLE = "Easy, boy. Settle down."
WATERSKIN = "A swig from my waterskin"

# The Wulfric Deck.
PLAYFUL = "Playful"
PROTECTIVE = "Protective"
EAGER = "Eager"
THIRSTY = "Thirsty"
HUNGRY = "Hungry"
SLEEPY = "Sleepy"
GRUMPY = "Grumpy"
MISCHIEVOUS = "Mischievous"
CUDDLY = "Cuddly"
LOYAL = "Loyal"
RESTLESS = "Restless"
MOODS = [PLAYFUL, PROTECTIVE, EAGER, THIRSTY, HUNGRY, SLEEPY, GRUMPY, MISCHIEVOUS, CUDDLY, LOYAL, RESTLESS]

# Shared and other characters' cards used to build situations.
GAMBLE = "Gambling? I'm in!"
SLEEVE = "What's that up your sleeve?"
IDTS = "I don't think so!"
WENCH_THINKS = "The Wench thinks you should stop playing with the drinks."
STARS = 'The stars say, "No!"'
DOWN_POOKY = "Down Pooky!"
DISTRACT = "I told you not to distract me!"
FRIEND = "No, Pooky! That's my friend!"
BAD_POOKY = "Bad Pooky! Don't drink that!"
PRESTO = "Nothing up my sleeve! Presto! What's that behind your ear?"
ARMOR = "Luckily for me, I was wearing my armor!"
BIKINI = "Hey! No more chain mail bikini jokes!"
HEAD = "Sorry about that, I just instinctively aim for the head..."
QUICK_HEALER = "I'm a quick healer."
BORROW = "Hey guys... Can I borrow some gold? Armor repair isn't cheap, ya' know."

# The mood shown at the start of most tests (it has no rule) and the one under it (a rule only as a turn starts).
START_MOOD = SLEEPY
NEXT_MOOD = CUDDLY


def table(hands, *, turn=KAYLIN, phase="action", mood=START_MOOD, wulfric=None, wulfric_discard=(),
          drink_me=None, stats=None, deck=DRINKS, ask_all=False, characters=("kaylin", "zot", "fiona")):
    """Kaylin (0), Zot (1) and Fiona (2) with exact hands, Wulfric's mood and the Wulfric Deck (top first; by default
    only NEXT_MOOD, or START_MOOD when NEXT_MOOD is the mood shown)."""
    if wulfric is None:
        wulfric = (NEXT_MOOD,) if mood != NEXT_MOOD else (START_MOOD,)
    s = Scenario(list(characters[: len(hands)]), ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.side(KAYLIN, shown=[mood] if mood else [], deck=list(wulfric), discard=list(wulfric_discard))
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    return s.build()


def wulfric(g) -> dict:
    """Kaylin's Wulfric Deck: the mood face up, the deck (top first) and the discards, as titles."""
    d = next(d for d in g.sides if d.kind == "moods" and d.owner == KAYLIN)
    return {"mood": [g.title(c) for c in d.shown], "deck": [g.title(c) for c in d.deck][::-1],
            "discard": [g.title(c) for c in d.discard]}


def mood(g) -> str | None:
    """Wulfric's current mood."""
    shown = wulfric(g)["mood"]
    return shown[-1] if shown else None




def zot_hits_kaylin(hands=((), (DISTRACT,), ()), card=DISTRACT, **kw):
    """Zot (in his Action phase) plays ``card`` on Kaylin; returns the game and the events."""
    g = table(hands, turn=ZOT, **kw)
    events = play(g, card, targets=(KAYLIN,))
    return g, events


def until_can(g, seat: int, card: str) -> None:
    """Pass for everyone until ``seat`` may play ``card``."""
    for _ in range(30):
        if g.current_player == seat and can(g, "play", card):
            return
        pass_(g)
    raise AssertionError(f"seat {seat} never could play {card!r}")


def offered(g, seat: int) -> set[str]:
    """Pass through every open window (build with ask_all, so everyone is asked); the titles ``seat`` was offered."""
    titles: set[str] = set()
    for _ in range(60):
        if not (g.stack and g.stack[-1].kind == "window"):
            return titles
        if g.current_player == seat:
            titles |= playable(g)
        pass_(g)
    raise AssertionError("the windows never closed")


def next_turn(g) -> list:
    """The active player plays no more cards, orders, drinks and ends the turn; the next player draws. The events."""
    start = g.turn
    events = []
    for _ in range(80):
        if g.turn != start and g.phase != "discard":
            return events
        for kind in ("drink", "pass", "order", "draw"):
            found = find(g, kind)
            if found:
                events += g.apply(found[0])
                break
    raise AssertionError("the turn never ended")


def her_turn_starts(mood: str, **kw) -> tuple:
    """Fiona (holding an Anytime card, so she decides) ends her turn; Kaylin's starts. The game and the events."""
    g = table([(), (), (QUICK_HEALER,)], turn=FIONA, phase="drink", mood=mood, **kw)
    events = next_turn(g)
    assert g.turn == KAYLIN or g.players[KAYLIN].out
    return g, texts(events)


def her_turn_ends(mood: str, **kw):
    """Kaylin (holding an Anytime card) ends her turn; Zot's starts. The game."""
    g = table([(QUICK_HEALER,), (), ()], turn=KAYLIN, phase="drink", mood=mood, **kw)
    next_turn(g)
    assert g.turn != KAYLIN
    return g


# ===== the deck ===================================================================================

def test_core_cards_are_the_shared_cards():
    """cards.md section 4: Kaylin's copies of the shared cards are the very cards the other decks hold."""
    c = load_content()
    kaylin, zot = set(c.characters["kaylin"].deck), set(c.characters["zot"].deck)
    for title in (GAMBLE, "I raise!", "Winning Hand!", "Oh, I guess the Wench thought that was her tip...",
                  WENCH_THINKS, "Tip the Wench.", "Wench, bring some drinks for my friends!", SLEEVE):
        assert len(c.variants[title]) == 1 and c.variants[title][0] in kaylin & zot


def test_deck_shape():
    """cards.md section 5: 5, 3, 2x8, 1x16 (26 titles, 40 cards), "Gambling? I'm in!" x5; Wulfric 12 cards, 11 faces."""
    c = load_content()
    ch = c.characters["kaylin"]
    assert ch.source == "reconstructed" and ch.set == "RDI3" and ch.race == "human"
    counts = {c.cards[i].title: ch.deck.count(i) for i in set(ch.deck)}
    assert len(ch.deck) == 40 and len(counts) == 26
    assert sorted(counts.values(), reverse=True) == [5, 3] + [2] * 8 + [1] * 16
    assert counts[GAMBLE] == 5 and counts[CUTE] == 3 and counts[FETCH] == 2 and counts[SIC] == 1
    assert ch.side.kind == "moods" and ch.side.name == "Wulfric Deck" and len(ch.side.deck) == 12
    faces = {c.cards[i].title: ch.side.deck.count(i) for i in set(ch.side.deck)}
    assert sorted(faces) == sorted(MOODS) and faces[PLAYFUL] == 2
    assert (ch.side.shown, ch.side.setup_reveal, ch.side.turn_reveal) == (1, 1, False)
    assert not set(ch.deck) & set(ch.side.deck)
    for title in (CUTE, BITE, WE_DONT, TANKARDS, SO_BIG, FEEDING, POOF, PIXIE, PLAYFUL):
        assert c.cards[c.variants[title][-1]].source == "rulebook", title
    assert c.cards[c.variants[PIXIE][-1]].type == "anytime"


def test_paw_cards_end_with_a_mood_change():
    """kaylin.toml: a card with the paw print changes Wulfric's mood after its other effects; the others never do."""
    c = load_content()
    ch = c.characters["kaylin"]
    paws = {c.cards[i].title for i in set(ch.deck) if c.cards[i].paw}
    assert paws == {BITE, FEEDING, SIC, GUARD, SNEEZE, FETCH, NUDGE, FINISH, GOOD_BOY, SNIFF}
    for i in set(ch.deck):
        card = c.cards[i]
        for m in card.modes:
            ops = [e.op for e in m.effects]
            if card.paw:
                assert ops[-1] == "change_mood" and ops.count("change_mood") == 1
            elif card.title != SETTLE:
                assert "change_mood" not in ops


# ===== the mood mechanism ===========================================================================

def test_setup_turns_one_mood_face_up():
    """Design: at setup the top card of the shuffled Wulfric Deck is turned face up: Wulfric's mood."""
    for seed in range(5):
        g = Scenario(["kaylin", "zot", "fiona"], seed=seed).build()
        w = wulfric(g)
        assert len(w["mood"]) == 1 and len(w["deck"]) == 11 and w["discard"] == []
        assert sorted(w["mood"] + w["deck"]) == sorted(MOODS + [PLAYFUL])


def test_a_paw_card_changes_the_mood_after_its_other_effects():
    """Design (the paw print): the loss comes first, then Sleepy goes to the discards and the next mood is shown."""
    g = table([(BITE,), (), ()])
    events = texts(play(g, BITE, targets=(ZOT,)))
    assert events.index("Zot loses 3 Fortitude.") < events.index(f"Wulfric is now {NEXT_MOOD}.")
    assert wulfric(g) == {"mood": [NEXT_MOOD], "deck": [], "discard": [START_MOOD]}


def test_an_empty_wulfric_deck_is_shuffled_from_its_discards():
    """Design: when no mood is left in the deck, the discards (the mood just discarded among them) become the deck."""
    g = table([(SETTLE, CUTE), (), ()], wulfric=(), wulfric_discard=(EAGER,))
    events = texts(play(g, SETTLE))
    assert "Kaylin's Wulfric Deck is shuffled from its discards." in events
    w = wulfric(g)
    assert len(w["mood"]) == 1 and sorted(w["mood"] + w["deck"]) == sorted([START_MOOD, EAGER]) and not w["discard"]


def test_moods_survive_save_and_load_clone_and_observe():
    """The Wulfric Deck is saved and restored, cloned, and shown to everyone: the mood and discards, not the order."""
    g = table([(BITE, CUTE), (), ()], mood=PLAYFUL, wulfric=(EAGER, GRUMPY), wulfric_discard=(THIRSTY,))
    play(g, BITE, targets=(ZOT,))
    assert Game.from_json(g.to_json()) == g
    assert g.clone() == g and g.clone().sides[0] is not g.sides[0]
    for seat in (None, KAYLIN, ZOT):
        sides = g.observe(seat)["sides"]
        assert sides == [{"kind": "moods", "name": "Wulfric Deck", "owner": KAYLIN, "deck_size": 1,
                          "discard": [THIRSTY, PLAYFUL], "shown": [EAGER], "fronts": [[], [], []]}]
    assert mood(Game.from_json(g.to_json())) == EAGER


def test_determinize_keeps_the_mood_and_the_discards():
    """determinize re-deals the hidden order of the Wulfric Deck; the face-up mood and the discards stay."""
    g = Scenario(["kaylin", "zot", "fiona"], seed=3).build()
    before = wulfric(g)
    for seed in range(4):
        h = g.determinize(ZOT, seed)
        after = wulfric(h)
        assert after["mood"] == before["mood"] and after["discard"] == before["discard"]
        assert sorted(after["deck"]) == sorted(before["deck"])


def test_the_screen_says_wulfrics_mood():
    """The terminal mats word a moods deck as the companion's mood: "Wulfric is Playful"."""
    g = table([(CUTE,), (), ()], mood=PLAYFUL, wulfric=(EAGER,))
    obs = g.observe(ZOT)
    assert screen.side_notes(obs, KAYLIN) == ["Wulfric is Playful", "Wulfric Deck 1, 0 discarded"]
    assert screen.side_notes(obs, ZOT) == []
    assert "Wulfric is Playful" in screen.to_text(screen.mats(obs, ZOT), width=220)


def test_change_mood_on_a_table_without_a_moods_deck_does_nothing():
    """The operation changes only its player's own companion's mood: Zot has none."""
    g = table([(CUTE,), (DOWN_POOKY,), ()])
    before = wulfric(g)
    from innkeeper.engine.mechanics import moods

    moods.change_owned(g, ZOT)
    assert wulfric(g) == before


def test_a_mood_card_may_not_have_effects_and_a_moods_deck_shows_one():
    """docs/content-format.md, Moods: a mood card has only passive rules; a moods deck keeps exactly one face up."""
    base = """
[character]
id = "bad_moods"
name = "Test Bad Moods"
set = "test"
source = "test"

[[card]]
title = "Test filler"
type = "anytime"
copies = 7
text = "Gain 1 Fortitude."
effects = [{ op = "gain_fortitude", who = "you", amount = 1 }]

[side]
kind = "moods"
name = "Test Deck"
shown = SHOWN
setup_reveal = 1

[[side.card]]
title = "Test mood"
copies = 2
text = "A mood."
MOOD
"""
    cases = [
        ("1", 'effects = [{ op = "gain_fortitude", who = "you", amount = 1 }]', "effects"),
        ("2", "mood = { hurt = 1 }", "shown = 1"),
        ("1", "mood = { hurts = 1 }", "hurts"),
        ("1", "mood = { bite = -1 }", "bite"),
        ("1", 'mood = { drink = "a lot" }', "drink"),
    ]
    for shown, line, word in cases:
        with pytest.raises(ContentError, match=word):
            load_content(extra_texts=[{"name": "bad.toml", "text": base.replace("SHOWN", shown).replace("MOOD", line)}])
    good = base.replace("SHOWN", "1").replace("MOOD", "mood = { turn_fortitude = -2, upkeep = 1 }")
    c = load_content(extra_texts=[{"name": "good.toml", "text": good}])
    assert c.cards[c.variants["Test mood"][0]].mood.turn_fortitude == -2


# ===== Kaylin's main deck ===========================================================================

def test_cute_works():
    """001 Negate example: "Don't call me cute!": another player loses 2 Fortitude."""
    g = table([(CUTE,), (), ()])
    assert {a.targets for a in find(g, "play", CUTE)} == {(ZOT,), (FIONA,)}
    play(g, CUTE, targets=(ZOT,))
    assert fortitudes(g) == [20, 18, 20] and mood(g) == START_MOOD


def test_cute_ignored_and_refused_outside_her_action_phase():
    """000 Negate and Ignore Effects: Zot Ignores it; and as an Action it waits for her own Action phase."""
    g = table([(CUTE,), (STARS,), ()])
    play(g, CUTE, targets=(ZOT,))
    play(g, STARS)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20]
    g, _ = zot_hits_kaylin(hands=((CUTE, GOOD_BOY), (DISTRACT,), ()))
    assert g.current_player == KAYLIN and CUTE not in playable(g)


def test_bite_works():
    """001 Redirecting Damage: "Actually, his bite is worse than his bark": another player loses 3; paw print."""
    g = table([(BITE,), (), ()])
    play(g, BITE, targets=(FIONA,))
    assert fortitudes(g) == [20, 20, 17] and mood(g) == NEXT_MOOD


def test_bite_ignored_still_changes_the_mood():
    """000 Ignore: Fiona Ignores the loss; the card still resolved, so Wulfric's mood still changes (only a Negate
    stops every effect)."""
    g = table([(BITE,), (), (ARMOR,)])
    play(g, BITE, targets=(FIONA,))
    play(g, ARMOR)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20] and mood(g) == NEXT_MOOD


def test_we_dont_think_so_works():
    """001 Negate example: "We don't think so!" Negates a Sometimes card (Zot's Ignore): Zot loses the 2 after all."""
    g = table([(CUTE, WE_DONT), (STARS,), ()])
    play(g, CUTE, targets=(ZOT,))
    play(g, STARS)
    assert g.current_player == KAYLIN
    play(g, WE_DONT)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 18, 20]


def test_we_dont_think_so_refused_on_an_action_and_answered_only_by_its_family():
    """000: it Negates only Sometimes cards; only an "I don't think so!" card answers it, not the Wench's Negate."""
    g, _ = zot_hits_kaylin(hands=((WE_DONT, GOOD_BOY), (DISTRACT,), ()))
    assert g.current_player == KAYLIN and WE_DONT not in playable(g)
    g = table([(CUTE, WE_DONT), (STARS, IDTS), (WENCH_THINKS,)], ask_all=True)
    play(g, CUTE, targets=(ZOT,))
    until_can(g, ZOT, STARS)
    play(g, STARS)
    until_can(g, KAYLIN, WE_DONT)
    play(g, WE_DONT)
    answers = set()
    for _ in range(12):
        if not g.stack or g.stack[-1].kind != "window":
            break
        answers |= {(g.current_player, t) for t in playable(g)}
        pass_(g)
    assert (ZOT, IDTS) in answers and (FIONA, WENCH_THINKS) not in answers


def test_tankards_works():
    """001 Timing (deadlock example): Kaylin Ignores a Drink she is about to drink."""
    g = table([(TANKARDS,), (), ()], phase="drink", drink_me={KAYLIN: ["Elven Wine"]})
    drink(g)
    play(g, TANKARDS, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0] and mood(g) == START_MOOD


def test_tankards_refused_on_another_players_drink():
    """000 Ignore: you Ignore only a Drink you are about to drink yourself."""
    g = table([(TANKARDS, GOOD_BOY), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Elven Wine"]},
              ask_all=True)
    drink(g)
    titles = offered(g, KAYLIN)
    assert GOOD_BOY in titles and TANKARDS not in titles
    pass_until_settled(g)
    assert alcohols(g) == [0, 3, 0]


def test_so_big_works():
    """001 Drinking Contest note: while a Drink is revealed, another player drinks the top of their Drink Me! pile."""
    g = table([(SO_BIG,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Light Ale"], FIONA: ["Wine", "Water"]})
    drink(g)
    assert g.current_player == KAYLIN
    assert {a.targets for a in find(g, "play", SO_BIG)} == {(ZOT,), (FIONA,)}
    play(g, SO_BIG, targets=(FIONA,))
    pass_until_settled(g)
    assert alcohols(g) == [0, 1, 2] and [g.title(c) for c in g.players[FIONA].drink_me] == ["Water"]


def test_so_big_refused_without_a_revealed_drink():
    """It answers a revealed Drink, not an Action card."""
    g, _ = zot_hits_kaylin(hands=((SO_BIG, GOOD_BOY), (DISTRACT,), ()))
    assert g.current_player == KAYLIN and SO_BIG not in playable(g)


def test_feeding_works():
    """001 Leaving the Round (and 000's "I'm a little busy right now!" example): right after her own "Gambling? I'm
    in!" she leaves; the Round goes on with nobody in control, and with nobody taking control the pot goes to the Inn.
    The paw print changes Wulfric's mood."""
    g = table([(GAMBLE, FEEDING), (GAMBLE,), ()])
    play(g, GAMBLE)
    assert g.current_player == KAYLIN
    play(g, FEEDING)
    assert g.round.players == [ZOT, FIONA] and g.round.controller == -1 and g.pot == 2
    assert mood(g) == NEXT_MOOD
    pass_until_settled(g)
    assert g.round is None and g.inn == 2 and golds(g) == [10, 9, 9]


def test_feeding_refused_when_nothing_makes_her_ante():
    """000 Leaving a Round: it answers an ante; an attack or taking control asks for none."""
    g, _ = zot_hits_kaylin(hands=((FEEDING, GOOD_BOY), (DISTRACT,), ()))
    assert g.current_player == KAYLIN and FEEDING not in playable(g)
    g = table([(GAMBLE, FEEDING, GOOD_BOY), (GAMBLE,), ()])
    play(g, GAMBLE)
    until_can(g, ZOT, GAMBLE)   # Kaylin antes for her own Round
    play(g, GAMBLE)   # Zot takes control: nobody antes
    offered = set()
    while g.stack and g.stack[-1].kind == "window":
        if g.current_player == KAYLIN:
            offered |= playable(g)
        pass_(g)
    assert GOOD_BOY in offered and FEEDING not in offered


def test_poof_works():
    """001 Ignore example: Kaylin Ignores a card that would change her Fortitude."""
    g, _ = zot_hits_kaylin(hands=((POOF,), (DISTRACT,), ()))
    play(g, POOF)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20]
    g = table([(POOF,), (PRESTO,), ()], turn=ZOT)
    play(g, PRESTO, targets=(KAYLIN,))   # an Anytime card taking her Gold
    play(g, POOF)
    pass_until_settled(g)
    assert golds(g) == [10, 10, 10]


def test_poof_refused_against_an_ante():
    """001 Cards that Affect Your Fortitude, Alcohol Content or Gold: an ante is not such a card."""
    g = table([(POOF, GOOD_BOY), (GAMBLE,), ()], turn=ZOT, ask_all=True)
    play(g, GAMBLE)
    titles = offered(g, KAYLIN)
    assert GOOD_BOY in titles and POOF not in titles


def test_pixie_time_works():
    """004 Mockery note: Kaylin Ignores all effects until her next turn starts (Anytime, see kaylin.toml)."""
    g = table([(PIXIE, CUTE), (DISTRACT,), (BIKINI,)])
    play(g, PIXIE)
    assert g.players[KAYLIN].ignoring
    next_turn(g)   # Kaylin's turn ends; Zot's starts
    play(g, DISTRACT, targets=(KAYLIN,))
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20]


def test_pixie_time_ends_as_her_turn_starts_and_spares_nobody_else():
    """Ignoring all effects is hers alone and lasts until the start of her next turn."""
    g = table([(PIXIE, CUTE), (), ()])
    play(g, PIXIE)
    play(g, CUTE, targets=(ZOT,))
    assert fortitudes(g) == [20, 18, 20]
    for _ in range(3):
        next_turn(g)
        if g.turn == KAYLIN:
            break
    assert g.turn == KAYLIN and not g.players[KAYLIN].ignoring


def test_sic_em_works():
    """Designed hit-back: after another player's card cost her Fortitude, that player loses 3; paw print."""
    g, _ = zot_hits_kaylin(hands=((SIC,), (DISTRACT,), ()))
    assert g.current_player == KAYLIN
    play(g, SIC)
    pass_until_settled(g)
    assert fortitudes(g) == [18, 17, 20] and mood(g) == NEXT_MOOD


def test_sic_em_negated_does_nothing_and_keeps_the_mood():
    """000 Negate: a Negated card has no effect at all: no loss, and no mood change either."""
    g, _ = zot_hits_kaylin(hands=((SIC,), (DISTRACT, IDTS), ()))
    play(g, SIC)
    play(g, IDTS)
    pass_until_settled(g)
    assert fortitudes(g) == [18, 20, 20] and mood(g) == START_MOOD
    g = table([(SIC, CUTE), (), ()])
    assert SIC not in playable(g)   # nothing cost her Fortitude


def test_guard_works():
    """Designed: Ignore an Action card that would cost her Fortitude; paw print."""
    g, _ = zot_hits_kaylin(hands=((GUARD,), (DISTRACT,), ()))
    play(g, GUARD)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20] and mood(g) == NEXT_MOOD


def test_guard_refused_against_a_gold_card():
    """It answers a Fortitude loss only, not a card taking her Gold."""
    g = table([(GUARD, GOOD_BOY), (), (BORROW,)], turn=FIONA)
    play(g, BORROW)
    for _ in range(6):
        if g.current_player == KAYLIN:
            assert GUARD not in playable(g)
        if not g.stack:
            break
        pass_(g)
    assert golds(g) == [9, 9, 12]


def test_sneeze_works():
    """Designed: each other player loses 2 Fortitude; paw print."""
    g = table([(SNEEZE,), (), ()])
    play(g, SNEEZE)
    assert fortitudes(g) == [20, 18, 18] and mood(g) == NEXT_MOOD


def test_sneeze_ignored_by_one_player():
    """000 Ignore: Fiona Ignores it; Zot still loses 2."""
    g = table([(SNEEZE,), (), (ARMOR,)])
    play(g, SNEEZE)
    play(g, ARMOR)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 18, 20]


def test_fetch_works():
    """Designed: each other player pays Kaylin 1 Gold; paw print."""
    g = table([(FETCH,), (), ()])
    play(g, FETCH)
    assert golds(g) == [12, 9, 9] and mood(g) == NEXT_MOOD


def test_fetch_ignored_by_the_stars():
    """000 Ignore: Zot Ignores the payment."""
    g = table([(FETCH,), (STARS,), ()])
    play(g, FETCH)
    play(g, STARS)
    pass_until_settled(g)
    assert golds(g) == [11, 10, 9]


def test_nudge_works():
    """Designed: another player drinks the top Drink of their Drink Me! pile now; paw print."""
    g = table([(NUDGE,), (), ()], drink_me={ZOT: ["Wine", "Water"]})
    play(g, NUDGE, targets=(ZOT,))
    pass_until_settled(g)
    assert alcohols(g) == [0, 2, 0] and mood(g) == NEXT_MOOD


def test_nudge_drink_may_be_ignored():
    """000 Timing: the Drink it reveals may be Ignored by its drinker."""
    g = table([(NUDGE,), (BAD_POOKY,), ()], drink_me={ZOT: ["Wine"]})
    play(g, NUDGE, targets=(ZOT,))
    until_can(g, ZOT, BAD_POOKY)
    play(g, BAD_POOKY, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]


def test_finish_works():
    """Designed: Kaylin halves a Drink she is about to drink, rounding down (Wulfric laps up the rest); paw print."""
    g = table([(FINISH,), (), ()], phase="drink", drink_me={KAYLIN: ["Elven Wine"]})
    drink(g)
    play(g, FINISH, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [1, 0, 0] and mood(g) == NEXT_MOOD


def test_finish_negated_by_the_wench_and_refused_on_another_drink():
    """000 "The Wench thinks you should stop playing with the drinks.": the split is Negated (no mood change); and
    it halves only her own Drink."""
    g = table([(FINISH,), (WENCH_THINKS,), ()], phase="drink", drink_me={KAYLIN: ["Elven Wine"]})
    drink(g)
    play(g, FINISH, drink=0)
    play(g, WENCH_THINKS)
    pass_until_settled(g)
    assert alcohols(g) == [3, 0, 0] and mood(g) == START_MOOD
    g = table([(FINISH, GOOD_BOY), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Elven Wine"]}, ask_all=True)
    drink(g)
    titles = offered(g, KAYLIN)
    assert GOOD_BOY in titles and FINISH not in titles


def test_good_boy_works():
    """Designed Anytime heal: gain 3 Fortitude; paw print."""
    g = table([(GOOD_BOY,), (), ()], stats={KAYLIN: {"fortitude": 12}})
    play(g, GOOD_BOY)
    assert fortitudes(g) == [15, 20, 20] and mood(g) == NEXT_MOOD


def test_good_boy_heals_nobody_else_and_not_past_twenty():
    """Her own Fortitude only, never past 20."""
    g = table([(GOOD_BOY,), (), ()], stats={KAYLIN: {"fortitude": 18}, ZOT: {"fortitude": 10}})
    play(g, GOOD_BOY)
    assert fortitudes(g) == [20, 10, 20]


def test_sniff_works():
    """Designed Cheating card: take control of the Round; paw print."""
    g = table([(SNIFF,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == KAYLIN
    events = texts(play(g, SNIFF))
    assert "Kaylin takes control of the Round." in events and mood(g) == NEXT_MOOD
    assert golds(g) == [12, 9, 9]


def test_sniff_refused_outside_a_round():
    """000 Gambling: a Cheating card is played only in a Round of Gambling."""
    g = table([(SNIFF, CUTE), (), ()])
    assert SNIFF not in playable(g)


def test_settle_works():
    """Designed Anytime card: only Wulfric's mood changes (the change_mood operation on its own)."""
    g = table([(SETTLE,), (), ()], mood=LOYAL)
    events = texts(play(g, SETTLE))
    assert "Wulfric is now Cuddly." in events
    assert wulfric(g) == {"mood": [NEXT_MOOD], "deck": [], "discard": [LOYAL]}


def test_settle_touches_no_stat():
    """Nothing else happens: nobody's Fortitude, Alcohol or Gold moves."""
    g = table([(SETTLE,), (), ()])
    play(g, SETTLE)
    assert fortitudes(g) == [20, 20, 20] and alcohols(g) == [0, 0, 0] and golds(g) == [10, 10, 10]


def test_waterskin_works():
    """Designed Anytime card: lose 2 Alcohol Content."""
    g = table([(WATERSKIN,), (), ()], stats={KAYLIN: {"alcohol": 5}})
    play(g, WATERSKIN)
    assert alcohols(g) == [3, 0, 0] and mood(g) == START_MOOD


def test_waterskin_not_below_zero():
    """001 Limits: Alcohol Content never goes below 0 (1 goes to 0, not -1); nobody else sobers up."""
    g = table([(WATERSKIN,), (), ()], stats={KAYLIN: {"alcohol": 1}, ZOT: {"alcohol": 4}})
    play(g, WATERSKIN)
    assert alcohols(g) == [0, 4, 0]


# ===== Wulfric's moods =============================================================================

def test_playful_works():
    """004 Mockery note: another player's card costs Kaylin 1 more, and that player loses 1 (not a card)."""
    g, events = zot_hits_kaylin(mood=PLAYFUL)
    assert fortitudes(g) == [17, 19, 20]
    assert "Wulfric is Playful: Zot loses 1 Fortitude." in texts(events)


def test_playful_nip_opens_no_window_and_spares_an_ignored_card():
    """004: Wulfric's nip is not a card: Zot cannot hit back at it; and a card Kaylin Ignores costs nothing at all."""
    g, _ = zot_hits_kaylin(hands=((GOOD_BOY,), (DISTRACT, FRIEND), ()), mood=PLAYFUL)
    seen = []
    while g.stack and not in_quiet(g):
        seen += [t for t in playable(g) if g.current_player == ZOT]
        pass_(g)
    assert FRIEND not in seen and fortitudes(g) == [17, 19, 20]
    g, _ = zot_hits_kaylin(hands=((POOF,), (DISTRACT,), ()), mood=PLAYFUL)
    play(g, POOF)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20]


def test_playful_not_for_drinks_or_her_own_cards():
    """Only another player's card: a Drink costing Fortitude, or her own card's loss elsewhere, changes nothing."""
    g = table([(), (), ()], phase="drink", mood=PLAYFUL, drink_me={KAYLIN: ["Dirty Dishwater"]})
    drink(g)
    pass_until_settled(g)
    assert fortitudes(g) == [19, 20, 20]
    g = table([(CUTE,), (), ()], mood=PLAYFUL)
    play(g, CUTE, targets=(ZOT,))
    assert fortitudes(g) == [20, 18, 20]


def test_protective_works():
    """Designed mood: another player's card costs Kaylin 1 less."""
    g, events = zot_hits_kaylin(mood=PROTECTIVE)
    assert fortitudes(g) == [19, 20, 20]
    assert "Wulfric is Protective: Kaylin loses 1 less Fortitude." in texts(events)


def test_protective_to_nothing_opens_no_hit_back_window():
    """A 1-Fortitude card costs her nothing, so there is no loss to hit back at."""
    g, _ = zot_hits_kaylin(hands=((SIC, GOOD_BOY), (DOWN_POOKY,), ()), card=DOWN_POOKY, mood=PROTECTIVE)
    assert fortitudes(g) == [20, 20, 20]
    assert not any(f.kind == "loss" for f in g.stack)


def test_eager_works():
    """Designed mood: Kaylin's Action cards cost other players 1 more Fortitude."""
    g = table([(CUTE,), (), ()], mood=EAGER)
    play(g, CUTE, targets=(ZOT,))
    assert fortitudes(g) == [20, 17, 20]


def test_eager_not_for_her_sometimes_cards_or_others_cards():
    """Only her Action cards: her hit-back (a Sometimes card) and Zot's attack on her are unchanged."""
    g, _ = zot_hits_kaylin(hands=((SIC,), (DISTRACT,), ()), mood=EAGER)
    assert fortitudes(g) == [18, 20, 20]
    play(g, SIC)
    pass_until_settled(g)
    assert fortitudes(g) == [18, 17, 20]   # the usual 3


def test_thirsty_works():
    """Designed mood: each Drink with Alcohol she drinks gives her 1 less."""
    g = table([(), (), ()], phase="drink", mood=THIRSTY, drink_me={KAYLIN: ["Wine"]})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g) == [1, 0, 0]


def test_thirsty_not_for_others_or_drinks_without_alcohol():
    """Her Drinks only, and only Drinks that give Alcohol (Water stays 0; never below 0)."""
    g = table([(), (), ()], turn=ZOT, phase="drink", mood=THIRSTY, drink_me={ZOT: ["Wine"]})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g) == [0, 2, 0]
    g = table([(), (), ()], phase="drink", mood=THIRSTY, drink_me={KAYLIN: ["Water"]})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]


def test_hungry_works():
    """Designed mood: at the start of her turn Kaylin pays 1 Gold to the Inn."""
    g, events = her_turn_starts(HUNGRY)
    assert golds(g) == [9, 10, 10] and g.inn == 1
    assert "Wulfric is Hungry: Kaylin pays the Inn 1 Gold." in events


def test_hungry_not_on_other_turns():
    """Only her own turn's start: Zot's turn costs her nothing."""
    g = her_turn_ends(HUNGRY)
    assert golds(g)[KAYLIN] == 10 and g.inn == 0


def test_hungry_can_leave_her_broke():
    """001 Running out of Gold: paying her last Gold for his treats puts her out of the game."""
    g, _ = her_turn_starts(HUNGRY, stats={KAYLIN: {"gold": 1}})
    assert g.players[KAYLIN].out


def test_sleepy_works():
    """Designed mood with no rule: Zot's card costs her exactly 2, and nobody else loses anything."""
    g, _ = zot_hits_kaylin(mood=SLEEPY)
    assert fortitudes(g) == [18, 20, 20]


def test_sleepy_nothing_at_her_turn_start():
    """No rule at the start of her turn either."""
    g, _ = her_turn_starts(SLEEPY, stats={KAYLIN: {"fortitude": 15}})
    assert fortitudes(g) == [15, 20, 20] and golds(g) == [10, 10, 10]


def test_grumpy_works():
    """Designed mood: another player whose card costs her Fortitude loses 1 (she loses no more)."""
    g, _ = zot_hits_kaylin(mood=GRUMPY)
    assert fortitudes(g) == [18, 19, 20]


def test_grumpy_spares_a_player_ignoring_all_effects():
    """A player Ignoring all effects Ignores his snap too."""
    g = table([(), (DISTRACT,), ()], turn=ZOT, mood=GRUMPY)
    g.players[ZOT].ignoring = True
    events = texts(play(g, DISTRACT, targets=(KAYLIN,)))
    assert fortitudes(g) == [18, 20, 20]
    assert "Wulfric is Grumpy, but Zot Ignores all effects." in events


def test_mischievous_works():
    """Designed mood: each Drink with Alcohol she drinks gives her 1 more."""
    g = table([(), (), ()], phase="drink", mood=MISCHIEVOUS, drink_me={KAYLIN: ["Wine"]})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g) == [3, 0, 0]


def test_mischievous_not_for_drinks_without_alcohol():
    """Water gives nothing more; an Ignored Drink gives nothing at all."""
    g = table([(), (), ()], phase="drink", mood=MISCHIEVOUS, drink_me={KAYLIN: ["Water"]})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]
    g = table([(TANKARDS,), (), ()], phase="drink", mood=MISCHIEVOUS, drink_me={KAYLIN: ["Wine"]})
    drink(g)
    play(g, TANKARDS, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]


def test_cuddly_works():
    """Designed mood: at the start of her turn she gains 1 Fortitude."""
    g, events = her_turn_starts(CUDDLY, stats={KAYLIN: {"fortitude": 15}})
    assert fortitudes(g) == [16, 20, 20] and "Wulfric is Cuddly: Kaylin gains 1 Fortitude." in events


def test_cuddly_not_past_twenty_nor_on_other_turns():
    """Fortitude stays at most 20; another player's turn start gives nothing."""
    g, _ = her_turn_starts(CUDDLY)
    assert fortitudes(g) == [20, 20, 20]
    g = her_turn_ends(CUDDLY, stats={KAYLIN: {"fortitude": 15}})
    assert fortitudes(g)[KAYLIN] == 15


def test_loyal_works():
    """Designed mood: another player's card costs her 1 less, and that player loses 1 (Playful's mirror)."""
    g, events = zot_hits_kaylin(mood=LOYAL)
    assert fortitudes(g) == [19, 19, 20]
    assert "Wulfric is Loyal: Kaylin loses 1 less Fortitude." in texts(events)
    assert "Wulfric is Loyal: Zot loses 1 Fortitude." in texts(events)


def test_loyal_not_for_her_own_cards_and_spares_a_player_ignoring_all_effects():
    """Her own Action card costs the target the usual 2; a player Ignoring all effects Ignores his snap (she still
    loses 1 less)."""
    g = table([(CUTE,), (), ()], mood=LOYAL)
    play(g, CUTE, targets=(ZOT,))
    assert fortitudes(g) == [20, 18, 20]
    g = table([(), (DISTRACT,), ()], turn=ZOT, mood=LOYAL)
    g.players[ZOT].ignoring = True
    events = texts(play(g, DISTRACT, targets=(KAYLIN,)))
    assert fortitudes(g) == [19, 20, 20]
    assert "Wulfric is Loyal, but Zot Ignores all effects." in events


def test_restless_works():
    """Designed mood: at the start of her turn she loses 1 Fortitude."""
    g, _ = her_turn_starts(RESTLESS)
    assert fortitudes(g) == [19, 20, 20]


def test_restless_not_on_other_turns():
    """Only her own turn's start."""
    g = her_turn_ends(RESTLESS)
    assert fortitudes(g)[KAYLIN] == 20


def test_a_mood_changed_mid_game_applies_at_once():
    """The rule of the mood now face up holds from the moment it is revealed: Sleepy, then Playful."""
    g = table([(SETTLE,), (DISTRACT,), ()], wulfric=(PLAYFUL,))
    play(g, SETTLE)
    assert mood(g) == PLAYFUL
    next_turn(g)
    play(g, DISTRACT, targets=(KAYLIN,))
    pass_until_settled(g)
    assert fortitudes(g) == [17, 19, 20]
