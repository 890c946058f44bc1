// A visual snapshot of every story, taken after its play function and accessibility check, and
// compared pixel for pixel with the baseline committed beside the story file. A story can
// snapshot the whole viewport (overlays rendered in portals) or opt out with a reason:
// `parameters: { screenshot: 'viewport' }` / `parameters: { screenshot: false }`.
import { toast } from '@hci/design-system';
import { setInteractionModality } from 'react-aria-components';
import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
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

// Every story file runs in one shared page (`isolate: false`), so each story starts from what a
// fresh page has: no toasts left open, and no input modality remembered by react-aria (it
// decides whether focus rings show).
beforeEach(() => {
  toast.clear();
  setInteractionModality(null as never); // none yet, as on a fresh page (the type omits it)
});

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
    // Any colour change counts. On a busy machine a few anti-aliased edge pixels (4 seen) may
    // differ between runs; one changed letter of a label touches 30 or more. A budget relative
    // to the image size (0.2% before) let a whole checkbox change pass on a tall page.
    comparatorOptions: { threshold: 0, allowedMismatchedPixels: 12 },
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
