import type { IdleWarning as Warning } from '../app/useIdleSessionEnd';
import { lazy, Suspense } from 'react';

// The dialog's code loads when the warning starts, a minute ahead, not with the app.
const IdleWarningDialog = lazy(() =>
  import('./IdleWarningDialog').then((chunk) => ({ default: chunk.IdleWarningDialog })),
);

/** The warning before the idle sign-out (see `IdleWarningDialog`), shown while it counts down. */
export function IdleWarning(warning: Warning) {
  if (warning.secondsLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog {...warning} />
    </Suspense>
  );
}
