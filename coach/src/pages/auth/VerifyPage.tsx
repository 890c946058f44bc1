import { returnPath, SignInPage, useApi, useAuthActions } from '@hci/app-frame';
import { useSession } from '@hci/api-schema';
import { defineMessages } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { paths, signedInHome } from '../../paths';
import { authMessages } from './authMessages';

const messages = defineMessages({
  title: { id: 'coach.verify.title', defaultMessage: 'Confirm it’s you' },
  help: {
    id: 'coach.verify.help',
    defaultMessage: 'Sign in again to go back to the page you were on. Nothing you saved is lost.',
  },
  submit: { id: 'coach.verify.submit', defaultMessage: 'Sign in and continue' },
});

/**
 * Where an unauthorized answer sends the user, with the page they were on in `?to=`.
 * Signing in again returns them there.
 */
export function VerifyPage() {
  const { analytics, session } = useApi();
  const auth = useAuthActions();
  const { email } = useSession(session);
  const [, navigate] = useLocation();
  const to = new URLSearchParams(useSearch()).get('to');
  return (
    <SignInPage
      title={messages.title}
      emailLabel={authMessages.email}
      sessionExpired
      sessionExpiredHelp={messages.help}
      initialEmail={email}
      submitLabel={messages.submit}
      signIn={async (credentials) => {
        await auth.signInCoach(credentials);
        analytics.track('reverified');
      }}
      onSignedIn={() => navigate(returnPath(to, signedInHome), { replace: true })}
      forgotPasswordHref={paths.resetAccountPassword}
    />
  );
}
