/** Students, coaches and what they own: the profile side of the product. */
export default `
CREATE TABLE students (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  first_name text NOT NULL DEFAULT '',
  middle_name text,
  last_name text NOT NULL DEFAULT '',
  gender text,
  date_birth date,
  home_phone text,
  work_phone text,
  mobile_phone text,
  address jsonb,
  photo text,
  crm_id text,
  lms_id text,
  learning_platform_user_id text,
  language text NOT NULL DEFAULT 'EN',
  education_level text,
  occupation text,
  active boolean NOT NULL DEFAULT true,
  military_member boolean NOT NULL DEFAULT false,
  auto_pay boolean NOT NULL DEFAULT false,
  session_status text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coaches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL UNIQUE REFERENCES students(id) ON DELETE CASCADE,
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  subscription jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coach_educations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coach_id integer NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
  data jsonb NOT NULL
);
CREATE INDEX coach_educations_coach ON coach_educations (coach_id);

CREATE TABLE coach_certifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coach_id integer NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
  data jsonb NOT NULL
);
CREATE INDEX coach_certifications_coach ON coach_certifications (coach_id);

CREATE TABLE lookups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  value text NOT NULL,
  label text,
  parent text,
  UNIQUE (type, value, parent)
);

CREATE TABLE communication_intents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  channel text NOT NULL DEFAULT 'INBOX',
  status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'DELIVERED', 'READ')),
  archived boolean NOT NULL DEFAULT false,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX communication_intents_student ON communication_intents (student_id, archived, id DESC);

CREATE TABLE activity_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  category text NOT NULL,
  type text NOT NULL,
  source text NOT NULL DEFAULT 'COACH',
  description text NOT NULL,
  actor_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_student ON activity_log (student_id, id DESC);

CREATE TABLE communication_preferences (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  email_enabled boolean NOT NULL DEFAULT true,
  sms_enabled boolean NOT NULL DEFAULT false,
  push_enabled boolean NOT NULL DEFAULT false,
  topics text[] NOT NULL DEFAULT ARRAY['PAYMENT_REMINDERS', 'COURSE_UPDATES']
);

CREATE TABLE analytics_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  received_at timestamptz NOT NULL DEFAULT now()
);
`;
