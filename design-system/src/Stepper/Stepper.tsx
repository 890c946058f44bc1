import type { ReactNode } from 'react';
import { defineMessages, type NoMessageValues } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { CheckIcon } from '../icons';
import { Anchor } from '../Link/Anchor';
import * as styles from './Stepper.css';
import { stepStatus } from './stepStatus';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const messages = defineMessages<{
  label: NoMessageValues;
  summary: { current: number; total: number };
  complete: NoMessageValues;
  upcoming: NoMessageValues;
}>({
  label: { id: 'ds.stepper.label', defaultMessage: 'Steps' },
  summary: { id: 'ds.stepper.summary', defaultMessage: 'Step {current} of {total}' },
  complete: { id: 'ds.stepper.complete', defaultMessage: 'completed' },
  upcoming: { id: 'ds.stepper.upcoming', defaultMessage: 'not started' },
});

export interface StepperStep {
  id: string;
  label: ReactNode;
  /**
   * Where the step is, for a step the person has reached and may go back (or forward) to; the
   * current step never links, and a step without one cannot be opened yet.
   */
  href?: string;
  /** Finished, also when it lies after the current step (the person went back). */
  isComplete?: boolean;
}

export interface StepperProps extends StyleProps {
  steps: readonly StepperStep[];
  /** The step the person is on; the ones before it count as complete. */
  currentStepId: string;
  /** Names the list, e.g. "Enrollment steps". */
  'aria-label'?: string;
}

/**
 * Progress through a multi-step flow, as an ordered list. The current step carries
 * `aria-current="step"`; completed and upcoming steps say so in words, not only by colour. Steps
 * given an `href` are links, so a person can go back to a step they reached.
 */
export function Stepper({
  steps,
  currentStepId,
  'aria-label': ariaLabel,
  className,
  style,
}: StepperProps) {
  const intl = useIntl();
  const currentIndex = steps.findIndex((step) => step.id === currentStepId);
  return (
    <div className={mergeClassNames(styles.stepper, className)} style={style}>
      <p className={styles.summary} aria-hidden>
        {intl.formatMessage(messages.summary, {
          current: currentIndex + 1,
          total: steps.length,
        })}
      </p>
      <ol aria-label={ariaLabel ?? intl.formatMessage(messages.label)} className={styles.list}>
        {steps.map((step, index) => {
          const status = stepStatus(index, currentIndex, step.isComplete);
          const content = (
            <>
              <span className={styles.marker[status]} aria-hidden>
                {status === 'complete' ? <CheckIcon size="small" /> : index + 1}
              </span>
              <span className={styles.label}>
                {step.label}
                {status !== 'current' && (
                  <span className={styles.visuallyHidden}>
                    {`, ${intl.formatMessage(messages[status])}`}
                  </span>
                )}
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              aria-current={status === 'current' ? 'step' : undefined}
              className={styles.step[status]}
            >
              {step.href && status !== 'current' ? (
                <Anchor href={step.href} className={styles.stepLink}>
                  {content}
                </Anchor>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
