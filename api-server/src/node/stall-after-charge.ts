import { writeSync } from 'node:fs';

/**
 * The crash tests' point of no return: the charge is made, the API has not recorded it. The
 * charge is written out at once (a buffered line would die with the process), then the process
 * waits, doing nothing more, for the test to kill it.
 */
export function stallAfterCharge(reference: string, idempotencyKey: string | undefined): never {
  const line = { message: 'card charged; stalled for a crash test', reference, idempotencyKey };
  writeSync(2, `${JSON.stringify(line)}\n`);
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}
