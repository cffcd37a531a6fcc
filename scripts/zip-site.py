#!/usr/bin/env python3
"""Writes the site to upload (wertung-site-<version>.zip) from a release build's folder: only the
files a browser is served, the hosting note (HOSTING.txt, with the version and the sizes), the
release's entry of CHANGELOG.md (CHANGES.txt), the source of the release and an .htaccess for
Apache hosts. Called by scripts/package.sh; the release test calls it on a build of its own.

Usage: scripts/zip-site.py DIST OUT.zip [SOURCE.tar.gz]
"""
import os
import re
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def version():
    """The package's version, from Cargo.toml (the one place it is written)."""
    with open(os.path.join(ROOT, 'Cargo.toml'), encoding='utf-8') as f:
        return re.search(r'^version = "([^"]+)"', f.read(), re.M).group(1)


def last_entry():
    """The newest release's entry of CHANGELOG.md (Keep a Changelog: from its `## [x.y.z]`
    heading to the next)."""
    with open(os.path.join(ROOT, 'CHANGELOG.md'), encoding='utf-8') as f:
        text = f.read()
    entries = re.split(r'^(?=## \[\d)', text, flags=re.M)[1:]
    return entries[0].strip() + '\n' if entries else ''


def served(root):
    """The files of the build a browser is served, as (path, name in the zip)."""
    out = []
    for folder, dirs, files in os.walk(root):
        # Trunk's staging folder and anything hidden is not served.
        dirs[:] = sorted(d for d in dirs if not d.startswith('.'))
        for name in sorted(files):
            if name.startswith('.') or name == 'sw.template.js':
                continue
            path = os.path.join(folder, name)
            out.append((path, os.path.relpath(path, root).replace(os.sep, '/')))
    return out


def human(n):
    return f'{n / 1e6:.1f} MB'.replace('.', ',') if n >= 1e6 else f'{round(n / 1e3)} kB'


def main():
    root, out = sys.argv[1], sys.argv[2]
    source = sys.argv[3] if len(sys.argv) > 3 else None
    v = version()
    files = served(root)
    with open(os.path.join(ROOT, 'docs', 'hosting.md'), encoding='utf-8') as f:
        note = f.read()
    tmp = out + '.tmp'

    def write(sizes):
        with zipfile.ZipFile(tmp, 'w', zipfile.ZIP_DEFLATED) as z:
            for path, name in files:
                z.write(path, name)
            head = f'Wertung {v}\n{sizes}\n\n'
            z.writestr('HOSTING.txt', head + note)
            z.writestr('CHANGES.txt', last_entry())
            if source:
                z.write(source, f'wertung-source-{v}.tar.gz')
            z.write(os.path.join(ROOT, 'www', 'hosting', '.htaccess'), '.htaccess')
        with zipfile.ZipFile(tmp) as z:
            return sum(i.file_size for i in z.infolist())

    # The sizes are those of this zip: written once to measure, then with them (the note's own
    # line changes the figures by a few bytes only).
    unpacked = write('')
    sizes = f'Download {human(os.path.getsize(tmp))}, entpackt {human(unpacked)}'
    write(sizes)
    os.replace(tmp, out)
    with zipfile.ZipFile(out) as z:
        n = len(z.namelist())
    print(f'{out}: Wertung {v}, {n} files, {os.path.getsize(out)} bytes ({sizes})')


if __name__ == '__main__':
    main()
