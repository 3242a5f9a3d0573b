"""Jin, Master of Ceremonies (innkeeper/content/data/jin.toml): each of his cards and Songs works, and is refused
(or Ignored, or does nothing) where it does not apply.

The cards every deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench's tip, stop playing with
the drinks, "I don't think so!", "Tip the Wench.") are tested in test_shared.py; they appear here only to set up a
situation. Every seat's hand, the Setlist and the Song Deck are set exactly. "004" is rulebook
shared/rulebooks/004_30c0125d7da16774.txt (Allies: Jin vs Greppa), "000" the core rulebook; a card's own
effect comes from the header of jin.toml (rulebook cards keep the effect 004 gives them; the rest are designed).
"""

from __future__ import annotations

from innkeeper.testing import (
    Scenario,
    act,
    alcohols,
    asked,
    can,
    drink,
    find,
    fortitudes,
    golds,
    hand,
    pass_,
    pass_until_settled,
    play,
    playable,
    texts,
)

JIN, ZOT, FIONA = 0, 1, 2
DRINKS = ["Light Ale"] * 12

# Jin's main deck.
HERE_A_DRINK = "Here, a drink and a song for you!"
SINGALONG = "How about a rowdy drinking singalong"
DUET = "Let's make it a duet"
VOLUNTEERED = "Look who just volunteered"
HORN = "That's not a drinking horn"
AMP = "This'll amp up the pot"
INSPIRED = "Inspired! What a show!"
GET_UP = "Get up here and sing, or else!"
CHORUS = "Everybody, join in on the chorus!"
ENCORE = "Encore! Encore!"
FOR_YOU = "That note was for you, buddy."
HECKLES = "Hey! Nobody heckles the bard!"
REVIEWS = "I've survived worse reviews than that."
NEVER_DRINK = "I never drink before a show."
SHOW = "Sorry, I have a show to prepare for."
TIP_JAR = "I'll pay from the tip jar."
BALLAD = "A soothing ballad for myself"
TIP_BARD = "Don't forget to tip your bard!"
MISDIRECTION = "A little misdirection from the stage"

# The Song Deck.
HYPING = "Hyping up the crowd"
RHAPSODY = "Barbarian Rhapsody"
WOLFMAN = "Hungry Like the Wolfman"
WARHAMMER = "I Wanna Be Your Warhammer"
SKELETON = "Why Must I Be a Skeleton In Love?"
HEALS = "You Only Love Me For My Heals"
SCRYING = "Scrying Eyes Are Watching You"
LUTE = "Excessive lute solo"
DUST = "Another One Bites the Dust"
PRAYER = "Livin' on a Prayer of Healing"
WATCHTOWER = "Ale Along the Watchtower"
MONEY = "Money for Nothing and Your Drinks for Free"
MEAD = "Pour Some Mead On Me"
HIGHWAY = "Highway to the Dungeon"

# Shared and other characters' cards used to build situations.
GAMBLE = "Gambling? I'm in!"
WENCH_THINKS = "The Wench thinks you should stop playing with the drinks."
STARS = 'The stars say, "No!"'
DOWN_POOKY = "Down Pooky!"
DISTRACT = "I told you not to distract me!"
PRESTO = "Nothing up my sleeve! Presto! What's that behind your ear?"
ARMOR = "Luckily for me, I was wearing my armor!"
BIKINI = "Hey! No more chain mail bikini jokes!"
QUICK_HEALER = "I'm a quick healer."
WEAPONS = "Go away! I'm arranging my weapons by size."

# A Song kept at the top of the Song Deck, so a musical note reveals something known.
NEXT_SONG = PRAYER


