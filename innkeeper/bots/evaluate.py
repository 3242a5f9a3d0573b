"""How good a position is for each seat, as a share of the chance of being the last one standing.

Used to score the end of a depth-limited search rollout. Finished games score their winners (a tie
shares the win). Otherwise each player still in gets a strength from the room left before passing
out (Fortitude less Alcohol, with the Drinks waiting on their Drink Me! pile counted against it),
their Gold (the other way to go out) and their hand; the strengths are squared and normalised so the
scores of one position sum to 1.
"""

from __future__ import annotations

from innkeeper.engine import Game

EXPECTED_DRINK = 1.2   # average Alcohol a waiting Drink adds, less what it heals (core deck, rounded)


def strength(fortitude: int, alcohol: int, gold: int, hand: int, waiting: int) -> float:
    """A player's standing: room before passing out, then Gold, then cards in hand."""
    room = fortitude - alcohol - EXPECTED_DRINK * waiting
    room_score = max(room, 0.25) / 20.0
    gold_score = min(gold, 15) / 15.0 if gold > 0 else 0.0
    hand_score = min(hand, 8) / 8.0
    return 0.65 * room_score + 0.25 * min(gold_score, 1.0) ** 0.5 + 0.10 * hand_score


def evaluate(g: Game) -> list[float]:
    """Each seat's share of the win (sums to 1) in a full game state."""
    n = g.n
    if g.over:
        winners = g.winners
        share = 1.0 / len(winners) if winners else 0.0
        return [share if s in winners else 0.0 for s in range(n)]
    raw = []
    for p in g.players:
        if p.out:
            raw.append(0.0)
        else:
            s = strength(p.fortitude, p.alcohol, p.gold, len(p.hand), len(p.drink_me))
            raw.append(s * s)
    total = sum(raw) or 1.0
    return [r / total for r in raw]


def evaluate_settled(g: Game) -> list[float]:
    """``evaluate``, with what is pending on the stack first resolved as the heuristic bot expects it to.

    A rollout cut off mid-stack (an attack in its window, Drinks revealed, a pot about to be won) is then
    scored by its likely result rather than by the stats before it; a player it would knock out scores 0.
    """
    if g.over or not g.stack:
        return evaluate(g)
    from .heuristic import settled_changes

    changes = settled_changes(g)
    if changes is None:
        return evaluate(g)
    dm, dg = changes
    raw = []
    for i, p in enumerate(g.players):
        m = p.fortitude - p.alcohol + dm[i]
        gold = p.gold + dg[i]
        if p.out or m <= 0 or gold <= 0:
            raw.append(0.0)
        else:
            s = strength(p.fortitude + dm[i], p.alcohol, gold, len(p.hand), len(p.drink_me))
            raw.append(s * s)
    total = sum(raw)
    if total <= 0.0:
        return evaluate(g)
    return [r / total for r in raw]



def evaluate_health(g: Game) -> list[float]:
    """Each seat's share of the squared health the heuristic bot sees (its ``life`` times its ``purse``).

    Health is multiplicative, so a player close to passing out, or to running out of Gold, scores near 0 however
    well the other measure stands (``strength`` adds them). What is pending on the stack is first resolved as in
    ``evaluate_settled``; a player it would knock out scores 0.
    """
    if g.over:
        return evaluate(g)
    from .heuristic import life, purse, settled_changes

    wait = _waiting_drink()
    changes = settled_changes(g) if g.stack else None
    raw = []
    for i, p in enumerate(g.players):
        if p.out:
            raw.append(0.0)
            continue
        if changes is None:
            h = life(p.fortitude - p.alcohol, wait * len(p.drink_me)) * purse(p.gold)
        else:
            h = life(p.fortitude - p.alcohol + changes[0][i], wait * len(p.drink_me)) * purse(p.gold + changes[1][i])
        raw.append(h * h)
    total = sum(raw)
    if total <= 0.0:
        return evaluate(g)
    return [r / total for r in raw]


_WAIT: list[float] = []


def _waiting_drink() -> float:
    """Margin a waiting Drink is counted against, as the heuristic bot counts it (its expected effect, weighted)."""
    if not _WAIT:
        from .heuristic import WAITING
        from .knowledge import default_knowledge

        _WAIT.append(default_knowledge().expected_drink * WAITING)
    return _WAIT[0]
