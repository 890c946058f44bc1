import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import {
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  enrollmentDraftHandlers,
  errorHandler,
  fixtures,
  loadingHandler,
} from '@hci/mock-api';
import { formatMoney } from '@hci/design-system';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { containing, exactly, storyText } from '../storyText';
import { cardName, matching, portalApp } from './portalStory';

/** The enrollment steps and the status page in their states, and the plan cards' states. */
const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Enrollment',
  args: { path: '/enroll/course' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const applications = '/students/{studentId}/enrollment_applications' as const;

// The demo promo code, HCTP-FALL26, and what it takes off.
const promo = fixtures.promoCodes[0]!;

export const Course: Story = {
  args: { path: '/enroll/course?promo=HCTP-FALL26' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /HCTP 2026 Fall/ })).toBeChecked();
  },
};

/**
 * The demo student's application to the fall cohort is under way, so the promo link's cohort is
 * closed to them: the notice says so on arrival, and the closed cohorts say why.
 */
export const CoursePromoForClosedCohort: Story = {
  args: { path: '/enroll/course?promo=HCTP-FALL26' },
  parameters: { enrollmentSigning: true },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByText(
        exactly(
          text('portal.enrollment.promo.closedTitle', {
            code: promo.code,
            discount: formatMoney(promo.discount, text.locale),
            count: 1,
          }),
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /HCTP 2026 Fall/ })).toBeDisabled();
  },
};

export const CoursePromoForClosedCohortSpanish: Story = {
  ...CoursePromoForClosedCohort,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('HCTP 2026 Fall: Ya tienes una inscripción en este programa.'),
    ).toBeVisible();
  },
};

export const CoursePromoForClosedCohortDark: Story = {
  ...CoursePromoForClosedCohort,
  globals: { theme: 'dark' },
};

export const CourseSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: 'Cursos y clases' })).toBeVisible();
  },
};

export const CourseLoading: Story = {
  parameters: answers(loadingHandler(applications)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const CourseEmpty: Story = {
  parameters: answers(emptyHandler('/cohorts')),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.enrollment.course.noneTitle') }),
    ).toBeVisible();
  },
};

export const CourseError: Story = {
  parameters: answers(errorHandler('/cohorts')),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

// The demo's open envelope, as the agreement a new plan sends.
const [openEnvelope, signedAgreement] = fixtures.envelopes;
const sentAgreement = {
  ...openEnvelope!,
  name: { kind: 'ENROLLMENT_AGREEMENT' as const, params: {} },
};
const named = { personalInfo: fixtures.student.personalInfo };
const planned = { ...named, paymentPlanId: 21 };
const paid = { ...planned, paymentMethodId: 1 };

export const PersonalInfo: Story = {
  args: { path: '/enroll/personal-info' },
  parameters: answers(...enrollmentDraftHandlers({})),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('textbox', { name: containing(text('frame.identity.firstName')) }),
    ).toHaveValue(fixtures.student.personalInfo.firstName);
  },
};

/** A promo link meant for another course than the open draft's: it leads to the course step. */
export const PersonalInfoPromoForOtherCourse: Story = {
  args: { path: '/enroll/personal-info?promo=HCTP-FALL26' },
  parameters: answers(...enrollmentDraftHandlers({ cohortId: 3 })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('link', { name: text('portal.enrollment.promoChooseCourse') }),
    ).toBeVisible();
  },
};

export const PersonalInfoUnderAge: Story = {
  args: { path: '/enroll/personal-info' },
  parameters: answers(
    ...enrollmentDraftHandlers({
      personalInfo: { ...fixtures.student.personalInfo, dateBirth: '2012-05-04' },
    }),
  ),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.click(
      await canvas.findByRole('button', { name: text('portal.enrollment.continue') }),
    );
    await expect(
      await canvas.findByText(text('portal.enrollment.personal.underAgeTitle')),
    ).toBeVisible();
  },
};

export const PaymentPlan: Story = {
  args: { path: '/enroll/payment-plan' },
  parameters: answers(...enrollmentDraftHandlers(planned)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('radio', {
        name: containing(text('portal.systemText.PLAN_PAY_IN_FULL')),
      }),
    ).toBeChecked();
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
  args: { path: '/enroll/payment-plan' },
  parameters: answers(...enrollmentDraftHandlers({ ...planned, promoCode: 'HCTP-FALL26' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByText(text('portal.enrollment.plan.promoApplied', { code: promo.code })),
    ).toBeVisible();
  },
};

export const PaymentPlanVoucherRefused: Story = {
  args: { path: '/enroll/payment-plan' },
  parameters: answers(...enrollmentDraftHandlers(named)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text('portal.enrollment.plan.voucher') }),
      'SPRING2025',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: text('portal.enrollment.plan.applyVoucher') }),
    );
    await expect(await canvas.findByText(text('error.voucherIsExpired'))).toBeVisible();
  },
};

export const PaymentPlanNoneChosen: Story = {
  args: { path: '/enroll/payment-plan' },
  parameters: answers(...enrollmentDraftHandlers(named)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await canvas.findByRole('radio', {
      name: containing(text('portal.systemText.PLAN_PAY_IN_FULL')),
    });
    await userEvent.click(canvas.getByRole('button', { name: text('portal.enrollment.continue') }));
    await expect(await canvas.findByText(text('error.noPaymentPlanSelected'))).toBeVisible();
  },
};

