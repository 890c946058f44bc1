import { KeptWorkOffer } from '@hci/app-frame';
import { useIntl } from 'react-intl';
import { dayOfWeekValues, type CoachSchedule, type DayOfWeek } from '@hci/api-schema';
import { bookingSettingsDefaults, type BookingSettings } from '@hci/rules';
import {
  Alert,
  Button,
  Card,
  Column,
  Columns,
  Heading,
  Inline,
  Select,
  SelectItem,
  Stack,
  Text,
} from '@hci/design-system';
import { OnDemandConfirmDialog } from '../../components/OnDemandConfirmDialog';
import {
  bufferChoices,
  dailyLimitChoices,
  formatMinutes,
  noticeChoices,
  withCurrent,
} from './bookingSettingsOptions';
import { OverridesCard } from './DateOverrides';
import { HoursRow } from './HoursRow';
import { scheduleEditorMessages as m } from './scheduleMessages';
import { addId, type ScheduleEditorState, useScheduleEditor } from './useScheduleEditor';

/** The zone the hours are wall-clock times in. */
function ZoneCard({ editor }: { editor: ScheduleEditorState }) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="schedule-zone">
      <Stack space="medium">
        <Heading level={2} id="schedule-zone">
          {intl.formatMessage(m.zoneHeading)}
        </Heading>
        <Select
          label={intl.formatMessage(m.zone)}
          description={intl.formatMessage(m.zoneHelp)}
          items={editor.zones}
          value={editor.timeZone}
          onChange={(key) => editor.setTimeZone(String(key))}
        >
          {(zone) => <SelectItem id={zone.id}>{zone.name}</SelectItem>}
        </Select>
      </Stack>
    </Card>
  );
}

/** One day's weekly hours, with adding a window and copying the day to Monday to Friday. */
function DayHours({
  editor,
  day,
  name,
}: {
  editor: ScheduleEditorState;
  day: DayOfWeek;
  name: string;
}) {
  const intl = useIntl();
  const ofDay = editor.windows.filter((window) => window.dayOfWeek === day);
  return (
    <section aria-label={name}>
      <Stack space="small">
        <Heading level={3}>{name}</Heading>
        {ofDay.length === 0 ? <Text tone="secondary">{intl.formatMessage(m.noHours)}</Text> : null}
        {ofDay.map((window, index) => {
          const number = index + 1;
          return (
            <HoursRow
              key={window.key}
              window={window}
              label={intl.formatMessage(m.window, { day: name, number })}
              removeLabel={intl.formatMessage(m.remove, { day: name, number })}
              problem={editor.weeklyProblem(window)}
              onChange={(change) => editor.updateWindow(window.key, change)}
              onRemove={() => editor.removeWindow(day, window.key)}
            />
          );
        })}
        <Inline space="small">
          <Button
            id={addId(day)}
            variant="secondary"
            aria-label={intl.formatMessage(m.add, { day: name })}
            onPress={() => editor.addWindow(day)}
          >
            {intl.formatMessage(m.addShort)}
          </Button>
          {ofDay.length > 0 ? (
            <Button
              variant="tertiary"
              aria-label={intl.formatMessage(m.copy, { day: name })}
              onPress={() => editor.copyDay(day)}
            >
              {intl.formatMessage(m.copyShort)}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </section>
  );
}

/** The weekly hours, day by day. */
function WeeklyHoursCard({
  editor,
  dayName,
}: {
  editor: ScheduleEditorState;
  dayName: (day: DayOfWeek) => string;
}) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="weekly-hours">
      <Stack space="large">
        <Heading level={2} id="weekly-hours">
          {intl.formatMessage(m.weeklyHeading)}
        </Heading>
        <Text>{intl.formatMessage(m.intro)}</Text>
        {dayOfWeekValues.map((day) => (
          <DayHours key={day} editor={editor} day={day} name={dayName(day)} />
        ))}
      </Stack>
    </Card>
  );
}

