// Positive (success) texts, shown as toasts that last 5 s.
import { defineMessages } from 'react-intl';

export const positiveMessages = defineMessages({
  login: { id: 'positive.login', defaultMessage: 'Welcome back!' },
  register: { id: 'positive.register', defaultMessage: 'Your account has been created.' },
  forgotPassword: {
    id: 'positive.forgotPassword',
    defaultMessage: 'We have sent you an email with a link to reset your password.',
  },
  resetPassword: { id: 'positive.resetPassword', defaultMessage: 'Your password has been reset.' },
  applicationSubmitted: {
    id: 'positive.applicationSubmitted',
    defaultMessage: 'Your application has been submitted.',
  },
  applicationCompleted: {
    id: 'positive.applicationCompleted',
    defaultMessage: 'Your application is complete.',
  },
  profileUpdated: {
    id: 'positive.profileUpdated',
    defaultMessage: 'Your profile has been updated.',
  },
  autoPayUpdated: { id: 'positive.autoPayUpdated', defaultMessage: 'Auto-pay has been updated.' },
  bookmarkAdded: { id: 'positive.bookmarkAdded', defaultMessage: 'Bookmark added.' },
  bookmarkRemoved: { id: 'positive.bookmarkRemoved', defaultMessage: 'Bookmark removed.' },
  paymentMethodAdded: {
    id: 'positive.paymentMethodAdded',
    defaultMessage: 'Payment method added.',
  },
  paymentMethodEdited: {
    id: 'positive.paymentMethodEdited',
    defaultMessage: 'Payment method updated.',
  },
  paymentMethodMadeDefault: {
    id: 'positive.paymentMethodMadeDefault',
    defaultMessage: 'This is now your default payment method.',
  },
  paymentMethodDeleted: {
    id: 'positive.paymentMethodDeleted',
    defaultMessage: 'Payment method deleted.',
  },
  paymentSubmitted: {
    id: 'positive.paymentSubmitted',
    defaultMessage: 'Your payment has been submitted.',
  },
  transferAccepted: {
    id: 'positive.transferAccepted',
    defaultMessage: 'The transfer has been accepted.',
  },
  transferCancelled: {
    id: 'positive.transferCancelled',
    defaultMessage: 'The transfer has been cancelled.',
  },
  voucherValid: { id: 'positive.voucherValid', defaultMessage: 'The voucher is valid.' },
  attendanceSubmitted: {
    id: 'positive.attendanceSubmitted',
    defaultMessage: 'Attendance submitted.',
  },
  coachingSessionDeleted: {
    id: 'positive.coachingSessionDeleted',
    defaultMessage: 'The coaching session has been deleted.',
  },
});

export type PositiveKey = keyof typeof positiveMessages;
