import { AsyncLocalStorage } from 'node:async_hooks';

/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const requestScope = new AsyncLocalStorage<string>();

/**
 * Runs `work` as part of the request `requestId`: every line logged meanwhile, and by whatever it
 * starts (a mail tried again later), names that request.
 */
export function inRequest<T>(requestId: string, work: () => T): T {
  return requestScope.run(requestId, work);
}

export function createLogger({ quiet = false }: { quiet?: boolean } = {}): Logger {
  const write = (level: 'info' | 'error', message: string, fields?: Record<string, unknown>) => {
    if (quiet && level === 'info') return;
    const requestId = requestScope.getStore();
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level,
      message,
      ...fields,
      ...(requestId === undefined ? {} : { requestId }),
    });
    if (level === 'error') console.error(line);
    else console.info(line);
  };
  return {
    info: (message, fields) => write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
