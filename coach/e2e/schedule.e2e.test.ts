// The weekly schedule editor against the real API: hours added with the keyboard alone change the
// free times clients can book.
import { demoCoachSchedule } from '@hci/demo-world';
import {
  demoPassword,
  expectFitsPhone,
  harnessForFile,
  heading,
  screenshot,
  signIn,
} from '@hci/e2e-harness';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { signInForm } from './sign-in';

const harness = harnessForFile();

/** The ISO day `offset` days from today (UTC). */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The free times of the demo coach's first service over the coming two weeks, as a client asks. */
async function freeTimes(): Promise<string[]> {
  const signInAnswer = await fetch(`${harness.apiUrl}/auth/signin/student`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', source: 'WEB' },
    body: JSON.stringify({ email: 'student@demo.test', password: demoPassword }),
  });
  const { accessToken } = ((await signInAnswer.json()) as { content: { accessToken: string } })
    .content;
  const auth = { Authorization: `Bearer ${accessToken}`, source: 'WEB' };
  const { content: coachSession } = await (
    await fetch(`${harness.apiUrl}/auth/signin/coach`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', source: 'WEB' },
      body: JSON.stringify({ email: 'coach@demo.test', password: demoPassword }),
    })
  ).json();
  const coachId = (coachSession as { coachId: number }).coachId;
  const products = (await (
    await fetch(`${harness.apiUrl}/coaches/${coachId}/products/public`, { headers: auth })
  ).json()) as { content: { id: number; type: string }[] };
  const service = products.content.find((product) => product.type === 'SERVICE')!;
  const schedule = (await (
    await fetch(`${harness.apiUrl}/coaches/${coachId}/schedule`, {
      headers: {
        Authorization: `Bearer ${(coachSession as { accessToken: string }).accessToken}`,
        source: 'WEB',
      },
    })
  ).json()) as { content: { id: number } };
  const answer = (await (
    await fetch(
      `${harness.apiUrl}/coaches/${coachId}/products/${service.id}/available_schedules/${schedule.content.id}?startDate=${day(1)}&endDate=${day(14)}`,
      { headers: auth },
    )
  ).json()) as { content: { slots: { startsAt: string }[] } };
  return answer.content.slots.map((slot) => slot.startsAt);
}

async function tabTo(page: Page, name: string, limit = 80) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached “${name}”`);
}

// Hours typed key by key, saved, then booked from a client's side: minutes on a busy machine.
test('a coach adds Sunday hours with the keyboard alone, and clients can book them', async () => {
  const before = await freeTimes();
  const { context, page } = await harness.newPage();
  await signIn(page, signInForm, 'coach@demo.test');
  await page.goto('/my-coach-schedule');
  await expect.poll(() => heading(page).textContent()).toBe('Your schedule');
  await page.getByRole('region', { name: 'Sunday' }).waitFor();
  await screenshot(page, 'schedule-editor');
  await expectFitsPhone(page, 'schedule-editor');

  await heading(page).focus();
  await tabTo(page, 'Add hours on Sunday');
  await page.keyboard.press('Enter');
  const sunday = page.getByRole('group', { name: 'Sunday, hours 1' });
  const start = sunday.getByRole('combobox', { name: 'From' });
  await expect
    .poll(() => start.evaluate((element) => element === document.activeElement))
    .toBe(true);
  expect(await start.inputValue()).toBe('09:00');
  await page.keyboard.press('Tab');
  // 10:00 → 12:00 with the arrow keys of the native select.
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowDown');
  expect(await sunday.getByRole('combobox', { name: 'To' }).inputValue()).toBe('12:00');
  await tabTo(page, 'Save schedule', 200);
  await page.keyboard.press('Enter');
  await page.getByText('Your schedule has been saved.').first().waitFor();

  const after = await freeTimes();
  // Sundays in the schedule's zone: the demo coach's weekly hours have none, though a Sunday may be
  // one of her days with hours of their own.
  const sundays = (times: string[]) =>
    times.filter(
      (time) =>
        new Intl.DateTimeFormat('en-US', {
          timeZone: demoCoachSchedule(day(0)).timeZone,
          weekday: 'long',
        }).format(new Date(time)) === 'Sunday',
    );
  expect(sundays(after).length).toBeGreaterThan(sundays(before).length);
  expect(after.length).toBeGreaterThan(before.length);
  await context.close();
}, 180_000);
