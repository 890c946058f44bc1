import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const inboxMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.inbox.title', defaultMessage: 'Inbox' },
    views: { id: 'portal.inbox.views', defaultMessage: 'Messages to show' },
    inboxView: { id: 'portal.inbox.view.inbox', defaultMessage: 'Inbox' },
    archivedView: { id: 'portal.inbox.view.archived', defaultMessage: 'Archived' },
    tableLabel: { id: 'portal.inbox.tableLabel', defaultMessage: 'Messages' },
    archivedTableLabel: {
      id: 'portal.inbox.archivedTableLabel',
      defaultMessage: 'Archived messages',
    },
    subject: { id: 'portal.inbox.column.subject', defaultMessage: 'Subject' },
    received: { id: 'portal.inbox.column.received', defaultMessage: 'Received' },
    status: { id: 'portal.inbox.column.status', defaultMessage: 'Status' },
    unread: { id: 'portal.inbox.status.unread', defaultMessage: 'Unread' },
    read: { id: 'portal.inbox.status.read', defaultMessage: 'Read' },
    noneSelected: {
      id: 'portal.inbox.noneSelected',
      defaultMessage: 'Check the messages you want to act on.',
    },
    selected: {
      id: 'portal.inbox.selected',
      defaultMessage: '{count, plural, one {# message selected} other {# messages selected}}',
    },
    archiveSelected: {
      id: 'portal.inbox.archiveSelected',
      defaultMessage: 'Archive selected',
    },
    unarchiveSelected: {
      id: 'portal.inbox.unarchiveSelected',
      defaultMessage: 'Move selected to inbox',
    },
    markSelectedRead: {
      id: 'portal.inbox.markSelectedRead',
      defaultMessage: 'Mark selected as read',
    },
    deleteSelected: { id: 'portal.inbox.deleteSelected', defaultMessage: 'Delete selected' },
    bulkActions: {
      id: 'portal.inbox.bulkActions',
      defaultMessage: 'Actions for the selected messages',
    },
    confirmDeleteTitle: {
      id: 'portal.inbox.confirmDeleteTitle',
      defaultMessage: '{count, plural, one {Delete # message?} other {Delete # messages?}}',
    },
    confirmDeleteBody: {
      id: 'portal.inbox.confirmDeleteBody',
      defaultMessage: 'Deleted messages cannot be recovered. Archive them instead to keep them.',
    },
    confirmDelete: { id: 'portal.inbox.confirmDelete', defaultMessage: 'Delete messages' },
    archived: {
      id: 'portal.inbox.archived',
      defaultMessage: '{count, plural, one {# message archived.} other {# messages archived.}}',
    },
    unarchived: {
      id: 'portal.inbox.unarchived',
      defaultMessage:
        '{count, plural, one {# message moved to the inbox.} other {# messages moved to the inbox.}}',
    },
    deleted: {
      id: 'portal.inbox.deleted',
      defaultMessage: '{count, plural, one {# message deleted.} other {# messages deleted.}}',
    },
    markedRead: {
      id: 'portal.inbox.markedRead',
      defaultMessage:
        '{count, plural, one {# message marked as read.} other {# messages marked as read.}}',
    },
    emptyTitle: { id: 'portal.inbox.emptyTitle', defaultMessage: 'Your inbox is empty' },
    emptyBody: {
      id: 'portal.inbox.emptyBody',
      defaultMessage: 'Messages from the institute and your coach will arrive here.',
    },
    emptyArchivedTitle: {
      id: 'portal.inbox.emptyArchivedTitle',
      defaultMessage: 'No archived messages',
    },
    emptyArchivedBody: {
      id: 'portal.inbox.emptyArchivedBody',
      defaultMessage: 'Messages you archive are kept here.',
    },
    backToInbox: { id: 'portal.inbox.backToInbox', defaultMessage: 'Back to the inbox' },
    loading: { id: 'portal.inbox.loading', defaultMessage: 'Loading messages…' },
    close: { id: 'portal.inbox.close', defaultMessage: 'Close' },
  }),
);
