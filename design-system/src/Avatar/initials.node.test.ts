import { expect, test } from 'vitest';
import { initialsOf } from './initials';

test('initials come from the first and last name parts', () => {
  expect(initialsOf('Ana María López García')).toBe('AG');
  expect(initialsOf('  ana  ')).toBe('A');
  expect(initialsOf('Émile Zola')).toBe('ÉZ');
  expect(initialsOf('')).toBe('');
});
