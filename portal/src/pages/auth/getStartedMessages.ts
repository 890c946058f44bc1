import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const getStartedMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.getStarted.title', defaultMessage: 'Get started' },
    steps: { id: 'portal.getStarted.steps', defaultMessage: 'Getting started steps' },
    programStep: { id: 'portal.getStarted.step.program', defaultMessage: 'Your program' },
    passwordStep: { id: 'portal.getStarted.step.password', defaultMessage: 'Create password' },
    verifyStep: { id: 'portal.getStarted.step.verify', defaultMessage: 'Verification code' },
    language: { id: 'portal.getStarted.language', defaultMessage: 'Preferred language' },
    programTrack: { id: 'portal.getStarted.programTrack', defaultMessage: 'Program track' },
    startDate: { id: 'portal.getStarted.startDate', defaultMessage: 'Start date' },
    graduationDate: { id: 'portal.getStarted.graduationDate', defaultMessage: 'Graduation date' },
    next: { id: 'portal.getStarted.next', defaultMessage: 'Continue' },
    back: { id: 'portal.getStarted.back', defaultMessage: 'Back' },
    confirmation: { id: 'portal.getStarted.confirmation', defaultMessage: 'Confirm password' },
    createAccount: { id: 'portal.getStarted.createAccount', defaultMessage: 'Create account' },
    verify: { id: 'portal.getStarted.verify', defaultMessage: 'Verify and open my portal' },
    haveAccount: { id: 'portal.getStarted.haveAccount', defaultMessage: 'Already a student?' },
    signIn: { id: 'portal.getStarted.signIn', defaultMessage: 'Sign in' },
  }),
);
