// What app stories wait for: a whole app loads a route's chunk, its catalogue and the mocked
// answers before a page shows, on shared machines that are often busy.
import { expect, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** How long `find*` queries and `waitFor` wait for a whole app. */
export const patiently = { timeout: 10_000 };

/** Waits for the page's h1. */
export function findPageHeading(canvas: Canvas, name: string | RegExp) {
  return canvas.findByRole('heading', { level: 1, name }, patiently);
}

/** The page body outside the canvas, where toasts and dialogs render. */
export const pageBody = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for a dialog or alert dialog to be open and done fading in. */
export async function findOpenDialog(canvasElement: HTMLElement, role = 'dialog') {
  const dialog = await pageBody(canvasElement).findByRole(role, {}, patiently);
  // Done fading in means shown: the entering animation may not have started when it mounts.
  await waitFor(() => {
    expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull();
    expect(dialog).toBeVisible();
  }, patiently);
  return dialog;
}

/**
 * Waits until no part of the page is loading (a skeleton, a list refreshing): a page whose parts
 * load apart (a plan, then the cards to pay it with) changes height until the last one arrives.
 */
export async function nothingLoading(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(),
    patiently,
  );
}

/** Waits until `count` pictures are shown (loaded), so the snapshot never catches a placeholder. */
export async function picturesShown(canvasElement: HTMLElement, count: number) {
  await waitFor(() => {
    const pictures = [...canvasElement.querySelectorAll('img')];
    expect(pictures).toHaveLength(count);
    for (const picture of pictures) expect(picture.complete && picture.naturalWidth > 0).toBe(true);
  }, patiently);
}

/** Transitions and other finite animations; skeletons pulse for ever and are left alone. */
const isFinishing = (animation: Animation) =>
  animation.playState === 'running' &&
  animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY;

/**
 * Puts the page in the same place before every snapshot: a press far down the page scrolls it (and
 * a page taller than the viewport is captured differently once scrolled), and a field or checkbox
 * that just changed may still be fading to its colour.
 */
export async function settleForSnapshot(document: Document) {
  document.defaultView?.scrollTo(0, 0);
  await waitFor(
    () => expect(document.getAnimations().filter(isFinishing)).toHaveLength(0),
    patiently,
  );
}
