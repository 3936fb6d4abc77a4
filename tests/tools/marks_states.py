#!/usr/bin/env python3
"""Pencil-mark states and Sukaku Explainer's ratings of them: tests/data/marks_rated.tsv.

Three kinds of 729-character state (81 cells x 9 positions, digit d at position d while
it is a candidate, '.' once eliminated):
  pruned   a calibration puzzle's candidate state (each empty cell holds the digits no
           given peer has) with 1 to 20 false candidates (not in the solution) removed;
  midway   a calibration puzzle's candidate state after the first k steps of
           `solve --explain`, each placement clearing its digit from the cell's peers;
  tdillon  t-dillon/pencilmark_sudoku lines, kept where serate rates them in time.
Every choice comes from one fixed seed, so the same solve gives the same states.

Usage:
  marks_states.py header                       the data file's header
  marks_states.py states SOLVE [CALIBRATION]   pruned and midway: 'STATE<TAB>KIND' lines
  marks_states.py tdillon DATASETS             the t-dillon sample tried: same form
  marks_states.py rate SERATE [--each=SECONDS] 'STATE<TAB>KIND' on stdin rated by serate:
      'STATE<TAB>ER<TAB>EP<TAB>ED<TAB>KIND<TAB>TECHNIQUE'; one JVM for all, or with --each
      one a state with that timeout; a state that times out, and one serate rates 0.0 (no
      solution) or 20.0 (beyond its solver), is left out and told on stderr
SERATE is a command taking serate's --input= and --output= (it adds --techs and --format).
"""
import datetime
import json
import os
import random
import subprocess
import sys
import tempfile
import time

SEED = 43
CALIBRATION = os.path.join(os.path.dirname(__file__), "..", "data", "se_rated_calibration.tsv")
# The calibration file's ER bands (tests/data/README.md); so many puzzles from each.
BANDS = [(1.0, 1.5), (1.6, 2.5), (2.6, 3.9), (4.0, 5.9), (6.0, 6.9), (7.0, 7.9), (8.0, 8.9),
         (9.0, 99.0)]
PER_BAND = 10  # for each kind
MAX_REMOVED = 20
TDILLON = [("pencilmark_gurobi_hard", 5), ("pencilmark_hard_020-029k_first1000", 50)]  # every Nth


