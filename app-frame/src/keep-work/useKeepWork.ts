import { keptWork } from '@hci/api-schema';
import { useApiSession } from '../app/ApiProvider';
import { useEffect, useRef, useState } from 'react';
import { registerUnsavedForm } from './unsavedForms';

type Values = Record<string, unknown>;

/** What `useKeepWork` needs of a form (the design system's `useForm` gives it). */
export interface KeepableForm<T extends Values> {
  values: T;
  isDirty: boolean;
  isSubmitting: boolean;
  setValues: (values: T) => void;
}

export interface KeptWorkChoice {
  /** Values kept when the session ended by time wait to be restored. */
  isOffered: boolean;
  restore: () => void;
  discard: () => void;
}

/**
 * Keeps a form's unsaved changes from being lost: leaving the page asks first (in-app links, Back
 * and Forward, closing the tab), an idle sign-out keeps them on this device for this user, and
 * after signing in again they are offered back. `formId` names the form, the same in every visit.
 */
export function useKeepWork<T extends Values>(
  formId: string,
  form: KeepableForm<T>,
): KeptWorkChoice {
  const { email } = useApiSession();
  const latest = useRef(form);
  latest.current = form;
  const [offered, setOffered] = useState(() => keptWork.read(email, formId));

  // A submit in progress is not leaving work behind: its page may move on when it is saved.
  useEffect(
    () => registerUnsavedForm(() => latest.current.isDirty && !latest.current.isSubmitting),
    [],
  );
  // The watch on Back and Forward is fetched once the form is shown, not with its page.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./traversals').then(({ guardTraversals }) => {
      if (!gone) stop = guardTraversals();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  useEffect(
    () => keptWork.register(formId, () => (latest.current.isDirty ? latest.current.values : null)),
    [formId],
  );
  useEffect(() => {
    if (!form.isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The browser asks in its own words; the text of a page is not shown any more.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [form.isDirty]);

  const settle = () => {
    keptWork.forget(email, formId);
    setOffered(null);
  };
  return {
    isOffered: offered !== null,
    restore: () => {
      // Kept values over the saved ones: a field kept no copy of (a secret) stays as it is.
      if (offered) latest.current.setValues({ ...latest.current.values, ...offered } as T);
      settle();
    },
    discard: settle,
  };
}
