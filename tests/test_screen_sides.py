"""The terminal screen shows Jin's Setlist, the side decks and the Mockery cards in front of each player.

Titles come from the loaded content (the Song Deck and Mockery Deck of the data files), so the tests
follow the decks as they are written.
"""

from __future__ import annotations

from innkeeper import screen
from innkeeper.engine import Game
from innkeeper.testing import Scenario, find, pass_quiet

JIN, GREPPA, ZOT = 0, 1, 2


def _side_titles(g: Game, character: str, *, immediate: bool = False) -> list[str]:
    """Distinct titles of a character's side deck, in deck order (Immediate Songs only when asked)."""
    side = g.content.characters[character].side
    cards = g.content.cards
    return list(dict.fromkeys(cards[c].title for c in side.deck if immediate or not cards[c].immediate))


def _titles() -> tuple[list[str], list[str]]:
    """Three Songs that may sit in a Setlist and two Mockery cards."""
    g = Scenario(["jin", "greppa", "zot"]).build()
    songs = _side_titles(g, "jin")
    mockery = _side_titles(g, "greppa")
    assert len(songs) >= 3 and len(mockery) >= 2, (songs, mockery)
    return songs[:3], mockery[:2]


def _game(songs: list[str], mockery: list[str]) -> Game:
    """Jin with ``songs`` in the Setlist, Zot Mocked by both cards, Jin Mocked by the first, on Zot's turn."""
    return (Scenario(["jin", "greppa", "zot"])
            .side(JIN, shown=songs)
            .in_front(ZOT, mockery)
            .in_front(JIN, mockery[:1])
            .stats(ZOT, gold=5)
            .turn(ZOT, "action")
            .build())


def test_the_mats_show_the_setlist_the_side_decks_and_the_mockery_in_front() -> None:
    """Jin's row lists his Setlist and Song Deck; Greppa's the Mockery Deck; each Mocked player their cards."""
    songs, mockery = _titles()
    g = _game(songs, mockery)
    obs = g.observe(ZOT)
    text = screen.to_text(screen.mats(obs, ZOT), width=220)
    for title in songs + mockery:
        assert title in text, (title, text)
    sides = {d["kind"]: d for d in obs["sides"]}
    assert f"Song Deck {sides['songs']['deck_size']}, 0 discarded" in text
    assert f"Mockery Deck {sides['mockery']['deck_size']}, 0 discarded" in text
    rows = text.splitlines()
    setlist = next(i for i, line in enumerate(rows) if "Setlist:" in line)
    assert "Jin" in rows[setlist] or "Jin" in rows[setlist - 1], text
    assert screen.side_notes(obs, ZOT) == ["Mocked: " + ", ".join(f"'{t}'" for t in mockery)]
    assert screen.side_notes(obs, JIN)[-1] == f"Mocked: '{mockery[0]}'"
    assert screen.side_notes(obs, GREPPA) == [f"Mockery Deck {sides['mockery']['deck_size']}, 0 discarded"]


def test_the_whole_screen_names_the_setlist_and_offers_shake_it_off() -> None:
    """Zot's screen shows the Setlist and Mockery names, and his choices include Shaking off a Mockery card."""
    songs, mockery = _titles()
    g = _game(songs, mockery)
    pass_quiet(g)   # (the Mocked may Shake it Off first, in the quiet window before Zot's step)
    assert g.current_player == ZOT
    shakes = find(g, "shake")
    assert shakes, [str(a) for a in g.legal_actions()]
    text = screen.to_text(screen.screen(g.observe(ZOT), g.content, [], ZOT, g.legal_actions()), width=220)
    assert "Setlist: " + ", ".join(f"'{t}'" for t in songs) in text
    assert f"Shakes off '{shakes[0].card}'" in text
    for title in mockery:
        assert title in text


def test_a_game_without_side_decks_shows_no_side_notes() -> None:
    """Characters with no side deck get no extra lines on their mats."""
    g = Scenario(["zot", "fiona"]).build()
    obs = g.observe(0)
    assert obs["sides"] == []
    assert screen.side_notes(obs, 0) == []
    assert "Setlist" not in screen.to_text(screen.mats(obs, 0))


