import { useState } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { useInteractionState } from '../../interactions';
import { TextInputField, type TextInputFieldProps } from '../TextField/TextInputField';
import * as styles from './PasswordField.css';

/** Password inputs cap at 255 characters. */
export const passwordMaxLength = 255;

const messages = defineMessages({
  show: { id: 'form.password.show', defaultMessage: 'Show' },
  hide: { id: 'form.password.hide', defaultMessage: 'Hide' },
  showLabel: { id: 'form.password.showLabel', defaultMessage: 'Show password' },
  hideLabel: { id: 'form.password.hideLabel', defaultMessage: 'Hide password' },
});

export type PasswordFieldProps = Omit<
  TextInputFieldProps,
  'type' | 'display' | 'parse' | 'parsePaste' | 'endAdornment' | 'inputMode'
>;

/** A password with a show/hide toggle (the text stays where it is, only its masking changes). */
export function PasswordField({
  maxLength = passwordMaxLength,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const { interactionProps } = useInteractionState({ isDisabled: props.isDisabled });
  const toggle = (
    <button
      {...mergeProps(interactionProps, { onClick: () => setVisible((shown) => !shown) })}
      type="button"
      className={styles.toggle}
      disabled={props.isDisabled}
      data-disabled={props.isDisabled || undefined}
      aria-label={intl.formatMessage(visible ? messages.hideLabel : messages.showLabel)}
    >
      {intl.formatMessage(visible ? messages.hide : messages.show)}
    </button>
  );
  return (
    <TextInputField
      {...props}
      type={visible ? 'text' : 'password'}
      maxLength={maxLength}
      autoComplete={autoComplete}
      endAdornment={toggle}
    />
  );
}
