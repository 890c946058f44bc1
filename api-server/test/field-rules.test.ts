// Every field rule the forms apply, on both sides with the same cases: the shared rule's verdict on
// the value as a form holds it, and the API refusing the value as a request sends it, with the
// form's message at the field's path.
import type { ValidationRule } from '@hci/api-schema';
import {
  addressRules,
  birthDateRules,
  coachTextRules,
  emailRules,
  enrollmentAgeRule,
  fieldRuleMessages,
  linkRules,
  middleNameRules,
  newPasswordRules,
  personNameRules,
  phoneFieldRules,
  profileAgeRule,
  programDateRules,
  specializationsRules,
} from '@hci/rules/field-rules';
import { emptyAddress, firstIssues, fromE164, loadPhoneMetadata, type Rule } from '@hci/validation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
let coach: Session;

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  coach = await api.signIn(demo.coach, 'coach');
});
afterAll(() => api.close());

/** Where a value is sent: the profile, an enrollment draft, signing up, or a coach's profile. */
type Form = 'profile' | 'enrollment' | 'signUp' | 'coachProfile';

const adult = '1990-04-12';
const validBodies: Record<Form, () => Json> = {
  profile: () => ({
    personalInfo: { firstName: 'Ana', lastName: 'Ruiz', dateBirth: adult },
    user: { timeZone: 'none' },
  }),
  enrollment: () => ({ personalInfo: { firstName: 'Ana', lastName: 'Ruiz', dateBirth: adult } }),
  signUp: () => ({
    email: 'rules@demo.test',
    password: 'Welcome2026',
    firstName: 'Ana',
    lastName: 'Ruiz',
    startDate: '2027-01-10',
    graduationDate: '2027-06-10',
  }),
  coachProfile: () => ({ intro: 'Coaching since 2010.' }),
};

function send(form: Form, body: Json) {
  if (form === 'signUp') return api.request('POST', '/auth/signup', { body });
  if (form === 'profile') return api.request('PUT', studentPath(student), asUser(student, body));
  if (form === 'coachProfile')
    return api.request('PUT', `/coaches/${coach.coachId}`, asUser(coach, body));
  return api.request(
    'POST',
    `${studentPath(student)}/enrollment_applications`,
    asUser(student, body),
  );
}

/** A copy of `body` with `value` at the dotted `path`. */
function withValue(body: Json, path: string, value: unknown): Json {
  const keys = path.split('.');
  const last = keys.pop()!;
  let at = body;
  for (const key of keys) at = at[key] ??= {};
  at[last] = value;
  return body;
}

interface Case<T> {
  rule: ValidationRule;
  form: Form;
  /** The field's path in the request; an address's issue lands on the missing part. */
  path: string;
  /** The value as the request sends it. */
  sent: unknown;
  /** The value as the form holds it, and the field's rules there. */
  held: T;
  rules: readonly Rule<T>[];
  message: string;
  values?: Record<string, string | number>;
  /** Where the issue lands when not on `path` (a part of the address). */
  at?: string;
}

// The phones below read as the form holds them, which needs their countries' numbering plans.
await loadPhoneMetadata('US', 'GB', 'ES');
const phone = (number: string) => fromE164(number, 'US');
const profileBirthDate = birthDateRules(false, profileAgeRule());
const enrollmentBirthDate = birthDateRules(false, enrollmentAgeRule());
const longName = 'a'.repeat(101);
const longIntro = 'a'.repeat(2001);
const elevenSpecializations = Array.from({ length: 11 }, (_, i) => `Topic ${i}`);

/** A case, with the verdict of its rules on the value the form holds. */
const row = <T>(c: Case<T>) => ({ ...c, verdict: () => firstIssues(c.held, c.rules)[0] });

