"""The Prize variant (rulebook 000, Variants > The Prize Variant): a Prize card rides in the pot of every Round.

Our reading of the rule, restated:

- A table playing the variant (``new_game(..., prizes=True)``) starts with its set of Prize cards, each
  different, in the Inn.
- When a Round of Gambling starts, before anyone antes, one Prize from the Inn goes into the pot, chosen by
  the player whose card started the Round; a Round no player's card started (an Event) lets the active
  player choose. With no Prize in the Inn, every Prize in the Prize Bin first goes back to the Inn; with
  none in either, the Round is played without a Prize.
- Whoever takes the pot takes its Prize, whether they won the Round or took the pot without winning it
  (Gerki's "Um... I know you think you won, but...", the Wench's tip card); a pot that goes to the Inn takes
  its Prize there. Taking Gold from the pot ("Sleight of hand...") never takes the Prize, not even the last
  Gold: a Prize is not Gold.
- A won Prize lies face up in front of its owner, who plays it like a card of their hand of its type (an
  Anytime Prize at any decision, a Sometimes Prize where its condition holds), through the same windows
  as hand cards. Once used (resolved or Negated) it goes to the Prize Bin, so every Prize must be won once
  before any can be won twice.
- Captain Whitehawk's half-pot rule needs a card that takes half the pot; none ships, so it is not here.
- A Prize lying in front of a player who leaves the game stays with them, unused (000 says nothing of it).

Prizes are public: the observation shows where each one lies (``view["prizes"]``). The state is
``state.Prizes`` (``game.prizes``, None at a table without the variant, so other games are unchanged).
"""

from __future__ import annotations

from typing import Any

from . import english, gambling
from .actions import Action, IllegalAction
from .compiled import python_class
from .mechanic import Mechanic, register
from .state import CardFrame, Frame, Prizes, RoundFrame
from .table import Table
from .timing import kept_card_plays, play_fields

VARIANT = "prizes"   # the table option (``setup["prizes"]``)
ORIGIN = "prize"     # the ``origin`` of a played Prize's frame, and the ``option`` of the Actions about Prizes
NOUN = "Prize"


def chooser(g: Table, f: CardFrame | None) -> int:
    """Who chooses the pot's Prize: the player whose card started the Round, else the active player."""
    if f is not None and 0 <= f.player < g.n and not g.players[f.player].out:
        return f.player
    return g.turn_frame.player


def start(g: Table, r: RoundFrame, f: CardFrame | None) -> bool:
    """A Round has started: refill the Inn from the Bin if it is empty, then ask for the Prize (True) or say
    there is none (False: the ante goes on at once)."""
    p = g.prizes
    assert p is not None   # (this variant's hooks run only at a table that has it)
    if not p.inn and p.bin:
        p.inn, p.bin = p.bin, []
        g.emit("prize", what="refill", cards=[g.title(c) for c in p.inn])
    if not p.inn:
        g.emit("prize", what="none")
        return False
    g.push(PrizeChoiceFrame(chooser(g, f), f.id if f is not None else -1))
    return True


def to_pot(g: Table, seat: int, card: int) -> None:
    """``seat`` puts a Prize from the Inn into the pot."""
    p = g.prizes
    assert p is not None
    p.inn.remove(card)
    p.pot = card
    g.emit("prize", what="pot", seat=seat, card=g.title(card))


def over(g: Table, taker: int) -> None:
    """The pot has been taken (``taker``) or has gone to the Inn (-1): its Prize goes with it."""
    p = g.prizes
    assert p is not None
    card = p.pot
    if card < 0:
        return
    p.pot = -1
    if taker >= 0:
        p.fronts[taker].append(card)
        g.emit("prize", what="won", seat=taker, card=g.title(card))
    else:
        p.inn.append(card)
        g.emit("prize", what="inn", card=g.title(card))


# ----- playing a Prize ---------------------------------------------------------------------------

def held(g: Table, seat: int) -> list[int]:
    """The Prizes lying in front of ``seat``."""
    p = g.prizes
    return list(p.fronts[seat]) if p is not None else []


def plays(g: Table, seat: int, subject: Any, subject_id: int, wanted: str) -> list[Action]:
    """Legal plays of ``seat``'s Prizes of the ``wanted`` kind (``timing.kept_card_plays``)."""
    p = g.prizes
    if p is None or not p.fronts[seat] or g.players[seat].out:
        return []
    return kept_card_plays(g, seat, dict.fromkeys(p.fronts[seat]), subject, subject_id, wanted,
                           lambda card, a: _as_prize(g, a))


def _as_prize(g: Table, a: Action) -> Action:
    """The same play, of a Prize ("Zot plays the Prize 'T'"), marked with the ``prize`` option."""
    key = (ORIGIN, tuple(a))
    memo = g._memo
    out = memo.get(key)
    if out is None:
        kind, title, targets, mode, drink, _, text = a
        out = memo[key] = Action(kind, title, targets, mode, drink, ORIGIN, text=english.kept_play_text(text, title,
                                                                                                          NOUN))
    return out


