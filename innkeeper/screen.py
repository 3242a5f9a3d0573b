"""What a seat sees in the terminal: pure functions from an observation and events to Rich renderables.

Nothing here touches a Game's hidden state: every function takes ``game.observe(seat)`` (or events
redacted with ``event.to_json(seat)``) and the shared card data, so a screen can only show what its
seat may know. ``innkeeper/play.py`` prints these; the tests render them to text.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from innkeeper.content import describe_drink
from innkeeper.engine import english

PHASES = {"discard": "Discard and Draw", "action": "Action", "order": "Order a Drink", "drink": "Drink",
          "end": "End of turn"}
TYPE_NAMES = {"action": "Action", "sometimes": "Sometimes", "anytime": "Anytime", "gambling": "Gambling",
              "cheating": "Cheating", "action_gambling": "Action/Gambling"}
TYPE_STYLES = {"action": "red", "sometimes": "cyan", "anytime": "magenta", "gambling": "yellow",
               "cheating": "bright_yellow", "action_gambling": "yellow", "drink": "blue", "event": "blue"}
GROUPS = {"house": "Round on the House!", "contest": "Drinking Contest!", "challenge": "The Challenge!",
          "toast": "A Toast to Villainy!"}
PAY_REASONS = {"refill": "to refill the Drink Deck", "contest": "to the Drinking Contest's winner",
               "challenge": "for The Challenge!"}
EVENT_STYLES = {
    "turn": "bold white on blue", "game_over": "bold green", "pass_out": "bold red", "broke": "bold red",
    "stat": "red", "drink": "cyan", "reveal": "blue", "pay": "yellow", "take": "yellow", "ante": "yellow",
    "round": "yellow", "round_won": "bold yellow", "round_win": "bold yellow", "round_end": "yellow",
    "control": "yellow", "leave": "yellow", "negate": "magenta", "ignore": "magenta", "play": "white",
    "draw": "green", "discard": "dim", "order": "dim",
}
SIDE_ASKS = {"sing": "choose a Song", "setlist": "choose one to drop", "discard": "choose a card",
             "gear": "choose the players", "order_for": "order a Drink or not", "prize": "choose one from the Inn"}
INN, POT = -1, -2


# ----- cards ---------------------------------------------------------------------------------------

def card_info(content, title: str) -> tuple[str, str, str]:
    """A card's type label, rule text and style, looked up by title in ``game.content``."""
    cid = content.by_title.get(title)
    if cid is None:
        return "?", "", "white"
    card = content.cards[cid]
    if card.is_drink:
        if card.event:
            from innkeeper.rules import DRINK_EVENTS

            words = DRINK_EVENTS.get(card.event, card.event.replace("_", " ")).removeprefix("Drink Event: ")
            return "Drink Event", words, TYPE_STYLES["event"]
        return "Drink", describe_drink(card), TYPE_STYLES["drink"]
    return TYPE_NAMES.get(card.type, card.type), card.text, TYPE_STYLES.get(card.type, "white")




# ----- names ---------------------------------------------------------------------------------------

def who(obs: dict, seat: int, viewer: int | None) -> str:
    """A seat's name, or "you" for the viewer."""
    if seat == viewer:
        return "you"
    if seat == INN:
        return "the Inn"
    if seat == POT:
        return "the pot"
    if 0 <= seat < len(obs["players"]):
        return obs["players"][seat]["name"]
    return "nobody"


def _names(obs: dict, seats: Iterable[int], viewer: int | None) -> str:
    """Several seats as English: "Zot, you and Fiona"."""
    names = [who(obs, s, viewer) for s in seats]
    if not names:
        return "nobody"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _verb(subject: str, verb: str) -> str:
    """"you play" / "Zot plays"."""
    return f"{subject} {verb}" if subject == "you" else f"{subject} {verb}s"


def _whose(obs: dict, seat: int, viewer: int | None) -> str:
    """"your" / "Zot's"."""
    name = who(obs, seat, viewer)
    return "your" if name == "you" else f"{name}'s"


# ----- the stack: what is happening -------------------------------------------------------------

def _drink_of(stack: list[dict], below: int, index: int) -> dict | None:
    """The revealed Drink number ``index`` of the nearest Drink frame below position ``below``."""
    for f in reversed(stack[:below]):
        if f["kind"] == "drink":
            drinks = f["drinks"]
            return drinks[index] if 0 <= index < len(drinks) else None
    return None


def _drink_words(obs: dict, d: dict, viewer: int | None) -> str:
    """"Wine + Light Ale (3 Alcohol)"."""
    cards = " + ".join(d["cards"]) or "no Drink yet"
    return f"{cards} ({d['alcohol']} Alcohol{', Ignored' if d['ignored'] else ''})"


