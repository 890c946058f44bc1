// A number typed in the user's locale, on a native input: @internationalized/number (react-aria's
// own number code) parses and formats it; the field keeps the text as typed until the person
// leaves it or presses Enter, then shows the number formatted, within its limits and on its step.
import { NumberFormatter, NumberParser } from '@internationalized/number';
import { useState, type KeyboardEvent } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useIntl } from '../../i18n/useIntl';
import { useInteractionState } from '../../interactions';
import type { FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { NativeField } from '../Field/NativeField';
import { useFieldValue } from '../Field/useFieldValue';

export interface NumberFieldProps extends FieldBaseProps {
  /** Empty is `null`. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  formatOptions?: Intl.NumberFormatOptions;
  /** The locale whose number data reads and writes the number; the page's language by default. */
  numberLocale?: string;
}

/** What a field's own rule makes of its text (the money field's): a number, nothing, or a refusal. */
export type NumberTextReading = { value: number | null } | { refusal: string };

/** A field's own reading of its text, in place of the locale's number parser. */
export interface NumberTextRule {
  /** Whether the text may stand in the field while it is typed. */
  isDraft: (text: string) => boolean;
  read: (text: string) => NumberTextReading;
}

interface NumberInputProps extends NumberFieldProps {
  textRule?: NumberTextRule;
}

/** `value` on the step counted from the minimum (or from 0). */
function onStep(value: number, { minValue, step }: Pick<NumberFieldProps, 'minValue' | 'step'>) {
  if (step === undefined) return value;
  const base = minValue ?? 0;
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number((Math.round((value - base) / step) * step + base).toFixed(decimals));
}

/** `value` within the limits and on the step counted from the minimum (or from 0). */
function limitNumber(
  value: number,
  { minValue, maxValue, step }: Pick<NumberFieldProps, 'minValue' | 'maxValue' | 'step'>,
): number {
  let limited = onStep(value, { minValue, step });
  if (minValue !== undefined) limited = Math.max(limited, minValue);
  if (maxValue !== undefined) limited = Math.min(limited, maxValue);
  return limited;
}

/**
 * The typed text with a thousands separator that cannot be one read as the decimal separator: a
 * group of thousands always has three digits, so in Spanish `12.50` means twelve and a half, not
 * 1250 (and `12,50` in English likewise). Only a single separator followed by one or two digits
 * at the end is taken so; `1.500` stays fifteen hundred.
 */
function withMeantDecimal(text: string, formatter: NumberFormatter): string {
  const parts = formatter.formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value;
  const decimal = parts.find((part) => part.type === 'decimal')?.value;
  if (!group || !decimal || group === decimal || text.includes(decimal)) return text;
  const [whole, fraction, ...rest] = text.trim().split(group);
  if (rest.length > 0 || fraction === undefined || !/^\d{1,2}$/.test(fraction)) return text;
  return `${whole}${decimal}${fraction}`;
}

/** A number typed in the user's locale (`1.234,5` in Spanish), with arrow keys to step. */
export function NumberField(props: NumberFieldProps) {
  return <NumberInput {...props} />;
}

/**
 * The number field, its text read by the locale's parser or by a field's own rule. Text the rule
 * refuses stays as typed, with the rule's message, and the field holds no number meanwhile: the
 * last number must not stand in for what is on screen.
 */
export function NumberInput({
  value: valueProp,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  step,
  formatOptions,
  numberLocale,
  textRule,
  onBlur,
  errorMessage,
  ...field
}: NumberInputProps) {
  const intl = useIntl();
  const locale = numberLocale ?? intl.locale;
  const [value, setValue] = useFieldValue(valueProp, defaultValue, onChange);
  // The text while it is being typed; the formatted value otherwise.
  const [draft, setDraft] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const { interactionProps } = useInteractionState({
    isDisabled: field.isDisabled,
    isTextInput: true,
  });
  // Cheap to make on every render: @internationalized/number caches what they build.
  const formatter = new NumberFormatter(locale, formatOptions);
  const parser = new NumberParser(locale, formatOptions);
  const hasDecimals = (formatter.resolvedOptions().maximumFractionDigits ?? 0) > 0;
  const limits = { minValue, maxValue, step };

  const settle = (next: number | null) => {
    setDraft(undefined);
    setRefusal(undefined);
    if (next !== value) setValue(next);
  };
  const read = (text: string): NumberTextReading => {
    if (textRule) return textRule.read(text);
    if (text.trim() === '') return { value: null };
    return { value: parser.parse(hasDecimals ? withMeantDecimal(text, formatter) : text) };
  };
  /** The typed text's number, or a refusal shown on the field, which then holds no number. */
  const typed = () => {
    if (draft === undefined) return value;
    const reading = read(draft);
    if ('value' in reading) return reading.value;
    setRefusal(reading.refusal);
    if (value !== null) setValue(null);
    return undefined;
  };
  const commit = () => {
    if (draft === undefined) return;
    const next = typed();
    if (next === undefined) return;
    // Text that is no number gives way to the last number. A typed number keeps its value, only
    // rounded to the step: one past the limits is the form's to refuse with a message, not this
    // field's to change unseen (5000 must not become a pay-off of 3600).
    settle(next === null ? null : Number.isNaN(next) ? value : onStep(next, limits));
  };
  const stepBy = (direction: 1 | -1) => {
    const current = typed();
    if (current === undefined) return;
    const start = current === null || Number.isNaN(current);
    settle(limitNumber(start ? (minValue ?? 0) : current + direction * (step ?? 1), limits));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      commit();
    }
  };

  return (
    <NativeField {...field} errorMessage={refusal ?? errorMessage}>
      {(control) => (
        <input
          {...mergeProps(interactionProps, { onBlur: commit, onKeyDown }, { onBlur })}
          {...control}
          type="text"
          inputMode={hasDecimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={draft ?? (value === null ? '' : formatter.format(value))}
          onChange={(event) => {
            const text = event.target.value;
            // Any number may be typed, a negative one too: one past the limits is the form's to
            // refuse with a message, as on commit.
            const isDraft = textRule ? textRule.isDraft(text) : parser.isValidPartialNumber(text);
            if (text === '' || isDraft) setDraft(text);
          }}
          className={styles.input}
        />
      )}
    </NativeField>
  );
}
