/**
 * Charges made once. Every card charge is recorded beside what it paid for, so a repeated purchase
 * can be recognised; a request sent with an idempotency key is remembered with its answer for a
 * day, in the database so that every API instance sees it, and a repeat gets that answer again.
 */
export default `
CREATE TABLE card_charges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_method_id integer NOT NULL REFERENCES payment_methods(id),
  purpose text NOT NULL CHECK (purpose IN ('PAYMENT', 'SUBSCRIPTION', 'TRANSFER_FEE')),
  subject_id integer NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  reference text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX card_charges_subject ON card_charges (purpose, subject_id, id DESC);

CREATE TABLE idempotent_requests (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  operation text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, operation, key)
);
`;
