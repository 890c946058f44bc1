// Sizes of a Vite build, per entry and per lazily loaded chunk, from its manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function fileSize(dist, file) {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The chunk keys a chunk loads: itself and its static imports, recursively. */
function staticClosure(manifest, key, skip = new Set()) {
  const seen = new Set();
  const visit = (current) => {
    if (seen.has(current) || skip.has(current) || !manifest[current]) return;
    seen.add(current);
    for (const next of manifest[current].imports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

/**
 * For each entry and lazily loaded chunk: the JS and CSS it adds. A route's figure leaves out
 * what the entry already loaded (shared vendor chunks), since the browser has those already.
 */
export function chunkSizes(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const loadedByEntries = new Set(entries.flatMap((key) => [...staticClosure(manifest, key)]));
  const sum = (files) =>
    [...files].reduce(
      (total, file) => {
        const size = fileSize(dist, file);
        return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
    const keys = chunk.isEntry
      ? staticClosure(manifest, key)
      : staticClosure(manifest, key, new Set([...loadedByEntries].filter((k) => k !== key)));
    const parts = [...keys].map((k) => manifest[k]);
    rows.push({
      chunk: chunk.isEntry ? `entry ${key}` : (chunk.name ?? key),
      own: fileSize(dist, chunk.file),
      js: sum(new Set(parts.map((part) => part.file))),
      css: sum(new Set(parts.flatMap((part) => part.css ?? []))),
    });
  }
  return rows;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
