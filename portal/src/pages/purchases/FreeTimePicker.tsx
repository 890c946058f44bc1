import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { productQueries, type TimeSlot } from '@hci/api-schema';
import { useBoundApi, useNow } from '@hci/app-frame';
import {
  bookingClosesAt,
  dayPartOf,
  dayPartValues,
  isBookableAt,
  maxScheduleRangeDays,
  scheduleDayOf,
} from '@hci/rules';
import {
  Button,
  DayPicker,
  Heading,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  useFormatters,
  useFormattingLocale,
} from '@hci/design-system';
import { bookingMessages as m } from './bookingMessages';
import * as styles from './FreeTimePicker.css';

export interface FreeTimePickerProps {
  coachId: number;
  productId: number;
  /** The coach's schedule: its free times, and the zone its hours are in. */
  schedule: { id: number; timeZone: string };
  /** The chosen start, or null. */
  value: string | null;
  onChange: (slot: TimeSlot) => void;
}

const { PlainDate } = Temporal;

/** The free times asked at once: from a day, as many days as one query may cover, a day either side. */
function rangeFrom(first: Temporal.PlainDate) {
  const last = first.add({ days: maxScheduleRangeDays - 3 });
  // The schedule's days may start earlier or later than the student's: ask one day either side.
  return {
    first,
    last,
    query: {
      startDate: first.subtract({ days: 1 }).toString(),
      endDate: last.add({ days: 1 }).toString(),
    },
  };
}

/** The first day of a month's to ask for: today in this month, none before. */
const firstAsked = (today: Temporal.PlainDate, month: Temporal.PlainDate) =>
  PlainDate.compare(month, today) < 0 ? today : month;

/**
 * The days asked for: from the month shown (today at the earliest), or from the chosen day's month
 * while the month shown still fits in those days, so the chosen day's times stay on screen as
 * the next month is looked at.
 */
function rangeShown(today: Temporal.PlainDate, monthStart: Temporal.PlainDate, day: string | null) {
  const shown = rangeFrom(firstAsked(today, monthStart));
  if (!day) return shown;
  const chosen = rangeFrom(firstAsked(today, PlainDate.from(day).with({ day: 1 })));
  const monthEnd = monthStart.add({ months: 1 }).subtract({ days: 1 });
  const fits =
    PlainDate.compare(chosen.first, shown.first) <= 0 &&
    PlainDate.compare(monthEnd, chosen.last) <= 0;
  return fits ? chosen : shown;
}

/**
 * A service's free times in the student's time zone: a month with the days that have free times
 * marked, opened on the first of them, and the chosen day's times by morning, afternoon and
 * evening, the coach's time beside each when their zones differ. One time is chosen.
 */
