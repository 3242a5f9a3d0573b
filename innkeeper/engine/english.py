"""English for the game: every event's sentence and every action's label, rendered from structured fields.

The rules never write prose. An event is a kind and plain fields (seats as ints, cards by title, amounts);
``render`` turns one into its sentence, through the table ``RENDERERS`` (kind -> renderer). Fields named
``how`` pick one of a kind's sentences ("none": there was nothing to reveal). Actions' labels come from the
``*_text`` functions below, called with the same kind of fields. A renderer takes the event's public fields
and the table's seat names, so a sentence rendered later reads exactly as one rendered at once; a private
field never reaches a sentence (``line`` adds a seat's own private cards for that seat only).

A mechanic from outside the engine adds the sentences of its own kinds with ``register``. This module reads
no game: it imports nothing of the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .state import INN, POT

Renderer = Callable[[dict, Sequence[str]], str]
RENDERERS: dict[str, Renderer] = {}
# Sentences shared by every kind whose ``how`` names them (a face-up row of any side deck).
FORMS: dict[str, Renderer] = {}


def register(kind: str, renderer: Renderer) -> Renderer:
    """Give an event kind its sentence (a mechanic's own kinds); returns the renderer."""
    RENDERERS[kind] = renderer
    return renderer


def _kind(kind: str) -> Callable[[Renderer], Renderer]:
    """Decorator: the renderer of ``kind``."""
    def put(fn: Renderer) -> Renderer:
        """Register ``fn``."""
        RENDERERS[kind] = fn
        return fn
    return put


def _form(how: str) -> Callable[[Renderer], Renderer]:
    """Decorator: the sentence of every event whose ``how`` is ``how``."""
    def put(fn: Renderer) -> Renderer:
        """Register ``fn``."""
        FORMS[how] = fn
        return fn
    return put


def render(kind: str, data: dict, names: Sequence[str]) -> str:
    """An event's sentence from its kind, public fields and the seat names (KeyError: a kind with no renderer)."""
    how = data.get("how")
    if how is not None:
        form = FORMS.get(how)
        if form is not None:
            return form(data, names)
    return RENDERERS[kind](data, names)


def line(event: Any, viewer: int | None) -> str:
    """One event as ``viewer`` reads it: its sentence, plus the viewer's own private details (cards drawn)."""
    text = event.text
    private = event.private
    if not private or viewer not in private:
        return text
    mine = private[viewer]
    public = event.data
    cards = mine.get("cards") if "cards" not in public else None
    if cards:
        text = text.rstrip(".") + ": " + ", ".join(f"'{c}'" for c in cards) + "."
    for k, v in mine.items():
        if k not in public and k != "cards" and k not in ("kind", "text"):
            text += f" ({k}: {v})"
    return text


def open_line(text: str, event: Any, names: Sequence[str]) -> str:
    """An event's line with every seat's private cards shown after it (the replay of a finished game)."""
    parts = [text]
    for seat, extra in (event.private or {}).items():
        cards = extra.get("cards")
        if cards:
            parts.append(f"[{names[seat]}: {', '.join(cards)}]")
    return " ".join(parts)


# ----- pieces ------------------------------------------------------------------------------------

def place(to: int, names: Sequence[str]) -> str:
    """A Gold destination's name: the Inn, the pot or a seat."""
    return "the Inn" if to == INN else "the pot" if to == POT else names[to]


def drink_cards(titles: Sequence[str]) -> str:
    """A Drink's cards, as read aloud ("Wine + Chaser")."""
    return " + ".join(titles) or "nothing"


def drink_label(on: dict, names: Sequence[str]) -> str:
    """A revealed Drink as a player names it ("Zot's Wine"), numbered when two read alike."""
    label = f"{names[on['drinker']]}'s " + (" + ".join(on["cards"]) or "Drink")
    if "number" in on:
        label += f" (Drink {on['number']} of {on['of']})"
    return label


def _and(seats: Sequence[int], names: Sequence[str], sep: str = " and ") -> str:
    """Seats' names joined."""
    return sep.join(names[s] for s in seats)


def _quoted(titles: Sequence[str]) -> str:
    """Titles in quotes, joined by commas."""
    return ", ".join(f"'{t}'" for t in titles)


def _s(count: int) -> str:
    """The plural ending for a count."""
    return "s" if count != 1 else ""


# ----- action labels (the rules call these when they make an Action) ----------------------------------------

def play_text(names: Sequence[str], seat: int, title: str, label: str | None = None, target: int | None = None,
              on: dict | None = None, noun: str | None = None) -> str:
    """Playing a card: "Zot plays 'T' (label) on Kaylin", on a Drink "... on Zot's Wine for Kaylin"."""
    card = f"the {noun} '{title}'" if noun else f"'{title}'"
    text = f"{names[seat]} plays {card}"
    if label is not None:
        text += f" ({label})"
    if on is not None:
        text += f" on {drink_label(on, names)}"
        if target is not None:
            text += f" for {names[target]}"
    elif target is not None:
        text += f" on {names[target]}"
    return text


def kept_play_text(text: str, title: str, noun: str) -> str:
    """A play's label for a card kept face up outside the hand ("Phrenk plays the Potion 'T' ...")."""
    return text.replace(f" plays '{title}'", f" plays the {noun} '{title}'", 1)


def pass_text(names: Sequence[str], seat: int, phase: str | None = None) -> str:
    """Passing: in a window or a Round ("Zot passes"), or a phase's own pass."""
    name = names[seat]
    if phase == "action":
        return f"{name} plays no Action"
    if phase == "order":
        return f"{name} is done ordering"
    if phase == "drink":
        return f"{name} ends their turn"
    return f"{name} passes"


def draw_text(names: Sequence[str], seat: int, need: int) -> str:
    """Drawing up to a full hand (or keeping it)."""
    if need > 0:
        return f"{names[seat]} draws {need} card{_s(need)}"
    return f"{names[seat]} keeps their hand"


def drink_text(names: Sequence[str], seat: int) -> str:
    """Drinking in the Drink phase."""
    return f"{names[seat]} drinks"


def order_text(names: Sequence[str], seat: int, target: int, skip: bool = False) -> str:
    """Ordering a Drink for a player (or, ``skip``, not)."""
    return f"{names[seat]} orders {'no Drink' if skip else 'a Drink'} for {names[target]}"


def discard_text(names: Sequence[str], seat: int, title: str) -> str:
    """Discarding a card."""
    return f"{names[seat]} discards '{title}'"


def mead_text(names: Sequence[str], seat: int, target: int | None, drinker: int | None = None) -> str:
    """Keeping a Mead whole, or splitting it with ``target`` (``drinker``: who has it, if no longer ``seat``)."""
    if drinker is not None and drinker != seat:
        if target is None:
            return f"{names[seat]} leaves {names[drinker]}'s Drink whole"
        return f"{names[seat]} splits {names[drinker]}'s Drink with {names[target]}"
    if target is None:
        return f"{names[seat]} keeps the whole Drink"
    return f"{names[seat]} splits the Drink with {names[target]}"


def hand_effect_text(names: Sequence[str], seat: int, kind: str, count: int, title: str) -> str:
    """Choosing which draw or discard effect of a Drink resolves next."""
    verb = "draws" if kind == "draw" else "discards"
    return f"{names[seat]} first {verb} {count} card{'' if count == 1 else 's'} ('{title}')"


def challenge_text(names: Sequence[str], seat: int, option: str) -> str:
    """Accepting or declining The Challenge!."""
    return f"{names[seat]} {'accepts' if option == 'accept' else 'declines'} The Challenge!"


def prize_choice_text(names: Sequence[str], seat: int, title: str) -> str:
    """Choosing the Prize for the pot of a new Round (the Prize variant)."""
    return f"{names[seat]} puts the Prize '{title}' in the pot"


def drop_text(names: Sequence[str], seat: int, title: str, row: str | None = None,
              kept: Sequence[str] | None = None) -> str:
    """Dropping a face-up card to fit: from a named row, keeping others, or plainly discarding it."""
    if row is not None:
        return f"{names[seat]} drops '{title}' from the {row}"
    if kept:
        return f"{names[seat]} keeps {_quoted(kept)} and discards '{title}'"
    return f"{names[seat]} discards '{title}'"


def aim_text(names: Sequence[str], seat: int, title: str, group: Sequence[int]) -> str:
    """Aiming a Gear at a group of players (or nobody)."""
    return f"{names[seat]} aims '{title}' at {_and(group, names) if group else 'nobody'}"


def shake_text(names: Sequence[str], seat: int, title: str) -> str:
    """Shaking off a Mockery card."""
    return f"{names[seat]} Shakes off '{title}'"


def sing_text(names: Sequence[str], seat: int, title: str, target: int | None = None) -> str:
    """Singing a Song (on a player)."""
    return f"{names[seat]} Sings '{title}'" + (f" on {names[target]}" if target is not None else "")


def _target(d: dict) -> int | None:
    """The first target of an event's ``targets``, or None."""
    targets = d.get("targets")
    return targets[0] if targets else None


# ----- the turn ------------------------------------------------------------------------------------

@_kind("turn")
def _turn(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'turn' event."""
    return f"It is {names[d['seat']]}'s turn."


@_kind("order")
def _order(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'order' event."""
    how = d.get("how")
    if how == "empty":
        return "There are no Drinks left to order."
    return order_text(names, d["seat"], d["target"], how == "skip") + "."


@_kind("discard")
def _discard(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'discard' event."""
    text = discard_text(names, d["seat"], d["card"])
    return text if d.get("how") == "phase" else text + "."


@_kind("draw")
def _draw(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'draw' event."""
    return f"{names[d['seat']]} draws {d['count']} card{_s(d['count'])}."


@_kind("reshuffle")
def _reshuffle(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'reshuffle' event."""
    if "deck" in d:
        return f"{names[d['seat']]}'s {d['deck']} is shuffled from its discards."
    return f"{names[d['seat']]} shuffles their discards into a new deck."


@_kind("play")
def _play(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'play' event."""
    return play_text(names, d["seat"], d["card"], d.get("label"), _target(d), d.get("on"), d.get("noun"))


# ----- effects -------------------------------------------------------------------------------------

@_kind("ignore")
def _ignore(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'ignore' event."""
    name = names[d["seat"]]
    how = d.get("how")
    if how == "drink":
        return f"{name} will Ignore the Drink."
    if how == "card":
        return f"{name} will Ignore '{d['card']}'."
    if how == "mood":
        return f"{_mood(d)}, but {name} Ignores all effects."
    return f"{name} Ignores it."


@_kind("ignore_all")
def _ignore_all(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'ignore_all' event."""
    if d.get("how") == "ends":
        return f"{names[d['seat']]} no longer Ignores all effects."
    return f"{names[d['seat']]} Ignores all effects until the start of their next turn."


@_kind("redirect")
def _redirect(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'redirect' event."""
    return f"{names[d['seat']]} redirects the loss to {names[d['target']]}."


@_kind("reduce")
def _reduce(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'reduce' event."""
    return f"{names[d['seat']]}'s loss is reduced by {d['amount']}."


@_kind("share")
def _share(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'share' event."""
    return f"{names[d['seat']]} shares the pain with {names[d['target']]}: {d['amount']} Fortitude each."


def _mood(d: dict) -> str:
    """"Wulfric is Playful": the companion and mood named by an event's ``companion`` and ``mood``."""
    return f"{d['companion']} is {d['mood']}"


@_kind("stat")
def _stat(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'stat' event."""
    change = d["change"]
    wanted = d.get("wanted", change)
    verb = "gains" if wanted > 0 else "loses"
    label = "Fortitude" if d["stat"] == "fortitude" else "Alcohol Content"
    name = names[d["seat"]]
    if d.get("how") == "mood":
        return f"{_mood(d)}: {name} {verb} {abs(change)} {label}."
    text = f"{name} {verb} {abs(change)} {label}"
    if wanted != change:
        text += f" (of {abs(wanted)}: it stays within 0 to 20)"
    return text + "."


@_kind("negate")
def _negate(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'negate' event."""
    return f"'{d['card']}' is Negated."


@_kind("modify")
def _modify(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'modify' event."""
    name = names[d["seat"]]
    how = d.get("how")
    if how == "fortitude":
        return f"{name}'s Drink gives Fortitude instead of Alcohol."
    if how == "sing":
        return f"Whoever drinks {name}'s Drink will Sing."
    return f"{name}'s Drink now gives {d['after']} Alcohol (was {d['before']})."


@_kind("pass_drink")
def _pass_drink(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'pass_drink' event."""
    return f"The Drink passes to {names[d['seat']]}."


@_kind("split")
def _split(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'split' event."""
    if d.get("how") == "mead":
        return mead_text(names, d["seat"], d["target"], d.get("drinker"))
    target = d.get("target")
    return "The Drink is split" + (f" with {names[target]}" if target is not None else "") + "."


@_kind("extra_drink")
def _extra_drink(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'extra_drink' event."""
    return f"{names[d['seat']]} must drink one more."


@_kind("keep_drink")
def _keep_drink(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'keep_drink' event."""
    return f"{names[d['seat']]} keeps '{d['card']}' in front of them."


@_kind("discard_drink")
def _discard_drink(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'discard_drink' event."""
    if d.get("how") == "none":
        return f"{names[d['seat']]} has no Drink to discard."
    return f"{names[d['seat']]} discards the top card of their Drink Me! pile."


# ----- the Round of Gambling -----------------------------------------------------------------------

@_kind("round")
def _round(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'round' event."""
    if d.get("how") == "again":
        return f"{names[d['seat']]} wants best two out of three: the Round goes on."
    return f"{names[d['seat']]} starts a Round of Gambling."


@_kind("ante")
def _ante(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'ante' event."""
    return f"{names[d['seat']]} cannot ante, so nobody antes."


@_kind("control")
def _control(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'control' event."""
    if d.get("how") == "left":
        return f"{names[d['seat']]} has left the Round: nobody is winning it now."
    return f"{names[d['seat']]} takes control of the Round."


@_kind("leave")
def _leave(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'leave' event."""
    how = d.get("how")
    if how == "stays":
        return f"{names[d['seat']]} stays out of the Round."
    return f"{names[d['seat']]} {'is forced out of' if how == 'forced' else 'leaves'} the Round."


@_kind("round_win")
def _round_win(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'round_win' event."""
    return f"{names[d['seat']]} wins the Round!"


@_kind("round_end")
def _round_end(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'round_end' event."""
    how = d.get("how")
    if how == "empty":
        return "The Round ends with nobody winning it, and the pot is empty."
    if how == "nobody":
        return f"Nobody won the Round: the pot of {d['pot']} Gold goes to the Inn."
    return f"The Round ends: the pot of {d['pot']} Gold goes to the Inn."


@_kind("take")
def _take(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'take' event."""
    return f"{names[d['seat']]} takes {d['amount']} Gold from the pot."


@_kind("pass")
def _pass(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'pass' event."""
    return f"{names[d['seat']]} passes."


@_kind("round_won")
def _round_won(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'round_won' event."""
    how = "takes" if d.get("how") == "took" else "wins the Round and takes"
    return f"{names[d['seat']]} {how} the pot of {d['amount']} Gold."


@_kind("prize")
def _prize(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'prize' event (the Prize variant: where a Prize goes)."""
    what = d["what"]
    if what == "pot":
        return f"{names[d['seat']]} puts the Prize '{d['card']}' in the pot."
    if what == "won":
        return f"{names[d['seat']]} takes the Prize '{d['card']}' with the pot."
    if what == "inn":
        return f"The Prize '{d['card']}' goes to the Inn with the pot."
    if what == "bin":
        return f"The Prize '{d['card']}' is used: it goes to the Prize Bin."
    if what == "refill":
        return f"No Prize is left in the Inn: the Prize Bin's {_quoted(d['cards'])} go back to the Inn."
    return "No Prize is left in the Inn or the Prize Bin: this Round has no Prize."


# ----- Gold ----------------------------------------------------------------------------------------

@_kind("pay")
def _pay(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'pay' event."""
    name = names[d["seat"]]
    how = d.get("how")
    verb = "antes" if d.get("ante") else "pays"
    if how == "free":
        return f"{name} does not pay."
    if how == "covers":
        return f"The Inn covers {name}'s {d['covered']} Gold, so nothing is paid."
    if how == "inn":
        return f"The Inn {verb} {d['covered']} Gold to {place(d['to'], names)} for {name}."
    if how == "none":
        return f"{name} has no Gold left to {'ante' if d.get('ante') else 'pay'}."
    return f"{name} {verb} {d['amount']} Gold to {place(d['to'], names)}."


# ----- Drinks --------------------------------------------------------------------------------------

@_kind("drinks_out")
def _drinks_out(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'drinks_out' event."""
    return "The Drink Deck has run out: everyone pays 1 Gold to the Inn for more Drinks."


@_kind("drinks_in")
def _drinks_in(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'drinks_in' event."""
    return "A new round of Drinks arrives: the Drink Deck is shuffled."


@_kind("sober")
def _sober(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'sober' event."""
    if d.get("how") == "sober":
        return f"{names[d['seat']]} has no Drink to drink (and is already sober)."
    return f"{names[d['seat']]} has no Drink to drink and sobers up by 1."


@_kind("reveal")
def _reveal(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'reveal' event."""
    how = d.get("how")
    if how == "only_events":
        return "No Drink is left to reveal: the Drink Deck and its discards hold only Drink Events."
    if how == "house":
        return f"Everyone gets a copy of {drink_cards(d['cards'])}."
    if how == "discarded":
        return f"'{d['card']}' is revealed and discarded."
    name = names[d["seat"]]
    if how == "event":
        return f"{name} reveals '{d['card']}'!"
    if how == "event_discarded":
        return f"{name} reveals '{d['card']}' and discards it."
    if how == "counts_zero":
        return f"{name} reveals '{d['card']}': it counts as a Drink with 0 Alcohol."
    if "alcohol" in d:
        return f"{name} reveals {drink_cards(d['cards'])} ({d['alcohol']} Alcohol)."
    return f"{name} reveals {drink_cards(d['cards'])}."


def _part(got: int, wanted: int, label: str) -> str:
    """One effect of a Drink ("+2 Alcohol"), with what it would have been when a limit stopped it."""
    part = f"{got:+d} {label}"
    return part if got == wanted else f"{part} (of {wanted:+d}: it stays within 0 to 20)"


@_kind("drink")
def _drink(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'drink' event."""
    name = names[d["seat"]]
    if d.get("how") == "ignore":
        return f"{name} Ignores the Drink."
    parts = []
    if d["of_alcohol"]:
        parts.append(_part(d["alcohol"], d["of_alcohol"], "Alcohol"))
    if d["of_fortitude"]:
        parts.append(_part(d["fortitude"], d["of_fortitude"], "Fortitude"))
    return f"{name} drinks {drink_cards(d['cards'])}: {', '.join(parts) or 'no effect'}."


@_kind("contest_tie")
def _contest_tie(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'contest_tie' event."""
    return f"Drinking Contest tie at {d['alcohol']} Alcohol: {_and(d['seats'], names)} drink again."


@_kind("contest")
def _contest(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'contest' event."""
    if "seat" not in d:
        return "The Drinking Contest has no winner."
    return f"{names[d['seat']]} wins the Drinking Contest!"


@_kind("challenge")
def _challenge(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'challenge' event."""
    return f"{names[d['seat']]} met The Challenge!"


@_kind("choose")
def _choose(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'choose' event."""
    return challenge_text(names, d["seat"], d["option"])


@_kind("hand_effect")
def _hand_effect(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'hand_effect' event."""
    return hand_effect_text(names, d["seat"], d["option"], d["count"], d["card"]) + "."


# ----- losing --------------------------------------------------------------------------------------

@_kind("pass_out")
def _pass_out(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'pass_out' event."""
    return (f"{names[d['seat']]} passes out! Of their {d['gold']} Gold, {d['inn']} goes to the Inn and {d['share']} "
            f"to each player still standing ({_and(d['standing'], names, ', ')}).")


@_kind("broke")
def _broke(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'broke' event."""
    return f"{names[d['seat']]} is out of Gold and out of the game!"


@_kind("game_over")
def _game_over(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'game_over' event."""
    winners = _and(d["winners"], names, ", ")
    how = d.get("how")
    if how == "tie":
        return f"Everyone left goes down at once: a tie between {winners}."
    if how == "last_call":
        return f"Last call! The winner: {winners}."
    return f"{winners} is the last one standing and wins!"


# ----- a face-up row of any side deck (its kind is the deck's mechanic's) -------------------------------

@_form("none_left")
def _none_left(d: dict, names: Sequence[str]) -> str:
    """The sentence of any event whose how is 'none_left'."""
    return f"{names[d['seat']]} has no {d['noun']} left to reveal."


@_form("shown")
def _shown(d: dict, names: Sequence[str]) -> str:
    """The sentence of any event whose how is 'shown'."""
    if "row" in d:
        return f"{names[d['seat']]} adds '{d['card']}' to the {d['row']}."
    return f"{names[d['seat']]} reveals the {d['noun']} '{d['card']}'."


@_form("drop")
def _drop(d: dict, names: Sequence[str]) -> str:
    """The sentence of any event whose how is 'drop'."""
    return drop_text(names, d["seat"], d["card"], d.get("row"), d.get("kept")) + "."


# ----- the mechanics' own kinds ----------------------------------------------------------------------

@_kind("song")
def _song(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'song' event."""
    how = d.get("how")
    if how == "immediate":
        return f"{names[d['seat']]} reveals '{d['card']}': it happens at once."
    if how == "nothing":
        return f"There is no Song for {names[d['seat']]} to Sing."
    if how == "top":
        return f"The Setlist is empty: the top Song, '{d['card']}', is Sung."
    if how == "unused":
        return f"'{d['card']}' is revealed and discarded unused."
    return f"'{d['card']}' goes into the pot: the Round's winner will Sing it."


@_kind("sing")
def _sing(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'sing' event."""
    return sing_text(names, d["seat"], d["card"], _target(d)) + "."


@_kind("mock")
def _mock(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'mock' event."""
    if d.get("how") == "empty":
        return "The Mockery Deck is empty: nobody is Mocked."
    return f"{names[d['seat']]} is Mocked: '{d['card']}'."


@_kind("shake")
def _shake(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'shake' event."""
    return shake_text(names, d["seat"], d["card"]) + "."


@_kind("marker")
def _marker(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'marker' event."""
    whose = f"{names[d['seat']]}'s {d['chart']}"
    change, new = d["change"], d["value"]
    if change == 0:
        return f"{whose} stays at {new}: the chart ends at {d['end']}."
    text = f"{whose} {'rises' if change > 0 else 'falls'} by {abs(change)} to {new}"
    if "wanted" in d:
        text += f" (of {abs(d['wanted'])}: the chart ends at {d['end']})"
    return text + "."


@_kind("mood")
def _mood_event(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'mood' event."""
    how = d.get("how")
    if how == "none":
        return f"{d['companion']} has no mood left to show."
    if how == "now":
        return f"{d['companion']} is now {d['card']}."
    name = names[d["seat"]]
    if how == "drink":
        return f"{_mood(d)}: the Drink gives {name} {d['after']} Alcohol (not {d['before']})."
    if how == "upkeep":
        return f"{_mood(d)}: {name} pays the Inn {d['upkeep']} Gold."
    amount = d["amount"]
    return f"{_mood(d)}: {name} loses {abs(amount)} {'more' if amount > 0 else 'less'} Fortitude."


@_kind("gear")
def _gear(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'gear' event."""
    if d.get("how") == "empty":
        return f"{names[d['seat']]}'s {d['deck']} is empty: no Gear."
    return f"{names[d['seat']]} reveals the Gear '{d['card']}' with '{d['with_card']}'."


@_kind("gear_targets")
def _gear_targets(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'gear_targets' event."""
    return aim_text(names, d["seat"], d["card"], d["targets"]) + "."
