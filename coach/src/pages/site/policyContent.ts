import { defineMessages, type MessageDescriptor } from 'react-intl';
import { noShowGraceMinutes, sessionChangeWindowHours } from '@hci/rules';

export interface PolicySection {
  heading: MessageDescriptor;
  body: MessageDescriptor;
  /** Figures the body names, from the rules that apply them. */
  values?: Record<string, number>;
}

export interface Policy {
  title: MessageDescriptor;
  summary: MessageDescriptor;
  sections: PolicySection[];
}

const privacy = defineMessages({
  title: { id: 'coach.privacy.title', defaultMessage: 'Privacy policy' },
  summary: {
    id: 'coach.privacy.summary',
    defaultMessage:
      'We collect only what we need to run the coach app, we never sell your data, and you can ask us to see or delete it at any time.',
  },
  collectHeading: { id: 'coach.privacy.collect.heading', defaultMessage: 'What we collect' },
  collectBody: {
    id: 'coach.privacy.collect.body',
    defaultMessage:
      'Your account details (name, email address, password, language), the profile you choose to publish, the products and services you offer, your schedule and sessions, and the pages you visit in the app.',
  },
  useHeading: { id: 'coach.privacy.use.heading', defaultMessage: 'How we use it' },
  useBody: {
    id: 'coach.privacy.use.body',
    defaultMessage:
      'To let you sign in, to show your public profile and offers to clients, to process bookings and payments, to improve the app from anonymous usage figures, and to contact you about your account.',
  },
  paymentsHeading: { id: 'coach.privacy.payments.heading', defaultMessage: 'Payments' },
  paymentsBody: {
    id: 'coach.privacy.payments.body',
    defaultMessage:
      'Card numbers go straight to our payment processor. We keep only the card brand and its last four digits.',
  },
  rightsHeading: { id: 'coach.privacy.rights.heading', defaultMessage: 'Your rights' },
  rightsBody: {
    id: 'coach.privacy.rights.body',
    defaultMessage:
      'You can see, correct, export or delete your personal data. Write to the institute’s privacy team and we answer within 30 days.',
  },
});

const terms = defineMessages({
  title: { id: 'coach.terms.title', defaultMessage: 'Terms of service' },
  summary: {
    id: 'coach.terms.summary',
    defaultMessage:
      'These terms apply to every coach who uses the app to present themselves and sell products and services to clients.',
  },
  accountHeading: { id: 'coach.terms.account.heading', defaultMessage: 'Your account' },
  accountBody: {
    id: 'coach.terms.account.body',
    defaultMessage:
      'Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is done with it.',
  },
  offersHeading: { id: 'coach.terms.offers.heading', defaultMessage: 'What you offer' },
  offersBody: {
    id: 'coach.terms.offers.body',
    defaultMessage:
      'Describe your products and services honestly, with their real price. Health coaching supports clients’ choices; it does not replace medical advice, diagnosis or treatment.',
  },
  contentHeading: { id: 'coach.terms.content.heading', defaultMessage: 'Your content' },
  contentBody: {
    id: 'coach.terms.content.body',
    defaultMessage:
      'You keep the rights to the texts and images you upload, and you let the institute show them to clients in the app. Upload only what you have the right to use.',
  },
  endHeading: { id: 'coach.terms.end.heading', defaultMessage: 'Ending the service' },
  endBody: {
    id: 'coach.terms.end.body',
    defaultMessage:
      'You can close your account at any time. We may suspend an account that breaks these terms, and we tell you why.',
  },
});

const scheduling = defineMessages({
  title: { id: 'coach.scheduling.title', defaultMessage: 'Scheduling policy' },
  summary: {
    id: 'coach.scheduling.summary',
    defaultMessage:
      'Clear rules for booking, moving and cancelling sessions keep the time of coaches and clients respected.',
  },
  bookingHeading: { id: 'coach.scheduling.booking.heading', defaultMessage: 'Booking' },
  bookingBody: {
    id: 'coach.scheduling.booking.body',
    defaultMessage:
      'Clients book only the free times a coach publishes; each coach sets how much notice a booking needs. A session is paid when it is booked, and each booking, move and cancellation is confirmed to both in their inbox.',
  },
  changesHeading: {
    id: 'coach.scheduling.changes.heading',
    defaultMessage: 'Moving a session',
  },
  changesBody: {
    id: 'coach.scheduling.changes.body',
    defaultMessage:
      'A client can move a session once, free of charge, up to {hours} hours before it starts, to another available time.',
  },
  cancellingHeading: {
    id: 'coach.scheduling.cancelling.heading',
    defaultMessage: 'Cancelling',
  },
  cancellingBody: {
    id: 'coach.scheduling.cancelling.body',
    defaultMessage:
      'A client who cancels at least {hours} hours ahead keeps the session to book again later. Later cancellations and missed sessions count as used. A coach who cancels refunds that session’s share of the price to the client’s card.',
  },
  lateHeading: { id: 'coach.scheduling.late.heading', defaultMessage: 'Arriving late' },
  lateBody: {
    id: 'coach.scheduling.late.body',
    defaultMessage:
      'Sessions end at their planned time. After {minutes} minutes without the client, the coach may close the session as missed.',
  },
});

export const privacyPolicy: Policy = {
  title: privacy.title,
  summary: privacy.summary,
  sections: [
    { heading: privacy.collectHeading, body: privacy.collectBody },
    { heading: privacy.useHeading, body: privacy.useBody },
    { heading: privacy.paymentsHeading, body: privacy.paymentsBody },
    { heading: privacy.rightsHeading, body: privacy.rightsBody },
  ],
};

export const termsOfService: Policy = {
  title: terms.title,
  summary: terms.summary,
  sections: [
    { heading: terms.accountHeading, body: terms.accountBody },
    { heading: terms.offersHeading, body: terms.offersBody },
    { heading: terms.contentHeading, body: terms.contentBody },
    { heading: terms.endHeading, body: terms.endBody },
  ],
};

export const schedulingPolicy: Policy = {
  title: scheduling.title,
  summary: scheduling.summary,
  sections: [
    { heading: scheduling.bookingHeading, body: scheduling.bookingBody },
    {
      heading: scheduling.changesHeading,
      body: scheduling.changesBody,
      values: { hours: sessionChangeWindowHours },
    },
    {
      heading: scheduling.cancellingHeading,
      body: scheduling.cancellingBody,
      values: { hours: sessionChangeWindowHours },
    },
    {
      heading: scheduling.lateHeading,
      body: scheduling.lateBody,
      values: { minutes: noShowGraceMinutes },
    },
  ],
};
