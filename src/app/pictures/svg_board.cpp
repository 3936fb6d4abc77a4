#include "svg_board.hpp"

#include "svg_style.hpp"

namespace solve::svg {
namespace {

void begin_group(std::ostream& out, std::string_view kind, int size, std::string_view colour, bool bold) {
    out << "<g class=\"" << kind << "\" font-family=\"" << font << "\" font-size=\"" << size
        << "\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"" << colour << '"'
        << (bold ? " font-weight=\"bold\"" : "") << ">\n";
}

void write_text(std::ostream& out, int x, int y, sudoku::Digit digit) {
    out << "<text x=\"" << x << "\" y=\"" << y << "\">" << static_cast<char>('0' + digit) << "</text>\n";
}

}  // namespace

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

int left_of(sudoku::Cell c) { return margin + (c % 9) * cell; }
int top_of(sudoku::Cell c) { return margin + (c / 9) * cell; }
int candidate_x(sudoku::Cell c, sudoku::Digit d) { return left_of(c) + ((d - 1) % 3) * place + place / 2; }
int candidate_y(sudoku::Cell c, sudoku::Digit d) { return top_of(c) + ((d - 1) / 3) * place + place / 2; }

void begin_picture(std::ostream& out, std::string_view title, bool standalone) {
    out << "<svg " << (standalone ? "xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" " : "") << "width=\""
        << printed_side << "\" height=\"" << printed_side << "\" viewBox=\"0 0 " << side << ' ' << side << "\">\n"
        << "<title>" << xml_text(title) << "</title>\n"
        << "<rect width=\"" << side << "\" height=\"" << side << "\" fill=\"#ffffff\"/>\n";
}

void end_picture(std::ostream& out) { out << "</svg>\n"; }

void write_lines(std::ostream& out) {
    for (bool thick : {false, true}) {
        out << "<g stroke=\"#000000\" stroke-linecap=\"square\" stroke-width=\"" << (thick ? thick_line : thin_line)
            << "\">\n";
        for (int i = 0; i <= 9; ++i) {
            if ((i % 3 == 0) != thick) continue;
            int at = margin + i * cell, from = margin, to = margin + board;
            out << "<line x1=\"" << from << "\" y1=\"" << at << "\" x2=\"" << to << "\" y2=\"" << at << "\"/>\n";
            out << "<line x1=\"" << at << "\" y1=\"" << from << "\" x2=\"" << at << "\" y2=\"" << to << "\"/>\n";
        }
        out << "</g>\n";
    }
}

void write_digits(std::ostream& out, std::string_view kind, sudoku::Grid const& grid, sudoku::Grid const* skip) {
    bool given = kind == "given";
    begin_group(out, kind, digit_size, given ? given_colour : filled_colour, given);
    for (sudoku::Cell c = 0; c < sudoku::cell_count; ++c) {
        if (grid.digits[c] == sudoku::no_digit || (skip && skip->digits[c] != sudoku::no_digit)) continue;
        write_text(out, left_of(c) + cell / 2, top_of(c) + cell / 2, grid.digits[c]);
    }
    out << "</g>\n";
}

void write_candidates(std::ostream& out, sudoku::PencilMarks const& state, sudoku::Grid const& settled) {
    begin_group(out, "candidate", candidate_size, candidate_colour, false);
    for (sudoku::Cell c = 0; c < sudoku::cell_count; ++c) {
        if (settled.digits[c] != sudoku::no_digit) continue;
        state[c].for_each([&](sudoku::Digit d) { write_text(out, candidate_x(c, d), candidate_y(c, d), d); });
    }
    out << "</g>\n";
}

void draw_grid(std::ostream& out, std::string_view title, sudoku::Grid const& givens, sudoku::Grid const* solution,
               sudoku::PencilMarks const* state, bool standalone) {
    begin_picture(out, title, standalone);
    write_lines(out);
    write_digits(out, "given", givens, nullptr);
    if (solution) write_digits(out, "filled", *solution, &givens);
    if (state) write_candidates(out, *state, givens);
    end_picture(out);
}

}  // namespace solve::svg
