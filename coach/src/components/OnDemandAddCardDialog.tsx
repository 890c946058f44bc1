import type { AddCardDialog as Dialog } from '@hci/app-frame';
import { lazy, Suspense, type ComponentProps } from 'react';

const AddCardDialog = lazy(() =>
  import('./addCardDialogChunk').then((chunk) => ({ default: chunk.AddCardDialog })),
);

/**
 * The app frame's AddCardDialog, loaded the first time a page offers to add a card there: the card
 * form, its rules and the modal (about 15 KB gzip) would otherwise ride along with a page where
 * adding a card is a side path. Rendered only while open.
 */
export function OnDemandAddCardDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AddCardDialog {...props} />
    </Suspense>
  );
}