def describe_frame(obs: dict, index: int, viewer: int | None) -> str:
    """One stack frame in English, as ``viewer`` would read it."""
    stack = obs["stack"]
    f = stack[index]
    kind = f["kind"]
    if kind == "card":
        player = who(obs, f["player"], viewer)
        origin = f.get("origin", "")
        if origin == "mockery":
            text = f"{player} Mock{'' if player == 'you' else 's'} {_names(obs, f['targets'], viewer)}: '{f['card']}'"
        elif origin == "immediate":
            text = f"{_first_upper(_whose(obs, f['player'], viewer))} Song '{f['card']}' happens at once"
        elif origin == "shake":
            text = f"{_verb(player, 'Shake')} off '{f['card']}'"
        elif origin == "story":   # a chapter of a story that has ended, happening as though played
            text = f"From {_whose(obs, f['player'], viewer)} Tale: '{f['card']}'"
        elif origin in ("potion", "prize"):   # a kept Potion or a won Prize, played as though from the hand
            text = f"{_verb(player, 'play')} the {origin.capitalize()} '{f['card']}'"
            if f["targets"]:
                text += f" on {_names(obs, f['targets'], viewer)}"
        else:
            text = f"{_verb(player, 'Sing' if origin == 'song' else 'play')} '{f['card']}'"
        d = _drink_of(stack, index, f["drink"]) if f.get("drink") is not None and f["drink"] >= 0 else None
        if d is not None:   # "on Deirdre's Drink (Wine) for Zot", as the play's own sentence puts it
            owner = who(obs, d["drinker"], viewer)
            whose = "your" if owner == "you" else f"{owner}'s"
            text += f" on {whose} Drink ({' + '.join(d['cards']) or 'not yet revealed'})"
            if f["targets"] and origin not in ("mockery", "immediate", "shake"):
                text += f" for {_names(obs, f['targets'], viewer)}"
        elif f["targets"] and origin not in ("mockery", "immediate", "shake", "potion", "prize", "story"):
            text += f" on {_names(obs, f['targets'], viewer)}"
        if f.get("gear"):   # the Gear card attached to it (the gear icon), with the players chosen for it
            text += f" with the Gear '{f['gear']}'"
            if f.get("chosen"):
                text += f" (aimed at {_names(obs, f['chosen'], viewer)})"
        return text + (" (Negated)" if f["negated"] else "")
    if kind == "gear":
        n = f["count"]
        upto = "another player" if n == 1 else f"up to {n} other players"
        return f"{who(obs, f['player'], viewer)} must aim the Gear '{f.get('gear')}' at {upto} (or nobody)"
    if kind == "order_for":
        player = who(obs, f["player"], viewer)
        return f"{player} may order a Drink for {_names(obs, f['seats'][:1], viewer)} (no Ignore stops it)"
    if kind == "drink":
        drinks = f["drinks"]
        if len(drinks) == 1:
            d = drinks[0]
            drinker = who(obs, d["drinker"], viewer)
            return f"{drinker} {'are' if drinker == 'you' else 'is'} about to drink {_drink_words(obs, d, viewer)}"
        parts = [f"{who(obs, d['drinker'], viewer)}: {_drink_words(obs, d, viewer)}" for d in drinks]
        return "Drinks about to be drunk: " + "; ".join(parts)
    if kind == "event":
        return f"Drink Event '{f['card']}'"
    if kind == "group":
        return GROUPS.get(f["mode"], f["mode"].replace("_", " ")) + f" for {_names(obs, f['seats'], viewer)}"
    if kind == "loss":
        victims = _names(obs, f["victims"], viewer)
        if f.get("sang"):
            if not f["victims"]:
                return f"{who(obs, f['source'], viewer)} just Sang a Song"
            return f"{victims} just lost Fortitude to {_whose(obs, f['source'], viewer)} Song"
        return f"{victims} just lost Fortitude to {who(obs, f['source'], viewer)}"
    if kind == "pay":
        reason = PAY_REASONS.get(f["reason"], "")
        amount = f"{f['amount']} Gold"
        return f"{_names(obs, f['payers'], viewer)} must pay {amount} to {who(obs, f['to'], viewer)} {reason}".strip()
    if kind == "round_won":
        return f"{_verb(who(obs, f['winner'], viewer), 'win')} the pot of {obs['pot']} Gold unless someone acts"
    if kind == "order":
        n = f["count"]
        return f"{_verb(who(obs, f['player'], viewer), 'order')} {n} more Drink{'s' if n != 1 else ''}"
    if kind == "round":
        return "A Round of Gambling"
    if kind == "prize":   # the Prize variant: the Round's starter chooses the pot's Prize before the ante
        return f"{who(obs, f['chooser'], viewer)} must choose the Prize for the pot"
    if kind == "last_chance":
        return "Someone is about to go out: a last chance to act"
    if kind == "sing":
        singer = who(obs, f["singer"], viewer)
        song = f.get("song") or f.get("named")
        if f.get("song"):
            return f"{_verb(singer, 'Sing')} '{song}'"
        if song:
            return f"{singer} must Sing '{song}'"
        return f"{singer} must Sing a Song from the Setlist"
    if kind == "setlist":
        if _side_kind(obs, f["owner"]) == "potions":
            return f"{who(obs, f['owner'], viewer)} must keep one Potion and discard the other"
        if _side_kind(obs, f["owner"]) == "stable":
            return f"{who(obs, f['owner'], viewer)} must send an animal back to the Stable: a Paddock holds only two"
        return f"{who(obs, f['owner'], viewer)} must drop a Song: a Setlist holds only three"
    if kind == "tale":   # a story's end: its chapters happen one at a time
        still = ", ".join(f"'{t}'" for t in f["cards"])
        text = f"{_first_upper(_whose(obs, f['owner'], viewer))} story ends"
        return text + (f": still to happen {still}" if still else "")
    if kind == "discard":
        n = f["count"]
        return f"{who(obs, f['player'], viewer)} must discard {n} card{'s' if n != 1 else ''}"
    if kind == "hand_effects":
        left = ", ".join(f"{e[0]} {e[2]} ('{e[1]}')" for e in f["effects"])
        return f"Drink effects left for {who(obs, f['player'], viewer)}, in the order they choose: {left}"
    if kind == "anytime":   # a quiet window: Anytime cards at a step of the turn or Round, answering no card
        return quiet_step(obs, f, viewer)
    if kind == "window":
        asking = f.get("asking")
        if asking is None or not 0 <= asking < len(obs["players"]):
            return "Responses to what is above"
        person = who(obs, asking, viewer)
        return f"{'You' if person == 'you' else person} may respond to what is above"
    return kind.replace("_", " ")


