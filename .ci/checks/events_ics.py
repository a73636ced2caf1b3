#!/usr/bin/env python3
"""Reads the sample's events.ics with the `icalendar` parser and checks it against report.json.

- the raw file: CRLF line ends, no line longer than 75 octets, each line whole UTF-8;
- the calendar: VERSION 2.0 and a PRODID; one VEVENT per event of report.json (at least one),
  all-day (DTSTART a date, DTEND after it), a DTSTAMP, unique UIDs equal to report.json's;
- the same sample reported on the next day: every event both days list has the same UID, so a
  subscribed calendar updates its entries instead of adding copies.

Usage: events_ics.py OUTPUT_DIR NEXT_DAY_OUTPUT_DIR
"""
import datetime as dt
import json
import sys
from pathlib import Path

from icalendar import Calendar


def read(folder: Path) -> tuple[list, list]:
    raw = (folder / "events.ics").read_bytes()
    assert raw.endswith(b"\r\n"), "the file ends with CRLF"
    lines = raw.split(b"\r\n")[:-1]
    for number, line in enumerate(lines, 1):
        assert b"\n" not in line and b"\r" not in line, f"line {number}: a bare line break"
        assert len(line) <= 75, f"line {number}: {len(line)} octets"
        line.decode("utf-8")  # a fold never splits a character
    calendar = Calendar.from_ical(raw)
    assert str(calendar.get("VERSION")) == "2.0" and calendar.get("PRODID"), "VERSION and PRODID"
    events = list(calendar.walk("VEVENT"))
    report = json.loads((folder / "report.json").read_text(encoding="utf-8"))["events"]
    return events, report


def check(folder: Path) -> dict:
    events, report = read(folder)
    assert events, f"{folder}/events.ics has no event"
    assert len(events) == len(report), f"{len(events)} VEVENTs for {len(report)} events in report.json"
    uids = {}
    for event, item in zip(events, report):
        start, end = event.decoded("DTSTART"), event.decoded("DTEND")
        assert isinstance(start, dt.date) and not isinstance(start, dt.datetime), "an all-day event"
        assert end > start, "DTEND after DTSTART"
        assert start.isoformat() == item["day"], (start, item["day"])
        assert event.get("DTSTAMP") is not None, "DTSTAMP"
        uid = str(event.get("UID"))
        assert uid == item["uid"] and uid not in uids, f"UID {uid}"
        uids[uid] = (str(event.get("SUMMARY")), start)
    return uids


def main(output: str, next_day: str) -> int:
    first = check(Path(output))
    second = check(Path(next_day))
    by_event = {value: uid for uid, value in first.items()}
    shared = [(uid, value) for uid, value in second.items() if value in by_event]
    assert shared, "the next day lists none of the same events"
    for uid, value in shared:
        assert by_event[value] == uid, f"{value}: UID {by_event[value]} became {uid}"
    print(f"events.ics: {len(first)} events parsed; the next day's {len(second)} keep the UIDs of the "
          f"{len(shared)} they share")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
