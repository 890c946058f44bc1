// Drives the built Storybook's preview (iframe.html) the way its manager does: one page, a story
// selected through the preview's channel, the toolbar's locale sent as a global, and the
// outcome read from the events the preview emits. No page load per story.
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.mjs';
import { referenceApiStartedMark } from '@hci/page-harness/marks';

export type StoryLocale = 'en-US' | 'es';

export interface StoryOutcome {
  /** `passed`: rendered and its play function passed; otherwise what went wrong. */
  status: 'passed' | 'failed' | 'missing' | 'timed out';
  /** The messages of what was thrown: by the play function, the render or a loader. */
  errors: string[];
}

export interface StoryRunOptions {
  /** Args the story renders with instead of its own (a play function then sees them too). */
  args?: Record<string, unknown>;
}

/** A render never takes this long unless it hangs; the page is then loaded again. */
const storyTimeoutMs = 30_000;

/**
 * A page story (`apps-…`) on a preview where the reference API has not started yet may start it
 * (@hci/page-harness), which on a busy machine takes a minute or more.
 */
const apiStartMs = 150_000;

/** Whether a story renders an app, on the reference API. */
export const isPageStory = (storyId: string) => storyId.startsWith('apps-');

/** A desktop browser's preview, as wide as the stories project's pictures. */
const defaultViewport = { width: 1280, height: 900 };

