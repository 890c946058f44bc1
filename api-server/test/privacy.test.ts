// What one user may learn about or do with another's records: a coach's public profile, another
// student's card, a course one is not enrolled in.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

let api: TestApi;
let student: Session;
let coach: Session;
beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  coach = await api.signIn(demo.coach, 'coach');
});
afterAll(() => api.close());

const publicFields = [
  'id',
  'studentId',
  'personalInfo',
  'contactInfo',
  'photo',
  'coverImage',
  'intro',
  'specializations',
  'focus',
  'languages',
  'hctpGraduatingClass',
  'video',
  'showPhone',
  'socialNetworks',
  'coachWebConferenceUrl',
  'facebookGroupUrl',
  'testCall',
  'schedule',
  'websiteUrl',
  'educations',
  'certifications',
];

describe("a coach's profile", () => {
  const read = (session: Session) =>
    api.request('GET', `/coaches/${coach.coachId}`, { token: session.accessToken });
  const showPhone = (shown: boolean) =>
    api.services.db.query(
      `UPDATE coaches SET profile = profile || jsonb_build_object('showPhone', $2::boolean) WHERE id = $1`,
      [coach.coachId!, shown],
    );

  test('the coach reads all of it', async () => {
    const own = (await read(coach)).body.content;
    expect(own.user.email).toBe(demo.coach);
    // What clients never see: the gender, the rate of pay, the mobile phone unless shown.
    expect(own.personalInfo.gender).toBe('FEMALE');
    expect(own.rateOfPay).toBeGreaterThan(0);
    expect(own.contactInfo.mobilePhone).toBeTruthy();
  });

  test('anyone else reads the public profile: every field is one clients may see', async () => {
    await showPhone(false);
    const own = (await read(coach)).body.content;
    const seen = (await read(student)).body.content;
    for (const key of Object.keys(seen)) expect(publicFields).toContain(key);
    expect(seen.user).toBeUndefined();
    expect(seen.rateOfPay).toBeUndefined();
    expect(seen.contactInfo).toBeUndefined();
    expect(seen.personalInfo).toEqual({
      firstName: own.personalInfo.firstName,
      lastName: own.personalInfo.lastName,
      ...(own.personalInfo.middleName ? { middleName: own.personalInfo.middleName } : {}),
    });
    for (const key of publicFields.filter((k) => !['personalInfo', 'contactInfo'].includes(k))) {
      expect(seen[key]).toEqual(own[key]);
    }
    expect(JSON.stringify(seen)).not.toContain(demo.coach);
  });

  test('the mobile phone, and only it, when the coach shows it', async () => {
    await showPhone(true);
    const own = (await read(coach)).body.content;
    const seen = (await read(student)).body.content;
    expect(seen.contactInfo).toEqual({ mobilePhone: own.contactInfo.mobilePhone });
    await showPhone(false);
    expect((await read(student)).body.content.contactInfo).toBeUndefined();
  });
});

describe("another student's records", () => {
  test("an enrollment application refuses another student's card, and stores nothing of it", async () => {
    const [theirs] = await api.services.db.query<{ id: number }>(
      'SELECT id FROM payment_methods WHERE student_id = $1 LIMIT 1',
      [student.studentId!],
    );
    const other = await api.signIn(demo.studentCoach);
    const [cohort] = await api.services.db.query<{ id: number }>(
      'SELECT id FROM cohorts ORDER BY start_date DESC LIMIT 1',
    );
    const base = `/students/${other.studentId}/enrollment_applications`;
    const create = await api.request('POST', base, {
      token: other.accessToken,
      body: { cohortId: cohort!.id, paymentMethodId: theirs!.id },
    });
    expect(create.status).toBe(400);
    expect(create.body.fields).toEqual([
      { path: 'paymentMethodId', message: 'No such payment method' },
    ]);
    const draft = await api.request('POST', base, {
      token: other.accessToken,
      body: { cohortId: cohort!.id },
    });
    expect(draft.status).toBe(201);
    const update = await api.request('PUT', `${base}/${draft.body.content.id}`, {
      token: other.accessToken,
      body: { paymentMethodId: theirs!.id },
    });
    expect(update.status).toBe(400);
    const stored = await api.services.db.query(
      'SELECT 1 FROM applications WHERE payment_method_id = $1 AND student_id = $2',
      [theirs!.id, other.studentId!],
    );
    expect(stored).toEqual([]);
  });

  test('a learning-platform link only for a course the student is enrolled in', async () => {
    const link = (orgUnitId: string) =>
      api.request('GET', `/students/${student.studentId}/sso/login_url/1?orgUnitId=${orgUnitId}`, {
        token: student.accessToken,
      });
    const [course] = await api.services.db.query<{ org_unit_id: string }>(
      'SELECT c.org_unit_id FROM courses c JOIN course_enrollments ce ON ce.course_id = c.id WHERE ce.student_id = $1 LIMIT 1',
      [student.studentId!],
    );
    const enrolled = await link(course!.org_unit_id);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.content.url).toContain(`orgUnitId=${course!.org_unit_id}`);
    await api.services.db.query(
      "INSERT INTO courses (title, org_unit_id) VALUES ('Advanced practicum', 'OU-9999')",
    );
    const other = await link('OU-9999');
    expect(other.status).toBe(403);
    expect(other.body.key).toBe('forbidden');
  });
});