def peers(cell):
    r, c = divmod(cell, 9)
    box = (r // 3 * 3, c // 3 * 3)
    return {p for p in range(81) if p != cell and (
        p // 9 == r or p % 9 == c or (p // 9 // 3 * 3, p % 9 // 3 * 3) == box)}


PEERS = [peers(cell) for cell in range(81)]


def candidate_state(puzzle):
    """Each given as its one digit; each empty cell the digits no given peer has."""
    state = []
    for cell, ch in enumerate(puzzle):
        if ch in "123456789":
            state.append({int(ch)})
        else:
            seen = {int(puzzle[p]) for p in PEERS[cell] if puzzle[p] in "123456789"}
            state.append(set(range(1, 10)) - seen)
    return state


def marks_line(state):
    return "".join(str(d) if d in cands else "." for cands in state for d in range(1, 10))


def cell_index(name):  # "r3c5" -> 22
    return (int(name[1]) - 1) * 9 + int(name[3]) - 1


def apply_step(state, step):
    if "place" in step:
        cell, digit = cell_index(step["place"]["cell"]), step["place"]["digit"]
        assert digit in state[cell], step["text"]
        state[cell] = {digit}
        for p in PEERS[cell]:
            state[p].discard(digit)
    else:
        for e in step["eliminate"]:
            state[cell_index(e["cell"])].discard(e["digit"])


def run_solve(solve, puzzles, *options):
    out = subprocess.run([solve, "-q", *options], input="\n".join(puzzles) + "\n",
                         capture_output=True, text=True, check=True).stdout
    return out.splitlines()


def calibration_sample(path, rng):
    """PER_BAND puzzles of each ER band for each kind, drawn by rng: {kind: [puzzle]}."""
    rows = [line.split("\t") for line in open(path) if not line.startswith("#")]
    chosen = {"pruned": [], "midway": []}
    for low, high in BANDS:
        band = [row[0] for row in rows if low <= float(row[1]) <= high]
        picked = rng.sample(band, 2 * PER_BAND)
        chosen["pruned"] += picked[:PER_BAND]
        chosen["midway"] += picked[PER_BAND:]
    return chosen


def pruned_states(solve, puzzles, rng):
    solutions = run_solve(solve, puzzles, "--output=line")
    for puzzle, solution in zip(puzzles, solutions):
        state = candidate_state(puzzle)
        false = [(cell, d) for cell in range(81) for d in sorted(state[cell])
                 if d != int(solution[cell])]
        for cell, d in rng.sample(false, min(len(false), rng.randint(1, MAX_REMOVED))):
            state[cell].discard(d)
        yield marks_line(state)


def midway_states(solve, puzzles, rng):
    records = run_solve(solve, puzzles, "--explain", "--budget=0", "--output=json")
    for puzzle, record in zip(puzzles, records):
        record = json.loads(record)
        assert record["puzzle"] == puzzle and "stopped" not in record, puzzle
        steps = record["steps"]
        state = candidate_state(puzzle)
        for step in steps[:rng.randint(1, len(steps) - 1)]:
            apply_step(state, step)
        yield marks_line(state)


def states(solve, calibration=CALIBRATION):
    rng = random.Random(SEED)
    chosen = calibration_sample(calibration, rng)
    for line in pruned_states(solve, chosen["pruned"], rng):
        print(line + "\tpruned")
    for line in midway_states(solve, chosen["midway"], rng):
        print(line + "\tmidway")


def tdillon(datasets):
    for name, every in TDILLON:
        lines = open(os.path.join(datasets, name)).read().split()
        for line in lines[::every]:
            print(line + "\ttdillon")


def serate(command, lines, timeout):
    """serate's output lines for lines, or None past timeout seconds."""
    with tempfile.TemporaryDirectory() as work:
        into, out = os.path.join(work, "in"), os.path.join(work, "out")
        with open(into, "w") as f:
            f.write("\n".join(lines) + "\n")
        try:
            subprocess.run([*command.split(), "--input=" + into, "--output=" + out],
                           check=True, timeout=timeout, stdout=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return None
        return open(out).read().splitlines()


def rate(command, each=None):
    rows = [line.rstrip("\n").split("\t") for line in sys.stdin if line.strip()]
    batches = [[row] for row in rows] if each else [rows]
    start, timed_out, left_out = time.monotonic(), 0, 0
    for batch in batches:
        out = serate(command, [state for state, _ in batch], each)
        if out is None:
            timed_out += 1
            print(f"timed out after {each} s: {batch[0][0]}", file=sys.stderr)
            continue
        assert len(out) == len(batch), (len(out), len(batch))
        for (state, kind), line in zip(batch, out):
            given, er, ep, ed, technique = line.split(" ", 4)
            assert given == state, (given, state)
            if float(er) in (0.0, 20.0):  # serate's 'No solution', 'Beyond solver'
                left_out += 1
                print(f"left out, ER {er} ({technique}): {state}", file=sys.stderr)
                continue
            print("\t".join([state, er, ep, ed, kind, technique]))
    print(f"rated {len(rows) - timed_out} of {len(rows)} ({timed_out} timed out, {left_out} "
          f"left out) in {time.monotonic() - start:.1f} s", file=sys.stderr)


def header():
    print("# Pencil-mark states rated by Sukaku Explainer's serate (github SudokuMonster/"
          "SukakuExplainer, commit 362854e),\n"
          "# limited to SE 1.2.1's techniques: java -cp CLASSES diuf.sudoku.test.serate "
          "--techs=1111000011010111011011011011000010100010111111\n"
          "#   --format='%g %r %p %d %R' --threads=1 --input=IN --output=OUT\n"
          "# made by tests/tools/marks_states.py (tests/data/README.md gives its commands);"
          " kinds: pruned, midway, tdillon;\n"
          f"# rated {datetime.date.today()}\n"
          "# state\tER\tEP\tED\tkind\thardest technique (ER)")


def main(args):
    if args == ["header"]:
        header()
    elif args[:1] == ["states"] and len(args) in (2, 3):
        states(*args[1:])
    elif args[:1] == ["tdillon"] and len(args) == 2:
        tdillon(args[1])
    elif args[:1] == ["rate"] and len(args) == 2:
        rate(args[1])
    elif args[:1] == ["rate"] and len(args) == 3 and args[2].startswith("--each="):
        rate(args[1], float(args[2][len("--each="):]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
