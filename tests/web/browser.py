"""Debian's Chromium for the browser tests: where it is, and the guard that skips (or fails in CI) without it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - the test extra installs it
    sync_playwright = None


def need_browser() -> None:
    """Skip (or fail under INNKEEPER_CI=1) when Playwright or Debian's Chromium is missing."""
    missing = None
    if sync_playwright is None:
        missing = "the python package 'playwright' is not installed"
    elif not CHROMIUM.exists():
        missing = f"{CHROMIUM} is missing (apt-get install chromium)"
    if missing:
        if os.environ.get("INNKEEPER_CI") == "1":
            pytest.fail(f"browser test cannot run: {missing}")
        pytest.skip(missing)
