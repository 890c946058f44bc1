// The parts around a native control (input, select), free of react-aria: the label row, the
// description and the error, linked to the control by ids as react-aria links its own fields.
import { useId, type ReactNode } from 'react';
import * as styles from './FieldParts.css';
import { RequiredMarker } from './RequiredMarker';

export interface NativeFieldIds {
  controlId: string;
  descriptionId: string;
  errorId: string;
  /** For the control's `aria-describedby`: the description, then the error, when shown. */
  describedBy: string | undefined;
}

export function useNativeFieldIds(
  id: string | undefined,
  { hasDescription, hasError }: { hasDescription: boolean; hasError: boolean },
): NativeFieldIds {
  const ownId = useId();
  const controlId = id ?? ownId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [hasDescription && descriptionId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, descriptionId, errorId, describedBy };
}

/** The label, with the required marker beside it (not inside, so the control's name is exact). */
export function NativeFieldLabel({
  htmlFor,
  isRequired,
  children,
}: {
  htmlFor: string;
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.labelRow}>
      <label htmlFor={htmlFor} className={styles.label}>
        {children}
      </label>
      {isRequired && <RequiredMarker />}
    </div>
  );
}

export function NativeFieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.description}>
      {children}
    </div>
  );
}

export function NativeFieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.error}>
      {children}
    </div>
  );
}
