import { expect, test } from 'vitest';
import { usStateOptions, usStates } from './regions';

test('US states read in Spanish where the Spanish name differs, sorted in Spanish', () => {
  const spanish = usStateOptions('es');
  const label = (code: string) => spanish.find((option) => option.value === code)?.label;
  expect(label('NY')).toBe('Nueva York');
  expect(label('PA')).toBe('Pensilvania');
  expect(label('TX')).toBe('Texas');
  expect(spanish).toHaveLength(Object.keys(usStates).length);
  const labels = spanish.map((option) => option.label);
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
});

test('in English the names are the stored ones', () => {
  const english = usStateOptions('en-US');
  expect(english.find((option) => option.value === 'NY')?.label).toBe('New York');
  expect(english.every((option) => usStates[option.value] === option.label)).toBe(true);
});
