// Which card is the default, and when a card may be removed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { addCard, asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
let other: Session;
const methodsOf = (session: Session) => `${studentPath(session)}/payment_methods`;
const list = async (session: Session) =>
  (await api.request('GET', methodsOf(session), asUser(session))).body.content as Json[];

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  other = await api.signIn(demo.studentCoach);
});
afterAll(() => api.close());

describe('the default card', () => {
  test('the first card becomes the default without makeDefault; a later one does not unless asked', async () => {
    expect(await list(other)).toEqual([]);
    const first = await addCard(api, other, '5105105105105100', { holderName: '  Sam Lee  ' });
    expect(first.status).toBe(201);
    expect(first.body.content).toMatchObject({ isDefault: true, holderName: 'Sam Lee' });
    const second = await addCard(api, other, '6011111111111117');
    expect(second.body.content.isDefault).toBe(false);
    const third = await addCard(api, other, '4111111111111111', { makeDefault: true });
    expect(third.body.content.isDefault).toBe(true);
    const defaults = (await list(other)).filter((m) => m.isDefault).map((m) => m.id);
    expect(defaults).toEqual([third.body.content.id]);
  });

  test('setting a default moves it; an unknown card answers 404', async () => {
    const [, target] = (await list(other)).filter((m) => !m.isDefault);
    const set = await api.request(
      'POST',
      `${methodsOf(other)}/${target.id}/default`,
      asUser(other),
    );
    expect(set.status).toBe(200);
    expect(set.body.content).toMatchObject({ id: target.id, isDefault: true });
    const defaults = (await list(other)).filter((m) => m.isDefault).map((m) => m.id);
    expect(defaults).toEqual([target.id]);
    const unknown = await api.request('POST', `${methodsOf(other)}/999999/default`, asUser(other));
    expect(unknown.status).toBe(404);
  });

  test('updating a card trims the holder name; an unknown card answers 404', async () => {
    const [card] = await list(other);
    const body = { expirationMonth: 11, expirationYear: 2032, holderName: '  Sam  Q. Lee ' };
    const updated = await api.request('PUT', `${methodsOf(other)}/${card.id}`, asUser(other, body));
    expect(updated.status).toBe(200);
    expect(updated.body.content).toMatchObject({
      holderName: 'Sam  Q. Lee',
      expirationMonth: 11,
      expirationYear: 2032,
    });
    const unknown = await api.request('PUT', `${methodsOf(other)}/999999`, asUser(other, body));
    expect(unknown.status).toBe(404);
  });
});

describe('removing a card', () => {
  test('with nothing owed, the default card can be removed, and a non-default one too', async () => {
    const cards = await list(other);
    const byDefault = cards.find((m) => m.isDefault);
    const plain = cards.find((m) => !m.isDefault);
    expect(
      (await api.request('DELETE', `${methodsOf(other)}/${byDefault.id}`, asUser(other))).status,
    ).toBe(204);
    expect(
      (await api.request('DELETE', `${methodsOf(other)}/${plain.id}`, asUser(other))).status,
    ).toBe(204);
    const left = (await list(other)).map((m) => m.id);
    expect(left).not.toContain(byDefault.id);
    expect(left).not.toContain(plain.id);
    expect(
      (await api.request('DELETE', `${methodsOf(other)}/${plain.id}`, asUser(other))).status,
    ).toBe(404);
  });

  test('while a balance is owed, a default card not on the schedule is refused but a non-default one goes', async () => {
    const fresh = await addCard(api, student, '2223003122003222', { makeDefault: true });
    const spare = await addCard(api, student, '378282246310005');
    expect(spare.body.content.isDefault).toBe(false);
    const refused = await api.request(
      'DELETE',
      `${methodsOf(student)}/${fresh.body.content.id}`,
      asUser(student),
    );
    expect([refused.status, refused.body.key]).toEqual([409, 'paymentMethodDeleteDefaultError']);
    const gone = await api.request(
      'DELETE',
      `${methodsOf(student)}/${spare.body.content.id}`,
      asUser(student),
    );
    expect(gone.status).toBe(204);
  });
});
