#include "svg_writer.hpp"

#include "svg_board.hpp"
#include "svg_style.hpp"
#include "text_writer.hpp"

#include <string>
#include <string_view>

namespace solve {
namespace {

using svg::xml_text;

constexpr std::string_view xml_declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

// A standalone document of the grid (svg::draw_grid), as an SVG file begins.
void write_board(std::ostream& out, std::string_view title, sudoku::Grid const& givens,
                 sudoku::Grid const* solution, sudoku::PencilMarks const* state) {
    out << xml_declaration;
    svg::draw_grid(out, title, givens, solution, state, true);
}

// A record not drawn: why, in the title and on the picture.
void write_bare(std::ostream& out, std::string const& title) {
    out << xml_declaration;
    svg::begin_picture(out, title, true);
    out << "<text x=\"" << svg::margin << "\" y=\"" << svg::side / 2 << "\" font-family=\"" << svg::font
        << "\" font-size=\"" << svg::reason_size << "\" fill=\"#000000\">" << xml_text(title) << "</text>\n";
    svg::end_picture(out);
}

}  // namespace

void write_svg(std::ostream& out, Origin const& origin, Record const& record, Verdict const& verdict) {
    if (malformation(verdict)) return write_bare(out, record_title(origin, *unsolved_words(verdict)));
    auto const& puzzle = std::get<Puzzle>(record);
    if (auto words = unsolved_words(verdict)) return write_board(out, record_title(origin, *words), puzzle.givens, nullptr, nullptr);
    if (puzzle.marks)
        return write_board(out, record_title(origin, "pencil marks"), puzzle.givens, nullptr, &puzzle.marks->marks);
    auto const* solved = std::get_if<outcome::Solved>(&verdict);
    bool drawn = solved && solved->solution;
    write_board(out, record_title(origin, drawn ? "solution" : "puzzle"), puzzle.givens,
                drawn ? &*solved->solution : nullptr, nullptr);
}

void write_svg(std::ostream& out, GeneratedRecord const& generated) {
    write_board(out, "puzzle " + std::to_string(generated.number), generated.puzzle, nullptr, nullptr);
}

}  // namespace solve
