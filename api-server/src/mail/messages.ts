// What the API's e-mails say: English here, in the catalogue of the API's own words (see words.ts).
import { defineMessages } from '../words.js';

export const mailMessages = defineMessages({
  verificationSubject: {
    id: 'api.mail.verification.subject',
    defaultMessage: 'Your verification code',
  },
  verificationCode: {
    id: 'api.mail.verification.code',
    defaultMessage:
      'Your verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  verificationLink: {
    id: 'api.mail.verification.link',
    defaultMessage: 'Or open this link to verify your e-mail address:',
  },
  verificationNotYou: {
    id: 'api.mail.verification.notYou',
    defaultMessage:
      'If you did not create an account or change your e-mail address, ignore this e-mail.',
  },
  resetSubject: {
    id: 'api.mail.reset.subject',
    defaultMessage: 'Reset your password',
  },
  resetLink: {
    id: 'api.mail.reset.link',
    defaultMessage:
      'Open the link to choose a new password. It expires in {minutes, plural, one {# minute} other {# minutes}}:',
  },
  resetNotYou: {
    id: 'api.mail.reset.notYou',
    defaultMessage:
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  },
  emailChangeCodeSubject: {
    id: 'api.mail.emailChange.code.subject',
    defaultMessage: 'Confirm your new e-mail address',
  },
  emailChangeCode: {
    id: 'api.mail.emailChange.code',
    defaultMessage:
      'To make this the e-mail address of your account, enter the code {code} on your account page. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  emailChangeCodeNotYou: {
    id: 'api.mail.emailChange.code.notYou',
    defaultMessage:
      'If you did not ask for this, ignore this e-mail: nothing changes without the code.',
  },
  emailChangeTakenSubject: {
    id: 'api.mail.emailChange.taken.subject',
    defaultMessage: 'This e-mail address already has an account',
  },
  emailChangeTaken: {
    id: 'api.mail.emailChange.taken',
    defaultMessage:
      'Someone asked to move another account to this e-mail address, but this address already has an account with us. Nothing was changed.',
  },
  emailChangeTakenNext: {
    id: 'api.mail.emailChange.taken.next',
    defaultMessage:
      'If it was you, sign in with this address (choose "Forgot your password?" if you do not know its password). If it was not you, ignore this e-mail.',
  },
  emailChangeNoticeSubject: {
    id: 'api.mail.emailChange.notice.subject',
    defaultMessage: 'A change of your e-mail address was asked for',
  },
  emailChangeNotice: {
    id: 'api.mail.emailChange.notice',
    defaultMessage:
      'Someone signed in to your account asked to change its e-mail address to {email}. Your account keeps this address, and you keep signing in with it, unless the code sent to the new address is entered within {minutes, plural, one {# minute} other {# minutes}}.',
  },
  emailChangeNoticeUndo: {
    id: 'api.mail.emailChange.notice.undo',
    defaultMessage:
      'If it was not you, change your password now (or choose "Forgot your password?" when you sign in): that cancels the change and signs out everyone else.',
  },
  takenAddressSubject: {
    id: 'api.mail.takenAddress.subject',
    defaultMessage: 'Someone tried to sign up with your e-mail address',
  },
  takenAddressAttempt: {
    id: 'api.mail.takenAddress.attempt',
    defaultMessage:
      'Someone tried to create a new account with this e-mail address, which already has an account with us.',
  },
  takenAddressLink: {
    id: 'api.mail.takenAddress.link',
    defaultMessage:
      'If it was you, sign in with your password. If you forgot it, ask for a reset link here:',
  },
  takenAddressNotYou: {
    id: 'api.mail.takenAddress.notYou',
    defaultMessage:
      'If it was not you, ignore this e-mail: nothing changed, and your account and password stay as they are.',
  },
  signature: {
    id: 'api.mail.signature',
    defaultMessage: 'Health Coach Institute',
  },
});
