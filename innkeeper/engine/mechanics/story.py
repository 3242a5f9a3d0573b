"""Stories (Warthorn Redbeard): a war story told chapter by chapter in a face-up row, paid off when it ends.

A Story Deck is a side deck of chapters and Endings (``ending = true``). Telling (``tell_story``; a main-deck card
with the story icon, ``story = true``, tells after its other effects) reveals its owner's top Story card: a
chapter joins the Tale, the deck's face-up row; an Ending ends the story. The story also ends when the Tale holds
as many chapters as the deck shows (``shown``: a full Tale ends by itself) and when its owner plays a card that
ends it (``end_story``). When a story ends, its chapters happen one by one in the order they were told, each
played as though its teller played an Action card from the hand (everyone may answer it: Ignore it, Negate it, hit
back), then the Ending that ended it, if any; each goes to the Story discards once done (the deck is shuffled from
them when it runs out). A Story card names no player to choose (only ``you``, ``each_other`` or ``everyone``), so
telling and ending ask nobody anything. The Tale is public; only the deck's order is hidden (``determinize``
re-deals it with every side deck).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import english, side_decks
from ..cards import Effect, Mode
from ..compiled import python_class
from ..mechanic import Mechanic, register
from ..ops import declare_op
from ..state import Automatic
from ..table import Table

if TYPE_CHECKING:
    from ..cards import SideDef
    from ..state import CardFrame

KIND = "story"
ORIGIN = "story"   # the ``origin`` of a chapter's or an Ending's frame as the story ends
ROW = "Tale"
STORY_SELECTORS = ("you", "each_other", "everyone")   # whom a Story card may name: nobody to choose


def owned(g: Table, seat: int) -> list[int]:
    """The Story Decks ``seat`` owns."""
    return [di for di in side_decks.owned(g, seat) if g.sides[di].kind == KIND]


def tell(g: Table, di: int) -> None:
    """Tell the next chapter: a chapter joins the Tale (a full Tale ends the story), an Ending ends it."""
    d = g.sides[di]
    card = side_decks.draw_top(g, di)
    if card is None:
        g.emit("story", seat=d.owner, how="nothing")
        return
    title = g.title(card)
    if g.content.cards[card].ending:
        g.emit("story", seat=d.owner, card=title, how="ending")
        end(g, di, card)
        return
    d.shown.append(card)
    g.emit("story", seat=d.owner, card=title, how="shown", row=ROW)
    if len(d.shown) >= side_decks.limit(g, di):
        g.emit("story", seat=d.owner, how="full", count=len(d.shown))
        end(g, di, -1)


def end(g: Table, di: int, ending: int) -> None:
    """The story ends: the Tale empties, and its chapters are to happen in the order told, then the Ending (if any)."""
    d = g.sides[di]
    cards = list(d.shown)
    d.shown.clear()
    if ending >= 0:
        cards.append(ending)
    g.emit("story", seat=d.owner, how="end", chapters=[g.title(c) for c in cards])
    g.push(TaleFrame(d.owner, di, cards))


@python_class
class TaleFrame(Automatic):
    """A story's end: its chapters (then its Ending) happen one at a time, each as though its teller played it."""

    __slots__ = ("owner", "deck", "cards")
    kind = "tale"

    def __init__(self, owner: int, deck: int, cards: list[int]):
        self.owner = owner
        self.deck = deck        # index into game.sides
        self.cards = cards      # still to happen, in the order told (an Ending last)

    def step(f, g: Table) -> bool:
        """Play the next chapter (it resolves before this frame steps again); done, or its teller out: finish."""
        if not f.cards or g.players[f.owner].out:
            g.sides[f.deck].discard.extend(f.cards)
            f.cards = []
            g.stack.pop()
            return False
        card = f.cards.pop(0)
        g.emit("story", seat=f.owner, card=g.title(card),
               how="ending_happens" if g.content.cards[card].ending else "chapter")
        g.push(side_decks.side_frame(g, card, f.owner, [], ORIGIN, f.deck))
        return False

    def view(f, g: Table) -> dict:
        """The public face of a story's end: whose story, and the chapters still to happen."""
        return {"owner": f.owner, "cards": [g.title(c) for c in f.cards]}


# ----- the operations ----------------------------------------------------------------------------