export function FreeTimePicker({
  coachId,
  productId,
  schedule,
  value,
  onChange,
}: FreeTimePickerProps) {
  const intl = useIntl();
  const dateLocale = useFormattingLocale();
  const format = useFormatters();
  const zone = format.timeZone;
  const today = Temporal.Now.plainDateISO(zone);
  // Back from the review, the chosen time's day; else today until the free times arrive.
  const chosenDay = value ? scheduleDayOf(value, zone) : null;
  const [focused, setFocused] = useState(chosenDay ?? today.toString());
  const [day, setDay] = useState<string | null>(chosenDay);
  const opened = useRef(chosenDay !== null);
  const name = useId();
  const monthStart = PlainDate.from(focused).with({ day: 1 });
  const range = rangeShown(today, monthStart, day);
  const products = useBoundApi(productQueries);
  const free = useQuery({
    ...products.availableSchedule(coachId, productId, schedule.id, range.query),
    // The month before stays shown while the next one's times load.
    placeholderData: keepPreviousData,
  });
  // A time left on screen closes as its notice begins: it goes, with no reload.
  const read = free.data?.slots ?? [];
  const now = useNow(read.map((slot) => bookingClosesAt(slot.startsAt)));
  // The free times still bookable by the student's day, within the days asked for.
  const byDay = new Map<string, TimeSlot[]>();
  for (const slot of read.filter((candidate) => isBookableAt(candidate.startsAt, now))) {
    const slotDay = scheduleDayOf(slot.startsAt, zone);
    if (slotDay < range.first.toString() || slotDay > range.last.toString()) continue;
    byDay.set(slotDay, [...(byDay.get(slotDay) ?? []), slot]);
  }
  const freeDays = [...byDay.keys()].sort();
  const firstFree = freeDays[0];
  // It opens on the first day with free times, once they arrive.
  useEffect(() => {
    if (opened.current || free.isPlaceholderData || !firstFree) return;
    opened.current = true;
    setDay(firstFree);
    setFocused(firstFree);
  }, [firstFree, free.isPlaceholderData]);

  const sameZone =
    Temporal.Now.zonedDateTimeISO(zone).offsetNanoseconds ===
    Temporal.Now.zonedDateTimeISO(schedule.timeZone).offsetNanoseconds;
  const timeIn = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat(dateLocale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
      Date.parse(iso),
    );
  // Calendar days, read as they are: no zone moves them.
  const longDay = (iso: string) =>
    PlainDate.from(iso).toLocaleString(dateLocale, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
  const monthName = monthStart.toLocaleString(dateLocale, { month: 'long', year: 'numeric' });
  const monthEnd = monthStart.add({ months: 1 }).toString();
  const nextFree = freeDays.find((candidate) => candidate >= monthStart.toString());
  const isLoading = free.isPending || free.isPlaceholderData;
  // A chosen day far from the month shown is not among the days asked: its times wait for its month.
  const dayShown =
    day !== null && day >= range.first.toString() && day <= range.last.toString() ? day : null;
  const daySlots = dayShown ? (byDay.get(dayShown) ?? []) : [];
  const parts = dayPartValues
    .map((part) => ({
      part,
      slots: daySlots.filter((slot) => dayPartOf(slot.startsAt, zone) === part),
    }))
    .filter(({ slots }) => slots.length > 0);
  const choose = (startsAt: string) => {
    const slot = daySlots.find((candidate) => candidate.startsAt === startsAt);
    if (slot) onChange(slot);
  };

  /** What the month shown says when it has no free day: when the next one is, or none ahead. */
  function monthNotice() {
    if (isLoading || free.isError) return null;
    if (nextFree && nextFree < monthEnd) return null;
    if (!nextFree)
      return (
        <Text>
          {intl.formatMessage(m.noTimesUntil, {
            from: longDay(range.first.toString()),
            date: longDay(range.last.toString()),
          })}
        </Text>
      );
    return (
      <Stack space="small">
        <Text>
          {intl.formatMessage(m.noTimesMonth, { month: monthName, date: longDay(nextFree) })}
        </Text>
        <div>
          <Button
            variant="secondary"
            onPress={() => {
              setDay(nextFree);
              setFocused(nextFree);
            }}
          >
            {intl.formatMessage(m.showDay, { date: longDay(nextFree) })}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Stack space="medium">
      <Text tone="secondary">
        {sameZone
          ? intl.formatMessage(m.zone, { yours: format.timeZoneName(zone) })
          : intl.formatMessage(m.zones, {
              yours: format.timeZoneName(zone),
              coach: format.timeZoneName(schedule.timeZone),
            })}
      </Text>
      <div className={styles.layout}>
        <Stack space="small">
          <DayPicker
            label={intl.formatMessage(m.dayLabel)}
            value={day}
            onChange={setDay}
            focusedDay={focused}
            onFocusedDayChange={setFocused}
            minDay={today.toString()}
            isDayAvailable={(candidate) => byDay.has(candidate)}
          />
          <div aria-live="polite">
            {isLoading ? (
              <Text tone="secondary">{intl.formatMessage(m.loadingTimes)}</Text>
            ) : free.isError ? (
              <Stack space="small">
                <Text>{intl.formatMessage(m.timesFailed)}</Text>
                <div>
                  <Button variant="secondary" onPress={() => void free.refetch()}>
                    {intl.formatMessage(m.retry)}
                  </Button>
                </div>
              </Stack>
            ) : (
              monthNotice()
            )}
          </div>
        </Stack>
        <section className={styles.times} aria-labelledby={`${name}-day`}>
          <Stack space="medium">
            {dayShown ? (
              <Heading level={3} size={4} id={`${name}-day`}>
                {intl.formatMessage(m.timesOn, { day: longDay(dayShown) })}
              </Heading>
            ) : null}
            {free.isPending && !dayShown ? (
              <Skeleton shape="block" className={styles.timesLoading} />
            ) : dayShown && parts.length === 0 && !isLoading ? (
              <Text tone="secondary">{intl.formatMessage(m.noTimesDay)}</Text>
            ) : (
              parts.map(({ part, slots }) => (
                <RadioGroup
                  key={part}
                  // One name for the day's groups: the arrow keys go through all its times.
                  name={name}
                  label={intl.formatMessage(m[part])}
                  orientation="horizontal"
                  value={slots.some((slot) => slot.startsAt === value) ? value : null}
                  onChange={choose}
                >
                  {slots.map((slot) => (
                    <Radio key={slot.startsAt} value={slot.startsAt}>
                      {sameZone
                        ? timeIn(slot.startsAt, zone)
                        : intl.formatMessage(m.coachTime, {
                            time: timeIn(slot.startsAt, zone),
                            coachTime: timeIn(slot.startsAt, schedule.timeZone),
                          })}
                    </Radio>
                  ))}
                </RadioGroup>
              ))
            )}
          </Stack>
        </section>
      </div>
    </Stack>
  );
}
