import { NewPasswordPage, RequestResetLinkPage, useAuthActions } from '@hci/app-frame';
import { defineMessages } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { authMessages } from './authMessages';
import { paths } from '../../paths';

const messages = defineMessages({
  requestIntro: {
    id: 'coach.reset.request.intro',
    defaultMessage: 'Type the email address of your account and we will send you a reset link.',
  },
  requestSubmit: { id: 'coach.reset.request.submit', defaultMessage: 'Send the reset link' },
  sent: {
    id: 'coach.reset.request.sent',
    defaultMessage: 'Check your inbox: the link is valid for one hour.',
  },
  newTitle: { id: 'coach.reset.new.title', defaultMessage: 'Choose a new password' },
  newPassword: { id: 'coach.reset.new.password', defaultMessage: 'New password' },
  newSubmit: { id: 'coach.reset.new.submit', defaultMessage: 'Save the new password' },
});

/** Without a token: ask for the reset link. With `?token=` from that link: set the new password. */
export function ResetAccountPasswordPage() {
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token');
  return token ? (
    <NewPasswordPage
      token={token}
      title={messages.newTitle}
      passwordLabel={messages.newPassword}
      hint={null}
      submitLabel={messages.newSubmit}
      resetPassword={auth.resetPassword}
      onReset={() => navigate(paths.login, { replace: true })}
      loginHref={paths.login}
      requestLinkHref={paths.resetAccountPassword}
    />
  ) : (
    <RequestResetLinkPage
      intro={{ message: messages.requestIntro, placement: 'heading' }}
      emailLabel={authMessages.email}
      submitLabel={messages.requestSubmit}
      requestLink={auth.forgotPassword}
      sent={{ placement: 'aboveForm', body: messages.sent }}
      loginHref={paths.login}
    />
  );
}
