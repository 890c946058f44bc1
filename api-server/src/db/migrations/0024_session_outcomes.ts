/**
 * When and by whom a coach session got its outcome (completed or missed): the coach can undo it
 * for a while after (`outcomeUndoHours` in the shared rules), so the time it was set is kept. An
 * outcome set before this has none, and stays. Both are set and cleared with the status.
 */
export default `
ALTER TABLE coach_sessions ADD COLUMN outcome_set_at timestamptz;
ALTER TABLE coach_sessions ADD COLUMN outcome_set_by text CHECK (outcome_set_by IN ('COACH'));
`;
