#!/usr/bin/env python3
"""The code's shape: what in `src/` is too long or argues in bytes.

Prints, one finding a line:
  * files over 1 000 lines (inline tests included),
  * functions over 100 lines (from the `fn` line to its closing brace),
  * comments that argue in bytes (a size budget, gzip, "the first visit").

Usage: scripts/code-shape.py [ROOT]   (ROOT defaults to the repository's `src/`)
Exit code 0 when nothing is found, 1 otherwise.

The brace matching knows Rust's line and block comments, strings (also raw
strings `r#"…"#` and byte strings), and character literals (told apart from
lifetimes), which is enough for this code base.
"""

import os
import re
import sys

MAX_FILE_LINES = 1000
MAX_FN_LINES = 100

# A comment arguing in bytes: a size budget, gzip, the first visit, twiggy (the size profiler),
# a size in B/KB said of the code or the wasm, or bytes a construct costs, saves, earns or
# carries. Matched over a block of consecutive comment lines. What a comment says of a file
# format's or a request's bytes ("Byte 609", "32 random bytes", "its first 4 KB") is not
# matched: it names no module, bundle or cost.
COST = r"(?:wasm|bundle|gzip|cost|costs|earn|earns|save|saves|carry|carries|bring|brings)"
BYTES = re.compile(
    r"gzip|twiggy|first[- ]visit|erste[nrs]?\s+Besuch|\bbudget|size-budget"
    r"|\b(?:\d[\d\u00a0\u202f ]*\s?(?:B|KB|kB)|KB|bytes?)\b[^.;:]*\b" + COST + r"\b"
    r"|\b" + COST + r"\b[^.;:]*\b(?:\d[\d\u00a0\u202f ]*\s?(?:B|KB|kB)|KB|bytes?)\b",
    re.IGNORECASE,
)


def strip_code(text):
    """Returns (code, comments): the text with strings, chars and comments blanked (line
    structure kept), and a list of (line number, comment text)."""
    out = []
    comments = []
    i = 0
    n = len(text)
    line = 1

    def blank(segment):
        return "".join("\n" if c == "\n" else " " for c in segment)

    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            out.append(c)
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            comments.append((line, text[i:j]))
            out.append(blank(text[i:j]))
            i = j
        elif text.startswith("/*", i):
            depth = 0
            j = i
            while j < n:
                if text.startswith("/*", j):
                    depth += 1
                    j += 2
                elif text.startswith("*/", j):
                    depth -= 1
                    j += 2
                    if depth == 0:
                        break
                else:
                    j += 1
            seg = text[i:j]
            for k, part in enumerate(seg.split("\n")):
                comments.append((line + k, part))
            line += seg.count("\n")
            out.append(blank(seg))
            i = j
        elif re.match(r'b?r#*"', text[i:i + 260]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'(b?r)(#*)"', text[i:])
            hashes = m.group(2)
            end = text.find('"' + hashes, i + len(m.group(0)))
            j = n if end < 0 else end + 1 + len(hashes)
            seg = text[i:j]
            line += seg.count("\n")
            out.append(blank(seg))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j += 1
            seg = text[i:j]
            line += seg.count("\n")
            out.append(blank(seg))
            i = j
        elif c == "'":
            # A char literal ('a', '\n', '\u{..}', '\''), or a lifetime ('a without a closing quote).
            m = re.match(r"'(\\(u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'\n])'", text[i:i + 12])
            if m:
                out.append(blank(m.group(0)))
                i += len(m.group(0))
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out), comments


FN = re.compile(r"\bfn\s+([A-Za-z_][A-Za-z0-9_]*)")


def long_functions(code):
    """Yields (name, first line, line count) of functions over MAX_FN_LINES lines."""
    lines_at = [0]
    for k, c in enumerate(code):
        if c == "\n":
            lines_at.append(k + 1)

    def line_of(pos):
        lo, hi = 0, len(lines_at) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if lines_at[mid] <= pos:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    for m in FN.finditer(code):
        # The body starts at the first `{` after the signature; a `;` first means no body.
        j = m.end()
        depth_paren = 0
        while j < len(code):
            ch = code[j]
            if ch in "([":
                depth_paren += 1
            elif ch in ")]":
                depth_paren -= 1
            elif ch == ";" and depth_paren == 0:
                j = -1
                break
            elif ch == "{" and depth_paren == 0:
                break
            j += 1
        if j < 0 or j >= len(code):
            continue
        depth = 0
        k = j
        while k < len(code):
            if code[k] == "{":
                depth += 1
            elif code[k] == "}":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        first, last = line_of(m.start()), line_of(k)
        count = last - first + 1
        if count > MAX_FN_LINES:
            yield m.group(1), first, count


def byte_comments(comments):
    """Yields (line, text) of comments arguing in bytes, matched over blocks of consecutive
    comment lines (a sentence may run over several)."""
    blocks = []
    for line, text in comments:
        body = re.sub(r"^\s*(//[/!]?|/\*+|\*+/?)\s?", "", text)
        if blocks and blocks[-1][-1][0] == line - 1:
            blocks[-1].append((line, body))
        else:
            blocks.append([(line, body)])
    for block in blocks:
        joined = ""
        starts = []
        for line, body in block:
            starts.append((len(joined), line, body))
            joined += body + " "
        shown = set()
        for m in BYTES.finditer(joined):
            at = max(s for s in starts if s[0] <= m.start())
            if at[1] not in shown:
                shown.add(at[1])
                yield at[1], at[2].strip()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "src")
    root = os.path.normpath(root)
    findings = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            if not name.endswith(".rs"):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, os.path.join(root, ".."))
            with open(path, encoding="utf-8") as f:
                text = f.read()
            count = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
            if count > MAX_FILE_LINES:
                print(f"{rel}: file has {count} lines (over {MAX_FILE_LINES})")
                findings += 1
            code, comments = strip_code(text)
            for fn_name, first, lines in long_functions(code):
                print(f"{rel}:{first}: fn {fn_name} has {lines} lines (over {MAX_FN_LINES})")
                findings += 1
            for line, comment in byte_comments(comments):
                print(f"{rel}:{line}: comment argues in bytes: {comment}")
                findings += 1
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
