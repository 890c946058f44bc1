import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { expect, test } from 'vitest';
import { Stepper, stepStatus } from '.';

const steps = [
  { id: 'course', label: 'Course' },
  { id: 'personal', label: 'Personal info' },
  { id: 'plan', label: 'Payment plan' },
  { id: 'agreement', label: 'Agreement' },
];

test('a list of steps where the current one has aria-current="step"', () => {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <Stepper aria-label="Enrollment steps" steps={steps} currentStepId="plan" />
    </IntlProvider>,
  );
  const list = screen.getByRole('list', { name: 'Enrollment steps' });
  const items = screen.getAllByRole('listitem');
  expect(list).toContainElement(items[0]!);
  expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
    null,
    null,
    'step',
    null,
  ]);
  expect(items[0]).toHaveTextContent('Course, completed');
  expect(items[2]).toHaveTextContent(/^3Payment plan$/);
  expect(items[3]).toHaveTextContent('Agreement, not started');
  expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
});

test('step status follows the position of the current step', () => {
  expect([0, 1, 2].map((index) => stepStatus(index, 1))).toEqual([
    'complete',
    'current',
    'upcoming',
  ]);
});

test('a step finished before reads completed also after the current one (the person went back)', () => {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <Stepper
        aria-label="Enrollment steps"
        steps={steps.map((step, index) => ({
          ...step,
          href: `/${step.id}`,
          isComplete: index < 3,
        }))}
        currentStepId="course"
      />
    </IntlProvider>,
  );
  expect(screen.getByRole('link', { name: /^Payment plan\s*, completed$/ })).toBeVisible();
  expect(screen.getByRole('link', { name: /^Agreement\s*, not started$/ })).toBeVisible();
});

test('a reached step with an href is a link; the current step and unreached steps are not', () => {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <Stepper
        aria-label="Enrollment steps"
        steps={steps.map((step, index) => (index < 3 ? { ...step, href: `/${step.id}` } : step))}
        currentStepId="personal"
      />
    </IntlProvider>,
  );
  expect(screen.getByRole('link', { name: /^Course\s*, completed$/ })).toHaveAttribute(
    'href',
    '/course',
  );
  expect(screen.getByRole('link', { name: /^Payment plan\s*, not started$/ })).toHaveAttribute(
    'href',
    '/plan',
  );
  expect(screen.getAllByRole('link')).toHaveLength(2);
});
