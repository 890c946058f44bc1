import { enrollmentFinancing, enrollmentSchedule, offeredTerms, RuleRefusal } from '@hci/rules';
import * as cardData from '../../data/cards.js';
import * as intentData from '../../data/communication-intents.js';
import * as courseData from '../../data/courses.js';
import type { ApplicationRow } from '../../data/enrollment/applications.js';
import * as applicationData from '../../data/enrollment/applications.js';
import * as paymentData from '../../data/payments.js';
import * as paymentPlanData from '../../data/payment-plans.js';
import * as studentData from '../../data/students.js';
import type { Queryable } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { chargeCard } from '../../payments/charges.js';
import type { Services } from '../../services.js';
import { inboxMessage } from '../../shared/inbox-messages.js';
import { today } from '../../shared/rows.js';
import { submissionDay, type EnrollmentCodes } from './codes.js';

/**
 * What completing an enrollment creates: the payment plan chosen in the application (its codes'
 * discount applied) with its schedule, charged to the application's card; the charge of what is
 * due today; the cohort's courses; and the inbox messages saying so.
 */
export function enrollmentCompletion(services: Services, { discount }: EnrollmentCodes) {
  /**
   * Provisions the application that `tx` has just completed. Only the request whose update moved
   * the application to COMPLETE calls it, so however many sign at once, this runs once. A declined
   * card keeps the plan, its due rows FAILED, and tells the student how to pay them.
   */
  return async function provisionCompletion(
    tx: Queryable,
    application: ApplicationRow,
    completedAt: string,
  ): Promise<void> {
    const { student_id: studentId, cohort_id: cohortId, plan_option_id: optionId } = application;
    // A submission needs both, so an application reaching COMPLETE has them.
    if (cohortId === null || optionId === null) return;
    const facts = await applicationData.agreementFacts(tx, studentId, cohortId, optionId);
    if (!facts) return;
    const codesDiscount = await discount(
      cohortId,
      { voucherCode: application.voucher_code, promoCode: application.promo_code },
      tx,
      submissionDay(application),
    );
    const offer = {
      tuition: facts.tuition,
      discount: codesDiscount,
      deposit: facts.deposit_amount,
      count: facts.installment_count,
      rateBps: facts.interest_rate_bps,
    };
    const terms = offeredTerms(offer);
    const { net } = enrollmentFinancing(offer);
    const day = today(services);
    const method =
      application.payment_method_id === null
        ? undefined
        : await cardData.findMethod(tx, studentId, application.payment_method_id);

    const planId = await paymentPlanData.insertEnrollmentPlan(tx, {
      studentId,
      applicationId: application.id,
      cohortId,
      name: facts.plan_name,
      netTuition: net,
      depositAmount: terms.depositAmount,
      installmentAmount: terms.installmentAmount,
      installmentCount: terms.installmentCount,
      interestRateBps: offer.rateBps,
      createdAt: completedAt,
    });
    await paymentPlanData.insertScheduleRows(
      tx,
      planId,
      enrollmentSchedule(offer, facts.start_date, day),
      method?.id ?? null,
    );
    await courseData.openCohortCourses(tx, studentId, cohortId);

    const messages = [inboxMessage('ENROLLMENT_COMPLETED', { cohortName: facts.cohort_name })];
    const amount = terms.amountDue;
    if (amount > 0) {
      const card = method ? { cardBrand: method.brand, cardLast4: method.last4 } : {};
      try {
        // A card deleted since the submission cannot be charged: the same as a declined one.
        if (!method) throw new ApiError(402, 'failedPay', 'The card is no longer stored');
        const { reference } = await chargeCard(tx, services, {
          purpose: 'PAYMENT',
          subjectId: planId,
          paymentMethodId: method.id,
          token: method.token,
          amount,
        });
        const paymentId = await paymentData.insertPayment(tx, {
          studentId,
          planId,
          methodId: method.id,
          type: 'INSTALLMENT',
          amount,
          reference,
          createdAt: completedAt,
        });
        await studentData.insertHistoryEvent(tx, {
          studentId,
          applicationId: application.id,
          eventDate: completedAt,
          type: 'PAYMENT',
          description: { kind: 'ENROLLMENT_PAYMENT_SUBMITTED', params: {} },
          amount,
          paymentId,
        });
        messages.push(inboxMessage('PAYMENT_RECEIVED', { amount, ...card }));
      } catch (error) {
        if (!(error instanceof RuleRefusal)) throw error;
        await paymentPlanData.markRowsFailed(tx, planId, day);
        messages.push(inboxMessage('PAYMENT_FAILED', { amount, ...card }));
      }
    }
    await intentData.insertInboxMessages(tx, studentId, messages, completedAt);
  };
}
