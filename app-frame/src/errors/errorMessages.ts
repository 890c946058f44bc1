// The institute's error catalogue: one message for every error key of the API contract (e.g.
// failedLogin), typed by the contract's key, so a key the contract adds is a type error here until
// it has a message. The server sends a key; the UI shows its message, falling back to `default`
// for a key it does not know (an older app against a newer server).
import type { ErrorKey } from '@hci/api-schema';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const errorMessages = defineMessages({
  default: { id: 'error.default', defaultMessage: 'An error found, please try again.' },
  badRequest: {
    id: 'error.badRequest',
    defaultMessage: 'Some of the information is not valid. Please check it and try again.',
  },
  Unauthorized: { id: 'error.Unauthorized', defaultMessage: 'Please sign in to continue.' },
  forbidden: { id: 'error.forbidden', defaultMessage: 'You do not have permission to do this.' },
  notFound: {
    id: 'error.notFound',
    defaultMessage: 'We could not find what you were looking for.',
  },
  tooManyRequests: {
    id: 'error.tooManyRequests',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  payloadTooLarge: { id: 'error.payloadTooLarge', defaultMessage: 'This file is too large.' },
  unsupportedMediaType: {
    id: 'error.unsupportedMediaType',
    defaultMessage: 'This file type is not supported.',
  },
  insufficientStorage: {
    id: 'error.insufficientStorage',
    defaultMessage: 'The file could not be stored right now. Please try again later.',
  },
  storageUnavailable: {
    id: 'error.storageUnavailable',
    defaultMessage: 'Files cannot be reached right now. Please try again in a moment.',
  },
  idempotencyKeyReused: {
    id: 'error.idempotencyKeyReused',
    defaultMessage: 'This request was already sent with other details. Please start again.',
  },
  failedLogin: { id: 'error.failedLogin', defaultMessage: 'Invalid username or password.' },
  usernameAlreadyExists: {
    id: 'error.usernameAlreadyExists',
    defaultMessage:
      'A user with this email already exists. Use “Forgot password” to get back into your account.',
  },
  emailNotFound: { id: 'error.emailNotFound', defaultMessage: 'Email not found.' },
  resetPasswordSavedError: {
    id: 'error.resetPasswordSavedError',
    defaultMessage: 'Your new password could not be saved. Please try again.',
  },
  createPasswordSavedError: {
    id: 'error.createPasswordSavedError',
    defaultMessage: 'Your password could not be created. Please try again.',
  },
  invalidCurrentPassword: {
    id: 'error.invalidCurrentPassword',
    defaultMessage: 'Incorrect current password',
  },
  newPasswordSameAsCurrent: {
    id: 'error.newPasswordSameAsCurrent',
    defaultMessage: 'The new password must be different from the current one.',
  },
  invalidToken: {
    id: 'error.invalidToken',
    defaultMessage: 'This form has expired. Please send a new forgot password request.',
  },
  tokenInvalid: {
    id: 'error.tokenInvalid',
    defaultMessage: 'This reset link has expired. Please request a new one.',
  },
  failedSignUp: {
    id: 'error.failedSignUp',
    defaultMessage: 'The information is not valid, or the student already exists.',
  },
  paymentMethodFailed: {
    id: 'error.paymentMethodFailed',
    defaultMessage: 'The payment method could not be processed.',
  },
  noCohortSelected: { id: 'error.noCohortSelected', defaultMessage: 'Please select a course' },
  noPaymentPlanSelected: {
    id: 'error.noPaymentPlanSelected',
    defaultMessage: 'Please select a payment plan',
  },
  submitApplicationFailed: {
    id: 'error.submitApplicationFailed',
    defaultMessage: 'Your application could not be submitted. Please try again.',
  },
  savedApplicationError: {
    id: 'error.savedApplicationError',
    defaultMessage: 'Your application could not be saved. Please try again.',
  },
  failedAddPaymentMethod: {
    id: 'error.failedAddPaymentMethod',
    defaultMessage: 'Your card was declined. Check its details, or use another card.',
  },
  failedPay: {
    id: 'error.failedPay',
    defaultMessage: 'Your card was declined; nothing was charged. Try again, or use another card.',
  },
  invalidVoucherCode: {
    id: 'error.invalidVoucherCode',
    defaultMessage: 'This voucher code is not valid.',
  },
  voucherForAnotherCohort: {
    id: 'error.voucherForAnotherCohort',
    defaultMessage: 'This code belongs to another course. Choose that course to use it.',
  },
  voucherIsExpired: { id: 'error.voucherIsExpired', defaultMessage: 'This voucher has expired.' },
  studentActiveEnrollment: {
    id: 'error.studentActiveEnrollment',
    defaultMessage: 'You already have an active enrollment for this product.',
  },
  paymentProviderError: {
    id: 'error.paymentProviderError',
    defaultMessage:
      'The card payment provider could not process the request. Please try again or use another card.',
  },
  invalidPaymentMethodDetails: {
    id: 'error.invalidPaymentMethodDetails',
    defaultMessage: 'The payment method details are not valid.',
  },
  verificationCodeError: {
    id: 'error.verificationCodeError',
    defaultMessage: 'The verification code is not valid.',
  },
  invalidSsoToken: { id: 'error.invalidSsoToken', defaultMessage: 'Your access has expired.' },
  invalidApplicationRequest: {
    id: 'error.invalidApplicationRequest',
    defaultMessage: 'You are already enrolled in this program.',
  },
  invalidAlumniApplicationRequest: {
    id: 'error.invalidAlumniApplicationRequest',
    defaultMessage: 'You are not registered as alumni.',
  },
  cardAlreadyExist: {
    id: 'error.cardAlreadyExist',
    defaultMessage: 'This card has already been added.',
  },
  exceededTransfers: {
    id: 'error.exceededTransfers',
    defaultMessage: 'You have reached the transfer limit.',
  },
  exceededStudents: {
    id: 'error.exceededStudents',
    defaultMessage: 'The students limit has been reached.',
  },
  statusInvalid: {
    id: 'error.statusInvalid',
    defaultMessage: 'This circle has already been transferred.',
  },
  transferNotPermit: {
    id: 'error.transferNotPermit',
    defaultMessage: 'This transfer is not permitted.',
  },
  confirmTransferError: {
    id: 'error.confirmTransferError',
    defaultMessage: 'The transfer could not be confirmed. Please try again.',
  },
  cancelTransferError: {
    id: 'error.cancelTransferError',
    defaultMessage: 'The transfer could not be cancelled. Please try again.',
  },
  openSessionsNumberLessThanMinimumRequired: {
    id: 'error.openSessionsNumberLessThanMinimumRequired',
    defaultMessage: 'There are fewer open sessions than the minimum required.',
  },
  coachingCircleNotHaveOpenSessions: {
    id: 'error.coachingCircleNotHaveOpenSessions',
    defaultMessage: 'This coaching circle has no open sessions.',
  },
  paymentRequestError: {
    id: 'error.paymentRequestError',
    defaultMessage: 'The payment request could not be processed. Please try again.',
  },
  paymentDeleted: {
    id: 'error.paymentDeleted',
    defaultMessage: 'This payment is no longer active.',
  },
  paymentAmountLower: {
    id: 'error.paymentAmountLower',
    defaultMessage: 'The payment amount is lower than the minimum allowed.',
  },
  paymentStatusInProgress: {
    id: 'error.paymentStatusInProgress',
    defaultMessage: 'This payment is already in progress.',
  },
  paymentStatusAccepted: {
    id: 'error.paymentStatusAccepted',
    defaultMessage: 'This payment has been accepted. Please retry in a few seconds.',
  },
  paymentStatusInvalid: {
    id: 'error.paymentStatusInvalid',
    defaultMessage: 'This payment is not valid.',
  },
  paymentNoBalance: { id: 'error.paymentNoBalance', defaultMessage: 'There is no balance to pay.' },
  paymentBalanceExceeded: {
    id: 'error.paymentBalanceExceeded',
    defaultMessage: 'The payment is more than the balance due.',
  },
  accountIsDisabled: {
    id: 'error.accountIsDisabled',
    defaultMessage: 'Your account is temporarily disabled. Please contact support.',
  },
  paymentMethodAssignedDeleteError: {
    id: 'error.paymentMethodAssignedDeleteError',
    defaultMessage:
      'This payment method is assigned to a pending payment schedule, so it cannot be deleted.',
  },
  paymentMethodDeleteDefaultError: {
    id: 'error.paymentMethodDeleteDefaultError',
    defaultMessage: 'The default payment method cannot be removed until the balance is paid.',
  },
  startTimeMustBeLessThanEndTime: {
    id: 'error.startTimeMustBeLessThanEndTime',
    defaultMessage: 'The start time must be earlier than the end time.',
  },
  signatureNameMismatch: {
    id: 'error.signatureNameMismatch',
    defaultMessage: 'The typed name is not the name of the person signing this agreement.',
  },
  slotUnavailable: {
    id: 'error.slotUnavailable',
    defaultMessage: 'That time was just taken. Please choose another one.',
  },
  emailNotVerified: {
    id: 'error.emailNotVerified',
    defaultMessage:
      'Please verify your email address to continue. We sent you a code when you signed up.',
  },
  testCallTaken: {
    id: 'error.testCallTaken',
    defaultMessage: 'You have already had a free test call with this coach.',
  },
  testCallWithoutMeetingLink: {
    id: 'error.testCallWithoutMeetingLink',
    defaultMessage: 'A free test call is a video call: add your video-call room link to offer one.',
  },
  notYourClient: {
    id: 'error.notYourClient',
    defaultMessage:
      'Sessions can only be booked for your clients: someone who has bought one of your services.',
  },
  changeWindowClosed: {
    id: 'error.changeWindowClosed',
    defaultMessage:
      'This session starts too soon to be moved or cancelled, so it counts as used (see the scheduling policy).',
  },
  rescheduleLimitReached: {
    id: 'error.rescheduleLimitReached',
    defaultMessage: 'A session can be moved once, and this one was moved already.',
  },
  noSessionsRemaining: {
    id: 'error.noSessionsRemaining',
    defaultMessage: 'Every session of this purchase is booked or used.',
  },
  sessionNotStarted: {
    id: 'error.sessionNotStarted',
    defaultMessage: 'This session has not started yet.',
  },
  envelopeNotSignable: {
    id: 'error.envelopeNotSignable',
    defaultMessage:
      'This document is no longer waiting for a signature. Reload the page to see where it stands.',
  },
  transferNotPending: {
    id: 'error.transferNotPending',
    defaultMessage: 'This transfer is no longer pending: it was already confirmed or cancelled.',
  },
  sessionStatusChanged: {
    id: 'error.sessionStatusChanged',
    defaultMessage:
      'This session was changed meanwhile, so this can no longer be done. Reload the page to see where it stands.',
  },
}) satisfies Record<ErrorKey, MessageDescriptor>;
