import { demoEmails, demoPassword } from '@hci/demo-world';
import { hashPassword } from '#passwords';
import type { Services } from '../../services.js';
import type { SqlValue } from '../database.js';
import { seedAccounts } from './accounts.js';
import { seedCatalogue } from './catalogue.js';
import { seedCoach } from './coach.js';
import type { Seed } from './context.js';
import { seedLearning } from './learning.js';
import { seedStudentAccount } from './student-account.js';

export { demoEmails, demoPassword };

/**
 * Seeds the demo accounts and everything their screens show, once: a second call finds
 * student@demo.test and does nothing. Dates are relative to today so past-due rows stay past due.
 */
export async function seedDemoData(services: Services): Promise<boolean> {
  const { db, clock } = services;
  const [existing] = await db.query('SELECT 1 FROM users WHERE email = $1', [demoEmails.student]);
  if (existing) return false;
  // Hashing and the steps below take a while on a busy machine: each says it has started.
  const step = (name: string) => services.log.info('seeding demo data', { step: name });
  step('password');
  const now = clock.now();
  const passwordHash = await hashPassword(demoPassword);

  return db.transaction(async (tx) => {
    // Instances starting at once each found no demo data: the first to take the lock seeds, the
    // others then find its rows and leave them.
    await tx.query('SELECT pg_advisory_xact_lock(4011)');
    const [seeded] = await tx.query('SELECT 1 FROM users WHERE email = $1', [demoEmails.student]);
    if (seeded) return false;
    const one = async (sql: string, params: readonly SqlValue[] = []) => {
      const [row] = await tx.query<{ id: number }>(sql, params);
      if (!row) throw new Error(`Seed statement returned nothing: ${sql}`);
      return row.id;
    };
    const run = (sql: string, params: readonly SqlValue[] = []) => tx.query(sql, params);
    const seed: Seed = { tx, one, run, services, now, passwordHash };
    step('accounts');
    const accounts = await seedAccounts(seed);
    step('catalogue');
    const cohorts = await seedCatalogue(seed);
    step('learning');
    await seedLearning(seed, { ...accounts, ...cohorts });
    step('student account');
    await seedStudentAccount(seed, { ...accounts, ...cohorts });
    step('coach');
    await seedCoach(seed, accounts);
    return true;
  });
}
