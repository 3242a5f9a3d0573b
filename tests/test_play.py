"""`innkeeper play`: the real program driven in a pseudo-terminal, and the screen that never leaks."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys

import pexpect
import pytest

import innkeeper
from innkeeper import screen
from innkeeper.play import PlayError, Session, human_seats, new_session
from innkeeper.testing import Scenario, pass_until, play

CMD = [sys.executable, "-m", "innkeeper.cli", "play"]
ENV = dict(os.environ, TERM="dumb", COLUMNS="200", LINES="60", NO_COLOR="1")
PROMPT = r"Your choice, (.+?) \(1-(\d+), h for help\): "
END = r"GAME OVER"
SALVE = "That's not healing salve! It's contact poison!"


# ----- driving the program -------------------------------------------------------------------------

def spawn(*args: str, cwd=None) -> pexpect.spawn:
    """The real program in a wide, dumb pseudo-terminal, with no pauses."""
    child = pexpect.spawn(CMD[0], [*CMD[1:], *args, "--fast"], env=ENV, cwd=cwd, encoding="utf-8",
                          dimensions=(60, 200), timeout=30)
    child.delaybeforesend = None
    return child


def decide(child: pexpect.spawn, rng: random.Random, limit: int | None = None) -> int:
    """Answer every prompt with a seeded choice until the game ends (or ``limit`` answers); returns the count."""
    answered = 0
    while limit is None or answered < limit:
        if child.expect([PROMPT, END]) == 1:
            return answered
        child.sendline(str(rng.randint(1, int(child.match.group(2)))))
        answered += 1
    return answered


def _plain(text: str) -> str:
    """Terminal text with plain newlines."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def finish(child: pexpect.spawn) -> str:
    """The text from GAME OVER to the end of the program (declining the rematch), after it exits with status 0."""
    text = ""
    if child.expect([pexpect.EOF, r"Rematch with the same seats and bots\? \(y/n\) "]) == 1:
        text = child.before
        child.sendline("n")
        child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    return _plain(text + child.before)


def test_whole_game_against_random_bots_to_a_winner():
    child = spawn("--bots", "random", "--seed", "11", "--character", "zot")
    child.expect("New game, seed 11: 1. Zot the Wizard \\(you\\)")
    child.expect(PROMPT)
    child.sendline("abc")                                 # nonsense is refused and asked again
    child.expect("'abc' is not a choice: type a number from 1 to")
    child.sendline("0")
    child.expect("'0' is not a choice")
    child.sendline("h")
    child.expect("s, save")
    decide(child, random.Random(3))
    tail = finish(child)
    match = re.search(r"^(Winner: (\w+)(?: — that's you!)?|Winners \(a tie\): .+|Nobody wins.*)$", tail, re.M)
    assert match, tail
    assert "Traceback" not in tail
    assert re.search(r"Game over after \d+ table rounds? and \d+ decisions\.", tail)
    if match.group(2):
        assert re.search(rf"│ \d │ {match.group(2)}\b.*│ winner", tail)


def _screen_at_prompt(text: str) -> str:
    """The last whole screen in ``text`` (from its status line to the choices)."""
    text = _plain(text)
    return text[text.rindex(" The Red Dragon Inn "):].strip()


def test_save_quit_load_continues_the_same_game(tmp_path):
    args = ("--bots", "random", "--seed", "21", "--character", "gerki")
    whole = spawn(*args)
    decide(whole, random.Random(5))
    expected = finish(whole)

    save = tmp_path / "game.json"
    rng = random.Random(5)
    first = spawn(*args, "--save", str(save))
    assert decide(first, rng, limit=6) == 6
    first.expect(PROMPT)
    before = _screen_at_prompt(first.before)
    first.sendline("q")
    first.expect(r"Game saved to .*game\.json\. Resume with: innkeeper play --load")
    finish(first)
    data = json.loads(save.read_text())
    assert data["format"] == "innkeeper-play-save" and data["version"] == 1
    assert len(data["history"]) >= 6 and [b["kind"] for b in data["bots"]] == ["random"] * 3

    second = spawn("--load", str(save))
    second.expect("Resuming, seed 21")
    second.expect(PROMPT)
    assert _screen_at_prompt(second.before) == before       # the same table, hand and choices
    second.sendline(str(rng.randint(1, int(second.match.group(2)))))
    decide(second, rng)
    resumed = finish(second)
    assert resumed.strip() == expected.strip()               # bots' generators resumed too: same ending


