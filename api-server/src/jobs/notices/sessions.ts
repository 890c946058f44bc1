import type { Language } from '@hci/api-schema';
import { sessionCalendarUid, sessionLocation, sessionReminderDue } from '@hci/rules';
import { Temporal } from 'temporal-polyfill';
import { isoAt } from '../../clock.js';
import * as sessionMailData from '../../data/session-mails.js';
import type { SessionMailFacts, SessionReader } from '../../data/session-mails.js';
import { calendarAttachment } from '../../mail/calendar.js';
import { instantIn } from '../../mail/formats.js';
import type { MailAttachment, Paragraph } from '../../mail/letters.js';
import { sessionMessages } from '../../mail/session-messages.js';
import type { Services } from '../../services.js';
import { say as sayIn } from '../../words.js';
import { letterTo, type Notice } from './notice.js';

/**
 * What the client and the coach are mailed about their session, each in their own language with
 * its times where they live: a booking, a move or a cancellation with its calendar entry, and a
 * reminder the day before.
 */

/** What happened to a session that both its sides are mailed about. */
export type SessionChange = 'booked' | 'moved' | 'cancelled';

/** A change as its job names it: the session's calendar version and the times the change set. */
export interface SessionChangeData {
  sessionId: number;
  sequence: number;
  change: SessionChange;
  startsAt: string;
  endsAt: string;
  previousStartsAt?: string;
}

/** A reminder, for the start it was due before. */
export interface SessionReminderData {
  sessionId: number;
  startsAt: string;
}

const say = (
  language: Language,
  name: keyof typeof sessionMessages,
  values?: Record<string, string | number>,
) => sayIn(language, sessionMessages[name], values);

const minutesBetween = (startsAt: string, endsAt: string) =>
  Temporal.Instant.from(startsAt).until(endsAt).total({ unit: 'minutes' });

/** Each reader with the other side, whom their mail names. */
const readersOf = (facts: SessionMailFacts) => [
  { reader: facts.client, other: facts.coach },
  { reader: facts.coach, other: facts.client },
];

const locationOf = (facts: SessionMailFacts) =>
  sessionLocation(
    { deliveryMode: facts.deliveryMode, meetingUrl: facts.meetingUrl ?? undefined },
    { location: facts.productLocation ?? undefined },
  );

/** Where the session takes place, as a paragraph: the meeting link, or the address. */
function where(facts: SessionMailFacts, language: Language): Paragraph[] {
  const location = locationOf(facts);
  if (!location) return [];
  return facts.deliveryMode === 'IN_PERSON'
    ? [{ text: say(language, 'place', { address: location }) }]
    : [{ text: say(language, 'join'), link: location }];
}

/** The session's entry for the reader's calendar, at this version. */
function calendarFor(
  services: Services,
  facts: SessionMailFacts,
  { reader, other }: { reader: SessionReader; other: SessionReader },
  { sequence, startsAt, endsAt, change }: SessionChangeData,
): MailAttachment {
  const location = locationOf(facts);
  return calendarAttachment({
    uid: sessionCalendarUid(facts.id),
    sequence,
    stamp: isoAt(services.clock.now()),
    startsAt,
    endsAt,
    summary: say(reader.language, 'summary', { name: other.name }),
    ...(facts.productTitle ? { description: facts.productTitle } : {}),
    ...(location ? { location } : {}),
    organizer: { name: facts.coach.name, email: facts.coach.email },
    attendees: [{ name: facts.client.name, email: facts.client.email }],
    cancelled: change === 'cancelled',
  });
}

/** A mail about the session to one reader, footed by why it goes whatever their preferences. */
const sessionNotice = (
  key: string,
  reader: SessionReader,
  subject: string,
  paragraphs: Paragraph[],
  attachments?: MailAttachment[],
): Notice =>
  letterTo(
    { first_name: reader.firstName, email: reader.email, language: reader.language },
    {
      key,
      subject,
      body: paragraphs,
      footer: { text: say(reader.language, 'alwaysSent') },
      ...(reader.studentId === null ? {} : { preferences: { studentId: reader.studentId } }),
      ...(attachments ? { attachments } : {}),
    },
  );

/** The booking, move or cancellation, to both sides, with its calendar entry. */
export async function sessionChangeNotices(
  services: Services,
  data: SessionChangeData,
): Promise<Notice[]> {
  const facts = await sessionMailData.sessionMailFacts(services.db, data.sessionId);
  if (!facts) return [];
  const { change, startsAt, endsAt } = data;
  const minutes = minutesBetween(startsAt, endsAt);
  return readersOf(facts).map((side) => {
    const { language, timeZone } = side.reader;
    const words = {
      name: side.other.name,
      when: instantIn(language, startsAt, timeZone),
      minutes,
      ...(data.previousStartsAt
        ? { previous: instantIn(language, data.previousStartsAt, timeZone) }
        : {}),
    };
    return sessionNotice(
      `session-${change}:${facts.id}:${data.sequence}`,
      side.reader,
      say(language, `${change}Subject`, words),
      [
        { text: say(language, `${change}Body`, words) },
        ...(change === 'cancelled' ? [] : where(facts, language)),
        { text: say(language, 'calendar', { cancelled: change === 'cancelled' ? 'yes' : 'no' }) },
      ],
      [calendarFor(services, facts, side, data)],
    );
  });
}

/**
 * The reminder before a session starts, to both sides, with its calendar entry; none once the
 * session was moved from that start or is no longer scheduled (the new start has its own), or has
 * begun.
 */
export async function sessionReminderNotices(
  services: Services,
  { sessionId, startsAt }: SessionReminderData,
): Promise<Notice[]> {
  const facts = await sessionMailData.sessionMailFacts(services.db, sessionId);
  if (
    !facts ||
    facts.status !== 'SCHEDULED' ||
    !Temporal.Instant.from(facts.startsAt).equals(startsAt) ||
    !sessionReminderDue(facts.startsAt, services.clock.now())
  )
    return [];
  const minutes = minutesBetween(facts.startsAt, facts.endsAt);
  const at = Temporal.Instant.from(startsAt).epochMilliseconds;
  // The entry as it stands, at its current version: a reader who missed the booking's mail, or
  // deleted the event, gets it back in their calendar, and anyone else's is left as it is.
  const { sequence } = await sessionMailData.sessionVersion(services.db, sessionId);
  const entry = { sessionId, sequence, change: 'booked' as const, startsAt, endsAt: facts.endsAt };
  return readersOf(facts).map((side) => {
    const { reader, other } = side;
    const { language } = reader;
    const words = {
      name: other.name,
      when: instantIn(language, facts.startsAt, reader.timeZone),
      minutes,
    };
    return sessionNotice(
      `session-reminder:${facts.id}:${at}`,
      reader,
      say(language, 'reminderSubject', words),
      [
        { text: say(language, 'reminderBody', words) },
        ...where(facts, language),
        { text: say(language, 'calendar', { cancelled: 'no' }) },
      ],
      [calendarFor(services, facts, side, entry)],
    );
  });
}
