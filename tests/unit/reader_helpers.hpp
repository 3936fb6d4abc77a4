// Feeding test input to a LineSource through a real file descriptor.
#pragma once

#include <cstdio>
#include <string>

class InputFile {
public:
    explicit InputFile(std::string const& bytes) : file_(std::tmpfile()) {
        std::fwrite(bytes.data(), 1, bytes.size(), file_);
        std::fflush(file_);
        std::rewind(file_);
    }
    ~InputFile() { std::fclose(file_); }
    InputFile(InputFile const&) = delete;
    InputFile& operator=(InputFile const&) = delete;
    int fd() const { return fileno(file_); }

private:
    std::FILE* file_;
};
