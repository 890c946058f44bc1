import { characterCount } from '@hci/validation';
import { useEffect, useId, useState } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../css/a11y.css';
import { useInteractionState } from '../../interactions';
import type { FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { NativeField } from '../Field/NativeField';
import { useFieldValue, useTypedBeforeHydration } from '../Field/useFieldValue';

const messages = defineMessages<{
  count: { count: number; limit: number };
  left: { count: number };
  over: { count: number };
}>({
  count: {
    id: 'ds.textArea.count',
    defaultMessage: '{count, number} of {limit, number} characters',
  },
  left: {
    id: 'ds.textArea.left',
    defaultMessage: '{count, plural, one {# character left} other {# characters left}}',
  },
  over: {
    id: 'ds.textArea.over',
    defaultMessage: '{count, plural, one {# character too many} other {# characters too many}}',
  },
});

export interface TextAreaProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** A hard cap: typing or pasting past it is cut off. */
  maxLength?: number;
  /**
   * A soft limit shown as a counter under the field. Text past it stays (a paste is never cut)
   * and the counter says how much too long it is; the form's rules refuse it.
   */
  characterLimit?: number;
  rows?: number;
}

/** Spoken once typing pauses this long: every keystroke would talk over the user. */
const announceAfterMs = 1_000;

/** Near the limit, as a share of it: below this, the count is shown but not announced. */
const nearLimit = 0.9;

function CharacterCount({ id, count, limit }: { id: string; count: number; limit: number }) {
  const intl = useIntl();
  const over = count - limit;
  const shown =
    over > 0
      ? intl.formatMessage(messages.over, { count: over })
      : intl.formatMessage(messages.count, { count, limit });
  const left = intl.formatMessage(messages.left, { count: -over });
  const spoken = over > 0 ? shown : count >= limit * nearLimit ? left : '';
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(spoken), announceAfterMs);
    return () => clearTimeout(timer);
  }, [spoken]);
  return (
    <>
      <div id={id} className={over > 0 ? styles.countOver : styles.count}>
        {shown}
      </div>
      <div aria-live="polite" className={visuallyHidden}>
        {announced}
      </div>
    </>
  );
}

/** Longer text (a coach's intro); it grows by dragging, and caps only where a form says so. */
export function TextArea({
  value: valueProp,
  defaultValue = '',
  onChange,
  maxLength,
  characterLimit,
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
  const countId = `${useId()}-count`;
  return (
    <NativeField
      {...field}
      aside={
        characterLimit === undefined ? undefined : (
          <CharacterCount id={countId} count={characterCount(value)} limit={characterLimit} />
        )
      }
    >
      {(control) => (
        <textarea
          {...mergeProps(interactionProps, { onBlur })}
          {...control}
          aria-describedby={
            characterLimit === undefined
              ? control['aria-describedby']
              : [countId, control['aria-describedby']].filter(Boolean).join(' ')
          }
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
