import { characterCount } from '@hci/validation';
import { useEffect, useState } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { visuallyHidden } from '../../css/a11y.css';
import { useInteractionState } from '../../interactions';
import type { FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { NativeField } from '../Field/NativeField';
import { useFieldValue, useTypedBeforeHydration } from '../Field/useFieldValue';
import * as countStyles from './TextArea.css';

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

/** The count, shown in the field's description so it describes the field. */
function CharacterCount({ count, limit }: { count: number; limit: number }) {
  const intl = useIntl();
  const over = count - limit;
  return (
    <span className={over > 0 ? countStyles.countOver : countStyles.count}>
      {over > 0
        ? intl.formatMessage(messages.over, { count: over })
        : intl.formatMessage(messages.count, { count, limit })}
    </span>
  );
}

/** Near or past the limit, what is left (or too many), spoken once typing pauses. */
function CountAnnouncer({ count, limit }: { count: number; limit: number }) {
  const intl = useIntl();
  const over = count - limit;
  const spoken =
    over > 0
      ? intl.formatMessage(messages.over, { count: over })
      : count >= limit * nearLimit
        ? intl.formatMessage(messages.left, { count: -over })
        : '';
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(spoken), announceAfterMs);
    return () => clearTimeout(timer);
  }, [spoken]);
  return (
    <div aria-live="polite" className={visuallyHidden}>
      {announced}
    </div>
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
  const count = characterCount(value);
  return (
    <NativeField
      {...field}
      description={
        characterLimit === undefined ? (
          field.description
        ) : (
          <span className={countStyles.descriptionRow}>
            {field.description ? <span>{field.description}</span> : null}
            <CharacterCount count={count} limit={characterLimit} />
          </span>
        )
      }
    >
      {(control) => (
        <>
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
          {characterLimit === undefined ? null : (
            <CountAnnouncer count={count} limit={characterLimit} />
          )}
        </>
      )}
    </NativeField>
  );
}
