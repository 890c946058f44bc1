import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { createApi } from '@hci/api-schema';
import { useBoundApi } from '@hci/app-frame';
import { Button, Inline, Select, SelectItem, Stack, Text, useFormatters } from '@hci/design-system';
import { sessionMessages as m } from './sessionMessages';

/** Free times are offered two weeks at a time. */
const spanDays = 14;

/**
 * One of a service's free times (weekly hours less booked sessions, notice, buffer and daily
 * limit, as the API counts them), two weeks at a time, read in the viewer's zone. The value is the
 * chosen time's start.
 */
export function FreeTimeSelect({
  coachId,
  productId,
  scheduleId,
  scheduleZone,
  id,
  value,
  onChange,
  errorMessage,
}: {
  coachId: number;
  productId: number;
  scheduleId: number;
  /** The zone the schedule's days are counted in. */
  scheduleZone: string;
  id?: string;
  value: string;
  onChange: (startsAt: string, endsAt: string) => void;
  errorMessage?: string;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const api = useBoundApi(createApi);
  const today = Temporal.Now.plainDateISO(scheduleZone);
  const [weeksAhead, setWeeksAhead] = useState(0);
  const startDate = today.add({ days: weeksAhead * spanDays });
  const free = useQuery(
    api.products.availableSchedule(coachId, productId, scheduleId, {
      startDate: startDate.toString(),
      endDate: startDate.add({ days: spanDays - 1 }).toString(),
    }),
  );
  const slots = free.data?.slots ?? [];
  const label = (startsAt: string, endsAt: string) => format.timeRange(startsAt, endsAt);
  return (
    <Stack space="small">
      <Select
        id={id}
        label={intl.formatMessage(m.freeTime)}
        description={
          free.isPending
            ? intl.formatMessage(m.freeTimesLoading)
            : slots.length === 0
              ? intl.formatMessage(m.noFreeTimes)
              : intl.formatMessage(m.freeTimesFrom, {
                  from: format.longDate(startDate),
                  zone: format.timeZoneName(format.timeZone),
                })
        }
        value={value}
        onChange={(key) => {
          const slot = slots.find((candidate) => candidate.startsAt === key);
          if (slot) onChange(slot.startsAt, slot.endsAt);
        }}
        errorMessage={errorMessage}
        isRequired
      >
        {[
          <SelectItem key="" id="">
            {intl.formatMessage(m.chooseTime)}
          </SelectItem>,
          ...slots.map((slot) => (
            <SelectItem key={slot.startsAt} id={slot.startsAt}>
              {label(slot.startsAt, slot.endsAt)}
            </SelectItem>
          )),
        ]}
      </Select>
      <Inline space="small">
        <Button
          variant="secondary"
          isDisabled={weeksAhead === 0}
          onPress={() => setWeeksAhead((weeks) => weeks - 1)}
        >
          {intl.formatMessage(m.earlierTimes)}
        </Button>
        <Button variant="secondary" onPress={() => setWeeksAhead((weeks) => weeks + 1)}>
          {intl.formatMessage(m.laterTimes)}
        </Button>
      </Inline>
      {free.isError ? <Text tone="critical">{intl.formatMessage(m.freeTimesFailed)}</Text> : null}
    </Stack>
  );
}
