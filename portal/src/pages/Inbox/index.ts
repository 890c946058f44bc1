export { InboxPage, inboxPageSize } from './InboxPage';
