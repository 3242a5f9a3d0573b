"""``innkeeper play``: a game of The Red Dragon Inn in the terminal, against bots or friends on one screen.

A ``Session`` holds the game, which seats are people and the bots for the others. People see only
``game.observe(seat)`` and events redacted for their seat (rendered by ``innkeeper.screen``); bots see
only their ``SeatView``. With ``--save`` the session is written after every decision as versioned JSON
(the game's own ``to_json()``, the seats, the bots' seeds and generator states, and the logs), so
``--load`` resumes it exactly: the same choices from there give the same game.
"""

from __future__ import annotations

import json
import os
import random
import secrets
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from innkeeper import autopass, screen

SAVE_FORMAT = "innkeeper-play-save"
SAVE_VERSION = 1
DEFAULT_SEATS = 4
DEFAULT_BOTS = "heuristic"
DEFAULT_SAVE = "innkeeper-save.json"
LOG_KEEP = 400
HELP = """Type the number of a choice and press Enter. Other commands:
  ? N       explain choice N (its card's rule);  ? WORDS  look up a card (Drinks too) or a term
  a [MODE]  auto-pass: when to be asked (mine, playable or always); a alone shows the setting
  h, help   this help
  r         show the table again
  l, log    the whole game log (as you may see it)
  concede   leave the game: a bot plays your seat from here
  s, save   save the game and stop (resume with: innkeeper play --load FILE)
  q, quit   stop (saving first when the game has a save file)"""


class PlayError(ValueError):
    """A bad option or save file; the message is one line naming what is wrong."""


class Stop(Exception):
    """The player asked to stop (quit, save, end of input)."""


# ----- setting the table ---------------------------------------------------------------------------

def _content():
    """The built-in card data."""
    from innkeeper.content import load_content

    return load_content()


def _parse_int(text: str | None, what: str) -> int | None:
    """A whole number from an option, or a PlayError naming the option."""
    if text is None:
        return None
    try:
        return int(text)
    except ValueError:
        raise PlayError(f"{what} must be a whole number, not {text!r}") from None


def character_ids(text: str | None, content) -> list[str]:
    """Character ids from ``--character`` (comma-separated ids or names, any case)."""
    if text is None:
        return []
    known: dict[str, str] = {}
    for cid, ch in content.characters.items():
        for key in (cid, ch.short, ch.name):
            known[key.lower()] = cid
    out = []
    for item in text.split(","):
        key = item.strip().lower()
        if key not in known:
            raise PlayError(f"unknown character {item.strip()!r}; playable: {', '.join(content.characters)}")
        out.append(known[key])
    return out


def human_seats(spec: str | None, seats: int) -> list[tuple[int, str]]:
    """(seat, person's name) for each person from ``--hotseat``: a count, seat numbers (from 1) or names."""
    if spec is None:
        return [(0, "")]
    items = [s.strip() for s in spec.split(",")]
    if any(not s for s in items):
        raise PlayError(f"--hotseat {spec!r} has an empty item; give a count, seat numbers or names")
    digits = [s.isdigit() for s in items]
    if len(items) == 1 and digits[0]:
        n = int(items[0])
        if not 1 <= n <= seats:
            raise PlayError(f"--hotseat {n}: the number of people must be from 1 to {seats} (the seats)")
        return [(s, "") for s in range(n)]
    if all(digits):
        chosen = [int(s) for s in items]
        bad = [s for s in chosen if not 1 <= s <= seats]
        if bad:
            raise PlayError(f"--hotseat seat {bad[0]} does not exist; seats are 1 to {seats}")
        if len(set(chosen)) != len(chosen):
            raise PlayError("--hotseat names a seat twice")
        return [(s - 1, "") for s in sorted(chosen)]
    if any(digits):
        raise PlayError("--hotseat takes either seat numbers or people's names, not both")
    if len(items) > seats:
        raise PlayError(f"--hotseat names {len(items)} people but the table has {seats} seats")
    if len(set(i.lower() for i in items)) != len(items):
        raise PlayError("--hotseat names a person twice")
    return [(s, name) for s, name in enumerate(items)]


