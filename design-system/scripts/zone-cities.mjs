// Writes the cities of time zones as Spanish names them, where that differs from the IANA id's
// English ('Nueva York' for America/New_York), from the CLDR data of the Node running it. Browsers
// such as Chromium ship their locale data without these city names, so `formatTimeZoneName` would
// fall back to the id's English city there. English is left out: its names differ from the ids'
// only in accents, not worth their bytes on every page. Usage: node scripts/zone-cities.mjs
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const languages = { es: 'es' };
const output = fileURLToPath(new URL('../src/formatters/generated/zoneCities.ts', import.meta.url));
const now = Date.now();

/** Every country and region name of the language, so a zone named after its country is skipped. */
function regionNames(locale) {
  const names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return new Set(
    letters.flatMap((first) =>
      letters.map((second) => {
        try {
          return names.of(first + second);
        } catch {
          return undefined;
        }
      }),
    ),
  );
}

/** The language's place pattern ('hora de {0}'), from a one-zone country's zone and its name. */
function placePattern(locale) {
  const country = new Intl.DisplayNames(locale, { type: 'region' }).of('JP');
  const named = zoneName('Asia/Tokyo', locale);
  const index = named.indexOf(country);
  return { before: named.slice(0, index), after: named.slice(index + country.length) };
}

function zoneName(zone, locale) {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortGeneric' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName').value;
}

const cities = {};
for (const [language, locale] of Object.entries(languages)) {
  const countries = regionNames(locale);
  const { before, after } = placePattern(locale);
  cities[language] = {};
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const idCity = zone.split('/').slice(1).at(-1)?.replace(/_/g, ' ');
    const named = zoneName(zone, locale);
    if (!idCity || !named.startsWith(before) || !named.endsWith(after)) continue;
    const place = named.slice(before.length, named.length - after.length);
    if (place && place !== idCity && !countries.has(place)) cities[language][zone] = place;
  }
}

const { icu, cldr } = process.versions;
await writeFile(
  output,
  `// Written by scripts/zone-cities.mjs from CLDR ${cldr} (ICU ${icu}); run it again, do not edit.\n` +
    `/** By language, the cities of the time zones whose name there differs from the IANA id's. */\n` +
    `export const zoneCities: Readonly<Record<string, Readonly<Record<string, string>>>> = ${JSON.stringify(cities, null, 2)};\n`,
);
console.info(
  Object.entries(cities)
    .map(([language, list]) => `${language}: ${Object.keys(list).length}`)
    .join(', '),
);
