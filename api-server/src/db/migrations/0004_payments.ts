/** Payment plans and their schedules, payment methods, payments, transfers, account history. */
export default `
CREATE TABLE payment_methods (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  token text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  holder_name text NOT NULL,
  fingerprint text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX payment_methods_card ON payment_methods (student_id, fingerprint) WHERE deleted_at IS NULL;

CREATE TABLE payment_plans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  application_id integer REFERENCES applications(id) ON DELETE SET NULL,
  cohort_id integer REFERENCES cohorts(id),
  name text NOT NULL,
  source text NOT NULL DEFAULT 'ENROLLMENT',
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CONCLUDED', 'TRANSFERRED')),
  net_tuition integer NOT NULL,
  deposit_amount integer NOT NULL DEFAULT 0,
  installment_amount integer NOT NULL,
  installment_count integer NOT NULL,
  interest_rate_bps integer NOT NULL DEFAULT 0,
  refund_withdrawal integer NOT NULL DEFAULT 0,
  refund_voucher integer NOT NULL DEFAULT 0,
  refund_custom integer NOT NULL DEFAULT 0,
  rollover integer NOT NULL DEFAULT 0,
  collections boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_schedule (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  plan_id integer NOT NULL REFERENCES payment_plans(id) ON DELETE CASCADE,
  installment integer NOT NULL,
  due_date date NOT NULL,
  amount_due integer NOT NULL,
  tax_amount integer NOT NULL DEFAULT 0,
  interest_amount integer NOT NULL DEFAULT 0,
  amount_paid integer NOT NULL DEFAULT 0,
  capture_method text NOT NULL DEFAULT 'AUTOMATIC',
  state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'FAILED', 'CANCELLED', 'TRANSFERRED')),
  payment_method_id integer REFERENCES payment_methods(id),
  UNIQUE (plan_id, installment)
);

CREATE TABLE payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES payment_plans(id),
  payment_method_id integer NOT NULL REFERENCES payment_methods(id),
  type text NOT NULL CHECK (type IN ('INSTALLMENT', 'CUSTOM', 'PRE_PAY', 'PAY_OFF')),
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('IN_PROGRESS', 'ACCEPTED', 'INVALID')),
  active boolean NOT NULL DEFAULT true,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX payments_plan ON payments (plan_id, id DESC);

CREATE TABLE transfers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES payment_plans(id),
  from_cohort_id integer NOT NULL REFERENCES cohorts(id),
  to_cohort_id integer NOT NULL REFERENCES cohorts(id),
  installment_count integer NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CONFIRMED', 'CANCELLED')),
  fee integer NOT NULL DEFAULT 0,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);

CREATE TABLE account_history (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  application_id integer REFERENCES applications(id) ON DELETE SET NULL,
  event_date timestamptz NOT NULL DEFAULT now(),
  type text NOT NULL,
  description text NOT NULL,
  amount integer,
  performed_by text
);
CREATE INDEX account_history_student ON account_history (student_id, event_date DESC);
`;
