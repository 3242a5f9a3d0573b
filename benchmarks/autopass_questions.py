"""The questions a person at the terminal is asked, by kind: before auto-pass ("today") and with each auto-pass mode.

Run: python benchmarks/autopass_questions.py [--seeds 1-10] [--ask-all] [--modes mine,playable,always]

Whole games against 3 heuristic bots, the person (seat 0) answering as a heuristic bot would, the same seeds
for every column, through the terminal's own prompt (``innkeeper/question_count.py``). "Today" is the terminal
before auto-pass: every decision of the person's went to the prompt, one discard per answer. For each column,
"acted" counts the questions answered with something other than a pass: the person's own choices, which no
auto-pass can spare without taking a choice away, so acted / today is the lowest ratio any auto-pass could reach
with this person. Each auto-pass column also gives its own games' decisions ("same games"): every decision of the
person's in those very games, which the terminal before auto-pass would have asked, one discard per answer (the
questions plus the auto-answered decisions); its ratio does not depend on how long the person lasted in each column.
"""

from __future__ import annotations

import argparse

from innkeeper import question_count


def _seeds(text: str) -> range:
    """"1-10" or "7"."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1-10", type=_seeds)
    parser.add_argument("--ask-all", action="store_true", help="every window asks everyone")
    parser.add_argument("--modes", default="mine", help="auto-pass modes to count beside today")
    args = parser.parse_args()
    modes = args.modes.split(",")
    columns = {"today": question_count.total(args.seeds, ask_all=args.ask_all, today=True, draw=False)}
    for mode in modes:
        columns[mode] = question_count.total(args.seeds, ask_all=args.ask_all, mode=mode, draw=False)
    today = columns["today"].questions
    kinds = sorted(set().union(*(c.kinds for c in columns.values())),
                   key=lambda k: -max(c.kinds[k] for c in columns.values()))
    print(f"seeds {args.seeds.start}-{args.seeds.stop - 1}, {'--ask-all' if args.ask_all else 'the default table'}; "
          "questions (of which acted: answered with something else than a pass)")
    width = max(len(k) for k in kinds)
    print(f"{'kind':<{width}}" + "".join(f"{name:>16}" for name in columns))
    for k in kinds:
        print(f"{k:<{width}}" + "".join(f"{c.kinds[k]:>8} ({c.acted[k]:>4})" for c in columns.values()))
    print(f"{'all':<{width}}" + "".join(f"{c.questions:>8} ({sum(c.acted.values()):>4})" for c in columns.values()))
    for name, c in columns.items():
        acted = sum(c.acted.values())
        floor = "" if name == "today" else f"; acted {acted} = {acted / today:.0%} of today (the floor)"
        print(f"{name}: {c.questions} questions = {c.questions / today:.0%} of today; single-choice {c.single}; "
              f"auto-answered {c.auto}{floor}")
        if name != "today":
            every = c.questions + c.auto
            print(f"{name}, same games: {c.questions} of their {every} decisions asked = {c.questions / every:.0%}; "
                  f"acted {acted} = {acted / every:.0%}")


if __name__ == "__main__":
    main()
