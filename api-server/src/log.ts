import { RequestScope } from '#request-scope';

/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const requestScope = new RequestScope<string>();

/**
 * Runs `work` as part of the request `requestId`: every line logged meanwhile, and by whatever it
 * starts (a mail tried again later), names that request.
 */
export function inRequest<T>(requestId: string, work: () => T): T {
  return requestScope.run(requestId, work);
}

/** The id of the request (or job) the running code is part of, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.current();
}

/**
 * The info lines of one turn of the event loop, written to stdout together. Each line is a system
 * call otherwise (stdout to a pipe or a file is written synchronously), the largest single cost
 * of answering a small request; at a few hundred requests a second a turn often ends several.
 * Whatever is left is written as the process exits.
 */
const pendingLines: string[] = [];

function writePendingLines() {
  if (pendingLines.length === 0) return;
  process.stdout.write(pendingLines.join(''));
  pendingLines.length = 0;
}

let flushOnExit = false;

function writeLine(line: string) {
  if (!flushOnExit) {
    flushOnExit = true;
    process.on('exit', writePendingLines);
  }
  if (pendingLines.length === 0) setImmediate(writePendingLines);
  pendingLines.push(`${line}\n`);
}

export function createLogger({ quiet = false }: { quiet?: boolean } = {}): Logger {
  const write = (level: 'info' | 'error', message: string, fields?: Record<string, unknown>) => {
    if (quiet && level === 'info') return;
    const requestId = requestScope.current();
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level,
      message,
      ...fields,
      ...(requestId === undefined ? {} : { requestId }),
    });
    if (level === 'error') console.error(line);
    else writeLine(line);
  };
  return {
    info: (message, fields) => write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
