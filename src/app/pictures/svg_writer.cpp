#include "svg_writer.hpp"

#include "svg_board.hpp"
#include "svg_style.hpp"
#include "text_writer.hpp"

#include <string>
#include <string_view>

namespace solve {
namespace {

using svg::xml_text;

void begin_document(std::ostream& out, std::string_view title) {
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    svg::begin_picture(out, title, true);
}

void write_board(std::ostream& out, std::string_view title, sudoku::Grid const& givens,
                 sudoku::Grid const* solution, sudoku::PencilMarks const* state) {
    begin_document(out, title);
    svg::write_lines(out);
    svg::write_digits(out, "given", givens, nullptr);
    if (solution) svg::write_digits(out, "filled", *solution, &givens);
    if (state) svg::write_candidates(out, *state, givens);
    svg::end_picture(out);
}

// A record not drawn: why, in the title and on the picture.
void write_bare(std::ostream& out, std::string const& title) {
    begin_document(out, title);
    out << "<text x=\"" << svg::margin << "\" y=\"" << svg::side / 2 << "\" font-family=\"" << svg::font
        << "\" font-size=\"" << svg::reason_size << "\" fill=\"#000000\">" << xml_text(title) << "</text>\n";
    svg::end_picture(out);
}

std::string title_of(Origin const& origin, std::string_view what) {
    return "record " + std::to_string(origin.record) + ": " + std::string(what);
}

}  // namespace

void write_svg(std::ostream& out, Origin const& origin, Record const& record, Verdict const& verdict) {
    if (malformation(verdict)) return write_bare(out, title_of(origin, *unsolved_words(verdict)));
    auto const& puzzle = std::get<Puzzle>(record);
    if (auto words = unsolved_words(verdict)) return write_board(out, title_of(origin, *words), puzzle.givens, nullptr, nullptr);
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
