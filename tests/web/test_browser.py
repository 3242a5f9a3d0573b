"""The browser client end to end: Debian's Chromium drives the lobby, two seats, a spectator and a replay.

The real server runs in this process (``live_server`` from ``conftest.py``) with bots that answer at once.
Screenshots of each key screen go to ``test-artifacts/`` at the repository root.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from .browser import CHROMIUM, need_browser, sync_playwright

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
GAME_TIMEOUT = 150.0     # seconds for the whole game to be played through the UI
SEED = 11

try:
    from playwright.sync_api import Browser, Page, expect
    from playwright.sync_api import Error as PlaywrightError
except ImportError:  # pragma: no cover - the test extra installs it
    pass


@pytest.fixture
def browser() -> Iterator[Browser]:
    """Debian's Chromium, headless, launched by Playwright."""
    need_browser()
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


def _page(browser: Browser, viewport: dict, errors: list[str], name: str) -> Page:
    """A fresh browser context and page that records JavaScript errors."""
    context = browser.new_context(viewport=viewport, device_scale_factor=1)
    context.set_default_timeout(15_000)
    page = context.new_page()
    page.on("pageerror", lambda exc: errors.append(f"{name}: {exc}"))
    return page


def _shot(page: Page, name: str, full_page: bool = True) -> None:
    """Save a screenshot under test-artifacts/."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full_page)


def _click_first_action(page: Page) -> bool:
    """Click the first enabled action button on ``page``; False when it has none (or it vanished)."""
    button = page.locator("[data-testid=action-button]:not([disabled])").first
    try:
        if not button.is_visible():
            return False
        button.click(timeout=1_000)
    except PlaywrightError:
        return False
    return True


def _click_playable_card(page: Page) -> bool:
    """Play a glowing hand card that has exactly one use (the card click path); False when there is none."""
    cards = page.locator("[data-testid=hand-card][data-playable='1']")
    titles = [cards.nth(i).get_attribute("data-title") for i in range(cards.count())]
    for title in titles:
        uses = page.locator("[data-testid=action-button]:not([disabled])").filter(has_text=title or "")
        if title and uses.count() == 1:
            try:
                page.locator(f"[data-testid=hand-card][data-title={_css_string(title)}]").first.click(timeout=1_000)
            except PlaywrightError:
                return False
            return True
    return False


def _started_table(url: str, seats: list[dict], **options) -> tuple[dict, str, str]:
    """A table made, joined by its first seat ("Ann") and started over the API: (the table, Ann's token, host)."""
    made = httpx.post(f"{url}/api/tables", json={"seats": seats, **options}).json()
    token, host = made["seats"][0]["token"], made["host_token"]
    httpx.post(f"{url}/api/tables/{made['id']}/join", json={"token": token, "name": "Ann"})
    httpx.post(f"{url}/api/tables/{made['id']}/start", json={"host": host})
    return made, token, host


def _css_string(text: str) -> str:
    """A quoted CSS attribute value."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def test_two_people_a_bot_a_spectator_and_the_replay(browser: Browser, live_server) -> None:
    """Create a table in the lobby, join from a phone, watch, play to the end by clicking, then step the replay."""
    started = time.monotonic()
    server = live_server(bot_delay=0.0)
    base = server.url
    errors: list[str] = []

    # ----- the lobby: a new table with two people and two bots -----
    host = _page(browser, DESKTOP, errors, "host")
    host.goto(f"{base}/")
    expect(host.get_by_test_id("status")).to_have_text("Lobby")
    host.get_by_test_id("new-table").click()
    host.get_by_test_id("table-name").fill("Browser test night")
    host.get_by_test_id("host-name").fill("Ann")
    host.get_by_test_id("seat-count").select_option("4")
    host.get_by_test_id("seat-character-0").select_option("deirdre")
    host.get_by_test_id("seat-kind-1").select_option("human")
    host.get_by_test_id("seat-character-1").select_option("zot")
    host.get_by_test_id("seat-name-1").fill("Bob")
    host.get_by_test_id("seat-kind-2").select_option("bot:heuristic")
    host.get_by_test_id("seat-kind-3").select_option("bot:random")
    host.get_by_test_id("opt-timer").fill("300")
    host.get_by_test_id("opt-last-call").fill("1")
    host.locator("details.advanced summary").click()
    host.get_by_test_id("opt-seed").fill(str(SEED))
    expect(host.get_by_test_id("seat-row-3")).to_be_visible()
    _shot(host, "01-lobby-new-table")
    host.get_by_test_id("create-table").click()
    host.wait_for_url(re.compile(r"/table/[^/#]+$"))   # (the host and seat tokens left the address bar)
    table_id = re.search(r"/table/([^/#]+)", host.url).group(1)

    # ----- the waiting room: the host sees the seat links and has already joined -----
    expect(host.get_by_test_id("status")).to_have_text("Waiting for players")
    expect(host.get_by_test_id("wait-seat-0")).to_contain_text("joined")
    guest_link = host.get_by_test_id("join-link-1").input_value()
    assert guest_link.startswith(f"{base}/table/{table_id}#token=")
    expect(host.get_by_test_id("join-link-0")).to_be_visible()
    _shot(host, "02-waiting-room-host")

    # ----- Bob joins on a phone -----
    guest = _page(browser, PHONE, errors, "guest")
    guest.goto(guest_link)
    guest.get_by_test_id("join-name").fill("Bob")
    guest.get_by_test_id("join-button").click()
    expect(guest.get_by_test_id("wait-seat-1")).to_contain_text("joined")
    expect(host.get_by_test_id("wait-seat-1")).to_contain_text("joined")
    expect(guest.get_by_test_id("start-game")).to_have_count(0)
    _shot(guest, "03-waiting-room-guest-phone")

    # ----- a spectator with no token -----
    watcher = _page(browser, DESKTOP, errors, "watcher")
    watcher.goto(f"{base}/table/{table_id}")
    expect(watcher.get_by_test_id("role")).to_have_text("Watching")
    expect(watcher.get_by_test_id("join-button")).to_have_count(0)

    # ----- start -----
    host.get_by_test_id("start-game").click()
    for page in (host, guest, watcher):
        expect(page.get_by_test_id("status")).to_have_text(re.compile("Playing|Finished"))
        for seat in range(4):
            expect(page.get_by_test_id(f"mat-{seat}")).to_be_visible()
    expect(host.get_by_test_id("mat-0")).to_contain_text("Ann")
    expect(host.get_by_test_id("mat-1")).to_contain_text("Bob")
    expect(host.get_by_test_id("mat-0")).to_contain_text("Deirdre")
    expect(host.get_by_test_id("hand-card")).to_have_count(7)
    expect(guest.get_by_test_id("hand")).to_be_visible()
    expect(watcher.get_by_test_id("hand")).to_have_count(0)

    # ----- play by clicking until someone wins -----
    shots = {"host": False, "guest": False, "watcher": False}
    clicks = {"host": 0, "guest": 0}
    played_card = False
    dropped = False
    deadline = time.monotonic() + GAME_TIMEOUT
    while not host.get_by_test_id("winner").is_visible():
        assert time.monotonic() < deadline, f"no winner after {GAME_TIMEOUT}s of clicking ({clicks})"
        acted = False
        for name, page in (("host", host), ("guest", guest)):
            if not page.locator("[data-testid=action-button]:not([disabled])").first.is_visible():
                continue
            if not shots[name]:
                expect(page.get_by_test_id("prompt")).to_be_visible()
                expect(page.get_by_test_id("timer")).to_be_visible()
                _shot(page, "04-table-host" if name == "host" else "05-table-guest-phone")
                shots[name] = True
            if not played_card and _click_playable_card(page):
                played_card = did = True
            else:
                did = _click_first_action(page)
            if did:
                clicks[name] += 1
                acted = True
        if acted and not shots["watcher"] and sum(clicks.values()) >= 3:
            expect(watcher.get_by_test_id("action-button")).to_have_count(0)
            expect(watcher.get_by_test_id("hand-card")).to_have_count(0)
            expect(watcher.get_by_test_id("log-line").first).to_be_visible()
            _shot(watcher, "06-spectator")
            shots["watcher"] = True
        if acted and not dropped and clicks["guest"] >= 2:
            # The guest's connection drops; the client reconnects, says hello again and gets the full state.
            guest.evaluate("window.innkeeperDropConnection()")
            expect(guest.get_by_test_id("connection")).to_have_class(re.compile(r"\bup\b"), timeout=15_000)
            expect(guest.get_by_test_id("mat-1")).to_be_visible()
            dropped = True
        if not acted:
            time.sleep(0.05)
    assert clicks["host"] > 0 and clicks["guest"] > 0, clicks
    assert played_card, "no hand card was ever played by clicking it"

    # ----- the end: everyone sees the winner -----
    for page in (host, guest, watcher):
        expect(page.get_by_test_id("winner")).to_be_visible()
        expect(page.get_by_test_id("status")).to_have_text("Finished")
        expect(page.get_by_test_id("action-button")).to_have_count(0)
    winner_text = host.get_by_test_id("winner").inner_text()
    assert "win" in winner_text, winner_text
    _shot(host, "07-winner-host")
    _shot(guest, "08-winner-guest-phone")
    if not shots["watcher"]:
        _shot(watcher, "06-spectator")
    log_lines = host.get_by_test_id("log-line")
    assert log_lines.count() > 5

    # ----- the replay -----
    host.get_by_test_id("replay-link").click()
    host.wait_for_url(re.compile(rf"/replay/{re.escape(table_id)}"))
    frame_label = host.get_by_test_id("replay-frame")
    expect(frame_label).to_have_text(re.compile(r"^0 / \d+$"))
    last = int(frame_label.inner_text().split("/")[1])
    assert last >= sum(clicks.values()), (last, clicks)
    host.get_by_test_id("replay-next").click()
    host.get_by_test_id("replay-next").click()
    expect(frame_label).to_have_text(f"2 / {last}")
    expect(host.get_by_test_id("open-hand-0")).to_be_visible()
    _shot(host, "09-replay-step-2")
    host.get_by_test_id("replay-last").click()
    expect(frame_label).to_have_text(f"{last} / {last}")
    expect(host.get_by_test_id("winner")).to_be_visible()
    host.get_by_test_id("replay-view").select_option("1")
    expect(host.get_by_test_id("hand")).to_be_visible()
    expect(host.get_by_test_id("open-hand-0")).to_have_count(0)
    expect(frame_label).to_have_text(f"{last} / {last}")
    _shot(host, "10-replay-last-as-bob")
    host.get_by_test_id("replay-first").click()
    expect(frame_label).to_have_text(f"0 / {last}")

    # The replay on a phone.
    phone_replay = _page(browser, PHONE, errors, "phone-replay")
    phone_replay.goto(f"{base}/replay/{table_id}?view=all")
    expect(phone_replay.get_by_test_id("replay-frame")).to_have_text(f"0 / {last}")
    phone_replay.get_by_test_id("replay-last").click()
    _shot(phone_replay, "11-replay-phone")

    # ----- the lobby lists the finished game with a Replay link -----
    host.goto(f"{base}/")
    row = host.locator(f"[data-testid=table-row][data-id={_css_string(table_id)}]")
    expect(row.get_by_test_id("replay-link")).to_be_visible()
    _shot(host, "12-lobby-finished")

    assert not errors, errors
    assert time.monotonic() - started < 180, f"the browser test took {time.monotonic() - started:.0f}s"


def test_bad_links_say_what_is_wrong(browser: Browser, live_server) -> None:
    """An unknown table, a replay of a game not yet over and a wrong seat token each get a plain message."""
    server = live_server(bot_delay=0.0)
    errors: list[str] = []
    made = httpx.post(f"{server.url}/api/tables", json={"seats": [{"kind": "human"}, {"kind": "bot"}]}).json()
    page = _page(browser, PHONE, errors, "phone")

    page.goto(f"{server.url}/replay/{made['id']}")
    expect(page.get_by_test_id("replay-error")).to_contain_text("finished")

    page.goto(f"{server.url}/table/{made['id']}#token=not-a-real-token")
    expect(page.get_by_test_id("toast")).to_contain_text("not valid")
    expect(page.get_by_test_id("role")).to_have_text("Watching")
    expect(page.get_by_test_id("join-button")).to_have_count(0)

    page.goto(f"{server.url}/table/no-such-table")
    expect(page.get_by_text("No such table")).to_be_visible()
    assert not errors, errors


def test_how_to_play_opens_from_the_lobby(browser: Browser, live_server) -> None:
    """The top bar's "How to play" link opens the rules page made from innkeeper/rules_text.md."""
    server = live_server(bot_delay=0.0)
    errors: list[str] = []
    page = _page(browser, DESKTOP, errors, "desktop")
    page.goto(server.url)
    link = page.get_by_test_id("how-to-play")
    expect(link).to_have_text("How to play")
    with page.context.expect_page() as opened:
        link.click()
    rules = opened.value
    rules.wait_for_load_state()
    expect(rules.locator("h1")).to_have_text("How to play")
    expect(rules.get_by_text("Gambling").first).to_be_visible()
    _shot(rules, "how-to-play")
    assert not errors, errors


def test_jin_and_greppa_show_the_setlist_and_the_mockery(browser: Browser, live_server) -> None:
    """Bots play Jin, Greppa and Zot to last call: Jin's mat shows his Setlist live and in the replay."""
    started = time.monotonic()
    server = live_server(bot_delay=0.02)
    errors: list[str] = []
    body = {"name": "Songs and mockery", "seed": 7, "last_call": 2,
            "seats": [{"kind": "bot", "bot": "heuristic", "character": c} for c in ("jin", "greppa", "zot")]}
    made = httpx.post(f"{server.url}/api/tables", json=body).json()
    page = _page(browser, DESKTOP, errors, "songs")
    page.goto(f"{server.url}/table/{made['id']}")
    httpx.post(f"{server.url}/api/tables/{made['id']}/start", json={"host": made["host_token"]})
    expect(page.get_by_test_id("setlist-0")).to_be_visible()
    expect(page.get_by_test_id("setlist-0").get_by_test_id("setlist-card").first).to_be_visible()
    expect(page.get_by_test_id("songs-deck-0")).to_have_count(0)
    expect(page.get_by_test_id("mockery-deck-1")).to_contain_text("Mockery Deck")
    # Tapping a Song shows its rule.
    page.get_by_test_id("setlist-card").first.click()
    expect(page.get_by_test_id("rule-card")).to_contain_text("Song")
    page.mouse.click(5, 5)
    expect(page.get_by_test_id("card-sheet")).to_be_hidden()
    expect(page.get_by_test_id("winner")).to_be_visible(timeout=GAME_TIMEOUT * 1000)

    # The replay shows the same: a step with a Mockery card in front of someone, every card open.
    replay = httpx.get(f"{server.url}/api/tables/{made['id']}/replay?view=all").json()
    mocked = [i for i, f in enumerate(replay["frames"])
              if any(front for d in f["observation"]["sides"] for front in d["fronts"])]
    step = mocked[0] if mocked else len(replay["frames"]) - 1
    page.goto(f"{server.url}/replay/{made['id']}?view=all")
    page.get_by_test_id("replay-slider").fill(str(step))
    expect(page.get_by_test_id("replay-frame")).to_have_text(f"{step} / {len(replay['frames']) - 1}")
    expect(page.get_by_test_id("setlist-0")).to_be_visible()
    if mocked:
        expect(page.get_by_test_id("mocked-card").first).to_be_visible()
    _shot(page, "13-jin-greppa")
    assert not errors, errors
    assert time.monotonic() - started < 40, f"the Jin and Greppa browser test took {time.monotonic() - started:.0f}s"


def test_the_wench_shows_her_special_reserve_and_kept_elixirs(browser: Browser, live_server) -> None:
    """Bots play the Wench to last call: her mat shows the Special Reserve; a kept Elixir shows in front of its keeper
    (live and in the replay)."""
    server = live_server(bot_delay=0.02)
    errors: list[str] = []
    body = {"name": "Special Reserve", "seed": 5, "last_call": 3,
            "seats": [{"kind": "bot", "bot": "heuristic", "character": c} for c in ("wench", "zot", "fiona")]}
    made = httpx.post(f"{server.url}/api/tables", json=body).json()
    page = _page(browser, DESKTOP, errors, "reserve")
    page.goto(f"{server.url}/table/{made['id']}")
    httpx.post(f"{server.url}/api/tables/{made['id']}/start", json={"host": made["host_token"]})
    expect(page.get_by_test_id("reserve-deck-0")).to_contain_text("Special Reserve")
    expect(page.get_by_test_id("winner")).to_be_visible(timeout=GAME_TIMEOUT * 1000)
    replay = httpx.get(f"{server.url}/api/tables/{made['id']}/replay?view=all").json()
    kept = [i for i, f in enumerate(replay["frames"])
            if any(front for d in f["observation"]["sides"] for front in d["fronts"])]
    step = kept[0] if kept else len(replay["frames"]) - 1
    page.goto(f"{server.url}/replay/{made['id']}?view=all")
    page.get_by_test_id("replay-slider").fill(str(step))
    expect(page.get_by_test_id("replay-frame")).to_have_text(f"{step} / {len(replay['frames']) - 1}")
    if kept:
        expect(page.get_by_test_id("kept-card").first).to_be_visible()
        expect(page.get_by_test_id("mocked-card")).to_have_count(0)
    assert not errors, errors


def test_the_third_edition_box_shows_piety_wulfric_potion_and_gear(browser: Browser, live_server) -> None:
    """Bots play the third-edition box: the mats show Piety, Wulfric's mood, the kept Potion, the Gear Deck."""
    server = live_server(bot_delay=0.02)
    errors: list[str] = []
    seats = ("kaylin", "serena", "wizgille", "phrenk")
    body = {"name": "The third box", "seed": 5, "last_call": 2,
            "seats": [{"kind": "bot", "bot": "heuristic", "character": c} for c in seats]}
    made = httpx.post(f"{server.url}/api/tables", json=body).json()
    page = _page(browser, DESKTOP, errors, "third-box")
    page.goto(f"{server.url}/table/{made['id']}")
    httpx.post(f"{server.url}/api/tables/{made['id']}/start", json={"host": made["host_token"]})
    expect(page.get_by_test_id("piety-1")).to_contain_text("Piety")
    expect(page.get_by_test_id("moods-0")).to_contain_text("Wulfric's mood")
    expect(page.get_by_test_id("gear-deck-2")).to_contain_text("Gear Deck")
    expect(page.get_by_test_id("potions-3")).to_contain_text("Kept Potion")
    # Tapping Wulfric's mood shows its rule.
    page.get_by_test_id("mood-card").first.click()
    expect(page.get_by_test_id("rule-card")).to_contain_text("Mood")
    page.mouse.click(5, 5)
    expect(page.get_by_test_id("winner")).to_be_visible(timeout=GAME_TIMEOUT * 1000)

    # The replay: a step where a Gear card rides on a played card shows it on the stack.
    replay = httpx.get(f"{server.url}/api/tables/{made['id']}/replay?view=all").json()
    geared = [i for i, f in enumerate(replay["frames"])
              if any(fr.get("gear") for fr in f["observation"]["stack"] if fr["kind"] == "card")]
    page.goto(f"{server.url}/replay/{made['id']}?view=all")
    if geared:
        page.get_by_test_id("replay-slider").fill(str(geared[0]))
        expect(page.get_by_test_id("board")).to_contain_text("with the Gear")
    expect(page.get_by_test_id("piety-1")).to_be_visible()
    _shot(page, "14-third-box")
    assert not errors, errors


def test_the_prize_variant_from_the_form_to_the_mats(browser: Browser, live_server) -> None:
    """The new-table form's Prize variant box sets the option; bots play it out: the table shows the Prizes in the
    Inn and the Prize Bin, and the replay shows a Prize won on its owner's mat."""
    server = live_server(bot_delay=0.0)
    errors: list[str] = []
    host = _page(browser, DESKTOP, errors, "prizes-form")
    host.goto(f"{server.url}/")
    host.get_by_test_id("new-table").click()
    host.get_by_test_id("host-name").fill("Ann")
    host.get_by_test_id("seat-count").select_option("2")
    host.get_by_test_id("opt-prizes").check()
    host.get_by_test_id("create-table").click()
    host.wait_for_url(re.compile(r"/table/[^/#]+$"))
    table_id = re.search(r"/table/([^/#]+)", host.url).group(1)
    assert httpx.get(f"{server.url}/api/tables/{table_id}").json()["options"]["prizes"] is True

    body = {"name": "Prizes", "seed": 3, "last_call": 3, "prizes": True,
            "seats": [{"kind": "bot", "bot": "heuristic", "character": c} for c in ("gerki", "eve", "zot")]}
    made = httpx.post(f"{server.url}/api/tables", json=body).json()
    page = _page(browser, DESKTOP, errors, "prizes")
    page.goto(f"{server.url}/table/{made['id']}")
    httpx.post(f"{server.url}/api/tables/{made['id']}/start", json={"host": made["host_token"]})
    expect(page.get_by_test_id("prize-row")).to_contain_text("Prizes in the Inn")
    expect(page.get_by_test_id("winner")).to_be_visible(timeout=GAME_TIMEOUT * 1000)
    replay = httpx.get(f"{server.url}/api/tables/{made['id']}/replay?view=all").json()
    won = [i for i, f in enumerate(replay["frames"]) if any(f["observation"]["prizes"]["fronts"])]
    page.goto(f"{server.url}/replay/{made['id']}?view=all")
    if won:
        page.get_by_test_id("replay-slider").fill(str(won[0]))
        expect(page.get_by_test_id("prize-card").first).to_be_visible()
    expect(page.get_by_test_id("prize-row")).to_be_visible()
    _shot(page, "15-prizes")


def test_warthorn_shows_his_tale(browser: Browser, live_server) -> None:
    """Bots play Warthorn: his mat shows the Tale (chapters told of a full Tale's four); the replay shows chapters."""
    server = live_server(bot_delay=0.02)
    errors: list[str] = []
    seats = ("warthorn", "zot", "phrenk")
    body = {"name": "War stories", "seed": 7, "last_call": 2,
            "seats": [{"kind": "bot", "bot": "heuristic", "character": c} for c in seats]}
    made = httpx.post(f"{server.url}/api/tables", json=body).json()
    page = _page(browser, DESKTOP, errors, "warthorn")
    page.goto(f"{server.url}/table/{made['id']}")
    httpx.post(f"{server.url}/api/tables/{made['id']}/start", json={"host": made["host_token"]})
    expect(page.get_by_test_id("story-0")).to_contain_text("Tale")
    expect(page.get_by_test_id("story-0")).to_contain_text("/4")
    expect(page.get_by_test_id("winner")).to_be_visible(timeout=GAME_TIMEOUT * 1000)

    # The replay: a step where chapters lie in the Tale shows them on Warthorn's mat.
    replay = httpx.get(f"{server.url}/api/tables/{made['id']}/replay?view=all").json()
    told = [i for i, f in enumerate(replay["frames"])
            if any(d["kind"] == "story" and d["shown"] for d in f["observation"]["sides"])]
    page.goto(f"{server.url}/replay/{made['id']}?view=all")
    if told:
        page.get_by_test_id("replay-slider").fill(str(told[0]))
        expect(page.get_by_test_id("tale-card").first).to_be_visible()
    _shot(page, "15-warthorn")


def test_molly_shows_her_paddock(browser: Browser, live_server) -> None:
    """Bots play Molly the Stablehand: her mat shows the Paddock (the animals out of her Stable) and the Stable Deck;
    an animal, once out, shows its rule when tapped."""
    server = live_server(bot_delay=0.02)
    errors: list[str] = []
    body = {"name": "The stable yard", "seed": 3, "last_call": 2,
            "seats": [{"kind": "bot", "bot": "heuristic", "character": c} for c in ("molly", "zot", "kaylin")]}
    made = httpx.post(f"{server.url}/api/tables", json=body).json()
    page = _page(browser, DESKTOP, errors, "molly")
    page.goto(f"{server.url}/table/{made['id']}")
    httpx.post(f"{server.url}/api/tables/{made['id']}/start", json={"host": made["host_token"]})
    expect(page.get_by_test_id("stable-0")).to_contain_text("Paddock")
    expect(page.get_by_test_id("stable-0")).to_contain_text("Stable Deck")
    expect(page.get_by_test_id("winner")).to_be_visible(timeout=GAME_TIMEOUT * 1000)

    # The replay shows the same: a step with an animal in the Paddock, whose rule opens when tapped.
    replay = httpx.get(f"{server.url}/api/tables/{made['id']}/replay?view=all").json()
    out = [i for i, f in enumerate(replay["frames"])
           if any(d["kind"] == "stable" and d["shown"] for d in f["observation"]["sides"])]
    assert out, "Molly never called an animal"
    page.goto(f"{server.url}/replay/{made['id']}?view=all")
    page.get_by_test_id("replay-slider").fill(str(out[0]))
    expect(page.get_by_test_id("replay-frame")).to_have_text(f"{out[0]} / {len(replay['frames']) - 1}")
    page.get_by_test_id("stable-0").get_by_test_id("animal-card").first.click()
    expect(page.get_by_test_id("rule-card")).to_contain_text("Animal")
    assert not errors, errors


def test_concede_standings_and_rematch_in_the_browser(browser: Browser, live_server) -> None:
    """A person concedes (a bot plays on, the mat says so), the banner names how it ended with the standings,
    and Rematch opens a new table with the same seats and bots, the person seated and hosting."""
    server = live_server(bot_delay=0.0)
    seats = [{"kind": "human", "character": "deirdre", "name": "Ann"}, {"kind": "bot", "bot": "random"},
             {"kind": "bot", "bot": "heuristic", "character": "zot"}]
    made, token, host = _started_table(server.url, seats, seed=5)
    errors: list[str] = []
    page = _page(browser, DESKTOP, errors, "desktop")
    page.on("dialog", lambda dialog: dialog.accept())
    page.goto(f"{server.url}/table/{made['id']}#host={host}&token={token}")
    page.get_by_test_id("concede").click()
    expect(page.get_by_test_id("standings")).to_be_visible(timeout=60_000)
    expect(page.get_by_test_id("winner-title")).to_have_text(re.compile(r"^(Last one standing!|A tie!|Last call!)$"))
    assert page.get_by_test_id("winner-title").inner_text() != "Last call!"        # no last call at this table
    expect(page.get_by_test_id("conceded-badge")).to_contain_text("Conceded")
    rows = page.get_by_test_id("standing-row")
    expect(rows).to_have_count(3)
    expect(rows.first).to_contain_text("winner")
    expect(page.get_by_test_id("standings-foot")).to_contain_text("decisions")
    _shot(page, "end-of-game-standings")
    # (listen before the click: the new page takes the tokens out of the address bar as soon as it loads,
    # so on a slow machine a wait begun after the click can miss the address it was sent to)
    with page.expect_navigation(url=re.compile(r"/table/(?!" + made["id"] + r")\w+#host=.+&token=.+")):
        page.get_by_test_id("rematch").click()
    page.wait_for_url(re.compile(r"/table/(?!" + made["id"] + r")\w+$"))   # the tokens left the address bar
    new_id = page.url.split("/table/")[1]
    info = httpx.get(f"{server.url}/api/tables/{new_id}").json()
    assert [(s["kind"], s["bot"], s["name"]) for s in info["seats"]] == [
        ("human", None, "Ann"), ("bot", "random", None), ("bot", "heuristic", None)]
    assert info["seats"][0]["joined"] and info["seats"][0]["character"] == "deirdre"
    expect(page.get_by_test_id("status")).to_have_text("Waiting for players")
    _shot(page, "rematch-waiting-room")
    assert not errors, errors


def test_auto_pass_settings_spare_and_ask_and_are_remembered(browser: Browser, live_server) -> None:
    """At an ask-everyone table, "Only when it is about me" answers the windows that are none of the seat's;
    "At every window" asks even with only a pass to give; the setting is remembered for the seat."""
    server = live_server(bot_delay=0.0)
    seats = [{"kind": "human", "character": "deirdre", "name": "Ann"}, {"kind": "bot", "bot": "heuristic"},
             {"kind": "bot", "bot": "heuristic"}]
    made, token, host = _started_table(server.url, seats, seed=3, ask_all=True)
    errors: list[str] = []
    page = _page(browser, DESKTOP, errors, "desktop")
    page.goto(f"{server.url}/table/{made['id']}#token={token}")
    expect(page.get_by_test_id("status")).to_have_text("Playing")

    def count() -> int:
        # read in one step in the page: a re-render between a locator's count and its attribute would wait 15 s
        return page.evaluate("""() => { const el = document.querySelector('[data-testid=auto-passed]');
            return el ? Number(el.dataset.count || 0) : (window.__autoSeen || 0); }""")

    page.evaluate("""() => { window.__autoSeen = 0; new MutationObserver(() => {
        const el = document.querySelector('[data-testid=auto-passed]');
        if (el) window.__autoSeen = Math.max(window.__autoSeen, Number(el.dataset.count)); })
        .observe(document.body, {subtree: true, childList: true}); }""")
    end = time.monotonic() + 60
    while count() < 3 and time.monotonic() < end:                        # the default spares Ann some questions
        _click_first_action(page)
        time.sleep(0.05)
    assert count() >= 3
    page.get_by_test_id("autopass").first.select_option("always")
    end = time.monotonic() + 60
    lone_pass = False
    while time.monotonic() < end and not lone_pass:                      # now a window with only a pass is asked
        buttons = page.locator("[data-testid=prompt] [data-testid=action-button]")
        if buttons.count() == 1 and "respond" in page.get_by_test_id("prompt-text").inner_text():
            lone_pass = True
            break
        _click_first_action(page)
        time.sleep(0.05)
    assert lone_pass
    expect(page.get_by_test_id("prompt-text")).to_contain_text(re.compile(r"^\[(Anytime|Sometimes) cards\] "))
    _shot(page, "auto-pass-always")
    page.reload()
    expect(page.get_by_test_id("autopass").first).to_have_value("always")   # remembered for this seat
    assert not errors, errors


def test_the_chat_shows_markup_as_text_and_keeps_its_lines(browser: Browser, live_server) -> None:
    """A seated person chats; "<b>" and "<script>" show as text; a reload shows the stored lines again."""
    server = live_server(bot_delay=0.5)
    seats = [{"kind": "human", "character": "fiona", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    made, token, host = _started_table(server.url, seats, seed=8)
    errors: list[str] = []
    page = _page(browser, DESKTOP, errors, "desktop")
    page.goto(f"{server.url}/table/{made['id']}#token={token}")
    page.get_by_test_id("chat-input").fill("<b>Cheers</b> <script>window.__x = 1</script>")
    page.get_by_test_id("chat-send").click()
    line = page.get_by_test_id("chat-line").first
    expect(line).to_have_text("Ann (Fiona): <b>Cheers</b> <script>window.__x = 1</script>")
    assert page.locator("[data-testid=chat-list] script").count() == 0
    assert page.locator("[data-testid=chat-line] b").count() == 1          # only the speaker's name is bold
    assert page.evaluate("window.__x === undefined")
    _shot(page, "table-chat", full_page=False)
    page.reload()
    expect(page.get_by_test_id("chat-line")).to_have_count(1)
    watcher = _page(browser, DESKTOP, errors, "watcher")                 # a spectator reads, cannot speak
    watcher.goto(f"{server.url}/table/{made['id']}")
    expect(watcher.get_by_test_id("chat-line")).to_have_count(1)
    assert watcher.get_by_test_id("chat-input").count() == 0
    reads: list[str] = []                                                # new lines come over the socket: no polling
    watcher.on("request", lambda r: reads.append(r.url) if "/chat" in r.url else None)
    page.wait_for_timeout(1100)                                          # (one line a second per seat)
    page.get_by_test_id("chat-input").fill("Another round!")
    page.get_by_test_id("chat-send").click()
    expect(watcher.get_by_test_id("chat-line").nth(1)).to_have_text("Ann (Fiona): Another round!", timeout=1500)
    watcher.wait_for_timeout(2500)
    assert reads == [], reads
    assert not errors, errors


def test_designed_cards_say_so_in_the_hand_the_tooltips_and_the_card_sheet(browser: Browser, live_server) -> None:
    """During play, a designed card (written for Innkeeper to complete a reconstructed deck) says so on its face,
    in its tooltip and on the rule sheet; a printed card does not."""
    server = live_server(bot_delay=0.0)
    seats = [{"kind": "human", "character": "phrenk", "name": "Ann"}, {"kind": "bot", "bot": "random"},
             {"kind": "bot", "bot": "random", "character": "zot"}]
    made, token, host = _started_table(server.url, seats, seed=5)
    book = httpx.get(f"{server.url}/api/cards").json()["cards"]
    errors: list[str] = []
    page = _page(browser, DESKTOP, errors, "designed")
    page.goto(f"{server.url}/table/{made['id']}#host={host}&token={token}")
    cards = page.get_by_test_id("hand-card")
    expect(cards.first).to_be_visible()
    titles = [cards.nth(i).get_attribute("data-title") for i in range(cards.count())]
    designed = [t for t in titles if t and book[t]["source"] == "designed"]
    printed = [t for t in titles if t and book[t]["source"] != "designed"]
    assert designed and printed, titles     # half of Phrenk's deck is designed: this hand holds both kinds
    face = page.locator(f"[data-testid=hand-card][data-title={_css_string(designed[0])}]").first
    expect(face.get_by_test_id("designed-mark")).to_have_text("Designed for this edition")
    assert "designed for this edition" in (face.get_attribute("title") or "")
    plain = page.locator(f"[data-testid=hand-card][data-title={_css_string(printed[0])}]").first
    expect(plain.get_by_test_id("designed-mark")).to_have_count(0)
    # The rule sheet of a designed card (opened from a card chip, as in the log) says so too.
    page.evaluate("(t) => { const s = document.createElement('span'); s.dataset.rule = t; s.id = 'probe';"
                  " document.body.append(s); }", designed[0])
    page.locator("#probe").dispatch_event("click")
    expect(page.get_by_test_id("rule-card")).to_contain_text("Designed for this edition")
    _shot(page, "designed-card-sheet")
    assert not errors, errors


def test_a_quiet_window_offers_anytime_cards_at_a_step_and_says_so(browser: Browser, live_server) -> None:
    """Kaylin holds an Anytime card as Zot's first turn begins (seed 1, the test secret): asked at a step of the
    phase with nothing to answer, the question names the quiet window, the step and whose turn it is."""
    server = live_server(bot_delay=0.0)
    seats = [{"kind": "human", "character": "kaylin", "name": "Ann"},
             {"kind": "bot", "bot": "heuristic", "character": "zot"},
             {"kind": "bot", "bot": "heuristic", "character": "gerki"}]
    made, token, host = _started_table(server.url, seats, seed=1)
    errors: list[str] = []
    page = _page(browser, DESKTOP, errors, "desktop")
    # "Whenever I could play a card": the default ("only when it is about me") passes quiet windows for the seat
    page.add_init_script(f"localStorage.setItem('innkeeper-autopass-{made['id']}-0', 'playable')")
    page.goto(f"{server.url}/table/{made['id']}#token={token}")
    prompt = page.get_by_test_id("prompt-text")
    expect(prompt).to_have_text(re.compile(r"^\[Anytime cards\] before Discard and Draw \(\w+'s turn\) — play one\?$"))
    expect(page.get_by_test_id("autopass").first).to_have_value("playable")
    rule = page.get_by_test_id("autopass").first.locator("option[value=mine]").get_attribute("title") or ""
    assert "would change nothing (a heal at 20 Fortitude" in rule                # each rule is said where it is set
    buttons = page.locator("[data-testid=prompt] [data-testid=action-button]")
    expect(buttons.first).to_have_attribute("data-kind", "pass")
    expect(buttons.filter(has_text="Who's a good boy? You are!")).to_have_count(1)
    expect(page.get_by_test_id("stack")).to_contain_text(re.compile(r"Anytime\s*Before Discard and Draw"))
    _shot(page, "quiet-window-anytime-cards")
    assert not errors, errors
