/**
 * Each attempt at renewing a coach's subscription at the end of its period, kept once per coach,
 * period and attempt (the business key of the renewal's job and of its charge): a declined one
 * with the day it is tried again, an accepted one with the charge it made.
 */
export default `
CREATE TABLE subscription_renewals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coach_id integer NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
  period_start date NOT NULL,
  attempt integer NOT NULL CHECK (attempt >= 1),
  payment_method_id integer REFERENCES payment_methods(id),
  amount integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('ACCEPTED', 'DECLINED')),
  decline_code text,
  charge_id integer REFERENCES subscription_charges(id),
  attempted_on date NOT NULL,
  retry_on date,
  created_at timestamptz NOT NULL,
  UNIQUE (coach_id, period_start, attempt)
);

-- The sweep looks for periods ending by a day; ISO dates compare as text.
CREATE INDEX coaches_period_end ON coaches ((subscription->>'currentPeriodEnd'))
  WHERE subscription IS NOT NULL;
`;