def table(hands, *, turn=JIN, phase="action", shown=(), song_deck=(NEXT_SONG,), song_discard=(), drink_me=None,
          stats=None, deck=DRINKS, ask_all=False, characters=("jin", "zot", "fiona")):
    """Jin (seat 0), Zot (1) and Fiona (2) with exact hands, Setlist and Song Deck (top first); the built game."""
    s = Scenario(list(characters[: len(hands)]), ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.side(JIN, shown=list(shown), deck=list(song_deck), discard=list(song_discard))
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    return s.build()


def setlist(g) -> list[str]:
    """Jin's Setlist, oldest first."""
    return [g.title(c) for c in g.sides[0].shown]


def song_discard(g) -> list[str]:
    """The Song discard pile."""
    return [g.title(c) for c in g.sides[0].discard]




def sing(g, song: str, targets=None):
    """The current player (who must Sing) Sings ``song`` (on ``targets``)."""
    fields = {"option": "sing"}
    if targets is not None:
        fields["targets"] = targets
    return act(g, "play", song, **fields)


def filler(song: str) -> str:
    """A second Setlist Song beside ``song``, so Singing is a real choice (a lone choice is made automatically)."""
    return MONEY if song == DUST else DUST


def zot_sings(song: str, hands=((VOLUNTEERED,), (), ()), **kw):
    """Jin plays "Look who just volunteered" on Zot, with ``song`` and a filler on the Setlist; Zot is to Sing."""
    g = table(hands, shown=(song, filler(song)), **kw)
    play(g, VOLUNTEERED, targets=(ZOT,))
    until_sing(g)
    assert g.current_player == ZOT
    return g


def until_sing(g) -> None:
    """Pass in the windows until someone must choose a Song."""
    for _ in range(50):
        if g.stack and g.stack[-1].kind == "sing":
            return
        pass_(g)
    raise AssertionError("nobody was asked to Sing")


def until_discard(g) -> None:
    """Pass in the windows until someone must discard."""
    for _ in range(50):
        if find(g, "discard"):
            return
        pass_(g)
    raise AssertionError("nobody was asked to discard")


# ===== Jin's main deck =============================================================================

def test_here_a_drink_works():
    """004 Jin Card Notes: in his Order a Drink phase Jin orders 2 more Drinks for free; then a Song is revealed."""
    g = table([(HERE_A_DRINK,), (), ()], phase="order", deck=["Wine", "Dark Ale", "Light Ale"] + DRINKS)
    play(g, HERE_A_DRINK)
    assert golds(g) == [10, 10, 10] and g.inn == 0
    act(g, "order", targets=(ZOT,))
    events = act(g, "order", targets=(FIONA,))
    assert f"Jin adds '{NEXT_SONG}' to the Setlist." in texts(events)   # after the card's orders
    act(g, "order", targets=(FIONA,))   # the phase's own Drink
    assert [g.title(c) for c in g.players[ZOT].drink_me] == ["Wine"]
    assert [g.title(c) for c in g.players[FIONA].drink_me] == ["Dark Ale", "Light Ale"]
    assert setlist(g) == [NEXT_SONG]


def test_here_a_drink_refused_outside_your_order_phase():
    """004 Jin Card Notes: only in the Order a Drink phase of Jin's own turn."""
    g = table([(HERE_A_DRINK, DOWN_POOKY), (), ()], phase="action")
    assert can(g, "play", DOWN_POOKY) and not can(g, "play", HERE_A_DRINK)
    g = table([(HERE_A_DRINK, BALLAD), (), ()], phase="drink", drink_me={JIN: ["Water"]})
    drink(g)
    assert g.current_player == JIN and HERE_A_DRINK not in playable(g)


def test_rowdy_singalong_works():
    """004 Card-Specific Notes: everyone drinks from the Drink Deck; the Song comes only after every Drink."""
    g = table([(SINGALONG,), (), ()], deck=["Wine", "Dark Ale", "Elven Wine"] + DRINKS)
    events = texts(play(g, SINGALONG))
    assert alcohols(g) == [2, 1, 3]
    reveal = events.index(f"Jin adds '{NEXT_SONG}' to the Setlist.")
    drunk = [i for i, line in enumerate(events) if " drinks " in line]
    assert len(drunk) == 3 and max(drunk) < reveal
    assert setlist(g) == [NEXT_SONG]


def test_rowdy_singalong_refused_outside_the_action_phase():
    """000 2. Action: an Action card is played only in your own Action phase, never in answer to a card."""
    g = table([(SINGALONG, BALLAD), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JIN,))
    assert g.current_player == JIN and playable(g) == {BALLAD}


def test_duet_works():
    """004 Card-Specific Notes: Jin and the drinker each get half of the Drink, then Jin reveals a Song."""
    g = table([(DUET,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]})
    drink(g)
    assert g.current_player == JIN and can(g, "play", DUET)
    events = texts(play(g, DUET, drink=0))
    assert f"Jin adds '{NEXT_SONG}' to the Setlist." in events
    pass_until_settled(g)
    assert alcohols(g) == [2, 2, 0]


def test_duet_negated_splits_nothing_and_reveals_no_song():
    """000 Negate: "The Wench thinks you should stop..." Negates the split, so no musical note either (004 Songs)."""
    g = table([(DUET,), (WENCH_THINKS,), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]})
    drink(g)
    play(g, DUET, drink=0)
    assert g.current_player == ZOT
    play(g, WENCH_THINKS)
    pass_until_settled(g)
    assert alcohols(g) == [0, 4, 0] and setlist(g) == []


