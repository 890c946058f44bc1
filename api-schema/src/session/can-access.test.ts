import { describe, expect, test } from 'vitest';
import { canAccess } from './can-access';

const student = [{ name: 'STUDENT' }];
const coach = [{ name: 'STUDENT' }, { name: 'COACH' }];
const none: { name: string }[] = [];

describe('canAccess', () => {
  test.each([
    // roles, accessPermission, allowed
    ['no roles, single name', none, 'COACH', false],
    ['no roles, exclusion', none, '!STUDENT', false],
    ['no roles, no permission', none, undefined, true],
    ['no roles, empty list', none, [], true],
    ['no permission', student, undefined, true],
    ['empty list', student, [], true],
    ['single name matches', coach, 'COACH', true],
    ['single name does not match', student, 'COACH', false],
    ['list with a match', student, ['COACH', 'STUDENT'], true],
    ['list without a match', student, ['COACH', 'ADMIN'], false],
    ['excluded role', coach, '!COACH', false],
    ['exclusion of a role the user lacks', student, '!COACH', true],
    ['only exclusions, none held', student, ['!COACH', '!ADMIN'], true],
    ['exclusion wins over a match', coach, ['STUDENT', '!COACH'], false],
    ['match plus exclusion not held', student, ['STUDENT', '!COACH'], true],
  ] as const)('%s', (_name, roles, permission, allowed) => {
    expect(canAccess(roles, permission)).toBe(allowed);
  });
});

test('only an entry that starts with ! excludes', () => {
  // Role names that differ by a first letter: no other entry may be read as an exclusion.
  expect(canAccess([{ name: 'COACH' }, { name: 'OACH' }], 'COACH')).toBe(true);
  expect(canAccess([{ name: 'COACH' }, { name: 'OACH' }], ['STUDENT', 'COACH'])).toBe(true);
});
