"""Checks solve's JSON Lines against docs/schema/record.schema.json.

Usage: json_records.py SCHEMA KINDS FILE...
Every line of every FILE must be valid against the schema; every kind named
in KINDS (comma-separated, see kinds_of) must be met at least once; and a
rating next to steps must name one of those steps rated ER, or none (null)
when ER is a lower bound above all of them. Prints one line per failure and
exits 1 if there was any.
"""
import json
import sys

import jsonschema


def kinds_of(record):
    """The kinds a record belongs to: its status (or "generated") and its parts."""
    kinds = {record.get("status", "generated")}
    rating = record.get("rating")
    if rating is not None:
        kinds.add("rating")
        kinds.add("technique_null" if rating["technique"] is None else "technique")
    if "steps" in record:
        kinds.add("steps")
    if "stopped" in record:
        kinds.add("stopped")
    if "hint" in record:
        kinds.add("hint_null" if record["hint"] is None else "hint")
        if record["hint"] and record["hint"]["chains"]:
            kinds.add("hint_chain")
    if "count" in record:
        kinds.add("count_exact" if record["count_exact"] else "count_floor")
    if "canonical" in record:
        kinds.add(record["canonical"]["of"])
    return {record.get("status", "generated") + "+" + k for k in kinds} | kinds


def technique_problem(record):
    """Why the rating's technique is not a step of the record's solve, if it is not."""
    rating, steps = record.get("rating"), record.get("steps")
    if rating is None or steps is None:
        return None
    er, technique = rating["er"], rating["technique"]
    at_er = [s for s in steps if s["difficulty"] == er]
    if technique is None:
        return "technique null, yet a step is rated ER" if at_er else None
    # A step's text is "EFFECT   TECHNIQUE (DIFFICULTY): EVIDENCE".
    if not any(f"   {technique} ({er:.1f})" in s["text"] for s in at_er):
        return f"technique {technique!r} at {er} is no step shown"
    return None


def main():
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    wanted = set(filter(None, sys.argv[2].split(",")))
    seen, failures, lines = set(), 0, 0
    for name in sys.argv[3:]:
        with open(name, encoding="utf-8") as file:
            for number, line in enumerate(file, 1):
                lines += 1
                where = f"{name}:{number}"
                try:
                    record = json.loads(line)
                except ValueError as error:
                    print(f"FAIL {where}: not JSON: {error}")
                    failures += 1
                    continue
                errors = sorted(validator.iter_errors(record), key=lambda e: e.path)
                if errors:
                    best = jsonschema.exceptions.best_match(errors)
                    print(f"FAIL {where}: {best.message} (at {list(best.absolute_path)})")
                    failures += 1
                    continue
                seen |= kinds_of(record)
                problem = technique_problem(record)
                if problem:
                    print(f"FAIL {where}: {problem}")
                    failures += 1
    for kind in sorted(wanted - seen):
        print(f"FAIL no record of kind {kind}")
        failures += 1
    print(f"json_records: {lines} records, {len(wanted & seen)} of {len(wanted)} kinds, {failures} failed")
    sys.exit(1 if failures or not lines else 0)


main()
