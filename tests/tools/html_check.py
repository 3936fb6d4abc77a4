#!/usr/bin/env python3
"""Checks a stream of --explain --output=html pages against the JSON of the
same explanations (--explain --output=json), record by record
(docs/pictures.md): each page parses (the writer keeps it well-formed XML);
its title; the header's puzzle and its count of steps by technique; the
steps, each once and in order, a run of singles together; each step's picture
drawn on the state JSON gives before it: its open cells' candidates, the
cells it places filled as placed, every candidate it removes on a red disc
and struck, and a chain step's links, strong and weak; the end: the
solution, or the state where the steps stop.
Usage: html_check.py PAGES JSON_LINES
Prints the techniques drawn, one a line, on success."""
import collections
import json
import re
import sys
import xml.etree.ElementTree as ET

MARGIN, CELL, PLACE = 8, 36, 12  # docs/pictures.md
SINGLES = {"hidden_single", "naked_single"}


def cell_index(name):  # "r1c2"
    return (int(name[1]) - 1) * 9 + int(name[3]) - 1


def place(cell, digit):
    row, column = divmod(cell, 9)
    r, c = divmod(digit - 1, 3)
    return MARGIN + column * CELL + c * PLACE + PLACE // 2, MARGIN + row * CELL + r * PLACE + PLACE // 2


def corner(cell):
    row, column = divmod(cell, 9)
    return MARGIN + column * CELL, MARGIN + row * CELL


def group(svg, kind):
    return [g for g in svg.iter("g") if g.get("class") == kind]


def texts(svg, kind):
    return {(int(t.get("x")), int(t.get("y")), t.text) for g in group(svg, kind) for t in g.iter("text")}


def candidates_of(state, placed):
    """The candidates of a 729-character state's open cells, as drawn."""
    return {(*place(c, d), str(d)) for c in range(81) if c not in placed
            for d in range(1, 10) if state[c * 9 + d - 1] != "."}


def check_picture(svg, steps, placed):
    assert svg.find("title") is not None and svg.find("title").text, "a step's picture has no title"
    assert svg.get("viewBox") == "0 0 340 340", "not the board's viewBox"
    state = steps[0]["state"]
    want = candidates_of(state, placed)
    assert texts(svg, "candidate") == want, "the candidates drawn are not the state's before the step"
    placed_cells = {cell_index(s["place"]["cell"]) for s in steps if "place" in s}
    fills = {(int(r.get("x")), int(r.get("y"))) for g in group(svg, "fills") for r in g.iter("rect")
             if r.get("class") == "placed"}
    assert fills == {corner(c) for c in placed_cells}, "the placed cells are not the ones filled"
    removed = {place(cell_index(e["cell"]), e["digit"]) for s in steps for e in s.get("eliminate", [])}
    discs = {(int(c.get("cx")), int(c.get("cy"))) for g in group(svg, "marks") for c in g.iter("circle")
             if c.get("class") == "eliminated"}
    assert discs == removed, "the removed candidates are not the ones on red discs"
    struck = {((int(l.get("x1")) + int(l.get("x2"))) // 2, (int(l.get("y1")) + int(l.get("y2"))) // 2)
              for g in group(svg, "eliminated") for l in g.iter("line")}
    assert struck == removed, "the removed candidates are not the ones struck"
    links = [l for g in group(svg, "links") for l in g.iter("line")]
    key = steps[0]["technique"]
    if "chain" in key or "cycle" in key or key == "turbot_fish":
        assert links, f"no link drawn for {steps[0]['technique']}"
        assert {l.get("class") for l in links} <= {"strong", "weak"}, "a link neither strong nor weak"
    for element in svg.iter():
        for attribute in ("x", "y", "cx", "cy", "x1", "y1", "x2", "y2"):
            if element.get(attribute) is not None:
                assert 0 <= float(element.get(attribute)) <= 340, f"{element.tag} drawn off the board"
    return placed | placed_cells


def check_page(page, record):
    root = ET.fromstring(page)
    assert root.tag == "html", "the root is not html"
    title = root.find("head/title").text
    body = root.find("body")
    assert body.find("h1").text == title, "the heading is not the title"
    if "steps" not in record:
        assert "explanation" not in title, "a page of steps for a record without"
        return []
    assert title == f"record {record['record']}: explanation", f"title {title!r}"
    steps = record["steps"]
    header = body.find("header")
    givens = {(*[MARGIN + (c % 9) * CELL + CELL // 2, MARGIN + (c // 9) * CELL + CELL // 2], d)
              for c, d in enumerate(record["puzzle"]) if d != "."}
    assert texts(header.find("figure/svg"), "given") == {(x, y, d) for x, y, d in givens}, "the puzzle's givens"
    counts = collections.Counter(re.search(r"   (.+?) \(\d+\.\d\)", s["text"]).group(1) for s in steps)
    rows = [row for row in header.iter("tr") if row.find("td") is not None]
    table = {row.find("td/a").text: int(row[1].text) for row in rows}
    assert table == dict(counts), f"the steps by technique: {table} against {dict(counts)}"
    links = {row.find("td/a").text: row.find("td/a").get("href") for row in rows}
    placed = {c for c, d in enumerate(record["puzzle"]) if d != "."}
    sections = [s for s in body.findall("section") if s.get("class") == "step"]
    seen = 0
    for section in sections:
        lines = [p.text for p in section.iter("p") if p.get("class") == "line"]
        run = steps[seen:seen + len(lines)]
        assert [s["text"] for s in run] == lines, f"the steps from {seen + 1} are not in order"
        assert section.get("id") == f"step-{seen + 1}", "a section's id"
        if len(run) > 1:
            assert all(s["technique"] in SINGLES for s in run), "steps grouped that are not all singles"
        placed = check_picture(section.find("figure/svg"), run, placed)
        for step in run:  # the table links each technique to its first step's section
            name = re.search(r"   (.+?) \(\d+\.\d\)", step["text"]).group(1)
            if name in links:
                assert links.pop(name) == "#" + section.get("id"), f"the link to the first {name}"
        seen += len(run)
    assert seen == len(steps), f"{seen} steps drawn of {len(steps)}"
    end = [s for s in body.findall("section") if s.get("class") == "end"]
    assert len(end) == 1, "no end section"
    solved = end[0].find("div/h2").text == "Solved"
    assert solved == (record.get("stopped") is None), "solved or stopped, against the JSON"
    if solved:
        filled = texts(end[0].find("figure/svg"), "filled")
        assert len(filled) == record["puzzle"].count("."), "the solution's filled digits"
    return [s["technique"] for s in steps]


def main():
    pages = open(sys.argv[1], encoding="utf-8").read().split("</html>\n")
    assert pages[-1] == "", "the stream does not end with a page's end"
    records = [json.loads(line) for line in open(sys.argv[2], encoding="utf-8")]
    assert len(pages) - 1 == len(records), f"{len(pages) - 1} pages for {len(records)} records"
    drawn = set()
    for page, record in zip(pages, records):
        try:
            drawn.update(check_page(page + "</html>\n", record))
        except AssertionError as e:
            sys.exit(f"record {record['record']}: {e}")
    for technique in sorted(drawn):
        print(technique)


if __name__ == "__main__":
    main()
