import {
  Alert,
  Link,
  LoadingRegion,
  Stack,
  errorMessage,
  positiveMessages,
  toast,
} from '@hci/design-system';
import { isApiError, useCallOnMount, useApi, useAuthActions } from '@hci/api-schema';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { PageHeading, returnPath } from '@hci/design-system/app';
import { paths, signedInHome } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.tokenLogin.title', defaultMessage: 'Signing you in' },
  signingIn: { id: 'coach.tokenLogin.signingIn', defaultMessage: 'Checking your sign-in link' },
  missing: {
    id: 'coach.tokenLogin.missing',
    defaultMessage: 'This sign-in link is incomplete. Open the link from your e-mail again.',
  },
  signInInstead: {
    id: 'coach.tokenLogin.signInInstead',
    defaultMessage: 'Sign in with your password',
  },
});

/** The link is single-use, so it is sent once, however often the page renders. */
function TokenSignIn({ token, action }: { token: string; action: string | null }) {
  const intl = useIntl();
  const { analytics } = useApi();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  const signIn = useCallOnMount(async () => {
    await auth.signInWithSso({ token });
    analytics.track('signIn', { properties: { method: 'token' } });
    toast.positive(positiveMessages.login);
    navigate(returnPath(action, signedInHome), { replace: true });
  });
  if (signIn.status === 'error') {
    const key = isApiError(signIn.error) ? signIn.error.key : 'default';
    return <SignInProblem message={intl.formatMessage(errorMessage(key))} />;
  }
  return (
    <LoadingRegion label={intl.formatMessage(messages.signingIn)}>
      <span />
    </LoadingRegion>
  );
}

function SignInProblem({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <>
      <Alert tone="critical">{message}</Alert>
      <Link href={paths.login}>{intl.formatMessage(messages.signInInstead)}</Link>
    </>
  );
}

/** Sign-in from a one-time link (`/login/token?token=…&action=…`). */
export function TokenLoginPage() {
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  const token = query.get('token');
  return (
    <Stack space="large" align="left">
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      {token ? (
        <TokenSignIn token={token} action={query.get('action')} />
      ) : (
        <SignInProblem message={intl.formatMessage(messages.missing)} />
      )}
    </Stack>
  );
}