def _unique_titles(content, seat_character: str, others: list[str], hand: list[str]) -> set[str]:
    """Titles in ``hand`` that no other character at the table has in their deck."""
    elsewhere = {content.cards[c].title for ch in others for c in content.characters[ch].deck}
    return set(hand) - elsewhere


def _hand_section(text: str) -> str:
    """The "Your hand" table of the last screen in ``text``."""
    text = _plain(text)
    return text[text.rindex("Your hand ("):].split("\n\n")[0]


def test_hotseat_hides_each_hand_until_its_owner_presses_enter():
    session = new_session("deirdre,fiona", 4, "random", 4, "Ann,Bob")
    game = session.game
    chars = [p.character for p in game.players]
    hands = {s: [game.content.cards[c].title for c in game.players[s].hand] for s in (0, 1)}
    secret = {s: _unique_titles(game.content, chars[s], chars[:s] + chars[s + 1:], hands[s]) for s in (0, 1)}
    assert secret[0] and secret[1]
    seat_of = {"Ann (Deirdre)": 0, "Bob (Fiona)": 1}

    child = spawn("--hotseat", "Ann,Bob", "--character", "deirdre,fiona", "--bots", "random", "--seed", "4")
    rng = random.Random(2)
    seen: list[int] = []
    child.expect(r"Pass to (.+?), press Enter")
    while True:
        seat = seat_of[child.match.group(1)]
        if seat not in seen:                          # not shown yet: the hand is still the one dealt
            assert not any(t in child.before for t in secret[seat])
        child.expect(r"q to stop\) ")
        assert not any(t in child.before for t in secret[0] | secret[1])
        child.sendline("")                            # the next person has the screen now
        child.expect(PROMPT)
        assert seat_of[child.match.group(1)] == seat
        hand = _hand_section(child.before)            # long titles wrap: compare their first words
        if seat not in seen:
            assert all(t[:24] in hand for t in secret[seat])
            seen.append(seat)
        assert not any(t[:24] in hand for t in secret[1 - seat])
        if len(seen) == 2:
            break
        while True:                                   # the same person may be asked several times in a row
            child.sendline(str(rng.randint(1, int(child.match.group(2)))))
            if child.expect([PROMPT, r"Pass to (.+?), press Enter"]) == 1:
                break
    child.sendline("q")
    child.expect("There is no save file: quit without saving")
    child.sendline("y")
    child.expect("Game not saved")
    finish(child)


