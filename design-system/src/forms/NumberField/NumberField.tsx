import { Input, NumberField as AriaNumberField } from 'react-aria-components';
import { FieldFrame, fieldState, useFieldValue, type FieldBaseProps } from '../Field';
import * as styles from '../Field/Field.css';

export interface NumberFieldProps extends FieldBaseProps {
  /** Empty is `null`. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  formatOptions?: Intl.NumberFormatOptions;
}

/** A number typed in the user's locale (`1.234,5` in Spanish), with arrow keys to step. */
export function NumberField({
  value: valueProp,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  step,
  formatOptions,
  ...field
}: NumberFieldProps) {
  const [value, setValue] = useFieldValue(valueProp, defaultValue, onChange);
  return (
    <AriaNumberField
      {...fieldState(field)}
      value={value ?? Number.NaN}
      onChange={(next) => setValue(Number.isNaN(next) ? null : next)}
      onBlur={field.onBlur}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={formatOptions}
    >
      <FieldFrame {...field}>
        <Input className={styles.input} />
      </FieldFrame>
    </AriaNumberField>
  );
}
