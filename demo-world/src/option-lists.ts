import type { LookupItem } from '@hci/api-schema';

const items = (type: LookupItem['type'], values: readonly (string | [string, string])[]) =>
  values.map((value): LookupItem =>
    typeof value === 'string' ? { type, value } : { type, value: value[0], label: value[1] },
  );

/**
 * What the forms offer to choose from, an item named by its label or else its value. Programs are
 * not here (each side names them its way), nor the offer's categories (./products).
 */
export const demoOptionLists: LookupItem[] = [
  ...items('COUNTRY', [
    ['US', 'United States'],
    ['MX', 'Mexico'],
    ['CA', 'Canada'],
  ]),
  ...items('STATE', [
    ['IL', 'Illinois'],
    ['CO', 'Colorado'],
    ['TX', 'Texas'],
  ]).map((state) => ({ ...state, parent: 'US' })),
  ...items('EDUCATION_LEVEL', [
    'High school',
    "Associate's degree",
    "Bachelor's degree",
    "Master's degree",
    'Doctorate',
  ]),
  ...items('OCCUPATION', [
    'Registered nurse',
    'Teacher',
    'Personal trainer',
    'Health coach',
    'Other',
  ]),
  ...items('SPECIALIZATION', [
    'Weight management',
    'Family nutrition',
    'Stress and sleep',
    'Gut health',
  ]),
  ...items('FOCUS', ['Sustainable habits for working parents', 'Women’s health', 'Healthy aging']),
  ...items('LANGUAGE', [
    ['EN', 'English'],
    ['ES', 'Spanish'],
  ]),
  ...items('TIME_ZONE', [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
  ]),
];
