// Writes the route table of each app's README (`portal/README.md`, `coach/README.md`, under
// `## Routes`) from the app's route table in `src/paths.ts`. Run after adding or changing a route:
//
//   npm run routes:readme
//
// scripts/test/route-tables.test.ts fails while a README's table is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routeReadmes, routeTable, withRouteTable } from './lib/route-readme.mjs';
import { repoRoot } from './lib/run.mjs';

const { runnerImport } = await import('vite');

for (const [app, { member }] of Object.entries(routeReadmes)) {
  const { module } = await runnerImport(join(repoRoot, app, 'src', 'paths.ts'));
  const file = join(repoRoot, app, 'README.md');
  const readme = await readFile(file, 'utf8');
  const written = await withRouteTable(readme, routeTable(module.routes, member), file);
  if (written !== readme) {
    await writeFile(file, written);
    console.log(`${app}/README.md: route table written`);
  }
}
