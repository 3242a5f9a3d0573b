"""The balance report in Debian's Chromium: it opens offline, its charts render and its tables hold the counted figures.

The report is made by the command from a few random-bot games; the figures it must show are counted here from
the same games (played again through ``play_game``). A screenshot goes to ``test-artifacts/balance-report.png``.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

import pytest
from typer.testing import CliRunner
from web.browser import CHROMIUM, need_browser, sync_playwright  # (tests/web: the shared Chromium guard)

from innkeeper.cli import app
from innkeeper.simulate import SimConfig, play_game

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
POOL = ("zot", "fiona", "gerki", "deirdre", "dimli")
CHARTS = ("win_rates", "matchups", "positions", "cards", "ablation", "length_and_endings", "gold_and_alcohol")


def test_the_report_renders_offline_with_the_counted_figures(tmp_path: Path) -> None:
    """Every chart loads (no request leaves the page), the tables show the counted wins, match-ups and cards."""
    need_browser()
    out = tmp_path / "report"
    result = CliRunner().invoke(app, ["balance", "--games", "8", "--seats", "3,4", "--bots", "random", "--characters",
                                      ",".join(POOL), "--seed", "4", "--cards", "gerki", "--ablate", "2",
                                      "--workers", "1", "--no-progress", "--out", str(out)])
    assert result.exit_code == 0, result.output

    wins: dict[str, float] = defaultdict(float)
    seats: Counter = Counter()
    pair: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    played: Counter = Counter()
    for k in (3, 4):
        config = SimConfig(games=8, bots=("random",) * k, characters=POOL, seed=4, detail=True)
        for i in range(8):
            r = play_game(config, i)
            share: dict[str, float] = defaultdict(float)
            for seat, c in enumerate(r.characters):
                wins[c] += r.share(seat)
                seats[c] += 1
                share[c] += r.share(seat)
                if c == "gerki":
                    played.update(r.played[seat])
            for a in share:
                for b in share:
                    if a != b:
                        pair[a, b][0] += 1
                        pair[a, b][1] += share[a]
                        pair[a, b][2] += share[b]

    requests: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox", "--disable-gpu"])
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.on("request", lambda req: requests.append(req.url))
            page.goto((out / "report.html").as_uri())
            page.wait_for_load_state("load")
            for name in CHARTS:
                size = page.eval_on_selector(f'[data-testid="chart-{name}"]',
                                             "img => img.complete ? [img.naturalWidth, img.naturalHeight] : [0, 0]")
                assert size[0] > 200 and size[1] > 100, (name, size)
            width = page.eval_on_selector('[data-testid="chart-win_rates"]', "i => i.getBoundingClientRect().width")
            assert width > 400

            rows = page.eval_on_selector_all(
                '[data-testid="win-rates-all"] tbody tr',
                "trs => trs.map(tr => [tr.dataset.character, ...[...tr.cells].map(td => td.innerText)])")
            assert [r[0] for r in rows] == sorted(seats, key=lambda c: (-wins[c] / seats[c], c))
            for character, _name, n, won, rate, _interval in rows:
                assert int(n) == seats[character] and float(won) == pytest.approx(wins[character], abs=0.006)
                assert rate == f"{wins[character] / seats[character]:.1%}"

            cells = page.eval_on_selector_all(
                '[data-testid="matchups"] td[data-share]',
                "tds => tds.map(td => [td.dataset.a, td.dataset.b, td.innerText, td.title,"
                " getComputedStyle(td).backgroundColor])")
            assert len(cells) == sum(1 for (a, b), v in pair.items() if v[1] + v[2] > 0)
            for a, b, text, title, colour in cells:
                games, a_wins, b_wins = pair[a, b]
                assert text == f"{a_wins / (a_wins + b_wins):.0%}"
                assert f"{games} games together" in title and "(" in title and "–" in title
                assert colour.startswith("rgb(")

            cards = page.eval_on_selector_all(
                '[data-testid="cards"] tbody tr', "trs => trs.map(tr => [tr.dataset.card, tr.cells[4].innerText])")
            assert {card: int(n) for card, n in cards} == {card: played[card] for card, _ in cards}
            assert page.locator('[data-testid="ablation"] tbody tr').count() == 1
            assert "--seed 4" in page.locator('[data-testid="command"]').inner_text()
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "balance-report.png"), full_page=True)
            assert not errors
        finally:
            browser.close()
    assert requests and all(u.startswith(("file:", "data:")) for u in requests), requests
