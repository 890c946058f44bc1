// A phone number with its country: the country picker sets the calling code, the number is typed
// in any format (as GOV.UK advises). Validity is the `phoneValid` / `mobilePhone` rules' business.
import { useMemo } from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { FieldFrame, fieldState, useFieldValue, type FieldBaseProps } from '../Field';
import * as styles from '../Field/Field.css';
import { textMaxLength } from '../TextField';
import {
  callingCode,
  isPhoneCountry,
  phoneCountries,
  type CountryCode,
  type PhoneValue,
} from '../validation/phone';
import * as phoneStyles from './PhoneField.css';

const messages = defineMessages({
  country: { id: 'form.phone.country', defaultMessage: 'Country calling code' },
});

export interface PhoneFieldProps extends FieldBaseProps {
  value?: PhoneValue;
  defaultValue?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  /** The country picked when there is no value (default US). */
  defaultCountry?: CountryCode;
  /** `tel` for any number, `tel-national` is implied by the picker. */
  autoComplete?: string;
}

export function PhoneField({
  value: valueProp,
  defaultValue,
  defaultCountry = 'US',
  onChange,
  autoComplete = 'tel-national',
  ...field
}: PhoneFieldProps) {
  const intl = useIntl();
  const [value, setValue] = useFieldValue(
    valueProp,
    defaultValue ?? { country: defaultCountry, number: '' },
    onChange,
  );
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'code' });
    return phoneCountries
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${callingCode(code)})` }))
      .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [intl.locale]);

  return (
    <AriaTextField
      {...fieldState(field)}
      value={value.number}
      onChange={(number) => setValue({ ...value, number })}
      onBlur={field.onBlur}
      maxLength={textMaxLength}
      type="tel"
      autoComplete={autoComplete}
    >
      <FieldFrame {...field}>
        <Group className={styles.group}>
          <select
            className={phoneStyles.country}
            aria-label={intl.formatMessage(messages.country)}
            value={value.country}
            disabled={field.isDisabled}
            onChange={(event) => {
              const country = event.target.value;
              if (isPhoneCountry(country)) setValue({ ...value, country });
            }}
          >
            {countries.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
          <Input className={styles.groupInput} />
        </Group>
      </FieldFrame>
    </AriaTextField>
  );
}
