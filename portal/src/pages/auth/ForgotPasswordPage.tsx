import { RequestResetLinkPage, useAuthActions } from '@hci/app-frame';
import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';
import { paths } from '../../paths';

const m = untypedMessages(
  defineMessages({
    intro: {
      id: 'portal.forgotPassword.intro',
      defaultMessage:
        'Enter the email you signed up with. We will send you a link to choose a new password.',
    },
    submit: { id: 'portal.forgotPassword.submit', defaultMessage: 'Send reset link' },
    sentTitle: { id: 'portal.forgotPassword.sentTitle', defaultMessage: 'Check your email' },
    sentBody: {
      id: 'portal.forgotPassword.sentBody',
      defaultMessage: 'We sent a reset link to {email}. It works for a limited time.',
    },
  }),
);

/** /forgot-password: e-mails a reset link when an account has the address. */
export function ForgotPasswordPage() {
  const auth = useAuthActions();
  return (
    <RequestResetLinkPage
      intro={{ message: m.intro, placement: 'form' }}
      submitLabel={m.submit}
      requestLink={auth.forgotPassword}
      sent={{ placement: 'replacesForm', title: m.sentTitle, body: m.sentBody }}
      loginHref={paths.login}
    />
  );
}
