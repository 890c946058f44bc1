import { mergeProps } from 'react-aria/mergeProps';
import { useInteractionState } from '../../interactions';
import type { FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { NativeField } from '../Field/NativeField';
import { useFieldValue, useTypedBeforeHydration } from '../Field/useFieldValue';

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
  onBlur,
  ...field
}: TextAreaProps) {
  const [value, setValue] = useFieldValue(valueProp, defaultValue, onChange);
  const typedEarly = useTypedBeforeHydration<HTMLTextAreaElement>(value, setValue);
  const { interactionProps } = useInteractionState({
    isDisabled: field.isDisabled,
    isTextInput: true,
  });
  return (
    <NativeField {...field}>
      {(control) => (
        <textarea
          {...mergeProps(interactionProps, { onBlur })}
          {...control}
          rows={rows}
          ref={typedEarly}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={maxLength}
          className={styles.textArea}
        />
      )}
    </NativeField>
  );
}
