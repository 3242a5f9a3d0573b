"""Actions a player may take, events the game reports, and the error for an illegal action."""

from __future__ import annotations

from operator import itemgetter

from . import english
from .compiled import python_class
from .hooks import MECHANIC_ACTION_KINDS

# The core's kinds of action; a mechanic adds its own (``Mechanic.action_kinds``: Shaking it Off).
ACTION_KINDS = ("play", "pass", "discard", "draw", "order", "drink", "choose")


class IllegalAction(ValueError):
    """An action that is not legal now; the game is left unchanged."""


@python_class
class Action(tuple):
    """One legal choice, immutable. Equal actions compare equal whatever their display text.

    A tuple underneath (kind, card, targets, mode, drink, option, text): cheap to make, and
    nothing can change an action a game has handed out.
    """

    __slots__ = ()

    def __new__(
        cls,
        kind: str,
        card: str | None = None,
        targets: tuple[int, ...] = (),
        mode: int = 0,
        drink: int | None = None,
        option: str | None = None,
        text: str = "",
    ):
        return tuple.__new__(cls, (kind, card, tuple(targets), mode, drink, option, text))

    kind = property(itemgetter(0), doc="play, pass, discard, draw, order, drink or choose")
    card = property(itemgetter(1), doc="the card's title, or None")
    targets = property(itemgetter(2), doc="the seats it names")
    mode = property(itemgetter(3), doc="which use of a two-use card")
    drink = property(itemgetter(4), doc="which revealed Drink it targets, or None")
    option = property(itemgetter(5), doc="a choice's option, or None")
    text = property(itemgetter(6), doc="readable English")

    def __eq__(self, other) -> bool:
        return isinstance(other, Action) and self[:6] == other[:6]

    def __ne__(self, other) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self[:6])

    def __str__(self) -> str:
        return self.text or self.kind

    def __repr__(self) -> str:
        return f"Action({self.to_json()!r})"

    def to_json(self) -> dict:
        """A JSON-ready dict."""
        out: dict = {"kind": self.kind}
        if self.card is not None:
            out["card"] = self.card
        if self.targets:
            out["targets"] = list(self.targets)
        if self.mode:
            out["mode"] = self.mode
        if self.drink is not None:
            out["drink"] = self.drink
        if self.option is not None:
            out["option"] = self.option
        return out

    @staticmethod
    def from_json(data: dict) -> Action:
        """Parse an action dict; raises IllegalAction naming what is malformed."""
        if not isinstance(data, dict):
            raise IllegalAction("an action must be a JSON object")
        unknown = set(data) - {"kind", "card", "targets", "mode", "drink", "option", "text"}
        if unknown:
            raise IllegalAction(f"unknown action field(s): {', '.join(sorted(unknown))}")
        kind = data.get("kind")
        if kind not in ACTION_KINDS and kind not in MECHANIC_ACTION_KINDS:
            kinds = ", ".join((*ACTION_KINDS, *MECHANIC_ACTION_KINDS))
            raise IllegalAction(f"action kind must be one of {kinds}, not {kind!r}")
        card = data.get("card")
        if card is not None and not isinstance(card, str):
            raise IllegalAction("action card must be a card title")
        targets = data.get("targets", [])
        if not isinstance(targets, list) or not all(type(t) is int for t in targets):
            raise IllegalAction("action targets must be a list of seat numbers")
        mode = data.get("mode", 0)
        drink = data.get("drink")
        if type(mode) is not int or (drink is not None and type(drink) is not int):
            raise IllegalAction("action mode and drink must be whole numbers")
        option = data.get("option")
        if option is not None and not isinstance(option, str):
            raise IllegalAction("action option must be a string")
        return Action(kind, card, tuple(targets), mode, drink, option)


@python_class
class Event:
    """Something that happened: a kind, public data, private data per seat, and its English, rendered when asked.

    ``text`` is rendered by ``english`` from the kind, the public data and the table's seat names (an immutable
    tuple kept from the moment it happened), so it reads the same whenever it is asked for. An event stored
    with its text (an old record) keeps that text.
    """

    __slots__ = ("kind", "data", "private", "names", "_text")

    def __init__(self, kind: str, text: str | None = None, data: dict | None = None, private: dict | None = None,
                 names: tuple[str, ...] = ()):
        self.kind = kind
        self._text = text
        self.data = data or {}
        self.private = private
        self.names = names

    @property
    def text(self) -> str:
        """The event in English (rendered once, on the first ask)."""
        text = self._text
        if text is None:
            text = self._text = english.render(self.kind, self.data, self.names)
        return text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.text!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Event) and self.to_json(full=True) == other.to_json(full=True)

    def to_json(self, seat: int | None = None, *, full: bool = False) -> dict:
        """JSON for a viewer: ``seat`` sees its own private data, a spectator (None) none; ``full`` all."""
        out = {"kind": self.kind, "text": self.text, **self.data}
        if self.private:
            if full:
                out["private"] = {str(k): v for k, v in self.private.items()}
            elif seat in self.private:
                out.update(self.private[seat])
        return out
