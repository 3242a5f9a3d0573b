"""The ISMCTS bot's fast rollout policy: simple rules read straight from a (determinized) game state.

A rollout plays on from a leaf of the search for a few decisions; it needs play that is sensible and cheap,
not the heuristic bot's full judgement at every step. ``FastRollout`` plays every seat by rules that read the
state directly (no observation dict, no typed view): a forced move is taken; a discard drops the hand card
worth least to keep when it is worth less than the heuristic bot's discard line, else the seat draws; a Drink is
ordered for the strongest rival; in the Action Phase with nothing resolving a seat plays an Action card at the
strongest rival (or passes with ``pass_chance``); a choice takes the cautious option. Only decisions that answer
something on the stack (defences, Rounds of Gambling) are left to the heuristic bot, whose scoring of a pending
stack is the part worth its cost; with ``rules_only`` (policy ``"rules"``) rules play those too: a defence
most of the time when one is legal, the cheapest Gambling card half the time in a Round, else a pass.
Every seat is played from the same determinized state, which holds only what the searching seat may know
plus a re-deal of the rest, so nothing leaks through the rollout.
"""

from __future__ import annotations

import random

from innkeeper.engine import Action, Game

from . import SeatView
from .evaluate import strength
from .heuristic import DISCARD_BELOW, HeuristicBot
from .knowledge import Knowledge, default_knowledge

_CAUTIOUS = ("keep", "decline")   # options of a choice that change nothing for the chooser
# Roles of answers that spare the answering seat (their conditions make them legal only when it is hit).
_DEFENCES = frozenset({"ignore_drink", "ignore_card", "pass_drink", "to_fortitude", "split_drink", "redirect"})


class FastRollout:
    """Rule play for every seat of a rollout, with the heuristic bot for answers to the stack."""

    __slots__ = ("rng", "pass_chance", "know", "rules_only", "_players", "_keep")

    def __init__(self, rng: random.Random, pass_chance: float = 0.3, know: Knowledge | None = None,
                 rules_only: bool = False):
        self.rng = rng
        self.rules_only = rules_only
        self.pass_chance = pass_chance
        self.know = know or default_knowledge()
        self._players: dict[int, HeuristicBot] = {}
        self._keep: dict[str | None, float] = {}

    def play(self, g: Game, depth: int) -> None:
        """Play on for at most ``depth`` decisions."""
        for _ in range(depth):
            if g.over:
                return
            g.apply(self.choose(g))

    def choose(self, g: Game) -> Action:
        """The rule move of the current player."""
        legal = g.legal_actions()
        if len(legal) == 1:
            return legal[0]
        first = legal[0].kind
        if first == "discard" or first == "draw":
            return self._discard(legal)
        if first == "order":
            return self._order(g, legal)
        plays = [a for a in legal if a.kind == "play"]
        if plays:
            if g.stack:
                return self._answer(g, legal, plays) if self.rules_only else self._heuristic(g)
            return self._action(g, legal, plays)
        if first == "choose":
            for a in legal:
                if a.option in _CAUTIOUS:
                    return a
        return legal[self.rng.randrange(len(legal))]

    def keep(self, title: str | None) -> float:
        """How much a card is worth keeping in hand (the heuristic bot's card facts; unknown cards 0.5)."""
        v = self._keep.get(title)
        if v is None:
            facts = self.know.card(title) if title is not None else None
            v = self._keep[title] = facts.keep if facts is not None else 0.5
        return v

    def _discard(self, legal: list[Action]) -> Action:
        """Drop the card worth least to keep if it is below the discard line; else draw (or stop)."""
        worst = None
        worst_keep = DISCARD_BELOW
        other = None
        for a in legal:
            if a.kind == "discard":
                k = self.keep(a.card)
                if k < worst_keep:
                    worst, worst_keep = a, k
            elif other is None:
                other = a
        if worst is not None:
            return worst
        return other if other is not None else legal[0]

    def _strongest(self, g: Game, seats) -> int:
        """The seat among ``seats`` best placed to win (``evaluate.strength``)."""
        best, best_s = -1, -1.0
        for s in seats:
            p = g.players[s]
            v = strength(p.fortitude, p.alcohol, p.gold, len(p.hand), len(p.drink_me))
            if v > best_s:
                best, best_s = s, v
        return best

    def _order(self, g: Game, legal: list[Action]) -> Action:
        """Order the Drink for the strongest rival."""
        me = g.current_player
        targets = {a.targets[0] for a in legal if a.kind == "order" and a.targets and a.targets[0] != me}
        if not targets:
            return legal[0]
        aim = self._strongest(g, targets)
        for a in legal:
            if a.kind == "order" and a.targets and a.targets[0] == aim:
                return a
        return legal[0]

    def _action(self, g: Game, legal: list[Action], plays: list[Action]) -> Action:
        """Nothing resolving: play an Action card at the strongest rival, or pass with ``pass_chance``."""
        rng = self.rng
        know = self.know
        actions = []
        for a in plays:
            facts = know.card(a.card)
            if facts is not None and facts.type == "action":
                actions.append(a)
        passing = next((a for a in legal if a.kind == "pass"), None)
        if not actions or (passing is not None and rng.random() < self.pass_chance):
            return passing if passing is not None else plays[rng.randrange(len(plays))]
        card = actions[rng.randrange(len(actions))].card
        same = [a for a in actions if a.card == card]
        aimed = [a for a in same if a.targets]
        if aimed:
            aim = self._strongest(g, {a.targets[0] for a in aimed})
            same = [a for a in aimed if a.targets[0] == aim]
        return same[rng.randrange(len(same))]

    def _answer(self, g: Game, legal: list[Action], plays: list[Action]) -> Action:
        """Rules for an answer to the stack: a defence when one is legal, a Gambling card half the time."""
        rng = self.rng
        know = self.know
        passing = next((a for a in legal if a.kind == "pass"), None)
        defences = []
        gambling = []
        for a in plays:
            facts = know.card(a.card)
            if facts is None:
                continue
            role = facts.modes[a.mode].role if a.mode < len(facts.modes) else facts.modes[0].role
            if role in _DEFENCES:
                defences.append(a)
            elif facts.rank:
                gambling.append((facts.rank, a))
        if defences and rng.random() < 0.8:
            return defences[rng.randrange(len(defences))]
        if gambling and (passing is None or rng.random() < 0.5):
            return min(gambling, key=lambda ra: ra[0])[1]
        return passing if passing is not None else plays[rng.randrange(len(plays))]

    def _heuristic(self, g: Game) -> Action:
        """The heuristic bot's move for the current seat, seeing the state as that seat would."""
        seat = g.current_player
        bot = self._players.get(seat)
        if bot is None:
            bot = self._players[seat] = HeuristicBot(seat, self.rng.getrandbits(62), knowledge=self.know)
        return bot.act(SeatView(g, seat))