const cases = [
  row({
    rule: 'ageOlderThan',
    form: 'profile',
    path: 'personalInfo.dateBirth',
    sent: '2015-06-01',
    held: '2015-06-01',
    rules: profileBirthDate,
    message: 'Must be older than 18 years',
    values: { 0: 18 },
  }),
  row({
    rule: 'ageCallInstitute',
    form: 'enrollment',
    path: 'personalInfo.dateBirth',
    sent: '2015-06-01',
    held: '2015-06-01',
    rules: enrollmentBirthDate,
    message: 'Below 18 age, call the institute',
    values: { 0: 18 },
  }),
  row({
    rule: 'validDate',
    form: 'profile',
    path: 'personalInfo.dateBirth',
    sent: '2001-02-30',
    held: '2001-02-30',
    rules: profileBirthDate,
    message: 'This field must be a valid date',
  }),
  row({
    rule: 'atLeastOneWord',
    form: 'profile',
    path: 'personalInfo.firstName',
    sent: '1',
    held: '1',
    rules: personNameRules,
    message: 'This field must contain at least one word',
  }),
  row({
    rule: 'personName',
    form: 'enrollment',
    path: 'personalInfo.lastName',
    sent: 'Ruiz 2',
    held: 'Ruiz 2',
    rules: personNameRules,
    message: 'Use letters, spaces, hyphens, apostrophes and periods only',
  }),
  row({
    rule: 'required',
    form: 'profile',
    path: 'personalInfo.lastName',
    sent: '  ',
    held: '  ',
    rules: personNameRules,
    message: 'This field is required',
  }),
  row({
    rule: 'maxLength',
    form: 'profile',
    path: 'personalInfo.middleName',
    sent: longName,
    held: longName,
    rules: middleNameRules,
    message: 'This field must have at most 100 characters',
    values: { 0: 100 },
  }),
  row({
    rule: 'phoneValid',
    form: 'profile',
    path: 'contactInfo.mobilePhone',
    sent: '+1202',
    held: phone('+1202'),
    rules: phoneFieldRules.mobilePhone,
    message: 'This field must be a valid number phone',
  }),
  row({
    rule: 'mobilePhone',
    form: 'enrollment',
    path: 'contactInfo.mobilePhone',
    // A London landline.
    sent: '+442079460000',
    held: phone('+442079460000'),
    rules: phoneFieldRules.mobilePhone,
    message: 'This field must be a Mobile Phone',
  }),
  row({
    rule: 'phoneValid',
    form: 'profile',
    path: 'contactInfo.workPhone',
    sent: '+34123',
    held: phone('+34123'),
    rules: phoneFieldRules.workPhone,
    message: 'This field must be a valid number phone',
  }),
  row({
    rule: 'address',
    form: 'profile',
    path: 'address',
    sent: { city: 'Austin', zip: '73301' },
    held: { ...emptyAddress, city: 'Austin', zip: '73301' },
    rules: addressRules,
    message: 'The address must contain a country',
    values: { 0: 'countryCode' },
    at: 'address.countryCode',
  }),
  row({
    rule: 'atLeastOneWord',
    form: 'signUp',
    path: 'firstName',
    sent: '1',
    held: '1',
    rules: personNameRules,
    message: 'This field must contain at least one word',
  }),
  row({
    rule: 'personName',
    form: 'signUp',
    path: 'lastName',
    sent: 'R2D2 Ruiz',
    held: 'R2D2 Ruiz',
    rules: personNameRules,
    message: 'Use letters, spaces, hyphens, apostrophes and periods only',
  }),
  row({
    rule: 'email',
    form: 'signUp',
    path: 'email',
    sent: 'ana@demo',
    held: 'ana@demo',
    rules: emailRules,
    message: 'Please type your email in the format [name@example.com]',
    values: { email: 'name@example.com' },
  }),
  row({
    rule: 'noBlankSpace',
    form: 'signUp',
    path: 'password',
    sent: 'Welcome 2026',
    held: 'Welcome 2026',
    rules: newPasswordRules,
    message: 'The password can’t have blank space',
  }),
  row({
    rule: 'strongPassword',
    form: 'signUp',
    path: 'password',
    sent: 'welcome2026',
    held: 'welcome2026',
    rules: newPasswordRules,
    message: 'Minimum 8 characters, at least one number, one lower case and one upper case.',
  }),
  row({
    rule: 'minDate',
    form: 'signUp',
    path: 'graduationDate',
    sent: '2027-01-09',
    held: '2027-01-09',
    rules: programDateRules.graduationDate('2027-01-10'),
    message: 'This field must be a date same or after than 01-10-2027',
    values: { 0: '01-10-2027' },
  }),
  row({
    rule: 'url',
    form: 'coachProfile',
    path: 'websiteUrl',
    sent: 'ftp://coach.example',
    held: 'ftp://coach.example',
    rules: linkRules,
    message: 'Please enter a valid URL',
  }),
  row({
    rule: 'url',
    form: 'coachProfile',
    path: 'socialNetworks.linkedIn',
    sent: 'linkedin.com/in/coach',
    held: 'linkedin.com/in/coach',
    rules: linkRules,
    message: 'Please enter a valid URL',
  }),
  row({
    rule: 'enterAtMost',
    form: 'coachProfile',
    path: 'specializations',
    sent: elevenSpecializations,
    held: elevenSpecializations,
    rules: specializationsRules,
    message: 'Enter at most 10 items',
    values: { 0: 10 },
  }),
  row({
    rule: 'maxLength',
    form: 'coachProfile',
    path: 'intro',
    sent: longIntro,
    held: longIntro,
    rules: coachTextRules.intro,
    message: 'This field must have at most 2,000 characters',
    values: { 0: 2000 },
  }),
];

describe.each(cases)('$form $path: $rule', (c) => {
  const at = c.at ?? c.path;

  test('the rule refuses the value as the form holds it', () => {
    const issue = c.verdict();
    expect(issue?.message).toBe(fieldRuleMessages[c.rule]);
    expect(issue?.values).toEqual(c.values);
  });

  test('the API refuses it as sent, with the form’s message on the field', async () => {
    const answer = await send(c.form, withValue(validBodies[c.form](), c.path, c.sent));
    expect(answer.status).toBe(400);
    expect(answer.body.key).toBe('badRequest');
    const field = (answer.body.fields as Json[]).find((f) => f.path === at);
    expect(field).toEqual({
      path: at,
      rule: c.rule,
      message: c.message,
      ...(c.values ? { values: c.values } : {}),
    });
  });
});

test('values every rule accepts are stored', async () => {
  const profile = withValue(validBodies.profile(), 'contactInfo', {
    mobilePhone: '+12025550123',
    homePhone: '+442079460000',
  });
  withValue(profile, 'personalInfo.firstName', 'Zoë-Ann');
  withValue(profile, 'personalInfo.middleName', 'María José');
  withValue(profile, 'personalInfo.lastName', 'O’Brien Núñez');
  withValue(profile, 'address', {
    countryCode: 'US',
    stateCode: 'TX',
    city: 'Austin',
    street1: '1 Main St',
  });
  const saved = await send('profile', profile);
  expect(saved.status).toBe(200);
  expect(saved.body.content.contactInfo).toMatchObject(profile.contactInfo);
  // Names are stored as people write them.
  expect(saved.body.content.personalInfo).toMatchObject({
    firstName: 'Zoë-Ann',
    lastName: 'O’Brien Núñez',
  });
  const enrolled = await send('enrollment', validBodies.enrollment());
  expect(enrolled.status).toBe(201);
  const signedUp = await send('signUp', validBodies.signUp());
  expect(signedUp.status).toBe(201);
});
