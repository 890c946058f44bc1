export { UnreadBadge, type UnreadBadgeProps } from './UnreadBadge';
export { unreadBadgeText, unreadCap } from './unreadCount';