/** Runs in the page: selects a story and waits for the preview to say how it ended. */
async function renderInPreview({ storyId, args }: { storyId: string; args?: object }) {
  interface Channel {
    on(event: string, listener: (payload: never) => void): void;
    off(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  }
  const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } =
    window as unknown as {
      __STORYBOOK_PREVIEW__: { loadStory(options: { storyId: string }): Promise<unknown> };
      __STORYBOOK_ADDONS_CHANNEL__: Channel;
    };
  if (args) {
    // The store learns a story's args when it loads it; then they can be replaced, before render.
    await preview.loadStory({ storyId });
    channel.emit('updateStoryArgs', { storyId, updatedArgs: args });
  }
  const errors = new Set<string>();
  const messageOf = (error: { message?: string; name?: string } | undefined) =>
    error?.message || error?.name || String(error);
  return new Promise<{ status: 'passed' | 'failed' | 'missing'; errors: string[] }>((done) => {
    const listeners: Record<string, (payload: never) => void> = {
      // A failing play function is reported here, then again as the render's exception.
      playFunctionThrewException: (error: { message?: string }) => errors.add(messageOf(error)),
      storyThrewException: (error: { message?: string }) => errors.add(messageOf(error)),
      storyErrored: ({ title, description }: { title: string; description: string }) =>
        errors.add(`${title}: ${description}`),
      unhandledErrorsWhilePlaying: (list: { message?: string }[]) =>
        list.forEach((error) => errors.add(messageOf(error))),
      storyMissing: () => finish('missing'),
      // The story already shown is not rendered again, so its play function would not run.
      storyUnchanged: () => {
        errors.add(`${storyId} was already shown: select another story first.`);
        finish('failed');
      },
      // The last event of every render, after the play function and the afterEach hooks.
      storyFinished: ({ storyId: finished, status }: { storyId: string; status: string }) => {
        if (finished === storyId)
          finish(status === 'success' && !errors.size ? 'passed' : 'failed');
      },
    };
    function finish(status: 'passed' | 'failed' | 'missing') {
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      done({ status, errors: [...errors] });
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

/**
 * Runs in the page: the size the manager gives the preview for a story that picks a viewport in
 * its `globals` (a value it does not know gets the first of `parameters.viewport.options`, as in
 * the manager), or null for the default size.
 */
async function storyViewport(storyId: string) {
  interface Viewport {
    styles?: { width?: string; height?: string };
  }
  const { __STORYBOOK_PREVIEW__: preview } = window as unknown as {
    __STORYBOOK_PREVIEW__: {
      loadStory(options: { storyId: string }): Promise<{
        storyGlobals?: { viewport?: string | { value?: string; isRotated?: boolean } };
        parameters?: { viewport?: { options?: Record<string, Viewport> } };
      }>;
    };
  };
  const story = await preview.loadStory({ storyId }).catch(() => undefined);
  const picked = story?.storyGlobals?.viewport;
  const value = typeof picked === 'string' ? picked : picked?.value;
  const options = story?.parameters?.viewport?.options ?? {};
  const [first] = Object.keys(options);
  const styles = value ? (options[value] ?? (first ? options[first] : undefined))?.styles : null;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  if (!width || !height) return null;
  const rotated = typeof picked === 'object' && picked.isRotated;
  return rotated ? { width: height, height: width } : { width, height };
}

/** Runs in the page: the locale each story pins in its `globals`, by story id. */
async function pinnedLocales(storyIds: string[]) {
  const { __STORYBOOK_PREVIEW__: preview } = window as unknown as {
    __STORYBOOK_PREVIEW__: {
      loadStory(options: { storyId: string }): Promise<{ storyGlobals?: { locale?: string } }>;
    };
  };
  const stories = await Promise.all(storyIds.map((storyId) => preview.loadStory({ storyId })));
  return Object.fromEntries(
    stories.flatMap((story, index) =>
      story.storyGlobals?.locale ? [[storyIds[index], story.storyGlobals.locale]] : [],
    ),
  ) as Record<string, string>;
}

/** The built Storybook's preview in one Chromium page. */
export class StoryPreview {
  #locale: StoryLocale | undefined;

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  static async open(baseUrl: string): Promise<StoryPreview> {
    const browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext();
    // Storybook's own test runner announces itself so: the preview then freezes a story's
    // animations when it is done instead of waiting up to 5 s for them to end.
    const userAgent = await context.newPage().then(async (probe) => {
      const agent = await probe.evaluate(() => navigator.userAgent);
      await probe.close();
      return agent;
    });
    await context.close();
    const page = await browser.newPage({
      viewport: defaultViewport,
      userAgent: `${userAgent} StorybookTestRunner`,
    });
    return new StoryPreview(browser, page, baseUrl);
  }

  /** Loads the preview with `locale` picked and its accessibility checks left to the stories project. */
  private async load(locale: StoryLocale) {
    await this.page.goto(`${this.baseUrl}/iframe.html`);
    await this.page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
    await this.page.evaluate(async (locale) => {
      const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } =
        window as unknown as {
          __STORYBOOK_PREVIEW__: { ready(): Promise<void> };
          __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
        };
      await preview.ready();
      // As the toolbar sends it; with no story shown yet, nothing renders twice.
      channel.emit('updateGlobals', { globals: { locale, a11y: { manual: true } } });
    }, locale);
    this.#locale = locale;
  }

  /** Which of `storyIds` pin a locale of their own (`globals.locale`), and which. */
  async pinnedLocales(storyIds: string[]): Promise<Record<string, string>> {
    if (!this.#locale) await this.load('en-US');
    return this.page.evaluate(pinnedLocales, storyIds);
  }

  /** Renders a story with the toolbar at `locale` and reports how its render and play ended. */
  async run(storyId: string, locale: StoryLocale, options: StoryRunOptions = {}) {
    // The locale changes once per run (the tests go locale by locale), so a fresh page then
    // costs one load and leaves nothing of the other language behind.
    if (this.#locale !== locale) await this.load(locale);
    const startsApi =
      isPageStory(storyId) &&
      !(await this.page.evaluate(
        (mark) => performance.getEntriesByName(mark).length > 0,
        referenceApiStartedMark,
      ));
    const limit = startsApi ? apiStartMs : storyTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<StoryOutcome>((resolve) => {
      timer = setTimeout(
        () => resolve({ status: 'timed out', errors: [`No outcome within ${limit} ms.`] }),
        limit,
      );
    });
    // The manager sizes the preview to a story's viewport before the story renders.
    const viewport = (await this.page.evaluate(storyViewport, storyId)) ?? defaultViewport;
    const current = this.page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height)
      await this.page.setViewportSize(viewport);
    const rendered = this.page.evaluate(renderInPreview, { storyId, args: options.args });
    // Once timed out, the page is loaded again and this evaluation rejects: nobody waits for it.
    rendered.catch(() => undefined);
    const outcome = await Promise.race([rendered, timedOut]);
    clearTimeout(timer);
    // A story that hangs would hold the preview: the next one starts in a fresh page.
    if (outcome.status === 'timed out') this.#locale = undefined;
    return outcome;
  }

  async close() {
    await this.browser.close();
  }
}
