// What the mails about a coaching session say: English here, Spanish in lang/es.json.
import { defineMessages } from '../words.js';

export const sessionMessages = defineMessages({
  bookedSubject: {
    id: 'api.mail.session.booked.subject',
    defaultMessage: 'Session booked with {name}',
  },
  bookedBody: {
    id: 'api.mail.session.booked.body',
    defaultMessage: 'Your session with {name} is booked for {when} ({minutes} minutes).',
  },
  movedSubject: {
    id: 'api.mail.session.moved.subject',
    defaultMessage: 'Session with {name} moved',
  },
  movedBody: {
    id: 'api.mail.session.moved.body',
    defaultMessage: 'Your session with {name} moved from {previous} to {when} ({minutes} minutes).',
  },
  cancelledSubject: {
    id: 'api.mail.session.cancelled.subject',
    defaultMessage: 'Session with {name} cancelled',
  },
  cancelledBody: {
    id: 'api.mail.session.cancelled.body',
    defaultMessage: 'Your session with {name} on {when} is cancelled.',
  },
  reminderSubject: {
    id: 'api.mail.session.reminder.subject',
    defaultMessage: 'Reminder: your session with {name} is coming up',
  },
  reminderBody: {
    id: 'api.mail.session.reminder.body',
    defaultMessage: 'Your session with {name} starts on {when} ({minutes} minutes).',
  },
  join: {
    id: 'api.mail.session.join',
    defaultMessage: 'Join it online:',
  },
  place: {
    id: 'api.mail.session.place',
    defaultMessage: 'It takes place at {address}.',
  },
  calendar: {
    id: 'api.mail.session.calendar',
    defaultMessage:
      '{cancelled, select, yes {The attached calendar entry takes it off your calendar.} other {The attached calendar entry puts it in your calendar, or updates it there.}}',
  },
  summary: {
    id: 'api.mail.session.summary',
    defaultMessage: 'Session with {name}',
  },
  alwaysSent: {
    id: 'api.mail.session.alwaysSent',
    defaultMessage:
      'You get this e-mail whatever your communication preferences: it is about a coaching session in your calendar.',
  },
});