def _tell_story(g: Table, f: CardFrame, e: Effect) -> None:
    """The card's player tells the next chapter of their story."""
    for di in owned(g, f.player):
        tell(g, di)


def _end_story(g: Table, f: CardFrame, e: Effect) -> None:
    """The card's player's story ends now: the Tale pays off."""
    for di in owned(g, f.player):
        if g.sides[di].shown:
            end(g, di, -1)
        else:
            g.emit("story", seat=f.player, how="untold")


declare_op("tell_story", _tell_story, (),
           "tell the next chapter of your story: reveal the top card of your Story Deck; a chapter joins the Tale (a "
           "full Tale ends the story), an Ending ends it (what `story = true` adds after a card's other effects; "
           "see \"Stories\" below)")
declare_op("end_story", _end_story, (),
           "your story ends now: the chapters of your Tale happen in the order told, each as though you played it")


# ----- what the events say ----------------------------------------------------------------------

def _story(d: dict, names: Any) -> str:
    """The sentence of a 'story' event (a chapter added to the Tale is the face-up row's own sentence)."""
    how = d.get("how")
    name = names[d["seat"]]
    if how == "nothing":
        return f"{name} has no Story left to tell."
    if how == "ending":
        return f"{name} tells the Ending '{d['card']}'."
    if how == "full":
        return f"{name}'s Tale has {d['count']} chapters: the story reaches its end."
    if how == "untold":
        return f"{name} has no Tale to end."
    if how == "chapter":
        return f"From {name}'s Tale: '{d['card']}'."
    if how == "ending_happens":
        return f"And the Ending: '{d['card']}'."
    chapters = d.get("chapters") or []
    told = ", ".join(f"'{c}'" for c in chapters)
    return f"{name}'s story ends: {told}, in the order told." if chapters else f"{name}'s story ends."


english.register("story", _story)


# ----- the mechanic ------------------------------------------------------------------------------

@python_class
class Story(Mechanic):
    """Warthorn's Story Deck and his Tale."""

    name = "Stories"
    side_kinds = (KIND,)
    row_name = ROW
    event = "story"
    card_fields = frozenset({"ending"})
    main_card_fields = frozenset({"story"})
    card_marks = {"story": False, "ending": False}   # the story icon; an Ending

    def load_card(self, raw: dict, side: str | None, modes: list[Mode], read: Any) -> tuple[list[Mode], dict]:
        """The story icon (a chapter told after the card's other effects); an Ending; whom a Story card names."""
        fields: dict = {}
        if side is None and read.get("story", bool, False):
            fields["story"] = True
            modes = [Mode(m.label, m.answers, (*m.effects, Effect(op="tell_story"))) for m in modes]
        if side == KIND:
            fields["ending"] = read.get("ending", bool, False)
            for m in modes:
                for e in m.effects:
                    if e.who not in STORY_SELECTORS:
                        raise read.fail("effects", f"a Story card names {', '.join(STORY_SELECTORS)}, not {e.who!r}")
                    if e.op in ("tell_story", "end_story"):
                        raise read.fail("effects", "a Story card neither tells nor ends a story")
        return modes, fields

    def check_side(self, side: SideDef, fail: Any) -> None:
        """A Story Deck shows its Tale (``shown`` of at least 2: the length at which a story ends by itself) and
        reveals nothing at setup or at the start of a turn (a story is told only by cards)."""
        if side.shown < 2:
            raise fail("shown", "a Story Deck's Tale holds at least 2 chapters")
        if side.setup_reveal or side.turn_reveal:
            raise fail("side", "a Story Deck is told only by cards: no setup_reveal, no turn_reveal")

    def observe(self, g: Table, seat: int | None, view: dict) -> None:
        """Each Story Deck's public face also says how many chapters make a full Tale (``tale_full``)."""
        sides = view.get("sides")
        if sides is None:   # (a partial observation: only what some mechanics add, such as the tracks)
            return
        for di, d in enumerate(g.sides):
            if d.kind == KIND:
                sides[di]["tale_full"] = side_decks.limit(g, di)

    def reveal(self, g: Table, di: int) -> None:
        """Revealing a Story card (``reveal_side``) is telling it."""
        tell(g, di)

    def at_once(self, g: Table, card: int) -> bool:
        """An Ending happens at once (it ends the story) instead of joining the Tale."""
        return g.content.cards[card].ending


STORY = register(Story())
