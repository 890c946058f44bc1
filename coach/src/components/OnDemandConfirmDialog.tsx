import type { ConfirmDialogProps } from '@hci/design-system';
import { lazy, Suspense } from 'react';

const ConfirmDialog = lazy(() =>
  import('./confirmDialogChunk').then((chunk) => ({ default: chunk.ConfirmDialog })),
);

/**
 * The design system's ConfirmDialog, loaded the first time a page asks for a confirmation: the
 * modal's focus trap and overlay code (about 10 KB gzip) would otherwise ride along with every
 * page that only might ask. Rendered only while open.
 */
export function OnDemandConfirmDialog(props: ConfirmDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
