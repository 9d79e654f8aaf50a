#!/usr/bin/env python3
"""Reads an asciicast the way asciinema 2.4 does (its own reader, asciinema.asciicast.v2) and checks what
asciinema's writer guarantees: a header object with version 2, integer width/height and timestamp, then one
[time, code, data] array per line with non-decreasing times. Prints {"header": …, "events": […]} as JSON
for the Swift tests; exits 1 with one line on stderr when the file is not such an asciicast.

Needs the asciinema package (pip install asciinema, as .ci/run does)."""
import json
import sys

from asciinema.asciicast import v2


def fail(message):
    print("asciinema_check: " + message, file=sys.stderr)
    sys.exit(1)


def main(path):
    with open(path, mode="rt", encoding="utf-8") as f:
        first = f.readline()
        try:
            with v2.open_from_file(first, f) as cast:
                header = cast.v2_header
                events = list(cast.events())
        except v2.LoadError as error:
            fail(str(error))
        except json.JSONDecodeError as error:
            fail("an event line is not JSON: %s" % error)
    for key in ("width", "height", "timestamp"):
        if not isinstance(header.get(key), int) or isinstance(header.get(key), bool):
            fail("header %s is not an integer: %r" % (key, header.get(key)))
    last = 0.0
    for number, event in enumerate(events, start=2):
        if not (isinstance(event, list) and len(event) == 3):
            fail("line %d is not [time, code, data]" % number)
        time, code, data = event
        if not isinstance(time, (int, float)) or isinstance(time, bool) or time < last:
            fail("line %d: time %r is not a number at least %r" % (number, time, last))
        if code not in ("o", "i", "m", "r") or not isinstance(data, str):
            fail("line %d: code %r or data is not what asciinema writes" % (number, code))
        last = time
    print(json.dumps({"header": header, "events": events}))


if __name__ == "__main__":
    main(sys.argv[1])
