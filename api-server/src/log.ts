/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger({ quiet = false }: { quiet?: boolean } = {}): Logger {
  const write = (level: 'info' | 'error', message: string, fields?: Record<string, unknown>) => {
    if (quiet && level === 'info') return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
    if (level === 'error') console.error(line);
    else console.info(line);
  };
  return {
    info: (message, fields) => write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
