#include "html_writer.hpp"

#include "explanation.hpp"
#include "step_pictures.hpp"
#include "svg_board.hpp"
#include "tenths.hpp"
#include "text_writer.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace solve {
namespace {

using svg::xml_text;

// The page's own style: the pictures beside their text on a wide screen,
// above it on a narrow one; a step never split across printed pages.
constexpr std::string_view page_style = R"(body { font-family: sans-serif; margin: 1em auto; max-width: 62em; padding: 0 1em; color: #000; background: #fff; }
h1 { font-size: 1.4em; }
h2 { font-size: 1.1em; margin: 0 0 0.4em; }
header, section { display: flex; flex-wrap: wrap; gap: 1em 1.5em; align-items: flex-start; padding: 1em 0; border-top: 1px solid #999; break-inside: avoid; }
figure { margin: 0; }
figure svg { width: 340px; height: 340px; }
.text { flex: 1 1 20em; min-width: 0; }
.line { font-family: monospace; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.2em 0; }
table { border-collapse: collapse; }
td, th { text-align: left; padding: 0.1em 0.8em 0.1em 0; }
td.count { text-align: right; }
)";

void begin_page(std::ostream& out, std::string const& title) {
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        << "<title>" << xml_text(title) << "</title>\n<style>\n" << page_style << "</style>\n</head>\n<body>\n"
        << "<h1>" << xml_text(title) << "</h1>\n";
}

void end_page(std::ostream& out) { out << "</body>\n</html>\n"; }

// The steps' sections, [first, last) each: a step with a pattern alone, or
// a run of singles together, placed on one picture.
using Sections = std::vector<std::pair<std::size_t, std::size_t>>;

Sections sections_of(std::vector<ExplainedStep> const& steps) {
    Sections sections;
    for (std::size_t first = 0; first < steps.size();) {
        std::size_t last = first + 1;
        if (is_single(steps[first]))
            while (last < steps.size() && is_single(steps[last])) ++last;
        sections.emplace_back(first, last);
        first = last;
    }
    return sections;
}

// How many steps of each technique, in the order each first appears, each
// linked to the section of its first step: at a few hundred steps, the way
// to the hard ones.
void write_technique_table(std::ostream& out, std::vector<ExplainedStep> const& steps, Sections const& sections) {
    struct Count {
        std::string_view name;
        int steps;
        std::size_t section;  // its first step's
    };
    std::vector<Count> counts;
    for (auto [first, last] : sections)
        for (std::size_t i = first; i < last; ++i) {
            auto name = steps[i].step.name();
            auto it = std::find_if(counts.begin(), counts.end(), [&](Count const& c) { return c.name == name; });
            if (it == counts.end()) counts.push_back({name, 1, first});
            else ++it->steps;
        }
    out << "<table class=\"techniques\">\n<tr><th>technique</th><th>steps</th></tr>\n";
    for (auto const& [name, count, section] : counts)
        out << "<tr><td><a href=\"#step-" << section + 1 << "\">" << xml_text(name) << "</a></td><td class=\"count\">"
            << count << "</td></tr>\n";
    out << "</table>\n";
}

void write_header(std::ostream& out, sudoku::Grid const& givens, Explanation const& explanation,
                  Sections const& sections) {
    out << "<header>\n<figure>\n";
    svg::draw_grid(out, "the puzzle", givens, nullptr);
    out << "</figure>\n<div class=\"text\">\n<p class=\"rating\">Rating: " << rating_words(explanation.rating)
        << " (ER/EP/ED on Sudoku Explainer's scale)</p>\n<p class=\"steps\">" << explanation.steps.size()
        << (explanation.steps.size() == 1 ? " step" : " steps") << (explanation.stopped.empty() ? " to the solution" : "")
        << "</p>\n";
    if (!explanation.steps.empty()) write_technique_table(out, explanation.steps, sections);
    out << "</div>\n</header>\n";
}

std::string section_title(std::size_t first, std::size_t last, std::vector<ExplainedStep> const& steps) {
    if (last - first > 1)
        return "Steps " + std::to_string(first + 1) + "-" + std::to_string(last) + ": " +
               std::to_string(last - first) + " singles";
    auto const& step = steps[first].step;
    return "Step " + std::to_string(first + 1) + ": " + std::string(step.name()) + " (" +
           tenths_text(step.difficulty) + ")";
}

// The steps in order, each on the board as the steps before it left it,
// which `board` is then.
void write_steps(std::ostream& out, StepBoard& board, Explanation const& explanation, Sections const& sections) {
    auto const& steps = explanation.steps;
    for (auto [first, last] : sections) {
        std::string title = section_title(first, last, steps);
        out << "<section class=\"step\" id=\"step-" << first + 1 << "\">\n<figure>\n";
        draw_steps(out, title, board, {steps.begin() + static_cast<std::ptrdiff_t>(first),
                                       steps.begin() + static_cast<std::ptrdiff_t>(last)});
        out << "</figure>\n<div class=\"text\">\n<h2>" << xml_text(title) << "</h2>\n";
        for (std::size_t i = first; i < last; ++i) out << "<p class=\"line\">" << xml_text(steps[i].text) << "</p>\n";
        out << "</div>\n</section>\n";
        for (std::size_t i = first; i < last; ++i) board.apply(steps[i].step);
    }
}

// Where the steps end: the solution, or why they stop before it.
void write_end(std::ostream& out, StepBoard const& board, outcome::Solved const& solved) {
    auto const& explanation = *solved.explanation;
    bool stopped = !explanation.stopped.empty();
    out << "<section class=\"end\">\n<figure>\n";
    if (stopped || !solved.solution) draw_state(out, "where the steps stop", board);
    else svg::draw_grid(out, "the solution", board.givens, &*solved.solution);
    out << "</figure>\n<div class=\"text\">\n<h2>" << (stopped ? "Stopped" : "Solved") << "</h2>\n";
    if (stopped) out << "<p class=\"line\">stopped: " << xml_text(explanation.stopped) << "</p>\n";
    out << "</div>\n</section>\n";
}

}  // namespace

void write_html(std::ostream& out, Origin const& origin, Record const& record, Verdict const& verdict) {
    if (malformation(verdict)) {
        begin_page(out, record_title(origin, *unsolved_words(verdict)));
        return end_page(out);
    }
    auto const& puzzle = std::get<Puzzle>(record);
    if (auto words = unsolved_words(verdict)) {
        begin_page(out, record_title(origin, *words));
        out << "<figure>\n";
        svg::draw_grid(out, "the puzzle", puzzle.givens, nullptr);
        out << "</figure>\n";
        return end_page(out);
    }
    auto const& solved = std::get<outcome::Solved>(verdict);
    begin_page(out, record_title(origin, "explanation"));
    Sections const sections = sections_of(solved.explanation->steps);
    write_header(out, puzzle.givens, *solved.explanation, sections);
    StepBoard board{solved.explanation->start, puzzle.givens};
    write_steps(out, board, *solved.explanation, sections);
    write_end(out, board, solved);
    end_page(out);
}

}  // namespace solve
