"""Observations: the only way hidden state leaves the engine.

A seat sees its own hand; everyone sees stats, pile sizes, face-up discard piles, the pot, the Round,
revealed Drinks and played cards. Nobody sees a Drink Me! pile (not even its owner), a deck's order,
or another player's hand.
"""

from __future__ import annotations

from . import side_decks
from .table import Table


def observe(g: Table, seat: int | None) -> dict:
    """What ``seat`` may know (None: a spectator), JSON-ready."""
    titles = g.content.titles.__getitem__
    names = g.names
    players = [{
        "seat": i,
        "name": names[i],
        "character": p.character,
        "fortitude": p.fortitude,
        "alcohol": p.alcohol,
        "gold": p.gold,
        "hand_size": len(p.hand),
        "deck_size": len(p.deck),
        "discard": list(map(titles, p.discard)),
        "drink_me_size": len(p.drink_me),
        "out": p.out,
    } for i, p in enumerate(g.players)]
    r = g.round
    view = {
        "seat": seat,
        "players": players,
        "turn": g.turn_frame.player,
        "phase": g.turn_frame.phase,
        "inn": g.inn,
        "pot": g.pot,
        "drink_deck_size": len(g.drink_deck),
        "drink_discard": list(map(titles, g.drink_discard)),
        "round": None if r is None else {
            "starter": r.starter, "controller": r.controller, "players": list(r.players),
            "next": r.next, "winning_hand": r.winning_hand, "ended": r.ended,
            "songs": [titles(card) for _di, card in r.songs],
        },
        "stack": [_frame(g, f) for f in g.stack],
        "sides": [{
            "kind": d.kind, "name": side_decks.name_of(g, i), "owner": d.owner, "deck_size": len(d.deck),
            "discard": list(map(titles, d.discard)), "shown": list(map(titles, d.shown)),
            "fronts": [list(map(titles, front)) for front in d.fronts],
        } for i, d in enumerate(g.sides)],
        "tracks": [],   # (filled in by the mechanic that runs them)
        "current_player": g.current_player,
        "over": g.over,
        "winners": list(g.winners),
        "rounds": g.rounds,
    }
    for observe_hook in g.hooks.observe:
        observe_hook(g, seat, view)
    if seat is not None:
        view["hand"] = list(map(titles, g.players[seat].hand))
        if g.current_player == seat:
            view["legal_actions"] = [_action_json(a) for a in g._legal]
    return view


def _action_json(a) -> dict:
    """``dict(a.to_json(), text=str(a))``, made directly."""
    kind, card, targets, mode, drink, option, text = a
    out: dict = {"kind": kind}
    if card is not None:
        out["card"] = card
    if targets:
        out["targets"] = list(targets)
    if mode:
        out["mode"] = mode
    if drink is not None:
        out["drink"] = drink
    if option is not None:
        out["option"] = option
    out["text"] = text or kind
    return out


def _frame(g: Table, f) -> dict:
    """The public face of a stack frame: its kind, then the fields its rules show."""
    out: dict = {"kind": f.kind}
    out.update(f.view(g))
    return out
