// JSON Lines output: one object per record, keys in a fixed order.
#include "dump.hpp"

#include "describe.hpp"
#include "names.hpp"

#include <cstdio>

namespace solve {
namespace {

// A JSON string. Bytes outside printable ASCII are escaped as \u00XX, so the
// output is valid JSON (and plain ASCII) whatever a file name holds.
void write_string(std::ostream& out, std::string_view text) {
    out << '"';
    for (char c : text) {
        auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out << '\\' << c;
        } else if (byte < 0x20 || byte >= 0x7F) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\u%04X", byte);
            out << escape;
        } else {
            out << c;
        }
    }
    out << '"';
}

char const* status_name(Verdict::Status status) {
    switch (status) {
    case Verdict::Status::solved: return "solved";
    case Verdict::Status::no_solution: return "no_solution";
    case Verdict::Status::not_unique: return "not_unique";
    case Verdict::Status::checked: return "checked";
    case Verdict::Status::invalid: break;
    }
    return "invalid";
}

}  // namespace

void write_json(std::ostream& out, Origin const& origin, Record const& record,
                Verdict const& verdict) {
    if (verdict.status == Verdict::Status::checked) return;
    auto const* puzzle = std::get_if<Puzzle>(&record);
    out << "{\"record\":" << origin.record << ",\"file\":";
    write_string(out, origin.file);
    out << ",\"line\":" << (puzzle ? puzzle->first_line : verdict.diagnostic->line);
    out << ",\"puzzle\":";
    if (puzzle) {
        out << '"';
        write_digits(out, puzzle->givens, '.');
        out << '"';
    } else {
        out << "null";
    }
    out << ",\"status\":\"" << status_name(verdict.status) << "\",\"solution\":";
    if (verdict.solution) {
        out << '"';
        write_digits(out, *verdict.solution, '.');
        out << "\",\"unique\":" << (verdict.several ? "false" : "true");
    } else {
        out << "null";
    }
    if (verdict.count) out << ",\"count\":" << *verdict.count;
    if (verdict.rating)
        out << ",\"rating\":{\"level\":\"" << name_of(level_names, verdict.rating->level)
            << "\",\"score\":" << verdict.rating->score << '}';
    if (!verdict.steps.empty()) {
        out << ",\"steps\":[";
        bool first = true;
        for (sudoku::Step const& step : verdict.steps) {
            out << (first ? "" : ",") << "{\"technique\":\"" << technique_key(step.technique) << "\",";
            first = false;
            if (step.placement) {
                out << "\"place\":{\"cell\":\"" << cell_name(step.placement->cell)
                    << "\",\"digit\":" << int{step.placement->digit} << "},";
            } else {
                out << "\"eliminate\":[";
                for (std::size_t i = 0; i < step.eliminations.size(); ++i)
                    out << (i ? "," : "") << "{\"cell\":\"" << cell_name(step.eliminations[i].cell)
                        << "\",\"digit\":" << int{step.eliminations[i].digit} << '}';
                out << "],";
            }
            out << "\"text\":";
            write_string(out, describe(step));
            out << '}';
        }
        out << ']';
    }
    if (!verdict.reason.empty()) {
        out << ",\"reason\":";
        write_string(out, verdict.reason);
    }
    if (verdict.status == Verdict::Status::invalid) {
        out << ",\"column\":" << verdict.diagnostic->column << ",\"error\":";
        write_string(out, verdict.diagnostic->message);
    }
    out << "}\n";
}

}  // namespace solve