def quiet_step(obs: dict, f: dict, viewer: int | None) -> str:
    """The step a quiet window comes at: "before Discard and Draw (Zot's turn)", "after the Drink (your turn)"."""
    turn = obs["turn"]
    whose = "your turn" if turn == viewer else f"{who(obs, turn, viewer)}'s turn"
    phase = f.get("phase", "")
    if phase == "round":
        r = obs.get("round") or {}
        nxt = r.get("next", -1)
        name = who(obs, nxt, viewer) if nxt is not None and 0 <= nxt < len(obs["players"]) else "the next player"
        return f"before {'your' if name == 'you' else name + chr(39) + 's'} turn in the Round of Gambling ({whose})"
    name = {"drink": "the Drink", "action": "the Action"}.get(phase, PHASES.get(phase, phase))
    return f"{f.get('when', 'before')} {name} ({whose})"


def _side_kind(obs: dict, owner: int) -> str:
    """The kind of side deck ``owner`` brings ("" for none)."""
    return next((d["kind"] for d in obs.get("sides", []) if d["owner"] == owner), "")


def _first_upper(text: str) -> str:
    """The text with its first letter upper-case (the rest untouched)."""
    return text[:1].upper() + text[1:]


def situation(obs: dict, viewer: int | None) -> str:
    """What the deciding seat is being asked about, in one line."""
    stack = obs["stack"]
    top = stack[-1] if stack else None
    if top is not None and top["kind"] in SIDE_ASKS:
        ask = SIDE_ASKS[top["kind"]]
        if top["kind"] == "sing" and (top.get("song") or top.get("named")):
            ask = "choose how"
        if top["kind"] == "setlist" and _side_kind(obs, top["owner"]) == "potions":
            ask = "choose which to keep"
        return f"{_first_upper(describe_frame(obs, len(stack) - 1, viewer))} — {ask}"
    if top is not None and top["kind"] == "anytime":
        return f"[Anytime cards] {quiet_step(obs, top, viewer)} — play one?"
    windows = [f for f in stack if f["kind"] == "window"]
    if windows:
        subject = windows[-1]["subject"]
        text = describe_frame(obs, subject, viewer) if 0 <= subject < len(stack) else "something"
        kind = stack[subject]["kind"] if 0 <= subject < len(stack) else ""
        if kind == "loss" and stack[subject].get("sang"):
            kind = "sang"
        ask = {"loss": "hit back?", "round_won": "stop it?", "pay": "respond?",
               "sang": "respond to the Song?"}.get(kind, "respond?")
        # the rulebook's order asks for Anytime cards first, then Sometimes cards: say which this is
        which = "Anytime cards" if windows[-1].get("anytime_first") else "Sometimes cards"
        return f"[{which}] {_first_upper(text)} — {ask}"
    if top is not None and top["kind"] == "round":
        r = obs["round"] or {}
        controller = r.get("controller", -1)
        holder = who(obs, controller, viewer) if controller is not None and controller >= 0 else "nobody"
        holder = "You control" if holder == "you" else f"{holder} controls"
        return f"Round of Gambling: {holder} the Round, pot {obs['pot']} Gold — take control, or pass"
    if top is not None and top["kind"] == "order":
        return _first_upper(describe_frame(obs, len(stack) - 1, viewer)) + " — choose who gets each"
    if top is not None and top["kind"] == "drink":
        return f"Your Drink: {describe_frame(obs, len(stack) - 1, viewer)} — what now?"
    if top is not None and top["kind"] == "event":
        return f"Drink Event '{top['card']}' — your choice"
    if top is not None and top["kind"] == "last_chance":
        return _first_upper(describe_frame(obs, len(stack) - 1, viewer))
    turn = obs["turn"]
    whose = "Your turn" if turn == viewer else f"{who(obs, turn, viewer)}'s turn"
    hint = ""
    if turn == viewer and obs["phase"] == "discard" and not stack:
        hint = " — discard (several numbers at once discard them all, then draw) or keep your hand"
    return f"{whose}: {phase_name(obs)}{hint}"


ACTION_TYPES = ("action", "action_gambling")


def shown_phase(obs: dict, content=None) -> str:
    """The phase as the table lives it. The engine names the next decision (Order a Drink) as soon as an Action
    card is played; while that card (bottom of the stack, played by the player whose turn it is) is still
    resolving, with its Round and responses, it is the Action phase. (Phase decisions happen on an empty stack.)"""
    phase = obs["phase"]
    stack = obs["stack"]
    if phase == "order" and stack:
        f = stack[0]
        if f["kind"] == "card" and f["player"] == obs["turn"]:
            if content is None:
                from innkeeper.content import load_content

                content = load_content()
            cid = content.by_title.get(f["card"])
            if cid is not None and getattr(content.cards[cid], "type", "") in ACTION_TYPES:
                return "action"
    return phase


