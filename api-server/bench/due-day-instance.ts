// One API instance of the due-day bench, in a process of its own (as deployed): opens the
// database its parent names, and on 'run' works what is due (the sweep, then the queues until
// empty), answering how many jobs it ran.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobWork } from '../src/jobs/index.js';
import { sweep } from '../src/jobs/sweep.js';
import { createApiContext } from '../src/server.js';

const [databaseUrl] = process.argv.slice(2);
const context = await createApiContext({
  databaseUrl,
  dataDir: await mkdtemp(join(tmpdir(), 'hci-due-day-')),
  quiet: true,
  devMailbox: true,
  role: 'api',
});
process.send?.({ ready: true });
process.on('message', async (message) => {
  if (message !== 'run') return;
  // As runDueJobs, with the time a large due day takes.
  await sweep(context.services);
  const jobs = await context.services.queue.runDue(jobWork(context.services), {
    maxMs: 60 * 60_000,
  });
  process.send?.({ jobs });
});
process.on('disconnect', () => {
  context.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
