// A check that every story's text is drawn in the fonts the project ships (test/shippedFonts.ts),
// then a visual snapshot of every story, taken after its play function and accessibility check, of
// the whole story however tall, and compared with the baseline committed beside the story file
// (how: test/visualSnapshot.ts). A story can snapshot the whole page (overlays rendered
// in portals), the page in the frame as it is (an open popover, which growing the frame could
// close), or opt out with a reason: `parameters: { screenshot: 'viewport' }`,
// `{ screenshot: 'frame' }`, `{ screenshot: false }`.
import { toast } from '@hci/design-system';
import MockDate from 'mockdate';
import { setInteractionModality } from 'react-aria-components';
import { afterAll, afterEach, beforeAll, beforeEach, expect, type TestContext } from 'vitest';
import { startedReferenceApi } from '@hci/page-harness';
import { assertShippedFonts } from './test/shippedFonts';
import { matchSnapshot } from './test/visualSnapshot';

declare module 'vitest' {
  interface TaskMeta {
    storyId?: string;
  }
}

type ScreenshotParameter = 'canvas' | 'viewport' | 'frame' | false;

function screenshotParameter(context: TestContext): ScreenshotParameter {
  const story = (context as TestContext & { story?: { parameters?: Record<string, unknown> } })
    .story;
  const value = story?.parameters?.screenshot;
  return value === false || value === 'viewport' || value === 'frame' ? value : 'canvas';
}

// Vitest runs this file again before each story file, importing it under a query made of
// `Date.now()`. A clock a story froze (the coach pages freeze it; Storybook thaws it only when the
// next story starts) would repeat the last query: the module would not run again and the next
// file would get none of these hooks, and no snapshots. So a file ends with the real clock.
afterAll(() => MockDate.reset());

// The reference API that the apps' page stories run starts once for the page, which takes
// seconds on a busy machine: a hook waits for it, not the first page story within its own limit.
beforeAll(async () => {
  if (/\/src\/(portal|coach)\//.test(expect.getState().testPath ?? '')) await startedReferenceApi();
});

// Every story file runs in one shared page (`isolate: false`), so each story starts from what a
// fresh page has: no toasts left open, no input modality remembered by react-aria (it decides
// whether focus rings show), and the page at its top (a scroll closes an open popover).
beforeEach(() => {
  toast.clear();
  window.scrollTo(0, 0);
  setInteractionModality(null as never); // none yet, as on a fresh page (the type omits it)
});

/**
 * Waits (up to 5 s) until no image is still loading: a photo that arrives a moment after the
 * capture would otherwise make the snapshot depend on the machine's speed.
 */
async function imagesSettled() {
  const deadline = Date.now() + 5_000;
  while (document.querySelector('[data-image-loading]') && Date.now() < deadline)
    await new Promise((done) => setTimeout(done, 20));
}

/**
 * Waits (up to 5 s) until finite animations and transitions have ended (a focus ring growing as
 * focus comes back into a dialog); endless ones (a spinner) are left running.
 */
async function animationsSettled() {
  const finishing = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined));
  await Promise.race([Promise.all(finishing), new Promise((done) => setTimeout(done, 5_000))]);
}

afterEach(async (context) => {
  const { storyId } = context.task.meta;
  if (!storyId || context.task.result?.state === 'fail') return;
  await assertShippedFonts();
  const mode = screenshotParameter(context);
  if (mode === false) return;
  await imagesSettled();
  await animationsSettled();
  const canvas = document.querySelector('[data-story-canvas]');
  if (mode === 'canvas' && !canvas) throw new Error(`Story ${storyId} rendered no canvas.`);
  // A pass in one of Chromatic's modes keeps its baselines beside the default's, named after it.
  const storiesMode = import.meta.env.STORIES_MODE;
  const name = storiesMode ? `${storyId}--${storiesMode.replaceAll(' ', '-')}` : storyId;
  await matchSnapshot(mode === 'canvas' && canvas ? canvas : document.body, name, {
    growFrame: mode !== 'frame',
  });
});
