"""Rulebook 004 (Allies: Jin vs Greppa), Jin's part: its rules, timing and notes, each replayed as a scenario.

Each docstring starts with "004", meaning shared/rulebooks/004_30c0125d7da16774.txt, then names the section
(Setup, Songs, Timing, Jin Card Notes, Card-Specific Notes) and restates the rule it checks. Jin's cards are in
innkeeper/content/data/jin.toml. Other decks' cards stand in where the rulebook names a kind of card: Zot's
'The stars say, "No!"' (an Ignore of a card touching Fortitude, Alcohol or Gold), Fiona's armor Ignore and her
hit-back "Sorry about that, I just instinctively aim for the head...". A card that makes a player Sing one
named Song exists in no built deck, so a test-only card is written into tmp_path for that rule.

Not replayed (they need characters or states Innkeeper does not have): Songs targeting Pooky's mood; non-player
targets (Wrench's Gizmos, Torglesnarf's Minions) Singing through their owner; and the Otto Variant. The
"Excessive lute solo" note is replayed in test_rulebook_004_notes.py.
"""

from __future__ import annotations

from innkeeper.testing import (
    Scenario,
    act,
    can,
    drink,
    find,
    fortitudes,
    golds,
    hand,
    pass_,
    pass_quiet,
    play,
    playable,
    texts,
)

JIN, ZOT, FIONA = 0, 1, 2
DRINKS = ["Light Ale"] * 12

HERE_A_DRINK = "Here, a drink and a song for you!"
SINGALONG = "How about a rowdy drinking singalong"
DUET = "Let's make it a duet"
VOLUNTEERED = "Look who just volunteered"
HORN = "That's not a drinking horn"
AMP = "This'll amp up the pot"
INSPIRED = "Inspired! What a show!"
GET_UP = "Get up here and sing, or else!"
HECKLES = "Hey! Nobody heckles the bard!"
BALLAD = "A soothing ballad for myself"

HYPING = "Hyping up the crowd"
RHAPSODY = "Barbarian Rhapsody"
WOLFMAN = "Hungry Like the Wolfman"
WARHAMMER = "I Wanna Be Your Warhammer"
SKELETON = "Why Must I Be a Skeleton In Love?"
HEALS = "You Only Love Me For My Heals"
SCRYING = "Scrying Eyes Are Watching You"
DUST = "Another One Bites the Dust"
PRAYER = "Livin' on a Prayer of Healing"
WATCHTOWER = "Ale Along the Watchtower"
MONEY = "Money for Nothing and Your Drinks for Free"
MEAD = "Pour Some Mead On Me"

GAMBLE = "Gambling? I'm in!"
STARS = 'The stars say, "No!"'
BAD_POOKY = "Bad Pooky! Don't drink that!"
PRESTO = "Nothing up my sleeve! Presto! What's that behind your ear?"
DOWN_POOKY = "Down Pooky!"
DISTRACT = "I told you not to distract me!"
ARMOR = "Luckily for me, I was wearing my armor!"
AIM_FOR_HEAD = "Sorry about that, I just instinctively aim for the head..."
QUICK_HEALER = "I'm a quick healer."
BIKINI = "Hey! No more chain mail bikini jokes!"

SING_WOLFMAN = "Sing the Wolfman one for us!"
TEST_PACK = f"""
[character]
id = "songbook"
name = "Songbook the Tester"
set = "test"
source = "test"

[[card]]
title = "{SING_WOLFMAN}"
type = "action"
copies = 7
text = "Another player Sings 'Hungry Like the Wolfman' (wherever it is)."
effects = [{{ op = "sing", who = "another", title = "Hungry Like the Wolfman" }}]
"""


def table(hands, *, turn=JIN, phase="action", shown=(), song_deck=(PRAYER,), song_discard=(), drink_me=None,
          stats=None, deck=DRINKS, content=(), ask_all=False):
    """Jin (seat 0), Zot (1) and Fiona (2) with exact hands, Setlist and Song Deck (top first); the built game."""
    s = Scenario(["jin", "zot", "fiona"][: len(hands)], content=list(content), ask_all=ask_all)
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
    """The current player Sings ``song`` (on ``targets``)."""
    fields = {"option": "sing"}
    if targets is not None:
        fields["targets"] = targets
    return act(g, "play", song, **fields)


