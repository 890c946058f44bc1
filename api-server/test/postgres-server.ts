// A throw-away PostgreSQL server for the tests: Debian's binaries (installed by `npm test` when
// missing, scripts/lib/postgres-install.mjs), a cluster in a temp folder on a free loopback port,
// no service and no root: as root, the cluster belongs to the `postgres` user (initdb refuses
// root).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian keeps each major version's server programs apart; the newest wins. */
const debianVersions = '/usr/lib/postgresql';

export function postgresBinaries(): string | undefined {
  if (!existsSync(debianVersions)) return undefined;
  const [newest] = readdirSync(debianVersions)
    .filter((v) => existsSync(join(debianVersions, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return newest && join(debianVersions, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface TemporaryPostgres {
  /** The `postgres` database as superuser, over TCP on loopback. */
  url: string;
  /** Shuts the server down (its clients are disconnected) and starts it again on the same port. */
  restart(): Promise<void>;
  /** Shuts the server down, keeping its data, until `resume`. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  const bin = postgresBinaries();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: `npm test` installs it (Debian: apt-get install -y postgresql).',
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'hci-pg-'));
  const data = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  // initdb and the server refuse to run as root: they run as the `postgres` user Debian's
  // package creates, which then owns the folder.
  const as = async (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : run(join(bin, program), args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  try {
    await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    // Durability is not what these tests check: fsync off keeps the two cores for the tests.
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const start = () =>
      as('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-o', options, '-w', 'start']);
    // Fast: what an administrator's restart does, rolling back open transactions.
    const shutDown = () => as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    await start();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async restart() {
        await shutDown();
        await start();
      },
      async pause() {
        await shutDown();
      },
      async resume() {
        await start();
      },
      async stop() {
        await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
