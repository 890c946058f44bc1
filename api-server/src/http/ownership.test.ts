import { describe, expect, test } from 'vitest';
import type { Principal } from '../auth/principal.js';
import { operations } from '../contract/openapi.js';
import { loadContract } from '../node/contract-file.js';
import { RuleRefusal } from '@hci/rules';
import { ownerCheck } from './ownership.js';

const contract = operations(loadContract());
const operation = (id: string) => {
  const found = contract.find((op) => op.operationId === id);
  if (!found) throw new Error(`No operation ${id} in the contract`);
  return found;
};

const studentCoach: Principal = {
  userId: 4,
  email: 'student.coach@demo.test',
  roles: ['STUDENT', 'COACH'],
  studentId: 3,
  coachId: 2,
  isVerifiedEmail: true,
};
const student: Principal = { ...studentCoach, roles: ['STUDENT'], coachId: null };

function refusal(run: () => void): RuleRefusal | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof RuleRefusal) return error;
    throw error;
  }
}

describe('who may call an operation on an owned record', () => {
  test('the owner, and nobody else', () => {
    const check = ownerCheck(operation('getStudent'));
    expect(refusal(() => check?.(studentCoach, { studentId: 3 }))).toBeUndefined();
    expect(refusal(() => check?.(studentCoach, { studentId: 4 }))).toMatchObject({
      status: 403,
      key: 'forbidden',
      message: 'This record belongs to someone else',
    });
  });

  test('a caller without that kind of record is refused, and one signed out must sign in', () => {
    const check = ownerCheck(operation('updateCoach'));
    expect(refusal(() => check?.(studentCoach, { coachId: 2 }))).toBeUndefined();
    expect(refusal(() => check?.(student, { coachId: 2 }))).toMatchObject({ status: 403 });
    expect(refusal(() => check?.(null, { coachId: 2 }))).toMatchObject({
      status: 401,
      key: 'Unauthorized',
    });
  });

  test('a coach’s public profile and operations naming no one’s record have no check', () => {
    expect(ownerCheck(operation('getCoach'))).toBeNull();
    expect(ownerCheck(operation('listCohorts'))).toBeNull();
    // A record id in the query filters a list; only one in the path names a record.
    const filtered = operation('listCohorts');
    const byCoach = { ...filtered, parameters: [{ name: 'coachId', in: 'query' as const }] };
    expect(ownerCheck(byCoach)).toBeNull();
  });
});
