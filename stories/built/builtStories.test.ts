// Every story of the built Storybook, as designers open it, with the toolbar in English and then in
// Spanish: it renders without error and its play function passes. One test per story and locale;
// a story that pins its locale runs once, in that locale. No axe and no pictures: the stories
// project owns those.
import { afterAll, inject, test } from 'vitest';
import { builtStoryIds } from './storyIndex';
import { StoryPreview, type StoryLocale } from './storyPreview';

const locales: StoryLocale[] = ['en-US', 'es'];

const { url, outputDir, buildSeconds } = inject('builtStorybook');
const started = performance.now();
const storyIds = builtStoryIds(outputDir);
const preview = await StoryPreview.open(url);
const pinned = await preview.pinnedLocales(storyIds);
const spent = new Map(locales.map((locale) => [locale, { stories: 0, seconds: 0 }]));

afterAll(async () => {
  await preview.close();
  const perLocale = locales.map((locale) => {
    const { stories, seconds } = spent.get(locale)!;
    const each = stories ? (seconds / stories).toFixed(2) : '–';
    return `${locale}: ${stories} stories in ${seconds.toFixed(1)} s, ${each} s each`;
  });
  const total = [...spent.values()].reduce((sum, { stories }) => sum + stories, 0);
  console.info(
    `Built Storybook: built in ${buildSeconds.toFixed(1)} s; ${total} stories × locales run in ` +
      `${((performance.now() - started) / 1_000).toFixed(1)} s (${perLocale.join('; ')}).`,
  );
});

for (const locale of locales) {
  for (const storyId of storyIds) {
    if ((pinned[storyId] ?? locale) !== locale) continue;
    test(`${storyId} [${locale}]`, { timeout: 45_000 }, async () => {
      const start = performance.now();
      const outcome = await preview.run(storyId, locale);
      const tally = spent.get(locale)!;
      tally.stories += 1;
      tally.seconds += (performance.now() - start) / 1_000;
      if (outcome.status !== 'passed')
        throw new Error(`${storyId} in ${locale}: ${outcome.status}\n${outcome.errors.join('\n')}`);
    });
  }
}
