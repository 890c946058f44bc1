import { describe, expect, it } from 'vitest';
import {
  checkTestCallLink,
  isInPersonService,
  keptLocation,
  sessionLocation,
  testCallLinkRefusal,
} from './products';

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

describe('a free test call needs a meeting link', () => {
  it('a profile offering one with no link (or a blank one) is refused on the link', () => {
    expect(testCallLinkRefusal({ testCall: true })).toBe('testCallWithoutMeetingLink');
    expect(testCallLinkRefusal({ testCall: true, coachWebConferenceUrl: '  ' })).toBe(
      'testCallWithoutMeetingLink',
    );
    expect(() => checkTestCallLink({ testCall: true, coachWebConferenceUrl: null })).toThrow(
      expect.objectContaining({
        key: 'testCallWithoutMeetingLink',
        status: 400,
        fields: [expect.objectContaining({ path: 'coachWebConferenceUrl' })],
      }),
    );
  });

  it('with a link, or with no test call, the profile is saved', () => {
    expect(
      testCallLinkRefusal({ testCall: true, coachWebConferenceUrl: 'https://meet.example.org/a' }),
    ).toBeUndefined();
    expect(testCallLinkRefusal({ testCall: false })).toBeUndefined();
    expect(() => checkTestCallLink({})).not.toThrow();
  });
});
