import identity from './0001_identity.js';
import students from './0002_students.js';
import learning from './0003_learning.js';
import payments from './0004_payments.js';
import coaching from './0005_coaching.js';
import hotReads from './0006_hot_reads.js';
import accountSecurity from './0007_account_security.js';
import idempotency from './0009_idempotency.js';
import requestQuotas from './0010_request_quotas.js';
import cohortCourses from './0011_cohort_courses.js';
import bookings from './0012_bookings.js';
import inboxTypes from './0013_inbox_types.js';
import systemText from './0014_system_text.js';
import awardKinds from './0015_award_kinds.js';
import paymentAllocations from './0016_payment_allocations.js';
import cardBrands from './0017_card_brands.js';
import courseCohorts from './0018_course_cohorts.js';
import productLocation from './0019_product_location.js';
import sessionTies from './0020_session_ties.js';
import idempotentCharges from './0021_idempotent_charges.js';
import subscriptionCharges from './0023_subscription_charges.js';
import sessionOutcomes from './0024_session_outcomes.js';
import testCalls from './0025_test_calls.js';
import enrollmentInterest from './0026_enrollment_interest.js';
import clientTimeZones from './0027_client_time_zones.js';
import jobs from './0028_jobs.js';
import subscriptionRenewals from './0029_subscription_renewals.js';
import sessionCalendar from './0030_session_calendar.js';
import emailChanges from './0031_email_changes.js';
import claimLeases from './0032_claim_leases.js';
import agreementDocuments from './0033_agreement_documents.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every schema change, in order. Never edit one that has shipped: add the next version. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'identity', sql: identity },
  { version: 2, name: 'students', sql: students },
  { version: 3, name: 'learning', sql: learning },
  { version: 4, name: 'payments', sql: payments },
  { version: 5, name: 'coaching', sql: coaching },
  { version: 6, name: 'hot reads', sql: hotReads },
  { version: 7, name: 'account security', sql: accountSecurity },
  { version: 9, name: 'idempotency', sql: idempotency },
  { version: 10, name: 'request quotas', sql: requestQuotas },
  { version: 11, name: 'cohort courses', sql: cohortCourses },
  { version: 12, name: 'bookings', sql: bookings },
  { version: 13, name: 'inbox types', sql: inboxTypes },
  { version: 14, name: 'system text', sql: systemText },
  { version: 15, name: 'award kinds', sql: awardKinds },
  { version: 16, name: 'payment allocations', sql: paymentAllocations },
  { version: 17, name: 'card brands', sql: cardBrands },
  { version: 18, name: 'course cohorts', sql: courseCohorts },
  { version: 19, name: 'product location', sql: productLocation },
  { version: 20, name: 'session ties', sql: sessionTies },
  { version: 21, name: 'idempotent charges', sql: idempotentCharges },
  { version: 23, name: 'subscription charges', sql: subscriptionCharges },
  { version: 24, name: 'session outcomes', sql: sessionOutcomes },
  { version: 25, name: 'test calls', sql: testCalls },
  { version: 26, name: 'enrollment interest', sql: enrollmentInterest },
  { version: 27, name: 'client time zones', sql: clientTimeZones },
  { version: 28, name: 'jobs', sql: jobs },
  { version: 29, name: 'subscription renewals', sql: subscriptionRenewals },
  { version: 30, name: 'session calendar', sql: sessionCalendar },
  { version: 31, name: 'email changes', sql: emailChanges },
  { version: 32, name: 'claim leases', sql: claimLeases },
  { version: 33, name: 'agreement documents', sql: agreementDocuments },
];
