import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const homeMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.home.title', defaultMessage: 'Home' },
    greeting: { id: 'portal.home.greeting', defaultMessage: 'Welcome, {name}' },
    greetingNoName: { id: 'portal.home.greetingNoName', defaultMessage: 'Welcome' },
    loading: { id: 'portal.home.loading', defaultMessage: 'Loading your status…' },
    nextSteps: { id: 'portal.home.nextSteps', defaultMessage: 'Next steps' },
    signingRequests: {
      id: 'portal.home.signingRequests',
      defaultMessage:
        '{count, plural, one {# agreement is waiting for your signature} other {# agreements are waiting for your signature}}',
    },
    reviewAgreements: { id: 'portal.home.reviewAgreements', defaultMessage: 'Review agreements' },
    pendingTransfers: {
      id: 'portal.home.pendingTransfers',
      defaultMessage:
        '{count, plural, one {# transfer to a new class is waiting for your confirmation} other {# transfers to a new class are waiting for your confirmation}}',
    },
    transferDetail: {
      id: 'portal.home.transferDetail',
      defaultMessage: 'From {from} to {to}, starting {startDate}',
    },
    payNow: { id: 'portal.home.payNow', defaultMessage: 'Make a payment' },
    reviewTransfers: {
      id: 'portal.home.reviewTransfers',
      defaultMessage: '{count, plural, one {Review the transfer} other {Review the transfers}}',
    },
    overdue: {
      id: 'portal.home.overdue',
      defaultMessage:
        '{days, plural, one {Your payment of {amount} is # day overdue} other {Your payment of {amount} is # days overdue}}',
    },
    dueNow: { id: 'portal.home.dueNow', defaultMessage: 'A payment of {amount} is due now' },
    nextModule: {
      id: 'portal.home.nextModule',
      defaultMessage: '{course}: {module} is next',
    },
    nextModuleDue: {
      id: 'portal.home.nextModuleDue',
      defaultMessage: '{course}: {module} is next, due {date}',
    },
    openCourse: { id: 'portal.home.openCourse', defaultMessage: 'Open the course' },
    courses: { id: 'portal.home.courses', defaultMessage: 'Courses in progress' },
    noCourses: {
      id: 'portal.home.noCourses',
      defaultMessage: 'You have no course in progress right now.',
    },
    courseProgress: {
      id: 'portal.home.courseProgress',
      defaultMessage:
        '{completed, number} of {total, plural, one {# module} other {# modules}} completed',
    },
    progressLabel: { id: 'portal.home.progressLabel', defaultMessage: 'Progress in {course}' },
    messages: { id: 'portal.home.messages', defaultMessage: 'Messages' },
    unreadMessages: {
      id: 'portal.home.unreadMessages',
      defaultMessage:
        '{count, plural, =0 {You have no unread messages.} one {You have # unread message.} other {You have # unread messages.}}',
    },
    openInbox: { id: 'portal.home.openInbox', defaultMessage: 'Go to inbox' },
    allSetTitle: { id: 'portal.home.allSetTitle', defaultMessage: 'You are all set' },
    allSetBody: {
      id: 'portal.home.allSetBody',
      defaultMessage:
        'Nothing needs your attention. Courses, payments and messages will show here as they come.',
    },
    reviewProfile: { id: 'portal.home.reviewProfile', defaultMessage: 'Review your profile' },
    enrollmentDraft: {
      id: 'portal.home.enrollmentDraft',
      defaultMessage: 'Your enrollment is saved where you left it.',
    },
    continueEnrollment: {
      id: 'portal.home.continueEnrollment',
      defaultMessage: 'Continue your enrollment',
    },
    applicationStatus: {
      id: 'portal.home.applicationStatus',
      defaultMessage: 'Your application: {status}, since {date}.',
    },
    viewApplication: {
      id: 'portal.home.viewApplication',
      defaultMessage: 'See your application status',
    },
    enrollmentInvite: {
      id: 'portal.home.enrollmentInvite',
      defaultMessage: 'Choose a course and enroll in seven short steps.',
    },
    startEnrollment: { id: 'portal.home.startEnrollment', defaultMessage: 'Start enrollment' },
  }),
);
