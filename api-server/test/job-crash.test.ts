// `kill -9` in the middle of an automatic charge, then a restart on the same database: the job is
// taken over once its worker's hold runs out, the installment is charged once, and the job ends
// done. On the database the run targets: PostgreSQL, or an embedded PGlite folder, which the new
// process opens again after the kill (PostgreSQL's own recovery, run inside PGlite).
//
// The simulated processor keeps no record of its charges that a kill could lose: a charge's
// reference is a keyed hash of its idempotency key (the installment and attempt), so asked again
// with that key by any process it names the same charge, as a real processor answers a repeated
// key with its first charge. The test checks the real property: the charge the killed process was
// given is the one recorded, and the only one.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openPglite } from '../src/db/pglite.js';
import { createApiContext } from '../src/server.js';
import type { ApiProcess } from './api-process.js';
import { startApiProcess, stopApiProcess } from './api-process.js';
import { seedDueDay } from './due-day.js';
import type { TemplateCopy } from './harness.js';
import { copyTemplate } from './harness.js';

/** Every process started, stopped at the end even when a step failed. */
const children: ChildProcess[] = [];
let copy: TemplateCopy;
let rowId: number;
/** The student whose installment is due. */
let email: string;

beforeAll(async () => {
  copy = await copyTemplate();
  const context = await createApiContext({
    dataDir: copy.dataDir,
    databaseUrl: copy.databaseUrl,
    quiet: true,
  });
  try {
    rowId = (await seedDueDay(context.services, 1))[0]!;
    const [student] = await context.services.db.query<{ email: string }>(
      `SELECT u.email FROM payment_schedule r JOIN payment_plans p ON p.id = r.plan_id
       JOIN students s ON s.id = p.student_id JOIN users u ON u.id = s.user_id WHERE r.id = $1`,
      [rowId],
    );
    email = student!.email;
  } finally {
    await context.close();
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(children.map(stopApiProcess));
  await copy?.dispose();
});

/** One instance on the copy; the first holds its jobs for 3 s, not a minute, so the test is short. */
const startInstance = (env: Record<string, string>) =>
  startApiProcess(
    {
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      API_DATA_DIR: copy.dataDir,
      DATABASE_URL: copy.databaseUrl ?? '',
      JOB_EXPIRE_SECONDS: '3',
      METRICS_PORT: '0',
      ...env,
    },
    (child) => children.push(child),
  );

/** Waits until `found` finds something in what the instance printed. */
async function printed<T>(api: ApiProcess, found: (output: string) => T | undefined): Promise<T> {
  for (;;) {
    const result = found(api.output());
    if (result !== undefined) return result;
    if (api.process.exitCode !== null) throw new Error(`The API exited:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The auto-pay jobs by state (queued, running, done, failed), by the instance's metrics. */
async function chargeJobs(metricsUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const lines = text.matchAll(/^jobs\{queue="auto-pay",state="(\w+)"\} (\d+)$/gm);
  return Object.fromEntries([...lines].map(([, state, count]) => [state!, Number(count)]));
}

/** Whether every auto-pay job has run its course: none waits or runs, one at least is done. */
async function chargeJobsSettled(metricsUrl: string): Promise<boolean> {
  const { queued = 0, running = 0, done = 0 } = await chargeJobs(metricsUrl);
  return queued === 0 && running === 0 && done > 0;
}

/** The mails the instance's development mailbox holds for the student. */
async function mailsTo(api: ApiProcess): Promise<unknown[]> {
  const answer = await fetch(`${api.url}/dev/mailbox?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { content: unknown[] }).content;
}

type Query = <T>(text: string, values: unknown[]) => Promise<T[]>;

/** Reads the copy's database once no instance has it open (PGlite allows one process). */
async function inspect(work: (query: Query) => Promise<void>): Promise<void> {
  if (copy.databaseUrl) {
    const client = new pg.Client({ connectionString: copy.databaseUrl });
    await client.connect();
    try {
      await work(async (text, values) => (await client.query(text, values)).rows);
    } finally {
      await client.end();
    }
    return;
  }
  const db = await openPglite(join(copy.dataDir, 'pglite'));
  try {
    await work((text, values) => db.query(text, values as never));
  } finally {
    await db.close();
  }
}

test('killed with the charge made and not recorded, a restarted instance charges once and finishes the job', async () => {
  // The processor charges, then the process stalls before the API records anything: killed there.
  const first = await startInstance({ API_DEV_CLOCK: '1', API_TEST_STALL_AFTER_CHARGE: '1' });
  // Moving the clock runs the sweep, which sends the due installment's job, and the job: the
  // request never answers.
  const asked = fetch(`${first.url}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 1 }),
  }).catch(() => undefined);
  const charge = await printed(first, (output) => {
    const line = /^\{"message":"card charged; stalled for a crash test".*$/m.exec(output);
    return line
      ? (JSON.parse(line[0]) as { reference: string; idempotencyKey: string })
      : undefined;
  });
  expect(charge.idempotencyKey).toBe(`installment:${rowId}:1`);
  const killed = once(first.process, 'exit');
  first.process.kill('SIGKILL');
  expect((await killed)[1]).toBe('SIGKILL');
  await asked;

  const second = await startInstance({ API_DEV_MAILBOX: '1' });
  const metricsUrl = await printed(
    second,
    (output) => /metrics on (http:\/\/\S+?)"/.exec(output)?.[1],
  );
  // The job is held for 3 s from its start, then tried again after 5 to 10 s; its receipt follows.
  // Done when no auto-pay job waits or runs.
  const deadline = Date.now() + 60_000;
  while (!(await chargeJobsSettled(metricsUrl)) || (await mailsTo(second)).length < 1) {
    expect(Date.now(), second.output()).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopApiProcess(second.process);

  // The processor's charge is named by its key: the one the killed process was given is the one
  // recorded, once, with one accepted payment, one attempt and one receipt.
  await inspect(async (query) => {
    const [row] = await query<{ plan_id: number }>(
      'SELECT plan_id FROM payment_schedule WHERE id = $1',
      [rowId],
    );
    const charges = await query<{ reference: string }>(
      `SELECT reference FROM card_charges WHERE purpose = 'PAYMENT' AND subject_id = $1`,
      [row!.plan_id],
    );
    expect(charges).toEqual([{ reference: charge.reference }]);
    const payments = await query<{ reference: string; status: string }>(
      'SELECT reference, status FROM payments WHERE plan_id = $1',
      [row!.plan_id],
    );
    expect(payments).toEqual([{ reference: charge.reference, status: 'ACCEPTED' }]);
    const attempts = await query<{ outcome: string }>(
      'SELECT outcome FROM installment_charges WHERE schedule_row_id = $1',
      [rowId],
    );
    expect(attempts).toEqual([{ outcome: 'ACCEPTED' }]);
    const mails = await query<{ subject: string }>(
      'SELECT subject FROM mailbox WHERE to_email = $1',
      [email],
    );
    expect(mails).toHaveLength(1);
    // The killed job was taken over and tried again (a sweep of the new instance may have sent
    // the installment a job of its own while it waited for that try: it charged nothing more).
    const jobs = await query<{ state: string; retry_count: number }>(
      `SELECT state::text AS state, retry_count FROM jobs.job WHERE name = 'auto-pay'`,
      [],
    );
    expect(jobs).toContainEqual({ state: 'completed', retry_count: 1 });
    expect(jobs.every((job) => job.state === 'completed')).toBe(true);
  });
}, 120_000);
