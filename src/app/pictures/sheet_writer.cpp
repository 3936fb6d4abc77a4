#include "sheet_writer.hpp"

#include "names.hpp"
#include "svg_board.hpp"
#include "text_writer.hpp"

#include <string_view>

namespace solve {
namespace {

using svg::xml_text;

// Every printed page is one `.page` box of 190 x 255 mm, which fits inside
// the 10 mm margins of both A4 (190 x 277) and Letter (196 x 259), so that
// each box prints as exactly one page; a grid of 2 x 2 or 2 x 3 puzzles, or
// 3 x 4 solutions, shares it.
constexpr std::string_view sheet_style = R"(body { margin: 0; font-family: sans-serif; color: #000; background: #fff; }
.page { box-sizing: border-box; width: 190mm; height: 255mm; overflow: hidden; display: grid; align-items: center; justify-items: center; }
.page + .page { break-before: page; }
.puzzles-4 { grid-template-columns: repeat(2, 1fr); grid-template-rows: repeat(2, 1fr); }
.puzzles-6 { grid-template-columns: repeat(2, 1fr); grid-template-rows: repeat(3, 1fr); }
.solutions { grid-template-columns: repeat(3, 1fr); grid-template-rows: repeat(4, 1fr); }
figure { margin: 0; text-align: center; }
figcaption { font-size: 11pt; margin-top: 2mm; }
.puzzles-4 svg { width: 85mm; height: 85mm; }
.puzzles-6 svg { width: 72mm; height: 72mm; }
.solutions svg { width: 52mm; height: 52mm; }
.solutions figcaption { font-size: 9pt; margin-top: 1mm; }
.unprinted p { width: 70mm; font-size: 10pt; overflow-wrap: anywhere; }
@media screen { body { background: #ddd; } .page { background: #fff; margin: 8mm auto; } }
)";

constexpr std::size_t solutions_per_page = 12;

std::string_view page_size(Paper paper) { return paper == Paper::a4 ? "A4 portrait" : "letter portrait"; }

// "Puzzle 3: fiendish (6.6)": its number, level and ER; a puzzle with
// several solutions has no level (SE rates none), and says so.
std::string caption(std::size_t number, std::optional<sudoku::Rating> const& rating, bool unique) {
    std::string text = "Puzzle " + std::to_string(number);
    if (!unique) return text + ": several solutions";
    if (rating)
        text += ": " + std::string(name_of(level_names, rating->level)) + " (" + figure_words(rating->er, rating->er_bound) + ')';
    return text;
}

}  // namespace

// A new printed page every `per_page` records, the page itself with the
// first.
void SheetWriter::begin_item() {
    if (items_ == 0) {
        out_ << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
             << "<title>Sudoku puzzles to print</title>\n<style>\n@page { size: " << page_size(settings_.paper)
             << "; margin: 10mm; }\n" << sheet_style << "</style>\n</head>\n<body>\n";
    }
    if (items_ % settings_.per_page == 0) {
        if (items_ > 0) out_ << "</div>\n";
        out_ << "<div class=\"page puzzles-" << settings_.per_page << "\">\n";
    }
    ++items_;
}

// A puzzle read as pencil marks is printed with them.
void SheetWriter::write_puzzle(std::size_t number, sudoku::Grid const& givens, std::string const& caption,
                               sudoku::PencilMarks const* marks) {
    begin_item();
    out_ << "<figure class=\"puzzle\" id=\"puzzle-" << number << "\">\n";
    svg::draw_grid(out_, "puzzle " + std::to_string(number), givens, nullptr, marks);
    out_ << "<figcaption>" << xml_text(caption) << "</figcaption>\n</figure>\n";
}

void SheetWriter::add(Origin const& origin, Record const& record, Verdict const& verdict) {
    if (auto const* solved = std::get_if<outcome::Solved>(&verdict); solved && solved->solution) {
        auto const& puzzle = std::get<Puzzle>(record);
        auto const& givens = puzzle.givens;
        write_puzzle(origin.record, givens, caption(origin.record, solved->rating, solved->unique),
                     puzzle.marks ? &puzzle.marks->marks : nullptr);
        answers_.push_back({origin.record, givens, *solved->solution});
        return;
    }
    auto words = unsolved_words(verdict);
    if (!words) return;  // --check writes nothing
    begin_item();
    out_ << "<figure class=\"unprinted\" id=\"puzzle-" << origin.record << "\">\n<p>Record " << origin.record << ": "
         << xml_text(*words) << "</p>\n</figure>\n";
}

void SheetWriter::add(GeneratedRecord const& generated) {
    write_puzzle(generated.number, generated.puzzle, caption(generated.number, generated.rating, true));
    answers_.push_back({generated.number, generated.puzzle, generated.solution});
}

void SheetWriter::write_solutions() {
    for (std::size_t i = 0; i < answers_.size(); ++i) {
        if (i % solutions_per_page == 0) out_ << (i > 0 ? "</div>\n" : "") << "<div class=\"page solutions\">\n";
        auto const& [number, givens, solution] = answers_[i];
        out_ << "<figure class=\"solution\" id=\"solution-" << number << "\">\n";
        svg::draw_grid(out_, "solution " + std::to_string(number), givens, &solution);
        out_ << "<figcaption>Solution " << number << "</figcaption>\n</figure>\n";
    }
    if (!answers_.empty()) out_ << "</div>\n";
}

void SheetWriter::finish() {
    if (items_ == 0) return;
    out_ << "</div>\n";
    write_solutions();
    out_ << "</body>\n</html>\n";
    items_ = 0;
    answers_.clear();
}

}  // namespace solve
