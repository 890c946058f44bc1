import { describe, expect, test } from 'vitest';
import { formToSessionInput, type SessionFormValues } from './sessionForm';

const values: SessionFormValues = {
  customerId: '101',
  customerName: ' Dana Kim ',
  customerEmail: 'dana@x.test',
  productId: '2',
  startsAt: '2026-04-20T15:00:00Z',
  endsAt: '2026-04-20T16:00:00Z',
  meetingUrl: 'https://meet.x.test/room',
  notes: '',
};
const online = {
  id: 2,
  serviceSpecification: { session: { type: 'ONLINE' as const, count: 1, duration: 60 } },
};
const inPerson = {
  id: 3,
  serviceSpecification: { session: { type: 'IN_PERSON' as const, count: 1, duration: 90 } },
};

describe('a session as the coach books it', () => {
  test('a client the coach has is sent by id; a new one by name and e-mail', () => {
    expect(formToSessionInput(values, 'existing', online)).toEqual({
      customerId: 101,
      productId: 2,
      startsAt: '2026-04-20T15:00:00Z',
      endsAt: '2026-04-20T16:00:00Z',
      deliveryMode: 'ONLINE',
      meetingUrl: 'https://meet.x.test/room',
      notes: null,
    });
    const added = formToSessionInput(values, 'new', online);
    expect(added).toMatchObject({ customerName: 'Dana Kim', customerEmail: 'dana@x.test' });
    expect(added).not.toHaveProperty('customerId');
  });

  test('the service decides how it is delivered; only an online session takes the link', () => {
    const session = formToSessionInput({ ...values, notes: ' Bring log ' }, 'existing', inPerson);
    expect(session.deliveryMode).toBe('IN_PERSON');
    expect(session).not.toHaveProperty('meetingUrl');
    expect(session.notes).toBe('Bring log');
  });
});
