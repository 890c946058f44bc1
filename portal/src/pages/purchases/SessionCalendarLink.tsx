import { useIntl } from 'react-intl';
import type { CoachSession } from '@hci/api-schema';
import { sessionCalendarUid, sessionLocation } from '@hci/rules';
import { Link } from '@hci/design-system';
import { bookingMessages as m } from './bookingMessages';
import { calendarFileHref } from './calendarFile';

/**
 * "Add to calendar": the booked session as a calendar file, with where it takes place (the
 * in-person address or the meeting link) as its location and in its description.
 */
export function SessionCalendarLink({
  session,
  product,
  coach,
  now,
}: {
  session: CoachSession;
  product: { title: string; location?: string };
  coach: string;
  /** When the file is made, as an ISO instant. */
  now: string;
}) {
  const intl = useIntl();
  const location = sessionLocation(session, product);
  const names = { title: product.title, coach };
  const where =
    location &&
    intl.formatMessage(session.deliveryMode === 'IN_PERSON' ? m.calendarWhere : m.calendarJoin, {
      address: location,
      link: location,
    });
  return (
    <Link
      appearance="secondary"
      href={calendarFileHref({
        uid: sessionCalendarUid(session.id),
        sequence: session.calendarSequence ?? 0,
        title: intl.formatMessage(m.sessionWith, names),
        description: [intl.formatMessage(m.calendarDescription, names), where]
          .filter(Boolean)
          .join('\n'),
        ...(location ? { location } : {}),
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        now,
      })}
      download={`session-${session.id}.ics`}
    >
      {intl.formatMessage(m.addToCalendar)}
    </Link>
  );
}
