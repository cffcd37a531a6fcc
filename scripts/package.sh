#!/usr/bin/env bash
# Writes wertung-site.zip: the static site for a club's web host, built for
# release (no live-reload script), with only the files a browser is served, plus the hosting
# note (HOSTING.txt) and an .htaccess for Apache hosts. Usage: scripts/package.sh [OUT.zip]
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(realpath -m "${1:-wertung-site.zip}")"
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
cargo fetch --quiet
trunk build --release --offline
node scripts/bundle-size.mjs dist --check
python3 - "$out" <<'PY'
import os, sys, zipfile
out = sys.argv[1]
root = 'dist'
with zipfile.ZipFile(out + '.tmp', 'w', zipfile.ZIP_DEFLATED) as z:
    for folder, dirs, files in os.walk(root):
        # Trunk's staging folder and anything hidden is not served.
        dirs[:] = sorted(d for d in dirs if not d.startswith('.'))
        for name in sorted(files):
            if name.startswith('.') or name == 'sw.template.js':
                continue
            path = os.path.join(folder, name)
            z.write(path, os.path.relpath(path, root))
    z.write('docs/hosting.md', 'HOSTING.txt')
    z.write('www/hosting/.htaccess', '.htaccess')
os.replace(out + '.tmp', out)
with zipfile.ZipFile(out) as z:
    names = z.namelist()
size = os.path.getsize(out)
print(f'{out}: {len(names)} files, {size} bytes')
PY
