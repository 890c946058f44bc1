import {
  ServerErrorMessageProvider,
  useServerErrorMessage,
  type ServerErrorMessage,
} from '@hci/design-system';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

const loadCatalogue = () => import('./errorMessage').then(({ errorMessage }) => errorMessage);
/** What first shows that someone is about to act: a form cannot be sent before one of these. */
const intentEvents = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A sign of intent: a press or a key anywhere, a focus in a form. The page's own focus on its
 * heading, as every page load moves it, is none.
 */
const showsIntent = (event: Event) =>
  event.type !== 'focusin' || (event.target instanceof Element && !!event.target.closest('form'));

/**
 * Gives the design system's forms and data screens the institute's message for each server error
 * key. The catalogue weighs about 2 KB, so a first page does not load it: it comes with the first
 * sign of intent (a press, a key, a focus), before any form can be sent, or with the first error
 * shown (a form awaits it before saying what failed); until then the design system's generic
 * message stands in.
 */
export function ErrorCatalogue({ children }: { children: ReactNode }) {
  const generic = useServerErrorMessage();
  const [catalogue, setCatalogue] = useState<ServerErrorMessage>();
  const load = useCallback(
    () =>
      loadCatalogue().then((messageOf) => {
        setCatalogue(() => messageOf);
        return messageOf;
      }),
    [],
  );
  useEffect(() => {
    if (catalogue) return;
    const preload = (event: Event) => {
      if (showsIntent(event)) void load();
    };
    for (const type of intentEvents) document.addEventListener(type, preload, { capture: true });
    return () => {
      for (const type of intentEvents)
        document.removeEventListener(type, preload, { capture: true });
    };
  }, [catalogue, load]);
  const messageOf = useCallback<ServerErrorMessage>(
    (key) => {
      if (catalogue) return catalogue(key);
      void load();
      return generic(key);
    },
    [catalogue, generic, load],
  );
  return (
    <ServerErrorMessageProvider messageOf={messageOf} load={load}>
      {children}
    </ServerErrorMessageProvider>
  );
}
