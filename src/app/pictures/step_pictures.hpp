// The pictures of an HTML explanation (html_writer.hpp): the board as a
// step finds it, with the step's pattern, removals, placement and chain
// links drawn on its pencil marks. Inline SVG, for an HTML page.
#pragma once

#include "explanation.hpp"

#include <ostream>
#include <span>
#include <string_view>

namespace solve {

// The board the steps are taken on, replayed from the explanation's start.
struct StepBoard {
    StepBoard(sudoku::PencilMarks const& start, sudoku::Grid const& givens)
        : state(start), givens(givens), placed(givens) {}
    void apply(sudoku::SeStep const& step);

    sudoku::PencilMarks state;
    sudoku::Grid givens;
    sudoku::Grid placed;  // the givens, and the digits the steps have placed since
};

// A hidden or naked single: such steps are drawn together, a run of them on
// one picture.
bool is_single(ExplainedStep const& step);

// The board's digits, and the candidates of its open cells.
void draw_state(std::ostream& out, std::string_view title, StepBoard const& board);
// The board before `steps` (one, or a run of singles), with what each
// rests on and what it does marked.
void draw_steps(std::ostream& out, std::string_view title, StepBoard const& board,
                std::span<ExplainedStep const> steps);

}  // namespace solve