def test_duet_refused_without_a_revealed_drink_or_on_jins_own():
    """000 Sometimes cards: the duet answers a revealed Drink, not an Action card; and it shares another's Drink."""
    g = table([(DUET, BALLAD), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JIN,))
    assert g.current_player == JIN and DUET not in playable(g)
    g = table([(DUET, BALLAD), (), ()], phase="drink", drink_me={JIN: ["Elven Wine"]})
    drink(g)
    assert g.current_player == JIN and DUET not in playable(g)


def test_volunteered_works():
    """004 Songs: the target chooses a Song from the Setlist and Sings it; then Jin reveals a Song (musical note)."""
    g = zot_sings(WOLFMAN)
    assert {a.card for a in find(g, "play", option="sing")} == {WOLFMAN, DUST}
    events = texts(sing(g, WOLFMAN))
    assert "Zot Sings 'Hungry Like the Wolfman'." in events
    assert events.index("Jin loses 1 Fortitude.") < events.index(f"Jin adds '{NEXT_SONG}' to the Setlist.")
    assert fortitudes(g) == [19, 20, 19] and setlist(g) == [DUST, NEXT_SONG] and song_discard(g) == [WOLFMAN]


def test_volunteered_refused_on_yourself_and_outside_your_action_phase():
    """004 Jin Card Notes: another player Sings; and as an Action it is played only in Jin's Action phase (000)."""
    g = table([(VOLUNTEERED,), (), ()], shown=(WOLFMAN,))
    assert {a.targets for a in find(g, "play", VOLUNTEERED)} == {(ZOT,), (FIONA,)}
    g = table([(VOLUNTEERED, BALLAD), (DOWN_POOKY,), ()], turn=ZOT, shown=(WOLFMAN,))
    play(g, DOWN_POOKY, targets=(JIN,))
    assert g.current_player == JIN and playable(g) == {BALLAD}


def test_drinking_horn_works():
    """004 Card-Specific Notes: the Drink gains Sing: Zot drinks it, then Sings."""
    g = table([(HORN,), (), ()], turn=ZOT, phase="drink", shown=(WOLFMAN, DUST), drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, HORN, drink=0)
    assert g.current_player == ZOT and g.stack[-1].kind == "sing"
    assert g.players[ZOT].alcohol == 2
    sing(g, WOLFMAN)
    assert fortitudes(g) == [19, 20, 19] and setlist(g) == [DUST]


def test_drinking_horn_on_an_ignored_drink_makes_nobody_sing():
    """004 Card-Specific Notes: the Sing is part of the Drink, so Ignoring the Drink means not Singing."""
    g = table([(HORN,), ("Bad Pooky! Don't drink that!",), ()], turn=ZOT, phase="drink", shown=(WOLFMAN,),
              drink_me={ZOT: ["Wine"]})
    drink(g)
    pass_(g)   # Zot, asked first, waits
    play(g, HORN, drink=0)
    play(g, "Bad Pooky! Don't drink that!", drink=0)
    pass_until_settled(g)
    assert g.players[ZOT].alcohol == 0 and fortitudes(g) == [20, 20, 20] and setlist(g) == [WOLFMAN]


def test_drinking_horn_refused_without_a_revealed_drink():
    """000 Sometimes cards: it answers a revealed Drink only."""
    g = table([(HORN, BALLAD), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JIN,))
    assert g.current_player == JIN and HORN not in playable(g)


def test_amp_up_the_pot_works():
    """004 Card-Specific Notes: Jin takes control and puts the oldest Setlist Song in the pot; its taker Sings it."""
    g = table([(AMP,), (GAMBLE,), ()], turn=ZOT, shown=(WOLFMAN, RHAPSODY))
    play(g, GAMBLE)   # (Fiona, with nothing to play, passes at once)
    assert g.current_player == JIN
    events = texts(play(g, AMP))   # Zot and Fiona have nothing left: they pass, Jin wins
    assert "Jin takes control of the Round." in events
    assert events.index("Jin wins the Round and takes the pot of 3 Gold.") < events.index(
        "Jin Sings 'Hungry Like the Wolfman'.")
    assert fortitudes(g) == [20, 19, 19] and golds(g) == [12, 9, 9] and setlist(g) == [RHAPSODY]


def test_amp_up_the_pot_refused_outside_a_round():
    """000 Gambling: a Gambling card is played only in a Round of Gambling."""
    g = table([(AMP, GAMBLE), (), ()], shown=(WOLFMAN,))
    assert can(g, "play", GAMBLE) and not can(g, "play", AMP)


def test_inspired_works():
    """004 Timing: right after a player Sings, Jin plays it: he gains 1 Fortitude, then reveals a Song."""
    g = zot_sings(WOLFMAN, hands=((VOLUNTEERED, INSPIRED), (), ()))
    sing(g, WOLFMAN)
    assert g.current_player == JIN and can(g, "play", INSPIRED)
    events = texts(play(g, INSPIRED))
    assert "Jin gains 1 Fortitude." in events
    assert fortitudes(g)[JIN] == 20 and NEXT_SONG in setlist(g)


