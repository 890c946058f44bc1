import { describe, expect, it } from 'vitest';
import { isInPersonService, keptLocation, sessionLocation } from './products';

const inPerson = { type: 'SERVICE', count: 1, duration: 60 } as const;
const session = (type: 'IN_PERSON' | 'ONLINE') => ({
  serviceSpecification: { session: { ...inPerson, type } },
});

describe('where a service takes place', () => {
  it('an in-person service keeps its address, trimmed; a blank one is none', () => {
    expect(isInPersonService({ type: 'SERVICE', ...session('IN_PERSON') })).toBe(true);
    expect(keptLocation({ ...session('IN_PERSON'), location: ' 1 Main St ' })).toBe('1 Main St');
    expect(keptLocation({ ...session('IN_PERSON'), location: '   ' })).toBeNull();
    expect(keptLocation({ ...session('IN_PERSON') })).toBeNull();
  });

  it('an online service and a product keep none', () => {
    expect(keptLocation({ ...session('ONLINE'), location: '1 Main St' })).toBeNull();
    expect(
      keptLocation({ type: 'PRODUCT', ...session('IN_PERSON'), location: '1 Main St' }),
    ).toBeNull();
  });

  it('a session is at its service’s address in person, at its meeting link online', () => {
    const product = { location: '1 Main St' };
    expect(sessionLocation({ deliveryMode: 'IN_PERSON' }, product)).toBe('1 Main St');
    expect(
      sessionLocation(
        { deliveryMode: 'ONLINE', meetingUrl: 'https://meet.example.org/a' },
        product,
      ),
    ).toBe('https://meet.example.org/a');
    expect(sessionLocation({ deliveryMode: 'ONLINE' }, product)).toBeUndefined();
  });
});
