#!/usr/bin/env python3
"""Replays an asciicast v2 file in pyte (an independent terminal emulator) and prints the final screen.

Usage: replay_cast.py FILE.cast
Checks the format on the way (header keys and types, events [time, code, data] with non-decreasing times)
and exits 1 with a message on the first problem. Prints the screen's lines, trailing blanks removed.
Needs pyte: `pip install pyte` or `apt-get install python3-pyte`.
"""
import json
import sys

import pyte


def main(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    header = json.loads(lines[0])
    for key, kind in (("version", int), ("width", int), ("height", int), ("timestamp", int)):
        if not isinstance(header.get(key), kind):
            sys.exit(f"header: {key} missing or not {kind.__name__}")
    if header["version"] != 2:
        sys.exit("header: version is not 2")
    screen = pyte.Screen(header["width"], header["height"])
    stream = pyte.Stream(screen)
    last = 0.0
    for number, line in enumerate(lines[1:], start=2):
        event = json.loads(line)
        if not (isinstance(event, list) and len(event) == 3 and isinstance(event[0], (int, float))
                and event[1] in ("o", "r", "m", "i") and isinstance(event[2], str)):
            sys.exit(f"line {number}: not an asciicast v2 event: {line[:80]}")
        if event[0] < last:
            sys.exit(f"line {number}: time goes backwards")
        last = event[0]
        if event[1] == "o":
            stream.feed(event[2])
        elif event[1] == "r":
            cols, rows = event[2].split("x")
            screen.resize(int(rows), int(cols))
    for row in screen.display:
        print(row.rstrip())


if __name__ == "__main__":
    main(sys.argv[1])
