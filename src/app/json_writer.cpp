#include "json_writer.hpp"

#include "describe.hpp"
#include "hint_json.hpp"
#include "names.hpp"
#include "tenths.hpp"
#include "text_writer.hpp"  // a grid as the line format's digits, and the words for why not

#include <cstdio>

namespace solve {
namespace {

// The length of the well-formed UTF-8 sequence at the start of `text`
// (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), or 0.
std::size_t utf8_length(std::string_view text) {
    auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    unsigned char lead = byte(0);
    std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    if (lead < 0xC2 || lead > 0xF4 || text.size() < length) return 0;
    // The second byte's range depends on the first; the others are 80-BF.
    unsigned char low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
    unsigned char high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
    if (byte(1) < low || byte(1) > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if ((byte(i) & 0xC0) != 0x80) return 0;
    return length;
}

char const* status_name(Verdict const& verdict) {
    return std::visit(Overloaded{
                          [](outcome::Solved const&) { return "solved"; },
                          [](outcome::NoSolution const&) { return "no_solution"; },
                          [](outcome::Clash const&) { return "no_solution"; },
                          [](outcome::NotUnique const&) { return "not_unique"; },
                          [](outcome::Checked const&) { return "checked"; },
                          [](outcome::Canonical const&) { return "canonical"; },
                          [](auto const&) { return "invalid"; },
                      },
                      verdict);
}

// A difficulty in tenths as a JSON number with one decimal: 2.6.
void write_figure(std::ostream& out, char const* name, int tenths) {
    out << ",\"" << name << "\":" << tenths_text(tenths);
}

// The figures that are only lower bounds are listed by name in "bounds", so
// that a reader who ignores it still gets numbers, and one who checks finds
// an empty list on a complete rating.
void write_rating(std::ostream& out, sudoku::Rating const& rating) {
    out << "{\"level\":\"" << name_of(level_names, rating.level) << '"';
    write_figure(out, "er", rating.er);
    write_figure(out, "ep", rating.ep);
    write_figure(out, "ed", rating.ed);
    // null when no step taken is rated ER (a floor above them all, or no
    // step at all): there is no step to name.
    out << ",\"technique\":";
    if (rating.technique.empty())
        out << "null";
    else
        write_json_string(out, rating.technique);
    out << ",\"bounds\":[";
    char const* separator = "";
    for (auto [name, bound] : {std::pair{"er", rating.er_bound}, {"ep", rating.ep_bound}, {"ed", rating.ed_bound}})
        if (bound) {
            out << separator << '"' << name << '"';
            separator = ",";
        }
    out << "]}";
}

// A state of pencil marks as a JSON string of 729 characters, as the marks
// format writes it.
void write_state(std::ostream& out, sudoku::PencilMarks const& state) {
    out << '"';
    write_marks(out, state, '\0');
    out << '"';
}

// Each step's technique (its JSON key, SE's name in snake case), its difficulty, what it
// does (a placement, or eliminations in cell order), its line of text, and
// the state before it, replayed from the explanation's start.
void write_steps(std::ostream& out, Explanation const& explanation) {
    out << '[';
    bool first = true;
    sudoku::PencilMarks state = explanation.start;
    for (ExplainedStep const& explained : explanation.steps) {
        sudoku::SeStep const& step = explained.step;
        out << (first ? "" : ",") << "{\"technique\":\"" << sudoku::key_of(step.method) << '"';
        first = false;
        write_figure(out, "difficulty", step.difficulty);
        if (step.placed_cell >= 0) {
            out << ",\"place\":{\"cell\":\"" << cell_name(static_cast<sudoku::Cell>(step.placed_cell))
                << "\",\"digit\":" << int{step.placed_digit} << "}";
        } else {
            out << ",\"eliminate\":[";
            char const* separator = "";
            for (int c = 0; c < sudoku::cell_count; ++c)
                for (int d = 1; d <= 9; ++d)
                    if (step.eliminated[c] >> d & 1) {
                        out << separator << "{\"cell\":\"" << cell_name(static_cast<sudoku::Cell>(c))
                            << "\",\"digit\":" << d << '}';
                        separator = ",";
                    }
            out << "]";
        }
        out << ",\"text\":";
        write_json_string(out, explained.text);
        out << ",\"state\":";
        write_state(out, state);
        apply(state, step);
        out << '}';
    }
    out << ']';
}

// A grid as a JSON string of 81 characters, '.' for an empty cell.
void write_grid_string(std::ostream& out, sudoku::Grid const& grid) {
    out << '"';
    write_digits(out, grid);
    out << '"';
}

std::size_t line_of(Record const& record) {
    if (auto const* puzzle = std::get_if<Puzzle>(&record)) return puzzle->first_line;
    if (auto const* none = std::get_if<NoPuzzle>(&record)) return none->diagnostic.line;
    return std::get<Diagnostic>(record).line;
}

// --canonical: the form, the automorphisms, and the map that takes the
// record (its givens, or its solution) to the form: canonical cell i holds
// the record's cell cells[i], its digit d written labels[d - 1].
void write_canonical(std::ostream& out, outcome::Canonical const& canonical) {
    out << ",\"canonical\":{\"of\":\"" << name_of(canonical_kind_names, canonical.kind) << "\",\"form\":\"";
    write_form(out, canonical, '\0');
    out << "\",\"automorphisms\":" << canonical.form.automorphisms << ",\"map\":{\"cells\":[";
    for (int c = 0; c < sudoku::cell_count; ++c) out << (c ? "," : "") << int{canonical.form.map.cells[c]};
    out << "],\"labels\":[";
    for (int d = 1; d <= 9; ++d) out << (d > 1 ? "," : "") << int{canonical.form.map.labels[d]};
    out << "]}}";
}

}  // namespace

// A JSON string. Well-formed UTF-8 goes through as it is; control characters
// are escaped; each byte that is not part of well-formed UTF-8 becomes the
// lone surrogate U+DC80-U+DCFF (Python's "surrogateescape"), which no
// well-formed text yields, so the original bytes can be told and recovered.
void write_json_string(std::ostream& out, std::string_view text) {
    out << '"';
    for (std::size_t i = 0; i < text.size();) {
        auto byte = static_cast<unsigned char>(text[i]);
        char escape[8];
        if (byte == '"' || byte == '\\') {
            out << '\\' << text[i++];
        } else if (byte < 0x20 || byte == 0x7F) {
            std::snprintf(escape, sizeof escape, "\\u%04X", byte);
            out << escape;
            ++i;
        } else if (byte < 0x80) {
            out << text[i++];
        } else if (std::size_t length = utf8_length(text.substr(i))) {
            out << text.substr(i, length);
            i += length;
        } else {
            std::snprintf(escape, sizeof escape, "\\uDC%02X", byte);
            out << escape;
            ++i;
        }
    }
    out << '"';
}

void write_json(std::ostream& out, GeneratedRecord const& generated) {
    out << "{\"record\":" << generated.number << ",\"puzzle\":";
    write_grid_string(out, generated.puzzle);
    out << ",\"solution\":";
    write_grid_string(out, generated.solution);
    // A string: most seeds are above 2^53, which a JSON reader's doubles
    // (jq's, JavaScript's) would round, and the puzzle could not be made again.
    out << ",\"seed\":\"" << generated.seed << "\",\"symmetry\":\"" << name_of(symmetry_names, generated.symmetry)
        << "\",\"rating\":";
    write_rating(out, *generated.rating);
    out << "}\n";
}

void write_json(std::ostream& out, Origin const& origin, Record const& record,
                Verdict const& verdict) {
    if (std::holds_alternative<outcome::Checked>(verdict)) return;
    auto const* puzzle = std::get_if<Puzzle>(&record);
    out << "{\"record\":" << origin.record << ",\"file\":";
    write_json_string(out, origin.file);
    out << ",\"line\":" << line_of(record) << ",\"puzzle\":";
    if (puzzle) {
        write_grid_string(out, puzzle->givens);
    } else {
        out << "null";
    }
    out << ",\"status\":\"" << status_name(verdict) << "\",\"solution\":";
    auto const* solved = std::get_if<outcome::Solved>(&verdict);
    auto const* canonical = std::get_if<outcome::Canonical>(&verdict);
    if (canonical && canonical->solution) {
        write_grid_string(out, *canonical->solution);
        out << ",\"unique\":true";
    } else if (solved && solved->solution) {
        write_grid_string(out, *solved->solution);
        out << ",\"unique\":" << (solved->unique ? "true" : "false");
    } else {
        out << "null";
    }
    // At the limit the count is a floor, as `solutions: N or more` says.
    if (auto count = count_of(verdict))
        out << ",\"count\":" << count->solutions << ",\"count_exact\":" << (count->exact ? "true" : "false");
    if (solved && solved->rating) {
        out << ",\"rating\":";
        write_rating(out, *solved->rating);
    }
    if (solved && solved->explanation && solved->explanation->next_only) {
        // --hint: the step, or null and why there is none.
        auto const& hint = *solved->explanation;
        out << ",\"hint\":";
        if (hint.steps.empty())
            out << "null";
        else
            write_hint(out, hint.steps.front());
        if (!hint.stopped.empty()) {
            out << ",\"stopped\":";
            write_json_string(out, hint.stopped);
        }
    } else if (solved && solved->explanation) {
        // Always there with --explain, if empty (a full grid, a budget spent
        // before the first step): a reader iterates it without a check.
        out << ",\"steps\":";
        write_steps(out, *solved->explanation);
        if (!solved->explanation->stopped.empty()) {
            out << ",\"stopped\":";
            write_json_string(out, solved->explanation->stopped);
        }
    }
    if (auto const* canonical = std::get_if<outcome::Canonical>(&verdict)) write_canonical(out, *canonical);
    if (auto reason = reason_of(verdict)) {
        out << ",\"reason\":";
        write_json_string(out, *reason);
    }
    if (Diagnostic const* error = malformation(verdict)) {
        out << ",\"column\":" << error->column << ",\"error\":";
        write_json_string(out, error->message);
    }
    out << "}\n";
}

}  // namespace solve