def until(g, check, limit: int = 60) -> list[str]:
    """Pass until ``check(g)`` holds; the lines of what happened meanwhile."""
    lines: list[str] = []
    for _ in range(limit):
        if check(g):
            return lines
        lines += texts(act(g, "drink") if find(g, "drink") else pass_(g))
    raise AssertionError("the awaited situation never came")


def singing(g) -> bool:
    """Someone must choose a Song."""
    return bool(g.stack) and g.stack[-1].kind == "sing"


def window_on(g, kind: str) -> bool:
    """A response window is open on a frame of this kind."""
    return bool(g.stack) and g.stack[-1].kind == "window" and g.frame(g.stack[-1].subject).kind == kind


# ----- Setup and the Setlist ----------------------------------------------------------------------------

def test_setup_reveals_three_songs_and_discards_an_immediate_one_unreplaced():
    """004 Setup: three Songs are revealed into the Setlist; an Immediate Song among them is discarded, not replaced."""
    seen_plain = seen_immediate = False
    for seed in range(80):
        g = Scenario(["jin", "zot"], seed=seed).build()
        d = g.sides[0]
        assert len(d.deck) == 11 and len(d.shown) + len(d.discard) == 3
        if HYPING in song_discard(g):
            assert len(d.shown) == 2 and song_discard(g) == [HYPING]
            assert fortitudes(g) == [20, 20]   # its effect did not happen
            seen_immediate = True
        else:
            assert len(d.shown) == 3 and d.discard == []
            seen_plain = True
        if seen_plain and seen_immediate:
            return
    raise AssertionError("the seeds never showed both setups")


def test_a_song_is_revealed_at_the_start_of_jins_turn():
    """004 Songs: at the beginning of his turn Jin reveals a Song and adds it to the Setlist."""
    g = table([(), (), (QUICK_HEALER,)], turn=FIONA, phase="drink", shown=(WOLFMAN,), song_deck=(MEAD, PRAYER))
    assert setlist(g) == [WOLFMAN]
    lines = until(g, lambda g: g.turn == JIN)
    assert f"Jin adds '{MEAD}' to the Setlist." in lines
    assert setlist(g) == [WOLFMAN, MEAD]


def test_a_musical_note_reveals_after_the_cards_other_effects():
    """004 Songs: a card with the musical note reveals its Song after everything else it does, here a whole Song."""
    g = table([(VOLUNTEERED,), (), (AIM_FOR_HEAD,)], shown=(WOLFMAN, DUST), song_deck=(MEAD,))
    play(g, VOLUNTEERED, targets=(ZOT,))
    lines = texts(sing(g, WOLFMAN))
    assert window_on(g, "loss") and g.current_player == FIONA and setlist(g) == [DUST]   # the Song's own aftermath
    lines += texts(play(g, AIM_FOR_HEAD))
    lines += until(g, lambda g: not g.stack)
    assert lines.index("Zot loses 2 Fortitude.") < lines.index(f"Jin adds '{MEAD}' to the Setlist.")
    assert setlist(g) == [DUST, MEAD]


def test_a_fourth_song_must_be_dropped_before_anything_else():
    """004 Songs: over three Songs, Jin discards Songs of his choice down to three; nobody acts until he has."""
    g = table([(), (PRESTO,), (QUICK_HEALER,)], turn=FIONA, phase="drink", shown=(WOLFMAN, DUST, RHAPSODY),
              song_deck=(MEAD, PRAYER))
    until(g, lambda g: g.turn == JIN)
    assert g.current_player == JIN and setlist(g) == [WOLFMAN, DUST, RHAPSODY, MEAD]
    legal = g.legal_actions()
    assert {(a.kind, a.option) for a in legal} == {("choose", "drop")}
    assert {a.card for a in legal} == {WOLFMAN, DUST, RHAPSODY, MEAD}
    act(g, "choose", DUST, option="drop")
    assert setlist(g) == [WOLFMAN, RHAPSODY, MEAD] and song_discard(g) == [DUST]
    pass_quiet(g)   # (Zot may play his Anytime card before Jin discards and draws)
    assert g.turn == JIN and g.current_player == JIN and g.phase in ("discard", "action")


