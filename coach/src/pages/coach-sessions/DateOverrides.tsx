import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  Checkbox,
  DateField,
  Heading,
  Inline,
  Stack,
  Text,
} from '@hci/design-system';
import { HoursRow } from './HoursRow';
import { scheduleEditorMessages as m } from './scheduleMessages';
import {
  addOverrideId,
  type EditedOverride,
  overrideDateId,
  type ScheduleEditorState,
} from './useScheduleEditor';

/** One date of its own: the date, whether it is off, and its hours otherwise. */
function OverrideEntry({
  editor,
  override,
  number,
}: {
  editor: ScheduleEditorState;
  override: EditedOverride;
  number: number;
}) {
  const intl = useIntl();
  const dateLabel = intl.formatMessage(m.overrideDate, { number });
  const isOff = override.windows.length === 0;
  return (
    <section aria-label={dateLabel}>
      <Stack space="medium">
        <Inline space="medium" alignY="bottom">
          <DateField
            id={overrideDateId(override.key)}
            label={dateLabel}
            value={override.date}
            onChange={(date) => editor.setOverrideDate(override.key, date)}
            errorMessage={editor.dateProblem(override)}
            upcoming
            isRequired
          />
          <Button
            variant="secondary"
            aria-label={intl.formatMessage(m.removeOverride, { number })}
            onPress={() => editor.removeOverride(override.key)}
          >
            {intl.formatMessage(m.removeShort)}
          </Button>
        </Inline>
        <Checkbox isSelected={isOff} onChange={(off) => editor.setOverrideOff(override.key, off)}>
          {intl.formatMessage(m.dayOff)}
        </Checkbox>
        {override.windows.map((window, hoursIndex) => (
          <HoursRow
            key={window.key}
            window={window}
            label={intl.formatMessage(m.overrideHours, { number, hours: hoursIndex + 1 })}
            removeLabel={intl.formatMessage(m.removeOverrideHours, {
              number,
              hours: hoursIndex + 1,
            })}
            problem={editor.overrideHoursProblem(override, window)}
            onChange={(change) => editor.updateOverrideHours(override.key, window.key, change)}
            onRemove={() => editor.removeOverrideHours(override.key, window.key)}
          />
        ))}
        {isOff ? null : (
          <Button
            variant="secondary"
            aria-label={intl.formatMessage(m.addOverrideHours, { number })}
            onPress={() => editor.addOverrideHours(override.key)}
          >
            {intl.formatMessage(m.addShort)}
          </Button>
        )}
      </Stack>
    </section>
  );
}

/** The dates with hours of their own or off. */
export function OverridesCard({ editor }: { editor: ScheduleEditorState }) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="date-overrides">
      <Stack space="large">
        <Heading level={2} id="date-overrides">
          {intl.formatMessage(m.overridesHeading)}
        </Heading>
        <Text>{intl.formatMessage(m.overridesIntro)}</Text>
        {editor.overrides.length === 0 ? (
          <Text tone="secondary">{intl.formatMessage(m.noOverrides)}</Text>
        ) : null}
        {editor.overrides.map((override, index) => (
          <OverrideEntry
            key={override.key}
            editor={editor}
            override={override}
            number={index + 1}
          />
        ))}
        <div>
          <Button id={addOverrideId} variant="secondary" onPress={editor.addOverride}>
            {intl.formatMessage(m.addOverride)}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
