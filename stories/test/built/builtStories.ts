// Every story of the built Storybook, as designers open it: it renders without error and its play
// function passes. Each story runs once, with the toolbar in Spanish unless it pins a locale of its
// own: the stories project already runs every play function in English (with axe and pictures),
// so what this run adds is the build and the second language. The stories are dealt into two
// files that run side by side, a browser each (vitest.config.ts).
import { afterAll, inject, test } from 'vitest';
import { builtStoryIds } from './storyIndex';
import { isPageStory, StoryPreview, type StoryLocale } from './storyPreview';

/** The toolbar's language for a story that pins none. */
const toolbarLocale: StoryLocale = 'es';

/** Tests for every `parts`-th story of the build, starting with the `part`-th (1-based). */
export async function builtStoriesPart(part: number, parts: number) {
  const { url, outputDir, buildSeconds } = inject('builtStorybook');
  const started = performance.now();
  const storyIds = builtStoryIds(outputDir).filter((_, index) => index % parts === part - 1);
  const preview = await StoryPreview.open(url);
  const pinned = await preview.pinnedLocales(storyIds);
  const localeOf = (storyId: string) => (pinned[storyId] ?? toolbarLocale) as StoryLocale;
  // The toolbar's language first: the preview loads afresh when the locale changes.
  const ordered = [
    ...storyIds.filter((storyId) => localeOf(storyId) === toolbarLocale),
    ...storyIds.filter((storyId) => localeOf(storyId) !== toolbarLocale),
  ];
  const spent = { stories: 0, seconds: 0 };

  afterAll(async () => {
    await preview.close();
    const each = spent.stories ? (spent.seconds / spent.stories).toFixed(2) : '–';
    console.info(
      `Built Storybook (built in ${buildSeconds.toFixed(1)} s), part ${part} of ${parts}: ` +
        `${spent.stories} stories in ${((performance.now() - started) / 1_000).toFixed(1)} s, ${each} s each.`,
    );
  });

  for (const storyId of ordered) {
    const locale = localeOf(storyId);
    // The first page story of a loaded preview waits for the reference API to start.
    const timeout = isPageStory(storyId) ? 180_000 : 45_000;
    test(`${storyId} [${locale}]`, { timeout }, async () => {
      const start = performance.now();
      const outcome = await preview.run(storyId, locale);
      spent.stories += 1;
      spent.seconds += (performance.now() - start) / 1_000;
      if (outcome.status !== 'passed')
        throw new Error(`${storyId} in ${locale}: ${outcome.status}\n${outcome.errors.join('\n')}`);
    });
  }
}