def test_hyping_up_the_crowd_is_immediate():
    """004 Songs, Jin Card Notes: revealed, "Hyping up the crowd" gives each other player 1 Fortitude, then is
    discarded; it does not join the Setlist and is not replaced."""
    g = table([(), (), (QUICK_HEALER,)], turn=FIONA, phase="drink", shown=(WOLFMAN,), song_deck=(HYPING, MEAD),
              stats={JIN: {"fortitude": 12}, ZOT: {"fortitude": 12}, FIONA: {"fortitude": 12}})
    lines = until(g, lambda g: g.turn == JIN)
    assert "Jin reveals 'Hyping up the crowd': it happens at once." in lines
    assert fortitudes(g) == [12, 13, 13]
    assert setlist(g) == [WOLFMAN] and song_discard(g) == [HYPING] and [g.title(c) for c in g.sides[0].deck] == [MEAD]


# ----- Singing --------------------------------------------------------------------------------------------

def test_the_card_that_makes_you_sing_is_answered_before_anyone_sings():
    """004 Timing: a card that would make a player Sing is answered first; then the target chooses and Sings."""
    g = table([(GET_UP,), (STARS, PRESTO), ()], shown=(WOLFMAN, DUST))
    play(g, GET_UP, targets=(ZOT,))
    assert window_on(g, "card") and g.current_player == ZOT and not singing(g)
    pass_(g)   # Zot lets it happen
    until(g, singing)
    assert g.current_player == ZOT and fortitudes(g) == [20, 19, 20]


def test_ignoring_the_card_that_makes_you_sing_means_you_do_not_sing():
    """004 Songs: a player who Ignores the card that would make them Sing does not Sing."""
    g = table([(GET_UP,), (STARS,), ()], shown=(WOLFMAN, DUST))
    play(g, GET_UP, targets=(ZOT,))
    lines = texts(play(g, STARS))
    until(g, lambda g: not g.stack)
    assert not any(" Sings " in line for line in lines)
    assert fortitudes(g) == [20, 20, 20] and setlist(g) == [WOLFMAN, DUST]


def test_a_song_is_played_as_if_from_the_singers_hand_ignored_and_hit_back():
    """004 Songs: a Song is treated as an Action card from the Singer's hand: Fiona Ignores it; Jin hits the
    Singer back for the Fortitude it cost him."""
    g = table([(VOLUNTEERED, HECKLES), (), (ARMOR,)], shown=(WOLFMAN, DUST), song_deck=(MEAD,))
    play(g, VOLUNTEERED, targets=(ZOT,))
    sing(g, WOLFMAN)
    assert window_on(g, "card") and g.current_player == FIONA and can(g, "play", ARMOR)
    play(g, ARMOR)
    until(g, lambda g: window_on(g, "loss") and g.current_player == JIN)
    assert fortitudes(g) == [19, 20, 20]
    play(g, HECKLES)   # the Song's source is its Singer, Zot
    until(g, lambda g: not g.stack)
    assert fortitudes(g) == [19, 18, 20]


def test_a_named_song_is_sung_without_choosing(tmp_path):
    """004 Songs: a card that names a Song makes the player Sing that one, not one of their choice from the Setlist."""
    pack = tmp_path / "songbook.toml"
    pack.write_text(TEST_PACK)
    g = table([(), (SING_WOLFMAN,), ()], turn=ZOT, shown=(DUST, MEAD), song_deck=(PRAYER,),
              song_discard=(WOLFMAN,), content=[pack])
    lines = texts(play(g, SING_WOLFMAN, targets=(FIONA,)))
    assert "Fiona Sings 'Hungry Like the Wolfman'." in lines
    assert fortitudes(g) == [19, 19, 20]
    assert setlist(g) == [DUST, MEAD] and song_discard(g) == [WOLFMAN]


