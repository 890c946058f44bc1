import { Select, SelectItem, useFormattingLocale } from '@hci/design-system';
import { quarterHourLabels, quarterHours } from './quarterHours';

export interface TimeSelectProps {
  label: string;
  /** HH:MM, one of `quarterHours`. */
  value: string;
  onChange: (value: string) => void;
  id?: string;
  name?: string;
  isRequired?: boolean;
  /** Invalid without a message of its own, e.g. when a message under the row explains it. */
  isInvalid?: boolean;
  errorMessage?: string;
}

/** A time of day among the quarter hours, written the way the user's language writes times. */
export function TimeSelect({
  value,
  onChange,
  errorMessage,
  isInvalid = errorMessage !== undefined,
  ...props
}: TimeSelectProps) {
  const labels = quarterHourLabels(useFormattingLocale());
  return (
    <Select
      {...props}
      value={value}
      onChange={(key) => onChange(String(key))}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    >
      {quarterHours.map((time, index) => (
        <SelectItem key={time} id={time}>
          {labels[index]}
        </SelectItem>
      ))}
    </Select>
  );
}
