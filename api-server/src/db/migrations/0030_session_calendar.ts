/**
 * A session's version in its readers' calendars: each move or cancellation sends its calendar
 * entry one higher, so calendar programs keep the latest. Scheduled sessions by start, for the
 * sweep that finds the reminders falling due.
 */
export default `
ALTER TABLE coach_sessions ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0;
CREATE INDEX coach_sessions_scheduled_start ON coach_sessions (starts_at) WHERE status = 'SCHEDULED';
`;
