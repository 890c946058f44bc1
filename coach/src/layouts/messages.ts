import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const layoutMessages = untypedMessages(
  defineMessages({
    productName: { id: 'coach.layout.productName', defaultMessage: 'Health Coach Institute' },
    appName: { id: 'coach.layout.appName', defaultMessage: 'Coach' },
    mainNavigation: { id: 'coach.layout.mainNavigation', defaultMessage: 'Main' },
    footerNavigation: { id: 'coach.layout.footerNavigation', defaultMessage: 'Policies' },
    faq: { id: 'coach.nav.faq', defaultMessage: 'FAQ' },
    privacyPolicy: { id: 'coach.nav.privacyPolicy', defaultMessage: 'Privacy policy' },
    termsOfService: { id: 'coach.nav.termsOfService', defaultMessage: 'Terms of service' },
    schedulingPolicy: { id: 'coach.nav.schedulingPolicy', defaultMessage: 'Scheduling policy' },
    signIn: { id: 'coach.nav.signIn', defaultMessage: 'Sign in' },
    signUp: { id: 'coach.nav.signUp', defaultMessage: 'Become a coach' },
    profile: { id: 'coach.nav.profile', defaultMessage: 'Profile' },
    copyright: {
      id: 'coach.layout.copyright',
      defaultMessage: '© {year} Health Coach Institute',
    },
  }),
);
