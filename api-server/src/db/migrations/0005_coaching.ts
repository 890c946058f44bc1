/** Coach products, customers and purchases, schedules and sessions, coaching circles. */
export default `
CREATE TABLE coach_products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coach_id integer NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'SERVICE',
  title text NOT NULL,
  image text,
  description text,
  price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  price_unit text NOT NULL DEFAULT 'NONE',
  product_category_id text,
  product_specification jsonb,
  service_category_id text,
  service_specification jsonb,
  published boolean NOT NULL DEFAULT true,
  deleted_at timestamptz
);
CREATE INDEX coach_products_coach ON coach_products (coach_id) WHERE deleted_at IS NULL;

CREATE TABLE coach_customers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coach_id integer NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  UNIQUE (coach_id, email)
);

CREATE TABLE coach_product_purchases (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coach_id integer NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES coach_products(id),
  customer_id integer NOT NULL REFERENCES coach_customers(id),
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL,
  purchased_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coach_product_purchases_coach ON coach_product_purchases (coach_id, id DESC);

CREATE TABLE coach_schedules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coach_id integer NOT NULL UNIQUE REFERENCES coaches(id) ON DELETE CASCADE,
  time_zone text NOT NULL DEFAULT 'UTC'
);

-- Weekly availability windows, local time in the schedule's zone; day 1 is Monday (ISO).
CREATE TABLE coach_availability (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  schedule_id integer NOT NULL REFERENCES coach_schedules(id) ON DELETE CASCADE,
  day_of_week integer NOT NULL CHECK (day_of_week BETWEEN 1 AND 7),
  start_time time NOT NULL,
  end_time time NOT NULL,
  CHECK (start_time < end_time)
);

CREATE TABLE coach_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coach_id integer NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
  product_id integer REFERENCES coach_products(id) ON DELETE SET NULL,
  customer_id integer NOT NULL REFERENCES coach_customers(id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'SCHEDULED',
  delivery_mode text NOT NULL DEFAULT 'ONLINE',
  meeting_url text,
  notes text,
  CHECK (starts_at < ends_at)
);
CREATE INDEX coach_sessions_coach ON coach_sessions (coach_id, starts_at);

CREATE TABLE coaching_circles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  leader_student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  name text NOT NULL,
  max_students integer NOT NULL DEFAULT 8,
  min_open_sessions integer NOT NULL DEFAULT 1,
  status text NOT NULL DEFAULT 'OPEN'
);

CREATE TABLE coaching_circle_members (
  circle_id integer NOT NULL REFERENCES coaching_circles(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  PRIMARY KEY (circle_id, student_id)
);

CREATE TABLE coaching_circle_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  circle_id integer NOT NULL REFERENCES coaching_circles(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'OPEN',
  attendee_student_ids integer[] NOT NULL DEFAULT '{}'
);
`;
