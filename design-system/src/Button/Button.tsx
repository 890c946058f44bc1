import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ProgressBar,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './Button.css';

const messages = defineMessages({
  pending: { id: 'ds.button.pending', defaultMessage: 'Working on it' },
});

export type ButtonVariant = NonNullable<styles.ButtonVariants['variant']>;

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** `primary` for the one main action of a screen, `critical` for destructive ones. */
  variant?: ButtonVariant;
  /** An icon before the label. */
  icon?: ReactNode;
  fullWidth?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  icon,
  fullWidth = false,
  children,
  ...props
}: ButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton {...props} className={styles.buttonRecipe({ variant, fullWidth })}>
      {({ isPending }) => (
        <>
          <span className={isPending ? styles.hiddenLabel : styles.label}>
            {icon}
            {children}
          </span>
          {isPending && (
            <ProgressBar
              isIndeterminate
              aria-label={intl.formatMessage(messages.pending)}
              className={styles.spinnerFrame}
            >
              <span className={styles.spinner} />
            </ProgressBar>
          )}
        </>
      )}
    </AriaButton>
  );
}
