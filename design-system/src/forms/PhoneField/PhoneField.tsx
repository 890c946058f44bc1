// A phone number with its country: the country picker sets the calling code, the number is typed
// in any format (as GOV.UK advises). Validity is the `phoneValid` / `mobilePhone` rules' business;
// the field makes sure they can answer: it suspends until the metadata of its value is loaded, and
// reports a change only once the metadata of the new value is.
import { useId, useMemo, useRef, useState } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import type { FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { NativeField, NativeFieldGroup } from '../Field/NativeField';
import { useFieldValue } from '../Field/useFieldValue';
import { ChevronDownIcon } from '../../icons';
import { textMaxLength } from '../TextField';
import {
  callingCode,
  isPhoneCountry,
  missingPhoneMetadata,
  phoneCountries,
  type CountryCode,
  type PhoneValue,
} from '@hci/validation';
import * as phoneStyles from './PhoneField.css';
import { usePhoneMetadata } from './usePhoneMetadata';

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

/**
 * A phone number with its country picker (the calling code). Suspends until its country's
 * metadata has loaded; wrap it in `Suspense`.
 */
export function PhoneField({
  value: valueProp,
  defaultValue,
  defaultCountry = 'US',
  onChange,
  autoComplete = 'tel-national',
  onBlur,
  ...field
}: PhoneFieldProps) {
  const intl = useIntl();
  const countryId = useId();
  const [value, setValue] = useFieldValue(
    valueProp,
    defaultValue ?? { country: defaultCountry, number: '' },
    onChange,
  );
  // A change whose metadata is still loading: shown at once, reported once loaded.
  const [pending, setPending] = useState<PhoneValue>();
  const latest = useRef<PhoneValue>(undefined);
  usePhoneMetadata(value);
  const shown = pending ?? value;
  const report = (next: PhoneValue) => {
    latest.current = next;
    const load = missingPhoneMetadata(next);
    if (!load) {
      setPending(undefined);
      setValue(next);
      return;
    }
    setPending(next);
    void load.then(
      () => {
        if (latest.current === next) report(next);
      },
      () => {
        // Unreachable metadata (offline): the field shows the value the form holds again.
        if (latest.current === next) setPending(undefined);
      },
    );
  };
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'code' });
    return phoneCountries
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${callingCode(code)})` }))
      .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [intl.locale]);

  return (
    <NativeField {...field}>
      {(control) => (
        <NativeFieldGroup control={control}>
          <span className={phoneStyles.country}>
            {/* A label of the picker, so that dimmed with it when disabled it is known as such. */}
            <label htmlFor={countryId} aria-hidden>
              {shown.country} +{callingCode(shown.country)}
            </label>
            <ChevronDownIcon />
            <select
              id={countryId}
              className={phoneStyles.countrySelect}
              aria-label={intl.formatMessage(messages.country)}
              value={shown.country}
              disabled={field.isDisabled}
              onChange={(event) => {
                const country = event.target.value;
                if (isPhoneCountry(country)) report({ ...shown, country });
              }}
            >
              {countries.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          </span>
          <input
            {...mergeProps(control, { onBlur })}
            type="tel"
            value={shown.number}
            onChange={(event) => report({ ...shown, number: event.target.value })}
            maxLength={textMaxLength}
            autoComplete={autoComplete}
            className={styles.groupInput}
          />
        </NativeFieldGroup>
      )}
    </NativeField>
  );
}
