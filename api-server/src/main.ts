import { readConfig } from './config.js';
import { createLogger } from './log.js';
import { startApiServer } from './server.js';

const config = readConfig();
const reset = process.argv.includes('--reset');

try {
  const server = await startApiServer({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    allowedOrigins: config.allowedOrigins,
    coachOrigins: config.coachOrigins,
    devMailbox: config.devMailbox,
    devClock: config.devClock,
    role: config.role,
    queueTiming: config.queueTiming,
    stallAfterCharge: config.stallAfterCharge,
    trustProxy: config.trustProxy,
    jwtSecret: config.jwtSecret,
    learningPlatformUrl: config.learningPlatformUrl,
    s3: config.s3,
    smtp: config.smtp,
    seed: config.seedDemo,
    publicUrl: config.publicUrl,
    metricsPort: config.metricsPort,
    metricsHost: config.metricsHost,
    reset,
  });
  // Through the log, so they follow the lines the start wrote before them.
  const log = createLogger();
  log.info(`API listening on ${server.url}`);
  if (server.metricsUrl) log.info(`metrics on ${server.metricsUrl}`);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
