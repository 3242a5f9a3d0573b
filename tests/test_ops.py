"""The op registry (innkeeper.engine.ops): each operation and condition declared once, and everything read from it."""

from __future__ import annotations

import dataclasses
import random

import pytest

import innkeeper
from innkeeper.content import ContentError, load_content
from innkeeper.engine import answers, ops
from innkeeper.engine.answers import ANSWER_FIELDS, candidates, holds, quick_answers
from innkeeper.engine.cards import EFFECT_FIELDS, Answers, Effect
from innkeeper.engine.ops import COMMON_FIELDS, CONDITIONS, OPS, WHENS, Field, declare_condition, declare_op

EFFECT_DEFAULTS = {f.name: f.default for f in dataclasses.fields(Effect) if f.init and f.name not in ("op", "extra")}


def test_every_operation_is_declared_with_a_description_and_typed_fields() -> None:
    """Each operation has a one-line description, and each of its fields is an Effect field with the same default."""
    assert set(EFFECT_DEFAULTS) == EFFECT_FIELDS
    assert len(OPS) >= 47
    for d in OPS.values():
        assert d.doc and "\n" not in d.doc, d.name
        for f in (*d.fields, *COMMON_FIELDS):
            assert isinstance(f, Field) and f.type in (int, bool, str), (d.name, f.name)
            assert f.name in EFFECT_DEFAULTS and EFFECT_DEFAULTS[f.name] == f.default, (d.name, f.name)
            assert f.doc, (d.name, f.name)


def test_every_condition_is_declared_with_a_description() -> None:
    """Each answer condition and effect condition says what it means; the answers fields are Answers' fields."""
    assert len(CONDITIONS) >= 17 and "discarded_action" in WHENS
    for c in (*CONDITIONS.values(), *WHENS.values()):
        assert c.doc and "\n" not in c.doc, c.name
    names = {f.name for f in dataclasses.fields(Answers)}
    assert {f.name for f in ANSWER_FIELDS} == (names - {"cond"}) | {"if"}


def test_built_in_cards_use_only_declared_operations_and_conditions() -> None:
    """Every operation and condition the built-in content uses is declared."""
    content = load_content()
    used = {e.op for c in content.cards if not c.is_drink for m in c.modes for e in m.effects}
    assert used <= set(OPS)
    conds = {m.answers.cond for c in content.cards if not c.is_drink for m in c.modes if m.answers is not None}
    assert conds - {None} <= set(CONDITIONS)


def test_properties_other_rules_ask_are_declared_on_the_ops() -> None:
    """The sets other rules ask about are properties of the declarations (not tables kept apart)."""
    def having(prop: str) -> set[str]:
        return {name for name, d in OPS.items() if getattr(d, prop)}

    assert having("changes_drink") == {"modify_drink", "pass_drink", "split_drink", "drink_to_fortitude", "ignore",
                                       "negate", "base_alcohol"}
    assert having("redirects_loss") == {"redirect_loss", "redirect_or_ignore"}
    assert having("needs_track") == {"move_marker"}
    assert having("ends_round") == {"win_round", "end_round_pot_to_inn", "end_round_take_pot"}
    assert having("antes") == {"gamble", "ante", "continue_round"}
    assert having("targets_drink") == {"modify_drink", "pass_drink", "split_drink", "drink_to_fortitude",
                                       "extra_drink", "base_alcohol"}
    assert {n for n, d in OPS.items() if d.changes} == {"lose_fortitude", "gain_fortitude", "lose_alcohol",
                                                        "gain_alcohol", "pay", "hit_back", "share_loss"}


def test_static_and_exact_affects_come_from_one_declaration() -> None:
    """``could_affect`` (the answer indexes) says yes where ``changes`` names the stat; a gain is not a loss."""
    lose, gain, pay = OPS["lose_fortitude"], OPS["gain_fortitude"], OPS["pay"]
    assert lose.could_affect(("fortitude",), True) and not lose.could_affect(("alcohol", "gold"), False)
    assert gain.could_affect(("fortitude",), False) and not gain.could_affect(("fortitude",), True)
    assert pay.could_affect(("gold",), True) and not OPS["draw"].could_affect(("fortitude", "alcohol", "gold"), False)


def test_an_operation_or_condition_is_declared_once() -> None:
    """A second declaration of a name is a programming error; so is a stat change with nobody it reaches."""
    with pytest.raises(ValueError, match="declared twice"):
        declare_op("negate", lambda g, f, e: None)
    with pytest.raises(ValueError, match="declared twice"):
        declare_condition("round_live", lambda g, seat, card, mode, subject: True)
    with pytest.raises(ValueError, match="reaches"):
        declare_op("test_only_zap", lambda g, f, e: None, changes=(("fortitude", -1),))
    assert "test_only_zap" not in OPS


