// The demo world in PGlite for the API's browser build, seeded once in Node (initdb, migrations
// and the seed take seconds, most of them PGlite's own initdb) and loaded by each page that
// starts the API as a data directory, in about a second.
import { PGlite } from '@electric-sql/pglite';
import type { Clock } from '../clock.js';
import { migrate } from '../db/migrate.js';
import { pgliteDatabase } from '../db/pglite.js';
import { textParsers } from '../db/database.js';
import { seedDemoData } from '../db/seed/index.js';
import { browserServices } from './browser-services.js';
import { MemoryStorage } from './memory-storage.js';

/**
 * The demo world seeded on `clock`'s day, as a PGlite data directory (a gzipped tar). Only an API
 * whose clock shows the same day may load it: the seed counts its dates from that day.
 */
export async function demoDataDir(clock: Clock): Promise<Blob> {
  const pg = await PGlite.create({ parsers: textParsers });
  const db = await pgliteDatabase(pg);
  await migrate(db);
  const storage = new MemoryStorage();
  await seedDemoData(browserServices(db, { clock, appOrigins: [], baseUrl: '' }, storage));
  await storage.keepIn(db);
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  return dump;
}

/** The demo world's database from a data directory `demoDataDir` made, and the seed's files. */
export async function openDemoDatabase(dataDir: Blob) {
  const db = await pgliteDatabase(
    await PGlite.create({ parsers: textParsers, loadDataDir: dataDir }),
  );
  return { db, storage: await MemoryStorage.loadFrom(db) };
}
