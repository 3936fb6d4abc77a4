// The byte blocks that read(2) fills and write(2) empties. A std::vector<char>
// zeroes its bytes when made or grown, which at start-up writes every page of
// the input and output blocks (a third of an easy run's start-up); these bytes
// are always written before they are read, so they are left as they come.
#pragma once

#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace solve {

template <class T>
struct UninitialisedAllocator : std::allocator<T> {
    template <class U>
    struct rebind {
        using other = UninitialisedAllocator<U>;
    };
    UninitialisedAllocator() = default;
    template <class U>
    UninitialisedAllocator(UninitialisedAllocator<U> const&) noexcept {}

    template <class U>
    void construct(U* place) noexcept {
        ::new (static_cast<void*>(place)) U;
    }
    template <class U, class... Args>
    void construct(U* place, Args&&... args) {
        ::new (static_cast<void*>(place)) U(std::forward<Args>(args)...);
    }
};

using IoBytes = std::vector<char, UninitialisedAllocator<char>>;

}  // namespace solve