def test_an_empty_setlist_sings_the_top_of_the_song_deck_skipping_an_immediate_song():
    """004 Songs: with no Setlist the Singer Sings the top Song of the Song Deck; "Hyping up the crowd" found
    there is discarded without effect and the next one is revealed."""
    g = table([(VOLUNTEERED,), (), ()], shown=(), song_deck=(HYPING, WOLFMAN, PRAYER),
              stats={ZOT: {"fortitude": 15}, FIONA: {"fortitude": 15}})
    lines = texts(play(g, VOLUNTEERED, targets=(ZOT,)))
    assert "'Hyping up the crowd' is revealed and discarded unused." in lines
    assert "Zot Sings 'Hungry Like the Wolfman'." in lines
    assert fortitudes(g) == [19, 15, 14]   # no Hyping Fortitude for anyone
    assert song_discard(g) == [HYPING, WOLFMAN] and setlist(g) == [PRAYER]   # the note revealed the next Song


def test_the_song_deck_is_reshuffled_from_its_discards():
    """004 Songs: when the Song Deck runs out, its discard pile is shuffled into a new Song Deck."""
    g = table([(), (), (QUICK_HEALER,)], turn=FIONA, phase="drink", shown=(WOLFMAN,), song_deck=(),
              song_discard=(MEAD,))
    lines = until(g, lambda g: g.turn == JIN)
    assert "Jin's Song Deck is shuffled from its discards." in lines
    assert setlist(g) == [WOLFMAN, MEAD] and song_discard(g) == []


def test_inspired_and_hit_back_share_the_after_song_window_in_turn_order():
    """004 Timing: "Inspired! What a show!" is played right after a Song, in the hit-back window, asked in turn
    order from the active player (Zot): Fiona hits the Singer back before Jin's turn to be Inspired."""
    g = table([(HORN, INSPIRED), (), (AIM_FOR_HEAD,)], turn=ZOT, phase="drink", shown=(WOLFMAN, DUST),
              song_deck=(MEAD,), drink_me={ZOT: ["Water"]})
    drink(g)
    play(g, HORN, drink=0)
    until(g, singing)
    sing(g, WOLFMAN)
    assert window_on(g, "loss") and fortitudes(g) == [19, 20, 19]
    assert g.current_player == FIONA   # Zot, the active player, has nothing; Fiona comes before Jin
    play(g, AIM_FOR_HEAD)
    until(g, lambda g: g.current_player == JIN and can(g, "play", INSPIRED))
    lines = texts(play(g, INSPIRED))
    assert "Jin gains 1 Fortitude." in lines and f"Jin adds '{MEAD}' to the Setlist." in lines
    assert fortitudes(g) == [20, 18, 19]


# ----- Jin Card Notes and Card-Specific Notes ----------------------------------------------------------

def test_here_a_drink_and_a_song_orders_two_free_drinks_for_others():
    """004 Jin Card Notes: in his Order a Drink phase Jin orders 2 more Drinks free, onto any other players' piles."""
    g = table([(HERE_A_DRINK,), (), ()], phase="order", song_deck=(MEAD,))
    play(g, HERE_A_DRINK)
    assert {a.targets for a in find(g, "order")} == {(ZOT,), (FIONA,)}
    act(g, "order", targets=(ZOT,))
    act(g, "order", targets=(ZOT,))
    act(g, "order", targets=(FIONA,))
    assert golds(g) == [10, 10, 10] and len(g.players[ZOT].drink_me) == 2 and setlist(g) == [MEAD]


def test_barbarian_rhapsody_sung_by_another_makes_jin_pay():
    """004 Card-Specific Notes: when someone other than Jin Sings it, Jin is among the players who pay the Singer."""
    g = table([(VOLUNTEERED,), (), ()], shown=(RHAPSODY, DUST))
    play(g, VOLUNTEERED, targets=(FIONA,))
    sing(g, RHAPSODY)
    assert golds(g) == [9, 9, 12]


def test_hungry_like_the_wolfman_sung_by_another_costs_jin_fortitude():
    """004 Card-Specific Notes: sung by another player, Jin is among those who lose 1 Fortitude."""
    g = table([(VOLUNTEERED,), (), ()], shown=(WOLFMAN, DUST))
    play(g, VOLUNTEERED, targets=(FIONA,))
    sing(g, WOLFMAN)
    assert fortitudes(g) == [19, 19, 20]


