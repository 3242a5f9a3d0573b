"""The web table's Bar Deck option: the create API takes the Drink Decks and packs, the lobby shows the choice, the
game deals from it, a rematch keeps it, and a bad choice is a 422 naming the problem."""

from __future__ import annotations

import time
from collections import Counter

import httpx
import pytest

from .seats import create, join, start

BOTS = [{"kind": "bot", "bot": "random", "character": "jasper"}, {"kind": "bot", "bot": "random"}]


def drinks_of(game) -> Counter:
    """Every Drink card of a game, by title."""
    cards = game.drink_deck + (game.bar_deck or []) + game.drink_discard + [c for p in game.players for c in p.drink_me]
    return Counter(game.content.cards[c].title for c in cards)


def test_meta_offers_the_drink_packs(live_server) -> None:
    """``/api/meta`` lists the Drink Decks and, apart, the Drink packs the form offers for a Bar Deck."""
    server = live_server()
    meta = httpx.get(f"{server.url}/api/meta").json()
    assert meta["drink_decks"] == ["core", "second"] and meta["drink_packs"] == ["000-pack"]


def test_a_table_with_a_chosen_bar_deck(live_server) -> None:
    """The choice is shown in the lobby and the game deals from those Drinks."""
    server = live_server(bot_delay=0.2)
    table = create(server, BOTS, seed=3, bar_deck=["core", "000-pack"])
    lobby = httpx.get(f"{server.url}/api/tables").json()["tables"]
    assert lobby[0]["options"]["bar_deck"] == ["core", "000-pack"]
    start(server, table)
    game = server.app.state.tavern.tables[table["id"]].game
    assert game.setup["bar_deck"] == ["core", "000-pack"]
    assert sum(drinks_of(game).values()) == 35 and drinks_of(game)["Fermented Orc Sweat"] == 1


def test_a_rematch_keeps_the_bar_deck(live_server) -> None:
    """The rematch of a table with a Bar Deck opens with the same choice."""
    server = live_server()
    seats = [{"kind": "human", "name": "Bo", "character": "jasper"}, {"kind": "bot", "bot": "random"}]
    table = create(server, seats, seed=2, timer=0.05, bar_deck=["second", "000-pack"])   # the timer plays Bo's seat
    join(server, table, 0, "Bo")
    start(server, table)
    end = time.monotonic() + 120
    while httpx.get(f"{server.url}/api/tables/{table['id']}").json()["status"] != "finished":
        assert time.monotonic() < end, "the game did not finish"
        time.sleep(0.1)
    r = httpx.post(f"{server.url}/api/tables/{table['id']}/rematch", json={"host": table["host_token"]})
    assert r.status_code == 200, r.text
    new = httpx.get(f"{server.url}/api/tables/{r.json()['id']}").json()
    assert new["options"]["bar_deck"] == ["second", "000-pack"]


def test_true_is_every_drink_deck(live_server) -> None:
    """``bar_deck: true`` is every Drink Deck and no pack, as ``new_game(bar_deck=True)``."""
    server = live_server(bot_delay=0.2)
    table = create(server, BOTS, seed=4, bar_deck=True)
    assert httpx.get(f"{server.url}/api/tables").json()["tables"][0]["options"]["bar_deck"] is True
    start(server, table)
    game = server.app.state.tavern.tables[table["id"]].game
    assert sum(drinks_of(game).values()) == 60 and "Coffee" not in drinks_of(game)


def test_no_bar_deck_leaves_the_options_as_they_were(live_server) -> None:
    """Without a Bar Deck the table's options are what they always were (no new key)."""
    server = live_server()
    create(server, BOTS, seed=5)
    assert "bar_deck" not in httpx.get(f"{server.url}/api/tables").json()["tables"][0]["options"]


@pytest.mark.parametrize(("bar_deck", "words"), [
    (["core", "mead"], "unknown Drink Deck or pack 'mead'"),
    (["000-pack"], "at least 30 Drink cards"),
    (["core", "core"], "twice"),
    ("core", "bar_deck"),
    ([7], "bar_deck"),
])
def test_a_bad_bar_deck_is_a_422_naming_it(live_server, bar_deck, words) -> None:
    """A bad choice: 422 and a message naming it; no table is created."""
    server = live_server()
    r = httpx.post(f"{server.url}/api/tables", json={"seats": BOTS, "bar_deck": bar_deck})
    assert r.status_code == 422, r.text
    assert words in str(r.json()["detail"])
    assert httpx.get(f"{server.url}/api/tables").json()["tables"] == []


def test_the_new_table_form_offers_the_bar_deck(live_server) -> None:
    """In the browser: ticking the Core Drink Deck and the 000 pack creates a table with that Bar Deck, and the table's
    page says so."""
    from .browser import CHROMIUM, need_browser, sync_playwright

    need_browser()
    server = live_server()
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox", "--disable-gpu"])
        try:
            page = chromium.new_context(viewport={"width": 1280, "height": 900}).new_page()
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(f"{server.url}/")
            page.get_by_test_id("new-table").click()
            page.get_by_test_id("host-name").fill("Ann")
            page.get_by_test_id("opt-bar-core").check()
            page.get_by_test_id("opt-bar-000-pack").check()
            page.get_by_test_id("create-table").click()
            page.wait_for_url(lambda url: "/table/" in url)
            page.get_by_text("Bar Deck: Core Drink Deck + 000 Drink pack").wait_for()
            assert not errors, errors
        finally:
            chromium.close()
    lobby = httpx.get(f"{server.url}/api/tables").json()["tables"]
    assert lobby[0]["options"]["bar_deck"] == ["core", "000-pack"]