def test_inspired_refused_after_a_card_that_is_no_song():
    """004 Timing: its window is the one right after a Song; a plain attack's hit-back window is not it."""
    g = table([(INSPIRED, BALLAD), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JIN,))
    pass_(g)   # Jin lets the attack through
    assert fortitudes(g)[JIN] == 19
    assert not (g.current_player == JIN and can(g, "play", INSPIRED))


def test_get_up_here_works():
    """Designed (jin.toml): another player loses 1 Fortitude, then Sings (004 Songs)."""
    g = table([(GET_UP,), (), ()], shown=(HEALS,))
    play(g, GET_UP, targets=(FIONA,))
    assert fortitudes(g) == [20, 20, 19] and g.current_player == FIONA
    sing(g, HEALS, targets=(JIN,))
    assert fortitudes(g) == [20, 20, 19] and setlist(g) == []


def test_get_up_here_ignored_means_no_song():
    """004 Songs: a player who Ignores the card that would make them Sing does not Sing (and loses nothing)."""
    g = table([(GET_UP,), (STARS,), ()], shown=(WOLFMAN,))
    play(g, GET_UP, targets=(ZOT,))
    play(g, STARS)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20] and setlist(g) == [WOLFMAN]


def test_chorus_works():
    """Designed (jin.toml): each other player Sings, in turn order from Jin (004 Timing)."""
    g = table([(CHORUS,), (), ()], shown=(WOLFMAN, RHAPSODY))
    play(g, CHORUS)
    assert g.current_player == ZOT
    events = texts(sing(g, RHAPSODY))   # Fiona then Sings the last Song, her only choice
    assert events.index("Zot Sings 'Barbarian Rhapsody'.") < events.index("Fiona Sings 'Hungry Like the Wolfman'.")
    assert golds(g) == [9, 12, 9] and fortitudes(g) == [19, 19, 20] and setlist(g) == []


def test_chorus_refused_outside_the_action_phase():
    """000 2. Action: not playable during the Drink phase."""
    g = table([(CHORUS,), (), ()], phase="drink", drink_me={JIN: ["Water"]}, shown=(WOLFMAN,))
    assert not can(g, "play", CHORUS)


def test_encore_works():
    """Designed (jin.toml): Jin Sings a Song himself, then reveals a Song (musical note)."""
    g = table([(ENCORE,), (), ()], shown=(WOLFMAN, DUST))
    play(g, ENCORE)
    assert g.current_player == JIN and g.stack[-1].kind == "sing"
    events = texts(sing(g, WOLFMAN))
    assert events.index("Fiona loses 1 Fortitude.") < events.index(f"Jin adds '{NEXT_SONG}' to the Setlist.")
    assert fortitudes(g) == [20, 19, 19] and setlist(g) == [DUST, NEXT_SONG]


def test_encore_refused_in_a_round_of_gambling():
    """000 Gambling: during a Round only Gambling, Cheating, Sometimes and Anytime cards are played."""
    g = table([(ENCORE, GAMBLE, GAMBLE), (GAMBLE,), ()], shown=(WOLFMAN,))
    play(g, GAMBLE)
    assert g.current_player == ZOT
    play(g, GAMBLE)   # (Fiona passes at once)
    assert g.current_player == JIN and can(g, "play", GAMBLE) and not can(g, "play", ENCORE)


def test_note_for_you_works():
    """Designed (jin.toml): another player loses 2 Fortitude."""
    g = table([(FOR_YOU,), (), ()])
    play(g, FOR_YOU, targets=(ZOT,))
    assert fortitudes(g) == [20, 18, 20]


def test_note_for_you_ignored_by_armor():
    """000 Negate and Ignore Effects: Fiona Ignores it and keeps her Fortitude."""
    g = table([(FOR_YOU,), (), (ARMOR,)])
    play(g, FOR_YOU, targets=(FIONA,))
    play(g, ARMOR)
    assert fortitudes(g) == [20, 20, 20]


