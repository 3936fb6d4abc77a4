#!/usr/bin/env python3
"""Checks a stream of --output=svg documents against the records they draw
(docs/pictures.md): each document parses as XML; its root is an svg with the
SVG namespace and a viewBox; it has a title; a grid's 20 lines; the givens as
class "given" text at their cells' centres, the other digits of a solution as
"filled", the candidates of a state as "candidate" at their places in the cell.
Usage: svg_check.py SVG_STREAM EXPECTED
EXPECTED: one line a document: 'grid GIVENS SOLUTION' (81 characters each,
'.' empty; SOLUTION '-' for none), 'marks STATE' (729 characters), or 'bare'
(a record that is not a puzzle: a title and no grid)."""
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
MARGIN, CELL, PLACE = 8, 36, 12  # docs/pictures.md


def centre(cell):
    row, column = divmod(cell, 9)
    return MARGIN + column * CELL + CELL // 2, MARGIN + row * CELL + CELL // 2


def place(cell, digit):
    row, column = divmod(cell, 9)
    r, c = divmod(digit - 1, 3)
    return MARGIN + column * CELL + c * PLACE + PLACE // 2, MARGIN + row * CELL + r * PLACE + PLACE // 2


def texts(root, kind):
    found = set()
    for group in root.iter(NS + "g"):
        if group.get("class") == kind:
            for t in group.iter(NS + "text"):
                found.add((int(t.get("x")), int(t.get("y")), t.text))
    return found


def check(document, expected):
    root = ET.fromstring(document)
    assert root.tag == NS + "svg", "root is not an svg element"
    assert root.get("viewBox"), "no viewBox"
    assert root.get("width", "").endswith("mm") and root.get("height", "").endswith("mm"), "no printed size"
    title = root.find(NS + "title")
    assert title is not None and title.text, "no title"
    words = expected.split()
    lines = list(root.iter(NS + "line"))
    if words[0] == "bare":
        assert not lines, "a grid drawn for a record that is not a puzzle"
        return
    assert len(lines) == 20, f"{len(lines)} lines, not 20"
    if words[0] == "grid":
        givens, solution = words[1], words[2]
        want = {(*centre(c), d) for c, d in enumerate(givens) if d != "."}
        assert texts(root, "given") == want, "the givens are not where they are given"
        filled = set()
        if solution != "-":
            filled = {(*centre(c), d) for c, d in enumerate(solution) if givens[c] == "."}
        assert texts(root, "filled") == filled, "the filled digits are not the solution's"
        assert not texts(root, "candidate"), "candidates drawn on a grid"
    else:
        state = words[1]
        cells = [state[9 * c:9 * c + 9] for c in range(81)]
        singles = {c for c in range(81) if sum(ch != "." for ch in cells[c]) == 1}
        want = {(*centre(c), next(ch for ch in cells[c] if ch != ".")) for c in singles}
        assert texts(root, "given") == want, "the cells down to one candidate are not drawn as digits"
        marks = {(*place(c, int(ch)), ch) for c in range(81) if c not in singles for ch in cells[c] if ch != "."}
        assert texts(root, "candidate") == marks, "the candidates are not at their places"


def main():
    stream = open(sys.argv[1], encoding="utf-8").read()
    expected = open(sys.argv[2]).read().splitlines()
    documents = stream.split("</svg>\n")
    assert documents[-1] == "", "the stream does not end with </svg> and LF"
    documents = [d + "</svg>\n" for d in documents[:-1]]
    if len(documents) != len(expected):
        sys.exit(f"{len(documents)} documents for {len(expected)} records")
    for number, (document, want) in enumerate(zip(documents, expected), 1):
        try:
            check(document, want)
        except (AssertionError, ET.ParseError) as error:
            sys.exit(f"document {number}: {error}")


main()
