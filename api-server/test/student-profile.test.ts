// Saving a student's profile: a member left out keeps its value, one sent as null is cleared, and
// a photo removed or replaced leaves storage.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { png, uploadForm } from './fixtures.js';
import { asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
});
afterAll(() => api.close());

const read = async (): Promise<Json> =>
  (await api.request('GET', studentPath(student), asUser(student))).body.content;
const personalInfo = { firstName: 'Dana', lastName: 'Kim' };
const update = async (body: object) => {
  const answer = await api.request(
    'PUT',
    studentPath(student),
    asUser(student, { personalInfo, user: { timeZone: 'none' }, ...body }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.content as Json;
};

const filled = {
  personalInfo: { ...personalInfo, middleName: 'Lee', gender: 'FEMALE', dateBirth: '1990-04-12' },
  contactInfo: {
    mobilePhone: '+12015550123',
    homePhone: '+12015550124',
    workPhone: '+12015550125',
  },
  address: {
    country: 'United States',
    countryCode: 'US',
    state: 'New York',
    stateCode: 'NY',
    city: 'New York',
    zip: '10001',
    street1: '1 Main St',
    street2: 'Apt 2',
  },
  educationLevel: 'BACHELOR',
  occupation: 'Nurse',
};

/** Each optional member of the profile: where it is sent, and where the answer shows it. */
const optionalMembers: { name: string; cleared: object; shown: (s: Json) => unknown }[] = [
  {
    name: 'middle name',
    cleared: { personalInfo: { ...personalInfo, middleName: null } },
    shown: (s) => s.personalInfo.middleName,
  },
  {
    name: 'gender',
    cleared: { personalInfo: { ...personalInfo, gender: null } },
    shown: (s) => s.personalInfo.gender,
  },
  {
    name: 'birth date',
    cleared: { personalInfo: { ...personalInfo, dateBirth: null } },
    shown: (s) => s.personalInfo.dateBirth,
  },
  {
    name: 'mobile phone',
    cleared: { contactInfo: { mobilePhone: null } },
    shown: (s) => s.contactInfo.mobilePhone,
  },
  {
    name: 'home phone',
    cleared: { contactInfo: { homePhone: null } },
    shown: (s) => s.contactInfo.homePhone,
  },
  {
    name: 'work phone',
    cleared: { contactInfo: { workPhone: null } },
    shown: (s) => s.contactInfo.workPhone,
  },
  {
    name: 'address',
    cleared: { address: null },
    // A student with no address shows an empty one.
    shown: (s) => (Object.keys(s.address).length > 0 ? s.address : undefined),
  },
  {
    name: 'education level',
    cleared: { educationLevel: null },
    shown: (s) => s.educationLevel,
  },
  { name: 'occupation', cleared: { occupation: null }, shown: (s) => s.occupation },
];

describe('an optional profile member', () => {
  test.each(optionalMembers)('the $name sent as null is cleared, and stays so', async (member) => {
    const before = await update(filled);
    expect(member.shown(before)).toBeDefined();
    const answer = await update(member.cleared);
    expect(member.shown(answer)).toBeUndefined();
    expect(member.shown(await read())).toBeUndefined();
  });

  test('left out, each keeps its value', async () => {
    const before = await update(filled);
    await update({ personalInfo });
    const after = await read();
    for (const member of optionalMembers) {
      if (member.name === 'address') expect(after.address).toEqual(before.address);
      else expect(member.shown(after), member.name).toBe(member.shown(before));
    }
    expect(after.personalInfo).toMatchObject(filled.personalInfo);
  });

  test('an address sent with every part null is none', async () => {
    await update(filled);
    const noParts = Object.fromEntries(Object.keys(filled.address).map((key) => [key, null]));
    await update({ address: noParts });
    expect((await read()).address).toEqual({});
  });
});

describe('the photo', () => {
  const filesDir = () => join(api.dataDir, 'files');
  const onDisk = async () => readdir(filesDir()).catch(() => [] as string[]);
  const upload = async () => {
    const response = await api.app.request('/files', {
      method: 'POST',
      headers: { authorization: `Bearer ${student.accessToken}` },
      body: uploadForm(png(), 'me.png', 'image/png'),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as Json).content.fileName as string;
  };
  const stored = async (fileName: string) => {
    const rows = await api.services.db.query('SELECT 1 FROM files WHERE file_name = $1', [
      fileName,
    ]);
    return rows.length > 0 || (await onDisk()).includes(fileName);
  };

  test('sent as null is removed, and its file deleted', async () => {
    const photo = await upload();
    expect((await update({ photo })).photo).toBe(photo);
    await update({ photo: null });
    expect((await read()).photo).toBeUndefined();
    expect(await stored(photo)).toBe(false);
  });

  test('replaced, leaves the old file deleted and the new one stored', async () => {
    const first = await upload();
    await update({ photo: first });
    const second = await upload();
    await update({ photo: second });
    expect((await read()).photo).toBe(second);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
  });

  test('left out, keeps the photo and its file', async () => {
    const photo = await upload();
    await update({ photo });
    await update({ occupation: 'Nurse' });
    expect((await read()).photo).toBe(photo);
    expect(await stored(photo)).toBe(true);
  });
});

test('a name of spaces only is refused, since names are stored trimmed', async () => {
  const answer = await api.request(
    'PUT',
    studentPath(student),
    asUser(student, {
      personalInfo: { firstName: 'Dana', lastName: '  ' },
      user: { timeZone: 'none' },
    }),
  );
  expect(answer.status).toBe(400);
  expect(answer.body.fields).toContainEqual(
    expect.objectContaining({ path: 'personalInfo.lastName', message: 'This field is required' }),
  );
  expect((await read()).personalInfo.lastName).not.toBe('');
});