def check_bot_kind(kind: str) -> None:
    """Fail with a one-line PlayError unless bots of ``kind`` can be made."""
    from innkeeper.bots import make_bot

    try:
        make_bot(kind, 0, 0)
    except ValueError as exc:
        raise PlayError(str(exc).splitlines()[0]) from None
    except ImportError:
        raise PlayError(f"bot kind {kind!r} is not available in this installation") from None


class Session:
    """A game in progress with its people and bots, able to save itself and resume."""

    def __init__(self, game, humans: dict[int, str], bot_specs: dict[int, dict], seed: int | None):
        from innkeeper.bots import make_bot

        self.game = game
        self.humans = humans                      # seat -> person's name ("" when playing alone)
        self.bot_specs = bot_specs                # seat -> {"kind", "seed"}
        self.bots = {s: make_bot(spec["kind"], s, spec["seed"]) for s, spec in bot_specs.items()}
        self.seed = seed
        self.logs: dict[int, list[Text]] = {s: [] for s in humans}
        self.history: list[dict] = []
        self.fates: dict[int, str] = {}
        self.outs: dict[int, dict] = {}           # seat -> how, table round and decision it went out at
        self.viewer: int | None = None            # the person who last saw the screen
        self.autopass: dict[int, str] = {s: autopass.DEFAULT for s in humans}
        self.seated: dict[int, str] = dict(humans)   # the people who sat down (a rematch seats them again)

    @property
    def hotseat(self) -> bool:
        """Whether several people share the screen."""
        return len(self.humans) > 1

    def label(self, seat: int) -> str:
        """How to call the person at ``seat``: "Ann (Deirdre)" or "Deirdre"."""
        name = self.game.names[seat]
        person = self.humans.get(seat, "")
        return f"{person} ({name})" if person else name

    # ----- moves ------------------------------------------------------------------------------

    def bot_action(self):
        """The current bot's choice."""
        from innkeeper.bots import SeatView

        seat = self.game.current_player
        return self.bots[seat].act(SeatView(self.game, seat))

    def apply(self, action) -> list:
        """Apply an action for the current seat; log its events for every person; returns the events."""
        events = self.game.apply(action)
        self.history.append(action.to_json())
        for event in events:
            if event.kind in ("pass_out", "broke"):
                seat = event.data.get("seat")
                how = "passed out" if event.kind == "pass_out" else "out of Gold"
                self.fates[seat] = how
                self.outs[seat] = {"how": how, "round": self.game.rounds, "decision": len(self.history)}
        content = self.game.content
        for seat, log in self.logs.items():
            log.extend(screen.event_lines(events, seat, content))
            del log[:-LOG_KEEP]
        return events

    def concede(self, seat: int, kind: str | None = None) -> Text:
        """The person at ``seat`` leaves: a bot plays the seat from here; returns the announcement."""
        from innkeeper.bots import make_bot

        kind = kind or next((spec["kind"] for spec in self.bot_specs.values()), DEFAULT_BOTS)
        label = self.label(seat)
        self.humans.pop(seat)
        self.logs.pop(seat, None)
        self.autopass.pop(seat, None)
        self.bot_specs[seat] = {"kind": kind, "seed": random.Random(f"{self.seed}:{seat}:{len(self.history)}")
                                .getrandbits(32)}
        self.bots[seat] = make_bot(kind, seat, self.bot_specs[seat]["seed"])
        if self.viewer == seat:
            self.viewer = None
        note = Text(f"{label} concedes: a {kind} bot plays {self.game.names[seat]} from here.", style="bold yellow")
        for log in self.logs.values():
            log.append(note)
        return note

    def rematch(self) -> Session:
        """A new game with the same seats, characters, people and bot kinds (and a new seed)."""
        import innkeeper

        seed = random.Random(self.seed).getrandbits(31)
        characters = [p.character for p in self.game.players]
        kinds = {s: spec["kind"] for s, spec in self.bot_specs.items() if s not in self.seated}
        rng = random.Random(seed)
        specs = {s: {"kind": kinds[s], "seed": rng.getrandbits(32)} for s in sorted(kinds)}
        game = innkeeper.new_game(characters, seed=seed, ask_all=self.game.ask_all,
                                  drink_deck=self.game.setup.get("drink_deck", "core"),
                                  bar_deck=self.game.setup.get("bar_deck", False), last_call=self.game.last_call,
                                  prizes=bool(self.game.setup.get("prizes", False)))
        new = Session(game, dict(self.seated), specs, seed)
        new.autopass.update({s: m for s, m in self.autopass.items() if s in new.humans})
        return new

    # ----- saving -----------------------------------------------------------------------------

    def to_json(self) -> str:
        """The versioned save: game, seats, bots with their generator states, logs."""
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "seed": self.seed,
            "game": self.game.to_json(),
            "humans": [{"seat": s, "name": n} for s, n in sorted(self.humans.items())],
            "bots": [{"seat": s, "kind": spec["kind"], "seed": spec["seed"], "state": bot_state(self.bots[s])}
                     for s, spec in sorted(self.bot_specs.items())],
            "history": self.history,
            "fates": {str(s): f for s, f in self.fates.items()},
            "viewer": self.viewer,
            "outs": {str(s): o for s, o in self.outs.items()},
            "autopass": {str(s): m for s, m in self.autopass.items()},
            "seated": [{"seat": s, "name": n} for s, n in sorted(self.seated.items())],
            "logs": {str(s): [[t.plain, str(t.style)] for t in log] for s, log in self.logs.items()},
        }
        return json.dumps(data, separators=(",", ":"))

    def save(self, path: Path) -> None:
        """Write the save atomically (a crash never leaves half a file)."""
        tmp = path.with_name(path.name + ".tmp")
        try:
            tmp.write_text(self.to_json())
            os.replace(tmp, path)
        except OSError as exc:
            raise PlayError(f"cannot write save file {path}: {exc.strerror or exc}") from None

    @classmethod
    def from_json(cls, text: str, where: str = "save file") -> Session:
        """Resume a saved session; PlayError says what is wrong with a bad file."""
        from innkeeper import Game

        try:
            data = json.loads(text)
        except ValueError:
            raise PlayError(f"{where} is not an Innkeeper save (it is not JSON)") from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise PlayError(f"{where} is not an Innkeeper save (no {SAVE_FORMAT!r} format mark)")
        version = data.get("version")
        if version != SAVE_VERSION:
            raise PlayError(f"{where} is a version {version!r} save; this program reads version {SAVE_VERSION}")
        try:
            game = Game.from_json(data["game"])
        except (ValueError, TypeError) as exc:
            raise PlayError(f"{where}: {str(exc).splitlines()[0]}") from None
        try:
            humans = {int(h["seat"]): str(h["name"]) for h in data["humans"]}
            specs = {int(b["seat"]): {"kind": str(b["kind"]), "seed": int(b["seed"])} for b in data["bots"]}
            if sorted([*humans, *specs]) != list(range(game.n)):
                raise PlayError(f"{where}: its seats do not match its game of {game.n} seats")
            for spec in specs.values():
                check_bot_kind(spec["kind"])
            session = cls(game, humans, specs, data.get("seed"))
            for b in data["bots"]:
                set_bot_state(session.bots[int(b["seat"])], b["state"])
            session.history = list(data["history"])
            session.fates = {int(s): str(f) for s, f in data["fates"].items()}
            session.outs = {int(s): dict(o) for s, o in data.get("outs", {}).items()}
            for s, mode in data.get("autopass", {}).items():
                if int(s) in humans:
                    if mode not in autopass.MODES:
                        raise PlayError(f"{where}: unknown auto-pass setting {mode!r}")
                    session.autopass[int(s)] = mode
            if "seated" in data:
                session.seated = {int(h["seat"]): str(h["name"]) for h in data["seated"]}
            viewer = data.get("viewer")
            session.viewer = viewer if viewer in humans else None
            for s, lines in data["logs"].items():
                if int(s) in humans:
                    session.logs[int(s)] = [Text(plain, style=style) for plain, style in lines]
        except PlayError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise PlayError(f"{where}: malformed save ({type(exc).__name__}: {exc})") from None
        return session


