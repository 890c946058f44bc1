// Until its e-mail is verified, an account may do little in a day: a few uploads, cards and
// purchases, then 403 emailNotVerified; a verified account is not counted.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { unverifiedAllowance } from '../src/http/request-quota.js';
import type { Json, Session, TestApi, TestResponse } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { largePng, png, uploadForm } from './fixtures.js';
import { addCard, asUser } from './requests.js';

let api: TestApi;
let unverified: Session;
let student: Session;
beforeAll(async () => {
  api = await openTestApi();
  unverified = await api.signIn(demo.unverified);
  student = await api.signIn(demo.student);
});
afterAll(() => api.close());

const upload = (session: Session, bytes = png()) =>
  api.request('POST', '/files', {
    token: session.accessToken,
    rawBody: uploadForm(bytes, 'photo.png', 'image/png'),
  });

const expectVerifyFirst = (response: TestResponse) => {
  expect(response.status).toBe(403);
  expect(response.body).toMatchObject({ key: 'emailNotVerified', status: 403 });
};

describe('an account whose e-mail is not verified', () => {
  test('uploads a few files a day, then is told to verify its e-mail', async () => {
    for (let i = 0; i < unverifiedAllowance.uploads.limit; i += 1)
      expect((await upload(unverified)).status).toBe(201);
    expectVerifyFirst(await upload(unverified));
    // A verified account is not bound by it.
    for (let i = 0; i <= unverifiedAllowance.uploads.limit; i += 1)
      expect((await upload(student)).status).toBe(201);
    // The next day the allowance is there again.
    api.clock.advance(unverifiedAllowance.uploads.windowMs);
    // A day on, the access tokens have expired: signed in again.
    unverified = await api.signIn(demo.unverified);
    student = await api.signIn(demo.student);
    expect((await upload(unverified)).status).toBe(201);
  });

  test('uploads at most 10 MB a day, however few the files', async () => {
    // A day past the test before, whose uploads counted.
    api.clock.advance(unverifiedAllowance.uploads.windowMs);
    unverified = await api.signIn(demo.unverified);
    // Under the 5 MB a file may have, over 10 MB in three.
    const large = largePng(4 * 1024 * 1024);
    expect((await upload(unverified, large)).status).toBe(201);
    expect((await upload(unverified, large)).status).toBe(201);
    // The count alone would let a third through.
    expect(unverifiedAllowance.uploads.limit).toBeGreaterThan(2);
    expectVerifyFirst(await upload(unverified, large));
  });

  test('adds two cards, then is told to verify its e-mail', async () => {
    expect((await addCard(api, unverified, '4242424242424242')).status).toBe(201);
    expect((await addCard(api, unverified, '5555555555554444')).status).toBe(201);
    expectVerifyFirst(await addCard(api, unverified, '4000056655665556'));
  });

  test('makes two purchases, then is told to verify its e-mail', async () => {
    const coach = await api.signIn(demo.coach, 'coach');
    const offers = await api.request('GET', `/coaches/${coach.coachId}/products/public`);
    const product = (offers.body.content as Json[]).find(
      (p) => p.type !== 'SERVICE' && p.price > 0,
    );
    const cards = await api.request(
      'GET',
      `/students/${unverified.studentId}/payment_methods`,
      asUser(unverified),
    );
    const paymentMethodId = (cards.body.content as Json[])[0].id;
    const buy = async () => {
      // Past the windows in which a purchase counts as a repeat of the one before.
      api.clock.advance(60_000);
      return api.request(
        'POST',
        '/coach_product_purchases',
        asUser(unverified, { coachId: coach.coachId, productId: product.id, paymentMethodId }),
      );
    };
    for (let i = 0; i < unverifiedAllowance.purchases.limit; i += 1) {
      const bought = await buy();
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    }
    expectVerifyFirst(await buy());
  });
});
