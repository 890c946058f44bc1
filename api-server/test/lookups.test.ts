// Option items named in the language the request asks for.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { lookupLanguage } from '../src/domain/lookups/labels.js';
import type { Json, TestApi } from './harness.js';
import { openTestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const lookups = async (acceptLanguage?: string) => {
  const response = await api.request(
    'GET',
    '/public/lookups?types=EDUCATION_LEVEL,OCCUPATION,PROGRAM_TRACK,STATE',
    acceptLanguage ? { headers: { 'Accept-Language': acceptLanguage } } : {},
  );
  expect(response.status).toBe(200);
  const items = response.body.content as Json[];
  return (type: string, value: string) =>
    items.find((item) => item.type === type && item.value === value);
};

test('Spanish asked for: labels in Spanish, values as stored', async () => {
  const item = await lookups('es-MX,es;q=0.9,en;q=0.5');
  expect(item('EDUCATION_LEVEL', "Bachelor's degree")).toMatchObject({
    value: "Bachelor's degree",
    label: 'Licenciatura',
  });
  expect(item('PROGRAM_TRACK', 'HEALTH_COACH')).toMatchObject({
    label: 'Certificación de coach de salud',
  });
  // An occupation's value is its English name: Spanish adds a label, the value stays.
  expect(item('OCCUPATION', 'Registered nurse')).toMatchObject({
    value: 'Registered nurse',
    label: 'Enfermería',
  });
  // A state's name is the same in both.
  expect(item('STATE', 'IL')).toMatchObject({ label: 'Illinois', parent: 'US' });
});

test('English, another language or none: the stored English names', async () => {
  for (const header of [undefined, 'en-US', 'fr-FR,fr;q=0.9']) {
    const item = await lookups(header);
    expect(item('EDUCATION_LEVEL', "Bachelor's degree")?.label).toBeUndefined();
    expect(item('OCCUPATION', 'Registered nurse')?.label).toBeUndefined();
    expect(item('STATE', 'IL')?.label).toBe('Illinois');
  }
});

test('the header is read by its weights, then its order', () => {
  expect(lookupLanguage('en;q=0.4, es;q=0.8')).toBe('ES');
  expect(lookupLanguage('en, es')).toBe('EN');
  expect(lookupLanguage('ES')).toBe('ES');
  expect(lookupLanguage('es;q=0, en')).toBe('EN');
  expect(lookupLanguage('estonian')).toBe('EN');
  expect(lookupLanguage('')).toBe('EN');
});
