import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A value that follows the work started under it across every await (the request a log line is
 * part of, the idempotency claim a charge notes). Reached as `#request-scope`, so the modules
 * using it stay free of Node's own modules.
 */
export class RequestScope<T> {
  private readonly storage = new AsyncLocalStorage<T>();

  run<R>(value: T, work: () => R): R {
    return this.storage.run(value, work);
  }

  current(): T | undefined {
    return this.storage.getStore();
  }
}
