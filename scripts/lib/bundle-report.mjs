// Sizes of a Vite build, per entry and per lazily loaded chunk, from its manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function fileSize(dist, file) {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** For each entry and dynamic chunk: the JS and CSS it adds, its static imports included. */
export function chunkSizes(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
    const js = new Set([chunk.file]);
    const css = new Set(chunk.css ?? []);
    const visit = (importKey) => {
      const imported = manifest[importKey];
      // Shared chunks that the entry already loads are counted with the entry, not the route.
      if (!imported || js.has(imported.file) || imported.isEntry) return;
      js.add(imported.file);
      for (const file of imported.css ?? []) css.add(file);
      for (const next of imported.imports ?? []) visit(next);
    };
    for (const next of chunk.imports ?? []) visit(next);
    const sum = (files) =>
      [...files].reduce(
        (total, file) => {
          const size = fileSize(dist, file);
          return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
        },
        { raw: 0, gzip: 0 },
      );
    rows.push({
      chunk: chunk.isEntry ? `entry ${key}` : (chunk.name ?? key),
      own: fileSize(dist, chunk.file),
      js: sum(js),
      css: sum(css),
    });
  }
  return rows;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
