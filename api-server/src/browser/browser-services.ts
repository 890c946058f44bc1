// What the API's services are in a browser build (and when its demo world is seeded in Node for
// one): memory for files, no job queue, fixed keys and a quiet log. Mail is kept in the database's
// development mailbox, where a story finds the code or link a person was sent.
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { createLogger } from '../log.js';
import { createServices } from '../services.js';
import { browserSecrets } from './browser-secrets.js';
import { DroppedJobs } from './dropped-jobs.js';
import { MemoryStorage } from './memory-storage.js';

const log = createLogger({ quiet: true });
const secrets = browserSecrets();

export interface BrowserServiceOptions {
  /** The API's time (the demo day, so what the demo world says is due stays due). */
  clock: Clock;
  /** The origins of the apps calling the API. */
  appOrigins: string[];
  /** Where the API is reached from the page (its base URL, for absolute links). */
  baseUrl: string;
}

export function browserServices(
  db: Database,
  options: BrowserServiceOptions,
  storage = new MemoryStorage(),
) {
  return createServices({
    db,
    storage,
    secrets,
    clock: options.clock,
    log,
    devMailbox: true,
    queue: new DroppedJobs(),
    appOrigins: { allowed: options.appOrigins, coach: [] },
    publicUrl: () => options.baseUrl,
  });
}
