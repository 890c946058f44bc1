// Waits until the page's finite animations (a dialog fading in, a toast sliding in) have ended, so
// an audit sees the colours a user ends up seeing rather than text at part opacity. Endless ones
// (a spinner) are left running.

/** @param {{ evaluate(fn: () => Promise<unknown>): Promise<unknown> }} page */
export async function animationsSettled(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
