#include "standard_descriptors.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <initializer_list>

namespace solve {

void hold_standard_descriptors() {
    for (int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        // The lower ones are open by now, so this one is the lowest free.
        int held = open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
        if (held != fd && held >= 0) close(held);  // not expected: leave it closed
    }
}

bool same_file(int fd, int other) {
    struct stat one, two;
    if (fstat(fd, &one) != 0 || fstat(other, &two) != 0) return false;
    return one.st_dev == two.st_dev && one.st_ino == two.st_ino;
}

}  // namespace solve
