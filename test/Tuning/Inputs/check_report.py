"""Checks a dimtune-tune report PREFIX.md and PREFIX.svg as a reader would: the SVG parses as
XML, and the Markdown's problem table has one line per row, each with its 11 cell separators
('|' not escaped by a backslash). Prints what it found."""
import re
import sys
import xml.dom.minidom

prefix = sys.argv[1]
svg = xml.dom.minidom.parse(prefix + ".svg")
texts = [t.firstChild.data if t.firstChild else "" for t in svg.getElementsByTagName("text")]
print("svg: well-formed,", len(texts), "texts")
for t in texts[4:5]:
    print("svg label:", ascii(t))
lines = open(prefix + ".md", encoding="utf-8").read().split("\n")
start = next(i for i, l in enumerate(lines) if l.startswith("| problem |")) + 2
rows = []
for line in lines[start:]:
    if not line:
        break
    rows.append(line)
separators = [len(re.findall(r"(?<!\\)(?:\\\\)*\|", row)) for row in rows]
print("table:", len(rows), "rows, separators", sorted(set(separators)))
for row in rows:
    print("row:", ascii(row.split(" | ")[1]))