def test_heckles_works():
    """Designed hit-back (000 Timing Example 3): after Zot's card costs Jin Fortitude, Zot loses 2."""
    g = table([(HECKLES,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(JIN,))   # (Jin has nothing to answer the card itself with)
    assert fortitudes(g)[JIN] == 18 and can(g, "play", HECKLES)
    play(g, HECKLES)
    assert fortitudes(g) == [18, 18, 20]


def test_heckles_refused_when_someone_else_was_hit():
    """000 hit-back cards: only the player who lost the Fortitude may hit back."""
    g = table([(HECKLES, BALLAD), (DISTRACT,), ()], turn=ZOT, ask_all=True)
    play(g, DISTRACT, targets=(FIONA,))
    for _ in range(10):
        if g.stack and g.stack[-1].kind == "window" and g.frame(g.stack[-1].subject).kind == "loss":
            break
        pass_(g)
    while g.stack and g.stack[-1].kind == "window":
        if g.current_player == JIN:
            assert HECKLES not in playable(g)
        pass_(g)
    assert fortitudes(g) == [20, 20, 18]


def test_reviews_works():
    """Designed Ignore: Jin Ignores an Action card that would cost him Fortitude, even a Song Sung at him (004)."""
    g = table([(REVIEWS,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(JIN,))
    play(g, REVIEWS)
    assert fortitudes(g) == [20, 20, 20]
    g = zot_sings(WOLFMAN, hands=((VOLUNTEERED, REVIEWS), (), ()))
    sing(g, WOLFMAN)
    play(g, REVIEWS)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 19]


def test_reviews_refused_against_a_gold_card():
    """It answers Fortitude losses only, not a Song that takes Gold ("Barbarian Rhapsody")."""
    g = zot_sings(RHAPSODY, hands=((VOLUNTEERED, REVIEWS), (), ()), ask_all=True)
    sing(g, RHAPSODY)
    while g.stack and g.stack[-1].kind == "window" and g.frame(g.stack[-1].subject).kind == "card":
        if g.current_player == JIN:
            assert REVIEWS not in playable(g)
        pass_(g)
    pass_until_settled(g)
    assert golds(g) == [9, 12, 9]


def test_never_drink_works():
    """Designed: Jin Ignores the Drink he is about to drink."""
    g = table([(NEVER_DRINK,), (), ()], phase="drink", drink_me={JIN: ["Dragon Breath Ale"]})
    drink(g)
    play(g, NEVER_DRINK, drink=0)
    assert alcohols(g) == [0, 0, 0]


def test_never_drink_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: only a Drink that would affect Jin."""
    g = table([(NEVER_DRINK, BALLAD), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    assert g.current_player == JIN and NEVER_DRINK not in playable(g)


def test_show_works_both_ways():
    """Designed two-use card: leave a Round instead of anteing, or Ignore a Drink."""
    g = table([(SHOW,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    events = texts(play(g, SHOW, mode=0))   # Fiona antes and passes; Zot wins a pot of 2
    assert "Zot wins the Round and takes the pot of 2 Gold." in events
    assert golds(g) == [10, 11, 9]
    g = table([(SHOW,), (), ()], phase="drink", drink_me={JIN: ["Wine"]})
    drink(g)
    play(g, SHOW, mode=1, drink=0)
    assert alcohols(g) == [0, 0, 0]


def test_show_refused_against_a_plain_attack():
    """Neither use answers a card that costs Fortitude."""
    g = table([(SHOW, BALLAD), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JIN,))
    assert g.current_player == JIN and SHOW not in playable(g)


def test_tip_jar_works():
    """Designed: the Inn covers Jin's Gold loss (here a Song's payment)."""
    g = zot_sings(RHAPSODY, hands=((VOLUNTEERED, TIP_JAR), (), ()))
    sing(g, RHAPSODY)
    play(g, TIP_JAR)
    pass_until_settled(g)
    assert golds(g) == [10, 12, 9] and g.inn == -1


def test_tip_jar_refused_when_losing_fortitude():
    """It answers a Gold loss only."""
    g = table([(TIP_JAR, BALLAD), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JIN,))
    assert g.current_player == JIN and TIP_JAR not in playable(g)


def test_ballad_works():
    """Designed Anytime heal: +2 Fortitude, even in another player's window (000)."""
    g = table([(BALLAD,), (DISTRACT,), ()], turn=ZOT, stats={JIN: {"fortitude": 10}})
    play(g, DISTRACT, targets=(JIN,))
    play(g, BALLAD)
    pass_until_settled(g)
    assert fortitudes(g)[JIN] == 10


def test_ballad_does_nothing_past_twenty():
    """000 Rule numbers: Fortitude stays within 0 to 20."""
    g = table([(BALLAD, DOWN_POOKY), (), ()])
    events = texts(play(g, BALLAD))
    assert "Jin gains 0 Fortitude (of 2: it stays within 0 to 20)." in events
    assert fortitudes(g)[JIN] == 20


def test_tip_bard_works():
    """Designed: each other player pays Jin 1 Gold."""
    g = table([(TIP_BARD,), (), ()])
    play(g, TIP_BARD)
    assert golds(g) == [12, 9, 9]


def test_tip_bard_ignored_by_the_stars():
    """000 Negate and Ignore Effects: Zot Ignores it ('The stars say, "No!"'); Fiona still pays."""
    g = table([(TIP_BARD,), (STARS,), ()])
    play(g, TIP_BARD)
    play(g, STARS)
    assert golds(g) == [11, 10, 9]


def test_misdirection_works():
    """Designed Cheating card: take control of the Round; Jin wins when the others pass."""
    g = table([(MISDIRECTION,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)   # (Fiona passes at once)
    play(g, MISDIRECTION)   # Zot and Fiona have nothing more: they pass
    assert golds(g) == [12, 9, 9] and g.round is None


def test_misdirection_refused_outside_a_round():
    """000 Gambling: Cheating cards belong to a Round."""
    g = table([(MISDIRECTION, DOWN_POOKY), (), ()])
    assert not can(g, "play", MISDIRECTION)


# ===== the Song Deck ================================================================================

def test_hyping_works_when_revealed():
    """004 Songs: revealed at the start of Jin's turn, each other player gains 1 Fortitude; it is discarded."""
    g = table([(), (), ()], turn=FIONA, phase="drink", song_deck=(HYPING, NEXT_SONG),
              stats={JIN: {"fortitude": 15}, ZOT: {"fortitude": 15}, FIONA: {"fortitude": 15}})
    pass_until_settled(g)
    while g.turn != JIN:
        pass_(g)
    assert fortitudes(g) == [15, 16, 16]
    assert setlist(g) == [] and song_discard(g) == [HYPING]


def test_hyping_does_nothing_at_setup():
    """004 Setup: an Immediate Song revealed into the first Setlist is discarded without effect or replacement."""
    for seed in range(60):   # some seed puts Hyping up the crowd among the first three Songs
        g = Scenario(["jin", "zot"], seed=seed).build()
        d = g.sides[0]
        assert len(d.shown) + len(d.discard) == 3 and len(d.deck) == 11
        if HYPING in song_discard(g):
            assert len(d.shown) == 2 and HYPING not in setlist(g)
            assert g.players[1].fortitude == 20   # no effect
            return
    raise AssertionError("no seed revealed Hyping up the crowd at setup")


def test_rhapsody_works():
    """004 Card-Specific Notes: each other player, Jin included, pays the Singer 1 Gold."""
    g = zot_sings(RHAPSODY)
    sing(g, RHAPSODY)
    assert golds(g) == [9, 12, 9]


def test_rhapsody_ignored_by_the_stars():
    """004 Songs: a Sung Song is answered like an Action card: Zot Ignores the payment; Fiona still pays."""
    g = table([(ENCORE,), (STARS,), ()], shown=(RHAPSODY, DUST))
    play(g, ENCORE)
    sing(g, RHAPSODY)
    play(g, STARS)
    pass_until_settled(g)
    assert golds(g) == [11, 10, 9]


def test_wolfman_works():
    """004 Card-Specific Notes: each other player, Jin included, loses 1 Fortitude."""
    g = zot_sings(WOLFMAN)
    sing(g, WOLFMAN)
    assert fortitudes(g) == [19, 20, 19]


def test_wolfman_ignored_by_armor():
    """000 Negate and Ignore Effects: Fiona Ignores the Song; Jin still loses 1."""
    g = zot_sings(WOLFMAN, hands=((VOLUNTEERED,), (), (ARMOR,)))
    sing(g, WOLFMAN)
    play(g, ARMOR)
    pass_until_settled(g)
    assert fortitudes(g) == [19, 20, 20]


def test_warhammer_works():
    """004 Card-Specific Notes: the Singer discards an Action card, so every other player loses 1 Fortitude."""
    g = zot_sings(WARHAMMER, hands=((VOLUNTEERED,), (DOWN_POOKY, STARS), ()))
    sing(g, WARHAMMER)
    assert g.current_player == ZOT and {a.card for a in find(g, "discard")} == {DOWN_POOKY, STARS}
    act(g, "discard", DOWN_POOKY)
    pass_until_settled(g)
    assert fortitudes(g) == [19, 20, 19] and hand(g, ZOT) == [STARS]


def test_warhammer_does_nothing_if_no_action_was_discarded():
    """004 Card-Specific Notes: a discarded Sometimes card is no Action card: nobody loses Fortitude."""
    g = zot_sings(WARHAMMER, hands=((VOLUNTEERED,), (DOWN_POOKY, STARS), ()))
    sing(g, WARHAMMER)
    act(g, "discard", STARS)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20] and hand(g, ZOT) == [DOWN_POOKY]


def test_skeleton_works():
    """004 Card-Specific Notes: the player the Singer picks (Jin here) discards the top card of their Drink Me! pile."""
    g = zot_sings(SKELETON, drink_me={JIN: ["Dragon Breath Ale", "Water"]})
    sing(g, SKELETON, targets=(JIN,))
    assert [g.title(c) for c in g.players[JIN].drink_me] == ["Water"]
    assert g.title(g.drink_discard[-1]) == "Dragon Breath Ale"


def test_skeleton_not_on_yourself_and_nothing_from_an_empty_pile():
    """The Singer picks another player; a player with no Drink waiting discards nothing."""
    g = zot_sings(SKELETON, drink_me={ZOT: ["Wine"]})
    assert {a.targets for a in find(g, "play", option="sing")} == {(JIN,), (FIONA,)}
    events = texts(sing(g, SKELETON, targets=(FIONA,)))
    assert "Fiona has no Drink to discard." in events
    assert [g.title(c) for c in g.players[ZOT].drink_me] == ["Wine"] and g.drink_discard == []


def test_heals_works():
    """004 Card-Specific Notes: the Singer may pick Jin to gain 1 Fortitude."""
    g = zot_sings(HEALS, stats={JIN: {"fortitude": 10}})
    sing(g, HEALS, targets=(JIN,))
    assert fortitudes(g) == [11, 20, 20]


def test_heals_never_heals_the_singer():
    """The Song heals another player: the Singer cannot pick themselves."""
    g = zot_sings(HEALS, stats={ZOT: {"fortitude": 10}})
    assert {a.targets for a in find(g, "play", option="sing")} == {(JIN,), (FIONA,)}
    sing(g, HEALS, targets=(FIONA,))
    assert fortitudes(g) == [20, 10, 20]


def test_scrying_works():
    """004 Card-Specific Notes: draw 2, then discard 2, with no other decision in between."""
    s = Scenario(["jin", "zot", "fiona"])
    s.hand(JIN, [VOLUNTEERED]).hand(ZOT, [DOWN_POOKY]).hand(FIONA, [QUICK_HEALER])
    s.deck(ZOT, [DISTRACT, STARS, PRESTO]).side(JIN, shown=[SCRYING, DUST], deck=[NEXT_SONG])
    s.drink_deck(DRINKS).turn(JIN, "action")
    g = s.build()
    play(g, VOLUNTEERED, targets=(ZOT,))
    until_sing(g)
    sing(g, SCRYING)
    until_discard(g)   # Fiona may answer the Song itself (her Anytime card) before it resolves
    assert hand(g, ZOT) == sorted([DOWN_POOKY, DISTRACT, STARS])
    assert g.current_player == ZOT and {a.kind for a in g.legal_actions()} == {"discard"}
    act(g, "discard", DOWN_POOKY)
    assert g.current_player == ZOT and {a.kind for a in g.legal_actions()} == {"discard"}
    act(g, "discard", DISTRACT)
    assert hand(g, ZOT) == [STARS]


def test_scrying_touches_only_the_singer():
    """It changes no one's Fortitude, Alcohol or Gold, so "The stars say..." cannot Ignore it; nobody else draws."""
    s = Scenario(["jin", "zot", "fiona"], ask_all=True)
    s.hand(JIN, [ENCORE]).hand(ZOT, [STARS]).hand(FIONA, [])
    s.deck(JIN, [BALLAD, TIP_JAR]).side(JIN, shown=[SCRYING, DUST], deck=[NEXT_SONG])
    s.drink_deck(DRINKS).turn(JIN, "action")
    g = s.build()
    play(g, ENCORE)
    until_sing(g)
    sing(g, SCRYING)
    while g.stack and g.stack[-1].kind == "window":
        if g.current_player == ZOT:
            assert STARS not in playable(g)
        pass_(g)
    assert hand(g, ZOT) == [STARS] and hand(g, FIONA) == []
    assert hand(g, JIN) == sorted([BALLAD, TIP_JAR])


def test_lute_works():
    """Rulebook Song (its note): the Singer Ignores all effects until their next turn; cards at them do nothing."""
    g = zot_sings(LUTE, hands=((VOLUNTEERED,), (STARS,), ()))
    sing(g, LUTE)
    assert g.players[ZOT].ignoring
    g = table(((FOR_YOU,), (), ()))
    g.players[ZOT].ignoring = True   # as the Song left him
    fortitude = g.players[ZOT].fortitude
    events = play(g, FOR_YOU, targets=(ZOT,))
    while g.stack:
        events += pass_(g)
    assert g.players[ZOT].fortitude == fortitude
    assert "Zot Ignores it." in texts(events)


def test_lute_ends_when_the_singers_turn_starts():
    """Ignoring all effects lasts only until the start of the Singer's next turn."""
    g = zot_sings(LUTE, hands=((VOLUNTEERED,), (STARS,), ()))
    sing(g, LUTE)
    assert g.players[ZOT].ignoring
    for _ in range(300):
        if g.turn == ZOT:
            break
        g.apply(g.legal_actions()[0])
    assert g.turn == ZOT and not g.players[ZOT].ignoring


def test_dust_works():
    """Designed Song: another player loses 2 Fortitude."""
    g = zot_sings(DUST)
    sing(g, DUST, targets=(FIONA,))
    assert fortitudes(g) == [20, 20, 18]


def test_dust_ignored_by_armor():
    """004 Songs: a Song may be Ignored like an Action card."""
    g = zot_sings(DUST, hands=((VOLUNTEERED,), (), (ARMOR,)))
    sing(g, DUST, targets=(FIONA,))
    play(g, ARMOR)
    assert fortitudes(g) == [20, 20, 20]


def test_prayer_works():
    """Designed Song: the Singer gains 2 Fortitude."""
    g = zot_sings(PRAYER, song_deck=(WOLFMAN,), stats={ZOT: {"fortitude": 10}})
    sing(g, PRAYER)
    assert fortitudes(g) == [20, 12, 20]


def test_prayer_heals_nobody_else_and_not_past_twenty():
    """The Singer only; Fortitude stays at most 20."""
    g = zot_sings(PRAYER, song_deck=(WOLFMAN,), stats={JIN: {"fortitude": 10}, ZOT: {"fortitude": 19}})
    sing(g, PRAYER)
    assert fortitudes(g) == [10, 20, 20]


def test_watchtower_works():
    """Designed Song: each other player, Jin included, gains 1 Alcohol Content."""
    g = zot_sings(WATCHTOWER)
    sing(g, WATCHTOWER)
    assert alcohols(g) == [1, 0, 1]


def test_watchtower_ignored_by_the_stars():
    """000 Negate and Ignore Effects: Zot Ignores the Song Jin Sings at the table."""
    g = table([(ENCORE,), (STARS,), ()], shown=(WATCHTOWER, DUST))
    play(g, ENCORE)
    sing(g, WATCHTOWER)
    play(g, STARS)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 1]


def test_money_works():
    """Designed Song: another player pays the Singer 1 Gold."""
    g = zot_sings(MONEY)
    sing(g, MONEY, targets=(JIN,))
    assert golds(g) == [9, 11, 10]


def test_money_ignored_by_the_stars():
    """000 Negate and Ignore Effects: the target Ignores the payment."""
    g = table([(ENCORE,), (STARS,), ()], shown=(MONEY,))
    play(g, ENCORE)
    sing(g, MONEY, targets=(ZOT,))
    play(g, STARS)
    pass_until_settled(g)
    assert golds(g) == [10, 10, 10]


def test_mead_works():
    """Designed Song: another player gains 2 Alcohol Content."""
    g = zot_sings(MEAD)
    sing(g, MEAD, targets=(FIONA,))
    assert alcohols(g) == [0, 0, 2]


def test_mead_ignored_by_the_stars():
    """000 Negate and Ignore Effects: Zot Ignores the Alcohol."""
    g = table([(ENCORE,), (STARS,), ()], shown=(MEAD,))
    play(g, ENCORE)
    sing(g, MEAD, targets=(ZOT,))
    play(g, STARS)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]


def test_highway_works():
    """Designed Song: another player drinks the top Drink of their Drink Me! pile now."""
    g = zot_sings(HIGHWAY, drink_me={FIONA: ["Wine", "Water"]})
    sing(g, HIGHWAY, targets=(FIONA,))
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 2] and [g.title(c) for c in g.players[FIONA].drink_me] == ["Water"]


def test_highway_drink_may_be_ignored():
    """000 Timing: the Drink it reveals opens a window in which its drinker may Ignore it."""
    g = zot_sings(HIGHWAY, hands=((VOLUNTEERED, NEVER_DRINK), (), ()), drink_me={JIN: ["Dragon Breath Ale"]})
    sing(g, HIGHWAY, targets=(JIN,))
    assert asked(g, JIN, "drink", 1)
    play(g, NEVER_DRINK, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0] and g.players[JIN].drink_me == []


def test_a_song_not_on_the_setlist_cannot_be_sung():
    """004 Songs: the Singer chooses from the Setlist only."""
    g = zot_sings(WOLFMAN, song_deck=(RHAPSODY, NEXT_SONG))
    assert {a.card for a in find(g, "play", option="sing")} == {WOLFMAN, DUST}
    assert not can(g, "play", RHAPSODY)
