"""Songs (rulebook 004, Jin): the Setlist, revealing Songs, Singing, and the window right after a Song.

Jin reveals a Song at the start of his turn and after each card of his with the musical note (after
its other effects). Revealed Songs join the Setlist, a face-up row of three (``face_up``); over three,
Jin drops Songs of his choice before anything else happens. An Immediate Song resolves at once and is
discarded. To Sing, the Singer picks a Song from the Setlist (or Sings the one named, or the top of the
Song Deck when the Setlist is empty) and plays it as though it were an Action card from their own hand;
right after it, the same window as hit-back cards opens ("Inspired! What a show!"). A Drink may gain
"Sing": whoever drinks it Sings afterwards. A Song put in the pot is Sung by whoever takes the pot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import english, face_up, gambling, side_decks
from ..actions import Action
from ..answers import selected
from ..cards import Effect, Mode
from ..compiled import python_class
from ..discarding import DiscardFrame
from ..effects import _ignores
from ..mechanic import Mechanic, register
from ..ops import TITLE, WHO, Planner, declare_op
from ..state import DrinkFrame, Frame
from ..table import Table

if TYPE_CHECKING:
    from ..state import CardFrame, RoundFrame

KIND = "songs"


def reveal(g: Table, di: int) -> None:
    """Reveal a Song: an Immediate one resolves and is discarded; any other joins the Setlist."""
    d = g.sides[di]
    card = side_decks.draw_top(g, di)
    if card is None:
        face_up.none_left(g, di)
        return
    cdef = g.content.cards[card]
    if cdef.immediate:
        g.emit("song", seat=d.owner, card=cdef.title, how="immediate")
        f = side_decks.side_frame(g, card, d.owner, [], "immediate", di)
        f.status = "resolve"   # an Immediate effect is not played, so nobody answers it
        g.push(f)
        return
    face_up.show(g, di, card)


def sing(g: Table, singers: list[int], di: int, title: str | None) -> None:
    """``singers`` Sing, in the order given (a Song named by ``title``, else one from the Setlist)."""
    for seat in reversed(singers):
        g.push(SingFrame(seat, di, title))


# ----- Singing -------------------------------------------------------------------------------------

@python_class
class SingFrame(Frame):
    """Choose the Song (and its targets), pay its discard, then play it."""

    __slots__ = ("singer", "deck", "title", "song", "targets", "paid", "status")
    kind = "sing"

    def __init__(self, singer: int, deck: int, title: str | None):
        self.singer = singer
        self.deck = deck        # index into game.sides
        self.title = title
        self.song = -1          # the chosen Song, once chosen (or found)
        self.targets: list[int] = []
        self.paid: list[int] = []
        self.status = "choose"

    def step(f, g: Table) -> bool:
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
                g.emit("song", seat=f.singer, how="nothing")
                g.stack.pop()
                return False
            return True
        if f.status == "pay":
            f.status = "play"
            if g.players[f.singer].hand:
                g.push(DiscardFrame(f.singer, 1, g.stack[-1].id))
            return False
        if f.status == "play":
            f.status = "done"
            card = g.content.cards[f.song]
            g.emit("sing", seat=f.singer, card=card.title, targets=list(f.targets))
            frame = side_decks.side_frame(g, f.song, f.singer, list(f.targets), "song", f.deck)
            frame.paid = list(f.paid)
            g.push(frame)
            return False
        g.stack.pop()
        return False

    def decider(f, g: Table) -> int:
        """The Singer."""
        return f.singer

    def actions(f, g: Table, seat: int) -> list[Action]:
        """Each Song the Singer may Sing, with each choice of its target."""
        songs = [f.song] if f.song >= 0 else list(dict.fromkeys(g.sides[f.deck].shown))
        out = []
        names = g.names
        for card in songs:
            cdef = g.content.cards[card]
            mode = cdef.modes[0]
            choices: list[tuple] = [()]
            if mode.needs_another:
                choices = [(s,) for s in g.in_turn_order(seat) if s != seat] or [()]
            for targets in choices:
                text = english.sing_text(names, seat, cdef.title, targets[0] if targets else None)
                out.append(Action("play", cdef.title, targets, 0, None, "sing", text=text))
        return out

    def act(f, g: Table, action: Action) -> None:
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

    def view(f, g: Table) -> dict:
        """The public face of a SingFrame: who Sings, the Song once chosen, the Song named."""
        return {"singer": f.singer, "song": g.title(f.song) if f.song >= 0 else None, "named": f.title}


def _take_named(g: Table, di: int, title: str) -> int:
    """Take the Song with this title from the Setlist, the Song discards or the Song Deck (-1 if nowhere)."""
    d = g.sides[di]
    for pile in (d.shown, d.discard, d.deck):
        for card in pile:
            if g.title(card) == title:
                pile.remove(card)
                return card
    return -1


def _take_from_deck(g: Table, di: int) -> int:
    """The top Song of the Song Deck; an Immediate Song found there is discarded unused and another revealed."""
    d = g.sides[di]
    for _ in range(len(d.deck) + len(d.discard) + 1):
        card = side_decks.draw_top(g, di)
        if card is None:
            return -1
        cdef = g.content.cards[card]
        if not cdef.immediate:
            g.emit("song", card=cdef.title, how="top")
            return card
        d.discard.append(card)
        g.emit("song", card=cdef.title, how="unused")
    return -1


# ----- the operations ----------------------------------------------------------------------------

def _sing(g: Table, f: CardFrame, e: Effect) -> None:
    """The selected players Sing (or, played on a Drink, the Drink gains "Sing")."""
    di = side_decks.find(g, KIND, f.player)
    if di < 0:
        return
    subject = g.frame(f.subject)
    if isinstance(subject, DrinkFrame) and 0 <= f.drink < len(subject.drinks):   # the Drink itself gains "Sing"
        subject.drinks[f.drink].steps.append(["sing", di])
        g.emit("modify", seat=subject.drinks[f.drink].drinker, how="sing")
        return
    singers = [s for s in selected(g, f, e.who) if not g.players[s].out and not _ignores(g, f, s)]
    sing(g, singers, di, e.title)


def _reveal_song(g: Table, f: CardFrame, e: Effect) -> None:
    """The card's player reveals a Song (the musical note)."""
    for di in side_decks.owned(g, f.player):
        if g.sides[di].kind == KIND:
            reveal(g, di)


