// Every story of the built Storybook, as designers open it, with the toolbar in one locale: it
// renders without error and its play function passes. One test per story; a story that pins its
// locale runs only with the toolbar in that one. No axe and no pictures: the stories project owns
// those. Each locale is a test file of its own, and the two run side by side (vitest.config.ts).
import { afterAll, inject, test } from 'vitest';
import { builtStoryIds } from './storyIndex';
import { StoryPreview, type StoryLocale } from './storyPreview';

export async function builtStoriesIn(locale: StoryLocale) {
  const { url, outputDir, buildSeconds } = inject('builtStorybook');
  const started = performance.now();
  const storyIds = builtStoryIds(outputDir);
  const preview = await StoryPreview.open(url);
  const pinned = await preview.pinnedLocales(storyIds);
  const spent = { stories: 0, seconds: 0 };

  afterAll(async () => {
    await preview.close();
    const each = spent.stories ? (spent.seconds / spent.stories).toFixed(2) : '–';
    console.info(
      `Built Storybook (built in ${buildSeconds.toFixed(1)} s), ${locale}: ${spent.stories} ` +
        `stories in ${((performance.now() - started) / 1_000).toFixed(1)} s, ${each} s each.`,
    );
  });

  for (const storyId of storyIds) {
    if ((pinned[storyId] ?? locale) !== locale) continue;
    test(`${storyId} [${locale}]`, { timeout: 45_000 }, async () => {
      const start = performance.now();
      const outcome = await preview.run(storyId, locale);
      spent.stories += 1;
      spent.seconds += (performance.now() - start) / 1_000;
      if (outcome.status !== 'passed')
        throw new Error(`${storyId} in ${locale}: ${outcome.status}\n${outcome.errors.join('\n')}`);
    });
  }
}
