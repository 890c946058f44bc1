import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { createHandlers, errorHandler, fixtures } from '@hci/mock-api';
import { mockConfig, renderApp } from '../../test/renderApp';

describe('agreements', () => {
  test('each says whether it was signed, and when', async () => {
    renderApp('/settings/agreements');
    const signed = await screen.findByRole('article', {
      name: 'Enrollment agreement: HCTP 2026 Spring',
    });
    expect(within(signed).getByText('Signed')).toBeVisible();
    expect(within(signed).getByText('Signed by Jordan Lee Whitaker on Jan 04, 2026')).toBeVisible();
    const cancelled = screen.getByRole('article', { name: 'Photo release' });
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(within(cancelled).getByText('Sent on Dec 02, 2025')).toBeVisible();
  });

  test('signed, the card says so and its heading takes the focus the form had', async () => {
    const user = userEvent.setup();
    renderApp('/settings/agreements');
    const card = await screen.findByRole('article', { name: 'Payment plan amendment' });
    await user.type(
      within(card).getByRole('textbox', { name: /Type your full name/ }),
      'Jordan Whitaker',
    );
    await user.click(within(card).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(card).getByRole('button', { name: 'Sign Payment plan amendment' }));
    expect(await within(card).findByText('Signed')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Sign/ })).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Payment plan amendment' })).toHaveFocus();
  });

  test('signing the documents an application waits for completes it: the toast says so, and the enrollment page leads on', async () => {
    const user = userEvent.setup();
    renderApp('/settings/agreements', {
      handlers: createHandlers({ baseUrl: mockConfig.apiBaseUrl, enrollmentSigning: true }),
    });
    const card = await screen.findByRole('article', {
      name: 'Enrollment documents: HCTP 2026 Fall',
    });
    await user.type(
      within(card).getByRole('textbox', { name: /Type your full name/ }),
      'Jordan Whitaker',
    );
    await user.click(within(card).getByRole('checkbox', { name: /I agree/ }));
    await user.click(
      within(card).getByRole('button', { name: 'Sign Enrollment documents: HCTP 2026 Fall' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollment' })).toBeVisible();
    expect(await screen.findByText('Your application is complete.')).toBeVisible();
    // Both applications are complete now, the one just signed too.
    expect(await screen.findAllByRole('link', { name: 'Go to My courses' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'See your payment plan' })).toHaveLength(2);
  });

  test('one signed and cancelled later does not read as signed only', async () => {
    const replaced = fixtures.envelopes
      .filter((envelope) => envelope.name.kind === 'ENROLLMENT_AGREEMENT')
      .map((envelope) => ({ ...envelope, status: 'VOIDED' as const }));
    renderApp('/settings/agreements', {
      handlers: [
        http.get(`${mockConfig.apiBaseUrl}/students/:id/envelopes`, () =>
          HttpResponse.json({
            content: replaced,
            pagination: { total: replaced.length, page: 0, size: 10 },
          }),
        ),
      ],
    });
    const card = await screen.findByRole('article', {
      name: 'Enrollment agreement: HCTP 2026 Spring',
    });
    expect(within(card).getByText('Cancelled')).toBeVisible();
    expect(
      within(card).getByText('Signed by Jordan Lee Whitaker on Jan 04, 2026, cancelled since'),
    ).toBeVisible();
  });

  test('a fast double click on a document downloads it once', async () => {
    // The link a download is handed to the browser through; kept from saving a real file.
    const saves = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => saves.mockRestore());
    const portal = renderApp('/settings/agreements');
    const download = await screen.findByRole('button', { name: 'Download Refund policy' });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    download.click();
    download.click();
    await waitFor(() => expect(saves).toHaveBeenCalled());
    // Every press has run its course once the button is no longer pending.
    await waitFor(() => expect(download).not.toHaveAttribute('aria-disabled'));
    expect(saves).toHaveBeenCalledOnce();
    expect(portal.requests.filter((request) => request.url.endsWith('/documents/22'))).toHaveLength(
      1,
    );
  });

  test('a document that cannot be downloaded says so', async () => {
    const user = userEvent.setup();
    renderApp('/settings/agreements', {
      handlers: [errorHandler('/envelopes/{envelopeId}/documents/{documentId}')],
    });
    await user.click(await screen.findByRole('button', { name: 'Download Refund policy' }));
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
  });
});
