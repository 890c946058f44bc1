import { errorMessage, errorMessageOf, useBoundApi } from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import {
  dayOfWeekValues,
  type AvailabilityWindow,
  type CoachSchedule,
  type DayOfWeek,
  createApi,
} from '@hci/api-schema';
import {
  bookingSettingsDefaults,
  windowProblems,
  type BookingSettings,
} from '@hci/api-schema/rules';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Column,
  Columns,
  DateField,
  dateRules,
  Heading,
  Inline,
  rules,
  Select,
  SelectItem,
  Stack,
  Text,
  toast,
  useOnePress,
} from '@hci/design-system';
import { OnDemandConfirmDialog } from '../../components/OnDemandConfirmDialog';
import { TimeSelect } from '../../components/TimeSelect';
import {
  bufferChoices,
  dailyLimitChoices,
  formatMinutes,
  noticeChoices,
  withCurrent,
} from './bookingSettingsOptions';
import { scheduleEditorMessages as m } from './scheduleMessages';
import { timeZoneChoices } from './timeZoneChoices';
import { nextWindow } from './weeklyWindows';

interface EditedWindow extends AvailabilityWindow {
  /** Keeps each row's identity (and focus) while others are added or removed. */
  key: number;
}

interface EditedOverride {
  key: number;
  /** YYYY-MM-DD once typed in full. */
  date: string;
  /** Its hours; none is a day off. */
  windows: EditedWindow[];
}

const startId = (key: number) => `schedule-window-${key}-start`;
const addId = (day: DayOfWeek) => `weekly-add-${day}`;
const problemId = (key: number) => `schedule-window-${key}-problem`;
const overrideDateId = (key: number) => `override-${key}-date`;
const addOverrideId = 'override-add';

/**
 * A coach who has never set up hours (none weekly, no date of their own) starts in the browser's
 * zone: the zone saved with an empty schedule is only the API's default.
 */
function initialTimeZone(schedule: CoachSchedule): string {
  return schedule.windows.length === 0 && !schedule.overrides?.length
    ? Temporal.Now.timeZoneId()
    : schedule.timeZone;
}

/** The stored booking settings; one the API left out reads as its default. */
const settingsOf = (schedule: CoachSchedule): BookingSettings => ({
  minimumNoticeMinutes:
    schedule.minimumNoticeMinutes ?? bookingSettingsDefaults.minimumNoticeMinutes,
  bufferMinutes: schedule.bufferMinutes ?? bookingSettingsDefaults.bufferMinutes,
  dailyLimit:
    schedule.dailyLimit === undefined ? bookingSettingsDefaults.dailyLimit : schedule.dailyLimit,
});

/** Hours of one date, checked as one day: a start before the end, no overlap. */
const asDay = (windows: readonly EditedWindow[]) =>
  windows.map((window) => ({ ...window, dayOfWeek: 'MONDAY' as const }));

