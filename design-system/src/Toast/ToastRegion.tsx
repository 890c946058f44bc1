import { lazy, Suspense, useEffect, useState } from 'react';
import { toastQueue } from './toastQueue';

// The region and its toasts load with the first toast: most pages, the sign-in page among them,
// never show one before the user acts, so their first load leaves that code out.
const ToastList = lazy(() =>
  import('./ToastList').then((module) => ({ default: module.ToastList })),
);

const hasToasts = () => toastQueue.visibleToasts.length > 0;

/** Place once at the app root. Stays mounted once shown, so focus returns as the region expects. */
export function ToastRegion() {
  const [needed, setNeeded] = useState(hasToasts);
  useEffect(() => {
    if (needed) return undefined;
    if (hasToasts()) setNeeded(true);
    return toastQueue.subscribe(() => {
      if (hasToasts()) setNeeded(true);
    });
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
