// Waiting for the reference API to answer, for as long as it is at work. A first start migrates
// and seeds (hashing passwords), which takes seconds on a quiet machine and minutes on a busy one,
// so no fixed deadline fits: the wait lasts while the API keeps logging its steps, and ends when
// it answers, when it exits, or when it has said nothing and not answered for `quietLimit` ms.
import { createInterface } from 'node:readline';

/** What a log line of the API says: its `message` (and `step`) when it is JSON, else the line. */
export function describeLine(line) {
  try {
    const { message, step } = JSON.parse(line);
    if (typeof message === 'string') return step ? `${message}: ${step}` : message;
  } catch {
    // not one of the API's JSON log lines
  }
  return line.trim();
}

/**
 * Resolves once `url` answers 2xx. `api` is the API's child process with its stdout piped: every
 * line it writes is passed to `echo` (the terminal, by default) and counts as progress. Rejects
 * when the process exits first or goes quiet for `quietLimit` ms. `say` reports what the wait is
 * for: at the start, and every `remindEvery` ms of quiet.
 *
 * @param {{
 *   url: string,
 *   api: import('node:child_process').ChildProcess,
 *   quietLimit?: number,
 *   remindEvery?: number,
 *   pollEvery?: number,
 *   say?: (text: string) => void,
 *   echo?: (line: string) => void,
 * }} options
 */
export function waitForApi({
  url,
  api,
  quietLimit = 180_000,
  remindEvery = 20_000,
  pollEvery = 250,
  say = (text) => console.info(text),
  echo = (line) => console.info(line),
}) {
  return new Promise((resolveWait, rejectWait) => {
    let lastSaid = 'nothing yet';
    let lastProgress = Date.now();
    let lastReminder = Date.now();
    let settled = false;
    const lines = api.stdout ? createInterface({ input: api.stdout }) : null;
    lines?.on('line', (line) => {
      echo(line);
      if (!line.trim()) return;
      lastSaid = describeLine(line);
      lastProgress = Date.now();
    });
    const finish = (error) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      api.off('exit', onExit);
      // The API keeps writing once it is up: the lines still reach the terminal, no longer judged.
      lines?.removeAllListeners('line');
      lines?.on('line', echo);
      if (error) rejectWait(error);
      else resolveWait();
    };
    const onExit = (code, signal) =>
      finish(
        new Error(`The API exited (${signal ?? `exit ${code}`}) before it answered at ${url}.`),
      );
    api.on('exit', onExit);

    say(`Waiting for the API to answer at ${url} (a first start migrates and seeds demo data)…`);
    let polling = false;
    const timer = setInterval(async () => {
      if (polling || settled) return;
      polling = true;
      try {
        if ((await fetch(url)).ok) return finish();
      } catch {
        // not listening yet
      } finally {
        polling = false;
      }
      const now = Date.now();
      const quietFor = now - lastProgress;
      if (quietFor >= quietLimit) {
        finish(
          new Error(
            `The API has neither answered at ${url} nor logged anything for ${Math.round(quietFor / 1000)} s ` +
              `(last it said: ${lastSaid}).`,
          ),
        );
      } else if (now - lastReminder >= remindEvery && quietFor >= remindEvery) {
        lastReminder = now;
        say(
          `Still waiting for the API at ${url}; last it said “${lastSaid}” ${Math.round(quietFor / 1000)} s ago.`,
        );
      }
    }, pollEvery);
  });
}
