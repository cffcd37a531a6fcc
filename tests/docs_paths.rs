//! docs/architecture.md names only what exists: every file or folder it names in backticks
//! (`src/…`, `www/…`, `scripts/…`, `tests/…`, or a path inside a folder the text is about, such
//! as `page/state.rs`) is a file or folder of the repository.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

/// Every file and folder under the repository's root, as paths relative to it (`/`-separated),
/// leaving out what builds and tools make.
fn tree(root: &Path) -> Vec<String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if dir == root && ["target", "node_modules", "dist", ".git"].contains(&name.as_str()) {
                continue;
            }
            let relative: PathBuf = path.strip_prefix(root).unwrap().to_path_buf();
            let relative = relative.to_string_lossy().replace('\\', "/");
            if path.is_dir() {
                out.push(format!("{relative}/"));
                walk(root, &path, out);
            } else {
                out.push(relative);
            }
        }
    }
    let mut out = Vec::new();
    walk(root, root, &mut out);
    out
}

/// What the build, the tests or another repository make, named by the document but not kept in
/// this one: the service worker written from its template, the shared seeds and notes, the
/// build's and the fuzzer's output.
const MADE_ELSEWHERE: &[&str] = &["sw.js", "NOTES.md", "dist/", "target/", "test-results/"];

/// The words of the document's backticked spans that name a file or a folder.
fn named_paths(doc: &str) -> Vec<String> {
    let exts = [
        ".rs", ".mjs", ".js", ".toml", ".json", ".html", ".css", ".py", ".sh", ".md",
    ];
    doc.split('`')
        .skip(1)
        .step_by(2)
        .flat_map(str::split_whitespace)
        .map(|w| w.trim_end_matches([',', ';', ':', ')']))
        .filter(|w| w.contains('/') || exts.iter().any(|e| w.ends_with(e)))
        // Placeholders (`calc-<hash>/`, `src/dwz/<rule>.rs`), paths outside the repository
        // (`../shared`), patterns and a rule's formula are no names of files.
        .filter(|w| !w.contains(['<', '{', '*', '?', '[', '=']) && !w.starts_with(['.', '/']))
        .filter(|w| !MADE_ELSEWHERE.iter().any(|m| w.starts_with(m)))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_path_the_architecture_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let files = tree(root);
    let named = named_paths(&doc);
    assert!(
        named.len() > 100,
        "the document names {} paths",
        named.len()
    );
    let missing: Vec<&String> = named
        .iter()
        .filter(|p| {
            // From the root, or inside a folder the text is about (`page/state.rs`).
            !files
                .iter()
                .any(|f| f == *p || f.ends_with(&format!("/{p}")))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "docs/architecture.md names what is not there: {missing:?}"
    );
}

#[test]
fn a_path_that_is_gone_is_found_missing() {
    let named = named_paths("the form (`app/mod.rs`: `Live`) and `src/web/gone.rs`, `node x`");
    assert_eq!(named, ["app/mod.rs", "src/web/gone.rs"]);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = tree(root);
    assert!(!files
        .iter()
        .any(|f| f.ends_with("/src/web/gone.rs") || f == "src/web/gone.rs"));
}