def bot_state(bot) -> dict:
    """A bot's generator state as JSON: its ``get_state()``, or every ``random.Random`` it holds."""
    if hasattr(bot, "get_state") and hasattr(bot, "set_state"):
        return {"custom": bot.get_state()}
    fields = dict(getattr(bot, "__dict__", {}))
    for name in getattr(type(bot), "__slots__", ()):
        if hasattr(bot, name):
            fields[name] = getattr(bot, name)
    rngs = {}
    for name, value in fields.items():
        if isinstance(value, random.Random):
            version, internal, gauss = value.getstate()
            rngs[name] = [version, list(internal), gauss]
    return {"random": rngs}


def set_bot_state(bot, state: dict) -> None:
    """Restore what ``bot_state`` saved."""
    if "custom" in state:
        bot.set_state(state["custom"])
        return
    for name, (version, internal, gauss) in state["random"].items():
        rng = getattr(bot, name)
        if not isinstance(rng, random.Random):
            raise ValueError(f"bot field {name!r} is not a generator")
        rng.setstate((version, tuple(internal), gauss))


def new_session(character: str | None = None, seats: int = DEFAULT_SEATS, bots: str = DEFAULT_BOTS,
                seed: int | None = None, hotseat: str | None = None, ask_all: bool = False,
                drink_deck: str = "core", bar_deck: str | None = None, last_call: int | None = None,
                prizes: bool = False) -> Session:
    """A new table from the command's options; the seed fixes characters, shuffles and bots."""
    import innkeeper

    content = _content()
    if not 2 <= seats <= 8:
        raise PlayError(f"--seats must be from 2 to 8, not {seats}")
    chosen = character_ids(character, content)
    people = human_seats(hotseat, seats)
    if len(chosen) > len(people):
        raise PlayError(f"--character names {len(chosen)} characters for {len(people)} "
                        f"{'person' if len(people) == 1 else 'people'}")
    if drink_deck not in content.drink_decks:
        raise PlayError(f"unknown drink deck {drink_deck!r}; choose from {', '.join(content.drink_decks)}")
    if last_call is not None and last_call < 1:
        raise PlayError(f"--last-call must be at least 1 round, not {last_call}")
    try:
        bar = innkeeper.bar_deck_choice(content, bar_deck)
    except ValueError as exc:
        raise PlayError(f"--bar-deck: {exc}") from None
    if len(people) < seats:
        check_bot_kind(bots)
    if seed is None:
        seed = secrets.randbits(31)
    rng = random.Random(seed)
    pool: list[str] = []
    characters: list[str | None] = [None] * seats
    for (seat, _), cid in zip(people, chosen, strict=False):
        characters[seat] = cid
    for seat in range(seats):
        if characters[seat] is None:
            if not pool:
                pool = [c for c in content.characters if c not in characters] or list(content.characters)
                rng.shuffle(pool)
            characters[seat] = pool.pop()
    humans = dict(people)
    specs = {s: {"kind": bots, "seed": rng.getrandbits(32)} for s in range(seats) if s not in humans}
    try:
        game = innkeeper.new_game(characters, seed=seed, ask_all=ask_all, drink_deck=drink_deck,
                                  bar_deck=list(bar) if bar else False, last_call=last_call, prizes=prizes)
    except ValueError as exc:
        raise PlayError(str(exc).splitlines()[0]) from None
    return Session(game, humans, specs, seed)


