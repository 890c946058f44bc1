// Each app's README lists its routes for people; the route table is `src/paths.ts`. Every path
// there must appear in the README's route table, written as code (`/path`), so the two agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { paths as coachPaths } from '../../coach/src/paths';
import { paths as portalPaths } from '../../portal/src/paths';
import { repoRoot } from '../lib/run.mjs';

/** The code spans of the README's route table (the rows under `## Routes`). */
function documentedPaths(app: string): Set<string> {
  const readme = readFileSync(join(repoRoot, app, 'README.md'), 'utf8');
  const section = readme.split(/^## Routes$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return new Set(rows.flatMap((row) => [...row.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)));
}

describe.each([
  ['portal', portalPaths],
  ['coach', coachPaths],
] as const)('%s', (app, paths) => {
  test.each(Object.entries(paths))('the README route table lists %s (%s)', (_name, path) => {
    expect(documentedPaths(app)).toContain(path);
  });
});
