import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { renderPortal } from '../../test/renderPortal';

const applications = '/students/{studentId}/enrollment_applications' as const;

describe('enrollment steps', () => {
  test('/enroll starts at the first step; a step past it leads back there', async () => {
    const portal = renderPortal('/enroll/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course or class' })).toBeVisible();
    await waitFor(() => expect(portal.currentPath()).toBe('/enroll/course'));
    const steps = screen.getByRole('list', { name: 'Enrollment steps' });
    expect(within(steps).getByText('Course or class').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  test('while the draft loads, a skeleton is announced', async () => {
    renderPortal('/enroll/course', { handlers: [loadingHandler(applications)] });
    expect(await screen.findByText('Loading your enrollment…')).toBeInTheDocument();
  });

  test('no course chosen says "Please select a course"; a chosen one is saved as the draft', async () => {
    const user = userEvent.setup();
    const portal = renderPortal('/enroll');
    await screen.findByRole('radiogroup', { name: 'Courses and classes' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please select a course')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /HCTP 2026 Fall/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    const created = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/enrollment_applications'),
    );
    expect(await created!.json()).toEqual({ cohortId: 2 });
  });

  test('a draft that cannot be saved says so and keeps the choice on screen', async () => {
    const user = userEvent.setup();
    renderPortal('/enroll/course', {
      handlers: [errorHandler(applications, { method: 'post' })],
    });
    await user.click(await screen.findByRole('radio', { name: /HCTP 2027 Winter/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Your application could not be saved. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Course or class' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /HCTP 2027 Winter/ })).toBeChecked();
  });

  test('a promo link shows its discount and expiry and preselects its cohort', async () => {
    renderPortal('/enroll?promo=HCTP-FALL26');
    expect(
      await screen.findByText('Promo code HCTP-FALL26: $ 200.00 off, valid until Aug 31, 2026.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /HCTP 2026 Fall/ })).toBeChecked();
  });

  test.each([
    ['HCTP-SPRING25', 'This voucher has expired.'],
    ['NOPE', 'This voucher code is not valid.'],
  ])('promo code %s is refused, and enrolling goes on without it', async (code, reason) => {
    renderPortal(`/enroll?promo=${code}`);
    expect(
      await screen.findByText(`Promo code ${code}: ${reason} You can still enroll without it.`),
    ).toBeVisible();
    const cohorts = screen.getByRole('radiogroup', { name: 'Courses and classes' });
    for (const radio of within(cohorts).getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  test('no open course: the empty state says so', async () => {
    renderPortal('/enroll/course', { handlers: [emptyHandler('/cohorts')] });
    expect(await screen.findByRole('heading', { name: 'No course open right now' })).toBeVisible();
  });

  test('courses that fail to load offer a retry', async () => {
    renderPortal('/enroll/course', { handlers: [errorHandler('/cohorts')] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('in Spanish, the steps and the course list speak Spanish', async () => {
    renderPortal('/enroll/course', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Curso o clase' })).toBeVisible();
    expect(await screen.findByRole('radiogroup', { name: 'Cursos y clases' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Pasos de la inscripción' })).toBeVisible();
  });
});

describe('enrollment status', () => {
  test('a completed application shows each step of the lifecycle', async () => {
    renderPortal('/enrollment');
    const progress = await screen.findByRole('list', { name: 'Application progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(5);
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent(/Complete/);
  });

  test('no application yet: an invitation to start', async () => {
    renderPortal('/enrollment', { handlers: [emptyHandler(applications)] });
    expect(await screen.findByRole('heading', { name: 'No application yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start enrollment' })).toHaveAttribute(
      'href',
      '/enroll',
    );
  });

  test('a failed load offers a retry; Spanish reads Spanish', async () => {
    renderPortal('/enrollment', { handlers: [errorHandler(applications)], locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscripción' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });
});
