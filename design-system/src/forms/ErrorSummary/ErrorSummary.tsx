// The GOV.UK error summary: announced (role=alert), focused on an invalid submit, one link per
// invalid field that moves focus to it. Each entry names its field by the field's own label, since
// rule messages ("This field is required") do not say which field they are about.
import { forwardRef, useId, useLayoutEffect, useState, type MouseEvent } from 'react';
import { defineMessages, type NoMessageValues } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import type { FormIssue } from '../useForm/useForm';
import * as styles from './ErrorSummary.css';
import { mergeClassNames, type StyleProps } from '../../css/styleProps';

const messages = defineMessages<{
  title: NoMessageValues;
  entry: { label: string; message: string };
}>({
  title: { id: 'form.errorSummary.title', defaultMessage: 'There is a problem' },
  entry: { id: 'form.errorSummary.entry', defaultMessage: '{label}: {message}' },
});

export interface ErrorSummaryProps extends StyleProps {
  issues: readonly FormIssue[];
  /** What went wrong that no field can fix (a refused sign-in), listed first, without a link. */
  problems?: readonly string[];
}

/** The visible text of a control's label, without its aria-hidden required marker. */
function labelOf(fieldId: string): string | undefined {
  const control = document.getElementById(fieldId);
  const label =
    control && 'labels' in control ? (control as HTMLInputElement).labels?.[0] : undefined;
  if (!label) return undefined;
  const copy = label.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() || undefined;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const control = document.getElementById(fieldId);
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/**
 * The list of a form's errors above it, announced and focused on an invalid submit; each field's
 * entry links to its field, a problem of the whole form comes first. Give it `useForm`'s
 * `summaryProps`.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { issues, problems = [], className, style },
  ref,
) {
  const intl = useIntl();
  const titleId = useId();
  const [labels, setLabels] = useState<Record<string, string | undefined>>({});
  const key = issues.map((issue) => issue.fieldId).join(' ');
  useLayoutEffect(() => {
    setLabels(Object.fromEntries(key.split(' ').map((fieldId) => [fieldId, labelOf(fieldId)])));
  }, [key]);

  if (issues.length === 0 && problems.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={mergeClassNames(styles.summary, className)}
      style={style}
    >
      <h2 id={titleId} className={styles.heading}>
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
        {issues.map(({ fieldId, message }) => {
          const label = labels[fieldId];
          return (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                className={styles.link}
                onClick={(event) => focusField(event, fieldId)}
              >
                {label ? intl.formatMessage(messages.entry, { label, message }) : message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
