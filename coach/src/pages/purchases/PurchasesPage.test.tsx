import { fixtures } from '@hci/api-schema/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { currentPath, renderApp } from '../../test/renderApp';

describe('/purchases', () => {
  test('filters by product type into the address and opens a purchase', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/purchases', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Service');
    await expect.poll(() => currentPath(location)).toBe('/purchases?type=SERVICE');
    const services = fixtures.purchases.filter((p) => p.coachProductType === 'SERVICE');
    expect(
      await screen.findByText(`1–${Math.min(services.length, 10)} of ${services.length}`),
    ).toBeVisible();
    const first = services[0]!;
    await user.click(screen.getByRole('link', { name: new RegExp(`^No. ${first.id},`) }));
    expect(await screen.findByText(first.customer.email)).toBeVisible();
    expect(currentPath(location)).toBe(`/purchases/${first.id}?type=SERVICE`);
  });

  test('reads in Spanish', async () => {
    renderApp('/purchases', { signedIn: true, locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compras' })).toBeVisible();
  });
});
