import { errorMessage, errorMessageOf } from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  dayOfWeekValues,
  type AvailabilityWindow,
  type CoachSchedule,
  type DayOfWeek,
  createApi,
  useBoundApi,
} from '@hci/api-schema';
import { windowProblems } from '@hci/api-schema/rules';
import {
  Alert,
  Button,
  Heading,
  Inline,
  Stack,
  Text,
  toast,
  formatTimeZoneName,
  useOnePress,
} from '@hci/design-system';
import { commonMessages } from '../../components/commonMessages';
import { TimeSelect } from '../../components/TimeSelect';
import { scheduleEditorMessages as m } from './scheduleMessages';
import { nextWindow } from './weeklyWindows';

interface EditedWindow extends AvailabilityWindow {
  /** Keeps each row's identity (and focus) while others are added or removed. */
  key: number;
}

const startId = (key: number) => `weekly-window-${key}-start`;
const addId = (day: DayOfWeek) => `weekly-add-${day}`;
const problemId = (key: number) => `weekly-window-${key}-problem`;

/**
 * The coach's weekly availability, day by day: hours are added, changed and removed, checked
 * (each starts before it ends, none overlaps another of its day) and saved together. Every
 * control is native, so the keyboard alone works it; focus follows an added or removed row.
 */
export function WeeklyHoursEditor({
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
  const [windows, setWindows] = useState<EditedWindow[]>(() =>
    schedule.windows.map((window, index) => ({ ...window, key: index })),
  );
  const [nextKey, setNextKey] = useState(schedule.windows.length);
  // One save however fast the button is pressed twice.
  const [saveOnce, isSaving] = useOnePress(async () => {
    try {
      await save.mutateAsync({
        timeZone: schedule.timeZone,
        windows: windows.map(({ dayOfWeek, startTime, endTime }) => ({
          dayOfWeek,
          startTime,
          endTime,
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

  const problems = windowProblems(windows);
  const problemOf = (window: EditedWindow) => {
    if (!checked) return undefined;
    const problem = problems.get(windows.indexOf(window));
    if (problem === undefined) return undefined;
    return intl.formatMessage(problem === 'overlap' ? m.overlap : errorMessage(problem));
  };
  const update = (key: number, change: Partial<AvailabilityWindow>) =>
    setWindows((current) =>
      current.map((window) => (window.key === key ? { ...window, ...change } : window)),
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (problems.size > 0) {
          const [firstIndex] = [...problems.keys()].sort((a, b) => a - b);
          setFocusId(startId(windows[firstIndex!]!.key));
          return;
        }
        void saveOnce();
      }}
    >
      <Stack space="large">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <Text tone="secondary">
          {intl.formatMessage(commonMessages.timesIn, {
            zone: formatTimeZoneName(schedule.timeZone, intl.locale),
          })}
        </Text>
        {checked && problems.size > 0 ? (
          <Alert tone="critical">{intl.formatMessage(m.fix)}</Alert>
        ) : null}
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
                  const problem = problemOf(window);
                  return (
                    // The problem shows under the whole row and describes the row's group,
                    // so both selects keep their width and line up.
                    <div
                      key={window.key}
                      role="group"
                      aria-label={intl.formatMessage(m.window, { day: name, number })}
                      {...(problem ? { 'aria-describedby': problemId(window.key) } : {})}
                    >
                      <Inline space="medium" alignY="bottom">
                        <TimeSelect
                          id={startId(window.key)}
                          label={intl.formatMessage(m.start)}
                          value={window.startTime}
                          onChange={(startTime) => update(window.key, { startTime })}
                        />
                        <TimeSelect
                          label={intl.formatMessage(m.end)}
                          value={window.endTime}
                          onChange={(endTime) => update(window.key, { endTime })}
                          isInvalid={problem !== undefined}
                        />
                        <Button
                          variant="secondary"
                          aria-label={intl.formatMessage(m.remove, { day: name, number })}
                          onPress={() => {
                            setWindows((current) =>
                              current.filter((candidate) => candidate.key !== window.key),
                            );
                            setFocusId(addId(day));
                          }}
                        >
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
                })}
                <Button
                  id={addId(day)}
                  variant="secondary"
                  aria-label={intl.formatMessage(m.add, { day: name })}
                  onPress={() => {
                    setWindows((current) => [
                      ...current,
                      { ...nextWindow(current, day), key: nextKey },
                    ]);
                    setFocusId(startId(nextKey));
                    setNextKey(nextKey + 1);
                  }}
                >
                  {intl.formatMessage(m.addShort)}
                </Button>
              </Stack>
            </section>
          );
        })}
        <Button type="submit" isPending={isSaving}>
          {intl.formatMessage(m.save)}
        </Button>
      </Stack>
    </form>
  );
}