def load_session(path: Path) -> Session:
    """Read a save file."""
    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise PlayError(f"cannot read save file {path}: {reason}") from None
    return Session.from_json(text, where=f"save file {path}")


# ----- the terminal ------------------------------------------------------------------------------

class Terminal:
    """Plays a session in a terminal: screens for people, live lines for bot moves, the prompt."""

    def __init__(self, session: Session, console: Console, save_path: Path | None, delay: float,
                 read: Callable[[str], str] = input, rematch: bool | None = None):
        self.s = session
        self.console = console
        self.save_path = save_path
        self.delay = delay
        self.read = read
        self.can_clear = console.is_terminal and not console.is_dumb_terminal
        self.offer_rematch = console.is_terminal if rematch is None else rematch
        self.questions = 0          # questions put to people
        self.single = 0             # ... of which had a single choice
        self.auto = 0               # decisions of people taken by auto-pass
        self._redraw: Callable[[], None] | None = None
        self.queued: list[tuple[str, str | None]] = []   # (kind, card) still to do from one answer ("2 5": discards)
        self.asked: dict[int, autopass.Asked] = {}        # per person: the window questions passed on (never twice)
        self.idle = autopass.idle_cards(session.game.content)   # cards whose play can change nothing (auto-pass)
        if session.hotseat:
            session.viewer = None   # whoever sits at the screen now must be asked for first

    def run(self) -> int:
        """Play to the end (or until a person stops), then offer a rematch; returns the exit code."""
        while True:
            code = self.play()
            if code is not None:
                return code
            if not self.offer_rematch or not self.s.seated:
                return 0
            answer = self._read("Rematch with the same seats and bots? (y/n) ").strip().lower()
            if answer not in ("y", "yes", "r", "rematch"):
                return 0
            self.s = self.s.rematch()
            if self.save_path is not None:
                self.s.save(self.save_path)
            self.console.print(Text(f"Rematch, seed {self.s.seed}: the same seats and bots.", style="bold"))

    def play(self) -> int | None:
        """Play the session's game to its end (None), or until a person stops (the exit code)."""
        game = self.s.game
        try:
            while not game.is_over:
                seat = game.current_player
                if seat in self.s.humans:
                    actions = game.legal_actions()
                    mode = self.s.autopass.get(seat, autopass.DEFAULT)
                    obs = game.observe(seat)
                    asked = self.asked.setdefault(seat, autopass.Asked())
                    action = self._queued(actions) or autopass.auto_choice(obs, actions, seat, mode, asked, self.idle)
                    if action is None:
                        action = self.ask(seat)
                        asked.answered(obs, actions, seat, action)
                    else:
                        self.auto += 1
                    self.live(self.s.apply(action), pause=False)
                else:
                    self.live(self.s.apply(self.think()))
                if self.save_path is not None:
                    self.s.save(self.save_path)
        except Stop as stop:
            self.console.print(str(stop), soft_wrap=True)
            return 0
        except KeyboardInterrupt:   # the save file (if any) holds the state after the last whole decision
            where = f" The game was saved to {self.save_path} after the last decision." if self.save_path else ""
            self.console.print(f"\nInterrupted.{where or ' Game not saved.'}")
            return 130
        self.finish()
        return None

    def _queued(self, actions: list):
        """The next step of a several-part answer, while it is still legal (else the rest is dropped)."""
        while self.queued:
            kind, card = self.queued.pop(0)
            match = next((a for a in actions if a.kind == kind and a.card == card), None)
            if match is not None:
                return match
            self.queued.clear()
        return None

    def think(self):
        """The current bot's choice, with a spinner in a real terminal while it thinks."""
        if not self.can_clear:
            return self.s.bot_action()
        name = self.s.game.names[self.s.game.current_player]
        with self.console.status(f"{name} is thinking…", spinner="dots"):
            return self.s.bot_action()

    # ----- output -----------------------------------------------------------------------------

    def clear(self) -> None:
        """Clear the screen (scrollback too); where that is impossible, push old text out of view."""
        if self.can_clear:
            self.console.clear()
            self.console.file.write("\x1b[3J")
            self.console.file.flush()
        else:
            self.console.print("\n" * 60, end="")

    def live(self, events: list, pause: bool = True) -> None:
        """Print a move's events as they happen, as the person at the screen may see them."""
        # several people: the one who last had the screen (nobody's secrets before the first pass screen)
        viewer = self.s.viewer if self.s.hotseat else next(iter(self.s.humans), None)
        lines = screen.event_lines(events, viewer, self.s.game.content)
        for line in lines:
            self.console.print(Text("  ").append_text(line))
        for e in events:
            seat = e.data.get("seat")
            if e.kind in ("pass_out", "broke") and seat in self.s.humans and not self.s.game.is_over:
                who = self.s.label(seat) if self.s.hotseat else "You"
                self.console.print(Text(f"  {who} {'is' if self.s.hotseat else 'are'} out of the game; "
                                        "the others play on.", style="bold red"))
        if lines and pause and self.delay > 0 and self.s.humans:
            out = all(self.s.game.players[h].out for h in self.s.humans)
            time.sleep(self.delay / 5 if out else self.delay)

    def show(self, seat: int, actions: list) -> None:
        """The whole screen for ``seat``: the full one when it fits the terminal, else the compact one."""
        if self.can_clear:
            self.clear()
        obs = self.s.game.observe(seat)
        labels = {s: n for s, n in self.s.humans.items() if n}
        log = self.s.logs[seat] if self.can_clear else []   # without clearing, the live lines are still in view
        width, height = self.console.size
        content = self.s.game.content
        full = screen.screen(obs, content, log, seat, actions, seed=self.s.seed, labels=labels)
        if len(self.console.render_lines(full, self.console.options.update(width=width), pad=False)) < height:
            self.console.print(full)
        else:
            self.console.print(screen.compact(obs, content, log, seat, actions, width, height,
                                              seed=self.s.seed, labels=labels), crop=True)

    def pass_to(self, seat: int) -> None:
        """Hide the screen and wait until the next person has it."""
        self.clear()
        self.console.print(Panel(Text(f"Pass to {self.s.label(seat)}, press Enter", style="bold"),
                                 expand=False, border_style="yellow"))
        answer = self._read("(Enter when ready; q to stop) ")
        if answer.strip().lower() in ("q", "quit", "exit", "s", "save"):
            self.stop(answer.strip().lower() in ("s", "save"))

    def finish(self) -> None:
        """The winners and the standings."""
        viewer = next(iter(self.s.humans)) if len(self.s.humans) == 1 else None
        obs = self.s.game.observe(viewer)
        self.console.print(screen.summary(obs, viewer, self.s.fates, len(self.s.history)))
        self.console.print(screen.standings(obs, viewer, self.s.outs, len(self.s.history)))
        if self.save_path is not None:
            self.s.save(self.save_path)

    # ----- input ------------------------------------------------------------------------------

    def _read(self, prompt: str) -> str:
        """One line from the person; end of input stops the game (saving when possible)."""
        try:
            return self.read(prompt)
        except EOFError:
            self.console.print()
            self.stop(self.save_path is not None, reason="Input ended.")
        return ""

    def stop(self, save: bool, reason: str = "") -> None:
        """Save (to the save file, or a default one when asked to) and stop."""
        words = [reason] if reason else []
        if save:
            path = self.save_path or Path(DEFAULT_SAVE)
            self.s.save(path)
            words.append(f"Game saved to {path}. Resume with: innkeeper play --load {path}")
        else:
            words.append("Game not saved.")
        raise Stop(" ".join(words))

    def resized(self, *_args) -> None:
        """On a terminal resize (SIGWINCH), draw the screen again for the new size."""
        if self._redraw is not None:
            self._redraw()

    def ask(self, seat: int):
        """Show ``seat`` its screen and read a legal choice."""
        game = self.s.game
        if self.s.hotseat and seat != self.s.viewer:
            self.pass_to(seat)
        self.s.viewer = seat
        actions = game.legal_actions()
        self.questions += 1
        self.single += len(actions) == 1
        prompt = f"Your choice, {self.s.label(seat)} (1-{len(actions)}, h for help): "

        def redraw() -> None:
            self.show(seat, actions)
            self.console.file.write(prompt)
            self.console.file.flush()

        self.show(seat, actions)
        self._redraw = redraw
        try:
            return self._choose(seat, actions, prompt)
        finally:
            self._redraw = None

    def _choose(self, seat: int, actions: list, prompt: str):
        """Read commands until one is a legal choice."""
        game = self.s.game
        while True:
            raw = self._read(prompt).strip().rstrip(".")
            low = raw.lower()
            if low.isdigit() and 1 <= int(low) <= len(actions):
                return actions[int(low) - 1]
            several = low.replace(",", " ").split()
            if len(several) > 1 and all(n.isdigit() and 1 <= int(n) <= len(actions) for n in several):
                chosen = [actions[int(n) - 1] for n in several]
                if all(a.kind == "discard" for a in chosen):   # discard them all, then draw
                    self.queued = [(a.kind, a.card) for a in chosen[1:]] + [("draw", None)]
                    return chosen[0]
                self.console.print(Text("Several numbers at once are for discarding several cards; "
                                        "otherwise type one number.", style="red"))
                continue
            if low in ("h", "help", "?"):
                self.console.print(HELP)
            elif low.startswith(("? ", "i ")) or (low.startswith("?") and len(low) > 1):
                for line in screen.lookup(game.content, raw[1:].strip(), game.observe(seat), actions):
                    self.console.print(line)
            elif low == "a" or low.startswith("a "):
                self.set_autopass(seat, low[1:].strip())
            elif low in ("r", "redraw"):
                self.show(seat, actions)
            elif low in ("l", "log"):
                for line in self.s.logs[seat]:
                    self.console.print(Text("  ").append_text(line))
            elif low == "concede":
                sure = self._read("Concede: a bot plays your seat to the end. Sure? (y/n) ").strip().lower()
                if sure in ("y", "yes"):
                    self.console.print(self.s.concede(seat))
                    return self.s.bot_action()
            elif low in ("s", "save"):
                self.stop(True)
            elif low in ("q", "quit", "exit"):
                if self.save_path is not None:
                    self.stop(True)
                sure = self._read("There is no save file: quit without saving? (y/n) ").strip().lower()
                if sure in ("y", "yes"):
                    self.stop(False)
            elif low == "":
                self.console.print(f"Type a number from 1 to {len(actions)} (h for help).")
            else:
                self.console.print(Text(f"{raw!r} is not a choice: type a number from 1 to {len(actions)}, "
                                        "or h for help.", style="red"))

    def set_autopass(self, seat: int, mode: str) -> None:
        """Show or change when ``seat`` is asked (kept in the save)."""
        if mode and mode not in autopass.MODES:
            self.console.print(Text(f"{mode!r} is not an auto-pass setting: choose "
                                    f"{', '.join(autopass.MODES)}.", style="red"))
            return
        if mode:
            self.s.autopass[seat] = mode
        now = self.s.autopass.get(seat, autopass.DEFAULT)
        for name, words in autopass.MODES.items():
            self.console.print(Text(f"{'▶' if name == now else ' '} {name:<9} {words}",
                                    style="bold" if name == now else "dim"))


