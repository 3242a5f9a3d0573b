"""Songs (rulebook 004, Jin): the Setlist, revealing Songs, Singing, and the window right after a Song.

Jin reveals a Song at the start of his turn and after each card of his with the musical note (after
its other effects). Revealed Songs join the Setlist; over three, Jin drops Songs of his choice before
anything else happens. An Immediate Song resolves at once and is discarded. To Sing, the Singer picks
a Song from the Setlist (or Sings the one named, or the top of the Song Deck when the Setlist is
empty) and plays it as though it were an Action card from their own hand; right after it, the same
window as hit-back cards opens ("Inspired! What a show!").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import side_decks
from .actions import Action
from .state import DiscardFrame, SetlistFrame, SingFrame

if TYPE_CHECKING:
    from .game import Game


def setup(g: Game) -> None:
    """Reveal the first Songs of each Setlist; an Immediate Song found now is discarded, not replaced."""
    for di, d in enumerate(g.sides):
        side = g.content.characters[g.players[d.owner].character].side
        for _ in range(side.setup_reveal):
            card = side_decks.draw_top(g, di)
            if card is None:
                break
            if g.content.cards[card].immediate:
                d.discard.append(card)
            else:
                d.shown.append(card)


def turn_start(g: Game, seat: int) -> None:
    """At the start of their turn, a Setlist's owner reveals a Song (a Potion Deck's owner, a Potion: ``reveal``)."""
    for di in side_decks.owned(g, seat):
        side = g.content.characters[g.players[seat].character].side
        if side.turn_reveal:
            reveal(g, di)


def reveal(g: Game, di: int) -> None:
    """Reveal a Song: an Immediate one resolves and is discarded; any other joins the Setlist.

    Any side deck with a face-up row reveals this way (a Potion joins its owner's kept Potion); over the row's
    limit, the owner drops cards until it fits (``setlist``), each deck in its own words (``side_decks``).
    """
    d = g.sides[di]
    card = side_decks.draw_top(g, di)
    name = g.names[d.owner]
    if card is None:
        g.emit(side_decks.event_kind(g, di), f"{name} has no {side_decks.noun(g, di)} left to reveal.", seat=d.owner)
        return
    cdef = g.content.cards[card]
    if cdef.immediate:
        g.emit("song", f"{name} reveals '{cdef.title}': it happens at once.", seat=d.owner, card=cdef.title)
        f = side_decks.side_frame(g, card, d.owner, [], "immediate", di)
        f.status = "resolve"   # an Immediate effect is not played, so nobody answers it
        g.stack.append(f)
        return
    d.shown.append(card)
    g.emit(side_decks.event_kind(g, di), side_decks.reveal_text(g, di, cdef.title), seat=d.owner, card=cdef.title)
    if len(d.shown) > side_decks.limit(g, di):
        g.stack.append(SetlistFrame(di))


def sing(g: Game, singers: list[int], di: int, title: str | None) -> None:
    """``singers`` Sing, in the order given (a Song named by ``title``, else one from the Setlist)."""
    for seat in reversed(singers):
        g.stack.append(SingFrame(seat, di, title))


# ----- the Setlist: dropping Songs until it fits --------------------------------------------------

class setlist:
    """Handler of a SetlistFrame (any face-up row over its limit: a Setlist, two Potions where one is kept)."""

    @staticmethod
    def step(g: Game, f: SetlistFrame) -> bool:
        """Ask the owner while the Setlist is too long."""
        if len(g.sides[f.deck].shown) > side_decks.limit(g, f.deck):
            return True
        g.stack.pop()
        return False

    @staticmethod
    def decider(g: Game, f: SetlistFrame) -> int:
        """The Setlist's owner."""
        return g.sides[f.deck].owner

    @staticmethod
    def actions(g: Game, f: SetlistFrame, seat: int) -> list[Action]:
        """Drop one Song of the Setlist (keep one Potion and discard the other)."""
        return [Action("choose", g.title(card), option="drop", text=side_decks.drop_text(g, f.deck, seat, card))
                for card in dict.fromkeys(g.sides[f.deck].shown)]

    @staticmethod
    def act(g: Game, f: SetlistFrame, action: Action) -> None:
        """Discard the Song chosen."""
        d = g.sides[f.deck]
        for card in d.shown:
            if g.title(card) == action.card:
                d.shown.remove(card)
                d.discard.append(card)
                g.emit(side_decks.event_kind(g, f.deck), action.text + ".", seat=d.owner, card=action.card)
                return


# ----- Singing -------------------------------------------------------------------------------------

class singing:
    """Handler of a SingFrame: choose the Song (and its targets), pay its discard, then play it."""

    @staticmethod
    def step(g: Game, f: SingFrame) -> bool:
        """Find the Song if it is not the Singer's choice; ask; then play it; then finish."""
        if f.status == "choose":
            if g.players[f.singer].out:
                g.stack.pop()
                return False
            d = g.sides[f.deck]
            if f.song < 0 and f.title is not None:
                f.song = _take_named(g, f.deck, f.title)
            elif f.song < 0 and not d.shown:
                f.song = _take_from_deck(g, f.deck)
            if f.song < 0 and not d.shown:
                g.emit("song", f"There is no Song for {g.names[f.singer]} to Sing.", seat=f.singer)
                g.stack.pop()
                return False
            return True
        if f.status == "pay":
            f.status = "play"
            if g.players[f.singer].hand:
                g.stack.append(DiscardFrame(f.singer, 1, len(g.stack) - 1))
            return False
        if f.status == "play":
            f.status = "done"
            card = g.content.cards[f.song]
            targets = f" on {g.names[f.targets[0]]}" if f.targets else ""
            g.emit("sing", f"{g.names[f.singer]} Sings '{card.title}'{targets}.", seat=f.singer, card=card.title,
                   targets=list(f.targets))
            frame = side_decks.side_frame(g, f.song, f.singer, list(f.targets), "song", f.deck)
            frame.paid = list(f.paid)
            g.stack.append(frame)
            return False
        g.stack.pop()
        return False

    @staticmethod
    def decider(g: Game, f: SingFrame) -> int:
        """The Singer."""
        return f.singer

    @staticmethod
    def actions(g: Game, f: SingFrame, seat: int) -> list[Action]:
        """Each Song the Singer may Sing, with each choice of its target."""
        songs = [f.song] if f.song >= 0 else list(dict.fromkeys(g.sides[f.deck].shown))
        out = []
        name = g.names[seat]
        for card in songs:
            cdef = g.content.cards[card]
            mode = cdef.modes[0]
            choices: list[tuple] = [()]
            if mode.needs_another:
                choices = [(s,) for s in g.in_turn_order(seat) if s != seat] or [()]
            for targets in choices:
                text = f"{name} Sings '{cdef.title}'" + (f" on {g.names[targets[0]]}" if targets else "")
                out.append(Action("play", cdef.title, targets, 0, None, "sing", text=text))
        return out

    @staticmethod
    def act(g: Game, f: SingFrame, action: Action) -> None:
        """Take the Song chosen from the Setlist (unless it was named or came from the deck)."""
        if f.song < 0:
            d = g.sides[f.deck]
            for card in d.shown:
                if g.title(card) == action.card:
                    d.shown.remove(card)
                    f.song = card
                    break
        f.targets = list(action.targets)
        f.status = "pay" if g.content.cards[f.song].cost_discard else "play"


def _take_named(g: Game, di: int, title: str) -> int:
    """Take the Song with this title from the Setlist, the Song discards or the Song Deck (-1 if nowhere)."""
    d = g.sides[di]
    for pile in (d.shown, d.discard, d.deck):
        for card in pile:
            if g.title(card) == title:
                pile.remove(card)
                return card
    return -1


def _take_from_deck(g: Game, di: int) -> int:
    """The top Song of the Song Deck; an Immediate Song found there is discarded unused and another revealed."""
    d = g.sides[di]
    for _ in range(len(d.deck) + len(d.discard) + 1):
        card = side_decks.draw_top(g, di)
        if card is None:
            return -1
        cdef = g.content.cards[card]
        if not cdef.immediate:
            g.emit("song", f"The Setlist is empty: the top Song, '{cdef.title}', is Sung.", card=cdef.title)
            return card
        d.discard.append(card)
        g.emit("song", f"'{cdef.title}' is revealed and discarded unused.", card=cdef.title)
    return -1


# ----- discarding (a Song's cost, "draw then discard" cards) ------------------------------------------

class discarding:
    """Handler of a DiscardFrame: the player discards cards of their choice, one decision each."""

    @staticmethod
    def step(g: Game, f: DiscardFrame) -> bool:
        """Ask while cards remain to discard."""
        if f.count > 0 and g.players[f.player].hand and not g.players[f.player].out:
            return True
        g.stack.pop()
        return False

    @staticmethod
    def decider(g: Game, f: DiscardFrame) -> int:
        """The player discarding."""
        return f.player

    @staticmethod
    def actions(g: Game, f: DiscardFrame, seat: int) -> list[Action]:
        """Discard any card of the hand (the same Actions as the Discard and Draw phase's)."""
        from .turn import discard_actions

        return discard_actions(g, seat)

    @staticmethod
    def act(g: Game, f: DiscardFrame, action: Action) -> None:
        """Discard the card; remember it on the frame that asked for it."""
        card = g.held(f.player, action.card)
        p = g.players[f.player]
        p.hand.remove(card)
        p.discard.append(card)
        f.count -= 1
        g.emit("discard", action.text + ".", seat=f.player, card=action.card)
        if 0 <= f.frame < len(g.stack) and hasattr(g.stack[f.frame], "paid"):
            g.stack[f.frame].paid.append(card)
