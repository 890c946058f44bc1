import { useIntl } from 'react-intl';
import { type AvailabilityWindow } from '@hci/api-schema';
import { Button, Inline, Text } from '@hci/design-system';
import { TimeSelect } from '../../components/TimeSelect';
import { scheduleEditorMessages as m } from './scheduleMessages';
import { type EditedWindow, problemId, startId } from './useScheduleEditor';

/** One window of hours: its start, its end, its remove button and its problem. */
export function HoursRow({
  window,
  label,
  removeLabel,
  problem,
  onChange,
  onRemove,
}: {
  window: EditedWindow;
  label: string;
  removeLabel: string;
  problem: string | undefined;
  onChange: (change: Partial<AvailabilityWindow>) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  return (
    // The problem shows under the whole row and describes the row's group, so both selects keep
    // their width and line up.
    <div
      role="group"
      aria-label={label}
      {...(problem ? { 'aria-describedby': problemId(window.key) } : {})}
    >
      <Inline space="medium" alignY="bottom">
        <TimeSelect
          id={startId(window.key)}
          label={intl.formatMessage(m.start)}
          value={window.startTime}
          onChange={(startTime) => onChange({ startTime })}
        />
        <TimeSelect
          label={intl.formatMessage(m.end)}
          value={window.endTime}
          onChange={(endTime) => onChange({ endTime })}
          isInvalid={problem !== undefined}
        />
        <Button variant="secondary" aria-label={removeLabel} onPress={onRemove}>
          {intl.formatMessage(m.removeShort)}
        </Button>
      </Inline>
      {problem ? (
        <Text id={problemId(window.key)} size="small" tone="critical">
          {problem}
        </Text>
      ) : null}
    </div>
  );
}
