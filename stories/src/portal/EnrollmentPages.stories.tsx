import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { formatMoney } from '@hci/design-system';
import { demoPromoCodes, demoToday, nameOf } from '@hci/demo-world';
import { answers, appStoryMeta, newApplicant, type AppStoryArgs } from '../appStory';
import { applicationDraft, type DraftSteps } from '@hci/page-harness';
import { containing, exactly, storyText } from '../storyText';
import { cardName, matching, portalApp, signedInAsApplicant } from './portalStory';

/**
 * The enrollment steps and the status page in their states, and the plan cards' states: the
 * steps as someone who has applied to nothing yet fills them in, the status page as the demo
 * student, enrolled, sees it.
 */
const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Enrollment',
  args: { path: '/enroll/course' },
  parameters: { ...base.parameters, ...signedInAsApplicant },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const applications = '/students/{studentId}/enrollment_applications' as const;

// The demo promo code, HCTP-FALL26, and what it takes off.
const promo = demoPromoCodes(demoToday)[0]!;

/** The applicant's draft filled in up to a step (see `applicationDraft`). */
const draft = (steps: DraftSteps = {}) => ({ arrange: applicationDraft(steps) });

export const Course: Story = {
  args: { path: '/enroll/course?promo=HCTP-FALL26' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /HCTP 2026 Fall/ })).toBeChecked();
  },
};

/**
 * The demo student studies in the spring cohort of the program, so the promo link's fall cohort
 * is closed to them: the notice says so on arrival, and the closed cohorts say why.
 */
export const CoursePromoForClosedCohort: Story = {
  args: { path: '/enroll/course?promo=HCTP-FALL26' },
  parameters: { signedInAs: 'student' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByText(
        exactly(
          text('portal.enrollment.promo.closedTitle', {
            code: promo.code,
            discount: formatMoney(promo.amount, text.locale),
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
      await canvas.findByText(
        'HCTP 2026 Fall: Ya tienes una inscripción activa para este producto.',
      ),
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

const applicantName = nameOf({ personalInfo: newApplicant });
const planned: DraftSteps = { plan: 1 };
const paid: DraftSteps = { ...planned, through: 'card' };

export const PersonalInfo: Story = {
  args: { path: '/enroll/personal-info' },
  parameters: draft(),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('textbox', { name: containing(text('frame.identity.firstName')) }),
    ).toHaveValue(newApplicant.firstName);
  },
};

/** A promo link meant for another course than the open draft's: it leads to the course step. */
export const PersonalInfoPromoForOtherCourse: Story = {
  args: { path: '/enroll/personal-info?promo=HCTP-FALL26' },
  parameters: draft({ cohort: 'spanish' }),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('link', { name: text('portal.enrollment.promoChooseCourse') }),
    ).toBeVisible();
  },
};

/** A birth date under 18, as typed: the draft never holds one (the API refuses it). */
export const PersonalInfoUnderAge: Story = {
  args: { path: '/enroll/personal-info' },
  parameters: draft(),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.type(
      await canvas.findByRole('textbox', { name: containing(text('frame.identity.dateBirth')) }),
      '05-04-2012',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('portal.enrollment.continue') }));
    await expect(
      await canvas.findByText(text('portal.enrollment.personal.underAgeTitle')),
    ).toBeVisible();
  },
};

export const PaymentPlan: Story = {
  args: { path: '/enroll/payment-plan' },
  parameters: draft(planned),
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
  parameters: draft({ ...planned, promoCode: promo.code }),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByText(text('portal.enrollment.plan.promoApplied', { code: promo.code })),
    ).toBeVisible();
  },
};

export const PaymentPlanVoucherRefused: Story = {
  args: { path: '/enroll/payment-plan' },
  parameters: draft(),
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
  parameters: draft(),
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
  parameters: draft(planned),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.type(
      await canvas.findByRole('textbox', {
        name: containing(text('portal.signing.signatureName')),
      }),
      applicantName,
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
  parameters: draft(planned),
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
  parameters: draft(planned),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.type(
      await canvas.findByRole('textbox', {
        name: containing(text('portal.signing.signatureName')),
      }),
      applicantName,
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
  parameters: draft(paid),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /4242/ })).toBeChecked();
  },
};

export const PaymentMethodError: Story = {
  args: { path: '/enroll/payment-method' },
  parameters: {
    ...draft({ ...planned, through: 'agreement' }),
    ...answers(errorHandler('/students/{studentId}/payment_methods')),
  },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const Review: Story = {
  args: { path: '/enroll/review' },
  parameters: draft(paid),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByText(containing(cardName(text, 'VISA', '4242')))).toBeVisible();
  },
};

/** The draft's promo code: named with what it takes off, beside the plan's lower total. */
export const ReviewWithPromoCode: Story = {
  args: { path: '/enroll/review' },
  parameters: draft({ ...paid, promoCode: promo.code }),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByText(
        exactly(
          text('portal.enrollment.review.promoValue', {
            code: promo.code,
            discount: formatMoney(promo.amount, text.locale),
          }),
        ),
      ),
    ).toBeVisible();
  },
};

export const ReviewError: Story = {
  args: { path: '/enroll/review' },
  parameters: {
    ...draft(paid),
    ...answers(errorHandler('/cohorts/{cohortId}/payment_plans')),
  },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const Congratulations: Story = {
  args: { path: '/enroll/congratulations' },
  parameters: { signedInAs: 'student' },
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
  parameters: { signedInAs: 'student' },
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
  parameters: { signedInAs: 'student', ...answers(emptyHandler(applications)) },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.enrollmentStatus.emptyTitle') }),
    ).toBeVisible();
  },
};

/** The plans of the fall cohort, as the plan cards show them side by side. */
const planCards = (plan?: DraftSteps['plan']) => ({
  args: { path: '/enroll/payment-plan' },
  parameters: draft(plan ? { plan } : {}),
});

export const PlanCardsChosen: Story = {
  ...planCards(12),
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
