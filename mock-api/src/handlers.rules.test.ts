// The mocks decide nothing themselves: a handler refuses only by calling a shared rule (which
// throws, and the typed `http` answers it with the contract's error body), and moves a record to
// another status only through a rule. Read from the sources, so an inline refusal fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const folder = new URL('./', import.meta.url);
/** The mock API: every handler group and what they share; the story-state overrides are not it. */
const mockApi = readdirSync(folder).filter(
  (name) => /handlers\.ts$|^free-times\.ts$/.test(name) && !name.includes('.test.'),
);

/** Each line of each mock source that matches, as "file:line: text". */
function offending(pattern: RegExp): string[] {
  return mockApi.flatMap((name) =>
    readFileSync(new URL(name, folder), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

const assignsStatus = /Object\.assign\(\w+, \{[^}]*\bstatus: ['"]/;

describe('the mock API', () => {
  test('reads the handler groups it checks', () => {
    expect(mockApi).toEqual(
      expect.arrayContaining(['handlers.ts', 'payment-handlers.ts', 'booking-handlers.ts']),
    );
  });

  test('answers an error only for a record it does not hold; every other refusal is a rule', () => {
    // A 4xx or 5xx answer other than `response(404).json(notFound())`.
    expect(offending(/response\((?!404\)\.json\(notFound\(\)\))[45]\d\d\)/)).toEqual([]);
    // An error body or a refusal written by hand, or a status passed to a raw response.
    expect(offending(/\bkey: ['"]|\brefuse\(|RuleRefusal|status: [45]\d\d\b/)).toEqual([]);
  });

  test('moves a record to another status only through a rule', () => {
    // `record.status = 'X'`, or `Object.assign(record, { status: 'X' … })` over several lines.
    expect(offending(/\.\w*[sS]tatus = ['"]/)).toEqual([]);
    const assigned = mockApi.filter((name) =>
      assignsStatus.test(readFileSync(new URL(name, folder), 'utf8')),
    );
    expect(assigned).toEqual([]);
  });

  test('the checks catch what they are for', () => {
    const refusal = /response\((?!404\)\.json\(notFound\(\)\))[45]\d\d\)/;
    expect(refusal.test("return response(409).json({ key: 'statusInvalid' });")).toBe(true);
    expect(refusal.test('return response(404).json(notFound());')).toBe(false);
    expect(/\.\w*[sS]tatus = ['"]/.test("transfer.status = 'CONFIRMED';")).toBe(true);
    expect(assignsStatus.test("Object.assign(application, {\n  status: 'COMPLETE',\n});")).toBe(
      true,
    );
    expect(
      assignsStatus.test('Object.assign(envelope, { status: lifecycle.envelope.signed });'),
    ).toBe(false);
  });
});
