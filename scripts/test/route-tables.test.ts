// Each app's README lists its routes for people, a table written from the app's route table
// (`src/paths.ts`) by `npm run routes:readme`; this fails while the written table is stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { routes as coachRoutes } from '../../coach/src/paths';
import { routes as portalRoutes } from '../../portal/src/paths';
import { routeReadmes, routeTable, withRouteTable } from '../lib/route-readme.mjs';
import { repoRoot } from '../lib/run.mjs';

test.each([
  ['portal', portalRoutes],
  ['coach', coachRoutes],
] as const)("%s/README.md's route table is the route table's", async (app, routes) => {
  const file = join(repoRoot, app, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const table = routeTable(routes, routeReadmes[app].member);
  expect(readme, 'stale: `npm run routes:readme` writes it').toBe(
    await withRouteTable(readme, table, file),
  );
});
