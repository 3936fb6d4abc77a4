#!/usr/bin/env python3
"""Compares a rendered PNG with a reference image within a stated tolerance
(tests/scripts/reference_images.sh): the same size; at most 0.05% of the
pixels differ from the reference by more than 64 in any of red, green and
blue, and the mean difference over all pixels and channels is at most 2.
Anti-aliasing and hinting move edge pixels by a little; a digit missing,
moved or of another colour moves a few hundred pixels by a lot (a digit is
about 0.15% of a 340-pixel picture), which the first bound catches.
Usage: png_compare.py PNG REFERENCE"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from png_pixels import decode_image  # noqa: E402


def main():
    got, want = decode_image(sys.argv[1]), decode_image(sys.argv[2])
    if (got[0], got[1]) != (want[0], want[1]):
        sys.exit(f"{got[0]}x{got[1]} pixels, the reference {want[0]}x{want[1]}")
    width, height, far, total = got[0], got[1], 0, 0
    for a, b in zip(got[2], want[2]):
        for i in range(0, len(a), got[3]):
            d = [abs(a[i + c] - b[i + c]) for c in range(3)]
            far += max(d) > 64
            total += sum(d)
    share, mean = far / (width * height), total / (width * height * 3)
    if share > 0.0005 or mean > 2:
        sys.exit(f"{far} pixels ({share:.3%}) far from the reference, mean difference {mean:.2f}")


main()