def test_fields_named_only_by_name_are_the_shared_fields() -> None:
    """Today's form, ``declare_op(name, run, ("who", "amount"))``, still declares typed fields."""
    d = declare_op("test_only_nudge", lambda g, f, e: None, ("who", "amount", "tone"), "a test")
    try:
        assert d.fields[:2] == (ops.WHO, ops.AMOUNT) and d.fields[2] == Field("tone", str)
    finally:
        del OPS["test_only_nudge"]


@pytest.fixture
def extra_op():
    """A test-only operation declared through the public API (removed again afterwards)."""
    declare_op("test_only_shout", lambda g, f, e: None,
               (ops.WHO, Field("loudness", int, 1, doc="how loud", rule=(lambda v: v <= 11, "must be at most 11"))),
               "the players named shout (a test)")
    yield OPS["test_only_shout"]
    del OPS["test_only_shout"]


def test_a_declared_operation_is_validated_from_its_declaration(extra_op) -> None:
    """The loader knows an operation only from its declaration: its fields, their types and their rules."""
    assert extra_op.field_names >= {"who", "loudness", "when", "marker_at_least"}
    for value, problem in (("12", "must be at most 11"), ('"x"', "must be a whole number, not 'x'")):
        with pytest.raises(ContentError) as info:
            load_content(extra_texts=[{"name": "shout.toml",
                                       "text": _card(f'{{ op = "test_only_shout", loudness = {value} }}')}])
        assert str(info.value) == f"shout.toml: card 'Bad card': field 'effects[0].loudness': {problem}"
    good = load_content(extra_texts=[{"name": "shout.toml", "text": _card('{ op = "test_only_shout", loudness = 3 }')}])
    effect = good.cards[good.by_title["Bad card"]].modes[0].effects[0]
    assert effect.op == "test_only_shout" and effect.get("loudness") == 3 and effect.get("who") == "you"


HEAD = '[character]\nid = "checker"\nname = "Check the Checker"\nsource = "test"\n'


def _card(effect: str, extra: str = "") -> str:
    return (HEAD + '[[card]]\ntitle = "Bad card"\ntype = "action"\ncopies = 7\ntext = "x"\n'
            f"effects = [{effect}]\n{extra}")


@pytest.mark.parametrize(("effect", "field", "problem"), [
    ('{ op = "explode" }', "effects[0].op", "unknown operation 'explode'"),
    ('{ op = 3 }', "effects[0].op", "unknown operation 3"),
    ('{ op = "draw", count = 1, colour = "red" }', "effects[0].colour", "is not a field of 'draw'"),
    ('{ op = "draw", count = 1, to = "inn" }', "effects[0].to", "is not a field of 'draw'"),
    ('{ op = "draw", count = "two" }', "effects[0].count", "must be a whole number, not 'two'"),
    ('{ op = "draw", count = true }', "effects[0].count", "must be a whole number, not True"),
    ('{ op = "draw" }', "effects[0].count", "must be a positive number"),
    ('{ op = "lose_fortitude", who = "another", amount = 0 }', "effects[0].amount", "must be a positive number"),
    ('{ op = "draw", who = "the moon", count = 1 }', "effects[0].who",
     "must be one of you, another, each_other, everyone, another_in_round, no_one, answered, controller, chosen, "
     "not 'the moon'"),
    ('{ op = "pay", who = "another", to = "bank", amount = 1 }', "effects[0].to",
     "must be 'you', 'inn' or 'owner', not 'bank'"),
    ('{ op = "take_control", winning_hand = 1 }', "effects[0].winning_hand", "must be true or false"),
    ('{ op = "sing", title = 3 }', "effects[0].title", "must be a card title, not 3"),
    ('{ op = "draw", count = 1, when = "always" }', "effects[0].when", "must be one of discarded_action, not 'always'"),
    ('{ op = "draw", count = 1, when = [1] }', "effects[0].when", "must be one of discarded_action, not [1]"),
    ('{ op = "draw", count = 1, marker_at_least = "x" }', "effects[0].marker_at_least",
     "must be a whole number, not 'x'"),
])
def test_a_bad_effect_names_file_card_and_field(effect: str, field: str, problem: str) -> None:
    """Unknown op, unknown field, wrong type, value outside the choices, broken rule: each a ContentError."""
    with pytest.raises(ContentError) as info:
        load_content(extra_texts=[{"name": "bad.toml", "text": _card(effect)}])
    assert str(info.value) == f"bad.toml: card 'Bad card': field {field!r}: {problem}"


