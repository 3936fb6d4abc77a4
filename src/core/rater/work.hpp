// The budget of one rating, counted in steps of work rather than time: the
// searches that can run long (unique loops, BUG, aligned exclusions, every
// chain search) count what they do as they do it, so that a budget stops
// them at the same point on any machine, at any load, in any thread.
//
// A step is one elementary move of a search: a candidate state reached by
// a chain's propagation or walked back through its ancestors, a cell added
// to a loop's path, a pair or triple of cells judged by an exclusion, a
// cell of the grid scanned by BUG or by a chain's rules. The techniques
// below unique loops (singles, intersections, subsets, fish, wings) are
// bounded by the grid's size and count nothing.
#pragma once

#include <cstdint>

namespace sudoku::se {

class Work {
public:
    // `limit` steps may be taken; 0: no limit.
    explicit Work(std::uint64_t limit = 0) : left_(limit), limited_(limit > 0) {}

    // Takes `steps` more. Past the limit the rating is cut, for good: this
    // and every later call say so, and every search stops at its next ask.
    // `floor`: the least difficulty (tenths) of the step being sought, every
    // easier technique having found nothing, recorded at the cut.
    bool spend(std::uint64_t steps, int floor) {
        if (cut_) return true;
        spent_ += steps;
        if (!limited_) return false;
        if (steps <= left_) {
            left_ -= steps;
            return false;
        }
        left_ = 0;
        cut_ = true;
        floor_ = floor;
        return true;
    }
    bool cut() const { return cut_; }
    // Whether `steps` more can be taken without a cut.
    bool affords(std::uint64_t steps) const { return !cut_ && (!limited_ || steps <= left_); }
    std::uint64_t spent() const { return spent_; }  // up to the cut
    int floor() const { return floor_; }
    // A search that asked an inner one, cut there, bounds its own step.
    void raise_floor(int floor) {
        if (floor > floor_) floor_ = floor;
    }

private:
    std::uint64_t left_, spent_ = 0;
    bool limited_;
    bool cut_ = false;
    int floor_ = 0;
};

}  // namespace sudoku::se