/** One booking setting's choices, the default marked, the stored value kept among them. */
function SettingSelect({
  editor,
  name,
  label,
  choices,
  describe,
}: {
  editor: ScheduleEditorState;
  name: keyof BookingSettings;
  label: string;
  choices: readonly (number | null)[];
  describe: (value: number | null) => string;
}) {
  const intl = useIntl();
  const current = editor.settings[name];
  const fallback = bookingSettingsDefaults[name];
  return (
    <Select
      label={label}
      value={String(current)}
      onChange={(key) => editor.setSetting(name, key === 'null' ? null : Number(key))}
    >
      {withCurrent(choices, current).map((value) => (
        <SelectItem key={String(value)} id={String(value)}>
          {value === fallback
            ? intl.formatMessage(m.byDefault, { value: describe(value) })
            : describe(value)}
        </SelectItem>
      ))}
    </Select>
  );
}

/** The booking settings: notice, buffer and the daily limit. */
function BookingSettingsCard({ editor }: { editor: ScheduleEditorState }) {
  const intl = useIntl();
  const minutes = (value: number | null) => formatMinutes(value ?? 0, intl.locale);
  return (
    <Card as="section" aria-labelledby="booking-settings">
      <Stack space="medium">
        <Heading level={2} id="booking-settings">
          {intl.formatMessage(m.settingsHeading)}
        </Heading>
        <Text tone="secondary">{intl.formatMessage(m.settingsIntro)}</Text>
        <SettingSelect
          editor={editor}
          name="minimumNoticeMinutes"
          label={intl.formatMessage(m.notice)}
          choices={noticeChoices}
          describe={minutes}
        />
        <SettingSelect
          editor={editor}
          name="bufferMinutes"
          label={intl.formatMessage(m.buffer)}
          choices={bufferChoices}
          describe={minutes}
        />
        <SettingSelect
          editor={editor}
          name="dailyLimit"
          label={intl.formatMessage(m.dailyLimit)}
          choices={dailyLimitChoices}
          describe={(value) =>
            value === null
              ? intl.formatMessage(m.noLimit)
              : intl.formatMessage(m.sessionsADay, { count: value })
          }
        />
      </Stack>
    </Card>
  );
}

/**
 * The coach's schedule, saved together: its time zone (its hours are wall-clock times there, so
 * 9:00 stays 9:00 across a daylight-saving change), the booking settings, the weekly hours day by
 * day (one day's can be copied to every day) and dates with hours of their own or off. Problems
 * show at their fields when saving; focus follows an added or removed row.
 */
export function ScheduleEditor({
  coachId,
  schedule,
  dayName,
}: {
  coachId: number;
  schedule: CoachSchedule;
  dayName: (day: DayOfWeek) => string;
}) {
  const intl = useIntl();
  const editor = useScheduleEditor(coachId, schedule, dayName);
  const { copying } = editor;
  return (
    <form noValidate onSubmit={editor.submit}>
      <Stack space="large">
        <KeptWorkOffer offer={editor.keptWork} />
        {editor.checked && editor.hasProblem() ? (
          <Alert tone="critical">{intl.formatMessage(m.fix)}</Alert>
        ) : null}
        <ZoneCard editor={editor} />
        <Columns space="large" collapseBelow="desktop">
          <Column>
            <WeeklyHoursCard editor={editor} dayName={dayName} />
          </Column>
          <Column width="1/3">
            <BookingSettingsCard editor={editor} />
          </Column>
        </Columns>
        <OverridesCard editor={editor} />
        <div>
          <Button type="submit" isPending={editor.isSaving}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      </Stack>
      <OnDemandConfirmDialog
        isOpen={copying !== null}
        onOpenChange={(open) => {
          if (!open) editor.closeCopy();
        }}
        title={intl.formatMessage(m.copyTitle, { day: copying ? dayName(copying) : '' })}
        confirmLabel={intl.formatMessage(m.copyConfirm)}
        onConfirm={editor.confirmCopy}
      >
        {intl.formatMessage(m.copyBody, { day: copying ? dayName(copying) : '' })}
      </OnDemandConfirmDialog>
    </form>
  );
}
