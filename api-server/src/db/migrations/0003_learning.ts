/** Cohorts, courses and modules, awards, vouchers, enrollment applications and envelopes. */
export default `
CREATE TABLE cohorts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  program_track text NOT NULL,
  language text NOT NULL DEFAULT 'EN',
  delivery_mode text NOT NULL DEFAULT 'ONLINE',
  start_date date NOT NULL,
  graduation_date date NOT NULL,
  tuition integer NOT NULL CHECK (tuition >= 0),
  seats integer NOT NULL DEFAULT 100,
  CHECK (start_date < graduation_date)
);

CREATE TABLE plan_options (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cohort_id integer NOT NULL REFERENCES cohorts(id) ON DELETE CASCADE,
  name text NOT NULL,
  source text NOT NULL DEFAULT 'ENROLLMENT',
  description text NOT NULL DEFAULT '',
  deposit_amount integer NOT NULL DEFAULT 0,
  installment_count integer NOT NULL CHECK (installment_count >= 1),
  interest_rate_bps integer NOT NULL DEFAULT 0
);

CREATE TABLE courses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  org_unit_id text,
  start_date date,
  end_date date
);

CREATE TABLE modules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  module_group text NOT NULL DEFAULT '',
  duration_minutes integer NOT NULL DEFAULT 0
);
CREATE INDEX modules_course ON modules (course_id, position);

CREATE TABLE course_enrollments (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  PRIMARY KEY (student_id, course_id)
);

CREATE TABLE module_progress (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  module_id integer NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  PRIMARY KEY (student_id, module_id)
);

CREATE TABLE module_bookmarks (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  module_id integer NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  PRIMARY KEY (student_id, module_id)
);

CREATE TABLE awards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  criteria text NOT NULL
);

CREATE TABLE student_awards (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  award_id integer NOT NULL REFERENCES awards(id) ON DELETE CASCADE,
  earned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, award_id)
);

CREATE TABLE vouchers (
  code text PRIMARY KEY CHECK (code = upper(code)),
  kind text NOT NULL CHECK (kind IN ('VOUCHER', 'PROMO')),
  amount integer NOT NULL CHECK (amount >= 0),
  cohort_id integer REFERENCES cohorts(id),
  expires_on date NOT NULL
);

CREATE TABLE applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  cohort_id integer REFERENCES cohorts(id),
  plan_option_id integer REFERENCES plan_options(id),
  payment_method_id integer,
  voucher_code text,
  promo_code text,
  alumni boolean NOT NULL DEFAULT false,
  personal_info jsonb,
  contact_info jsonb,
  address jsonb,
  status text NOT NULL DEFAULT 'DRAFT'
    CHECK (status IN ('DRAFT', 'SUBMITTED', 'REVIEWED', 'APPROVED', 'SIGNING', 'COMPLETE')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz
);
CREATE INDEX applications_student ON applications (student_id);

CREATE TABLE envelopes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  application_id integer REFERENCES applications(id) ON DELETE SET NULL,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'DELIVERED', 'COMPLETED', 'DECLINED', 'VOIDED')),
  signature_name text,
  sent_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE TABLE envelope_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  envelope_id integer NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
  name text NOT NULL,
  page_count integer NOT NULL DEFAULT 1,
  file_name text NOT NULL REFERENCES files(file_name)
);
`;
