"""`innkeeper balance`: a small report end to end against a direct count of its games, resuming, blanks and errors."""

from __future__ import annotations

import csv
import json
import shlex
import tomllib
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

import innkeeper
from innkeeper.balance import BalanceConfig, deck_titles
from innkeeper.balance.blank import blank_content, deck_cards, dumps, stand_in_id
from innkeeper.balance.run import character_games
from innkeeper.balance.store import Store
from innkeeper.bots import SeatView, make_bot
from innkeeper.cli import app
from innkeeper.content import BUILTIN, DATA, load_content
from innkeeper.simulate import SimConfig, game_setup, play_game, run_games
from innkeeper.stats import wilson

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()
POOL = ("zot", "fiona", "gerki", "deirdre")
SMALL = ["balance", "--games", "6", "--seats", "3,4", "--bots", "random", "--characters", ",".join(POOL),
         "--seed", "7", "--cards", "zot", "--ablate", "1", "--ablate", "I raise!", "--no-progress"]


def played_by_hand(characters, seed, first, bots, bot_seeds, content=()) -> dict:
    """One game played directly on the engine, counting what the report needs from its events and observations."""
    game = innkeeper.new_game(list(characters), seed, first_player=first, content=list(content))
    players = [make_bot(k, s, bs) for s, (k, bs) in enumerate(zip(bots, bot_seeds, strict=True))]
    held = [set(game.observe(s)["hand"]) for s in range(len(characters))]
    played: list[set[str]] = [set() for _ in characters]
    kinds: Counter = Counter()
    while not game.is_over:
        seat = game.current_player
        for e in game.apply(players[seat].act(SeatView(game, seat))):
            kinds[e.kind] += 1
            if e.kind == "draw":
                held[e.data["seat"]].update(e.private[e.data["seat"]]["cards"])
            elif e.kind == "play" and "origin" not in e.data:
                played[e.data["seat"]].add(e.data["card"])
    winners = list(game.winners)
    return {"winners": winners, "share": [1 / len(winners) if s in winners else 0.0 for s in range(len(characters))],
            "held": held, "played": played, "turns": kinds["turn"] + 1}


def rows(path: Path) -> list[dict]:
    """A CSV file's rows."""
    with path.open(encoding="utf-8") as f:
        return list(csv.DictReader(f))


