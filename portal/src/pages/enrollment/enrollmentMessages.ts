import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const enrollmentMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.enrollment.title', defaultMessage: 'Enroll' },
    stepsLabel: { id: 'portal.enrollment.stepsLabel', defaultMessage: 'Enrollment steps' },
    loading: { id: 'portal.enrollment.loading', defaultMessage: 'Loading your enrollment…' },
    back: { id: 'portal.enrollment.back', defaultMessage: 'Back' },
    continue: { id: 'portal.enrollment.continue', defaultMessage: 'Save and continue' },
    discardDraft: { id: 'portal.enrollment.discardDraft', defaultMessage: 'Discard this draft' },
    discardTitle: {
      id: 'portal.enrollment.discardTitle',
      defaultMessage: 'Discard your application draft?',
    },
    discardBody: {
      id: 'portal.enrollment.discardBody',
      defaultMessage:
        'Your choices so far and the agreement sent for them are removed. You can start a new application at any time.',
    },
    discardConfirm: { id: 'portal.enrollment.discardConfirm', defaultMessage: 'Discard draft' },
    discardCancel: { id: 'portal.enrollment.discardCancel', defaultMessage: 'Keep my draft' },
    discarded: {
      id: 'portal.enrollment.discarded',
      defaultMessage: 'Your application draft was discarded.',
    },
    change: { id: 'portal.enrollment.change', defaultMessage: 'Change' },
    promoForDraft: {
      id: 'portal.enrollment.promoForDraft',
      defaultMessage:
        'You came with promo code {code}. Your application in progress does not use it yet.',
    },
    applyPromo: { id: 'portal.enrollment.applyPromo', defaultMessage: 'Apply {code} to it' },
    promoForOtherCohort: {
      id: 'portal.enrollment.promoForOtherCohort',
      defaultMessage:
        'You came with promo code {code}. It is not meant for the course of your application in progress.',
    },
    promoChooseBelow: {
      id: 'portal.enrollment.promoChooseBelow',
      defaultMessage: 'To use it, choose a course it is good for below.',
    },
    promoChooseCourse: {
      id: 'portal.enrollment.promoChooseCourse',
      defaultMessage: 'Choose a course it is good for',
    },
    promoAppliedToDraft: {
      id: 'portal.enrollment.promoAppliedToDraft',
      defaultMessage: 'Promo code {code} applied to your application.',
    },
    changeLabel: { id: 'portal.enrollment.changeLabel', defaultMessage: 'Change {item}' },
    'step.course': { id: 'portal.enrollment.step.course', defaultMessage: 'Course or class' },
    'step.personal-info': {
      id: 'portal.enrollment.step.personalInfo',
      defaultMessage: 'Personal info',
    },
    'step.payment-plan': {
      id: 'portal.enrollment.step.paymentPlan',
      defaultMessage: 'Payment plan',
    },
    'step.agreement': { id: 'portal.enrollment.step.agreement', defaultMessage: 'Agreement' },
    'step.payment-method': {
      id: 'portal.enrollment.step.paymentMethod',
      defaultMessage: 'Payment method',
    },
    'step.review': { id: 'portal.enrollment.step.review', defaultMessage: 'Review and submit' },
    'step.congratulations': {
      id: 'portal.enrollment.step.congratulations',
      defaultMessage: 'Congratulations',
    },

    courseIntro: {
      id: 'portal.enrollment.course.intro',
      defaultMessage: 'Choose the course or class you want to join.',
    },
    cohortsLabel: { id: 'portal.enrollment.course.cohorts', defaultMessage: 'Courses and classes' },
    cohortFacts: {
      id: 'portal.enrollment.course.facts',
      defaultMessage: '{track} · {start} to {graduation} · {mode} · {language}',
    },
    cohortPromoPrice: {
      id: 'portal.enrollment.course.promoPrice',
      defaultMessage:
        'Tuition {discounted} with promo code {code} (was {tuition}) · {seats, plural, =0 {no seats left} one {# seat left} other {# seats left}}',
    },
    cohortClosest: {
      id: 'portal.enrollment.course.closest',
      defaultMessage: 'Closest to the start you hoped for ({date})',
    },
    cohortPrice: {
      id: 'portal.enrollment.course.price',
      defaultMessage:
        'Tuition {tuition} · {seats, plural, =0 {no seats left} one {# seat left} other {# seats left}}',
    },
    cohortClosed: {
      id: 'portal.enrollment.course.closed',
      defaultMessage: 'You cannot join this course: {reason}',
    },
    noCohortsTitle: {
      id: 'portal.enrollment.course.noneTitle',
      defaultMessage: 'No course open right now',
    },
    noCohorts: {
      id: 'portal.enrollment.course.none',
      defaultMessage: 'No course is open for enrollment right now. Please check back soon.',
    },
    promoApplied: {
      id: 'portal.enrollment.promo.applied',
      defaultMessage: 'Promo code {code}: {discount} off, valid until {date}.',
    },
    promoAppliedNoDate: {
      id: 'portal.enrollment.promo.appliedNoDate',
      defaultMessage: 'Promo code {code}: {discount} off.',
    },
    promoClosedTitle: {
      id: 'portal.enrollment.promo.closedTitle',
      defaultMessage:
        'Promo code {code} ({discount} off) is only good for {count, plural, one {a course} other {courses}} you cannot join.',
    },
    promoClosedCohort: {
      id: 'portal.enrollment.promo.closedCohort',
      defaultMessage: '{cohort}: {reason}',
    },
    promoClosedHint: {
      id: 'portal.enrollment.promo.closedHint',
      defaultMessage: 'You can still enroll in another course without it.',
    },
    promoRefused: {
      id: 'portal.enrollment.promo.refused',
      defaultMessage: 'Promo code {code}: {reason} You can still enroll without it.',
    },

    personalIntro: {
      id: 'portal.enrollment.personal.intro',
      defaultMessage: 'Check your details; we filled in what we already know.',
    },
    phones: { id: 'portal.enrollment.personal.phones', defaultMessage: 'Phones' },
    underAgeTitle: {
      id: 'portal.enrollment.personal.underAgeTitle',
      defaultMessage: 'Enrolling before you turn 18',
    },
    underAgeBody: {
      id: 'portal.enrollment.personal.underAgeBody',
      defaultMessage:
        'Students under 18 enroll by phone with an advisor. Call the institute at {phone}, Monday to Friday, 9 am to 6 pm.',
    },
    callInstitute: {
      id: 'portal.enrollment.personal.callInstitute',
      defaultMessage: 'Call the institute',
    },

    planIntro: {
      id: 'portal.enrollment.plan.intro',
      defaultMessage: 'Choose how you want to pay the tuition of {cohort}.',
    },
    plansLabel: { id: 'portal.enrollment.plan.plans', defaultMessage: 'Payment plans' },
    selected: { id: 'portal.enrollment.plan.selected', defaultMessage: 'Selected' },
    perInstallment: {
      id: 'portal.enrollment.plan.perInstallment',
      defaultMessage: 'per installment',
    },
    inOnePayment: { id: 'portal.enrollment.plan.inOnePayment', defaultMessage: 'in one payment' },
    lastInstallment: {
      id: 'portal.enrollment.plan.lastInstallment',
      defaultMessage: 'last installment {amount}',
    },
    totalOwed: { id: 'portal.enrollment.plan.totalOwed', defaultMessage: 'Total owed' },
    amountDue: { id: 'portal.enrollment.plan.amountDue', defaultMessage: 'Due today' },
    interestRate: { id: 'portal.enrollment.plan.interestRate', defaultMessage: 'Interest rate' },
    depositAmount: { id: 'portal.enrollment.plan.depositAmount', defaultMessage: 'Deposit' },
    installmentCount: {
      id: 'portal.enrollment.plan.installmentCount',
      defaultMessage: 'Installments',
    },
    noPlans: {
      id: 'portal.enrollment.plan.none',
      defaultMessage: 'This course has no payment plan yet. Please choose another course.',
    },
    voucher: { id: 'portal.enrollment.plan.voucher', defaultMessage: 'Voucher code' },
    voucherDescription: {
      id: 'portal.enrollment.plan.voucherDescription',
      defaultMessage: 'A valid voucher lowers the amounts of every plan.',
    },
    applyVoucher: { id: 'portal.enrollment.plan.applyVoucher', defaultMessage: 'Apply voucher' },
    voucherApplied: {
      id: 'portal.enrollment.plan.voucherApplied',
      defaultMessage: 'Voucher {code} applied.',
    },
    promoOnPlans: {
      id: 'portal.enrollment.plan.promoApplied',
      defaultMessage: 'Promo code {code} applied to every plan.',
    },

    agreementIntro: {
      id: 'portal.enrollment.agreement.intro',
      defaultMessage: 'Read your enrollment agreement, then sign it with your full name.',
    },
    agreementTitle: {
      id: 'portal.enrollment.agreement.title',
      defaultMessage: 'Enrollment agreement',
    },
    agreementParties: {
      id: 'portal.enrollment.agreement.parties',
      defaultMessage:
        'This enrollment agreement is made between the Health Coach Institute and {student} (the student), who enrolls in {cohort}, from {start} to {graduation}.',
    },
    agreementDiscounts: {
      id: 'portal.enrollment.agreement.discounts',
      defaultMessage: 'The tuition of {tuition} is reduced by {codes}.',
    },
    agreementDiscount: {
      id: 'portal.enrollment.agreement.discount',
      defaultMessage:
        '{kind, select, VOUCHER {the voucher} other {the promo code}} {code} ({amount})',
    },
    agreementPlan: {
      id: 'portal.enrollment.agreement.plan',
      defaultMessage:
        'The student chooses the payment plan “{plan}”: a total of {total}, of which {due} is due today, with {hasDeposit, select, yes {a deposit of {deposit}} other {no deposit}} and {count, plural, one {one payment} other {# installments}} of {installment} at a yearly interest rate of {rate}.',
    },
    agreementPlanLastDiffers: {
      id: 'portal.enrollment.agreement.planLastDiffers',
      defaultMessage:
        'The student chooses the payment plan “{plan}”: a total of {total}, of which {due} is due today, with {hasDeposit, select, yes {a deposit of {deposit}} other {no deposit}} and {count, number} installments: {others, number} of {installment} and a last one of {last}, at a yearly interest rate of {rate}.',
    },
    agreementCharges: {
      id: 'portal.enrollment.agreement.charges',
      defaultMessage:
        'Installments are charged to the payment method the student chose, on the dates of the payment schedule. A late installment may put the account past due; after 90 days past due the account goes to collections.',
    },
    agreementRefunds: {
      id: 'portal.enrollment.agreement.refunds',
      defaultMessage:
        'The student may withdraw within the period the institute publishes; refunds follow the institute’s refund policy. The first transfer to another cohort is free.',
    },
    agreementConsent: {
      id: 'portal.enrollment.agreement.consent',
      defaultMessage:
        'By signing, the student confirms that the information given in the application is true and agrees to these terms.',
    },
    agreementPending: {
      id: 'portal.enrollment.agreement.pending',
      defaultMessage: 'Your agreement is being prepared. Choose a payment plan first.',
    },
    downloadPdf: { id: 'portal.enrollment.agreement.download', defaultMessage: 'Download as PDF' },
    signedBy: {
      id: 'portal.enrollment.agreement.signedBy',
      defaultMessage: 'Signed by {name} on {date}.',
    },

    methodIntro: {
      id: 'portal.enrollment.method.intro',
      defaultMessage: 'Choose the card your installments are charged to, or add one.',
    },
    savedCards: { id: 'portal.enrollment.method.savedCards', defaultMessage: 'Saved cards' },
    cardExpires: {
      id: 'portal.enrollment.method.expires',
      defaultMessage: 'Expires {month}/{year} · {holder}',
    },
    noCards: {
      id: 'portal.enrollment.method.none',
      defaultMessage: 'You have no saved card yet. Add one below.',
    },
    addCard: { id: 'portal.enrollment.method.addCard', defaultMessage: 'Add a card' },
    addCardAndContinue: {
      id: 'portal.enrollment.method.addCardAndContinue',
      defaultMessage: 'Add card and continue',
    },
    chooseCard: {
      id: 'portal.enrollment.method.choose',
      defaultMessage: 'Please choose a card or add one.',
    },

    reviewIntro: {
      id: 'portal.enrollment.review.intro',
      defaultMessage: 'Check everything once more, then submit your application.',
    },
    reviewCourse: { id: 'portal.enrollment.review.course', defaultMessage: 'Course' },
    reviewStudent: { id: 'portal.enrollment.review.student', defaultMessage: 'Student' },
    reviewPlan: { id: 'portal.enrollment.review.plan', defaultMessage: 'Payment plan' },
    reviewPlanValue: {
      id: 'portal.enrollment.review.planValue',
      defaultMessage: '{plan}: {total} in total, {due} due today',
    },
    reviewAgreement: { id: 'portal.enrollment.review.agreement', defaultMessage: 'Agreement' },
    reviewCard: { id: 'portal.enrollment.review.card', defaultMessage: 'Card' },
    reviewVoucher: { id: 'portal.enrollment.review.voucher', defaultMessage: 'Voucher' },
    reviewPromo: { id: 'portal.enrollment.review.promo', defaultMessage: 'Promo code' },
    reviewPromoValue: {
      id: 'portal.enrollment.review.promoValue',
      defaultMessage: '{code}: {discount} off the tuition',
    },
    submit: { id: 'portal.enrollment.review.submit', defaultMessage: 'Submit application' },

    congratulationsTitle: {
      id: 'portal.enrollment.congratulations.title',
      defaultMessage: 'Congratulations, your application is in!',
    },
    congratulationsBody: {
      id: 'portal.enrollment.congratulations.body',
      defaultMessage: 'Admissions reply within 48 hours. Here is what happens next:',
    },
    viewStatus: {
      id: 'portal.enrollment.congratulations.viewStatus',
      defaultMessage: 'See your application status',
    },
    goHome: { id: 'portal.enrollment.congratulations.goHome', defaultMessage: 'Go to home' },
  }),
);