def _song_to_pot(g: Table, f: CardFrame, e: Effect) -> None:
    """Move the oldest Song of the player's Setlist into the pot: whoever wins the Round Sings it."""
    r = gambling.live(g)
    seat = f.player
    for di, d in enumerate(g.sides):
        if r is not None and d.owner == seat and d.kind == KIND and d.shown:
            card = d.shown.pop(0)
            r.songs.append([di, card])
            g.emit("song", seat=seat, card=g.title(card), how="pot")
            return


# A Song Sung, as a planning bot counts it: the mean Song helps its Singer a little and costs each other player a
# little (most Songs hit or charge each other player, a few heal or pay the Singer).
SUNG_SINGER = 0.5
SUNG_OTHERS = -0.4


def _sing_est(p: Planner, e: Effect) -> None:
    for s in p.seats(e.who):
        if not p.ignores(s):
            p.worth(s, SUNG_SINGER)
            for o in p.others(s):
                p.worth(o, SUNG_OTHERS)


declare_op("sing", _sing, (WHO, TITLE),
           "those players Sing (a Song from the Setlist, or the one titled); on a Drink-targeting mode, the targeted "
           "Drink gains \"whoever drinks this Sings\"", estimate=_sing_est)
declare_op("reveal_song", _reveal_song, (),
           "reveal a Song from your Song Deck (what `note = true` adds after a card's other effects)")
declare_op("song_to_pot", _song_to_pot, (),
           "the oldest Song of your Setlist goes into the live Round's pot: whoever takes the pot Sings it")


# ----- the mechanic --------------------------------------------------------------------------------

@python_class
class Songs(Mechanic):
    """Jin's Song Deck and Setlist."""

    name = "Songs"
    side_kinds = (KIND,)
    row_name = "Setlist"
    event = "song"
    loss_window_origins = ("song",)
    card_fields = frozenset({"immediate", "cost_discard"})
    any_card_fields = frozenset({"note"})
    card_marks = {"note": False, "immediate": False, "cost_discard": False}

    def load_card(self, raw: dict, side: str | None, modes: list[Mode], read: Any) -> tuple[list[Mode], dict]:
        """The musical note (a Song is revealed after the card's other effects); a Song's own fields."""
        fields: dict = {}
        if read.get("note", bool, False):
            fields["note"] = True
            modes = [Mode(m.label, m.answers, (*m.effects, Effect(op="reveal_song"))) for m in modes]
        if side == KIND:
            fields["immediate"] = read.get("immediate", bool, False)
            fields["cost_discard"] = read.get("cost_discard", bool, False)
        return modes, fields

    def turn_start(self, g: Table, seat: int) -> None:
        """At the start of his turn, the Setlist's owner reveals a Song."""
        face_up.turn_reveal(g, seat, self.side_kinds)

    def reveal(self, g: Table, di: int) -> None:
        """Reveal a Song (an Immediate one happens at once)."""
        reveal(g, di)

    def at_once(self, g: Table, card: int) -> bool:
        """An Immediate Song happens at once (at setup: it is discarded, not replaced)."""
        return g.content.cards[card].immediate

    def after_drink(self, g: Table, f: DrinkFrame) -> None:
        """Drinkers of a Drink that gained "Sing" now Sing, in turn order from the active player (rulebook 004)."""
        singing_: dict[int, int] = {}
        for d in f.drinks:
            if not d.ignored and not g.players[d.drinker].out and not g.players[d.drinker].ignoring:
                for st in d.steps:
                    if st[0] == "sing":
                        singing_.setdefault(d.drinker, st[1])
        if singing_:
            order = [s for s in g.in_turn_order(g.turn_frame.player) if s in singing_]
            for seat in reversed(order):
                sing(g, [seat], singing_[seat], None)

    def round_over(self, g: Table, r: RoundFrame, taker: int) -> None:
        """The pot's Songs: its taker Sings them; Songs in a pot nobody took go to the Song discards."""
        if taker < 0:
            for di, card in r.songs:
                g.sides[di].discard.append(card)
            r.songs = []
            return
        for di, card in reversed(r.songs):
            frame = SingFrame(taker, di, None)
            frame.song = card
            g.push(frame)


SONGS = register(Songs())
