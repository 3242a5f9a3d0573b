"""Public card facts for the heuristic bot, looked up by title and cached: what each use of a card does,
which role it plays, and how much it is worth keeping in hand.

Everything here comes from the card data (``innkeeper.content.load_content``), which every player may
read; nothing comes from a game. A card's *role* names what a use of it is for ("ignore_drink",
"negate", "round", "direct", ...); the bot scores actions by role. *Keep* values (0 to 1) rank cards
for the discard phase and, scaled, are the price of spending a card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from innkeeper.content import load_content
from innkeeper.engine.cards import Content, Effect
from innkeeper.engine.ops import OPS, OpEstimate

# What an answered card or Drink is to a use of a card, decided from its operations (first match wins).
DRINK_ROLES = ("ignore_drink", "pass_drink", "split_drink", "to_fortitude", "modify_drink", "extra_drink")
GOLD_SHIELD_OPS = frozenset({"gold_from_inn", "gold_discount", "skip_payment"})

# Rank of a Gambling or Cheating card: the order the bot spends them in (cheapest first).
DAMAGE_KEEP = 0.14   # keep value per point of Fortitude an attack takes

RANK_GAMBLE, RANK_RAISE, RANK_WINNING_HAND, RANK_CHEAT = 1, 2, 3, 4

# Worth of keeping a card of each role, 0 to 1 (a card drawn at random is worth about 0.45).
KEEP = {
    "cheat_catch": 0.45, "negate": 0.55, "negate_drink_change": 0.35, "ignore_drink": 0.75,
    "ignore_card": 0.7, "leave": 0.2, "gold_shield": 0.3, "hit_back": 0.35, "redirect": 0.6,
    "pass_drink": 0.85, "split_drink": 0.65, "to_fortitude": 0.8, "modify_drink": 0.45,
    "extra_drink": 0.45, "take_pot": 0.45, "tip_pot": 0.45, "grab_pot": 0.3, "end_round": 0.25, "order_drinks": 0.45,
    "gamble": 0.42, "round": 0.4,
}


@dataclass(frozen=True, slots=True)
class ModeFacts:
    """One use of a card: the condition it answers, its effects and its role.

    ``plan`` pairs each effect whose operation declares an estimate (``OpDef.estimate``) with that estimate:
    what the bot counts an effect as doing comes from the op registry, not from a copy of the rules here.
    """

    cond: str | None
    effects: tuple[Effect, ...]
    ops: frozenset[str]
    role: str
    needs_drink: bool
    plan: tuple[tuple[OpEstimate, Effect], ...] = field(init=False, compare=False, repr=False)
    drawn: int = field(init=False, compare=False, repr=False)   # cards it draws its player

    def __post_init__(self):
        plan = []
        for e in self.effects:
            opdef = OPS.get(e.op)
            if opdef is not None and opdef.estimate is not None:
                plan.append((opdef.estimate, e))
        object.__setattr__(self, "plan", tuple(plan))
        object.__setattr__(self, "drawn", sum(e.count for e in self.effects if e.op == "draw" and e.who == "you"))


@dataclass(frozen=True, slots=True)
class CardFacts:
    """A character card: type, its uses, keep value and (for Gambling and Cheating cards) rank."""

    title: str
    type: str
    modes: tuple[ModeFacts, ...]
    keep: float
    rank: int
    gear: bool = False        # it carries the gear icon (brings a Gear card)
    horseshoe: bool = False   # it carries the horseshoe icon (calls an animal)
    roles: frozenset[str] = field(init=False, compare=False, repr=False)   # its modes' roles
    heals_me: bool = field(init=False, compare=False, repr=False)   # a use gains its player Fortitude

    def __post_init__(self):
        object.__setattr__(self, "roles", frozenset(m.role for m in self.modes))
        object.__setattr__(self, "heals_me", any(e.op == "gain_fortitude" and e.who in ("you", "everyone")
                                                 for m in self.modes for e in m.effects))


def mode_role(card_type: str, cond: str | None, ops: frozenset[str]) -> str:
    """What a use of a card is for, from its operations."""
    if "negate" in ops:
        if "win_round" in ops:
            return "cheat_catch"
        return "negate_drink_change" if cond == "changes_a_drink" else "negate"
    if "ignore" in ops:
        return "ignore_drink" if cond == "drink_affects_you" else "ignore_card"
    for op, role in (("leave_round", "leave"), ("hit_back", "hit_back"), ("redirect_loss", "redirect"),
                     ("redirect_or_ignore", "redirect"), ("pass_drink", "pass_drink"), ("split_drink", "split_drink"),
                     ("drink_to_fortitude", "to_fortitude"), ("modify_drink", "modify_drink"),
                     ("base_alcohol", "modify_drink"),
                     ("extra_drink", "extra_drink"), ("take_pot", "take_pot"), ("take_from_pot", "grab_pot"),
                     ("end_round_pot_to_inn", "end_round"), ("end_round_take_pot", "tip_pot"),
                     ("order_drinks", "order_drinks"),
                     ("gamble", "gamble")):
        if op in ops:
            return role
    if ops & GOLD_SHIELD_OPS:
        return "gold_shield"
    if card_type in ("gambling", "cheating") or "take_control" in ops:
        return "round"
    return "direct"


def direct_keep(effects: tuple[Effect, ...]) -> float:
    """Keep value of a card that simply changes stats or Gold, from what it does."""
    value = 0.3
    for e in effects:
        before = value
        if e.op == "lose_fortitude":
            value += DAMAGE_KEEP * e.amount * (2.5 if e.who == "each_other" else 1.0)
        elif e.op == "gain_fortitude":
            value += (0.15 if e.who in ("you", "everyone") else -0.05) * e.amount
        elif e.op == "pay":
            if e.to == "you":
                value += 0.12 * e.amount * (2.5 if e.who == "each_other" else 1.0)
            elif e.who != "you":
                value += 0.05 * e.amount
            else:
                value -= 0.1 * e.amount
        elif e.op in ("drink_from_pile", "serve_reserve"):
            value += 0.2
        elif e.op == "drink_from_deck":
            value += 0.0
        elif e.op in ("gain_alcohol", "lose_alcohol"):
            value += 0.1 * e.amount
        elif e.op == "move_marker":
            value += 0.02 * e.amount
        if e.gated:   # it happens only with the marker in range: count it half
            value = before + (value - before) * 0.5
    return max(0.05, min(value, 0.95))


def _rank(card_type: str, ops: frozenset[str], effects: tuple[Effect, ...]) -> int:
    """Spending order of a card usable on your turn in a Round (0: not such a card)."""
    if card_type == "cheating":
        return RANK_CHEAT
    if card_type == "action_gambling" or "gamble" in ops:
        return RANK_GAMBLE
    if card_type == "gambling":
        if any(e.op == "take_control" and e.winning_hand for e in effects):
            return RANK_WINNING_HAND
        return RANK_RAISE if "ante" in ops else RANK_GAMBLE
    return 0


class Knowledge:
    """Card and Drink facts by title, computed once per title."""

    def __init__(self, content: Content | None = None):
        self.content = content if content is not None else load_content()
        self._cards: dict[str, CardFacts | None] = {}
        self._drinks: dict[tuple[str, str], tuple[int, int, int]] = {}
        self._shakes: dict[str, ModeFacts | None] = {}
        self._memos: dict[str, dict] = {}
        self.expected_drink = self._expected_drink("core")

    def memo(self, name: str) -> dict:
        """A dict a bot keeps its own facts about these cards in (the same dict for the same name)."""
        memo = self._memos.get(name)
        if memo is None:
            memo = self._memos[name] = {}
        return memo

    def card(self, title: str) -> CardFacts | None:
        """Facts of the character card with this title (None for a title the content does not know)."""
        facts = self._cards.get(title, False)
        if facts is False:
            facts = self._cards[title] = self._make_card(title)
        return facts

    def _make_card(self, title: str) -> CardFacts | None:
        cid = self.content.by_title.get(title)
        if cid is None:
            return None
        c = self.content.cards[cid]
        if c.is_drink:
            return None
        modes = []
        for m in c.modes:
            ops = frozenset(e.op for e in m.effects)
            cond = m.answers.cond if m.answers is not None else None
            modes.append(ModeFacts(cond, m.effects, ops, mode_role(c.type, cond, ops), m.needs_drink))
        all_ops = frozenset(op for m in modes for op in m.ops)
        keep = max(direct_keep(m.effects) if m.role == "direct" else KEEP[m.role] for m in modes)
        rank = _rank(c.type, all_ops, tuple(e for m in modes for e in m.effects))
        if c.type == "cheating":
            keep = 0.5
        elif rank == RANK_WINNING_HAND:
            keep = 0.45
        return CardFacts(title, c.type, tuple(modes), keep, rank, bool(getattr(c, "gear", False)),
                         bool(getattr(c, "horseshoe", False)))

    def shake(self, title: str) -> ModeFacts | None:
        """The Shake it Off of a Mockery card, as a use of a card (None when the title has none)."""
        if title not in self._shakes:
            self._shakes[title] = self._make_shake(title)
        return self._shakes[title]

    def _make_shake(self, title: str) -> ModeFacts | None:
        cid = self.content.by_title.get(title)
        card = self.content.cards[cid] if cid is not None else None
        if card is None or card.is_drink or card.shake is None:
            return None
        ops = frozenset(e.op for e in card.shake.effects)
        return ModeFacts(None, card.shake.effects, ops, "direct", False)

    def drink(self, title: str, race: str) -> tuple[int, int, int]:
        """(Alcohol, Fortitude, Gold paid to the Inn) a Drink card gives a drinker of ``race``."""
        key = (title, race)
        out = self._drinks.get(key)
        if out is None:
            cid = self.content.by_title.get(title)
            d = self.content.cards[cid] if cid is not None else None
            if d is None or not d.is_drink:
                out = (0, 0, 0)
            else:
                alcohol, fortitude = d.values(race)
                out = (alcohol, fortitude, d.pay_inn)
            self._drinks[key] = out
        return out

    def race(self, character: str) -> str:
        """The race of a character (human when unknown)."""
        ch = self.content.characters.get(character)
        return ch.race if ch is not None else "human"

    def _expected_drink(self, deck: str) -> float:
        """Mean loss of margin (Alcohol gained less Fortitude gained) from one Drink of a Drink Deck, Chasers
        included; Drink Events count as nothing."""
        ids = self.content.drink_decks.get(deck) or ()
        if not ids:
            return 1.5
        cards = [self.content.cards[i] for i in ids]
        per_card = sum(c.alcohol - c.fortitude for c in cards if not c.event) / len(cards)
        chaser = sum(1 for c in cards if c.chaser) / len(cards)
        return per_card * (1.0 + chaser / (1.0 - chaser))


_DEFAULT: Knowledge | None = None


def default_knowledge() -> Knowledge:
    """The facts of the built-in content (made once)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = Knowledge()
    return _DEFAULT
