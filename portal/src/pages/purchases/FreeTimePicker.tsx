import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { productQueries, type TimeSlot } from '@hci/api-schema';
import { useBoundApi } from '@hci/app-frame';
import { scheduleDayOf, weekStartOf } from '@hci/api-schema/rules';
import {
  Button,
  Heading,
  Inline,
  QueryView,
  Radio,
  RadioGroup,
  Stack,
  Text,
  Tiles,
  useFormatters,
} from '@hci/design-system';
import { bookingMessages as m } from './bookingMessages';

export interface FreeTimePickerProps {
  coachId: number;
  productId: number;
  /** The coach's schedule: its free times, and the zone its hours are in. */
  schedule: { id: number; timeZone: string };
  /** The chosen start, or null. */
  value: string | null;
  onChange: (slot: TimeSlot) => void;
}

/**
 * A week of a service's free times, Monday to Sunday in the student's time zone, with the coach's
 * time beside each when their zones differ. Each day is a group of choices; one time is chosen in
 * the whole week.
 */
export function FreeTimePicker({
  coachId,
  productId,
  schedule,
  value,
  onChange,
}: FreeTimePickerProps) {
  const intl = useIntl();
  const format = useFormatters();
  const zone = format.timeZone;
  const thisWeek = weekStartOf(Temporal.Now.plainDateISO(zone));
  const [week, setWeek] = useState(thisWeek);
  const days = Array.from({ length: 7 }, (_, index) => week.add({ days: index }));
  // The schedule's days may start earlier or later than the student's: ask one day either side.
  const range = {
    startDate: week.subtract({ days: 1 }).toString(),
    endDate: week.add({ days: 7 }).toString(),
  };
  const products = useBoundApi(productQueries);
  const free = useQuery(products.availableSchedule(coachId, productId, schedule.id, range));
  const sameZone =
    Temporal.Now.zonedDateTimeISO(zone).offsetNanoseconds ===
    Temporal.Now.zonedDateTimeISO(schedule.timeZone).offsetNanoseconds;
  const timeIn = (iso: string, timeZone: string) =>
    intl.formatTime(Date.parse(iso), { timeZone, hour: 'numeric', minute: '2-digit' });
  const dayOf = (slot: TimeSlot) => scheduleDayOf(slot.startsAt, zone);
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
      <Inline space="small" alignY="center">
        <Button
          variant="secondary"
          isDisabled={Temporal.PlainDate.compare(week, thisWeek) <= 0}
          onPress={() => setWeek(week.subtract({ weeks: 1 }))}
        >
          {intl.formatMessage(m.previousWeek)}
        </Button>
        <Heading level={3} size={4}>
          {intl.formatMessage(m.week, { date: format.longDate(week.toString()) })}
        </Heading>
        <Button variant="secondary" onPress={() => setWeek(week.add({ weeks: 1 }))}>
          {intl.formatMessage(m.nextWeek)}
        </Button>
      </Inline>
      <QueryView
        query={free}
        loadingLabel={intl.formatMessage(m.loadingTimes)}
        isEmpty={(data) =>
          !data.slots.some((slot) => days.some((day) => dayOf(slot) === day.toString()))
        }
        empty={<Text>{intl.formatMessage(m.noTimes)}</Text>}
      >
        {(data) => (
          <Tiles space="medium" columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
            {days.map((day) => {
              const slots = data.slots.filter((slot) => dayOf(slot) === day.toString());
              const label = intl.formatDate(day.toString(), {
                timeZone: 'UTC',
                weekday: 'long',
                month: 'short',
                day: 'numeric',
              });
              if (slots.length === 0)
                return (
                  <Stack key={day.toString()} space="xsmall">
                    <Text weight="strong">{label}</Text>
                    <Text tone="secondary">{intl.formatMessage(m.noTimesDay)}</Text>
                  </Stack>
                );
              return (
                <RadioGroup
                  key={day.toString()}
                  label={label}
                  value={slots.some((slot) => slot.startsAt === value) ? value : null}
                  onChange={(startsAt) => {
                    const slot = slots.find((candidate) => candidate.startsAt === startsAt);
                    if (slot) onChange(slot);
                  }}
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
              );
            })}
          </Tiles>
        )}
      </QueryView>
    </Stack>
  );
}