# ----- the command -------------------------------------------------------------------------------

def _fail(message: str) -> None:
    """Print a one-line error and exit with status 2."""
    typer.echo(f"Error: {message}", err=True)
    raise typer.Exit(2)


def play_command(
    character: Annotated[str | None, typer.Option(
        "--character", metavar="ID", help="your character (id or name; default random). With --hotseat, "
        "a comma-separated list, one per person in seat order")] = None,
    seats: Annotated[str | None, typer.Option(metavar="K", help="seats at the table, 2 to 8 (default 4)")] = None,
    bots: Annotated[str | None, typer.Option(
        metavar="KIND", help="bot kind for the other seats: random, heuristic or ismcts (default heuristic)")] = None,
    seed: Annotated[str | None, typer.Option(
        metavar="S", help="reproduce a game: the same seed and the same choices give the same game")] = None,
    save: Annotated[Path | None, typer.Option(
        metavar="FILE", help="save the game to FILE after every decision (s or q at a prompt saves and stops)")] = None,
    load: Annotated[Path | None, typer.Option(metavar="FILE", help="resume a game saved with --save")] = None,
    hotseat: Annotated[str | None, typer.Option(
        metavar="N|SEATS|NAMES", help="several people share this screen: a count (2), seat numbers (1,3) or "
        "names (Ann,Bob); hands are hidden between turns")] = None,
    ask_all: Annotated[bool, typer.Option(
        "--ask-all", help="ask at every window even with nothing to play (hides who holds responses)")] = False,
    drink_deck: Annotated[str | None, typer.Option(
        "--drink-deck", metavar="DECK", help="which Drink Deck: core or second (default core)")] = None,
    bar_deck: Annotated[str | None, typer.Option(
        "--bar-deck", metavar="DECKS", help="Bar Deck variant: all (every Drink Deck) or the Drink Decks and packs to "
        "shuffle in, e.g. core,second,000-pack (`innkeeper cards drinks` lists them)")] = None,
    last_call: Annotated[str | None, typer.Option(
        "--last-call", metavar="ROUNDS", help="end the game after this many rounds (most Gold wins)")] = None,
    prizes: Annotated[bool, typer.Option(
        "--prizes", help="play the Prize variant: a Prize card rides in the pot of every Round of Gambling")] = False,
    delay: Annotated[str | None, typer.Option(
        metavar="SECONDS", help="pause after each bot move (default 0.5 in a terminal, 0 otherwise)")] = None,
    auto_pass: Annotated[str | None, typer.Option(
        "--auto-pass", metavar="MODE", help="when you are asked: mine (only when something targets or affects you, "
        "or it is your decision, and you hold more than plays that would change nothing; the default), playable "
        "(whenever you could play a card) or always")] = None,
    fast: Annotated[bool, typer.Option("--fast", hidden=True, help="no pauses")] = False,
) -> None:
    """Play The Red Dragon Inn in the terminal against bots (and friends, with --hotseat)."""
    try:
        pause = _delay(delay, fast)
        if load is not None:
            given = [name for name, value in (("--character", character), ("--seats", seats), ("--bots", bots),
                                              ("--seed", seed), ("--hotseat", hotseat), ("--drink-deck", drink_deck),
                                              ("--bar-deck", bar_deck), ("--last-call", last_call))
                     if value is not None] + (["--ask-all"] if ask_all else []) + (["--prizes"] if prizes else [])
            if given:
                raise PlayError(f"{given[0]} cannot be used with --load: the saved game already sets it")
            session = load_session(load)
            save_path = save if save is not None else load
        else:
            n = _parse_int(seats, "--seats")
            session = new_session(character, DEFAULT_SEATS if n is None else n, bots or DEFAULT_BOTS,
                                  _parse_int(seed, "--seed"), hotseat, ask_all, drink_deck or "core",
                                  bar_deck, _parse_int(last_call, "--last-call"), prizes)
            save_path = save
        if auto_pass is not None:
            if auto_pass not in autopass.MODES:
                raise PlayError(f"--auto-pass must be one of {', '.join(autopass.MODES)}, not {auto_pass!r}")
            session.autopass = {s: auto_pass for s in session.humans}
        if save_path is not None:
            session.save(save_path)
    except PlayError as exc:
        _fail(str(exc))
        return
    console = Console(highlight=False)
    _welcome(console, session, save_path, resumed=load is not None)
    terminal = Terminal(session, console, save_path, pause)
    if console.is_terminal and hasattr(signal, "SIGWINCH"):
        signal.signal(signal.SIGWINCH, terminal.resized)   # a resize draws the screen again
    try:
        code = terminal.run()
    except PlayError as exc:
        _fail(str(exc))
        return
    except KeyboardInterrupt:
        console.print("\nInterrupted.")
        code = 130
    if code:
        raise typer.Exit(code)


