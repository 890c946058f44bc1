// The views the API gives of an enrollment application's stored row.
import type { EnrollmentApplication } from '@hci/api-schema';
import { statusHistory } from '@hci/rules';
import type { ApplicationRow } from '../../data/enrollment/applications.js';
import { compact } from '../../shared/rows.js';

/** The application as the shared enrollment rules read it. */
export const applicationState = (a: ApplicationRow) => ({
  status: a.status,
  submittedAt: a.submitted_at,
  updatedAt: a.updated_at,
  cohortId: a.cohort_id,
  planOptionId: a.plan_option_id,
  voucherCode: a.voucher_code,
  promoCode: a.promo_code,
});

export const applicationView = (
  a: ApplicationRow,
  completedAt: string | null = null,
): EnrollmentApplication =>
  compact({
    id: a.id,
    studentId: a.student_id,
    status: a.status,
    cohortId: a.cohort_id,
    paymentPlanId: a.plan_option_id,
    paymentMethodId: a.payment_method_id,
    voucherCode: a.voucher_code,
    promoCode: a.promo_code,
    alumni: a.alumni,
    personalInfo: a.personal_info,
    contactInfo: a.contact_info,
    address: a.address,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
    submittedAt: a.submitted_at,
    statusHistory: statusHistory(applicationState(a), completedAt),
  });
