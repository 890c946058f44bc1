import { NewPasswordPage, useAuthActions } from '@hci/app-frame';
import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';
import { useSearch } from 'wouter';
import { paths } from '../../paths';

const m = untypedMessages(
  defineMessages({
    title: { id: 'portal.resetPassword.title', defaultMessage: 'Choose a new password' },
    password: { id: 'portal.resetPassword.password', defaultMessage: 'New password' },
    confirmation: {
      id: 'portal.resetPassword.confirmation',
      defaultMessage: 'Confirm new password',
    },
    submit: { id: 'portal.resetPassword.submit', defaultMessage: 'Save new password' },
  }),
);

/** /reset-password?token=…: the link of the forgot-password e-mail. */
export function ResetPasswordPage() {
  const auth = useAuthActions();
  return (
    <NewPasswordPage
      token={new URLSearchParams(useSearch()).get('token')}
      title={m.title}
      passwordLabel={m.password}
      confirmationLabel={m.confirmation}
      submitLabel={m.submit}
      resetPassword={auth.resetPassword}
      loginHref={paths.login}
      requestLinkHref={paths.forgotPassword}
    />
  );
}
