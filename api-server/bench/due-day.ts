// The due-day bench: 10,000 students (BENCH_DUE_DAY_STUDENTS) each with an installment due today
// and automatic payment on, on a throw-away PostgreSQL server, worked by one API instance and then
// (a new 10,000) by two at once, each in its own process. Prints the time from the sweep to the
// last receipt, installments and jobs per second, and checks each installment was charged once.
// The server runs without fsync (as the tests' does), so the figures leave out disk flushes.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiContext } from '../src/server.js';
import { startTemporaryPostgres } from '../test/postgres-server.js';
import { dueDayCharges, seedDueDay } from '../test/due-day.js';

const students = Number(process.env.BENCH_DUE_DAY_STUDENTS || 10_000);
const postgres = await startTemporaryPostgres();
const here = import.meta.dirname;
const owner = await createApiContext({
  databaseUrl: postgres.url,
  dataDir: await mkdtemp(join(tmpdir(), 'hci-due-day-')),
  quiet: true,
  role: 'api',
});

async function startInstance() {
  const child = fork(join(here, 'due-day-instance.ts'), [postgres.url], {
    execArgv: ['--import', 'tsx', '--conditions=hci-source'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await once(child, 'message');
  return child;
}

async function dueDay(instances: number) {
  const rows = await seedDueDay(owner.services, students);
  const children = await Promise.all(Array.from({ length: instances }, startInstance));
  const load = loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const answers = children.map(async (child) => {
    const answer = once(child, 'message');
    child.send('run');
    const [{ jobs }] = (await answer) as [{ jobs: number }];
    return jobs;
  });
  const jobs = (await Promise.all(answers)).reduce((a, b) => a + b, 0);
  const seconds = (performance.now() - started) / 1000;
  const charged = await dueDayCharges(owner.services, rows);
  for (const child of children) child.disconnect();
  const once_ = charged.attempts === students && charged.accepted === students;
  console.info(
    `${instances} instance${instances > 1 ? 's' : ''}: ${students} installments in ${seconds.toFixed(1)} s, ` +
      `${(students / seconds).toFixed(0)} installments/s, ${jobs} jobs (${(jobs / seconds).toFixed(0)}/s), ` +
      `each charged once: ${once_ ? 'yes' : `NO (${JSON.stringify(charged)})`}; load ${load} at start`,
  );
  if (!once_) process.exitCode = 1;
}

console.info(`due day on PostgreSQL, ${students} students with an installment due today:`);
await dueDay(1);
await dueDay(2);
await owner.close();
await postgres.stop();
