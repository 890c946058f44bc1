import { useState } from 'react';
import { Button } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { TextInputField, type TextInputFieldProps } from '../TextField/TextInputField';
import * as styles from './PasswordField.css';

/** Password inputs cap at 255 characters (specification §5). */
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
  const toggle = (
    <Button
      className={styles.toggle}
      isDisabled={props.isDisabled}
      aria-label={intl.formatMessage(visible ? messages.hideLabel : messages.showLabel)}
      onPress={() => setVisible((shown) => !shown)}
    >
      {intl.formatMessage(visible ? messages.hide : messages.show)}
    </Button>
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
