#!/usr/bin/env python3
"""Checks a report.md as GitHub-flavoured Markdown.

Every table must parse as a GFM table (cmark-gfm), and every row of it, in the source,
must have exactly as many cells as its header: GFM silently pads or drops cells, so a row
of the wrong width would still render, just wrongly.

Usage: markdown_tables.py REPORT.md
"""
import re
import sys

import cmarkgfm
from cmarkgfm.cmark import Options


def split_cells(line):
    """Splits a table row on unescaped pipes (GFM splits inside code spans too)."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|") and not body.endswith("\\|"):
        body = body[:-1]
    cells, current, escaped = [], "", False
    for ch in body:
        if escaped:
            current += ch
            escaped = False
        elif ch == "\\":
            current += ch
            escaped = True
        elif ch == "|":
            cells.append(current)
            current = ""
        else:
            current += ch
    cells.append(current)
    return cells


def source_tables(lines):
    """Yields (line number of header, header width, [(line number, width)]) per table."""
    i = 0
    delimiter = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
    while i < len(lines) - 1:
        if "|" in lines[i] and delimiter.match(lines[i + 1]):
            width = len(split_cells(lines[i]))
            rows = []
            j = i + 2
            while j < len(lines) and lines[j].strip() and "|" in lines[j]:
                rows.append((j + 1, len(split_cells(lines[j]))))
                j += 1
            yield i + 1, width, len(split_cells(lines[i + 1])), rows
            i = j
        else:
            i += 1


def main():
    path = sys.argv[1]
    text = open(path, encoding="utf-8").read()
    html = cmarkgfm.github_flavored_markdown_to_html(text, options=Options.CMARK_OPT_UNSAFE)
    parsed_tables = html.count("<table>")
    errors = []
    tables = list(source_tables(text.split("\n")))
    for header_line, width, delimiter_width, rows in tables:
        if delimiter_width != width:
            errors.append(f"{path}:{header_line}: delimiter row has {delimiter_width} cells, header {width}")
        for line_number, cells in rows:
            if cells != width:
                errors.append(f"{path}:{line_number}: row has {cells} cells, header has {width}")
    if parsed_tables != len(tables):
        errors.append(f"{path}: cmark-gfm found {parsed_tables} tables, the source has {len(tables)}")
    if not tables:
        errors.append(f"{path}: no tables found")
    for error in errors:
        print("error:", error)
    rows = sum(len(t[3]) for t in tables)
    print(f"{path}: {len(tables)} GFM tables, {rows} rows, {len(errors)} errors")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
