import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Route } from 'wouter';
import {
  emptyHandler,
  enrollmentDraftHandlers,
  errorHandler,
  fixtures,
  loadingHandler,
} from '@hci/api-schema/msw';
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

// The demo's open envelope, as the agreement a new plan sends.
const [openEnvelope, signedAgreement] = fixtures.envelopes;
const sentAgreement = { ...openEnvelope!, name: 'Enrollment agreement' };
const named = { personalInfo: fixtures.student.personalInfo };
const planned = { ...named, paymentPlanId: 21 };
const paid = { ...planned, paymentMethodId: 1 };

export const PersonalInfo: Story = {
  render: flow,
  decorators: [
    portalPage({ path: '/enroll/personal-info', handlers: enrollmentDraftHandlers({}) }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /First name/ })).toHaveValue(
      fixtures.student.personalInfo.firstName,
    );
  },
};

export const PersonalInfoUnderAge: Story = {
  render: flow,
  decorators: [
    portalPage({
      path: '/enroll/personal-info',
      handlers: enrollmentDraftHandlers({
        personalInfo: { ...fixtures.student.personalInfo, dateBirth: '2012-05-04' },
      }),
    }),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Enrolling before you turn 18')).toBeVisible();
  },
};

export const PaymentPlan: Story = {
  render: flow,
  decorators: [
    portalPage({ path: '/enroll/payment-plan', handlers: enrollmentDraftHandlers(planned) }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Pay in full/ })).toBeChecked();
  },
};

export const PaymentPlanSpanish: Story = {
  ...PaymentPlan,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: 'Planes de pago' })).toBeVisible();
  },
};

export const PaymentPlanDark: Story = {
  ...PaymentPlan,
  globals: { theme: 'dark' },
};

/** The promo code the student came with lowers every plan. */
export const PaymentPlanWithPromoCode: Story = {
  render: flow,
  decorators: [
    portalPage({
      path: '/enroll/payment-plan',
      handlers: enrollmentDraftHandlers({ ...planned, promoCode: 'HCTP-FALL26' }),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Promo code HCTP-FALL26 applied to every plan.'),
    ).toBeVisible();
  },
};

export const PaymentPlanVoucherRefused: Story = {
  render: flow,
  decorators: [
    portalPage({ path: '/enroll/payment-plan', handlers: enrollmentDraftHandlers(named) }),
  ],
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Voucher code' }),
      'SPRING2025',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Apply voucher' }));
    await expect(await canvas.findByText('This voucher has expired.')).toBeVisible();
  },
};

export const PaymentPlanNoneChosen: Story = {
  render: flow,
  decorators: [
    portalPage({ path: '/enroll/payment-plan', handlers: enrollmentDraftHandlers(named) }),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('radio', { name: /Pay in full/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Please select a payment plan')).toBeVisible();
  },
};

export const Agreement: Story = {
  render: flow,
  decorators: [
    portalPage({
      path: '/enroll/agreement',
      handlers: enrollmentDraftHandlers(planned, sentAgreement),
    }),
  ],
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Type your full name/ }),
      'Jordan Whitaker',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to its terms/ }));
    await expect(canvas.getByRole('checkbox', { name: /I agree to its terms/ })).toBeChecked();
  },
};

export const AgreementSpanish: Story = {
  render: flow,
  globals: { locale: 'es' },
  decorators: [
    portalPage({
      path: '/enroll/agreement',
      handlers: enrollmentDraftHandlers(planned, sentAgreement),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('article', { name: 'Contrato de inscripción' }),
    ).toBeVisible();
  },
};

export const AgreementDark: Story = {
  ...Agreement,
  globals: { theme: 'dark' },
};

export const AgreementNotAgreed: Story = {
  render: flow,
  decorators: [
    portalPage({
      path: '/enroll/agreement',
      handlers: enrollmentDraftHandlers(planned, sentAgreement),
    }),
  ],
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Type your full name/ }),
      'Jordan Whitaker',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Sign / }));
    await expect(await canvas.findByText('Please confirm that you agree to sign.')).toBeVisible();
  },
};

export const PaymentMethod: Story = {
  render: flow,
  decorators: [
    portalPage({
      path: '/enroll/payment-method',
      handlers: enrollmentDraftHandlers(paid, signedAgreement),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /4242/ })).toBeChecked();
  },
};

export const PaymentMethodError: Story = {
  render: flow,
  decorators: [
    portalPage({
      path: '/enroll/payment-method',
      handlers: [
        errorHandler('/students/{studentId}/payment_methods'),
        ...enrollmentDraftHandlers(planned, signedAgreement),
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Review: Story = {
  render: flow,
  decorators: [
    portalPage({
      path: '/enroll/review',
      handlers: enrollmentDraftHandlers(paid, signedAgreement),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/ending in 4242/)).toBeVisible();
  },
};

export const ReviewError: Story = {
  render: flow,
  decorators: [
    portalPage({
      path: '/enroll/review',
      handlers: [
        errorHandler('/cohorts/{cohortId}/payment_plans'),
        ...enrollmentDraftHandlers(paid, signedAgreement),
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Congratulations: Story = {
  render: flow,
  decorators: [portalPage({ path: '/enroll/congratulations' })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Congratulations, your application is in!' }),
    ).toBeVisible();
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
      lastInstallmentAmount: 396800,
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
      lastInstallmentAmount: 29600,
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
