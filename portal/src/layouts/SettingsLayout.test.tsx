import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../test/renderApp';

test('on a phone the settings list folds behind a button naming the page', async () => {
  await page.viewport(375, 800);
  const user = userEvent.setup();
  const portal = renderApp('/settings/agreements');
  const settings = await screen.findByRole('navigation', { name: 'Settings' });
  const toggle = within(settings).getByRole('button', { name: 'Agreements' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(within(settings).queryByRole('link', { name: 'Profile' })).toBeNull();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(within(settings).getByRole('link', { name: 'Payment method' }));
  await expect.poll(() => portal.currentPath()).toBe('/settings/payment-method');
  // Another page: the list is folded again, behind that page's name.
  const next = within(settings).getByRole('button', { name: 'Payment method' });
  expect(next).toHaveAttribute('aria-expanded', 'false');
  expect(within(settings).queryByRole('link', { name: 'Profile' })).toBeNull();
});

test('on a wide screen the list shows and there is no button', async () => {
  await page.viewport(1280, 900);
  renderApp('/settings/agreements');
  const settings = await screen.findByRole('navigation', { name: 'Settings' });
  expect(within(settings).getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(within(settings).queryByRole('button')).toBeNull();
});
