// An application to a cohort, filled in step by step through the API's own requests.
import { unwrap, type EnrollmentApplicationInput } from '@hci/api-schema';
import { demoCohorts, demoStudentCards, demoToday, nameOf } from '@hci/demo-world';
import { newApplicant, type DemoArrangement } from '../referenceApi';

/** How far the applicant has filled in an application to a cohort, step by step. */
export interface DraftSteps {
  /** The demo world's cohort applied to; the next one (the fall cohort) unless said. */
  cohort?: keyof ReturnType<typeof demoCohorts>;
  /** The personal-info step: the applicant's own name unless said otherwise. */
  personalInfo?: EnrollmentApplicationInput['personalInfo'];
  /** The payment plan chosen, by its number of installments (1: paid in full). */
  plan?: number;
  promoCode?: string;
  /**
   * How far past the plan: the agreement it sent signed (`agreement`), and then a Visa ending in
   * 4242 saved and chosen (`card`).
   */
  through?: 'agreement' | 'card';
}

/** The applicant's draft application, filled in up to a step through the API's own requests. */
export function applicationDraft({
  cohort = 'next',
  personalInfo = { firstName: newApplicant.firstName, lastName: newApplicant.lastName },
  plan,
  promoCode,
  through,
}: DraftSteps = {}): DemoArrangement {
  return async ({ as, sessions }) => {
    const applicant = as('applicant');
    const studentId = sessions.applicant.studentId!;
    const cohortName = demoCohorts(demoToday)[cohort].name;
    const { content: cohorts } = await unwrap(
      applicant.GET('/cohorts', { params: { query: { size: 50 } } }),
    );
    const cohortId = cohorts.find(({ name }) => name === cohortName)!.id;
    const plans = plan
      ? (
          await unwrap(
            applicant.GET('/cohorts/{cohortId}/payment_plans', {
              params: { path: { cohortId }, query: {} },
            }),
          )
        ).content
      : [];
    const { content: draft } = await unwrap(
      applicant.POST('/students/{studentId}/enrollment_applications', {
        params: { path: { studentId } },
        body: {
          cohortId,
          personalInfo,
          ...(promoCode && { promoCode }),
          ...(plan && {
            paymentPlanId: plans.find(({ terms }) => terms.installmentCount === plan)!.id,
          }),
        },
      }),
    );
    if (!through) return;
    const { content: envelopes } = await unwrap(
      applicant.GET('/students/{studentId}/envelopes', { params: { path: { studentId } } }),
    );
    const agreement = envelopes.find(
      (envelope) => envelope.applicationId === draft.id && envelope.status !== 'VOIDED',
    )!;
    await unwrap(
      applicant.POST('/envelopes/{envelopeId}/sign', {
        params: { path: { envelopeId: agreement.id } },
        body: {
          signatureName: `${personalInfo!.firstName} ${personalInfo!.lastName}`,
          agree: true,
        },
      }),
    );
    if (through === 'agreement') return;
    const visa = demoStudentCards[0]!;
    const { content: card } = await unwrap(
      applicant.POST('/students/{studentId}/payment_methods', {
        params: { path: { studentId } },
        body: {
          cardNumber: visa.number,
          expirationMonth: visa.expMonth,
          expirationYear: visa.expYear,
          cvc: '123',
          holderName: nameOf({ personalInfo: newApplicant }),
          makeDefault: true,
        },
      }),
    );
    await unwrap(
      applicant.PUT('/students/{studentId}/enrollment_applications/{applicationId}', {
        params: { path: { studentId, applicationId: draft.id } },
        body: { paymentMethodId: card.id },
      }),
    );
  };
}