def test_side_frames_and_side_cards_read_as_plain_english() -> None:
    """Sing, Setlist and discard frames, Song and Mockery cards and the after-Song window each get a clear line."""
    songs, mockery = _titles()
    g = _game(songs, mockery)
    obs = g.observe(JIN)
    frames = [
        {"kind": "sing", "singer": ZOT, "song": None, "named": None},
        {"kind": "sing", "singer": JIN, "song": None, "named": songs[0]},
        {"kind": "sing", "singer": ZOT, "song": songs[1], "named": None},
        {"kind": "setlist", "owner": JIN},
        {"kind": "discard", "player": JIN, "count": 1},
        {"kind": "card", "card": songs[1], "player": ZOT, "targets": [GREPPA], "negated": False, "ignored": [],
         "drink": None, "origin": "song"},
        {"kind": "card", "card": mockery[0], "player": GREPPA, "targets": [JIN], "negated": False, "ignored": [],
         "drink": None, "origin": "mockery"},
        {"kind": "card", "card": "Hyping up the crowd", "player": JIN, "targets": [], "negated": False,
         "ignored": [], "drink": None, "origin": "immediate"},
        {"kind": "loss", "source": ZOT, "victims": [], "sang": True},
        {"kind": "loss", "source": ZOT, "victims": [JIN], "sang": True},
    ]
    obs["stack"] = frames
    lines = [screen.describe_frame(obs, i, JIN) for i in range(len(frames))]
    assert lines == [
        "Zot must Sing a Song from the Setlist",
        f"you must Sing '{songs[0]}'",
        f"Zot Sings '{songs[1]}'",
        "you must drop a Song: a Setlist holds only three",
        "you must discard 1 card",
        f"Zot Sings '{songs[1]}' on Greppa",
        f"Greppa Mocks you: '{mockery[0]}'",
        "Your Song 'Hyping up the crowd' happens at once",
        "Zot just Sang a Song",
        "you just lost Fortitude to Zot's Song",
    ]
    for top, expected in ((0, "Zot must Sing a Song from the Setlist — choose a Song"),
                          (3, "You must drop a Song: a Setlist holds only three — choose one to drop"),
                          (4, "You must discard 1 card — choose a card")):
        obs["stack"] = frames[:top + 1]
        assert screen.situation(obs, JIN) == expected
    obs["stack"] = [frames[8], {"kind": "window", "subject": 0, "asking": JIN, "anytime_first": False}]
    assert screen.situation(obs, JIN) == "[Sometimes cards] Zot just Sang a Song — respond to the Song?"


def test_songs_in_the_pot_show_on_the_gambling_line() -> None:
    """Songs put in the pot are listed with the Round of Gambling."""
    songs, mockery = _titles()
    obs = _game(songs, mockery).observe(ZOT)
    obs["round"] = {"starter": JIN, "controller": JIN, "players": [JIN, ZOT], "next": ZOT, "winning_hand": False,
                    "ended": False, "songs": [songs[0]]}
    line = screen.gambling_line(obs, ZOT)
    assert line is not None and f"Songs in the pot: '{songs[0]}'" in line.plain


def test_a_song_being_sung_is_one_line_on_the_table() -> None:
    """The Sing frame under its own Song card is not repeated in the stack panel."""
    songs, mockery = _titles()
    obs = _game(songs, mockery).observe(ZOT)
    obs["stack"] = [
        {"kind": "sing", "singer": ZOT, "song": songs[0], "named": None},
        {"kind": "card", "card": songs[0], "player": ZOT, "targets": [], "negated": False, "ignored": [],
         "drink": None, "origin": "song"},
    ]
    panel = screen.stack_panel(obs, ZOT)
    assert panel is not None
    assert screen.to_text(panel).count(f"you Sing '{songs[0]}'") == 1


def test_the_screens_show_the_prizes_in_the_inn_the_bin_the_pot_and_in_front() -> None:
    """The Prize variant: the Inn's and the Prize Bin's Prizes under the status line, the pot's Prize with the
    Round, each player's won Prizes on their row, and the choice of the pot's Prize on the table."""
    g = (Scenario(["zot", "gerki", "jin"], prizes=True)
         .deal([["Gambling? I'm in!"], ["Gambling? I'm in!"], []])
         .prizes(inn=["Absorbent Towel", "Loaded Dice"], bin=["Bowl of Hearty Stew"],
                 fronts={GREPPA: ["Pitcher of Cold Water"]})
         .turn(0, "action").build())
    pass_quiet(g)   # (the Pitcher is an Anytime Prize: its owner is asked first)
    g.apply(find(g, "play", "Gambling? I'm in!")[0])
    while not find(g, "choose", option="prize"):   # (Gerki may answer the card with his Anytime Prize: he passes)
        g.apply(find(g, "pass")[0])
    obs = g.observe(0)
    for text in (screen.to_text(screen.screen(obs, g.content, [], 0, g.legal_actions()), width=220),
                 screen.to_text(screen.compact(obs, g.content, [], 0, g.legal_actions(), 220, 40), width=220)):
        assert "Prizes in the Inn: 'Absorbent Towel', 'Loaded Dice' · Prize Bin: 'Bowl of Hearty Stew'" in text
        assert "Prizes: 'Pitcher of Cold Water'" in text
        assert "must choose the Prize for the pot" in text
    g.apply(find(g, "choose", "Loaded Dice", option="prize")[0])
    assert "Prize in the pot: 'Loaded Dice'" in screen.to_text(screen.gambling_line(g.observe(0), 0), width=220)
