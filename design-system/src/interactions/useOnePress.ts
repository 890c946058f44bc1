import { useRef, useState } from 'react';

/**
 * Runs `task` one at a time: a press that comes while it runs (a double click) is ignored and
 * resolves to undefined. A mutation's own pending flag reaches the button a moment too late to
 * stop a fast second click, which would save, submit or confirm twice.
 */
export function useOnePress<Args extends unknown[], Result>(
  task: (...args: Args) => Promise<Result>,
) {
  const running = useRef(false);
  const [isRunning, setRunning] = useState(false);
  const run = async (...args: Args): Promise<Result | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setRunning(true);
    try {
      return await task(...args);
    } finally {
      running.current = false;
      setRunning(false);
    }
  };
  return [run, isRunning] as const;
}
