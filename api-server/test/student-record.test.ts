// One student record: what a new student types while enrolling (names as they write them, birth
// date, phones, address) is on their profile once the application is submitted, and the signed
// agreement names them as the profile does.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demoPassword, openTestApi } from './harness.js';
import { addCard, asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
const as = (body?: unknown) => asUser(student, body);

beforeAll(async () => {
  api = await openTestApi();
  const email = 'one.record@demo.test';
  await api.request('POST', '/auth/signup', {
    body: { email, password: demoPassword, firstName: 'Zoe', lastName: 'Brien' },
  });
  student = await api.signIn(email);
});
afterAll(() => api.close());

const enrolledAs = {
  personalInfo: {
    firstName: 'Zoë-Ann',
    lastName: 'O’Brien-Smith',
    dateBirth: '1991-05-17',
    gender: 'FEMALE',
  },
  contactInfo: { mobilePhone: '+12025550123' },
  address: {
    countryCode: 'US',
    stateCode: 'TX',
    city: 'Austin',
    zip: '73301',
    street1: '1 Main St',
  },
};

test('the details an application collected are on the student’s record once it is submitted', async () => {
  const s = studentPath(student);
  const [cohort] = (await api.request('GET', '/cohorts?programTrack=BUSINESS', as())).body
    .content as Json[];
  const [plan] = (await api.request('GET', `/cohorts/${cohort.id}/payment_plans`, as())).body
    .content as Json[];
  const card = (await addCard(api, student, '4242424242424242')).body.content;
  const draft = await api.request(
    'POST',
    `${s}/enrollment_applications`,
    as({ cohortId: cohort.id, paymentPlanId: plan.id, paymentMethodId: card.id, ...enrolledAs }),
  );
  expect(draft.status).toBe(201);
  const id = draft.body.content.id;

  // A draft is the student's to change: the record keeps the names they signed up with.
  expect((await api.request('GET', s, as())).body.content.personalInfo).toMatchObject({
    firstName: 'Zoe',
    lastName: 'Brien',
  });

  const [agreement] = (
    (await api.request('GET', `${s}/envelopes`, as())).body.content as Json[]
  ).filter((envelope) => envelope.applicationId === id);
  const signed = await api.request(
    'POST',
    `/envelopes/${agreement.id}/sign`,
    as({ signatureName: 'Zoë-Ann O’Brien-Smith', agree: true }),
  );
  expect(signed.status).toBe(200);
  const submitted = await api.request('POST', `${s}/enrollment_applications/${id}/submit`, as());
  expect(submitted.body.content.status).toBe('SUBMITTED');

  const record = (await api.request('GET', s, as())).body.content;
  expect(record.personalInfo).toMatchObject(enrolledAs.personalInfo);
  expect(record.contactInfo).toMatchObject(enrolledAs.contactInfo);
  expect(record.address).toMatchObject(enrolledAs.address);
});
