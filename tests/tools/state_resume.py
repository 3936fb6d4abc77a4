"""Resumes explanations from the state before a step, as docs/usage.md says.

Usage: state_resume.py SOLVE PUZZLE_FILE STEPS_PER_PUZZLE
For each puzzle line of PUZZLE_FILE (a TSV whose first field is the puzzle;
'#' lines skipped), explains it (--explain --rate --output=json), then takes
the JSON state before STEPS_PER_PUZZLE steps spread over the solve and reads
it back (--format=marks --explain --rate --output=json). Read back, the state
must give the same steps from that one on (the same techniques, the same
placements and eliminations) and a rating whose ER is the highest difficulty
of those steps.

The caveat of docs/format.md: a state read back places a cell down to one
candidate that no peer holds, so the single that would have placed it is no
step. A state with such a cell (one neither a given nor placed by an earlier
step) is not compared; it must still give the same solution. Prints one line
per failure and a summary; exits 1 if anything failed or no state was compared.
"""
import json
import subprocess
import sys


def peers(cell):
    row, col = divmod(cell, 9)
    box = (row // 3 * 3, col // 3 * 3)
    out = set()
    for other in range(81):
        r, c = divmod(other, 9)
        if other != cell and (r == row or c == col or (r // 3 * 3, c // 3 * 3) == box):
            out.add(other)
    return out


PEERS = [peers(c) for c in range(81)]


def run(solve, args, line):
    done = subprocess.run([solve] + args, input=line + "\n", capture_output=True, text=True)
    return json.loads(done.stdout)


def cell_index(name):  # "r3c5" -> 22
    return (int(name[1]) - 1) * 9 + int(name[3]) - 1


def settled_unplaced(state, placed):
    """Cells of a 729-character state down to one candidate no peer holds, not in `placed`."""
    cands = [{int(ch) for ch in state[9 * c:9 * c + 9] if ch != "."} for c in range(81)]
    return [c for c in range(81) if c not in placed and len(cands[c]) == 1 and
            not any(cands[c] & cands[p] for p in PEERS[c])]


def effect(step):
    return (step["technique"], json.dumps(step.get("place")), json.dumps(step.get("eliminate")))


def main():
    solve, path, per_puzzle = sys.argv[1], sys.argv[2], int(sys.argv[3])
    failures, compared, skipped = [], 0, 0
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        puzzle = line.split("\t")[0]
        whole = run(solve, ["--explain", "--rate", "--output=json"], puzzle)
        steps = whole["steps"]
        placed = {c for c in range(81) if puzzle[c] != "."}
        ks = sorted({len(steps) * i // (per_puzzle + 1) for i in range(1, per_puzzle + 1)} | {len(steps) - 1})
        for k in range(len(steps)):
            if k in ks:
                state = steps[k]["state"]
                back = run(solve, ["--format=marks", "--explain", "--rate", "--output=json"], state)
                if back["solution"] != whole["solution"]:
                    failures.append(f"{puzzle} step {k + 1}: read back, another solution")
                elif settled_unplaced(state, placed):
                    skipped += 1
                else:
                    compared += 1
                    if [effect(s) for s in back["steps"]] != [effect(s) for s in steps[k:]]:
                        failures.append(f"{puzzle} step {k + 1}: read back, other steps")
                    top = max(s["difficulty"] for s in steps[k:])
                    if back["rating"]["er"] != top:
                        failures.append(f"{puzzle} step {k + 1}: read back, ER {back['rating']['er']}, not {top}")
            if "place" in steps[k]:
                placed.add(cell_index(steps[k]["place"]["cell"]))
    for failure in failures:
        print("FAIL " + failure)
    print(f"state_resume: {compared} states resumed alike, {skipped} with a cell the reading places (the caveat)")
    sys.exit(1 if failures or compared == 0 else 0)


main()
