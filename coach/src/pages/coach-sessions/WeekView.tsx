import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { type CoachSchedule, createApi } from '@hci/api-schema';
import { useBoundApi } from '@hci/app-frame';
import { weekStartOf } from '@hci/rules';
import {
  Button,
  Heading,
  Inline,
  QueryView,
  Stack,
  Text,
  useFormatters,
  useFormattingLocale,
} from '@hci/design-system';
import { sessionMessages as m } from './sessionMessages';
import { weekDays, weekQueryRange } from './weekDays';
import * as styles from './WeekView.css';

/**
 * A week of the coach's hours and sessions, day by day in the viewer's zone; previous and next
 * weeks from the keyboard as well. A phone shows one day at a time with its own previous and next.
 */
export function WeekView({ coachId, schedule }: { coachId: number; schedule: CoachSchedule }) {
  const intl = useIntl();
  const dateLocale = useFormattingLocale();
  const format = useFormatters();
  const api = useBoundApi(createApi);
  const today = Temporal.Now.plainDateISO(format.timeZone);
  const [monday, setMonday] = useState(() => weekStartOf(today));
  // The day a phone shows, 0 for Monday.
  const [shown, setShown] = useState(() => today.dayOfWeek - 1);
  const sessions = useQuery(
    api.coachSessions.list(coachId, { ...weekQueryRange(monday), size: 100 }),
  );
  const time = new Intl.DateTimeFormat(dateLocale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: format.timeZone,
  });
  const span = (startsAt: string, endsAt: string) =>
    time.formatRange(
      Temporal.Instant.from(startsAt).epochMilliseconds,
      Temporal.Instant.from(endsAt).epochMilliseconds,
    );
  const dayName = (date: string) =>
    Temporal.PlainDate.from(date).toLocaleString(dateLocale, {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
    });
  const moveWeek = (weeks: number) => setMonday((current) => current.add({ weeks }));
  const moveDay = (days: number) => {
    const next = shown + days;
    if (next < 0 || next > 6) moveWeek(Math.sign(days));
    setShown((next + 7) % 7);
  };
  return (
    <Stack space="medium">
      <Inline space="small" align="spread" alignY="center">
        <Heading level={2} size={4} aria-live="polite">
          {intl.formatMessage(m.weekOf, { date: format.longDate(monday) })}
        </Heading>
        <Inline space="small">
          <Button variant="secondary" onPress={() => moveWeek(-1)}>
            {intl.formatMessage(m.previousWeek)}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              setMonday(weekStartOf(today));
              setShown(today.dayOfWeek - 1);
            }}
          >
            {intl.formatMessage(m.thisWeek)}
          </Button>
          <Button variant="secondary" onPress={() => moveWeek(1)}>
            {intl.formatMessage(m.nextWeek)}
          </Button>
        </Inline>
      </Inline>
      <div className={styles.dayNavigation}>
        <Inline space="small" align="spread">
          <Button variant="secondary" onPress={() => moveDay(-1)}>
            {intl.formatMessage(m.previousDay)}
          </Button>
          <Button variant="secondary" onPress={() => moveDay(1)}>
            {intl.formatMessage(m.nextDay)}
          </Button>
        </Inline>
      </div>
      <QueryView query={sessions} loadingLabel={intl.formatMessage(m.weekLoading)}>
        {(page) => (
          <ol className={styles.days}>
            {weekDays(
              monday,
              format.timeZone,
              { ...schedule, overrides: schedule.overrides ?? [] },
              page.content,
            ).map((day, index) => (
              <li
                key={day.date}
                aria-label={dayName(day.date)}
                className={[
                  styles.day,
                  index === shown ? '' : styles.otherDay,
                  day.date === today.toString() ? styles.today : '',
                ].join(' ')}
              >
                <Heading level={3} size={4}>
                  {dayName(day.date)}
                </Heading>
                {day.hours.length === 0 ? (
                  <Text size="small" tone="secondary">
                    {intl.formatMessage(m.noHoursToday)}
                  </Text>
                ) : (
                  <ul className={styles.list} aria-label={intl.formatMessage(m.hours)}>
                    {day.hours.map((hours) => (
                      <li key={hours.startsAt} className={styles.hours}>
                        <Text size="small" tabularNumbers>
                          {span(hours.startsAt, hours.endsAt)}
                        </Text>
                      </li>
                    ))}
                  </ul>
                )}
                {day.sessions.length === 0 ? (
                  <Text size="small" tone="secondary">
                    {intl.formatMessage(m.noBookings)}
                  </Text>
                ) : (
                  <ul className={styles.list} aria-label={intl.formatMessage(m.views)}>
                    {day.sessions.map((session) => (
                      <li key={session.id} className={styles.booking}>
                        <Text size="small" tabularNumbers>
                          {span(session.startsAt, session.endsAt)}
                        </Text>
                        <Text size="small" weight="strong">
                          {session.customer.name}
                        </Text>
                        {session.productTitle ? (
                          <Text size="small" breakWords>
                            {intl.formatMessage(m.serviceLine, { title: session.productTitle })}
                          </Text>
                        ) : null}
                        <Text size="small" tone="secondary">
                          {intl.formatMessage(m[session.status])}
                        </Text>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </Stack>
  );
}