def test_a_split_with_a_bad_rounding_names_the_field() -> None:
    """A closed text field's choices come from its declaration (``rounding``: up or down)."""
    text = (HEAD + '[[card]]\ntitle = "Bad card"\ntype = "sometimes"\ncopies = 7\ntext = "x"\n'
            'answers = { if = "drink_affects_you" }\neffects = [{ op = "split_drink", who = "another", '
            'rounding = "sideways" }]\n')
    with pytest.raises(ContentError) as info:
        load_content(extra_texts=[{"name": "bad.toml", "text": text}])
    assert str(info.value) == ("bad.toml: card 'Bad card': field 'effects[0].rounding': "
                               "must be 'up' or 'down', not 'sideways'")


@pytest.mark.parametrize(("table", "field", "problem"), [
    ('{ if = "never" }', "answers.if", "unknown condition 'never'"),
    ('{ if = "affects_your_stats", card_types = ["action"] }', "answers",
     "affects_your_stats needs card_types and stats"),
    ('{ card_types = ["instant"] }', "answers.card_types",
     "must list card types from action, sometimes, anytime, gambling, cheating, action_gambling"),
    ('{ if = "affects_your_stats", card_types = ["action"], stats = ["luck"] }', "answers.stats",
     "must list stats from fortitude, alcohol, gold"),
    ('{ if = "round_live", lose_only = "yes" }', "answers.lose_only", "must be true or false"),
    ('{ if = "round_live", except_families = "x" }', "answers.except_families", "must list card families"),
    ('{ if = "round_live", whenever = true }', "whenever", "is not a known answers field"),
    ('{ stats = ["gold"] }', "answers", "needs an 'if' condition or 'card_types'"),
])
def test_a_bad_answers_table_names_file_card_and_field(table: str, field: str, problem: str) -> None:
    """An answers table is checked from the declared answer fields and its condition's needs."""
    text = (HEAD + '[[card]]\ntitle = "Bad card"\ntype = "sometimes"\ncopies = 7\ntext = "x"\n'
            f'answers = {table}\neffects = [{{ op = "negate" }}]\n')
    with pytest.raises(ContentError) as info:
        load_content(extra_texts=[{"name": "bad.toml", "text": text}])
    assert str(info.value) == f"bad.toml: card 'Bad card': field {field!r}: {problem}"


def test_a_drink_operation_needs_a_drink_condition() -> None:
    """An operation declared ``targets_drink`` needs a mode that answers a Drink."""
    with pytest.raises(ContentError, match="'extra_drink' needs a Drink condition"):
        load_content(extra_texts=[{"name": "bad.toml", "text": _card('{ op = "extra_drink" }')}])


def _subjects(g):
    """What a window might answer now: each frame of the stack, and nothing (a turn or Round decision)."""
    yield None, -1
    for i, frame in enumerate(g.stack):
        yield frame, i


@pytest.mark.parametrize("seed", range(6))
def test_the_answer_indexes_never_miss_a_card_that_holds(seed: int) -> None:
    """Wherever a Sometimes mode holds (the exact conditions), the indexes built from the static forms offer it."""
    rng = random.Random(seed)
    chars = innkeeper.characters()
    g = innkeeper.new_game([chars[(seed * 3 + k) % len(chars)] for k in range(4 + seed % 3)], seed=seed,
                           ask_all=True)
    cards = g.content.cards
    sometimes = [cards[c] for c in sorted(g.content.sometimes)]
    checked = 0
    for step in range(400):
        if g.is_over:
            break
        if step % 2 == 0:
            for subject, index in _subjects(g):
                others, involved_cards, involved = candidates(g, subject)
                quick = quick_answers(g, subject) if subject is not None else None
                for seat in range(len(g.players)):
                    found = involved_cards if seat in involved else others
                    for card in sometimes:
                        for mode in card.modes:
                            if holds(g, seat, card, mode, subject, index):
                                checked += 1
                                assert card.id in found, (card.title, mode.label, subject)
                                assert quick is None or card.id in quick, (card.title, mode.label, subject)
        actions = g.legal_actions()
        g.apply(actions[rng.randrange(len(actions))])
    assert checked > 0


def test_card_affects_asks_each_operation(monkeypatch) -> None:
    """``card_affects`` reads the declaration: an operation declared to change nothing affects nobody."""
    g = innkeeper.new_game(["deirdre", "gerki"], seed=3)
    frame = type("F", (), {"card": 0, "mode": 0, "gear": -1, "player": 0, "targets": [1], "redirects": [],
                           "subject": -1, "chosen": [], "paid": []})()
    jab = next(c for c in g.content.cards if not c.is_drink and c.modes
               and [e.op for e in c.modes[0].effects] == ["lose_fortitude"] and c.modes[0].effects[0].who == "another")
    frame.card = jab.id
    assert answers.card_affects(g, frame, 1, ("fortitude",), True)
    assert not answers.card_affects(g, frame, 0, ("fortitude",), True)
    monkeypatch.setitem(OPS, "lose_fortitude", dataclasses.replace(OPS["lose_fortitude"], changes=()))
    assert not answers.card_affects(g, frame, 1, ("fortitude",), True)
