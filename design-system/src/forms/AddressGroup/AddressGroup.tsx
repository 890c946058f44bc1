// An address as one group: a fieldset whose legend names it, with country, state, city, zip and
// two street lines. Country and state keep both a code and an (English) name.
import { useId, useMemo, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { visuallyHidden } from '../../css/a11y.css';
import { Select, SelectItem, selectMessages } from '../../Select/Select';
import { TextField } from '../TextField';
import { emptyAddress, type AddressValue } from '@hci/validation';
import * as styles from './AddressGroup.css';
import { countryOptions, englishCountryName, usStateOptions, usStates } from './regions';
import { mergeClassNames, type StyleProps } from '../../css/styleProps';

const messages = defineMessages({
  country: { id: 'form.address.country', defaultMessage: 'Country' },
  state: { id: 'form.address.state', defaultMessage: 'State, province or region' },
  city: { id: 'form.address.city', defaultMessage: 'City' },
  zip: { id: 'form.address.zip', defaultMessage: 'ZIP or postal code' },
  street1: { id: 'form.address.street1', defaultMessage: 'Street address' },
  street2: {
    id: 'form.address.street2',
    defaultMessage: 'Apartment, suite or unit (optional)',
  },
});

export type AddressPart = keyof AddressValue;

export interface AddressGroupProps extends StyleProps {
  legend: ReactNode;
  /** The legend only for screen readers, where a heading just above already names the address. */
  isLegendHidden?: boolean;
  description?: ReactNode;
  value?: AddressValue;
  onChange?: (value: AddressValue) => void;
  /** Messages per part, from the form hook (`address.city` → `city`). */
  errors?: Partial<Record<AddressPart, string>>;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Prefix of the parts' ids (`<id>-city`), so an error summary can link to each part. */
  id?: string;
}

/** A postal address as one fieldset: country, state, city, ZIP and two street lines. */
export function AddressGroup({
  legend,
  isLegendHidden,
  description,
  value = emptyAddress,
  onChange,
  errors = {},
  isRequired,
  isDisabled,
  id,
  className,
  style,
}: AddressGroupProps) {
  const intl = useIntl();
  const ownId = useId();
  const prefix = id ?? ownId;
  const descriptionId = `${prefix}-description`;
  // An empty first option, so that a started address can be cleared again.
  const countries = useMemo(
    () => [
      { value: '', label: intl.formatMessage(selectMessages.placeholder) },
      ...countryOptions(intl.locale),
    ],
    [intl],
  );
  const states = useMemo(
    () => [
      { value: '', label: intl.formatMessage(selectMessages.placeholder) },
      ...usStateOptions(intl.locale),
    ],
    [intl],
  );
  const set = (changes: Partial<AddressValue>) => onChange?.({ ...value, ...changes });
  const part = (name: AddressPart) => ({
    id: `${prefix}-${name}`,
    name,
    errorMessage: errors[name],
    isDisabled,
  });
  const required = (name: AddressPart) =>
    isRequired && name !== 'zip' && name !== 'street2' ? true : undefined;

  return (
    <fieldset
      className={mergeClassNames(styles.fieldset, className)}
      style={style}
      disabled={isDisabled}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className={isLegendHidden ? visuallyHidden : styles.legend}>{legend}</legend>
      {description && (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      )}
      <Select
        {...part('countryCode')}
        label={intl.formatMessage(messages.country)}
        isRequired={required('countryCode')}
        autoComplete="country"
        items={countries}
        value={value.countryCode}
        onChange={(key) => {
          const code = String(key);
          set({
            countryCode: code,
            country: code ? englishCountryName(code) : '',
            // A state belongs to its country.
            state: '',
            stateCode: '',
          });
        }}
      >
        {(option) => <SelectItem id={option.value}>{option.label}</SelectItem>}
      </Select>
      {value.countryCode === 'US' ? (
        <Select
          {...part('stateCode')}
          label={intl.formatMessage(messages.state)}
          isRequired={required('stateCode')}
          autoComplete="address-level1"
          items={states}
          value={value.stateCode}
          onChange={(key) => {
            const code = String(key);
            set({ stateCode: code, state: usStates[code] ?? '' });
          }}
        >
          {(option) => <SelectItem id={option.value}>{option.label}</SelectItem>}
        </Select>
      ) : (
        <TextField
          {...part('stateCode')}
          label={intl.formatMessage(messages.state)}
          isRequired={required('stateCode')}
          autoComplete="address-level1"
          value={value.state}
          // Without a list of a country's regions, the region's name is also its code.
          onChange={(state) => set({ state, stateCode: state.trim() })}
        />
      )}
      <TextField
        {...part('city')}
        label={intl.formatMessage(messages.city)}
        isRequired={required('city')}
        autoComplete="address-level2"
        value={value.city}
        onChange={(city) => set({ city })}
      />
      <TextField
        {...part('zip')}
        label={intl.formatMessage(messages.zip)}
        autoComplete="postal-code"
        maxLength={10}
        value={value.zip}
        onChange={(zip) => set({ zip })}
      />
      <TextField
        {...part('street1')}
        label={intl.formatMessage(messages.street1)}
        isRequired={required('street1')}
        autoComplete="address-line1"
        value={value.street1}
        onChange={(street1) => set({ street1 })}
      />
      <TextField
        {...part('street2')}
        label={intl.formatMessage(messages.street2)}
        autoComplete="address-line2"
        value={value.street2}
        onChange={(street2) => set({ street2 })}
      />
    </fieldset>
  );
}
