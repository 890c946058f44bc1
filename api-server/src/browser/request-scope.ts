/**
 * The request scope of the API's browser build, which has no AsyncLocalStorage: the value holds
 * from `run` until the work it started settles. That is right only while one request runs at a
 * time, which the browser API guarantees by answering its requests in turn.
 */
export class RequestScope<T> {
  private value: T | undefined;

  run<R>(value: T, work: () => R): R {
    const before = this.value;
    this.value = value;
    const restore = () => {
      this.value = before;
    };
    try {
      const result = work();
      if (result instanceof Promise) return result.finally(restore) as R;
      restore();
      return result;
    } catch (error) {
      restore();
      throw error;
    }
  }

  current(): T | undefined {
    return this.value;
  }
}