def phase_name(obs: dict, content=None) -> str:
    """The phase as the table lives it: "Action phase (Round of Gambling)" through a Round, never the next one."""
    phase = shown_phase(obs, content)
    name = f"{PHASES.get(phase, phase)} phase"
    r = obs.get("round")
    if r is not None and not r.get("ended"):
        name += " (Round of Gambling)"
    return name


# ----- panels --------------------------------------------------------------------------------------

def status_line(obs: dict, viewer: int | None, seed: int | None = None) -> Text:
    """Whose turn, the phase, the Drink Deck and the Inn, in one line."""
    turn = obs["turn"]
    name = "Your" if turn == viewer else f"{who(obs, turn, viewer)}'s"
    text = Text()
    text.append(" The Red Dragon Inn ", style="bold white on red")
    text.append(f"  {name} turn", style="bold")
    text.append(f" · {phase_name(obs)}")
    text.append(f" · table round {obs['rounds'] + 1}")
    text.append(f" · Drink Deck {obs['drink_deck_size']} (discards {len(obs['drink_discard'])})")
    text.append(f" · Inn {obs['inn']} Gold", style="yellow")
    if seed is not None:
        text.append(f" · seed {seed}", style="dim")
    return text


def gambling_line(obs: dict, viewer: int | None) -> Text | None:
    """The live Round of Gambling: pot, who controls it and who is still in; None when there is none."""
    r = obs["round"]
    if r is None:
        return None
    text = Text("Round of Gambling: ", style="bold yellow")
    controller = r["controller"]
    ctrl = who(obs, controller, viewer) if controller is not None and controller >= 0 else "nobody"
    text.append(f"pot {obs['pot']} Gold · {ctrl} control{'' if ctrl == 'you' else 's'} the Round", style="yellow")
    text.append(f" · still in: {_names(obs, r['players'], viewer)}")
    if r.get("winning_hand"):
        text.append(" · Winning Hand! (only Cheating can take control)", style="bright_yellow")
    if r.get("songs"):
        text.append(" · Songs in the pot: " + ", ".join(f"'{t}'" for t in r["songs"]), style="magenta")
    prizes = obs.get("prizes")
    if prizes and prizes["pot"]:
        text.append(f" · Prize in the pot: '{prizes['pot']}'", style="bright_yellow")
    return text


def prize_line(obs: dict) -> Text | None:
    """The Prize variant's Prizes in the Inn and the Prize Bin; None at a table without it."""
    prizes = obs.get("prizes")
    if prizes is None:
        return None
    text = Text("Prizes in the Inn: ", style="bold yellow")
    text.append(", ".join(f"'{t}'" for t in prizes["inn"]) or "none")
    text.append(" · Prize Bin: ", style="bold yellow")
    text.append(", ".join(f"'{t}'" for t in prizes["bin"]) or "empty")
    return text


def mood_line(d: dict) -> str:
    """A moods deck's face-up card in words: "Wulfric is Playful" (the deck is named after the companion)."""
    companion = d["name"].removesuffix(" Deck")
    return f"{companion} is {d['shown'][-1]}" if d["shown"] else f"{companion} shows no mood"


def side_notes(obs: dict, seat: int) -> list[str]:
    """What lies on a seat's mat besides its piles: a Setlist, a side deck's size, Mockery cards in front."""
    lines = [f"{t['name']} {t['value']} ({t['low']}–{t['high']})"   # a track's marker: "Piety 8 (0–12)"
             for t in obs.get("tracks", ()) if t["owner"] == seat]
    for d in obs.get("sides", []):
        name = d["name"]
        if d["owner"] == seat:
            if d["kind"] == "songs":
                songs = ", ".join(f"'{t}'" for t in d["shown"]) or "empty"
                lines.append(f"Setlist: {songs}")
            if d["kind"] == "potions":   # the kept Potion, face up: played like a card of the hand
                kept = ", ".join(f"'{t}'" for t in d["shown"]) or "none (until the next reveal)"
                lines.append(f"Potion: {kept}")
            if d["kind"] == "story":   # the Tale: the chapters told so far, in order
                told = ", ".join(f"'{t}'" for t in d["shown"]) or "nothing told yet"
                lines.append(f"Tale ({len(d['shown'])}/{d.get('tale_full', 4)}): {told}")
            if d["kind"] == "moods":   # the face-up mood: "Wulfric is Playful"
                lines.append(mood_line(d))
            if d["kind"] == "stable":   # the animals out of the Stable, lending their abilities
                animals = ", ".join(f"'{t}'" for t in d["shown"]) or "empty"
                lines.append(f"Paddock: {animals}")
            lines.append(f"{name} {d['deck_size']}, {len(d['discard'])} discarded")
        front = d["fronts"][seat] if seat < len(d["fronts"]) else []
        if front:
            label = "Mocked" if d["kind"] == "mockery" else "Kept"   # (a kept Drink: an Elixir in front of them)
            lines.append(f"{label}: " + ", ".join(f"'{t}'" for t in front))
    prizes = obs.get("prizes")
    if prizes and seat < len(prizes["fronts"]) and prizes["fronts"][seat]:   # Prizes won, face up (the Prize variant)
        lines.append("Prizes: " + ", ".join(f"'{t}'" for t in prizes["fronts"][seat]))
    return lines


