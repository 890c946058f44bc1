/**
 * What the product does on its own. Each business event a job acts on is claimed once by its key
 * (an installment's attempt, a subscription's period, a reminder and its recipient), so N
 * instances and a crash between a job's effect and its completion still act once.
 */
export default `
CREATE TABLE job_events (
  key text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE installment_charges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  schedule_row_id integer NOT NULL REFERENCES payment_schedule(id) ON DELETE CASCADE,
  attempt integer NOT NULL CHECK (attempt >= 1),
  payment_method_id integer REFERENCES payment_methods(id),
  amount integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('ACCEPTED', 'DECLINED', 'SKIPPED')),
  decline_code text,
  payment_id integer REFERENCES payments(id),
  attempted_on date NOT NULL,
  retry_on date,
  created_at timestamptz NOT NULL,
  UNIQUE (schedule_row_id, attempt)
);
CREATE INDEX installment_charges_retry ON installment_charges (retry_on) WHERE retry_on IS NOT NULL;

ALTER TABLE mailbox ADD COLUMN html text;
ALTER TABLE mailbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
ALTER TABLE mailbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
`;
