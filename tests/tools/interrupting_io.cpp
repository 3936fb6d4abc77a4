// Preloaded into solve by tests/io_behaviour.sh: every other read(2) and
// write(2) fails with EINTR, as if a signal had arrived, and the others move
// at most a few bytes, as reads from a slow pipe and writes to a full one do.
// solve must retry both and lose nothing.
#include <dlfcn.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace {

template <typename F>
F next(char const* name) {
    return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

thread_local unsigned calls = 0;

}  // namespace

extern "C" ssize_t read(int fd, void* buffer, size_t size) {
    static auto const real = next<ssize_t (*)(int, void*, size_t)>("read");
    if (++calls % 2 == 0) {
        errno = EINTR;
        return -1;
    }
    return real(fd, buffer, std::min<size_t>(size, 7));
}

extern "C" ssize_t write(int fd, void const* buffer, size_t size) {
    static auto const real = next<ssize_t (*)(int, void const*, size_t)>("write");
    if (++calls % 2 == 0) {
        errno = EINTR;
        return -1;
    }
    return real(fd, buffer, std::min<size_t>(size, 3));
}
