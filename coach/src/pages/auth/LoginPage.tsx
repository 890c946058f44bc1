import { returnPath, SignInPage, useApi, useAuthActions } from '@hci/app-frame';
import { defineMessages } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { authMessages } from './authMessages';
import { paths, signedInHome } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.login.title', defaultMessage: 'Sign in to your coach account' },
  intro: {
    id: 'coach.login.intro',
    defaultMessage: 'Use the email address and password of your institute account.',
  },
});

/** POST /auth/signin/coach; then back to the page the user wanted (`?action=`), or their home. */
export function LoginPage() {
  const { analytics } = useApi();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const action = search.get('action');
  return (
    <SignInPage
      title={messages.title}
      intro={messages.intro}
      emailLabel={authMessages.email}
      sessionExpired={search.get('reason') === 'sessionExpired'}
      signIn={async (credentials) => {
        await auth.signInCoach(credentials);
        analytics.track('signIn');
      }}
      onSignedIn={() => navigate(returnPath(action, signedInHome), { replace: true })}
      forgotPasswordHref={paths.resetAccountPassword}
      newcomer={{
        question: authMessages.noAccount,
        link: authMessages.createAccount,
        href: paths.signUp,
      }}
    />
  );
}
