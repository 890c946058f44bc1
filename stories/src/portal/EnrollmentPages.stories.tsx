import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Route } from 'wouter';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { EnrollmentPage, EnrollmentStatusPage, PlanCards } from '@hci/portal/pages';
import { loadPortalMessages, portalPage } from './portalPage';

/** The enrollment steps and the status page in their states, and the plan cards on their own. */
const meta = {
  title: 'Portal/Enrollment',
  parameters: { loadMessages: loadPortalMessages },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const applications = '/students/{studentId}/enrollment_applications' as const;

/** The flow reads its step from the address, as the route table gives it. */
const flow = () => (
  <Route path="/enroll/:step?">
    <EnrollmentPage />
  </Route>
);

export const Course: Story = {
  render: flow,
  decorators: [portalPage({ path: '/enroll/course?promo=HCTP-FALL26' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /HCTP 2026 Fall/ })).toBeChecked();
  },
};

export const CourseSpanish: Story = {
  render: flow,
  globals: { locale: 'es' },
  decorators: [portalPage({ path: '/enroll/course' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: 'Cursos y clases' })).toBeVisible();
  },
};

export const CourseLoading: Story = {
  render: flow,
  decorators: [portalPage({ path: '/enroll/course', handlers: [loadingHandler(applications)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const CourseEmpty: Story = {
  render: flow,
  decorators: [portalPage({ path: '/enroll/course', handlers: [emptyHandler('/cohorts')] })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No course open right now' }),
    ).toBeVisible();
  },
};

export const CourseError: Story = {
  render: flow,
  decorators: [portalPage({ path: '/enroll/course', handlers: [errorHandler('/cohorts')] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Status: Story = {
  render: () => <EnrollmentStatusPage />,
  decorators: [portalPage({ path: '/enrollment' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Application progress' })).toBeVisible();
  },
};

export const StatusEmpty: Story = {
  render: () => <EnrollmentStatusPage />,
  decorators: [portalPage({ path: '/enrollment', handlers: [emptyHandler(applications)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No application yet' })).toBeVisible();
  },
};

const plans = [
  {
    id: 1,
    name: 'Pay in full',
    source: 'ENROLLMENT',
    description: 'One payment, no interest.',
    terms: {
      installmentAmount: 396800,
      totalOwed: 396800,
      amountDue: 396800,
      interestRate: 0,
      depositAmount: 0,
      installmentCount: 1,
    },
  },
  {
    id: 2,
    name: '12 monthly installments',
    source: 'ENROLLMENT',
    description: 'A deposit, then twelve payments.',
    terms: {
      installmentAmount: 29600,
      totalOwed: 415200,
      amountDue: 60000,
      interestRate: 5,
      depositAmount: 60000,
      installmentCount: 12,
    },
  },
];

export const PlanCardsChosen: Story = {
  render: () => <PlanCards plans={plans} value={2} onChange={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /12 monthly installments/ })).toBeChecked();
  },
};

export const PlanCardsNoneChosen: Story = {
  render: () => (
    <PlanCards
      plans={plans}
      value={null}
      onChange={fn()}
      errorMessage="Please select a payment plan"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select a payment plan')).toBeVisible();
  },
};

export const PlanCardsDark: Story = {
  render: () => <PlanCards plans={plans} value={1} onChange={fn()} />,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Pay in full/ })).toBeChecked();
  },
};
