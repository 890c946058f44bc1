// The API's suite runs a second time on a real PostgreSQL server, and its two-instance test needs
// one in any case: Debian's `postgresql` is installed when it is missing and apt is usable, and a
// missing server is said clearly (never a silent skip). The tests start their own throw-away
// cluster (api-server/test/postgres-server.ts); no service is started here.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { commandExists, run } from './run.mjs';

const debianVersions = '/usr/lib/postgresql';

const installed = () =>
  existsSync(debianVersions) &&
  readdirSync(debianVersions).some((v) => existsSync(join(debianVersions, v, 'bin', 'initdb')));

export async function ensurePostgres() {
  if (installed()) return;
  const isRoot = process.getuid?.() === 0;
  if (commandExists('apt-get') && isRoot) {
    console.info('PostgreSQL is missing: installing Debian postgresql with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env });
    }
  }
  if (!installed()) {
    console.error(
      `\nPostgreSQL is required for the API's tests on PostgreSQL and was not found in ${debianVersions}.\n` +
        'Install it (Debian: apt-get install -y postgresql, as root).',
    );
    process.exit(1);
  }
}
