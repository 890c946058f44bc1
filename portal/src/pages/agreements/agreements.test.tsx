import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { demoCohorts, demoToday } from '@hci/demo-world';
import { errorHandler } from '@hci/mock-api';
import {
  advanceApiClock,
  applicationDraft,
  newApplicant,
  submittedApplication,
} from '@hci/page-harness';
import { reviewStepMs } from '@hci/rules';
import { demo, renderApp } from '../../test/renderApp';

/**
 * The agreement the applicant's draft to the fall cohort was sent, paid in full: its title, and
 * the applicant's session. The demo student's own documents will not do: the API in the page
 * holds the records of the documents it was seeded with, not their files.
 */
async function applicantAgreement() {
  await applicationDraft({ plan: 1 })(demo());
  const title = `Enrollment agreement: ${demoCohorts(demoToday).next.name}`;
  return { title, signIn: { session: demo().sessions.applicant } };
}

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
    const { title, signIn } = await applicantAgreement();
    renderApp('/settings/agreements', signIn);
    const card = await screen.findByRole('article', { name: title });
    await user.type(
      within(card).getByRole('textbox', { name: /Type your full name/ }),
      `${newApplicant.firstName} ${newApplicant.lastName}`,
    );
    await user.click(within(card).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(card).getByRole('button', { name: `Sign ${title}` }));
    expect(await within(card).findByText('Signed')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Sign/ })).toBeNull();
    expect(within(card).getByRole('heading', { name: title })).toHaveFocus();
  });

  test('signing the documents an application waits for completes it: the toast says so, and the enrollment page leads on', async () => {
    const user = userEvent.setup();
    // Submitted, then reviewed, approved and sent to sign by the advisor, a step each.
    await submittedApplication()(demo());
    advanceApiClock(3 * reviewStepMs);
    renderApp('/settings/agreements', { session: demo().sessions.applicant });
    const fall = demoCohorts(demoToday).next.name;
    const card = await screen.findByRole('article', { name: `Enrollment documents: ${fall}` });
    await user.type(
      within(card).getByRole('textbox', { name: /Type your full name/ }),
      `${newApplicant.firstName} ${newApplicant.lastName}`,
    );
    await user.click(within(card).getByRole('checkbox', { name: /I agree/ }));
    await user.click(
      within(card).getByRole('button', { name: `Sign Enrollment documents: ${fall}` }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollment' })).toBeVisible();
    expect(await screen.findByText('Your application is complete.')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Go to My courses' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your payment plan' })).toBeVisible();
  });

  test('one signed and cancelled later does not read as signed only', async () => {
    // No request voids a signed agreement: the institute does, outside the API.
    await demo().query(
      "UPDATE envelopes SET status = 'VOIDED' WHERE student_id = $1 AND kind = 'ENROLLMENT_AGREEMENT'",
      [demo().sessions.student.studentId!],
    );
    renderApp('/settings/agreements');
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
    const { title, signIn } = await applicantAgreement();
    const portal = renderApp('/settings/agreements', signIn);
    const download = await screen.findByRole('button', { name: `Download ${title}` });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    download.click();
    download.click();
    await waitFor(() => expect(saves).toHaveBeenCalled());
    // Every press has run its course once the button is no longer pending.
    await waitFor(() => expect(download).not.toHaveAttribute('aria-disabled'));
    expect(saves).toHaveBeenCalledOnce();
    const downloads = portal.requests.filter((request) => /\/documents\/\d+$/.test(request.url));
    expect(downloads).toHaveLength(1);
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
