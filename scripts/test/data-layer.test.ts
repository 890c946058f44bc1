// Thin handlers over a data layer: the API's handlers (src/domain) and their shared helpers
// (src/shared) validate, authorize and apply rules; every SQL statement lives in a data module
// (src/data) named after the area it serves, so a query is found in one hop and a handler reads
// as the steps of its operation.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const source = join(root, 'api-server/src');

/** Source files below a folder of src/, tests aside. */
const sources = (folder: string) =>
  readdirSync(join(source, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path))
    .map((path) => join(folder, path));

/** A query call, or a statement's opening words. */
const sql =
  /\.query\s*[<(]|\bSELECT\s|\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE\s+[a-z_]+\s+(?:[a-z]+\s+)?SET\b/;

/** Module names of a folder: `name.ts` files and `name/` folders, tests aside. */
const modules = (folder: string) =>
  readdirSync(join(source, folder))
    .filter((entry) => !/\.test\.ts$/.test(entry) && entry !== 'index.ts')
    .map((entry) => entry.replace(/\.ts$/, ''));

describe('the data layer', () => {
  it('no handler or shared helper holds SQL', () => {
    const files = [...sources('domain'), ...sources('shared')];
    expect(files.length).toBeGreaterThan(30);
    const withSql = files.filter((file) => sql.test(readFileSync(join(source, file), 'utf8')));
    expect(withSql).toEqual([]);
  });

  it('the data modules hold the SQL', () => {
    const withSql = sources('data').filter((file) =>
      sql.test(readFileSync(join(source, file), 'utf8')),
    );
    expect(withSql.length).toBeGreaterThan(15);
  });

  it('every data module is named after the domain module, job or shared helper it serves', () => {
    const served = new Set([...modules('domain'), ...modules('jobs'), ...modules('shared')]);
    expect(modules('data').filter((name) => !served.has(name))).toEqual([]);
  });
});