const plain = ({ startTime, endTime }: EditedWindow) => ({ startTime, endTime });

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
  const api = useBoundApi(createApi);
  const save = useMutation(api.coachSchedule.update(coachId));
  const [timeZone, setTimeZone] = useState(() => initialTimeZone(schedule));
  // The zones the coach started from stay in the list even when the browser does not list them.
  const [startZones] = useState(() => [schedule.timeZone, timeZone]);
  const zones = useMemo(() => timeZoneChoices(intl.locale, startZones), [intl.locale, startZones]);
  const [settings, setSettings] = useState<BookingSettings>(() => settingsOf(schedule));
  const keys = useRef(0);
  const newKey = () => keys.current++;
  const [windows, setWindows] = useState<EditedWindow[]>(() =>
    schedule.windows.map((window) => ({ ...window, key: newKey() })),
  );
  const [overrides, setOverrides] = useState<EditedOverride[]>(() =>
    (schedule.overrides ?? []).map((override) => ({
      key: newKey(),
      date: override.date,
      windows: override.windows.map((window) => ({
        ...window,
        dayOfWeek: 'MONDAY',
        key: newKey(),
      })),
    })),
  );
  const [copying, setCopying] = useState<DayOfWeek | null>(null);
  // One save however fast the button is pressed twice.
  const [saveOnce, isSaving] = useOnePress(async () => {
    try {
      await save.mutateAsync({
        timeZone,
        windows: windows.map(({ dayOfWeek, startTime, endTime }) => ({
          dayOfWeek,
          startTime,
          endTime,
        })),
        ...settings,
        overrides: overrides.map((override) => ({
          date: override.date,
          windows: override.windows.map(plain),
        })),
      });
      toast.positive(m.saved);
    } catch (error) {
      toast.critical(errorMessageOf(error));
    }
  });
  const [checked, setChecked] = useState(false);
  const [focusId, setFocusId] = useState<string>();
  // Focus moves once, after the render that shows its target; later edits leave it alone.
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(undefined);
  }, [focusId]);

  const weeklyProblems = windowProblems(windows);
  const dateProblem = (override: EditedOverride) => {
    const issue = [rules.required(override.date) ?? dateRules.validDate(override.date)].flat()[0];
    if (issue) return intl.formatMessage(issue.message, issue.values);
    if (overrides.some((other) => other !== override && other.date === override.date)) {
      return intl.formatMessage(m.dateTwice);
    }
    return undefined;
  };
  const hoursProblem = (windowsOfDay: readonly EditedWindow[], window: EditedWindow) => {
    const problem = windowProblems(asDay(windowsOfDay)).get(windowsOfDay.indexOf(window));
    if (problem === undefined) return undefined;
    return intl.formatMessage(problem === 'overlap' ? m.overlap : errorMessage(problem));
  };
  /** The id of the first field with a problem, in the order of the page, or undefined. */
  const firstProblem = () => {
    const weekly = dayOfWeekValues
      .flatMap((day) => windows.filter((window) => window.dayOfWeek === day))
      .find((window) => weeklyProblems.has(windows.indexOf(window)));
    if (weekly) return startId(weekly.key);
    for (const override of overrides) {
      if (dateProblem(override)) return overrideDateId(override.key);
      const wrong = override.windows.find((window) => hoursProblem(override.windows, window));
      if (wrong) return startId(wrong.key);
    }
    return undefined;
  };

  const updateWindow = (key: number, change: Partial<AvailabilityWindow>) =>
    setWindows((current) =>
      current.map((window) => (window.key === key ? { ...window, ...change } : window)),
    );
  const updateOverride = (key: number, change: (override: EditedOverride) => EditedOverride) =>
    setOverrides((current) =>
      current.map((override) => (override.key === key ? change(override) : override)),
    );
  const copyToAllDays = (day: DayOfWeek) => {
    const source = windows.filter((window) => window.dayOfWeek === day);
    const copies = dayOfWeekValues.flatMap((other) =>
      other === day
        ? source
        : source.map((window) => ({ ...window, dayOfWeek: other, key: newKey() })),
    );
    setWindows(copies);
    toast.positive(intl.formatMessage(m.copied, { day: dayName(day) }));
  };

  const hoursRow = (
    window: EditedWindow,
    label: string,
    removeLabel: string,
    problem: string | undefined,
    onChange: (change: Partial<AvailabilityWindow>) => void,
    onRemove: () => void,
  ) => (
    // The problem shows under the whole row and describes the row's group, so both selects keep
    // their width and line up.
    <div
      key={window.key}
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

  const settingSelect = (
    name: keyof BookingSettings,
    label: string,
    choices: readonly (number | null)[],
    describe: (value: number | null) => string,
  ) => {
    const current = settings[name];
    const fallback = bookingSettingsDefaults[name];
    return (
      <Select
        label={label}
        value={String(current)}
        onChange={(key) =>
          setSettings((previous) => ({
            ...previous,
            [name]: key === 'null' ? null : Number(key),
          }))
        }
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
  };
  const minutes = (value: number | null) => formatMinutes(value ?? 0, intl.locale);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const problem = firstProblem();
        if (problem) {
          setFocusId(problem);
          return;
        }
        void saveOnce();
      }}
    >
      <Stack space="large">
        {checked && firstProblem() ? (
          <Alert tone="critical">{intl.formatMessage(m.fix)}</Alert>
        ) : null}
        <Card as="section" aria-labelledby="schedule-zone">
          <Stack space="medium">
            <Heading level={2} id="schedule-zone">
              {intl.formatMessage(m.zoneHeading)}
            </Heading>
            <Select
              label={intl.formatMessage(m.zone)}
              description={intl.formatMessage(m.zoneHelp)}
              items={zones}
              value={timeZone}
              onChange={(key) => setTimeZone(String(key))}
            >
              {(zone) => <SelectItem id={zone.id}>{zone.name}</SelectItem>}
            </Select>
          </Stack>
        </Card>
        <Columns space="large" collapseBelow="desktop">
          <Column>
            <Card as="section" aria-labelledby="weekly-hours">
              <Stack space="large">
                <Heading level={2} id="weekly-hours">
                  {intl.formatMessage(m.weeklyHeading)}
                </Heading>
                <Text>{intl.formatMessage(m.intro)}</Text>
                {dayOfWeekValues.map((day) => {
                  const ofDay = windows.filter((window) => window.dayOfWeek === day);
                  const name = dayName(day);
                  return (
                    <section key={day} aria-label={name}>
                      <Stack space="small">
                        <Heading level={3}>{name}</Heading>
                        {ofDay.length === 0 ? (
                          <Text tone="secondary">{intl.formatMessage(m.noHours)}</Text>
                        ) : null}
                        {ofDay.map((window, index) => {
                          const number = index + 1;
                          const problem = weeklyProblems.get(windows.indexOf(window));
                          return hoursRow(
                            window,
                            intl.formatMessage(m.window, { day: name, number }),
                            intl.formatMessage(m.remove, { day: name, number }),
                            checked && problem !== undefined
                              ? intl.formatMessage(
                                  problem === 'overlap' ? m.overlap : errorMessage(problem),
                                )
                              : undefined,
                            (change) => updateWindow(window.key, change),
                            () => {
                              setWindows((current) =>
                                current.filter((candidate) => candidate.key !== window.key),
                              );
                              setFocusId(addId(day));
                            },
                          );
                        })}
                        <Inline space="small">
                          <Button
                            id={addId(day)}
                            variant="secondary"
                            aria-label={intl.formatMessage(m.add, { day: name })}
                            onPress={() => {
                              const key = newKey();
                              setWindows((current) => [
                                ...current,
                                { ...nextWindow(current, day), key },
                              ]);
                              setFocusId(startId(key));
                            }}
                          >
                            {intl.formatMessage(m.addShort)}
                          </Button>
                          {ofDay.length > 0 ? (
                            <Button
                              variant="tertiary"
                              aria-label={intl.formatMessage(m.copy, { day: name })}
                              onPress={() => {
                                // Only other days' hours are lost: ask first when there are some.
                                if (windows.some((window) => window.dayOfWeek !== day)) {
                                  setCopying(day);
                                } else copyToAllDays(day);
                              }}
                            >
                              {intl.formatMessage(m.copyShort)}
                            </Button>
                          ) : null}
                        </Inline>
                      </Stack>
                    </section>
                  );
                })}
              </Stack>
            </Card>
          </Column>
          <Column width="1/3">
            <Card as="section" aria-labelledby="booking-settings">
              <Stack space="medium">
                <Heading level={2} id="booking-settings">
                  {intl.formatMessage(m.settingsHeading)}
                </Heading>
                <Text tone="secondary">{intl.formatMessage(m.settingsIntro)}</Text>
                {settingSelect(
                  'minimumNoticeMinutes',
                  intl.formatMessage(m.notice),
                  noticeChoices,
                  minutes,
                )}
                {settingSelect(
                  'bufferMinutes',
                  intl.formatMessage(m.buffer),
                  bufferChoices,
                  minutes,
                )}
                {settingSelect(
                  'dailyLimit',
                  intl.formatMessage(m.dailyLimit),
                  dailyLimitChoices,
                  (value) =>
                    value === null
                      ? intl.formatMessage(m.noLimit)
                      : intl.formatMessage(m.sessionsADay, { count: value }),
                )}
              </Stack>
            </Card>
          </Column>
        </Columns>
        <Card as="section" aria-labelledby="date-overrides">
          <Stack space="large">
            <Heading level={2} id="date-overrides">
              {intl.formatMessage(m.overridesHeading)}
            </Heading>
            <Text>{intl.formatMessage(m.overridesIntro)}</Text>
            {overrides.length === 0 ? (
              <Text tone="secondary">{intl.formatMessage(m.noOverrides)}</Text>
            ) : null}
            {overrides.map((override, index) => {
              const number = index + 1;
              const dateLabel = intl.formatMessage(m.overrideDate, { number });
              const isOff = override.windows.length === 0;
              return (
                <section key={override.key} aria-label={dateLabel}>
                  <Stack space="medium">
                    <Inline space="medium" alignY="bottom">
                      <DateField
                        id={overrideDateId(override.key)}
                        label={dateLabel}
                        value={override.date}
                        onChange={(date) => updateOverride(override.key, (o) => ({ ...o, date }))}
                        errorMessage={checked ? dateProblem(override) : undefined}
                        upcoming
                        isRequired
                      />
                      <Button
                        variant="secondary"
                        aria-label={intl.formatMessage(m.removeOverride, { number })}
                        onPress={() => {
                          setOverrides((current) =>
                            current.filter((candidate) => candidate.key !== override.key),
                          );
                          setFocusId(addOverrideId);
                        }}
                      >
                        {intl.formatMessage(m.removeShort)}
                      </Button>
                    </Inline>
                    <Checkbox
                      isSelected={isOff}
                      onChange={(off) => {
                        const key = newKey();
                        updateOverride(override.key, (o) => ({
                          ...o,
                          windows: off ? [] : [{ ...nextWindow([], 'MONDAY'), key }],
                        }));
                      }}
                    >
                      {intl.formatMessage(m.dayOff)}
                    </Checkbox>
                    {override.windows.map((window, hoursIndex) =>
                      hoursRow(
                        window,
                        intl.formatMessage(m.overrideHours, { number, hours: hoursIndex + 1 }),
                        intl.formatMessage(m.removeOverrideHours, {
                          number,
                          hours: hoursIndex + 1,
                        }),
                        checked ? hoursProblem(override.windows, window) : undefined,
                        (change) =>
                          updateOverride(override.key, (o) => ({
                            ...o,
                            windows: o.windows.map((w) =>
                              w.key === window.key ? { ...w, ...change } : w,
                            ),
                          })),
                        () =>
                          updateOverride(override.key, (o) => ({
                            ...o,
                            windows: o.windows.filter((w) => w.key !== window.key),
                          })),
                      ),
                    )}
                    {isOff ? null : (
                      <Button
                        variant="secondary"
                        aria-label={intl.formatMessage(m.addOverrideHours, { number })}
                        onPress={() => {
                          const key = newKey();
                          updateOverride(override.key, (o) => ({
                            ...o,
                            windows: [...o.windows, { ...nextWindow(o.windows, 'MONDAY'), key }],
                          }));
                          setFocusId(startId(key));
                        }}
                      >
                        {intl.formatMessage(m.addShort)}
                      </Button>
                    )}
                  </Stack>
                </section>
              );
            })}
            <div>
              <Button
                id={addOverrideId}
                variant="secondary"
                onPress={() => {
                  const key = newKey();
                  setOverrides((current) => [...current, { key, date: '', windows: [] }]);
                  setFocusId(overrideDateId(key));
                }}
              >
                {intl.formatMessage(m.addOverride)}
              </Button>
            </div>
          </Stack>
        </Card>
        <div>
          <Button type="submit" isPending={isSaving}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      </Stack>
      <OnDemandConfirmDialog
        isOpen={copying !== null}
        onOpenChange={(open) => {
          if (!open) setCopying(null);
        }}
        title={intl.formatMessage(m.copyTitle, { day: copying ? dayName(copying) : '' })}
        confirmLabel={intl.formatMessage(m.copyConfirm)}
        onConfirm={() => {
          if (copying) copyToAllDays(copying);
        }}
      >
        {intl.formatMessage(m.copyBody, { day: copying ? dayName(copying) : '' })}
      </OnDemandConfirmDialog>
    </form>
  );
}
