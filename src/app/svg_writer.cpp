#include "svg_writer.hpp"

#include "svg_style.hpp"
#include "text_writer.hpp"

#include <string>
#include <string_view>

namespace solve {
namespace {

// Text in an element or attribute: markup characters escaped; a byte XML
// may not hold (a control character, or one outside ASCII, which a
// diagnostic may quote from the input and need not be UTF-8) as \xNN.
std::string xml_text(std::string_view text) {
    static constexpr char hex[] = "0123456789abcdef";
    std::string escaped;
    for (char c : text) {
        auto byte = static_cast<unsigned char>(c);
        if (c == '&') escaped += "&amp;";
        else if (c == '<') escaped += "&lt;";
        else if (c == '>') escaped += "&gt;";
        else if (c == '"') escaped += "&quot;";
        else if (byte < 0x20 || byte >= 0x7f) escaped += std::string("\\x") + hex[byte >> 4] + hex[byte & 15];
        else escaped += c;
    }
    return escaped;
}

void begin_document(std::ostream& out, std::string_view title) {
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" << svg::printed_side
        << "\" height=\"" << svg::printed_side << "\" viewBox=\"0 0 " << svg::side << ' ' << svg::side << "\">\n"
        << "<title>" << xml_text(title) << "</title>\n"
        << "<rect width=\"" << svg::side << "\" height=\"" << svg::side << "\" fill=\"#ffffff\"/>\n";
}

void end_document(std::ostream& out) { out << "</svg>\n"; }

// The thin lines first, so that the thick ones lie over their ends.
void write_lines(std::ostream& out) {
    for (bool thick : {false, true}) {
        out << "<g stroke=\"#000000\" stroke-linecap=\"square\" stroke-width=\""
            << (thick ? svg::thick_line : svg::thin_line) << "\">\n";
        for (int i = 0; i <= 9; ++i) {
            if ((i % 3 == 0) != thick) continue;
            int at = svg::margin + i * svg::cell, from = svg::margin, to = svg::margin + svg::board;
            out << "<line x1=\"" << from << "\" y1=\"" << at << "\" x2=\"" << to << "\" y2=\"" << at << "\"/>\n";
            out << "<line x1=\"" << at << "\" y1=\"" << from << "\" x2=\"" << at << "\" y2=\"" << to << "\"/>\n";
        }
        out << "</g>\n";
    }
}

void begin_group(std::ostream& out, std::string_view kind, int size, std::string_view colour, bool bold) {
    out << "<g class=\"" << kind << "\" font-family=\"" << svg::font << "\" font-size=\"" << size
        << "\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"" << colour << '"'
        << (bold ? " font-weight=\"bold\"" : "") << ">\n";
}

void write_text(std::ostream& out, int x, int y, sudoku::Digit digit) {
    out << "<text x=\"" << x << "\" y=\"" << y << "\">" << static_cast<char>('0' + digit) << "</text>\n";
}

// A cell's top-left corner, in the viewBox's units.
int left_of(sudoku::Cell c) { return svg::margin + (c % 9) * svg::cell; }
int top_of(sudoku::Cell c) { return svg::margin + (c / 9) * svg::cell; }

// The digits of `grid` that `skip` leaves empty (every one when no skip),
// one to a cell, at its centre.
void write_digits_of(std::ostream& out, std::string_view kind, sudoku::Grid const& grid,
                     sudoku::Grid const* skip) {
    bool given = kind == "given";
    begin_group(out, kind, svg::digit_size, given ? svg::given_colour : svg::filled_colour, given);
    for (sudoku::Cell c = 0; c < sudoku::cell_count; ++c) {
        if (grid.digits[c] == sudoku::no_digit || (skip && skip->digits[c] != sudoku::no_digit)) continue;
        write_text(out, left_of(c) + svg::cell / 2, top_of(c) + svg::cell / 2, grid.digits[c]);
    }
    out << "</g>\n";
}

// Each unsettled cell's candidates, digit d at the d-th of its 3x3 places
// (row-major, as on a phone's keypad).
void write_candidates(std::ostream& out, sudoku::PencilMarks const& state) {
    begin_group(out, "candidate", svg::candidate_size, svg::candidate_colour, false);
    for (sudoku::Cell c = 0; c < sudoku::cell_count; ++c) {
        if (state[c].size() < 2) continue;
        state[c].for_each([&](sudoku::Digit d) {
            int x = left_of(c) + ((d - 1) % 3) * svg::place + svg::place / 2;
            int y = top_of(c) + ((d - 1) / 3) * svg::place + svg::place / 2;
            write_text(out, x, y, d);
        });
    }
    out << "</g>\n";
}

void write_board(std::ostream& out, std::string_view title, sudoku::Grid const& givens,
                 sudoku::Grid const* solution, sudoku::PencilMarks const* state) {
    begin_document(out, title);
    write_lines(out);
    write_digits_of(out, "given", givens, nullptr);
    if (solution) write_digits_of(out, "filled", *solution, &givens);
    if (state) write_candidates(out, *state);
    end_document(out);
}

// A record not drawn: why, in the title and on the picture.
void write_bare(std::ostream& out, std::string const& title) {
    begin_document(out, title);
    out << "<text x=\"" << svg::margin << "\" y=\"" << svg::side / 2 << "\" font-family=\"" << svg::font
        << "\" font-size=\"" << svg::reason_size << "\" fill=\"#000000\">" << xml_text(title) << "</text>\n";
    end_document(out);
}

std::string title_of(Origin const& origin, std::string_view what) {
    return "record " + std::to_string(origin.record) + ": " + std::string(what);
}

std::string unsolved_title(Origin const& origin, Verdict const& verdict, std::string_view reason) {
    bool several = std::holds_alternative<outcome::NotUnique>(verdict);
    return title_of(origin, (several ? "no unique solution: " : "no solution: ") + std::string(reason));
}

}  // namespace

void write_svg(std::ostream& out, Origin const& origin, Record const& record, Verdict const& verdict) {
    if (Diagnostic const* d = malformation(verdict)) {
        return write_bare(out, title_of(origin, "invalid: line " + std::to_string(d->line) + ", column " +
                                                    std::to_string(d->column) + ": " + d->message));
    }
    auto const& puzzle = std::get<Puzzle>(record);
    if (auto reason = reason_of(verdict))
        return write_board(out, unsolved_title(origin, verdict, *reason), puzzle.givens, nullptr, nullptr);
    if (puzzle.marks)
        return write_board(out, title_of(origin, "pencil marks"), puzzle.givens, nullptr, &puzzle.marks->marks);
    auto const* solved = std::get_if<outcome::Solved>(&verdict);
    bool drawn = solved && solved->solution;
    write_board(out, title_of(origin, drawn ? "solution" : "puzzle"), puzzle.givens,
                drawn ? &*solved->solution : nullptr, nullptr);
}

void write_svg(std::ostream& out, GeneratedRecord const& generated) {
    write_board(out, "puzzle " + std::to_string(generated.number), generated.puzzle, nullptr, nullptr);
}

}  // namespace solve