def _delay(text: str | None, fast: bool) -> float:
    """Seconds to pause after each bot move."""
    if fast:
        return 0.0
    if text is None:
        return 0.5 if sys.stdin.isatty() and sys.stdout.isatty() else 0.0
    try:
        value = float(text)
    except ValueError:
        raise PlayError(f"--delay must be a number of seconds, not {text!r}") from None
    if not 0 <= value <= 10:
        raise PlayError(f"--delay must be from 0 to 10 seconds, not {text}")
    return value


def _welcome(console: Console, session: Session, save_path: Path | None, resumed: bool) -> None:
    """One line saying who plays whom."""
    game = session.game
    seats = []
    for s in range(game.n):
        if s not in session.humans:
            kind = f"{session.bot_specs[s]['kind']} bot"
        else:
            kind = (session.humans[s] or "a person") if session.hotseat else "you"
        seats.append(f"{s + 1}. {game.content.characters[game.players[s].character].name} ({kind})")
    verb = "Resuming" if resumed else "New game"
    console.print(Text(f"{verb}, seed {session.seed}: " + "; ".join(seats) + ".", style="bold"))
    rebuilt = sorted({game.content.characters[p.character].name for p in game.players
                      if game.content.characters[p.character].source == "reconstructed"})
    if rebuilt:
        console.print(Text(f"Reconstructed deck{'s' if len(rebuilt) > 1 else ''} (no public card list: named cards "
                           f"as the rulebook gives them, the rest designed): {', '.join(rebuilt)}.", style="dim"))
    table = []
    bar = game.setup.get("bar_deck")
    if bar:
        table.append("Bar Deck: " + ("every Drink Deck" if bar is True else ", ".join(bar)))
    if game.last_call is not None:
        table.append(f"last call after {game.last_call} round{'s' if game.last_call != 1 else ''} (most Gold wins)")
    if table:
        console.print(Text("; ".join(table) + ".", style="dim"))
    if save_path is not None:
        console.print(Text(f"Saving to {save_path} after every decision.", style="dim"))
