#!/usr/bin/env python3
"""Checks an --output=sheet page (docs/pictures.md) against the records it
prints: it parses (the writer keeps it well-formed XML); its @page size; its
pages of PER_PAGE puzzles, then of 12 solutions; each puzzle's givens and its
caption (number, level and ER), each record not printed in its place with
why, each solution's digits.
Usage: sheet_check.py SHEET PAPER PER_PAGE EXPECTED
EXPECTED: one line a record, 'puzzle N GIVENS SOLUTION LEVEL ER' (81
characters each, '.' empty; LEVEL 'several' for several solutions, ER '-'),
or 'unprinted N WORDS...'."""
import sys
import xml.etree.ElementTree as ET

MARGIN, CELL = 8, 36  # docs/pictures.md


def digits(svg, kinds):
    grid = ["."] * 81
    for g in svg.iter("g"):
        if g.get("class") in kinds:
            for t in g.iter("text"):
                column, row = (int(t.get("x")) - MARGIN) // CELL, (int(t.get("y")) - MARGIN) // CELL
                grid[row * 9 + column] = t.text
    return "".join(grid)


def main():
    sheet, paper, per_page, expected = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    root = ET.parse(sheet).getroot()
    style = root.find("head/style").text
    size = {"a4": "A4 portrait", "letter": "letter portrait"}[paper]
    assert f"@page {{ size: {size}; margin: 10mm; }}" in style, "not the paper asked for"
    pages = [d for d in root.find("body") if d.tag == "div"]
    records = [line.split(" ", 2) if line.startswith("unprinted") else line.split()
               for line in open(expected).read().splitlines()]
    printed = [r for r in records if r[0] == "puzzle"]
    puzzle_pages = [p for p in pages if p.get("class") == f"page puzzles-{per_page}"]
    solution_pages = [p for p in pages if p.get("class") == "page solutions"]
    assert len(pages) == len(puzzle_pages) + len(solution_pages), "a page of neither kind"
    assert len(puzzle_pages) == -(-len(records) // per_page), f"{len(puzzle_pages)} pages of puzzles"
    assert len(solution_pages) == -(-len(printed) // 12), f"{len(solution_pages)} pages of solutions"
    items = [f for p in puzzle_pages for f in p.findall("figure")]
    assert [len(p.findall("figure")) for p in puzzle_pages[:-1]] == [per_page] * (len(puzzle_pages) - 1), \
        "a page of puzzles not full before the last"
    assert len(items) == len(records), f"{len(items)} items for {len(records)} records"
    for item, record in zip(items, records):
        number = record[1]
        assert item.get("id") == f"puzzle-{number}", f"record {number} out of its place"
        if record[0] == "unprinted":
            assert item.get("class") == "unprinted", f"record {number} printed"
            assert item.find("p").text == f"Record {number}: {record[2]}", f"record {number}'s words"
            continue
        _, number, givens, solution, level, er = record
        assert digits(item.find("svg"), {"given"}) == givens, f"puzzle {number}'s givens"
        want = f"Puzzle {number}: " + ("several solutions" if level == "several" else f"{level} ({er})")
        assert item.find("figcaption").text == want, f"caption {item.find('figcaption').text!r}, not {want!r}"
    solutions = [f for p in solution_pages for f in p.findall("figure")]
    assert len(solutions) == len(printed), "a solution missing"
    for figure, (_, number, givens, solution, _, _) in zip(solutions, printed):
        assert figure.find("figcaption").text == f"Solution {number}", f"solution {number}'s caption"
        svg = figure.find("svg")
        assert digits(svg, {"given"}) == givens, f"solution {number}'s givens"
        assert digits(svg, {"given", "filled"}) == solution, f"solution {number}'s digits"


main()
