// A visual snapshot of every story, taken after its play function and accessibility check, and
// compared pixel for pixel with the baseline committed beside the story file. A story can
// snapshot the whole viewport (overlays rendered in portals) or opt out with a reason:
// `parameters: { screenshot: 'viewport' }` / `parameters: { screenshot: false }`.
import { afterEach, expect, type TestContext } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  interface TaskMeta {
    storyId?: string;
  }
}

type ScreenshotParameter = 'canvas' | 'viewport' | false;

function screenshotParameter(context: TestContext): ScreenshotParameter {
  const story = (context as TestContext & { story?: { parameters?: Record<string, unknown> } })
    .story;
  const value = story?.parameters?.screenshot;
  return value === false || value === 'viewport' ? value : 'canvas';
}

afterEach(async (context) => {
  const { storyId } = context.task.meta;
  const mode = screenshotParameter(context);
  if (!storyId || mode === false || context.task.result?.state === 'fail') return;
  const canvas = document.querySelector('[data-story-canvas]');
  if (mode === 'canvas' && !canvas) throw new Error(`Story ${storyId} rendered no canvas.`);
  const target =
    mode === 'canvas' && canvas ? page.elementLocator(canvas) : page.elementLocator(document.body);
  await expect.element(target).toMatchScreenshot(storyId, {
    comparatorName: 'pixelmatch',
    // Any colour change counts, but a few anti-aliased edge pixels (at most 0.2% of the image)
    // may differ between runs on a busy machine; a real change touches far more than that.
    comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0.002 },
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
