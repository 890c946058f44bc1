import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldFrame, fieldState, useFieldValue, type FieldBaseProps } from '../Field';
import * as styles from '../Field/Field.css';

export interface TextAreaProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  rows?: number;
}

/** Longer text (a coach's intro); it grows by dragging, and caps only where a form says so. */
export function TextArea({
  value: valueProp,
  defaultValue = '',
  onChange,
  maxLength,
  rows = 4,
  ...field
}: TextAreaProps) {
  const [value, setValue] = useFieldValue(valueProp, defaultValue, onChange);
  return (
    <AriaTextField
      {...fieldState(field)}
      value={value}
      onChange={setValue}
      onBlur={field.onBlur}
      maxLength={maxLength}
    >
      <FieldFrame {...field}>
        <AriaTextArea rows={rows} className={styles.textArea} />
      </FieldFrame>
    </AriaTextField>
  );
}
