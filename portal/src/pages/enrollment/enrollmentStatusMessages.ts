import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const enrollmentStatusMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.enrollmentStatus.title', defaultMessage: 'Enrollment' },
    intro: {
      id: 'portal.enrollmentStatus.intro',
      defaultMessage: 'Where each of your applications stands, and when it got there.',
    },
    loading: {
      id: 'portal.enrollmentStatus.loading',
      defaultMessage: 'Loading your applications…',
    },
    application: {
      id: 'portal.enrollmentStatus.application',
      defaultMessage: '{cohort, select, none {Application {number}} other {{cohort}}}',
    },
    started: {
      id: 'portal.enrollmentStatus.started',
      defaultMessage: 'Started on {date}; not submitted yet.',
    },
    lifecycle: {
      id: 'portal.enrollmentStatus.lifecycle',
      defaultMessage: 'Application progress',
    },
    continue: {
      id: 'portal.enrollmentStatus.continue',
      defaultMessage: 'Continue your enrollment',
    },
    start: { id: 'portal.enrollmentStatus.start', defaultMessage: 'Start enrollment' },
    emptyTitle: {
      id: 'portal.enrollmentStatus.emptyTitle',
      defaultMessage: 'No application yet',
    },
    emptyBody: {
      id: 'portal.enrollmentStatus.emptyBody',
      defaultMessage:
        'Choose a course, a payment plan and sign your agreement in seven short steps.',
    },
    signDocuments: {
      id: 'portal.enrollmentStatus.signDocuments',
      defaultMessage: 'Sign your documents',
    },
    completeNext: {
      id: 'portal.enrollmentStatus.completeNext',
      defaultMessage: 'Your courses are open and your payment plan is ready.',
    },
    goToCourses: { id: 'portal.enrollmentStatus.goToCourses', defaultMessage: 'Go to My courses' },
    seePaymentPlan: {
      id: 'portal.enrollmentStatus.seePaymentPlan',
      defaultMessage: 'See your payment plan',
    },
  }),
);
