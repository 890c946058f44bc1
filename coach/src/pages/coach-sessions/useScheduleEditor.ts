import { errorMessage, errorMessageOf, useBoundApi, useKeepWork } from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import {
  dayOfWeekValues,
  type AvailabilityWindow,
  type CoachSchedule,
  type DayOfWeek,
  createApi,
} from '@hci/api-schema';
import { bookingSettingsDefaults, windowProblems, type BookingSettings } from '@hci/rules';
import { dateRules, rules, toast, useOnePress } from '@hci/design-system';
import { scheduleEditorMessages as m } from './scheduleMessages';
import { timeZoneChoices } from './timeZoneChoices';
import { nextWindow } from './weeklyWindows';

export interface EditedWindow extends AvailabilityWindow {
  /** Keeps each row's identity (and focus) while others are added or removed. */
  key: number;
}

export interface EditedOverride {
  key: number;
  /** YYYY-MM-DD once typed in full. */
  date: string;
  /** Its hours; none is a day off. */
  windows: EditedWindow[];
}

export const startId = (key: number) => `schedule-window-${key}-start`;
export const addId = (day: DayOfWeek) => `weekly-add-${day}`;
export const problemId = (key: number) => `schedule-window-${key}-problem`;
export const overrideDateId = (key: number) => `override-${key}-date`;
export const addOverrideId = 'override-add';

/** Monday to Friday: where copying a day's hours puts them. */
const weekdays: ReadonlySet<DayOfWeek> = new Set([
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
]);

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

/** The schedule as the coach has set it: what a save sends, and what unsaved work keeps. */
type ScheduleValues = BookingSettings & {
  timeZone: string;
  windows: AvailabilityWindow[];
  overrides: { date: string; windows: Omit<AvailabilityWindow, 'dayOfWeek'>[] }[];
};

/**
 * The schedule editor's state and actions, apart from how it looks: the zone, the booking
 * settings, the weekly and dated hours with their problems, where focus goes next, the one save,
 * and unsaved changes kept (leaving asks first, as on the profile).
 */
