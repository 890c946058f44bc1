// The committed metadata groups are what the installed libphonenumber-js splits into, and together
// they are its whole `max` metadata.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import full from 'libphonenumber-js/metadata.max.json';
import type { MetadataJson } from 'libphonenumber-js/core';
import { expect, test } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const committedDir = fileURLToPath(new URL('./generated/phoneMetadata', import.meta.url));

async function filesIn(folder: string): Promise<Record<string, string>> {
  const names = (await readdir(folder)).sort();
  return Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, await readFile(join(folder, name), 'utf8')] as const),
    ),
  );
}

test(
  'the generated phone metadata is up to date (run `npm run phone-metadata -w @hci/validation`)',
  { timeout: 60_000 },
  async () => {
    const folder = await mkdtemp(join(tmpdir(), 'hci-phone-metadata-'));
    try {
      await run(process.execPath, ['scripts/phone-metadata.mjs', folder], { cwd: packageDir });
      const [fresh, committed] = await Promise.all([filesIn(folder), filesIn(committedDir)]);
      expect(Object.keys(committed)).toEqual(Object.keys(fresh));
      const stale = Object.keys(fresh).filter((name) => fresh[name] !== committed[name]);
      expect(stale, 'stale generated files').toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
);

test('the groups together are the whole max metadata, one calling code each', async () => {
  const groups = Object.entries(await filesIn(committedDir))
    .filter(([name]) => name.endsWith('.json'))
    .map(([name, text]) => ({
      code: name.replace('.json', ''),
      ...(JSON.parse(text) as MetadataJson),
    }));
  for (const group of groups) {
    const codes = [
      ...Object.keys(group.country_calling_codes),
      ...Object.keys(group.nonGeographic),
    ];
    expect(new Set(codes), group.code).toEqual(new Set([group.code]));
  }
  const merge = (part: 'country_calling_codes' | 'countries' | 'nonGeographic') =>
    Object.assign({}, ...groups.map((group) => group[part])) as object;
  expect({
    version: groups[0]?.version,
    country_calling_codes: merge('country_calling_codes'),
    countries: merge('countries'),
    nonGeographic: merge('nonGeographic'),
  }).toEqual(full);
});
