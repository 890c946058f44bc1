import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const sessionMessages = untypedMessages(
  defineMessages({
    title: { id: 'coach.sessions.title', defaultMessage: 'Your sessions' },
    loading: { id: 'coach.sessions.loading', defaultMessage: 'Loading your sessions' },
    emptyTitle: { id: 'coach.sessions.empty.title', defaultMessage: 'No sessions booked yet' },
    emptyBody: {
      id: 'coach.sessions.empty.body',
      defaultMessage:
        'When clients book one of your services, their sessions appear here. You can also book one for a client yourself.',
    },
    SCHEDULED: { id: 'coach.sessions.status.SCHEDULED', defaultMessage: 'Scheduled' },
    COMPLETED: { id: 'coach.sessions.status.COMPLETED', defaultMessage: 'Completed' },
    CANCELLED: { id: 'coach.sessions.status.CANCELLED', defaultMessage: 'Cancelled' },
    add: { id: 'coach.sessions.add', defaultMessage: 'Book a session' },
    createTitle: { id: 'coach.sessions.createTitle', defaultMessage: 'Book a session' },
    customerName: { id: 'coach.sessions.customerName', defaultMessage: 'Client’s name' },
    customerEmail: { id: 'coach.sessions.customerEmail', defaultMessage: 'Client’s email' },
    date: { id: 'coach.sessions.date', defaultMessage: 'Date' },
    startTime: { id: 'coach.sessions.startTime', defaultMessage: 'Starts at' },
    endTime: { id: 'coach.sessions.endTime', defaultMessage: 'Ends at' },
    deliveryMode: { id: 'coach.sessions.deliveryMode', defaultMessage: 'Delivery mode' },
    meetingUrl: { id: 'coach.sessions.meetingUrl', defaultMessage: 'Meeting link' },
    meetingUrlHelp: {
      id: 'coach.sessions.meetingUrlHelp',
      defaultMessage: 'The web-conference address your client joins, starting with https://',
    },
    notes: { id: 'coach.sessions.notes', defaultMessage: 'Notes' },
    notesLine: { id: 'coach.sessions.notesLine', defaultMessage: 'Notes: {notes}' },
    book: { id: 'coach.sessions.book', defaultMessage: 'Book session' },
    created: { id: 'coach.sessions.created', defaultMessage: 'Session with {name} booked.' },
    deleteLabel: {
      id: 'coach.sessions.deleteLabel',
      defaultMessage: 'Delete the session with {name}, {when}',
    },
    deleteTitle: {
      id: 'coach.sessions.deleteTitle',
      defaultMessage: 'Delete the session with {name}?',
    },
    deleteBody: {
      id: 'coach.sessions.deleteBody',
      defaultMessage: 'The session on {when} is removed from your calendar. This cannot be undone.',
    },
    deleteConfirm: { id: 'coach.sessions.deleteConfirm', defaultMessage: 'Delete session' },
  }),
);
