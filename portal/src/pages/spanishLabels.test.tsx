import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../test/renderApp';

const inSpanish = { stored: { 'hci.language': 'es' } };

test('account-history types come from the catalogue, in Spanish', async () => {
  renderApp('/settings/account-history', inSpanish);
  const table = await screen.findByRole('table', { name: 'Historial de la cuenta' });
  const types = (name: string) => within(table).queryAllByRole('cell', { name });
  expect(types('Pago')).not.toHaveLength(0);
  expect(types('Plan de pagos')).not.toHaveLength(0);
  expect(types('Payment')).toHaveLength(0);
});

test('a plan’s source comes from the catalogue, in Spanish', async () => {
  renderApp('/settings/payment-plan-terms', inSpanish);
  expect(await screen.findByText('Inscripción')).toBeVisible();
});

test('the profile’s time zone reads as a name in the language, not an IANA id', async () => {
  renderApp('/settings/profile', inSpanish);
  expect(await screen.findByText(/^hora .* \(Chicago\)$/)).toBeVisible();
  expect(screen.queryByText('America/Chicago')).toBeNull();
});

test('the profile asks the API for its option lists in the student’s language', async () => {
  const portal = renderApp('/settings/profile', inSpanish);
  await screen.findByRole('heading', { level: 1 });
  await expect
    .poll(() =>
      portal.requests
        .filter((request) => request.url.includes('/public/lookups'))
        .map((request) => request.headers.get('accept-language')),
    )
    .toEqual(['es']);
});
