"""The ISMCTS bot: information-set Monte Carlo tree search over determinized games.

Each iteration deals the cards the bot cannot see at random (``SeatView.determinize``), walks one
shared tree of actions from the current decision (every seat's decisions are nodes; a child is
chosen among the actions legal in this deal by UCB with availability counts), adds one node, plays a
depth-limited rollout in which every seat plays as the heuristic bot would in its place (or, with
``policy="fast"`` or ``"rules"``, by the cheaper rules of ``ismcts_rollout``; with ``policy="random"``, at
random, passing often) and scores the end with ``evaluate``. The budget is a number of iterations, never
a time, so the same seed gives the same move on any machine. ``reuse=True`` keeps the subtree under its
move for its own next decision where that is sound (see ``_keep``); ``workers=N`` splits the iterations
over N forked processes (``ismcts_parallel``). ``leaf="settled"`` scores a rollout's end with what is
pending on the stack resolved as the heuristic bot expects (``evaluate_settled``); ``leaf="health"`` scores it
with the heuristic bot's own health of each seat (``evaluate_health``: life times purse, the stack settled too);
``deal="reach"`` re-deals each iteration with ``SeatView.redealer`` (only what a short rollout reaches is
shuffled, from pools sorted once a decision); together with a short ``rollout_depth`` they reach about 2,000
iterations/s (README, "ISMCTS speed and strength"). The defaults are the measured strongest:
heuristic rollouts of depth 20, plain leaves, full deals, no reuse, one process (README, "ISMCTS speed and
strength").

The heuristic bot's choice at the root gets a few virtual wins (a prior), so a small search starts
from sensible play and moves away from it only when the search finds better.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from innkeeper.engine import Action, Game

from . import SeatView
from .evaluate import evaluate, evaluate_health, evaluate_settled
from .heuristic import HeuristicBot
from .ismcts_rollout import FastRollout

POLICIES = ("fast", "rules", "heuristic", "random")
DEALS = ("full", "reach")       # each iteration's deal: SeatView.determinize, or the cheaper SeatView.redeal
LEAVES = ("plain", "settled", "health")   # how a rollout's end is scored: evaluate, evaluate_settled (the stack
# resolved), or evaluate_health (the heuristic bot's health of each seat, the stack resolved)


class Node:
    """Statistics of one action sequence from the root."""

    __slots__ = ("children", "visits", "avail", "reward", "mover")

    def __init__(self, mover: int | None):
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0   # summed reward of the seat that chose the action leading here
        self.mover = mover  # that seat


class IsmctsBot:
    """Search ``iterations`` deals per decision (split over ``workers`` processes); rollouts of ``rollout_depth``."""

    kind = "ismcts"

    def __init__(self, seat: int, seed: int, iterations: int = 100, rollout_depth: int = 20,
                 exploration: float = 0.7, prior: float = 3.0, pass_chance: float = 0.7,
                 policy: str = "heuristic",
                 workers: int = 1, reuse: bool = False, leaf: str = "plain", deal: str = "full"):
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
        if not isinstance(workers, int) or workers < 1:
            raise ValueError(f"workers must be a whole number of at least 1, not {workers!r}")
        self.workers = workers
        self.seat = seat
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.prior = prior
        self.pass_chance = pass_chance
        if policy not in POLICIES:
            raise ValueError(f"unknown rollout policy {policy!r}; choose {', '.join(POLICIES)}")
        self.policy = policy
        if leaf not in LEAVES:
            raise ValueError(f"unknown leaf evaluation {leaf!r}; choose {', '.join(LEAVES)}")
        self.leaf = leaf
        if deal not in DEALS:
            raise ValueError(f"unknown deal {deal!r}; choose {', '.join(DEALS)}")
        self.deal = deal
        self._score = {"plain": evaluate, "settled": evaluate_settled, "health": evaluate_health}[leaf]
        self._guide: HeuristicBot | None = None
        self._players: dict[int, HeuristicBot] = {}
        self._fast = FastRollout(self.rng, rules_only=policy == "rules") if policy in ("fast", "rules") else None
        self.reuse = reuse
        self._kept: tuple[Node, dict] | None = None   # the subtree of my last move, and the view it is for

    def act(self, view: SeatView) -> Action:
        """The most visited root action after the search (summed over the workers' trees)."""
        legal = view.legal
        kept, self._kept = self._kept, None
        if len(legal) == 1:
            return legal[0]
        preferred = self._preferred(view)
        alive = sum(not p.out for p in view.table.players)
        if self.workers > 1:
            visits = self._parallel(view, legal, preferred, alive)
            root = None
        else:
            root = kept[0] if kept is not None and kept[1] == view.observation else Node(None)
            deal = view.redealer() if self.deal == "reach" else view.determinize
            visits = self.search(deal, legal, preferred, alive, self.iterations, root)
        best = legal[max(range(len(legal)), key=lambda i: (visits[i], legal[i] == preferred))]
        if self.reuse and root is not None:
            self._keep(view, root, best)
        return best

    def _keep(self, view: SeatView, root: Node, action: Action) -> None:
        """Keep the subtree under my move when my next decision follows it with nobody else acting between.

        Sound only then: the move must lead straight to my own next decision and reveal nothing (two deals
        give the same view after it), so the subtree's statistics are of exactly the view I will see; the
        next search reuses it only if its view is that one.
        """
        child = root.children.get(action)
        if child is None or not child.children:
            return
        after = []
        for _ in range(2):
            g = view.determinize(self.rng.getrandbits(62))
            g.apply(action)
            if g.over or g.current_player != self.seat:
                return
            after.append(g.observe(self.seat))
        if after[0] == after[1]:
            child.mover = None
            self._kept = (child, after[0])

    def search(self, deal: Callable[[int], Game], legal: list[Action], preferred: Action | None, alive: int,
               iterations: int, root: Node | None = None) -> list[int]:
        """Visits of each of ``legal`` (-1: never tried) after ``iterations`` deals made by ``deal(seed)``.

        ``root`` is a kept subtree to grow further (a new tree by default).
        """
        if root is None:
            root = Node(None)
        if preferred is not None and preferred not in root.children:
            child = root.children[preferred] = Node(self.seat)
            child.visits = child.avail = int(self.prior)
            child.reward = self.prior * 1.2 / max(alive, 1)
        rng = self.rng
        for _ in range(iterations):
            self._iterate(root, deal(rng.getrandbits(62)))
        return [root.children[a].visits if a in root.children else -1 for a in legal]

    def _parallel(self, view: SeatView, legal: list[Action], preferred: Action | None, alive: int) -> list[int]:
        """Root-parallel search: each worker process grows its own tree from its own deal; visits are summed."""
        from .ismcts_parallel import root_parallel

        return root_parallel(self, view, legal, preferred, alive)

    def _preferred(self, view: SeatView) -> Action | None:
        """The heuristic bot's choice, used as a prior (None when ``prior`` is 0)."""
        if self.prior <= 0:
            return None
        if self._guide is None:
            self._guide = HeuristicBot(self.seat, self.rng.getrandbits(62))
        return self._guide.act(view)

    def _iterate(self, root: Node, g: Game) -> None:
        """One deal: select, expand, roll out, back up."""
        path = [root]
        node = root
        rng = self.rng
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        while not g.over:
            legal = g.legal_actions()
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = children[action] = Node(g.current_player)
                for a in legal:
                    other = children.get(a)
                    if other is not None:
                        other.avail += 1
                g.apply(action)
                path.append(child)
                break
            best_score = -1.0
            action = legal[0]
            child = None
            for a in legal:
                ch = children[a]
                avail = ch.avail = ch.avail + 1
                visits = ch.visits
                score = ch.reward / visits + c * sqrt(log(avail) / visits)
                if score > best_score:
                    best_score, action, child = score, a, ch
            g.apply(action)
            node = child
            path.append(node)
        self._rollout(g)
        values = self._score(g)
        for n in path:
            n.visits += 1
            if n.mover is not None:
                n.reward += values[n.mover]

    def _rollout(self, g: Game) -> None:
        """Play on for at most ``rollout_depth`` decisions with the rollout policy."""
        if self._fast is not None:
            self._fast.play(g, self.rollout_depth)
        elif self.policy == "heuristic":
            self._heuristic_rollout(g)
        else:
            self._random_rollout(g)

    def _heuristic_rollout(self, g: Game) -> None:
        """Every seat plays as the heuristic bot would in its place (seeing the deal as its seat would)."""
        players = self._players
        for _ in range(self.rollout_depth):
            if g.over:
                return
            seat = g.current_player
            bot = players.get(seat)
            if bot is None:
                bot = players[seat] = HeuristicBot(seat, self.rng.getrandbits(62))
            g.apply(bot.act(SeatView(g, seat)))

    def _random_rollout(self, g: Game) -> None:
        """Random play, passing with ``pass_chance`` when passing is possible."""
        rng = self.rng
        pass_chance = self.pass_chance
        for _ in range(self.rollout_depth):
            if g.over:
                return
            legal = g.legal_actions()
            choice = legal[rng.randrange(len(legal))]
            if choice.kind != "pass" and rng.random() < pass_chance:
                for a in legal:
                    if a.kind == "pass":
                        choice = a
                        break
            g.apply(choice)