@pytest.fixture(scope="module")
def small_report(tmp_path_factory) -> Path:
    """The small report, made once by the command."""
    out = tmp_path_factory.mktemp("balance") / "report"
    result = runner.invoke(app, [*SMALL, "--workers", "1", "--out", str(out)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return out


def test_small_report_numbers_match_a_direct_count_of_the_same_games(small_report: Path) -> None:
    """Win rates, positions, match-ups, endings, card figures and ablations agree with games played by hand."""
    wins: dict[str, defaultdict] = {"all": defaultdict(float), 3: defaultdict(float), 4: defaultdict(float)}
    seats_played: dict[str, Counter] = {"all": Counter(), 3: Counter(), 4: Counter()}
    position_wins: dict[tuple[int, int], float] = defaultdict(float)
    pair_wins: dict[tuple[str, str], float] = defaultdict(float)
    card_played: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    card_kept: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    turns: dict[int, list[int]] = defaultdict(list)
    base_zot: dict[int, float] = {}
    for k in (3, 4):
        config = SimConfig(games=6, bots=("random",) * k, characters=POOL, seed=7)
        for i in range(6):
            s = game_setup(config, i)
            g = played_by_hand(s.characters, s.seed, s.first, s.bots, s.bot_seeds)
            turns[k].append(g["turns"])
            per_char: dict[str, float] = defaultdict(float)
            for seat, c in enumerate(s.characters):
                for key in ("all", k):
                    wins[key][c] += g["share"][seat]
                    seats_played[key][c] += 1
                position_wins[k, (seat - s.first) % k + 1] += g["share"][seat]
                per_char[c] += g["share"][seat]
                if c == "zot":
                    for title in g["held"][seat]:
                        group = card_played if title in g["played"][seat] else card_kept
                        group[title][0] += 1
                        group[title][1] += g["share"][seat]
            for a in per_char:
                for b in per_char:
                    if a != b:
                        pair_wins[a, b] += per_char[a]
            if k == 3 and "zot" in s.characters:
                base_zot[i] = per_char["zot"]

    for r in rows(small_report / "win_rates.csv"):
        key = "all" if r["seats"] == "all" else int(r["seats"])
        c = r["character"]
        assert int(r["seats_played"]) == seats_played[key][c]
        assert float(r["wins"]) == pytest.approx(wins[key][c])
        low, high = wilson(wins[key][c], seats_played[key][c])
        assert float(r["low95"]) == pytest.approx(low, abs=1e-5) and float(r["high95"]) == pytest.approx(high, abs=1e-5)
    assert {r["seats"] for r in rows(small_report / "win_rates.csv")} == {"all", "3", "4"}
    overall = [float(r["win_rate"]) for r in rows(small_report / "win_rates.csv") if r["seats"] == "all"]
    assert overall == sorted(overall, reverse=True)
    assert float(rows(small_report / "win_rates.csv")[0]["fair_share"]) == pytest.approx(12 / (6 * 3 + 6 * 4), abs=1e-5)
    for r in rows(small_report / "positions.csv"):
        assert float(r["wins"]) == pytest.approx(position_wins[int(r["seats"]), int(r["position"])])
    for r in rows(small_report / "matchups.csv"):
        assert float(r["wins"]) == pytest.approx(pair_wins[r["character"], r["opponent"]])
        assert float(r["opponent_wins"]) == pytest.approx(pair_wins[r["opponent"], r["character"]])
    for r in rows(small_report / "lengths.csv"):
        if r["measure"] == "turns":
            assert float(r["mean"]) == pytest.approx(sum(turns[int(r["seats"])]) / 6, abs=1e-4)
    assert sum(int(r["last_standing"]) + int(r["tie"]) for r in rows(small_report / "endings.csv")) == 12
    outcomes = rows(small_report / "outcomes.csv")
    assert sum(int(r["won"]) + int(r["tied"]) + int(r["passed_out"]) + int(r["broke"]) for r in outcomes) == 42
    cards = rows(small_report / "cards.csv")
    assert [r["card"] for r in cards] == deck_titles("zot")
    for r in cards:
        assert int(r["played"]) == card_played[r["card"]][0] and int(r["unplayed"]) == card_kept[r["card"]][0]
        assert float(r["played_wins"]) == pytest.approx(card_played[r["card"]][1])
        assert float(r["unplayed_wins"]) == pytest.approx(card_kept[r["card"]][1])
        assert int(r["drawn"]) == int(r["played"]) + int(r["unplayed"])

    # The ablations: zot's 3-seat games replayed with the card blank, compared game by game.
    ablation = {r["card"]: r for r in rows(small_report / "ablation.csv")}
    assert list(ablation) == ["Gambling? I'm in!", "I raise!"]
    config = SimConfig(games=6, bots=("random",) * 3, characters=POOL, seed=7)
    for title, r in ablation.items():
        path = small_report / "ablation" / f"{stand_in_id('zot', title)}.toml"
        blank_zot = {}
        for i in base_zot:
            s = game_setup(config, i)
            seated = [stand_in_id("zot", title) if c == "zot" else c for c in s.characters]
            g = played_by_hand(seated, s.seed, s.first, s.bots, s.bot_seeds, content=[path])
            blank_zot[i] = sum(g["share"][seat] for seat, c in enumerate(s.characters) if c == "zot")
        n = sum(s_.characters.count("zot") for s_ in (game_setup(config, i) for i in base_zot))
        assert int(r["games"]) == len(base_zot) and int(r["seats_played"]) == n
        assert float(r["win_rate"]) == pytest.approx(sum(base_zot.values()) / n, abs=1e-5)
        assert float(r["win_rate_blank"]) == pytest.approx(sum(blank_zot.values()) / n, abs=1e-5)
        assert float(r["low95"]) <= float(r["change"]) <= float(r["high95"])


def test_small_report_writes_the_page_with_its_charts_and_header(small_report: Path) -> None:
    """report.html embeds every chart as a PNG (nothing fetched), names what was run and prints the command."""
    page = (small_report / "report.html").read_text(encoding="utf-8")
    for name in ("win_rates", "matchups", "positions", "cards", "ablation", "length_and_endings", "gold_and_alcohol"):
        assert (small_report / f"{name}.png").read_bytes()[:4] == b"\x89PNG"
        assert f'data-testid="chart-{name}" ' in page
    assert page.count("src=\"data:image/png;base64,") == 7
    assert "http://" not in page and "https://" not in page and "<script" not in page
    for text in ("zot, fiona, gerki, deirdre", "3, 4", "random", "12 (6 per table size)", "Innkeeper 0.1.0",
                 "innkeeper balance --games 6 --seats 3-4 --bots random --characters zot,fiona,gerki,deirdre "
                 "--seed 7 --cards zot --ablate 1 --ablate 2"):
        assert text in page
    for name in ("win_rates", "matchups", "positions", "cards", "ablation", "lengths", "endings", "outcomes",
                 "gold_and_alcohol"):
        assert (small_report / f"{name}.csv").exists()


def test_the_printed_command_plays_the_same_games(small_report: Path, tmp_path: Path) -> None:
    """The header's command, run into another folder with two workers, writes the same CSV files."""
    page = (small_report / "report.html").read_text(encoding="utf-8")
    import html

    line = html.unescape(page.split('data-testid="command">', 1)[1].split("</code>", 1)[0])
    args = shlex.split(line)[1:]
    result = runner.invoke(app, [*args, "--workers", "2", "--no-progress", "--out", str(tmp_path / "again")])
    assert result.exit_code == 0, result.output
    for name in ("win_rates.csv", "matchups.csv", "cards.csv", "ablation.csv", "gold_and_alcohol.csv"):
        assert (tmp_path / "again" / name).read_bytes() == (small_report / name).read_bytes()


def test_an_interrupted_run_resumes_from_its_stored_games(tmp_path: Path) -> None:
    """A run whose folder lost some games (and holds a torn line) plays only those, and ends as a fresh run does."""
    args = ["balance", "--games", "5", "--seats", "3", "--bots", "random", "--characters", "zot,gerki,fiona",
            "--seed", "3", "--workers", "1", "--no-progress"]
    fresh = runner.invoke(app, [*args, "--out", str(tmp_path / "fresh")])
    assert fresh.exit_code == 0, fresh.output
    out = tmp_path / "cut"
    runner.invoke(app, [*args, "--out", str(out)])
    stored = out / "games" / "seats-3.jsonl"
    lines = stored.read_text().splitlines()
    stored.write_text("\n".join(lines[:2]) + "\n" + lines[2][:40])   # two games kept, the third torn
    result = runner.invoke(app, [*args[:-3], "--no-progress", "--out", str(out)])   # default workers
    assert result.exit_code == 0, result.output
    assert "Resuming: 2 games are stored" in result.output and "3 to play" in result.output
    assert "(3 played now)" in result.output
    assert len(stored.read_text().splitlines()) == 5 and sorted(Store(out).load("seats-3")) == [0, 1, 2, 3, 4]
    for name in ("win_rates.csv", "positions.csv", "cards.csv", "outcomes.csv"):
        assert (out / name).read_bytes() == (tmp_path / "fresh" / name).read_bytes()
    again = runner.invoke(app, ["balance", "--games", "5", "--seats", "3", "--bots", "random", "--characters",
                                "zot,gerki,fiona", "--workers", "1", "--no-progress", "--out", str(out)])
    assert "(0 played now)" in again.output and "seed 3" in again.output   # no --seed: the stored run's


def test_more_games_than_the_cap_asks_first(tmp_path: Path) -> None:
    """Over --cap the run warns and, with no one to ask, stops naming --yes; --yes plays it."""
    args = ["balance", "--games", "3", "--seats", "2", "--bots", "random", "--seed", "1", "--workers", "1",
            "--no-progress", "--cap", "2", "--out", str(tmp_path / "r")]
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert "Warning: this run plays 3 games, over the cap of 2." in result.output
    assert "Error: 3 games is over --cap 2; pass --yes to play them" in result.output
    assert not (tmp_path / "r" / "games").exists()
    assert runner.invoke(app, [*args, "--yes"]).exit_code == 0


BAD = [
    (["--characters", "zot,bob"], "unknown character 'bob'"),
    (["--seats", "1"], "--seats must be from 2 to 8, not 1"),
    (["--seats", "2-9"], "--seats must be from 2 to 8, not 9"),
    (["--seats", "four"], "--seats must be a table size"),
    (["--games", "0"], "--games must be at least 1, not 0"),
    (["--games", "lots"], "--games must be a whole number, not 'lots'"),
    (["--bots", "genius"], "unknown bot kind 'genius'"),
    (["--seats", "3,4", "--bots", "random,random,random"], "give one kind, or one per seat"),
    (["--characters", "zot,gerki", "--cards", "fiona"], "--cards 'fiona' is not a character in the pool"),
    (["--cards", "zot", "--ablate", "Fireball!"], "'zot' has no card titled 'Fireball!'"),
    (["--cards", "zot", "--ablate", "99"], "--ablate 99: 'zot' has cards 1 to 28"),
    (["--workers", "0"], "--workers must be at least 1, not 0"),
    (["--out", str(ROOT / "pyproject.toml")], "is a file, not a folder"),
]


@pytest.mark.parametrize(("args", "message"), BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_options_stop_with_one_line(args: list[str], message: str) -> None:
    """Each bad option: exit code 2 and one 'Error: ...' line naming it, before any game is played."""
    result = runner.invoke(app, ["balance", "--games", "1", "--seed", "1", "--no-progress", *args])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and message in lines[0], result.output


def test_a_folder_of_other_settings_is_not_mixed_in(tmp_path: Path) -> None:
    """A folder holding games of another seed is refused (one line) unless --fresh replaces them; --cards may change."""
    base = ["balance", "--games", "2", "--seats", "2", "--bots", "random", "--workers", "1", "--no-progress",
            "--out", str(tmp_path)]
    assert runner.invoke(app, [*base, "--seed", "1"]).exit_code == 0
    result = runner.invoke(app, [*base, "--seed", "2"])
    assert result.exit_code == 2 and "holds games of other settings" in result.output
    assert len(result.output.strip().splitlines()) == 1
    assert runner.invoke(app, [*base, "--seed", "2", "--fresh"]).exit_code == 0
    assert json.loads((tmp_path / "run.json").read_text())["config"]["seed"] == 2
    other_cards = runner.invoke(app, [*base, "--seed", "2", "--cards", "zot"])   # the same games, measured otherwise
    assert other_cards.exit_code == 0 and "(0 played now)" in other_cards.output


# ----- the Bar Deck and Prize variants ------------------------------------------------------------------------------

VARIANT = ["balance", "--games", "2", "--seats", "3", "--bots", "random", "--characters", "zot,gerki,fiona",
           "--workers", "1", "--no-progress"]


def test_bar_deck_and_prizes_reach_every_game_and_the_report(tmp_path: Path, monkeypatch) -> None:
    """--bar-deck and --prizes: every game and ablation replay is dealt with them, the stored records are those
    games (not the plain ones), and the settings, the header and the reproduce command name them."""
    tables: list[tuple] = []
    new_game = innkeeper.new_game

    def spy(*args, **kwargs):
        tables.append((tuple(kwargs["bar_deck"] or ()), kwargs["prizes"], bool(kwargs["content"])))
        return new_game(*args, **kwargs)

    monkeypatch.setattr(innkeeper, "new_game", spy)
    out = tmp_path / "variant"
    result = runner.invoke(app, [*VARIANT, "--seed", "3", "--bar-deck", "core,000-pack", "--prizes", "--cards", "zot",
                                 "--ablate", "1", "--out", str(out)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    replays = len(character_games(SimConfig(games=2, bots=("random",) * 3, characters=("zot", "gerki", "fiona"),
                                            seed=3), "zot"))
    assert replays >= 1 and len(tables) == 2 + replays
    assert set(tables) == {(("core", "000-pack"), True, False), (("core", "000-pack"), True, True)}   # both stages
    monkeypatch.undo()

    stored = Store(out).load("seats-3")
    options = SimConfig(games=2, bots=("random",) * 3, characters=("zot", "gerki", "fiona"), seed=3, detail=True,
                        bar_deck=("core", "000-pack"), prizes=True)
    assert [stored[i] for i in range(2)] == run_games(options)
    assert [stored[i] for i in range(2)] != run_games(replace(options, bar_deck=(), prizes=False))
    settings = json.loads((out / "run.json").read_text())["config"]
    assert settings["bar_deck"] == ["core", "000-pack"] and settings["prizes"] is True
    page = (out / "report.html").read_text(encoding="utf-8")
    assert 'data-field="options">Bar Deck core, 000-pack, Prize variant<' in page
    line = ("innkeeper balance --games 2 --seats 3 --bots random --characters zot,gerki,fiona --seed 3 --cards zot "
            "--ablate 1 --bar-deck core,000-pack --prizes")
    assert line in page and f"reproduce: {line} --out {out}" in result.output
    assert "seed 3, Bar Deck core, 000-pack, Prize variant:" in result.output

    again = runner.invoke(app, [*shlex.split(line)[1:], "--workers", "1", "--no-progress",   # the command, replayed
                                "--out", str(tmp_path / "b")])
    assert again.exit_code == 0, again.output
    for name in ("win_rates.csv", "ablation.csv", "cards.csv"):
        assert (tmp_path / "b" / name).read_bytes() == (out / name).read_bytes()


@pytest.mark.parametrize(("value", "message"), [
    ("core,third", "--bar-deck: unknown Drink Deck or pack 'third' for the Bar Deck; choose from core, second"),
    ("core,core", "--bar-deck: the Bar Deck names 'core' twice"),
    ("000-pack", "--bar-deck: a Bar Deck needs at least 30 Drink cards"),
])
def test_a_bad_bar_deck_stops_with_one_line_and_writes_nothing(tmp_path: Path, value: str, message: str) -> None:
    """A bad --bar-deck: exit code 2, one 'Error: --bar-deck: ...' line (no traceback), and no folder made."""
    result = runner.invoke(app, [*VARIANT, "--seed", "1", "--bar-deck", value, "--out", str(tmp_path / "r")])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and message in lines[0], result.output
    assert not (tmp_path / "r").exists()


def test_a_folder_of_other_table_variants_is_not_mixed_in(tmp_path: Path) -> None:
    """As for --drink-deck, games stored with another Bar Deck or Prize choice are refused (one line) and left as
    they were; the same choice resumes (`all` is every Drink Deck by name); a plain run's settings name neither."""
    base = [*VARIANT, "--seed", "5", "--out", str(tmp_path)]
    assert runner.invoke(app, [*base, "--bar-deck", "all"]).exit_code == 0
    before = (tmp_path / "games" / "seats-3.jsonl").read_bytes()
    for extra in ([], ["--bar-deck", "core"], ["--bar-deck", "all", "--prizes"], ["--drink-deck", "second"]):
        result = runner.invoke(app, [*base, *extra])
        assert result.exit_code == 2, (extra, result.output)
        assert result.output.strip().splitlines() == [f"Error: {str(tmp_path)!r} holds games of other settings; give "
                                                      "another --out, or --fresh to replace them"]
    assert (tmp_path / "games" / "seats-3.jsonl").read_bytes() == before
    same = runner.invoke(app, [*VARIANT, "--bar-deck", "second,core", "--out", str(tmp_path)])   # no --seed: stored
    assert same.exit_code == 0 and "(0 played now)" in same.output and "seed 5" in same.output
    plain = BalanceConfig(games=2, seats=(3,), bots=("random",), characters=("zot", "gerki", "fiona"), seed=5)
    assert "bar_deck" not in plain.to_json() and "prizes" not in plain.to_json()   # a run stored before them resumes
    assert not plain.same_games(json.loads((tmp_path / "run.json").read_text())["config"])


# ----- the pieces ------------------------------------------------------------------------------------------------

def test_every_card_of_every_character_can_be_blanked() -> None:
    """The TOML writer round-trips every data file; each blank loads with one effect that names nobody."""
    for name in BUILTIN:
        data = tomllib.loads((DATA / name).read_text(encoding="utf-8"))
        assert tomllib.loads(dumps(data)) == data, name
    texts, expected = [], []
    for c in innkeeper.characters():
        for title, copies in deck_cards(c):
            sid = stand_in_id(c, title)
            texts.append({"name": f"{sid}.toml", "text": blank_content(c, title)})
            expected.append((c, sid, title, copies))
    content = load_content(extra_texts=texts)   # every stand-in at once: each is its own character
    for c, sid, title, copies in expected:
        original, stand_in = content.characters[c], content.characters[sid]
        assert len(stand_in.deck) == len(original.deck) and stand_in.side == original.side
        blanked = {content.cards[i] for i in stand_in.deck if content.cards[i].title == title}
        assert len(blanked) == 1 and sum(content.cards[i].title == title for i in stand_in.deck) == copies
        (card,) = blanked
        assert all([(e.op, e.who) for e in m.effects] == [("gain_fortitude", "no_one")] for m in card.modes)
        others = [content.cards[i] for i in stand_in.deck if content.cards[i].title != title]
        assert others == [content.cards[i] for i in original.deck if content.cards[i].title != title]


def test_a_blank_card_played_changes_nothing(tmp_path: Path) -> None:
    """Zot's blank 'Tip the Wench.' is still played, but names nobody and makes nobody pay."""
    path = tmp_path / "blank.toml"
    path.write_text(blank_content("zot", "Tip the Wench."))
    sid = stand_in_id("zot", "Tip the Wench.")
    config = SimConfig(games=40, bots=("random",) * 3, characters=("zot", "gerki", "fiona"), seed=2,
                       content=(str(path),), swap=(("zot", sid),))
    tips = 0
    for i in character_games(config, "zot")[:6]:
        s = game_setup(config, i)
        game = innkeeper.new_game([sid if c == "zot" else c for c in s.characters], s.seed, first_player=s.first,
                                  content=[path])
        zot = s.characters.index("zot")
        bots = [make_bot(k, seat, b) for seat, (k, b) in enumerate(zip(s.bots, s.bot_seeds, strict=True))]
        while not game.is_over:
            seat = game.current_player
            action = game.legal_actions()[0] if seat == zot else bots[seat].act(SeatView(game, seat))
            for a in game.legal_actions() if seat == zot else ():
                if a.kind == "play" and a.card == "Tip the Wench.":
                    action = a
            events = game.apply(action)
            if seat == zot and action.kind == "play" and action.card == "Tip the Wench.":
                tips += 1
                assert action.targets == () and events[0].kind == "play"
                assert events[1:2] == [] or events[1].kind not in ("pay", "stat")
        assert play_game(config, i).characters == s.characters   # the record names the original character
    assert tips >= 2


def test_detail_does_not_change_the_game_and_stays_out_of_plain_records() -> None:
    """A detailed record is the plain one plus its detail fields; plain records' JSON is what it was."""
    config = SimConfig(games=3, bots=("random",) * 4, seed=5)
    detailed = SimConfig(games=3, bots=("random",) * 4, seed=5, detail=True)
    for i in range(3):
        plain, rich = play_game(config, i), play_game(detailed, i)
        assert set(rich.to_json()) - set(plain.to_json()) == {"held", "played", "curves"}
        assert {k: v for k, v in rich.to_json().items() if k in plain.to_json()} == plain.to_json()
        assert list(plain.to_json()) == ["index", "seed", "first", "characters", "bots", "winners", "decisions",
                                         "turns", "rounds", "passed_out", "broke", "end"]
        assert all(set(p) <= set(h) for p, h in zip(rich.played, rich.held, strict=True))
        s = game_setup(config, i)
        start = innkeeper.new_game(list(s.characters), s.seed, first_player=s.first).observe(None)["players"][s.first]
        assert rich.curves[s.first][0] == (start["gold"], start["alcohol"])
        assert rich.turns - 1 <= sum(len(c) for c in rich.curves) <= rich.turns


def test_chosen_indices_play_the_same_games_on_any_number_of_workers() -> None:
    """run_games(indices=...) gives those games' records, in that order, as a full run does; collect sees them all."""
    config = SimConfig(games=10, bots=("random",) * 3, seed=9)
    full = run_games(config)
    seen: list[int] = []
    some = run_games(config, workers=2, indices=[7, 2, 5], collect=lambda part: seen.extend(r.index for r in part))
    assert some == [full[7], full[2], full[5]] and sorted(seen) == [2, 5, 7]


def test_balance_config_checks_its_settings() -> None:
    """The API refuses bad settings with one-line errors too."""
    from innkeeper.simulate import SimulationError

    for config, words in ((BalanceConfig(games=0), "at least 1"), (BalanceConfig(seats=(9,)), "2 to 8 seats"),
                          (BalanceConfig(characters=("zot",), cards="gerki"), "not in the character pool"),
                          (BalanceConfig(cards="zot", ablate=("Nope",)), "no card titled 'Nope'"),
                          (BalanceConfig(seats=(3, 4), bots=("random",) * 3), "fit only 3 seats"),
                          (BalanceConfig(bar_deck=("core", "third")), "unknown Drink Deck or pack 'third'"),
                          (BalanceConfig(prizes="yes"), "prizes must be true or false")):
        with pytest.raises(SimulationError, match=words):
            config.check()


def test_the_plain_command_writes_the_report_and_its_files(tmp_path: Path) -> None:
    """`innkeeper balance --games N --seats K --out DIR` (heuristic bots, every character) writes the whole report."""
    out = tmp_path / "plain"
    result = runner.invoke(app, ["balance", "--games", "2", "--seats", "2", "--out", str(out), "--no-progress"])
    assert result.exit_code == 0, result.output
    assert "bots heuristic" in result.output and "reproduce: innkeeper balance --games 2 --seats 2" in result.output
    assert (out / "report.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert len(list(out.glob("*.csv"))) == 9 and len(list(out.glob("*.png"))) == 6   # no ablation asked
    assert {r["character"] for r in rows(out / "cards.csv")} == {innkeeper.characters()[0]}


def test_ray_plays_the_chosen_games_as_the_process_pool_does() -> None:
    """Chosen indices on a local Ray instance give the records the process pool gives."""
    pytest.importorskip("ray")
    config = SimConfig(games=8, bots=("random",) * 3, seed=4, detail=True)
    assert run_games(config, workers=2, ray=True, indices=[6, 1, 3]) == run_games(config, workers=2, indices=[6, 1, 3])
