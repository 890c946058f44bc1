// End to end, in English and in Spanish: from Home, "Continue learning" opens the next module in
// the reference API's stand-in learning platform in a new tab, signed in; the student marks it
// complete there, and back in the portal's tab the progress and the next module have moved.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessForFile, heading, screenshot, signIn } from '@hci/e2e-harness';
import { signInForm } from './sign-in';

const harness = harnessForFile();

const course = 'Health Coach Training Program: Foundations';

const wording = {
  en: {
    welcome: 'Welcome',
    continueLearning: 'Continue learning',
    nextUp: /^Next up: (.+), due .+$/,
    modules: /^(\d+) of 12 modules/,
  },
  es: {
    welcome: 'Te damos la bienvenida',
    continueLearning: 'Continuar aprendiendo',
    nextUp: /^A continuación: (.+), vence el .+$/,
    modules: /^(\d+) de 12 módulos/,
  },
} as const;

/** The next module's title and how many modules are done, as the course's card on Home says. */
async function courseCard(page: Page, words: (typeof wording)[keyof typeof wording]) {
  const card = page.getByRole('article', { name: course, exact: true });
  const nextUp = card.getByText(words.nextUp);
  const done = card.getByText(words.modules);
  await nextUp.waitFor();
  return {
    card,
    nextUp: async () => words.nextUp.exec((await nextUp.textContent()) ?? '')?.[1],
    done: async () => Number(words.modules.exec((await done.textContent()) ?? '')?.[1]),
  };
}

describe('the learning journey', () => {
  for (const language of ['en', 'es'] as const) {
    test(`${language}: Home → Continue learning → the platform's module → complete → moved on`, async () => {
      const words = wording[language];
      const { context, page } = await harness.newPage();
      await signIn(page, signInForm, 'student@demo.test');
      await heading(page).filter({ hasText: wording.en.welcome }).waitFor();
      if (language === 'es') {
        await page.getByRole('button', { name: /Español/ }).click();
        await heading(page).filter({ hasText: words.welcome }).waitFor();
      }
      const home = await courseCard(page, words);
      const module = await home.nextUp();
      const doneBefore = await home.done();
      expect(module).toBeTruthy();

      const [platform] = await Promise.all([
        context.waitForEvent('page'),
        home.card.getByRole('button', { name: words.continueLearning }).click(),
      ]);
      await platform.getByRole('heading', { level: 1 }).waitFor();
      expect(platform.url()).toMatch(
        new RegExp(`^${harness.apiUrl}/learning-platform/modules/\\d+\\?grant=`),
      );
      expect(await platform.getByRole('heading', { level: 1 }).textContent()).toBe(module);
      await screenshot(platform, `learning-journey-platform-${language}`);
      await platform.getByRole('button', { name: 'Mark as complete' }).click();
      await platform.getByText(/^Completed\./).waitFor();

      // The portal kept its own tab, where the student comes back.
      await page.bringToFront();
      expect(new URL(page.url()).pathname).toBe('/home');
      // Playwright keeps every page visible, so the browser never says the tab was shown again:
      // the test says it, as the browser does when the student switches back.
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => home.done()).toBe(doneBefore + 1);
      await expect.poll(() => home.nextUp()).not.toBe(module);
      await screenshot(page, `learning-journey-back-${language}`);

      // The course's page agrees, and its own "Continue learning" leads to the new next module.
      await home.card.getByRole('link', { name: course, exact: true }).click();
      await heading(page).filter({ hasText: course }).waitFor();
      const next = words.nextUp.exec((await page.getByText(words.nextUp).textContent()) ?? '')?.[1];
      const [again] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: words.continueLearning }).click(),
      ]);
      await again.getByRole('heading', { level: 1 }).waitFor();
      expect(await again.getByRole('heading', { level: 1 }).textContent()).toBe(next);
      await context.close();
    }, 120_000);
  }

  test('no page broke the Content-Security-Policy', () => {
    expect(harness.cspViolations).toEqual([]);
  });
});
