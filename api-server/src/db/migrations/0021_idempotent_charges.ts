/**
 * A request run under an Idempotency-Key notes its card charge on its claim, in the transaction
 * that charges: a claim its request left behind (the process stopped before the answer was kept)
 * then tells whether the charge was committed, and what it paid for.
 */
export default `
ALTER TABLE idempotent_requests ADD COLUMN charge_subject_id integer;
ALTER TABLE idempotent_requests ADD COLUMN charge_reference text;
`;
