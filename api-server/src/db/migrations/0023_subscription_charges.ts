/**
 * Each charge of a coach's subscription, kept for the coach's billing history and invoices: the
 * plan and period it paid, and the card as it was charged (brand and last 4), so an invoice still
 * names it after the card is removed.
 */
export default `
CREATE TABLE subscription_charges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coach_id integer NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('MONTHLY', 'YEARLY')),
  amount integer NOT NULL CHECK (amount > 0),
  charged_at timestamptz NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL,
  reference text NOT NULL
);
CREATE INDEX subscription_charges_coach ON subscription_charges (coach_id, id DESC);
`;
