import { useEffect, useRef, useState } from 'react';

export type CallState<Data> =
  { status: 'pending' } | { status: 'success'; data: Data } | { status: 'error'; error: unknown };

/**
 * Runs a call once when the page mounts and follows its state: for single-use links (a
 * verification code, a sign-in token) that must not be sent twice, even when React mounts the
 * page twice in development. Without a query cache, so the sign-in pages can use it.
 */
export function useCallOnMount<Data>(call: () => Promise<Data>): CallState<Data> {
  const [state, setState] = useState<CallState<Data>>({ status: 'pending' });
  const started = useRef(false);
  const firstCall = useRef(call);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    firstCall.current().then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, []);
  return state;
}
