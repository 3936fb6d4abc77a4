// Descriptors 0, 1 and 2 kept for standard input, output and error.
#pragma once

namespace solve {

// A standard descriptor the caller closed (`solve FILE <&-`) would be the
// next one open() returns, so a FILE would be read as standard input, or a
// read-only FILE become standard output. Each closed one is taken by
// /dev/null opened the wrong way round (write-only for input, read-only for
// output), so that using it fails with EBADF, as if it were still closed.
void hold_standard_descriptors();

// Whether two descriptors write to one file (`2>&1`, one terminal, one pipe),
// where the order of their writes is the order a reader sees.
bool same_file(int fd, int other);

}  // namespace solve
