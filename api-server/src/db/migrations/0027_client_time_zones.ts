/**
 * The time zone a customer booked or last moved a session in, so the coach's screens can name the
 * client's local time beside the coach's own. None for sessions booked before it was kept, or by
 * the coach by hand.
 */
export default `
ALTER TABLE coach_sessions ADD COLUMN client_time_zone text;
`;
