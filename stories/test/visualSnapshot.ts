// How every story's visual snapshot is taken and compared (vitest.setup.ts), in one place so that
// the story proving a changed label fails (VisualSnapshot.stories.tsx) uses exactly the same way.
import { expect } from 'vitest';
import { page } from 'vitest/browser';

// Calibrated over repeated runs of every story: at a threshold of 0 a few anti-aliased pixels
// (up to 6) differed between runs; at 0.05 (pixelmatch's colour distance) none did. One changed
// letter of a button label touches 33 pixels at 0.05, 42 when dimmed under a modal's overlay.
// Ten pixels sit between the two.
const comparison = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 10 },
  screenshotOptions: { animations: 'disabled', caret: 'hide' },
  // Two identical captures in a row make a stable one; a tall page on a busy machine takes over
  // a second a capture.
  timeout: 15_000,
} as const;

/**
 * Grows the test frame to the page's full height while `snapshot` runs: a frame paints only what
 * fits in it, so whatever lay below the fold came out blank. The frame gets its size back after,
 * so the next story does not start with a resize.
 */
async function withWholePage(snapshot: () => Promise<unknown>) {
  const { innerWidth: width, innerHeight: height } = window;
  const fullHeight = document.documentElement.scrollHeight;
  if (fullHeight <= height) {
    await snapshot();
    return;
  }
  // Vitest shrinks a frame taller than the page that holds it, and the snapshot with it.
  const room = window.top?.innerHeight ?? 0;
  if (fullHeight > room) {
    throw new Error(
      `The story is ${fullHeight} px tall and the test page ${room} px: raise the page height in vitest.config.ts.`,
    );
  }
  await page.viewport(width, fullHeight);
  try {
    await snapshot();
  } finally {
    await page.viewport(width, height);
  }
}

/**
 * Compares the whole of `element`, however tall, with the baseline `name` committed beside the
 * story file; without `growFrame`, what the frame shows as it is.
 */
export function matchSnapshot(element: Element, name: string, { growFrame = true } = {}) {
  const compare = () =>
    expect.element(page.elementLocator(element)).toMatchScreenshot(name, comparison);
  return growFrame ? withWholePage(compare) : compare();
}
