#!/usr/bin/env python3
"""Checks what a person would see in a PNG screenshot of an --output=svg
picture (tests/scripts/svg_render.sh): each probe is a box of pixels that
must hold a dark one (a digit drawn there) or be all white (an empty cell, the
background). Decodes 8-bit RGB/RGBA PNGs itself, so that it needs no imaging
library.
Usage: png_pixels.py PNG SCALE PROBE...   PROBE: dark:X,Y or white:X,Y, in the
SVG's viewBox units; SCALE: pixels to a unit; a probe's box is 8 units a side;
or fill:RRGGBB:X,Y, a box of 3 units a side whose every pixel is within 24 of
that colour in each of red, green and blue (a cell's fill, between its digits).
An offset:X,Y first moves the probes after it (the picture's place on a page)."""
import struct
import sys
import zlib


def decode(path):
    """A function (x, y) -> (red, green, blue) of the PNG at `path`."""
    width, height, rows, step = decode_image(path)
    return lambda x, y: tuple(rows[y][x * step:x * step + 3])


def decode_image(path):
    """The PNG at `path` as (width, height, rows, bytes a pixel)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at, chunks, header = 8, [], None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        at += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, "not an 8-bit RGB(A) PNG"
    step = 3 if colour == 2 else 4
    raw, stride, rows, previous = zlib.decompress(b"".join(chunks)), width * step, [], bytearray(width * step)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up, corner = previous[i], previous[i - step] if i >= step else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                near = min((abs(p - left), left), (abs(p - up), up), (abs(p - corner), corner), key=lambda t: t[0])
                line[i] = (line[i] + near[1]) & 255
        rows.append(line)
        previous = line
    return width, height, rows, step


def main():
    rgb, scale = decode(sys.argv[1]), float(sys.argv[2])
    pixel = lambda x, y: sum(rgb(x, y)) // 3
    left, top = 0.0, 0.0
    for probe in sys.argv[3:]:
        want, place = probe.split(":", 1)
        if want == "offset":
            left, top = (float(v) for v in place.split(","))
            continue
        if want == "fill":
            colour, place = place.split(":")
            x, y = (float(v) for v in place.split(","))
            wanted = [int(colour[i:i + 2], 16) for i in (0, 2, 4)]
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    got = rgb(int(left + (x + dx) * scale), int(top + (y + dy) * scale))
                    if any(abs(a - b) > 24 for a, b in zip(got, wanted)):
                        sys.exit(f"not #{colour} at {place}: #{bytes(got).hex()}")
            continue
        x, y = (float(v) for v in place.split(","))
        box = [pixel(int(left + (x + dx) * scale), int(top + (y + dy) * scale))
               for dx in range(-4, 5) for dy in range(-4, 5)]
        if want == "dark" and min(box) >= 128:
            sys.exit(f"nothing dark at {place} (darkest {min(box)})")
        if want == "white" and min(box) < 245:
            sys.exit(f"not white at {place} (darkest {min(box)})")


if __name__ == "__main__":
    main()