export const Agreement: Story = {
  args: { path: '/enroll/agreement' },
  parameters: answers(...enrollmentDraftHandlers(planned, sentAgreement)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.type(
      await canvas.findByRole('textbox', {
        name: containing(text('portal.signing.signatureName')),
      }),
      'Jordan Whitaker',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: containing(text('portal.signing.agree')) }),
    );
    await expect(
      canvas.getByRole('checkbox', { name: containing(text('portal.signing.agree')) }),
    ).toBeChecked();
  },
};

export const AgreementSpanish: Story = {
  globals: { locale: 'es' },
  args: { path: '/enroll/agreement' },
  parameters: answers(...enrollmentDraftHandlers(planned, sentAgreement)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('article', { name: 'Acuerdo de inscripción' }),
    ).toBeVisible();
  },
};

export const AgreementDark: Story = {
  ...Agreement,
  globals: { theme: 'dark' },
};

export const AgreementNotAgreed: Story = {
  args: { path: '/enroll/agreement' },
  parameters: answers(...enrollmentDraftHandlers(planned, sentAgreement)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.type(
      await canvas.findByRole('textbox', {
        name: containing(text('portal.signing.signatureName')),
      }),
      'Jordan Whitaker',
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: new RegExp(`^${matching(text, 'portal.signing.sign', {}, ['name']).source}`),
      }),
    );
    await expect(await canvas.findByText(text('portal.signing.mustAgree'))).toBeVisible();
  },
};

export const PaymentMethod: Story = {
  args: { path: '/enroll/payment-method' },
  parameters: answers(...enrollmentDraftHandlers(paid, signedAgreement)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /4242/ })).toBeChecked();
  },
};

export const PaymentMethodError: Story = {
  args: { path: '/enroll/payment-method' },
  parameters: answers(
    errorHandler('/students/{studentId}/payment_methods'),
    ...enrollmentDraftHandlers(planned, signedAgreement),
  ),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const Review: Story = {
  args: { path: '/enroll/review' },
  parameters: answers(...enrollmentDraftHandlers(paid, signedAgreement)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByText(containing(cardName(text, 'VISA', '4242')))).toBeVisible();
  },
};

/** The draft's promo code: named with what it takes off, beside the plan's lower total. */
export const ReviewWithPromoCode: Story = {
  args: { path: '/enroll/review' },
  parameters: answers(
    ...enrollmentDraftHandlers({ ...paid, promoCode: 'HCTP-FALL26' }, signedAgreement),
  ),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByText(
        exactly(
          text('portal.enrollment.review.promoValue', {
            code: promo.code,
            discount: formatMoney(promo.discount, text.locale),
          }),
        ),
      ),
    ).toBeVisible();
  },
};

export const ReviewError: Story = {
  args: { path: '/enroll/review' },
  parameters: answers(
    errorHandler('/cohorts/{cohortId}/payment_plans'),
    ...enrollmentDraftHandlers(paid, signedAgreement),
  ),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const Congratulations: Story = {
  args: { path: '/enroll/congratulations' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.enrollment.congratulations.title') }),
    ).toBeVisible();
  },
};

/** The demo application is complete: it says so and leads to the courses and the plan. */
export const Status: Story = {
  args: { path: '/enrollment' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('list', { name: text('portal.enrollmentStatus.lifecycle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text('portal.enrollmentStatus.goToCourses') }),
    ).toBeVisible();
  },
};

export const StatusEmpty: Story = {
  args: { path: '/enrollment' },
  parameters: answers(emptyHandler(applications)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.enrollmentStatus.emptyTitle') }),
    ).toBeVisible();
  },
};

/** Two plans of a cohort, as the plan cards show them side by side. */
const plans = [
  {
    id: 1,
    name: { kind: 'PLAN_PAY_IN_FULL' as const, params: {} },
    source: 'ENROLLMENT',
    description: { kind: 'PLAN_ONE_PAYMENT' as const, params: {} },
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
    name: { kind: 'PLAN_MONTHLY_INSTALLMENTS' as const, params: { installmentCount: 12 } },
    source: 'ENROLLMENT',
    description: { kind: 'PLAN_DEPOSIT_THEN_PAYMENTS' as const, params: { installmentCount: 12 } },
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

const cohortPlans = http.get(`${DEFAULT_MOCK_BASE_URL}/cohorts/:cohortId/payment_plans`, () =>
  HttpResponse.json({ content: plans, pagination: { total: plans.length, page: 0, size: 20 } }),
);
const planCards = (chosenPlanId?: number) => ({
  args: { path: '/enroll/payment-plan' },
  parameters: answers(
    cohortPlans,
    ...enrollmentDraftHandlers(chosenPlanId ? { ...named, paymentPlanId: chosenPlanId } : named),
  ),
});

export const PlanCardsChosen: Story = {
  ...planCards(2),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('radio', {
        name: containing(
          text('portal.systemText.PLAN_MONTHLY_INSTALLMENTS', { installmentCount: 12 }),
        ),
      }),
    ).toBeChecked();
  },
};

export const PlanCardsNoneChosen: Story = {
  ...planCards(),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await canvas.findByRole('radio', {
      name: containing(
        text('portal.systemText.PLAN_MONTHLY_INSTALLMENTS', { installmentCount: 12 }),
      ),
    });
    await userEvent.click(canvas.getByRole('button', { name: text('portal.enrollment.continue') }));
    await expect(await canvas.findByText(text('error.noPaymentPlanSelected'))).toBeVisible();
  },
};

export const PlanCardsDark: Story = {
  ...planCards(1),
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('radio', {
        name: containing(text('portal.systemText.PLAN_PAY_IN_FULL')),
      }),
    ).toBeChecked();
  },
};
