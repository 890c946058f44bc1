import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const layoutMessages = untypedMessages(
  defineMessages({
    mainNavigation: { id: 'portal.layout.mainNavigation', defaultMessage: 'Main' },
    home: { id: 'portal.layout.nav.home', defaultMessage: 'Home' },
    inbox: { id: 'portal.layout.nav.inbox', defaultMessage: 'Inbox' },
    coaches: { id: 'portal.layout.nav.coaches', defaultMessage: 'Coaches' },
    signIn: { id: 'portal.layout.signIn', defaultMessage: 'Sign in' },
    courses: { id: 'portal.layout.nav.courses', defaultMessage: 'Courses' },
    awards: { id: 'portal.layout.nav.awards', defaultMessage: 'Awards' },
    coachingCircles: { id: 'portal.circles.nav', defaultMessage: 'Circles' },
    payments: { id: 'portal.layout.nav.payments', defaultMessage: 'Payments' },
    settings: { id: 'portal.layout.nav.settings', defaultMessage: 'Settings' },
    enrollment: { id: 'portal.layout.nav.enrollment', defaultMessage: 'Enrollment' },
    profile: { id: 'portal.layout.settings.profile', defaultMessage: 'Profile' },
    agreements: { id: 'portal.layout.settings.agreements', defaultMessage: 'Agreements' },
    paymentInformation: {
      id: 'portal.layout.settings.paymentInformation',
      defaultMessage: 'Payment information',
    },
    paymentMethod: { id: 'portal.layout.settings.paymentMethod', defaultMessage: 'Payment method' },
    paymentPlanTerms: {
      id: 'portal.layout.settings.paymentPlanTerms',
      defaultMessage: 'Payment plan terms',
    },
    accountHistory: {
      id: 'portal.layout.settings.accountHistory',
      defaultMessage: 'Account history',
    },
    communicationPreferences: {
      id: 'portal.layout.settings.communicationPreferences',
      defaultMessage: 'Communication preferences',
    },
  }),
);
