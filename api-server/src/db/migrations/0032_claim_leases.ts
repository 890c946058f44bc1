/**
 * A request running under an Idempotency-Key holds its claim for a short lease, renewed while it
 * runs, and owns it by a run id: a claim left by a request that stopped is taken over once its
 * lease ends, seconds later, and a run that lost its claim cannot note a charge on it. Claims in
 * progress from before keep the five minutes they were promised.
 */
export default `
ALTER TABLE idempotent_requests ADD COLUMN lease_until timestamptz;
ALTER TABLE idempotent_requests ADD COLUMN run_id uuid;
UPDATE idempotent_requests SET lease_until = created_at + interval '5 minutes' WHERE status IS NULL;
`;
