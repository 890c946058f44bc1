import { expect, test } from 'vitest';
import { formatTimeZoneName } from './timeZone';

// In the browser, whose locale data may lack the cities' names in the language (Chromium's does).
test('Spanish names the zone and its city in Spanish, English in English', () => {
  expect(formatTimeZoneName('America/New_York', 'es')).toBe('hora oriental (Nueva York)');
  expect(formatTimeZoneName('America/Los_Angeles', 'es')).toBe('hora del Pacífico (Los Ángeles)');
  expect(formatTimeZoneName('America/Mexico_City', 'es')).toBe(
    'hora estándar central (Ciudad de México)',
  );
  expect(formatTimeZoneName('Asia/Tokyo', 'es')).toBe('hora estándar de Japón');
  expect(formatTimeZoneName('Europe/Madrid', 'es')).toBe('hora de Europa central (Madrid)');
  expect(formatTimeZoneName('America/New_York', 'en-US')).toBe('Eastern Time (New York)');
  expect(formatTimeZoneName('America/Denver', 'en-US')).toBe('Mountain Time (Denver)');
});