def mats(obs: dict, viewer: int | None, labels: dict[int, str] | None = None) -> Table:
    """Every player's mat: Fortitude, Alcohol, Gold, pile sizes and side-deck cards, one row each."""
    table = Table(box=None, pad_edge=False, show_edge=False, header_style="bold", padding=(0, 1))
    for column, justify in (("", "left"), ("#", "right"), ("Player", "left"), ("Fort", "right"),
                            ("Alc", "right"), ("Gold", "right"), ("Hand", "right"), ("Deck", "right"),
                            ("Disc", "right"), ("DrinkMe", "right")):
        table.add_column(column, justify=justify, no_wrap=True)
    table.add_column("", justify="left", overflow="fold")
    r = obs["round"]
    for p in obs["players"]:
        seat = p["seat"]
        marker = "▶" if seat == obs["turn"] else ""
        name = p["name"] + (" (you)" if seat == viewer else "")
        if labels and seat in labels:
            name += f" [{labels[seat]}]"
        gap = p["fortitude"] - p["alcohol"]
        fort_style = "red" if gap <= 3 else "green"
        notes = []
        if p["out"]:
            notes.append("OUT")
        if r is not None and seat in r["players"]:
            notes.append("in the Round" + (" (controls)" if r["controller"] == seat else ""))
        if seat == obs["current_player"] and not p["out"]:
            notes.append("deciding…")
        style = "dim" if p["out"] else ("bold" if seat == viewer else "")
        table.add_row(
            marker, str(seat + 1), name, Text(str(p["fortitude"]), style=fort_style),
            Text(str(p["alcohol"]), style="cyan"), Text(str(p["gold"]), style="yellow"),
            str(p["hand_size"]), str(p["deck_size"]), str(len(p["discard"])), str(p["drink_me_size"]),
            "\n".join([", ".join(notes)] + side_notes(obs, seat)).strip("\n"), style=style,
        )
    return table


def _singing_shown(stack: list[dict], i: int) -> bool:
    """Whether ``stack[i]`` is a Sing frame whose Song is already on the stack just above it (one line says it)."""
    f = stack[i]
    above = stack[i + 1] if i + 1 < len(stack) else None
    return (f["kind"] == "sing" and bool(f.get("song")) and above is not None and above["kind"] == "card"
            and above.get("origin") == "song" and above["card"] == f["song"])


def stack_panel(obs: dict, viewer: int | None) -> RenderableType | None:
    """What is on the table right now, oldest first; None when nothing is."""
    stack = obs["stack"]
    lines = [describe_frame(obs, i, viewer) for i, f in enumerate(stack)
             if f["kind"] not in ("window", "anytime", "round") and not _singing_shown(stack, i)]
    if not lines:
        return None
    text = Text("On the table:\n", style="bold")
    for i, line in enumerate(lines):
        text.append(f"  {'└' if i == len(lines) - 1 else '├'} {line}\n")
    text.rstrip()
    return text


def hand_table(obs: dict, content) -> Table:
    """The seat's own hand: each distinct card with its copies, type and rule text."""
    table = Table(box=None, pad_edge=False, show_edge=False, header_style="bold", padding=(0, 1),
                  title_justify="left")
    table.add_column("", justify="right", no_wrap=True)
    table.add_column("Card", max_width=46)
    table.add_column("Type", no_wrap=True)
    table.add_column("Rule")
    counts: dict[str, int] = {}
    for title in obs.get("hand", []):
        counts[title] = counts.get(title, 0) + 1
    for title, n in counts.items():
        kind, text, style = card_info(content, title)
        table.add_row(f"{n}×" if n > 1 else "", Text(title, style="bold"), Text(kind, style=style), text)
    for d in obs.get("sides", []):   # a kept Potion is played like a card of the hand (not counted in it)
        if d["kind"] == "potions" and d["owner"] == obs.get("seat"):
            for title in d["shown"]:
                kind, text, style = card_info(content, title)
                table.add_row("Potion", Text(title, style="bold"), Text(kind, style=style), text)
    return table


def actions_text(actions: list, content=None) -> Text:
    """The numbered list of choices, each with its card's type where it plays or discards one."""
    text = Text()
    for i, action in enumerate(actions, 1):
        text.append(f"{i:>3}. ", style="bold")
        text.append(str(action))
        card = getattr(action, "card", None)
        if content is not None and card is not None and action.kind == "play":
            kind, _, style = card_info(content, card)
            text.append(f"  [{kind}]", style=style)
        if i < len(actions):
            text.append("\n")
    return text


# ----- events --------------------------------------------------------------------------------------

def event_line(event, viewer: int | None, content=None) -> Text:
    """One event as ``viewer`` may read it: the public text, plus the viewer's own private details.

    Given the card data, a revealed Drink's line says its whole effect, not only its Alcohol.
    """
    line = english.line(event, viewer)
    style = EVENT_STYLES.get(event.kind, "")
    if event.kind == "turn":
        line = f"── {line} ──"
    elif event.kind == "reveal" and content is not None and event.data.get("cards"):
        titles = [t for t in event.data["cards"] if t in content.by_title]
        effects = [f"{t}: {card_info(content, t)[1]}" for t in titles]
        if effects:
            line = line.rstrip(".") + " — " + "; ".join(effects) + "."
        last = content.cards[content.by_title[titles[-1]]] if titles else None
        if last is not None and getattr(last, "chaser", False):   # the Chaser's reveal found no Drink to add
            line += " Its Chaser found no Drink to add."
    return Text(line, style=style)


