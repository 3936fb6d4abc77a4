#include "step_pictures.hpp"

#include "svg_board.hpp"
#include "svg_style.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <string>

namespace solve {
namespace {

using sudoku::Cell;
using sudoku::Digit;

// How a candidate is marked, the later kinds over the earlier.
enum class Mark : std::uint8_t { none, pattern, off, on, placed, eliminated };
using Marks = std::array<std::array<Mark, 10>, sudoku::cell_count>;

void mark(Marks& marks, Cell c, Digit d, Mark kind) {
    Mark& m = marks[c][d];
    if (kind > m) m = kind;
}

std::string_view class_of(Mark kind) {
    constexpr std::array<std::string_view, 6> names = {"", "pattern", "off", "on", "placed", "eliminated"};
    return names[static_cast<std::size_t>(kind)];
}

std::string_view fill_of(Mark kind) {
    switch (kind) {
    case Mark::pattern:
    case Mark::on:
    case Mark::placed:
        return svg::pattern_mark;
    case Mark::off:
        return svg::off_mark;
    case Mark::eliminated:
        return svg::eliminated_mark;
    case Mark::none:
        break;
    }
    return "none";
}

// A coordinate of a link's end or head, with one decimal at most.
std::string coordinate(double value) {
    std::array<char, 32> text;
    auto end = std::to_chars(text.data(), text.data() + text.size(), std::round(value * 10) / 10,
                             std::chars_format::fixed, 1).ptr;
    std::string written(text.data(), end);
    if (written.ends_with(".0")) written.resize(written.size() - 2);
    return written == "-0" ? "0" : written;
}

// A cell filled, of class `kind`: "unit", "cell" or "placed".
void fill_cell(std::ostream& out, Cell c, std::string_view kind, std::string_view colour) {
    out << "<rect class=\"" << kind << "\" x=\"" << svg::left_of(c) << "\" y=\"" << svg::top_of(c) << "\" width=\"" << svg::cell
        << "\" height=\"" << svg::cell << "\" fill=\"" << colour << "\"/>\n";
}

// The step's houses, then its cells, then what it places: under the lines.
void write_fills(std::ostream& out, std::span<ExplainedStep const> steps) {
    out << "<g class=\"fills\">\n";
    for (auto const& step : steps) {
        if (!step.drawing) continue;
        for (int unit : step.drawing->units)
            for (Cell c : sudoku::units[static_cast<std::size_t>(unit)].cells) fill_cell(out, c, "unit", svg::unit_fill);
    }
    for (auto const& step : steps)
        if (step.drawing)
            for (Cell c : step.drawing->cells) fill_cell(out, c, "cell", svg::cell_fill);
    for (auto const& step : steps)
        if (step.step.placed_cell >= 0) fill_cell(out, static_cast<Cell>(step.step.placed_cell), "placed", svg::placed_fill);
    out << "</g>\n";
}

Marks marks_of(StepBoard const& board, std::span<ExplainedStep const> steps) {
    Marks marks{};
    auto open = [&](Cell c, Digit d) { return board.placed.digits[c] == sudoku::no_digit && board.state[c].contains(d); };
    for (auto const& step : steps) {
        if (auto const& drawing = step.drawing) {
            for (Cell c : drawing->cells)
                drawing->digits.for_each([&](Digit d) { if (open(c, d)) mark(marks, c, d, Mark::pattern); });
            for (std::size_t u = 0; u < drawing->lined; ++u)
                for (Cell c : sudoku::units[static_cast<std::size_t>(drawing->units[u])].cells)
                    drawing->digits.for_each([&](Digit d) { if (open(c, d)) mark(marks, c, d, Mark::pattern); });
            for (ChainMark const& m : drawing->marks)
                if (open(m.cell, m.digit)) mark(marks, m.cell, m.digit, m.on ? Mark::on : Mark::off);
        }
        // A placement says all a step does (its cell's other candidates go
        // with it), as in the JSON output.
        if (step.step.placed_cell >= 0) {
            mark(marks, static_cast<Cell>(step.step.placed_cell), step.step.placed_digit, Mark::placed);
            continue;
        }
        for (Cell c = 0; c < sudoku::cell_count; ++c)
            for (Digit d = 1; d <= 9; ++d)
                if ((step.step.eliminated[c] >> d & 1) && open(c, d)) mark(marks, c, d, Mark::eliminated);
    }
    return marks;
}

void write_discs(std::ostream& out, Marks const& marks) {
    out << "<g class=\"marks\">\n";
    for (Cell c = 0; c < sudoku::cell_count; ++c)
        for (Digit d = 1; d <= 9; ++d)
            if (marks[c][d] != Mark::none)
                out << "<circle class=\"" << class_of(marks[c][d]) << "\" cx=\"" << svg::candidate_x(c, d) << "\" cy=\"" << svg::candidate_y(c, d) << "\" r=\""
                    << svg::mark_radius << "\" fill=\"" << fill_of(marks[c][d]) << "\"/>\n";
    out << "</g>\n";
}

// A removed candidate is struck through, corner to corner of its place.
void write_strikes(std::ostream& out, Marks const& marks) {
    out << "<g class=\"eliminated\" stroke=\"#000000\" stroke-width=\"1\">\n";
    int half = svg::mark_radius;
    for (Cell c = 0; c < sudoku::cell_count; ++c)
        for (Digit d = 1; d <= 9; ++d)
            if (marks[c][d] == Mark::eliminated) {
                int x = svg::candidate_x(c, d), y = svg::candidate_y(c, d);
                out << "<line x1=\"" << x - half << "\" y1=\"" << y + half << "\" x2=\"" << x + half << "\" y2=\""
                    << y - half << "\"/>\n";
            }
    out << "</g>\n";
}

// Each link from the edge of one candidate's disc to the edge of the
// other's, its head a small triangle at the second.
void write_links(std::ostream& out, std::span<ExplainedStep const> steps) {
    out << "<g class=\"links\" stroke=\"" << svg::link_colour << "\" stroke-width=\"" << svg::link_width
        << "\" fill=\"" << svg::link_colour << "\">\n";
    for (auto const& step : steps) {
        if (!step.drawing) continue;
        for (ChainLink const& link : step.drawing->links) {
            double x1 = svg::candidate_x(link.from.cell, link.from.digit), y1 = svg::candidate_y(link.from.cell, link.from.digit);
            double x2 = svg::candidate_x(link.to.cell, link.to.digit), y2 = svg::candidate_y(link.to.cell, link.to.digit);
            double dx = x2 - x1, dy = y2 - y1, span = std::hypot(dx, dy);
            if (span <= 2.0 * svg::mark_radius) continue;  // neighbours: no room for an arrow
            double ux = dx / span, uy = dy / span, r = svg::mark_radius;
            double sx = x1 + ux * r, sy = y1 + uy * r, ex = x2 - ux * r, ey = y2 - uy * r;
            out << "<line class=\"" << (link.strong() ? "strong" : "weak") << "\" x1=\"" << coordinate(sx) << "\" y1=\""
                << coordinate(sy) << "\" x2=\"" << coordinate(ex) << "\" y2=\"" << coordinate(ey) << '"'
                << (link.strong() ? "" : std::string(" stroke-dasharray=\"") + std::string(svg::weak_dashes) + '"')
                << "/>\n";
            double head = 4, wing = 2.5;
            out << "<polygon stroke=\"none\" points=\"" << coordinate(ex) << ',' << coordinate(ey) << ' '
                << coordinate(ex - ux * head - uy * wing) << ',' << coordinate(ey - uy * head + ux * wing) << ' '
                << coordinate(ex - ux * head + uy * wing) << ',' << coordinate(ey - uy * head - ux * wing) << "\"/>\n";
        }
    }
    out << "</g>\n";
}

// The givens, and the digits the steps before placed.
void write_settled(std::ostream& out, StepBoard const& board) {
    svg::write_digits(out, "given", board.givens, nullptr);
    svg::write_digits(out, "filled", board.placed, &board.givens);
}

}  // namespace

void StepBoard::apply(sudoku::SeStep const& step) {
    solve::apply(state, step);
    if (step.placed_cell >= 0) placed.digits[static_cast<std::size_t>(step.placed_cell)] = step.placed_digit;
}

bool is_single(ExplainedStep const& step) {
    auto evidence = sudoku::row_of(step.step.method.technique).evidence;
    return evidence == sudoku::SeEvidence::hidden_single || evidence == sudoku::SeEvidence::naked_single;
}

void draw_state(std::ostream& out, std::string_view title, StepBoard const& board) {
    svg::begin_picture(out, title, false);
    svg::write_lines(out);
    write_settled(out, board);
    svg::write_candidates(out, board.state, board.placed);
    svg::end_picture(out);
}

void draw_steps(std::ostream& out, std::string_view title, StepBoard const& board, std::span<ExplainedStep const> steps) {
    Marks marks = marks_of(board, steps);
    svg::begin_picture(out, title, false);
    write_fills(out, steps);
    svg::write_lines(out);
    write_discs(out, marks);
    write_settled(out, board);
    svg::write_candidates(out, board.state, board.placed);
    write_strikes(out, marks);
    write_links(out, steps);
    svg::end_picture(out);
}

}  // namespace solve