def test_warhammer_responses_wait_for_the_discard():
    """004 Card-Specific Notes: the Singer discards before anyone answers; an Action discarded costs each other
    player, Jin too, 1 Fortitude (Fiona then Ignores it); a non-Action costs nothing, so there is nothing to Ignore."""
    g = table([(VOLUNTEERED,), (DOWN_POOKY, STARS), (ARMOR,)], shown=(WARHAMMER, DUST))
    play(g, VOLUNTEERED, targets=(ZOT,))
    sing(g, WARHAMMER)
    assert g.current_player == ZOT and not window_on(g, "card")   # the discard comes first
    act(g, "discard", DOWN_POOKY)
    assert window_on(g, "card") and g.current_player == FIONA and can(g, "play", ARMOR)
    play(g, ARMOR)
    until(g, lambda g: not g.stack)
    assert fortitudes(g) == [19, 20, 20]

    g = table([(VOLUNTEERED,), (DOWN_POOKY, STARS), (ARMOR,)], shown=(WARHAMMER, DUST), ask_all=True)
    play(g, VOLUNTEERED, targets=(ZOT,))
    until(g, singing)
    sing(g, WARHAMMER)
    act(g, "discard", STARS)
    while window_on(g, "card"):
        if g.current_player == FIONA:
            assert ARMOR not in playable(g)
        pass_(g)
    until(g, lambda g: not g.stack)
    assert fortitudes(g) == [20, 20, 20] and hand(g, FIONA) == [ARMOR]


def test_rowdy_singalong_reveals_only_after_every_drink():
    """004 Card-Specific Notes: Jin adds the Song only after all the Drinks are revealed and resolved, an
    Ignored one included."""
    g = table([(SINGALONG,), (BAD_POOKY,), ()], deck=["Wine", "Dragon Breath Ale", "Dark Ale"] + DRINKS,
              song_deck=(MEAD,))
    lines = texts(play(g, SINGALONG))
    assert setlist(g) == [] and g.current_player == ZOT
    lines += texts(play(g, BAD_POOKY, drink=1))
    lines += until(g, lambda g: not g.stack)
    assert [p.alcohol for p in g.players] == [2, 0, 1]
    assert lines.index("Fiona drinks Dark Ale: +1 Alcohol.") < lines.index(f"Jin adds '{MEAD}' to the Setlist.")


def test_duet_halves_then_song_then_answers():
    """004 Card-Specific Notes: the duet gives Jin and the drinker their halves, then Jin adds a Song, then players
    may answer the split Drinks (Zot Ignores his half; Jin still drinks his)."""
    g = table([(DUET,), (BAD_POOKY,), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]},
              song_deck=(MEAD,))
    drink(g)
    pass_(g)   # Zot, asked first, waits
    lines = texts(play(g, DUET, drink=0))
    assert f"Jin adds '{MEAD}' to the Setlist." in lines and len(g.stack[-2].drinks) == 2
    assert g.current_player == ZOT and can(g, "play", BAD_POOKY)
    play(g, BAD_POOKY, drink=0)
    until(g, lambda g: not g.stack)
    assert [p.alcohol for p in g.players] == [2, 0, 0]


def test_look_who_just_volunteered_does_not_touch_fortitude():
    """004 Card-Specific Notes: the card itself does not affect the target's Fortitude, so 'The stars say, "No!"'
    cannot Ignore it; the Song it leads to may be answered in its own right."""
    g = table([(VOLUNTEERED,), (STARS,), ()], shown=(WOLFMAN, DUST), ask_all=True)
    play(g, VOLUNTEERED, targets=(ZOT,))
    while window_on(g, "card"):
        if g.current_player == ZOT:
            assert STARS not in playable(g)
        pass_(g)
    assert singing(g) and g.current_player == ZOT


def test_drinking_horn_ignored_drink_sings_nothing():
    """004 Card-Specific Notes: the Sing belongs to the Drink; Ignoring the Drink means not Singing."""
    g = table([(HORN,), (BAD_POOKY,), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]}, shown=(WOLFMAN, DUST))
    drink(g)
    pass_(g)
    play(g, HORN, drink=0)
    play(g, BAD_POOKY, drink=0)
    lines = until(g, lambda g: not g.stack)
    assert not any(" Sings " in line for line in lines) and fortitudes(g) == [20, 20, 20]


