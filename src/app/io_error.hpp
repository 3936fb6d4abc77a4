// A write to stdout failed; nothing more can usefully be done.
#pragma once

namespace solve {

struct WriteError {
    int error_number;
};

}  // namespace solve