@pytest.mark.parametrize("args, words", [
    (["--character", "bob"], "unknown character 'bob'"),
    (["--seats", "9"], "--seats must be from 2 to 8, not 9"),
    (["--bots", "clever"], "unknown bot kind 'clever'"),
    (["--hotseat", "1,9"], "--hotseat seat 9 does not exist"),
    (["--load", "/no/such/file.json"], "cannot read save file /no/such/file.json"),
    (["--load", "BAD"], "is not an Innkeeper save (it is not JSON)"),
    (["--load", "OLD"], "is a version 99 save; this program reads version 1"),
    (["--load", "HALF"], "malformed"),
    (["--load", "GOOD", "--seats", "3"], "--seats cannot be used with --load"),
])
def test_bad_options_give_one_line_errors(tmp_path, args, words):
    good = new_session(None, 3, "random", 1)
    files = {"BAD": "{not json", "OLD": json.dumps({"format": "innkeeper-play-save", "version": 99}),
             "HALF": json.dumps({**json.loads(good.to_json()), "bots": [{"seat": 1}]}), "GOOD": good.to_json()}
    args = [str(_write(tmp_path, a, files[a])) if a in files else a for a in args]
    result = subprocess.run([*CMD, *args, "--fast"], env=ENV, capture_output=True, text=True, timeout=60,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and words in lines[0], result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def _write(tmp_path, name: str, text: str):
    path = tmp_path / f"{name}.json"
    path.write_text(text)
    return path


# ----- the screen never shows what its seat may not know ----------------------------------------

def _random_points(seed: int, seats: int, steps: int):
    """A random game, yielding it (with everything that happened) at each of its first ``steps`` decisions."""
    chars = [innkeeper.characters()[i % 4] for i in range(seed, seed + seats)]
    game = innkeeper.new_game(chars, seed=seed)
    rng = random.Random(seed)
    events: list = []
    for _ in range(steps):
        if game.is_over:
            return
        yield game, events
        events += game.apply(rng.choice(game.legal_actions()))


def _render(game, events, seat: int) -> str:
    obs = game.observe(seat)
    actions = game.legal_actions() if game.current_player == seat else None
    log = [screen.event_line(e, seat) for e in events]
    return screen.to_text(screen.screen(obs, game.content, log, seat, actions, seed=1))


@pytest.mark.parametrize("seed, seats", [(1, 4), (2, 3), (5, 6)])
def test_screen_is_the_same_whatever_the_hidden_cards(seed, seats):
    scrambled_somewhere = False
    for step, (game, events) in enumerate(_random_points(seed, seats, 120)):
        if step % 7:
            continue
        for seat in (0, seats - 1):
            other = game.determinize(seat, seed=step + 1)
            hands = [sorted(p.hand) for p in game.players]
            scrambled_somewhere |= hands != [sorted(p.hand) for p in other.players]
            text = _render(game, events, seat)
            assert text == _render(other, events, seat)
            public = json.dumps(game.observe(seat)) + json.dumps([e.to_json(seat) for e in events])
            public += " ".join(game.content.cards[game.content.by_title[t]].text for t in game.observe(seat)["hand"])
            for s, p in enumerate(game.players):
                if s == seat:
                    continue
                for title in {game.content.cards[c].title for c in p.hand}:
                    if title in text:
                        assert title in public, f"{title!r} of seat {s}'s hand leaks to seat {seat}"
    assert scrambled_somewhere, "the comparison games never differed: the test would prove nothing"


def test_log_lines_show_a_seat_only_its_own_private_details():
    game = innkeeper.new_game(["gerki", "zot", "fiona", "deirdre"], seed=8)
    rng = random.Random(8)
    events = []
    while not game.is_over:
        events += game.apply(rng.choice(game.legal_actions()))
    draws = 0
    for event in events:
        for seat in range(4):
            line = screen.event_line(event, seat).plain
            if event.private and seat in event.private:
                for title in event.private[seat].get("cards", []):
                    assert f"'{title}'" in line
                draws += 1
            else:
                assert event.text.rstrip(".") in line
                hidden = {t for data in (event.private or {}).values() for t in data.get("cards", [])}
                assert not any(f"'{t}'" in line for t in hidden if f"'{t}'" not in event.text)
    assert draws > 5


def test_the_prompt_says_what_you_respond_to():
    s = Scenario(["deirdre", "gerki"], ask_all=True)
    s.hand(0, ["Prayer of Healing"]).hand(1, [SALVE]).turn(1, phase="action")
    game = s.build()
    play(game, SALVE, targets=[0])
    pass_until(game, 0)                                                 # Gerki is asked first, then Deirdre
    obs = game.observe(0)
    assert screen.situation(obs, 0) == f"[Anytime cards] Gerki plays '{SALVE}' on you — respond?"
    text = _render(game, [], 0)
    assert "Prayer of Healing" in text and "Action" in text            # your hand, with type and rule
    assert game.content.cards[game.content.by_title["Prayer of Healing"]].text in text
    assert f"└ Gerki plays '{SALVE}' on you" in text                   # what is on the table
    assert re.search(r"^\s+1\. Deirdre passes$", text, re.M)
    pass_until(game, 1)                 # the Anytime round of asking is over: now the Sometimes one, said so
    pass_until(game, 0)
    assert screen.situation(game.observe(0), 0) == f"[Sometimes cards] Gerki plays '{SALVE}' on you — respond?"


def test_summary_names_the_winner_and_every_mat():
    game = innkeeper.new_game(["zot", "fiona"], seed=3)
    rng = random.Random(0)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    text = screen.to_text(screen.summary(game.observe(None), None, {}, 99))
    names = [game.names[s] for s in game.winners]
    assert ("Winner: " + names[0]) in text if len(names) == 1 else "Winners (a tie)" in text
    assert "99 decisions" in text and "Zot" in text and "Fiona" in text


# ----- saves and options ---------------------------------------------------------------------------------

def test_a_save_resumes_the_game_and_the_bots_generators():
    session = new_session("zot", 4, "random", 7)
    for _ in range(30):
        session.apply(session.bot_action() if session.game.current_player in session.bots
                      else session.game.legal_actions()[0])
    copy = Session.from_json(session.to_json())
    assert copy.game == session.game and copy.history == session.history
    for _ in range(60):
        if session.game.is_over:
            break
        if session.game.current_player in session.bots:
            a, b = session.bot_action(), copy.bot_action()
        else:
            a = b = session.game.legal_actions()[-1]
        assert a == b
        session.apply(a)
        copy.apply(b)
    assert copy.game == session.game


def test_bad_saves_are_refused_with_what_is_wrong():
    good = json.loads(new_session(None, 2, "random", 1).to_json())
    cases = [
        ("[1, 2]", "no 'innkeeper-play-save' format mark"),
        (json.dumps({**good, "version": 2}), "version 2 save"),
        (json.dumps({**good, "game": "{}"}), "save file: "),                 # the engine's own reason follows
        (json.dumps({**good, "humans": []}), "seats do not match"),
    ]
    for text, words in cases:
        with pytest.raises(PlayError, match=re.escape(words)):
            Session.from_json(text)


def test_options_are_checked_and_the_seed_fixes_the_table():
    assert human_seats(None, 4) == [(0, "")]
    assert human_seats("3", 4) == [(0, ""), (1, ""), (2, "")]
    assert human_seats("2,4", 4) == [(1, ""), (3, "")]
    assert human_seats("Ann, Bob", 5) == [(0, "Ann"), (1, "Bob")]
    for bad in ("5", "0", "1,1", "1,Ann", "A,B,C,D,E", "a,,b"):
        with pytest.raises(PlayError):
            human_seats(bad, 4)
    a, b = new_session(None, 6, "random", 99), new_session(None, 6, "random", 99)
    assert a.game == b.game and a.bot_specs == b.bot_specs
    assert new_session("Fiona", 2, "random", 1).game.players[0].character == "fiona"
    with pytest.raises(PlayError, match="1 person"):
        new_session("zot,gerki", 4, "random", 1)


def test_the_welcome_line_says_a_deck_is_reconstructed():
    """A table with Jin says his deck is reconstructed; a table of transcribed decks says nothing of the kind."""
    from rich.console import Console

    from innkeeper.play import _welcome, new_session

    for character, expected in (("jin", True), ("zot", False)):
        console = Console(record=True, width=200)
        session = new_session(character=character, seats=2, bots="random", seed=1)
        _welcome(console, session, None, resumed=False)
        text = console.export_text()
        reconstructed = [c for c in ("jin", "greppa") if c in [p.character for p in session.game.players]]
        assert ("Reconstructed deck" in text) == bool(reconstructed)
        if expected:
            assert "Jin, Master of Ceremonies" in text.split("Reconstructed")[1]