def test_drinking_horn_split_drink_makes_both_sing_in_turn_order():
    """004 Card-Specific Notes: a split Drink with Sing gives both halves Sing; they Sing in turn order from the
    active player (Zot, then Jin)."""
    g = table([(HORN, DUET), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]},
              shown=(WOLFMAN, DUST), song_deck=(RHAPSODY, MEAD))
    drink(g)
    play(g, HORN, drink=0)
    until(g, lambda g: g.current_player == JIN and can(g, "play", DUET))
    play(g, DUET, drink=0)   # the note adds Barbarian Rhapsody
    assert setlist(g) == [WOLFMAN, DUST, RHAPSODY]
    until(g, singing)
    assert g.current_player == ZOT
    lines = texts(sing(g, WOLFMAN))
    lines += until(g, singing)
    assert g.current_player == JIN
    lines += texts(sing(g, RHAPSODY))
    assert [p.alcohol for p in g.players] == [2, 2, 0]
    assert lines.index("Zot Sings 'Hungry Like the Wolfman'.") < lines.index("Jin Sings 'Barbarian Rhapsody'.")


def test_amp_up_the_pot_with_an_empty_setlist_just_takes_control():
    """004 Card-Specific Notes: with no Setlist, no Song goes into the pot; the card only takes control."""
    g = table([(AMP, GAMBLE), (GAMBLE,), ()], turn=ZOT, shown=(), song_deck=(WOLFMAN,))
    play(g, GAMBLE)
    lines = texts(play(g, AMP))
    assert "Jin takes control of the Round." in lines
    assert not any("goes into the pot" in line or " Sings " in line for line in lines)
    assert golds(g) == [12, 9, 9] and fortitudes(g) == [20, 20, 20]
    assert [g.title(c) for c in g.sides[0].deck] == [WOLFMAN]


def test_skeleton_in_love_sung_by_another_may_pick_jin():
    """004 Card-Specific Notes: a Singer other than Jin may pick Jin to discard his top Drink."""
    g = table([(VOLUNTEERED,), (), ()], shown=(SKELETON, DUST), drink_me={JIN: ["Dragon Breath Ale"]})
    play(g, VOLUNTEERED, targets=(FIONA,))
    assert {a.targets for a in find(g, "play", SKELETON, option="sing")} == {(JIN,), (ZOT,)}
    sing(g, SKELETON, targets=(JIN,))
    assert g.players[JIN].drink_me == [] and [g.title(c) for c in g.drink_discard] == ["Dragon Breath Ale"]


def test_heals_sung_by_another_may_pick_jin():
    """004 Card-Specific Notes: a Singer other than Jin may pick Jin to gain 1 Fortitude."""
    g = table([(VOLUNTEERED,), (), ()], shown=(HEALS, DUST), stats={JIN: {"fortitude": 9}})
    play(g, VOLUNTEERED, targets=(ZOT,))
    sing(g, HEALS, targets=(JIN,))
    assert fortitudes(g) == [10, 20, 20]


def test_scrying_eyes_no_actions_between_draw_and_discard():
    """004 Card-Specific Notes: nobody may act between the Singer's draw and discard (Fiona's Anytime waits)."""
    s = Scenario(["jin", "zot", "fiona"])
    s.hand(JIN, [VOLUNTEERED]).hand(ZOT, [BIKINI]).hand(FIONA, [QUICK_HEALER])
    s.deck(ZOT, [DISTRACT, STARS]).side(JIN, shown=[SCRYING, DUST], deck=[MEAD])
    s.drink_deck(DRINKS).turn(JIN, "action")
    g = s.build()
    play(g, VOLUNTEERED, targets=(ZOT,))
    until(g, singing)
    sing(g, SCRYING)
    until(g, lambda g: bool(find(g, "discard")))
    for _ in range(2):
        assert g.current_player == ZOT and {a.kind for a in g.legal_actions()} == {"discard"}
        act(g, "discard", hand(g, ZOT)[0])
    assert len(g.players[ZOT].hand) == 1