def event_lines(events: list, viewer: int | None, content=None) -> list[Text]:
    """A move's events as lines, without saying the same Ignore twice in a row (one per effect it stops)."""
    out: list[Text] = []
    last = None
    for event in events:
        line = event_line(event, viewer, content)
        if event.kind == "ignore" and last is not None and last.plain == line.plain:
            continue
        out.append(line)
        last = line
    return out


def log_panel(lines: list[Text], limit: int = 14) -> Text:
    """The last ``limit`` log lines."""
    text = Text()
    shown = lines[-limit:]
    if len(lines) > limit:
        text.append(f"  … {len(lines) - limit} earlier lines (type l to see the whole log)\n", style="dim")
    for i, line in enumerate(shown):
        text.append("  ")
        text.append_text(line)
        if i < len(shown) - 1:
            text.append("\n")
    return text


# ----- whole screens ---------------------------------------------------------------------------------

def screen(obs: dict, content, log: list[Text], viewer: int, actions: list | None = None,
           seed: int | None = None, labels: dict[int, str] | None = None) -> Group:
    """The whole screen for ``viewer``: status, mats, the table, the log, the hand and the choices."""
    parts: list[RenderableType] = [status_line(obs, viewer, seed)]
    gamble = gambling_line(obs, viewer)
    if gamble is not None:
        parts.append(gamble)
    prizes = prize_line(obs)
    if prizes is not None:
        parts.append(prizes)
    parts += [Text(), mats(obs, viewer, labels)]
    if log:
        parts += [Text(), Text("Recent events:", style="bold"), log_panel(log)]
    table = stack_panel(obs, viewer)
    if table is not None:
        parts += [Text(), table]
    parts += [Text(), Text(f"Your hand ({len(obs.get('hand', []))} cards):", style="bold"), hand_table(obs, content)]
    if actions is not None:
        parts += [Text(), Text(situation(obs, viewer), style="bold reverse"), actions_text(actions, content)]
    return Group(*parts)


def summary(obs: dict, viewer: int | None, fates: dict[int, str], decisions: int) -> Group:
    """The end of the game: the winners and everyone's final mat."""
    winners = obs["winners"]
    names = [obs["players"][s]["name"] for s in winners]
    if not names:
        head = "Nobody wins: everyone left is out at once."
    elif len(names) == 1:
        head = f"Winner: {names[0]}"
    else:
        head = "Winners (a tie): " + ", ".join(names)
    if viewer is not None and viewer in winners:
        head += " — that's you!"
    table = Table(header_style="bold", title="Final table")
    for column in ("#", "Player", "Fortitude", "Alcohol", "Gold", "Result"):
        table.add_column(column)
    for p in obs["players"]:
        seat = p["seat"]
        result = "winner" if seat in winners else fates.get(seat, "out" if p["out"] else "")
        table.add_row(str(seat + 1), p["name"] + (" (you)" if seat == viewer else ""), str(p["fortitude"]),
                      str(p["alcohol"]), str(p["gold"]), result,
                      style="bold green" if seat in winners else "")
    rounds = obs["rounds"]
    foot = Text(f"Game over after {rounds} table round{'s' if rounds != 1 else ''} and {decisions} decisions.")
    return Group(Text("GAME OVER", style="bold white on red"), Text(head, style="bold green"), table, foot)


def to_text(renderable: RenderableType, width: int = 160) -> str:
    """Render to plain text (for tests and logs)."""
    console = Console(width=width, record=True, color_system=None, force_terminal=False, file=_Null())
    console.print(renderable)
    return console.export_text()


