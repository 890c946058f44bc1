// `npm run mutation [workspace…] [--mutate files]`: Stryker over the logic whose mistakes cost users
// most, in the card and field rules, the design system, the API clients and the reference API. Every
// test that covers a line runs once per mutant of that line, so it takes minutes per workspace (hours for the whole API,
// whose test files each open a database): it is not part of `npm test`. Prints the mutation score
// of each module group (target ≥ 85%) and every mutant that survived.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstall, npx, repoRoot, run } from './lib/run.mjs';

/** Module groups, by workspace: a file belongs to the first group whose pattern it matches. */
const groups = {
  'payment-cards': [['card brand, check digit and expiry', /^src\//]],
  validation: [
    ['masks (dates, card expiry and number)', /^src\/masks\//],
    ['form validation rules and messages', /^src\//],
  ],
  'design-system': [
    ['form schemas', /^src\/forms\/validation\//],
    ['formatters', /^src\/formatters\//],
  ],
  'api-schema': [
    ['session store and canAccess', /^src\/session\//],
    ['client middleware', /^src\/client\//],
    ['runtime config', /^src\/runtime-config\.ts$/],
  ],
  'api-server': [
    ['tokens and refresh rotation', /^src\/auth\/(tokens|bounded-map)\.ts$/],
    ['sign-in throttle', /^src\/auth\/throttle/],
    ['card processor', /^src\/payments\//],
    ['payments applied to a schedule', /^src\/domain\/(payments|payment-rules)\.ts$/],
    ['payment plans', /^src\/domain\/payment-plans/],
    ['enrollment rules', /^src\/domain\/enrollment(-rules)?\.ts$/],
    ['ownership checks', /^src\/http\/ownership/],
  ],
};

const target = 85;
const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);

function report(workspace) {
  const file = join(repoRoot, workspace, 'reports', 'mutation', 'mutation.json');
  if (!existsSync(file)) return false;
  const { files } = JSON.parse(readFileSync(file, 'utf8'));
  const tally = new Map(groups[workspace].map(([name]) => [name, { killed: 0, total: 0 }]));
  const survivors = [];
  for (const [path, { mutants }] of Object.entries(files)) {
    const group = groups[workspace].find(([, pattern]) => pattern.test(path))?.[0];
    if (!group) continue;
    for (const mutant of mutants) {
      if (!detected.has(mutant.status) && !undetected.has(mutant.status)) continue;
      const counts = tally.get(group);
      counts.total += 1;
      if (detected.has(mutant.status)) counts.killed += 1;
      else survivors.push({ path, mutant });
    }
  }
  console.info(`\n${workspace}: mutation score per module group (target ≥ ${target}%)`);
  console.table(
    [...tally].map(([group, { killed, total }]) => {
      // A group left out of this run (see --mutate below) has no score.
      if (total === 0)
        return { group, mutants: 0, detected: 0, 'score %': '—', 'below target': 'not run' };
      const score = (100 * killed) / total;
      return {
        group,
        mutants: total,
        detected: killed,
        'score %': score.toFixed(1),
        'below target': score < target ? 'yes' : '',
      };
    }),
  );
  if (survivors.length) console.info(`${workspace}: ${survivors.length} surviving mutants`);
  for (const { path, mutant } of survivors) {
    const { line, column } = mutant.location.start;
    const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
    console.info(
      `  ${path}:${line}:${column} ${mutant.mutatorName} → ${replacement} (${mutant.status})`,
    );
  }
  return true;
}

await ensureInstall();
// Options (`--mutate src/auth/throttle.ts,src/http/ownership.ts`) go to Stryker: a few modules of
// one workspace at a time, since the API's tests open a database per file and a whole run is long.
const optionAt = process.argv.findIndex((arg, index) => index > 1 && arg.startsWith('--'));
const asked = process.argv.slice(2, optionAt === -1 ? undefined : optionAt);
const strykerOptions = optionAt === -1 ? [] : process.argv.slice(optionAt);
const unknown = asked.filter((name) => !(name in groups));
if (unknown.length) {
  console.error(
    `Unknown workspace: ${unknown.join(', ')}. Choose from ${Object.keys(groups).join(', ')}.`,
  );
  process.exit(2);
}
let failed = false;
for (const workspace of asked.length ? asked : Object.keys(groups)) {
  console.info(`\nStryker: ${workspace}`);
  const code = await run(npx('stryker'), ['run', ...strykerOptions], {
    cwd: join(repoRoot, workspace),
  });
  if (code !== 0 || !report(workspace)) failed = true;
}
process.exit(failed ? 1 : 0);
