import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { fixtures } from '@hci/api-schema/msw';
import { mockConfig, renderPortal } from '../test/renderPortal';

describe('agreements', () => {
  test('each says whether it was signed, and when', async () => {
    renderPortal('/settings/agreements');
    const signed = await screen.findByRole('article', { name: 'Enrollment agreement' });
    expect(within(signed).getByText('Signed')).toBeVisible();
    expect(within(signed).getByText('Signed on Jan 11, 2026')).toBeVisible();
    const cancelled = screen.getByRole('article', { name: 'Photo release' });
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(within(cancelled).getByText('Sent on Dec 02, 2025')).toBeVisible();
  });

  test('one signed and cancelled later does not read as signed only', async () => {
    const replaced = fixtures.envelopes
      .filter((envelope) => envelope.name === 'Enrollment agreement')
      .map((envelope) => ({ ...envelope, status: 'VOIDED' as const }));
    renderPortal('/settings/agreements', {
      handlers: [
        http.get(`${mockConfig.apiBaseUrl}/students/:id/envelopes`, () =>
          HttpResponse.json({
            content: replaced,
            pagination: { total: replaced.length, page: 0, size: 10 },
          }),
        ),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Enrollment agreement' });
    expect(within(card).getByText('Cancelled')).toBeVisible();
    expect(within(card).getByText('Signed on Jan 11, 2026, cancelled since')).toBeVisible();
  });
});