class _Null:
    """A file that discards what is written."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


# ----- the compact screen: everything that matters on one terminal screen (80×24 and up) -----------

def _line(text: Text | str, width: int, style: str = "") -> Text:
    """One screen line, cut with an ellipsis at ``width``."""
    line = text.copy() if isinstance(text, Text) else Text(text, style=style)
    line.no_wrap = True
    line.truncate(width, overflow="ellipsis")
    return line


def mat_lines(obs: dict, viewer: int | None, width: int, labels: dict[int, str] | None = None) -> list[Text]:
    """A header and one line per player: Fortitude, Alcohol, Gold, pile sizes, then notes cut to fit."""
    r = obs["round"]
    out = [_line(Text("   # Player            Fort Alc Gold  Hand Deck Disc Me  Notes", style="bold"), width)]
    for p in obs["players"]:
        seat = p["seat"]
        name = p["name"] + (" (you)" if seat == viewer else "")
        if labels and seat in labels:
            name += f" [{labels[seat]}]"
        notes = []
        if p["out"]:
            notes.append("OUT")
        if r is not None and seat in r["players"]:
            notes.append("in Round" + (" (controls)" if r["controller"] == seat else ""))
        if seat == obs["current_player"] and not p["out"]:
            notes.append("deciding")
        notes += side_notes(obs, seat)
        line = Text(style="dim" if p["out"] else ("bold" if seat == viewer else ""))
        line.append("▶ " if seat == obs["turn"] else "  ")
        line.append(f"{seat + 1} {name[:17]:<17} ")
        line.append(f"{p['fortitude']:>4}", style="red" if p["fortitude"] - p["alcohol"] <= 3 else "green")
        line.append(f"{p['alcohol']:>4}", style="cyan")
        line.append(f"{p['gold']:>5}", style="yellow")
        line.append(f"  {p['hand_size']:>4}{p['deck_size']:>5}{len(p['discard']):>5}{p['drink_me_size']:>3}  ")
        line.append(" · ".join(notes))
        out.append(_line(line, width))
    return out


def _choice_grid(actions: list, width: int, rows: int, me: str = "") -> list[Text]:
    """The numbered choices in as many columns as it takes to fit ``rows`` lines (each cut to its column);
    in columns, a choice's leading "Kaylin plays" loses the chooser's own name."""
    n = len(actions)
    words = [str(a) for a in actions]
    if me and n > rows:
        words = [w.removeprefix(me + " ") for w in words]
    cols = 1
    while -(-n // cols) > rows and cols < 4:
        cols += 1
    per = -(-n // cols)
    colw = width // cols
    lines = []
    for r in range(per):
        line = Text()
        for c in range(cols):
            i = c * per + r
            if i < n:
                cell = Text(f"{i + 1:>3}. ", style="bold").append(words[i])
                cell = _line(cell, colw - 1)
                line.append_text(cell)
                if c < cols - 1:
                    line.append(" " * (colw - cell.cell_len))
        lines.append(line)
    return lines


def compact_status(obs: dict, viewer: int | None, seed: int | None = None) -> Text:
    """The status line in few words: whose turn, the phase, the table round, the Drink Deck, the Inn."""
    turn = obs["turn"]
    text = Text("RDI ", style="bold white on red")
    text.append(f" {'Your' if turn == viewer else who(obs, turn, viewer) + chr(39) + 's'} turn", style="bold")
    text.append(f" · {phase_name(obs)} · round {obs['rounds'] + 1}")
    text.append(f" · Drink Deck {obs['drink_deck_size']}/{len(obs['drink_discard'])}")
    text.append(f" · Inn {obs['inn']}", style="yellow")
    if seed is not None:
        text.append(f" · seed {seed}", style="dim")
    return text


def _wrapped(text: Text, width: int, most: int) -> list[Text]:
    """``text`` wrapped to ``width``, at most ``most`` lines (the last cut with an ellipsis)."""
    lines = list(text.wrap(Console(width=width, file=_Null()), width))
    if len(lines) > most:
        last = lines[most - 1].copy()
        last.append(" …")
        lines = lines[:most - 1] + [last]
    return [_line(line, width) for line in lines]


def compact(obs: dict, content, log: list[Text], viewer: int, actions: list | None, width: int, height: int,
            seed: int | None = None, labels: dict[int, str] | None = None) -> Group:
    """The screen in ``height - 1`` lines of ``width`` (the last line is the prompt's): status, every mat,
    the table, the hand, the question and choices first; the log's last lines fill what is left."""
    width = max(width, 40)
    rows = height - 1
    top: list[Text] = [_line(compact_status(obs, viewer, seed), width)]
    gamble = gambling_line(obs, viewer)
    if gamble is not None:
        top.append(_line(gamble, width))
    prizes = prize_line(obs)
    if prizes is not None:
        top.append(_line(prizes, width))
    top += mat_lines(obs, viewer, width, labels)
    stack = obs["stack"]
    table = [describe_frame(obs, i, viewer) for i, f in enumerate(stack)
             if f["kind"] not in ("window", "anytime", "round") and not _singing_shown(stack, i)]
    hand = obs.get("hand", [])
    counts: dict[str, int] = {}
    for title in hand:
        counts[title] = counts.get(title, 0) + 1
    hand_text = Text(f"Hand ({len(hand)}): ", style="bold")
    for i, (title, n) in enumerate(counts.items()):
        hand_text.append(("" if i == 0 else " · ") + (f"{n}× " if n > 1 else ""))
        hand_text.append(title, style=card_info(content, title)[2])
    question = Text(situation(obs, viewer), style="bold reverse") if actions is not None else None
    # room for the choices first; the table, the hand and the question shrink before they go
    stack_room, hand_room, ask_room = 3, 3, 2
    while True:
        used = len(top) + min(len(table), stack_room) + hand_room + (ask_room if question is not None else 0)
        need = len(actions) if actions is not None else 0
        choice_room = rows - used
        if choice_room >= min(need, 4) or (stack_room, hand_room, ask_room) == (1, 1, 1):
            break
        if stack_room > 1:
            stack_room -= 1
        elif hand_room > 1:
            hand_room -= 1
        else:
            ask_room = 1
    lines: list[Text] = list(top)
    if table:
        shown = table[-stack_room:]
        if len(table) > stack_room:
            shown[0] = f"(+{len(table) - stack_room} below) {shown[0]}"
        lines += [_line(Text("On the table: " if i == 0 else "        then: ", style="bold").append(t), width)
                  for i, t in enumerate(shown)]
    hand_lines = _wrapped(hand_text, width, hand_room)
    bottom: list[Text] = []
    if question is not None and actions is not None:
        bottom += _wrapped(question, width, ask_room)
        me = obs["players"][viewer]["name"] if 0 <= viewer < len(obs["players"]) else ""
        bottom += _choice_grid(actions, width, max(rows - len(lines) - len(hand_lines) - len(bottom), 1), me)
    left = rows - len(lines) - len(hand_lines) - len(bottom)
    logs = [_line(Text("  ").append_text(t), width) for t in log[-left:]] if left > 0 else []
    return Group(*lines, *logs, *hand_lines, *bottom)


def lookup(content, query: str, obs: dict | None = None, actions: list | None = None) -> list[Text]:
    """Explain a card or a term: ``query`` is a choice's number, a card title (or a part of one) or a rules term."""
    query = query.strip()
    titles: list[str] = []
    if query.isdigit() and actions is not None:
        i = int(query)
        if not 1 <= i <= len(actions):
            return [Text(f"There is no choice {i}: choices are 1 to {len(actions)}.", style="red")]
        action = actions[i - 1]
        out = [Text(f"{i}. {action}", style="bold")]
        card = getattr(action, "card", None)
        if card:
            titles.append(card)
        else:
            return out + [Text("  (no card: this is a step of the game; type ? TERM for its rules)")]
        return out + [explain(content, t) for t in titles]
    key = query.lower().strip("'\" ")
    if not key:
        return [Text("Look up what? ? N explains choice N; ? WORDS explains a card or a term "
                     "(e.g. ? wine, ? anytime).", style="red")]
    exact = [t for t in content.by_title if t.lower() == key]
    found = exact or [t for t in content.by_title if key in t.lower()]
    if obs is not None and not exact:   # what is in view comes first
        seen = set(obs.get("hand", [])) | {f.get("card") for f in obs["stack"] if f.get("card")}
        found.sort(key=lambda t: t not in seen)
    terms = [(name, text) for name, text in GLOSSARY.items() if key in name.lower()]
    out = [explain(content, t) for t in found[:5]]
    if len(found) > 5:
        out.append(Text(f"  … and {len(found) - 5} more cards match {query!r}; type more of the title.", style="dim"))
    out += [Text(f"{name}: ", style="bold magenta").append(text) for name, text in terms]
    return out or [Text(f"No card or term matches {query!r}.", style="red")]


def explain(content, title: str) -> Text:
    """One card in full: title, type and rule (a Drink's whole effect), and where it comes from."""
    kind, text, style = card_info(content, title)
    line = Text(f"'{title}' ", style="bold").append(f"[{kind}] ", style=style).append(text or "(no rule text)")
    cid = content.by_title.get(title)
    source = getattr(content.cards[cid], "source", "") if cid is not None else ""
    if source == "designed":
        line.append("  (designed for this edition)", style="dim yellow")
    elif source:
        line.append(f"  ({source})", style="dim")
    return line


GLOSSARY = {
    "Fortitude": "how much a character can take; at 0 (or at Alcohol Content equal to it or above) they pass out.",
    "Alcohol Content": "how drunk a character is; when it reaches their Fortitude they pass out.",
    "Gold": "a character who runs out of Gold is out of the game; the last one with any wins.",
    "Anytime card": "may be played whenever you are asked, at any step; it is asked for before Sometimes cards.",
    "Sometimes card": "played only in answer to what its text names (a Drink, an Action, a Round...).",
    "Action card": "played in your own Action phase, one per turn; the phase ends when you play it.",
    "Gambling card": "played during a Round of Gambling to take control of it.",
    "Cheating card": "a Gambling card that may take control even after 'Winning Hand!'.",
    "Negate": "cancels a card: it has no effect at all, and is discarded.",
    "Ignore": "a player Ignores an effect: it does not happen to them, though the card still resolves for others.",
    "Round of Gambling": "everyone antes 1 Gold; players in turn take control with a Gambling card or pass; "
                         "when all pass after the controller, the controller wins the pot.",
    "Drink Me! pile": "the face-down Drinks others ordered for you; you drink its top card in your Drink phase.",
    "Chaser": "a Drink that makes you reveal another Drink and add its effects.",
    "Drink Event": "a Drink card that does something to the whole table instead of being drunk.",
    "Discard and Draw phase": "discard any cards you like, then draw up to 7.",
    "Action phase": "play one Action card (it may start a Round of Gambling), or none.",
    "Order a Drink phase": "put the top Drink Deck card on another player's Drink Me! pile.",
    "Drink phase": "reveal the top card of your Drink Me! pile and drink it.",
    "Response window": "after a card or Drink, players are asked in turn order (Anytime cards first) whether "
                       "they answer it; a response makes everyone be asked again.",
    "Auto-pass": "type a to choose when you are asked: mine (default), playable, or always.",
}


def standings(obs: dict, viewer: int | None, outs: dict[int, dict], decisions: int) -> Group:
    """The end of the game: place, how and when each went out, final stats, rounds and decisions."""
    winners = obs["winners"]
    order = sorted(range(len(obs["players"])),
                   key=lambda s: (s not in winners, -outs.get(s, {}).get("decision", 10 ** 9)))
    table = Table(header_style="bold", title="Standings", box=None, padding=(0, 1))
    for column in ("Place", "#", "Player", "Fort", "Alc", "Gold", "How it ended"):
        table.add_column(column, no_wrap=column != "How it ended")
    place = 0
    last_key = None
    for i, seat in enumerate(order):
        key = "win" if seat in winners else outs.get(seat, {}).get("decision")
        if key != last_key:
            place = i + 1
            last_key = key
        p = obs["players"][seat]
        out = outs.get(seat)
        if seat in winners:
            how = "winner"
        elif out:
            how = f"{out['how']} in table round {out['round'] + 1} (decision {out['decision']})"
        else:
            how = "out" if p["out"] else ""
        table.add_row(str(place), str(seat + 1), p["name"] + (" (you)" if seat == viewer else ""),
                      str(p["fortitude"]), str(p["alcohol"]), str(p["gold"]), how,
                      style="bold green" if seat in winners else "")
    rounds = obs["rounds"]
    foot = Text(f"{rounds} table round{'s' if rounds != 1 else ''}, {decisions} decisions.")
    return Group(table, foot)
