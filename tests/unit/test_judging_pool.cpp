// The judging pool: records back in input order, each as soon as it is
// judged, and what the judged records waiting to be taken hold bounded in
// bytes.
#define BOOST_TEST_MODULE judging_pool
#include <boost/test/unit_test.hpp>

#include "grids.hpp"
#include "judging_pool.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <thread>

using namespace solve;

namespace {

// Inkala's solution with 30 cells emptied in a pattern of the record's own:
// explained in some 30 steps, which hold kilobytes.
Record puzzle(std::size_t number) {
    std::string text(inkala_solution);
    for (std::size_t k = 0; k < 30; ++k) text[(number * 7 + k * 13) % 81] = '.';
    return Puzzle{grid_of(text), number + 1, sudoku::grammar::Format::line, text};
}

// A record with its verdict, as the writer takes it back.
struct Judged {
    Record record;
    Verdict verdict;
};

// Takes back at least one record, as take_judged does.
bool take(JudgingPool& pool, std::vector<Judged>& judged, std::optional<JudgingPool::Clock::time_point> deadline = {}) {
    return pool.take_judged([&](Record const& record, Verdict const& verdict) { judged.push_back({record, verdict}); },
                            deadline);
}

// Waits, without a limit on the time a loaded machine may take, until every
// worker waits for good.
void until_idle(JudgingPool& pool) {
    while (!pool.idle()) std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

}  // namespace

BOOST_AUTO_TEST_CASE(what_waits_to_be_taken_is_bounded_in_bytes_and_all_comes_back_in_order) {
    unsigned const threads = 4;
    JudgeSettings settings;
    settings.explain = true;
    // A bound that a fraction of the records in flight reach.
    std::size_t const limit = 1 << 20;
    JudgingPool pool(threads, settings, limit);
    std::size_t submitted = 0;
    while (!pool.full()) pool.submit(puzzle(submitted++));
    // Nothing taken: the workers stop once the bound is reached, or when all
    // is judged (which, for this many explanations, is far beyond it).
    until_idle(pool);
    std::size_t const held = pool.held_bytes();
    BOOST_TEST_MESSAGE(submitted << " records submitted; " << held << " bytes held");
    BOOST_TEST(held >= limit);
    // Beyond the bound, at most what each worker was finishing: a chunk of
    // records that each took well over a microsecond to explain.
    BOOST_TEST(held < 2 * limit);
    std::vector<Judged> judged;
    while (!pool.empty()) take(pool, judged);
    BOOST_TEST(judged.size() == submitted);
    for (std::size_t i = 0; i < judged.size(); ++i) {
        BOOST_TEST(std::get<Puzzle>(judged[i].record).first_line == i + 1);
        auto const* solved = std::get_if<outcome::Solved>(&judged[i].verdict);
        BOOST_TEST((solved && solved->explanation && !solved->explanation->steps.empty()));
    }
    BOOST_TEST(pool.held_bytes() == 0u);
}

// The oldest record goes back as soon as it is judged, however long the one
// after it takes (its worker judges both, in one chunk or two), and a wait
// for a record not yet judged ends at its deadline.
BOOST_AUTO_TEST_CASE(a_record_comes_back_when_judged_not_when_its_chunk_is) {
    JudgeSettings settings;
    settings.count_limit = 1000000;
    JudgingPool pool(1, settings);
    std::string const empty(81, '.');
    // Quick ones first, so that the worker takes the slow ones in a chunk
    // with quick ones; then counting a million solutions of the empty grid,
    // three times.
    for (std::size_t i = 0; i < 500; ++i) pool.submit(puzzle(i));
    for (std::size_t i = 0; i < 3; ++i) pool.submit(Puzzle{grid_of(empty), 501 + i, sudoku::grammar::Format::line, empty});
    std::vector<Judged> judged;
    while (judged.size() < 500) take(pool, judged);
    BOOST_TEST(judged.size() == 500u);
    auto soon = JudgingPool::Clock::now() + std::chrono::milliseconds(1);
    BOOST_TEST(!take(pool, judged, soon));
    BOOST_TEST(judged.size() == 500u);
}

// Records pass through the slots many times over, each coming back with its
// own verdict, in order; and a record submitted to a full pool is refused,
// not written over one in flight.
BOOST_AUTO_TEST_CASE(slots_are_reused_in_turn_and_a_full_pool_refuses_more) {
    JudgingPool pool(2, JudgeSettings{});
    std::vector<Judged> judged;
    std::size_t const records = 20000;
    for (std::size_t i = 0; i < records; ++i) {
        while (pool.full()) take(pool, judged);
        pool.submit(puzzle(i));
    }
    std::size_t submitted = records;
    while (!pool.full()) pool.submit(puzzle(submitted++));
    BOOST_CHECK_THROW(pool.submit(puzzle(submitted)), std::logic_error);
    while (!pool.empty()) take(pool, judged);
    BOOST_TEST(judged.size() == submitted);
    for (std::size_t i = 0; i < judged.size(); ++i) {
        BOOST_TEST(std::get<Puzzle>(judged[i].record).first_line == i + 1);
        BOOST_TEST((std::get<Puzzle>(judged[i].record).givens == std::get<Puzzle>(puzzle(i)).givens));
        auto const* solved = std::get_if<outcome::Solved>(&judged[i].verdict);
        auto const alone = std::get<outcome::Solved>(judge(puzzle(i), JudgeSettings{}));
        BOOST_TEST((solved && solved->solution && solved->solution == alone.solution && solved->unique == alone.unique));
    }
}