def play(g: Table, seat: int, action: Action, subject: int) -> CardFrame:
    """Take the Prize from in front of ``seat`` and put it on the stack, as a card from the hand."""
    _, title, targets, mode, drink, _, text = action
    p = g.prizes
    assert p is not None
    for card in p.fronts[seat]:
        if g.title(card) == title:
            p.fronts[seat].remove(card)
            frame = CardFrame(card, seat, mode, list(targets), -1 if drink is None else drink, subject, g.n)
            frame.origin = ORIGIN
            fields = play_fields(g, g.content.cards[card], mode, drink, subject)
            g.push(frame)
            g.emit("play", seat=seat, card=title, targets=list(targets), mode=mode, drink=drink, origin=ORIGIN,
                   noun=NOUN, **fields)
            return frame
    raise IllegalAction(f"{g.names[seat]} has no Prize {title!r}")


def used(g: Table, f: CardFrame) -> None:
    """A played Prize is done (resolved or Negated): it goes to the Prize Bin."""
    p = g.prizes
    assert p is not None
    p.bin.append(f.card)
    g.emit("prize", what="bin", card=g.title(f.card))


def view(g: Table) -> dict:
    """Where every Prize lies, by title: the Inn, the Prize Bin, the pot (None) and in front of each seat."""
    p = g.prizes
    assert p is not None
    titles = g.content.titles
    return {"inn": [titles[c] for c in p.inn], "bin": [titles[c] for c in p.bin],
            "pot": titles[p.pot] if p.pot >= 0 else None,
            "fronts": [[titles[c] for c in front] for front in p.fronts]}


# ----- the decision: which Prize goes into the pot -----------------------------------------------

@python_class
class PrizeChoiceFrame(Frame):
    """The player who started a Round chooses the Prize for the pot; the ante follows."""

    __slots__ = ("chooser", "card")
    kind = "prize"

    def __init__(self, seat: int, card: int):
        self.chooser = seat
        self.card = card   # the id of the card frame that started the Round (-1: none did)

    def step(f, g: Table) -> bool:
        """Someone must choose."""
        return True

    def decider(f, g: Table) -> int:
        """The player who started the Round (or the active player)."""
        return f.chooser

    def actions(f, g: Table, seat: int) -> list[Action]:
        """One choice per Prize in the Inn."""
        p = g.prizes
        assert p is not None
        memo = g._memo
        out = []
        for card in dict.fromkeys(p.inn):
            title = g.title(card)
            key = (ORIGIN, "choose", seat, title)
            action = memo.get(key)
            if action is None:
                action = memo[key] = Action("choose", title, option=ORIGIN,
                                            text=english.prize_choice_text(g.names, seat, title))
            out.append(action)
        return out

    def act(f, g: Table, action: Action) -> None:
        """Put the Prize chosen into the pot; then everyone antes."""
        p = g.prizes
        assert p is not None
        card = next(c for c in p.inn if g.title(c) == action.card)
        to_pot(g, f.chooser, card)
        g.stack.pop()
        r = g.round
        assert r is not None
        started = g.frame(f.card) if f.card >= 0 else None
        gambling.first_ante(g, r, started)

    def view(f, g: Table) -> dict:
        """The public face of the choice: who chooses."""
        return {"chooser": f.chooser}


# ----- the variant's hooks -----------------------------------------------------------------------

@python_class
class PrizeVariant(Mechanic):
    """The Prize variant: a table option, whoever is seated."""

    name = "Prizes"
    variants = (VARIANT,)
    action_kinds = ()
    play_options = (ORIGIN,)
    origins = (ORIGIN,)

    def setup(self, g: Table) -> None:
        """Every Prize of the content starts in the Inn."""
        g.prizes = Prizes(list(g.content.prizes), g.n)

    def round_start(self, g: Table, r: RoundFrame, f: CardFrame | None) -> bool:
        """Choose the pot's Prize before the ante."""
        return start(g, r, f)

    def round_over(self, g: Table, r: RoundFrame, taker: int) -> None:
        """The pot's Prize goes with the pot."""
        over(g, taker)

    def may_play(self, g: Table, seat: int, cards: frozenset | None, wanted: str) -> bool:
        """Whether ``seat`` has a Prize in front of it (one of ``cards``, when given)."""
        p = g.prizes
        if p is None or not p.fronts[seat]:
            return False
        return cards is None or not cards.isdisjoint(p.fronts[seat])

    def kept_plays(self, g: Table, seat: int, subject: Any, subject_id: int, wanted: str) -> list[Action]:
        """The plays of ``seat``'s Prizes."""
        return plays(g, seat, subject, subject_id, wanted)

    def play(self, g: Table, seat: int, action: Action, subject: int) -> CardFrame:
        """Play a Prize."""
        return play(g, seat, action, subject)

    def finish(self, g: Table, f: CardFrame) -> None:
        """A used Prize goes to the Prize Bin."""
        used(g, f)

    def observe(self, g: Table, seat: int | None, view_: dict) -> None:
        """Prizes are public."""
        view_["prizes"] = view(g)

    def held(self, g: Table, seat: int) -> list[int]:
        """A player's Prizes count as held (for the reason an illegal play gives)."""
        return held(g, seat)


PRIZES = register(PrizeVariant())