export function useScheduleEditor(
  coachId: number,
  schedule: CoachSchedule,
  dayName: (day: DayOfWeek) => string,
) {
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
  // Dated hours are edited as windows too; the weekday they carry is never read.
  const edited = (dated: ScheduleValues['overrides']): EditedOverride[] =>
    dated.map((override) => ({
      key: newKey(),
      date: override.date,
      windows: override.windows.map((window) => ({
        ...window,
        dayOfWeek: 'MONDAY',
        key: newKey(),
      })),
    }));
  const [overrides, setOverrides] = useState<EditedOverride[]>(() =>
    edited(schedule.overrides ?? []),
  );
  const [copying, setCopying] = useState<DayOfWeek | null>(null);
  const values: ScheduleValues = {
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
  };
  // What was last saved (or loaded), to tell unsaved changes from none.
  const [saved, setSaved] = useState(() => JSON.stringify(values));
  // One save however fast the button is pressed twice.
  const [saveOnce, isSaving] = useOnePress(async () => {
    try {
      await save.mutateAsync(values);
      setSaved(JSON.stringify(values));
      toast.positive(m.saved);
    } catch (error) {
      toast.critical(errorMessageOf(error));
    }
  });
  const keptWork = useKeepWork('coach.schedule', {
    values,
    isDirty: JSON.stringify(values) !== saved,
    isSubmitting: isSaving,
    setValues: (kept) => {
      setTimeZone(kept.timeZone);
      setSettings({
        minimumNoticeMinutes: kept.minimumNoticeMinutes,
        bufferMinutes: kept.bufferMinutes,
        dailyLimit: kept.dailyLimit,
      });
      setWindows(kept.windows.map((window) => ({ ...window, key: newKey() })));
      setOverrides(edited(kept.overrides));
    },
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

  const updateOverride = (key: number, change: (override: EditedOverride) => EditedOverride) =>
    setOverrides((current) =>
      current.map((override) => (override.key === key ? change(override) : override)),
    );
  /** A day's hours copied to Monday to Friday; the weekend keeps its own, a rest for most. */
  const copyToWeekdays = (day: DayOfWeek) => {
    const source = windows.filter((window) => window.dayOfWeek === day);
    const copies = dayOfWeekValues.flatMap((other) => {
      if (other === day) return source;
      if (!weekdays.has(other)) return windows.filter((window) => window.dayOfWeek === other);
      return source.map((window) => ({ ...window, dayOfWeek: other, key: newKey() }));
    });
    setWindows(copies);
    toast.positive(intl.formatMessage(m.copied, { day: dayName(day) }));
  };

  return {
    zones,
    timeZone,
    setTimeZone,
    settings,
    setSetting: (name: keyof BookingSettings, value: number | null) =>
      setSettings((previous) => ({ ...previous, [name]: value })),
    windows,
    overrides,
    copying,
    isSaving,
    /** Unsaved hours kept by an idle sign-out, offered back. */
    keptWork,
    /** Problems show at their fields only once a save was tried. */
    checked,
    hasProblem: () => firstProblem() !== undefined,
    /** A weekly window's problem, worded, once a save was tried. */
    weeklyProblem: (window: EditedWindow) => {
      const problem = weeklyProblems.get(windows.indexOf(window));
      return checked && problem !== undefined
        ? intl.formatMessage(problem === 'overlap' ? m.overlap : errorMessage(problem))
        : undefined;
    },
    dateProblem: (override: EditedOverride) => (checked ? dateProblem(override) : undefined),
    overrideHoursProblem: (override: EditedOverride, window: EditedWindow) =>
      checked ? hoursProblem(override.windows, window) : undefined,
    /** Saving checks first: the first field with a problem takes focus instead. */
    submit: (event: FormEvent) => {
      event.preventDefault();
      setChecked(true);
      const problem = firstProblem();
      if (problem) {
        setFocusId(problem);
        return;
      }
      void saveOnce();
    },
    updateWindow: (key: number, change: Partial<AvailabilityWindow>) =>
      setWindows((current) =>
        current.map((window) => (window.key === key ? { ...window, ...change } : window)),
      ),
    removeWindow: (day: DayOfWeek, key: number) => {
      setWindows((current) => current.filter((candidate) => candidate.key !== key));
      setFocusId(addId(day));
    },
    addWindow: (day: DayOfWeek) => {
      const key = newKey();
      setWindows((current) => [...current, { ...nextWindow(current, day), key }]);
      setFocusId(startId(key));
    },
    copyDay: (day: DayOfWeek) => {
      // Only other weekdays' hours are lost: ask first when there are some.
      if (windows.some((window) => window.dayOfWeek !== day && weekdays.has(window.dayOfWeek))) {
        setCopying(day);
      } else copyToWeekdays(day);
    },
    confirmCopy: () => {
      if (copying) copyToWeekdays(copying);
    },
    closeCopy: () => setCopying(null),
    addOverride: () => {
      const key = newKey();
      setOverrides((current) => [...current, { key, date: '', windows: [] }]);
      setFocusId(overrideDateId(key));
    },
    removeOverride: (key: number) => {
      setOverrides((current) => current.filter((candidate) => candidate.key !== key));
      setFocusId(addOverrideId);
    },
    setOverrideDate: (key: number, date: string) => updateOverride(key, (o) => ({ ...o, date })),
    setOverrideOff: (key: number, off: boolean) => {
      const windowKey = newKey();
      updateOverride(key, (o) => ({
        ...o,
        windows: off ? [] : [{ ...nextWindow([], 'MONDAY'), key: windowKey }],
      }));
    },
    updateOverrideHours: (key: number, windowKey: number, change: Partial<AvailabilityWindow>) =>
      updateOverride(key, (o) => ({
        ...o,
        windows: o.windows.map((w) => (w.key === windowKey ? { ...w, ...change } : w)),
      })),
    removeOverrideHours: (key: number, windowKey: number) =>
      updateOverride(key, (o) => ({
        ...o,
        windows: o.windows.filter((w) => w.key !== windowKey),
      })),
    addOverrideHours: (key: number) => {
      const windowKey = newKey();
      updateOverride(key, (o) => ({
        ...o,
        windows: [...o.windows, { ...nextWindow(o.windows, 'MONDAY'), key: windowKey }],
      }));
      setFocusId(startId(windowKey));
    },
  };
}

export type ScheduleEditorState = ReturnType<typeof useScheduleEditor>;
